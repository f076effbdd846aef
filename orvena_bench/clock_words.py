"""The words each bench language counts minutes with and names parts of the day with, declared
once: clock_phrases builds its spoken patterns on them.

A minute list is a string of words for 1, 2, 3 ... (29 or 59 as the language needs; `_` for a
space inside one word, `|` between variants, `-` where the language has no such word), one list
per grammatical form (`w` the plain form). `_numbers` builds 20-59 from the tens and units where
the language composes them by one rule.
"""

from __future__ import annotations


def _numbers(first: str, tens: str, join: str = "{t}_{u}", units: str = "", **irregular: str) -> str:
    """1-59 from the words for 1-19 and for 20, 30, 40, 50: each tens word, then the tens joined
    with each unit (the units of `units` when the compound uses other forms than 1-9 alone).
    `irregular` gives a whole entry for one number (`n21='...'`)."""
    ones = first.split()
    assert len(ones) == 19, len(ones)
    parts = (units or " ".join(ones[:9])).split()
    out = list(ones)
    for t in tens.split():
        out.append(t)
        for u in parts:
            out.append(
                "|".join(
                    dict.fromkeys(
                        j.format(t=tt, u=uu)
                        for j in join.split("|")
                        for tt in t.split("|")
                        for uu in u.split("|")
                    )
                )
            )
    for key, words in irregular.items():
        out[int(key.removeprefix("n")) - 1] = words
    return " ".join(out)


def _elided(first: str, tens: str) -> str:
    """Italian 1-59: a tens word drops its last vowel before 'uno' and 'otto' (ventuno, trentotto)."""
    ones = first.split()
    out = list(ones)
    for t in tens.split():
        out.append(t)
        out += [(t[:-1] if u.split("|")[0][0] in "aeiou" else t) + u.split("|")[0] for u in ones[:9]]
    return " ".join(out)


def _clock(listed: str, zero: str) -> str:
    """The minutes as said after the hour in a digital reading: under ten with the zero
    ('seven oh five', 'семь ноль пять'), so that a bare 'семь пять' is not taken for 7:05."""
    words = listed.split()
    zeroed = ["|".join(f"{z}_{u}" for z in zero.split("|") for u in w.split("|")) for w in words[:9]]
    return " ".join(zeroed + words[9:])


def _agreeing(one: str, few: str, many: str, upto: int = 59, compound_one: str = "") -> str:
    """The noun 'minute' agreeing with each count in the Slavic and Baltic way: `one` after 1
    (and 21, 31 ... as `compound_one`, default `one`), `few` after 2-4 (22-24 ...), `many` else."""
    out = []
    for n in range(1, upto + 1):
        if n == 1:
            out.append(one)
        elif n % 10 == 1 and n != 11:
            out.append(compound_one or one)
        elif n % 10 in (2, 3, 4) and n not in (12, 13, 14):
            out.append(few)
        else:
            out.append(many)
    return " ".join(out)


#: The hours each part of the day can mean. A 12-hour time next to a word for one of them is a
#: time of those hours only ('seven in the evening' is 19:00, 'два часа ночи' 02:00).
DAY_PARTS: dict[str, frozenset[int]] = {
    "am": frozenset(range(0, 12)),
    "pm": frozenset(range(12, 24)),
    "morning": frozenset(range(0, 12)),
    "small_hours": frozenset(range(0, 7)),
    "midday": frozenset(range(10, 16)),
    "afternoon": frozenset(range(12, 21)),
    "evening": frozenset(range(16, 24)),
    "night": frozenset((*range(18, 24), *range(0, 6))),
}

