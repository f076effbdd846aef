"""A clock time in an answer check accepts the time as each language writes or says it, and
never a different time that merely contains its digits or words."""

import pytest

from orvena_bench.clock_phrases import SAID, ClockSlot, clock_slot
from orvena_bench.folding import contains
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


def test_forms_the_user_typed_are_left_out_so_that_echoing_the_request_cannot_pass():
    slot = clock_slot("05:45", "en", "en_AU", said="check the surf at quarter to 6 on saturday")
    assert "quarter to 6" not in slot.forms and "quarter to six" in slot.forms and "05:45" in slot.forms


def test_an_excluded_time_keeps_no_spoken_forms_when_the_same_hour_twelve_hours_apart_is_required():
    expect = build_expect({"answer": ["18:00"], "answerNot": ["06:00", "16:00"]}, "en", "en_GB")
    excluded = {str(v): v for c in expect.answer if c.key.name == "answerNot" for v in c.values}
    assert "six o'clock" not in excluded["06:00"].forms and "06:00" in excluded["06:00"].forms
    assert "four o'clock" in excluded["16:00"].forms
