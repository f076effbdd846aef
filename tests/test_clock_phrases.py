"""A clock time in an answer check accepts the time as each language writes or says it, and
never a different time that merely contains its digits or words."""

import pytest

from orvena_bench.clock_phrases import SAID, ClockSlot, clock_slot
from orvena_bench.folding import contains, fold
from orvena_bench.scenario_build import build_expect
from orvena_bench.vocab import LANGUAGES

# (language, locale, required time, answer text, accepted?)
CASES = [
    ("en", "en_US", "19:30", "I'll remind you at 7:30 PM.", True),
    ("en", "en_IE", "07:30", "I'll check at half seven tomorrow.", True),
    ("en", "en_GB", "05:45", "Your alarm goes off at quarter to six.", True),
    ("en", "en_GB", "07:30", "I'll check at 17:30.", False),
    ("de", "de_DE", "19:30", "Der Termin ist um halb acht.", True),
    ("de", "de_DE", "07:45", "Wecker um Viertel vor acht gestellt.", True),
    ("de", "de_DE", "19:30", "Der Termin ist um halb neun.", False),
    ("nl", "nl_NL", "08:15", "De trein vertrekt om kwart over acht.", True),
    ("da", "da_DK", "07:30", "Din alarm ringer kl. halv otte.", True),
    ("nb", "nb_NO", "18:45", "Middagen er kvart på sju.", True),
    ("sv", "sv_SE", "14:30", "Mötet börjar halv tre.", True),
    ("fi", "fi_FI", "19:30", "Muistutus on puoli kahdeksan illalla.", True),
    ("fi", "fi_FI", "19:00", "Tapaaminen klo 19.", True),
    ("et", "et_EE", "07:30", "Äratus on pool kaheksa.", True),
    ("lv", "lv_LV", "07:30", "Modinātājs zvanīs pusastoņos.", True),
    ("lt", "lt_LT", "07:30", "Žadintuvas suskambės pusę aštuonių.", True),
    ("lt", "lt_LT", "21:30", "Šįvakar pusę dešimtos pažiūrėsiu rezultatą.", True),  # the ordinal genitive
    ("lt", "lt_LT", "20:30", "Šįvakar pusę dešimtos pažiūrėsiu rezultatą.", False),
    ("pl", "pl_PL", "07:30", "Budzik zadzwoni wpół do ósmej.", True),
    ("pl", "pl_PL", "19:00", "Spotkanie jest o siódmej wieczorem.", True),
    ("pl", "pl_PL", "19:00", "Spotkanie jest o siedemnastej.", False),
    ("cs", "cs_CZ", "07:30", "Budík zazvoní v půl osmé.", True),
    ("cs", "cs_CZ", "07:00", "Sraz je v sedm ráno.", True),
    ("cs", "cs_CZ", "07:00", "Sraz je v sedmnáct hodin.", False),
    ("ru", "ru_RU", "07:30", "Будильник зазвонит в половине восьмого.", True),
    ("ru", "ru_RU", "19:45", "Встреча без четверти восемь.", True),
    ("uk", "uk_UA", "07:30", "Будильник задзвонить о пів на восьму.", True),
    ("uk", "uk_UA", "07:30", "Будильник задзвонить о пів на дев'яту.", False),
    ("bg", "bg_BG", "20:00", "Вечерята е в осем.", True),
    ("bg", "bg_BG", "18:15", "Срещата е в шест и петнайсет.", True),
    ("hr", "hr_HR", "14:30", "Trajekt ide u pola tri.", True),
    ("sl", "sl_SI", "19:00", "Opomnil te bom ob sedmih zvečer.", True),
    ("tr", "tr_TR", "07:30", "Alarm yedi buçukta çalacak.", True),
    ("el", "el_GR", "19:30", "Η κράτηση είναι στις εφτά και μισή.", True),
    ("es", "es_ES", "07:15", "La alarma suena a las siete y cuarto.", True),
    ("pt", "pt_BR", "19:00", "O jantar é às 19h.", True),
    ("it", "it_IT", "14:51", "Il treno parte alle 14 e 51.", True),
    ("fr", "fr_FR", "19:30", "Le dîner est à 19 h 30.", True),
    ("id", "id_ID", "16:00", "Rapatnya jam 4 sore.", True),
    ("vi", "vi_VN", "19:30", "Cuộc họp lúc 7 giờ rưỡi tối.", True),
    ("ja", "ja_JP", "07:30", "明日7時半に起こします。", True),
    ("ja", "ja_JP", "07:00", "明日17時に起こします。", False),
    ("zh", "zh_CN", "20:30", "会议是晚上8点半。", True),
    ("zh", "zh_CN", "14:00", "最晚下午两点半出门。", False),
    ("zh", "zh_CN", "14:00", "下午两点出门。", True),
    ("ja", "ja_JP", "14:00", "14時30分に出発します。", False),
    ("ko", "ko_KR", "14:00", "2시 반에 출발하세요.", False),
    ("ko", "ko_KR", "19:30", "저녁 7시 반에 알려 드릴게요.", True),
    ("ko", "ko_KR", "21:00", "오후 9:00에 문을 닫아요.", True),
    ("ar", "ar_EG", "19:00", "تم، التذكير بكرة الساعة سبعة بالليل.", True),
    ("ar", "ar_SA", "19:30", "الموعد الساعة السابعة والنصف.", True),
    ("hi", "hi_IN", "19:30", "मीटिंग शाम साढ़े सात बजे है।", True),
    ("hi", "hi_IN", "17:00", "मीटिंग शाम 5 बजे है।", True),
    # a day-period word says which half of the day a 12-hour form means, in every such language
    ("tr", "tr_TR", "19:00", "Akşam yedide hatırlatırım.", True),
    ("tr", "tr_TR", "08:00", "Her gün sabah 8'de kontrol ederim.", True),
    ("tr", "tr_TR", "20:00", "Her gün sabah 8'de kontrol ederim.", False),
    ("tr", "tr_TR", "19:00", "Akşam 7:30'da hatırlatırım.", False),
    ("tr", "tr_TR", "19:30", "Akşam 7.30'da hatırlatırım.", True),
    ("tr", "tr_TR", "23:30", "Gece on bir buçuğa kadar açık.", True),
    ("tr", "tr_TR", "22:30", "Gece on bir buçuğa kadar açık.", False),
    # a word that makes the hour another time: 'on' + 'bir' is eleven, 'yedi' + 'buçuk' half past
    ("tr", "tr_TR", "22:00", "Bu akşam on bir buçuğa kadar açık.", False),
    ("tr", "tr_TR", "07:00", "Alarm saat yedi buçukta çalacak.", False),
    ("tr", "tr_TR", "10:00", "Toplantı saat onda.", True),
    ("el", "el_GR", "19:00", "Η κράτηση είναι στις εφτά και μισή.", False),
    ("id", "id_ID", "19:00", "Rapatnya jam 7 lewat 15 malam.", False),
    ("et", "et_EE", "19:00", "Meeldetuletus on kell 7 õhtul.", True),
    ("et", "et_EE", "07:00", "Meeldetuletus on seitse õhtul.", False),
    ("et", "et_EE", "15:00", "Panin kohvi homseks kella kolmeks.", True),
    ("et", "et_EE", "21:00", "Apteek on lahti kella 21-ni.", True),
    ("et", "et_EE", "13:00", "Panin kohvi homseks kella kolmeks.", False),
    ("lv", "lv_LV", "19:00", "Atgādināšu pulksten 7 vakarā.", True),
    ("lt", "lt_LT", "19:00", "Priminsiu septintą vakaro.", True),
    ("lt", "lt_LT", "07:00", "Priminsiu septintą vakaro.", False),
    ("lt", "lt_LT", "21:30", "Patikrinsiu šįvakar 9:30 vakaro.", True),
    ("id", "id_ID", "19:30", "Rapatnya 7.30 malam.", True),
    ("id", "id_ID", "07:00", "Rapatnya tujuh malam.", False),
    ("id", "id_ID", "16:00", "Rapatnya empat sore.", True),
    ("ar", "ar_EG", "19:00", "هفكرك سبعة بالليل.", True),
    ("ar", "ar_EG", "07:00", "هفكرك سبعة بالليل.", False),
    ("el", "el_GR", "19:00", "Η υπενθύμιση είναι στις 7 το βράδυ.", True),
    ("el", "el_GR", "11:00", "Οι γραμμές δεν κινούνται από τις 11 ως τις 4.", True),
    ("el", "el_GR", "11:00", "Οι γραμμές δεν κινούνται από τις 11:30.", False),
]