_EN = _numbers(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen",
    "twenty thirty forty fifty",
    "{t}-{u}|{t}_{u}",
)
_ZH = _numbers(
    "一 二|两 三 四 五 六 七 八 九 十 十一 十二 十三 十四 十五 十六 十七 十八 十九",
    "二十 三十 四十 五十",
    "{t}{u}",
    "一 二 三 四 五 六 七 八 九",
)
_RU = _numbers(
    "одна две три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать "
    "четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать",
    "двадцать тридцать сорок пятьдесят",
)
_UK = _numbers(
    "одна дві три чотири п'ять шість сім вісім дев'ять десять одинадцять дванадцять тринадцять "
    "чотирнадцять п'ятнадцять шістнадцять сімнадцять вісімнадцять дев'ятнадцять",
    "двадцять тридцять сорок п'ятдесят",
)
_PL = _numbers(
    "jeden|jedna dwie|dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście "
    "trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście",
    "dwadzieścia trzydzieści czterdzieści pięćdziesiąt",
)
_TR = _numbers(
    "bir iki üç dört beş altı yedi sekiz dokuz on on_bir on_iki on_üç on_dört on_beş on_altı on_yedi "
    "on_sekiz on_dokuz",
    "yirmi otuz kırk elli",
)