@pytest.mark.parametrize(("language", "locale", "value", "answer", "accepted"), CASES)
def test_a_clock_time_accepts_the_time_as_the_language_says_it_and_no_other(
    language, locale, value, answer, accepted
):
    from orvena_bench.folding import fold

    assert contains(fold(answer), clock_slot(value, language, locale)) is accepted


def test_every_bench_language_declares_how_it_says_a_time():
    assert set(SAID) == set(LANGUAGES)


def test_a_value_that_is_more_than_a_clock_time_is_not_a_clock_slot():
    assert not isinstance(clock_slot("kl. 19.30", "da", "da_DK"), ClockSlot)
    assert not isinstance(clock_slot("7:30 pm", "en", "en_US"), ClockSlot)


def test_a_form_the_user_typed_fills_a_confirmation_but_never_the_request_given_back():
    said = "check the surf at quarter to 6 on saturday"
    slot = clock_slot("05:45", "en", "en_AU", said=said)
    assert "quarter to 6" in slot.typed and "quarter to six" in slot.forms and "05:45" in slot.forms
    assert not contains(fold(said), slot)  # the echo
    assert not contains(fold("quarter to 6 on saturday"), slot)  # nothing of its own
    assert contains(fold("Sure, I'll look at the surf report at quarter to 6 on Saturday."), slot)
    assert not contains(fold("Sure, I'll look at the surf report at quarter to 7 on Saturday."), slot)


def test_an_excluded_time_keeps_no_spoken_forms_when_the_same_hour_twelve_hours_apart_is_required():
    expect = build_expect({"answer": ["18:00"], "answerNot": ["06:00", "16:00"]}, "en", "en_GB")
    excluded = {str(v): v for c in expect.answer if c.key.name == "answerNot" for v in c.values}
    assert "six o'clock" not in excluded["06:00"].forms and "06:00" in excluded["06:00"].forms
    assert "four o'clock" in excluded["16:00"].forms


# (language, locale, required time, answer text, accepted?): per language a time said with
# arbitrary minutes the local way, and a near miss (another minute, a longer number, a word
# that makes it another time, the other half of the day)
MINUTE_CASES = [
    ("en", "en_GB", "07:05", "I'll wake you at five past seven.", True),
    ("en", "en_GB", "07:05", "I'll wake you at twenty-five past seven.", False),
    ("en", "en_GB", "07:05", "I'll wake you at twenty five past seven.", False),
    ("en", "en_GB", "07:25", "I'll wake you at twenty-five past seven.", True),
    ("en", "en_US", "05:50", "Leave at ten to six and you'll make it.", True),
    ("en", "en_GB", "07:35", "The bus comes at twenty-five to eight.", True),
    ("en", "en_GB", "07:40", "The bus comes at seven forty.", True),
    ("en", "en_GB", "07:40", "The bus comes at seven forty-five.", False),
    ("en", "en_GB", "07:00", "The bus comes at five to seven o'clock.", False),
    ("de", "de_DE", "06:55", "Der Wecker klingelt um fünf vor sieben.", True),
    ("de", "de_DE", "07:25", "Wir treffen uns um fünf vor halb acht.", True),
    ("de", "de_DE", "07:30", "Wir treffen uns um fünf vor halb acht.", False),
    ("de", "de_DE", "07:35", "Wir treffen uns um 5 nach halb 8.", True),
    ("de", "de_DE", "07:20", "Wir treffen uns um fünfundzwanzig nach sieben.", False),
    ("de", "de_DE", "19:00", "Der Termin ist um 19 Uhr 30.", False),
    ("nl", "nl_NL", "07:25", "De trein gaat om vijf voor half acht.", True),
    ("nl", "nl_NL", "07:30", "De trein gaat om vijf voor half acht.", False),
    ("nl", "nl_NL", "07:40", "De trein gaat om tien over half acht.", True),
    ("nl", "nl_NL", "07:20", "De trein gaat om vijfentwintig over zeven.", False),
    ("da", "da_DK", "07:05", "Bussen kører fem over syv.", True),
    ("da", "da_DK", "07:25", "Bussen kører fem minutter i halv otte.", True),
    ("da", "da_DK", "07:30", "Bussen kører fem i halv otte.", False),
    ("nb", "nb_NO", "18:50", "Toget går ti på sju.", True),
    ("nb", "nb_NO", "18:50", "Toget går tjue på sju.", False),
    ("nb", "nb_NO", "07:35", "Toget går fem over halv åtte.", True),
    ("sv", "sv_SE", "07:35", "Bussen går fem över halv åtta.", True),
    ("sv", "sv_SE", "07:05", "Bussen går tjugofem över sju.", False),
    ("sv", "sv_SE", "06:50", "Bussen går tio i sju.", True),
    ("fi", "fi_FI", "06:55", "Herätys on viittä vaille seitsemän.", True),
    ("fi", "fi_FI", "06:55", "Herätys on viittätoista vaille seitsemän.", False),
    ("fi", "fi_FI", "07:05", "Bussi lähtee viisi yli seitsemän.", True),
    ("fi", "fi_FI", "07:25", "Bussi lähtee viittä vaille puoli kahdeksan.", True),
    ("fi", "fi_FI", "07:30", "Bussi lähtee viittä vaille puoli kahdeksan.", False),
    ("et", "et_EE", "07:05", "Buss väljub viis minutit läbi seitsme.", True),
    ("et", "et_EE", "07:05", "Buss väljub kakskümmend viis minutit läbi seitsme.", False),
    ("et", "et_EE", "07:55", "Buss väljub viis minutit kaheksani.", True),
    ("lv", "lv_LV", "07:05", "Autobuss atiet piecas minūtes pāri septiņiem.", True),
    ("lv", "lv_LV", "07:05", "Autobuss atiet divdesmit piecas minūtes pāri septiņiem.", False),
    ("lv", "lv_LV", "07:55", "Autobuss atiet bez piecām minūtēm astoņos.", True),
    ("lt", "lt_LT", "07:55", "Autobusas išvyksta be penkių aštuntą.", True),
    ("lt", "lt_LT", "07:05", "Autobusas išvyksta penkios minutės po septynių.", True),
    ("lt", "lt_LT", "07:05", "Autobusas išvyksta dvidešimt penkios minutės po septynių.", False),
    ("pl", "pl_PL", "06:58", "Budzik zadzwoni za dwie minuty siódma.", True),
    ("pl", "pl_PL", "06:55", "Budzik zadzwoni za pięć siódma.", True),
    ("pl", "pl_PL", "06:55", "Budzik zadzwoni za piętnaście siódma.", False),
    ("pl", "pl_PL", "07:05", "Autobus jest dwadzieścia pięć po siódmej.", False),
    ("pl", "pl_PL", "07:00", "Autobus jest dwadzieścia po siódmej.", False),
    ("pl", "pl_PL", "07:25", "Autobus jest za pięć wpół do ósmej.", True),
    ("pl", "pl_PL", "07:30", "Autobus jest za pięć wpół do ósmej.", False),
    ("pl", "pl_PL", "07:40", "Autobus jest o siódmej czterdzieści.", True),
    ("pl", "pl_PL", "07:00", "Autobus jest o siódmej czterdzieści.", False),
    ("cs", "cs_CZ", "06:55", "Budík zazvoní za pět minut sedm.", True),
    ("cs", "cs_CZ", "07:05", "Autobus jede pět minut po sedmé.", True),
    ("cs", "cs_CZ", "07:05", "Autobus jede dvacet pět minut po sedmé.", False),
    ("cs", "cs_CZ", "07:20", "Autobus jede za deset minut půl osmé.", True),
    ("cs", "cs_CZ", "07:30", "Autobus jede za deset minut půl osmé.", False),
    ("ru", "ru_RU", "06:55", "Будильник зазвонит без пяти семь.", True),
    ("ru", "ru_RU", "06:55", "Будильник зазвонит без пятнадцати семь.", False),
    ("ru", "ru_RU", "07:05", "Автобус в пять минут восьмого.", True),
    ("ru", "ru_RU", "07:05", "Автобус в двадцать пять минут восьмого.", False),
    ("ru", "ru_RU", "07:40", "Автобус в семь сорок.", True),
    ("ru", "ru_RU", "07:00", "Автобус в семь сорок.", False),
    ("uk", "uk_UA", "06:55", "Будильник задзвонить за п'ять сьома.", True),
    ("uk", "uk_UA", "06:55", "Будильник задзвонить за п’ятнадцять сьома.", False),
    ("uk", "uk_UA", "07:10", "Автобус о сьомій десять.", True),
    ("uk", "uk_UA", "07:00", "Автобус о сьомій десять.", False),
    ("bg", "bg_BG", "07:05", "Автобусът тръгва в седем и пет.", True),
    ("bg", "bg_BG", "07:00", "Автобусът тръгва в седем и пет.", False),
    ("bg", "bg_BG", "07:50", "Автобусът тръгва в осем без десет.", True),
    ("bg", "bg_BG", "07:40", "Автобусът тръгва в осем без двайсет и пет.", False),
    ("hr", "hr_HR", "07:55", "Bus kreće u pet do osam.", True),
    ("hr", "hr_HR", "07:55", "Bus kreće u dvadeset pet do osam.", False),
    ("hr", "hr_HR", "07:10", "Bus kreće u sedam i deset.", True),
    ("sl", "sl_SI", "07:05", "Avtobus pelje pet čez sedem.", True),
    ("sl", "sl_SI", "07:55", "Avtobus pelje pet do osmih.", True),
    ("sl", "sl_SI", "07:25", "Avtobus pelje pet do pol osmih.", True),
    ("sl", "sl_SI", "07:30", "Avtobus pelje pet do pol osmih.", False),
    ("tr", "tr_TR", "07:05", "Otobüs yediyi beş geçe kalkıyor.", True),
    ("tr", "tr_TR", "07:55", "Otobüs sekize beş kala kalkıyor.", True),
    ("tr", "tr_TR", "07:05", "Otobüs yediyi yirmi beş geçe kalkıyor.", False),
    ("tr", "tr_TR", "07:40", "Otobüs yedi kırk kalkıyor.", True),
    ("tr", "tr_TR", "07:40", "Otobüs yedi kırk beşte kalkıyor.", False),
    ("el", "el_GR", "06:55", "Το ξυπνητήρι χτυπάει στις επτά παρά πέντε.", True),
    ("el", "el_GR", "07:05", "Το λεωφορείο φεύγει στις επτά και πέντε.", True),
    ("el", "el_GR", "07:20", "Το λεωφορείο φεύγει στις επτά και είκοσι πέντε.", False),
    ("es", "es_ES", "06:55", "La alarma suena a las siete menos cinco.", True),
    ("es", "es_ES", "07:05", "El autobús sale a las siete y cinco.", True),
    ("es", "es_ES", "07:00", "El autobús sale a las siete y cinco.", False),
    ("es", "es_MX", "07:50", "El autobús sale a las diez para las ocho.", True),
    ("es", "es_MX", "07:55", "El autobús sale a las veinticinco para las ocho.", False),
    ("pt", "pt_BR", "06:55", "O alarme toca cinco para as sete.", True),
    ("pt", "pt_BR", "06:55", "O alarme toca vinte e cinco para as sete.", False),
    ("pt", "pt_BR", "07:40", "O ônibus sai às sete e quarenta.", True),
    ("pt", "pt_BR", "07:20", "O ônibus sai às sete e vinte e cinco.", False),
    ("it", "it_IT", "06:55", "La sveglia suona alle sette meno cinque.", True),
    ("it", "it_IT", "07:00", "Il negozio è aperto dalle sette alle nove.", True),
    ("pt", "pt_BR", "07:00", "A loja abre das sete às nove.", True),
    ("pl", "pl_PL", "07:00", "Sklep jest czynny od siódmej do dziewiątej.", True),
    ("it", "it_IT", "07:25", "Il treno parte alle sette e venticinque.", True),
    ("it", "it_IT", "07:00", "Il treno parte alle sette e venticinque.", False),
    ("fr", "fr_FR", "06:55", "Le réveil sonne à sept heures moins cinq.", True),
    ("fr", "fr_FR", "07:05", "Le bus part à sept heures cinq.", True),
    ("fr", "fr_FR", "07:05", "Le bus part à sept heures cinquante.", False),
    ("fr", "fr_FR", "07:00", "Le bus part à sept heures cinq.", False),
    ("fr", "fr_FR", "19:00", "Le dîner est à 19 h 30.", False),
    ("id", "id_ID", "07:05", "Busnya jam 7 lewat 5.", True),
    ("id", "id_ID", "06:55", "Busnya jam 7 kurang 5.", True),
    ("id", "id_ID", "07:05", "Busnya jam tujuh lewat lima belas.", False),
    ("vi", "vi_VN", "06:55", "Báo thức reo lúc 7 giờ kém 5.", True),
    ("vi", "vi_VN", "07:00", "Báo thức reo lúc 7 giờ kém 5.", False),
    ("vi", "vi_VN", "07:05", "Xe buýt chạy lúc 7 giờ 5 phút.", True),
    ("ja", "ja_JP", "06:55", "7時5分前に起こします。", True),
    ("ja", "ja_JP", "07:05", "7時5分前に起こします。", False),
    ("ja", "ja_JP", "07:05", "7時5分に起こします。", True),
    ("zh", "zh_CN", "06:55", "差五分七点叫你。", True),
    ("zh", "zh_CN", "07:05", "七点零五分叫你。", True),
    ("zh", "zh_CN", "07:05", "七点二十五分叫你。", False),
    ("ko", "ko_KR", "06:55", "7시 5분 전에 깨워 드릴게요.", True),
    ("ko", "ko_KR", "07:05", "7시 5분 전에 깨워 드릴게요.", False),
    ("ko", "ko_KR", "07:05", "7시 5분에 깨워 드릴게요.", True),
    ("ko", "ko_KR", "07:30", "7시 30분 전까지 도착하세요.", True),
    ("ja", "ja_JP", "07:30", "7時30分前に到着してください。", True),
    ("hi", "hi_IN", "07:05", "बस सात बजकर पाँच मिनट पर है।", True),
    ("hi", "hi_IN", "06:55", "बस सात बजने में पाँच मिनट पर है।", True),
    ("hi", "hi_IN", "07:05", "बस सात बजकर पचपन मिनट पर है।", False),
    ("ar", "ar_SA", "06:55", "المنبه الساعة السابعة إلا خمس دقائق.", True),
    ("ar", "ar_EG", "07:05", "الأتوبيس الساعة سبعة وخمسة.", True),
    ("ar", "ar_EG", "07:30", "الأتوبيس الساعة سبعة ونص إلا خمسة.", False),
    ("ar", "ar_EG", "07:25", "الأتوبيس الساعة سبعة ونص إلا خمسة.", True),
]