#: Minute words per language and form (see the module docstring).
MINUTES: dict[str, dict[str, str]] = {
    "en": {"w": _EN, "clock": _clock(_EN, "oh")},
    "de": {
        "w": "eins|eine|ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn "
        "fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig einundzwanzig zweiundzwanzig "
        "dreiundzwanzig vierundzwanzig fünfundzwanzig sechsundzwanzig siebenundzwanzig "
        "achtundzwanzig neunundzwanzig"
    },
    "nl": {
        "w": "een|één twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien "
        "zestien zeventien achttien negentien twintig eenentwintig tweeëntwintig drieëntwintig "
        "vierentwintig vijfentwintig zesentwintig zevenentwintig achtentwintig negenentwintig"
    },
    "da": {
        "w": "et|én|en to tre fire fem seks syv otte ni ti elleve tolv tretten fjorten femten seksten "
        "sytten atten nitten tyve enogtyve toogtyve treogtyve fireogtyve femogtyve seksogtyve "
        "syvogtyve otteogtyve niogtyve"
    },
    "nb": {
        "w": "ett|ei|en to tre fire fem seks sju|syv åtte ni ti elleve tolv tretten fjorten "
        "femten seksten sytten atten nitten tjue|tyve tjueen|tjueett|enogtyve tjueto|toogtyve "
        "tjuetre|treogtyve tjuefire|fireogtyve tjuefem|femogtyve tjueseks|seksogtyve "
        "tjuesju|syvogtyve tjueåtte|åtteogtyve tjueni|niogtyve"
    },
    "sv": {
        "w": "en|ett två tre fyra fem sex sju åtta nio tio elva tolv tretton fjorton femton sexton sjutton "
        "arton nitton tjugo tjugoen|tjugoett tjugotvå tjugotre tjugofyra tjugofem tjugosex tjugosju "
        "tjugoåtta tjugonio"
    },
    "fi": {
        "w": "yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen yksitoista "
        "kaksitoista kolmetoista neljätoista viisitoista kuusitoista seitsemäntoista kahdeksantoista "
        "yhdeksäntoista kaksikymmentä kaksikymmentäyksi kaksikymmentäkaksi kaksikymmentäkolme "
        "kaksikymmentäneljä kaksikymmentäviisi kaksikymmentäkuusi kaksikymmentäseitsemän "
        "kaksikymmentäkahdeksan kaksikymmentäyhdeksän",
        # the partitive that 'vaille' (to) takes: 'viittä vaille seitsemän'
        "part": "yhtä kahta kolmea neljää viittä kuutta seitsemää kahdeksaa yhdeksää kymmentä "
        "yhtätoista kahtatoista kolmeatoista neljäätoista viittätoista kuuttatoista seitsemäätoista "
        "kahdeksaatoista yhdeksäätoista kahtakymmentä kahtakymmentäyhtä kahtakymmentäkahta "
        "kahtakymmentäkolmea kahtakymmentäneljää kahtakymmentäviittä kahtakymmentäkuutta "
        "kahtakymmentäseitsemää kahtakymmentäkahdeksaa kahtakymmentäyhdeksää",
    },
    "et": {
        "w": "üks kaks kolm neli viis kuus seitse kaheksa üheksa kümme üksteist kaksteist kolmteist "
        "neliteist viisteist kuusteist seitseteist kaheksateist üheksateist kakskümmend "
        "kakskümmend_üks kakskümmend_kaks kakskümmend_kolm kakskümmend_neli kakskümmend_viis "
        "kakskümmend_kuus kakskümmend_seitse kakskümmend_kaheksa kakskümmend_üheksa"
    },
    "lv": {
        "w": "viena divas trīs četras piecas sešas septiņas astoņas deviņas desmit vienpadsmit divpadsmit "
        "trīspadsmit četrpadsmit piecpadsmit sešpadsmit septiņpadsmit astoņpadsmit deviņpadsmit "
        "divdesmit divdesmit_viena divdesmit_divas divdesmit_trīs divdesmit_četras divdesmit_piecas "
        "divdesmit_sešas divdesmit_septiņas divdesmit_astoņas divdesmit_deviņas",
        # 'bez' (to) with the dative plural: 'bez piecām minūtēm astoņi'
        "dat": "vienas divām trim četrām piecām sešām septiņām astoņām deviņām desmit vienpadsmit "
        "divpadsmit trīspadsmit četrpadsmit piecpadsmit sešpadsmit septiņpadsmit astoņpadsmit "
        "deviņpadsmit divdesmit divdesmit_vienas divdesmit_divām divdesmit_trim divdesmit_četrām "
        "divdesmit_piecām divdesmit_sešām divdesmit_septiņām divdesmit_astoņām divdesmit_deviņām",
        "min": "minūte " + "minūtes " * 9 + "minūtes " * 10 + "minūtes " * 9,
        "mindat": "minūtes " + "minūtēm " * 28,
    },
    "lt": {
        "w": "viena dvi trys keturios penkios šešios septynios aštuonios devynios dešimt vienuolika "
        "dvylika trylika keturiolika penkiolika šešiolika septyniolika aštuoniolika devyniolika "
        "dvidešimt dvidešimt_viena dvidešimt_dvi dvidešimt_trys dvidešimt_keturios dvidešimt_penkios "
        "dvidešimt_šešios dvidešimt_septynios dvidešimt_aštuonios dvidešimt_devynios",
        # 'be' (to) with the genitive: 'be penkių aštuonios'
        "gen": "vienos dviejų trijų keturių penkių šešių septynių aštuonių devynių dešimt vienuolikos "
        "dvylikos trylikos keturiolikos penkiolikos šešiolikos septyniolikos aštuoniolikos "
        "devyniolikos dvidešimt dvidešimt_vienos dvidešimt_dviejų dvidešimt_trijų dvidešimt_keturių "
        "dvidešimt_penkių dvidešimt_šešių dvidešimt_septynių dvidešimt_aštuonių dvidešimt_devynių",
        "min": "minutė " + "minutės " * 8 + "minučių " * 11 + "minutė " + "minutės " * 8,
        "mingen": "minutės " + "minučių " * 28,
    },
    "pl": {
        "w": _PL,
        "clock": _clock(_PL, "zero"),
        "min": _agreeing("minuta|minutę", "minuty", "minut", compound_one="minut"),
    },
    "cs": {
        "w": "jednu|jedna dvě tři čtyři pět šest sedm osm devět deset jedenáct dvanáct třináct čtrnáct "
        "patnáct šestnáct sedmnáct osmnáct devatenáct dvacet dvacet_jedna|jednadvacet "
        "dvacet_dva|dvaadvacet dvacet_tři|třiadvacet dvacet_čtyři|čtyřiadvacet dvacet_pět|pětadvacet "
        "dvacet_šest|šestadvacet dvacet_sedm|sedmadvacet dvacet_osm|osmadvacet dvacet_devět|devětadvacet",
        "min": _agreeing("minutu|minuta", "minuty", "minut", 29, "minut").replace("minuty", "minuty|minut"),
    },
    "ru": {
        "w": _RU,
        "clock": _clock(_RU, "ноль|нуль"),
        # 'без' (to) with the genitive: 'без пяти семь', 'без двадцати пяти восемь'
        "gen": _numbers(
            "одной двух трёх четырёх пяти шести семи восьми девяти десяти одиннадцати двенадцати "
            "тринадцати четырнадцати пятнадцати шестнадцати семнадцати восемнадцати девятнадцати",
            "двадцати тридцати сорока пятидесяти",
        ),
        "min": _agreeing("минута", "минуты", "минут"),
        "mingen": "минуты " + "минут " * 19 + "минуты " + "минут " * 38,
    },
    "uk": {
        "w": _UK,
        "clock": _clock(_UK, "нуль"),
        # 'за' (to) with the accusative: 'за одну хвилину восьма', 'за п'ять сьома'
        "acc": _UK.replace("одна", "одну", 1).replace("_одна", "_одну"),
        "min": _agreeing("хвилина", "хвилини", "хвилин"),
        "minacc": _agreeing("хвилину", "хвилини", "хвилин"),
    },
    "bg": {
        "w": _numbers(
            "една|един две|два три четири пет шест седем осем девет десет единайсет|единадесет "
            "дванайсет|дванадесет тринайсет|тринадесет четиринайсет|четиринадесет петнайсет|петнадесет "
            "шестнайсет|шестнадесет седемнайсет|седемнадесет осемнайсет|осемнадесет "
            "деветнайсет|деветнадесет",
            "двайсет|двадесет трийсет|тридесет четиресет|четирийсет петдесет",
            "{t}_и_{u}",
        )
    },
    "hr": {
        "w": _numbers(
            "jedan|jedna dva|dvije tri četiri pet šest sedam osam devet deset jedanaest dvanaest trinaest "
            "četrnaest petnaest šesnaest sedamnaest osamnaest devetnaest",
            "dvadeset trideset četrdeset pedeset",
            "{t}_{u}|{t}_i_{u}",
        )
    },
    "sl": {
        "w": "ena dve tri štiri pet šest sedem osem devet deset enajst dvanajst trinajst štirinajst "
        "petnajst šestnajst sedemnajst osemnajst devetnajst dvajset enaindvajset dvaindvajset "
        "triindvajset štiriindvajset petindvajset šestindvajset sedemindvajset osemindvajset "
        "devetindvajset"
    },
    "tr": {
        "w": _TR,
        "clock": _clock(_TR, "sıfır"),
    },
    "el": {
        "w": _numbers(
            "ένα δύο τρία τέσσερα πέντε έξι επτά|εφτά οκτώ|οχτώ εννέα|εννιά δέκα έντεκα δώδεκα δεκατρία "
            "δεκατέσσερα δεκαπέντε δεκαέξι|δεκάξι δεκαεπτά|δεκαεφτά δεκαοκτώ|δεκαοχτώ δεκαεννέα|δεκαεννιά",
            "είκοσι τριάντα σαράντα πενήντα",
        )
    },
    "es": {
        "w": "uno|un|una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
        "dieciséis diecisiete dieciocho diecinueve veinte veintiuno|veintiún|veintiuna veintidós "
        "veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve"
    },
    "pt": {
        "w": _numbers(
            "um|uma dois|duas três quatro cinco seis sete oito nove dez onze doze treze catorze|quatorze "
            "quinze dezesseis|dezasseis dezessete|dezassete dezoito dezenove|dezanove",
            "vinte trinta quarenta cinquenta",
            "{t}_e_{u}",
        )
    },
    "it": {
        "w": _elided(
            "uno|un|una due tre quattro cinque sei sette otto nove dieci undici dodici tredici "
            "quattordici quindici sedici diciassette diciotto diciannove",
            "venti trenta quaranta cinquanta",
        )
    },
    "fr": {
        "w": _numbers(
            "une|un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize "
            "dix-sept dix-huit dix-neuf",
            "vingt trente quarante cinquante",
            "{t}-{u}|{t}_{u}",
            **{
                f"n{t}1": f"{w}_et_un|{w}-et-un|{w}_et_une"
                for t, w in zip("2345", "vingt trente quarante cinquante".split(), strict=True)
            },
        ),
    },
    "id": {
        "w": "satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas dua_belas tiga_belas "
        "empat_belas lima_belas enam_belas tujuh_belas delapan_belas sembilan_belas dua_puluh "
        "dua_puluh_satu dua_puluh_dua dua_puluh_tiga dua_puluh_empat dua_puluh_lima dua_puluh_enam "
        "dua_puluh_tujuh dua_puluh_delapan dua_puluh_sembilan"
    },
    "vi": {
        "w": _numbers(
            "một hai ba bốn năm sáu bảy tám chín mười mười_một mười_hai mười_ba mười_bốn mười_lăm "
            "mười_sáu mười_bảy mười_tám mười_chín",
            "hai_mươi ba_mươi bốn_mươi năm_mươi",
            "{t}_{u}",
            "mốt hai ba bốn|tư lăm sáu bảy tám chín",
        )
    },
    "ja": {"w": _ZH.replace("二|两", "二")},
    "zh": {
        "w": _ZH,
        # '七点零五': the minutes under ten with their zero; '-' where no such form exists
        "z": " ".join(f"零{w}|〇{w}" for w in "一 二 三 四 五 六 七 八 九".split())
        + " "
        + " ".join(_ZH.split()[9:]),
    },
    "ko": {
        # Sino-Korean, as minutes are counted: '일곱 시 오 분'
        "w": _numbers(
            "일 이 삼 사 오 육 칠 팔 구 십 십일 십이 십삼 십사 십오 십육 십칠 십팔 십구",
            "이십 삼십 사십 오십",
            "{t}{u}",
            "일 이 삼 사 오 육 칠 팔 구",
        )
    },
    "hi": {
        "w": "एक दो तीन चार पाँच|पांच छह|छः सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह|पन्द्रह सोलह सत्रह "
        "अठारह उन्नीस बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस|अठाईस उनतीस तीस "
        "इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस "
        "तैंतालीस चवालीस|चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन "
        "तिरपन|तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन|अठावन उनसठ"
    },
    "ar": {
        # Standard Arabic, the number with the feminine noun 'minute' it agrees with
        "w": "دقيقة|دقيقة_واحدة دقيقتان|دقيقتين ثلاث_دقائق أربع_دقائق خمس_دقائق ست_دقائق سبع_دقائق "
        "ثماني_دقائق|ثمان_دقائق تسع_دقائق عشر_دقائق إحدى_عشرة_دقيقة اثنتا_عشرة_دقيقة|اثنتي_عشرة_دقيقة "
        "ثلاث_عشرة_دقيقة أربع_عشرة_دقيقة خمس_عشرة_دقيقة ست_عشرة_دقيقة سبع_عشرة_دقيقة "
        "ثماني_عشرة_دقيقة تسع_عشرة_دقيقة عشرون_دقيقة|عشرين_دقيقة "
        "إحدى_وعشرون_دقيقة|إحدى_وعشرين_دقيقة اثنتان_وعشرون_دقيقة|اثنتين_وعشرين_دقيقة "
        "ثلاث_وعشرون_دقيقة|ثلاث_وعشرين_دقيقة أربع_وعشرون_دقيقة|أربع_وعشرين_دقيقة "
        "خمس_وعشرون_دقيقة|خمس_وعشرين_دقيقة ست_وعشرون_دقيقة|ست_وعشرين_دقيقة "
        "سبع_وعشرون_دقيقة|سبع_وعشرين_دقيقة ثماني_وعشرون_دقيقة|ثماني_وعشرين_دقيقة "
        "تسع_وعشرون_دقيقة|تسع_وعشرين_دقيقة",
        # spoken (Egyptian and Levantine): the five-minute steps as people say them
        "eg": "- - - - خمسة|خمس - - - - عشرة|عشر - - - - ربع - - - - تلت|ثلث - - - - خمسة_وعشرين - - - -",
    },
}