# A spoken time next to a word for a part of the day fills only the hours of that part.
DAY_PART_CASES = [
    ("en", "en_GB", "19:05", "It leaves at five past seven in the evening.", True),
    ("en", "en_GB", "07:05", "It leaves at five past seven in the evening.", False),
    ("en", "en_US", "07:00", "It leaves at 7:00 pm.", False),
    ("de", "de_DE", "19:05", "Abfahrt um fünf nach sieben abends.", True),
    ("de", "de_DE", "07:05", "Abfahrt um fünf nach sieben abends.", False),
    ("nl", "nl_NL", "07:00", "De trein gaat 's avonds om 7 uur.", False),
    ("da", "da_DK", "07:30", "Toget kører halv otte om aftenen.", False),
    ("nb", "nb_NO", "19:30", "Toget går halv åtte om kvelden.", True),
    ("sv", "sv_SE", "07:30", "Bussen går halv åtta på kvällen.", False),
    ("fi", "fi_FI", "07:30", "Muistutus on puoli kahdeksan illalla.", False),
    ("et", "et_EE", "07:30", "Buss väljub pool kaheksa õhtul.", False),
    ("lv", "lv_LV", "07:00", "Autobuss atiet septiņos vakarā.", False),
    ("lt", "lt_LT", "07:30", "Autobusas išvyksta pusę aštuonių vakare.", False),
    ("pl", "pl_PL", "07:00", "Spotkanie jest o siódmej wieczorem.", False),
    ("pl", "pl_PL", "07:00", "Spotkanie jest o siódmej rano.", True),
    ("cs", "cs_CZ", "19:00", "Sraz je v sedm ráno.", False),
    ("ru", "ru_RU", "19:00", "Встреча в семь утра.", False),
    ("ru", "ru_RU", "02:00", "Поезд в два ночи.", True),
    ("ru", "ru_RU", "14:00", "Поезд в два ночи.", False),
    ("uk", "uk_UA", "07:00", "Поїзд о сьомій вечора.", False),
    ("bg", "bg_BG", "20:00", "Вечерята е в осем сутринта.", False),
    ("hr", "hr_HR", "06:00", "Podsjetnik je u šest navečer.", False),
    ("sl", "sl_SI", "07:00", "Opomnil te bom ob sedmih zvečer.", False),
    ("tr", "tr_TR", "07:00", "Akşam saat yedide hatırlatırım.", False),
    ("el", "el_GR", "07:05", "Φεύγει στις επτά και πέντε το βράδυ.", False),
    ("es", "es_ES", "07:00", "Te recuerdo a las siete de la tarde.", False),
    ("es", "es_ES", "19:00", "Te recuerdo a las siete de la tarde.", True),
    ("pt", "pt_BR", "07:00", "Te lembro às sete da noite.", False),
    ("it", "it_IT", "07:00", "Ti ricordo alle sette di sera.", False),
    ("fr", "fr_FR", "07:00", "Je te le rappelle à sept heures du soir.", False),
    ("fr", "fr_FR", "19:00", "Je te le rappelle à sept heures du soir.", True),
    ("id", "id_ID", "19:00", "Rapatnya jam 7 pagi.", False),
    ("id", "id_ID", "07:00", "Rapatnya jam 7 pagi.", True),
    ("vi", "vi_VN", "07:30", "Cuộc họp lúc 7 giờ rưỡi tối.", False),
    ("ja", "ja_JP", "07:00", "午後7時に起こします。", False),
    ("zh", "zh_CN", "08:30", "会议是晚上8点半。", False),
    ("ko", "ko_KR", "07:30", "저녁 7시 반에 알려 드릴게요.", False),
    ("hi", "hi_IN", "07:30", "मीटिंग शाम साढ़े सात बजे है।", False),
    ("ar", "ar_EG", "07:00", "الموعد الساعة سبعة مساء.", False),
]