#: Words for a part of the day that people put next to a 12-hour time, per language and part
#: (clock_phrases lets such a time fill only the hours of that part, see DAY_PARTS).
PERIODS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "am": ("am", "a.m."),
        "pm": ("pm", "p.m."),
        "morning": ("in the morning", "this morning", "tomorrow morning"),
        "afternoon": ("in the afternoon", "this afternoon", "tomorrow afternoon"),
        "evening": ("in the evening", "this evening", "tonight", "tomorrow evening", "tomorrow night"),
        "night": ("at night",),
    },
    "de": {
        "morning": ("morgens", "früh", "am morgen", "vormittags", "am vormittag"),
        "midday": ("mittags",),
        "afternoon": ("nachmittags", "am nachmittag"),
        "evening": ("abends", "am abend", "heute abend"),
        "night": ("nachts", "in der nacht"),
    },
    "nl": {
        "morning": ("'s ochtends", "'s morgens", "in de ochtend", "vanochtend", "vanmorgen"),
        "afternoon": ("'s middags", "in de middag", "vanmiddag"),
        "evening": ("'s avonds", "in de avond", "vanavond"),
        "night": ("'s nachts", "vannacht"),
    },
    "da": {
        "morning": ("om morgenen", "om formiddagen", "i morges"),
        "afternoon": ("om eftermiddagen",),
        "evening": ("om aftenen", "i aften"),
        "night": ("om natten", "i nat"),
    },
    "nb": {
        "morning": ("om morgenen", "om formiddagen", "i morges"),
        "afternoon": ("om ettermiddagen",),
        "evening": ("om kvelden", "i kveld"),
        "night": ("om natta", "om natten", "i natt"),
    },
    "sv": {
        "morning": ("på morgonen", "på förmiddagen", "i morse"),
        "afternoon": ("på eftermiddagen",),
        "evening": ("på kvällen", "i kväll", "ikväll"),
        "night": ("på natten", "i natt", "inatt"),
    },
    "fi": {
        "morning": ("aamulla", "aamupäivällä"),
        "afternoon": ("iltapäivällä",),
        "evening": ("illalla", "tänä iltana"),
        "night": ("yöllä",),
    },
    "et": {
        "morning": ("hommikul",),
        "afternoon": ("pärastlõunal",),
        "evening": ("õhtul",),
        "night": ("öösel",),
    },
    "lv": {
        "morning": ("no rīta", "rītā"),
        "afternoon": ("pēcpusdienā",),
        "evening": ("vakarā",),
        "night": ("naktī",),
    },
    "lt": {
        "morning": ("ryto", "ryte"),
        "afternoon": ("po pietų",),
        "evening": ("vakaro", "vakare"),
        "night": ("nakties", "naktį"),
    },
    "pl": {
        "morning": ("rano", "z rana", "przed południem"),
        "afternoon": ("po południu",),
        "evening": ("wieczorem", "wieczór"),
        "night": ("w nocy", "nocą"),
    },
    "cs": {
        "morning": ("ráno", "dopoledne"),
        "afternoon": ("odpoledne",),
        "evening": ("večer",),
        "night": ("v noci",),
    },
    "ru": {
        "morning": ("утра", "утром"),
        "afternoon": ("дня", "днём"),
        "evening": ("вечера", "вечером"),
        "night": ("ночи", "ночью"),
    },
    "uk": {
        "morning": ("ранку", "вранці", "зранку"),
        "afternoon": ("дня", "вдень", "після обіду"),
        "evening": ("вечора", "ввечері", "увечері"),
        "night": ("ночі", "вночі", "уночі"),
    },
    "bg": {
        "morning": ("сутринта", "сутрин"),
        "afternoon": ("следобед", "следобяд"),
        "evening": ("вечерта", "довечера"),
        "night": ("през нощта",),
    },
    "hr": {
        "morning": ("ujutro", "ujutru", "prijepodne"),
        "afternoon": ("poslijepodne", "popodne"),
        "evening": ("navečer", "uvečer", "večeras"),
        "night": ("noću",),
    },
    "sl": {
        "morning": ("zjutraj", "dopoldne"),
        "afternoon": ("popoldne",),
        "evening": ("zvečer",),
        "night": ("ponoči",),
    },
    "tr": {
        "morning": ("sabah", "sabahleyin"),
        "midday": ("öğle", "öğlen"),
        "afternoon": ("öğleden sonra",),
        "evening": ("akşam", "akşamleyin"),
        "night": ("gece",),
    },
    "el": {
        "morning": ("το πρωί",),
        "midday": ("το μεσημέρι",),
        "afternoon": ("το απόγευμα",),
        "evening": ("το βράδυ",),
        "night": ("τη νύχτα",),
        "small_hours": ("τα ξημερώματα",),
    },
    "es": {
        "morning": ("de la mañana", "por la mañana"),
        "small_hours": ("de la madrugada",),
        "midday": ("del mediodía",),
        "afternoon": ("de la tarde", "por la tarde"),
        "night": ("de la noche", "por la noche", "esta noche"),
    },
    "pt": {
        "morning": ("da manhã", "de manhã"),
        "small_hours": ("da madrugada",),
        "afternoon": ("da tarde", "à tarde"),
        "night": ("da noite", "à noite", "de noite", "hoje à noite"),
    },
    "it": {
        "morning": ("di mattina", "del mattino", "di mattino", "stamattina"),
        "afternoon": ("del pomeriggio", "di pomeriggio", "oggi pomeriggio"),
        "evening": ("di sera", "della sera", "stasera"),
        "night": ("di notte", "della notte", "stanotte"),
    },
    "fr": {
        "morning": ("du matin", "ce matin"),
        "afternoon": ("de l'après-midi", "cet après-midi"),
        "evening": ("du soir", "ce soir"),
        "night": ("de la nuit", "cette nuit"),
    },
    "id": {
        "morning": ("pagi",),
        "small_hours": ("dini hari",),
        "midday": ("siang",),
        "afternoon": ("sore",),
        "night": ("malam",),
    },
    "vi": {
        "morning": ("sáng",),
        "midday": ("trưa",),
        "afternoon": ("chiều",),
        "evening": ("tối",),
        "night": ("đêm", "khuya"),
    },
    "ja": {
        "am": ("午前",),
        "pm": ("午後",),
        "morning": ("朝", "今朝"),
        "midday": ("昼",),
        "evening": ("夕方", "今晩", "晩"),
        "night": ("夜", "今夜", "深夜"),
    },
    "zh": {
        "morning": ("早上", "上午", "早晨", "今早", "明早"),
        "small_hours": ("凌晨",),
        "midday": ("中午",),
        "afternoon": ("下午",),
        "evening": ("傍晚", "晚上", "今晚", "明晚"),
        "night": ("夜里", "半夜"),
    },
    "ko": {
        "am": ("오전",),
        "pm": ("오후",),
        "morning": ("아침",),
        "small_hours": ("새벽",),
        "midday": ("낮",),
        "evening": ("저녁",),
        "night": ("밤",),
    },
    "hi": {
        "morning": ("सुबह", "सुबह के", "प्रातः"),
        "afternoon": ("दोपहर", "दोपहर के", "दोपहर को"),
        "evening": ("शाम", "शाम के", "शाम को"),
        "night": ("रात", "रात के", "रात को"),
    },
    "ar": {
        "morning": ("صباحا", "صباحًا", "الصبح", "الصباح", "في الصباح"),
        "midday": ("الظهر", "الضهر"),
        "afternoon": ("بعد الظهر", "العصر"),
        "evening": ("مساء", "مساءً", "المسا", "المساء"),
        "night": ("بالليل", "ليلا", "ليلًا", "في الليل"),
    },
}

#: The word that may stand between a part of the day and the time after it ('abends um 19 Uhr',
#: 's avonds om 7 uur'), where the language's renderings do not begin with it.
JOINS: dict[str, tuple[str, ...]] = {"en": ("at",), "de": ("um",), "nl": ("om",), "fr": ("à",), "es": ("a",)}