@pytest.mark.parametrize(("language", "locale", "value", "answer", "accepted"), MINUTE_CASES)
def test_a_time_said_with_any_minutes_the_local_way_fills_its_slot_and_no_near_miss_does(
    language, locale, value, answer, accepted
):
    from orvena_bench.folding import fold

    assert contains(fold(answer), clock_slot(value, language, locale)) is accepted


@pytest.mark.parametrize(("language", "locale", "value", "answer", "accepted"), DAY_PART_CASES)
def test_a_spoken_time_next_to_a_part_of_the_day_fills_only_the_hours_of_that_part(
    language, locale, value, answer, accepted
):
    from orvena_bench.folding import fold

    assert contains(fold(answer), clock_slot(value, language, locale)) is accepted


def test_every_language_declares_minute_words_and_a_spoken_form_for_every_minute():
    from orvena_bench.clock_phrases import renderings

    for language, phrasing in SAID.items():
        assert phrasing.minutes.get("w"), language
        for minute in range(1, 60):
            digits = set(renderings(7, minute, language, "en_GB", spoken=False))
            spoken = set(renderings(7, minute, language, "en_GB")) - digits
            assert spoken, (language, minute)


def test_each_language_names_the_parts_of_the_day_its_speakers_put_next_to_a_time():
    assert all(SAID[language].periods for language in LANGUAGES)


def test_a_wrong_time_in_words_does_not_fill_the_slot():
    from orvena_bench.folding import fold

    for language, locale, answer in [
        ("en", "en_GB", "Your alarm is set for ten to seven."),
        ("de", "de_DE", "Dein Wecker klingelt um zehn vor sieben."),
        ("pl", "pl_PL", "Budzik zadzwoni za dziesięć siódma."),
        ("ru", "ru_RU", "Будильник зазвонит без десяти семь."),
        ("fr", "fr_FR", "Le réveil sonne à sept heures moins dix."),
    ]:
        assert not contains(fold(answer), clock_slot("06:58", language, locale)), language
        assert contains(fold(answer), clock_slot("06:50", language, locale)), language


def test_every_language_has_a_minute_form_that_fills_and_a_near_miss_that_does_not():
    outcomes = {(language, accepted) for language, _, _, _, accepted in MINUTE_CASES}
    assert outcomes == {(language, accepted) for language in LANGUAGES for accepted in (True, False)}
