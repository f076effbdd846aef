"""How each bench language writes and says a clock time, declared once.

An answer check that requires `19:30` means the time, not five characters: a Finn writes
`19.30`, an American `7:30 PM`, a Dane says `halv otte`, a Pole `wpół do ósmej`, a Korean
`저녁 7시 반`. So a clock time in an answer check (`H:MM`, nothing else in the string) is a
slot that any of the time's renderings fills: digit forms, the locale's CLDR forms (Babel),
and the spoken forms of the scenario's language below. Renderings are matched on digit
and word boundaries, so `7:30` no longer counts inside `17:30`, nor `v sedm` inside
`v sedmnáct`.

Patterns use: `{h}` the hour word (1-12) and `{n}` the next hour's, optionally with a form
(`{n:gen}`, the names are each language's own); `{h#}`, `{n#}` the 12-hour digits; `{H}` the
24-hour digits; `{M}` the minutes, `{MM}` zero-padded. A form of several words separated by
`|` gives alternatives (`eins|ein`). Keys of `said` are the minutes a pattern applies to;
`None` applies to every minute. A pattern that names a day period starts with `am>` or `pm>`
and renders only for that half of the day.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import time
from functools import lru_cache

from babel.dates import format_skeleton, format_time

from .folding import fold
from .number_values import number_value

#: A value of an answer check that is a clock time and nothing else.
CLOCK_VALUE = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)")


@dataclass(frozen=True)
class Phrasing:
    """One language's hour words (by form, hours 1 to 12) and its spoken patterns by minute."""

    hours: dict[str, str]
    said: dict[int | None, tuple[str, ...]] = field(default_factory=dict)
    #: Case endings the language attaches to a time phrase ('yedi buçukta'), allowed after it.
    endings: tuple[str, ...] = ()
    #: Words that, right after a rendering, make it another time ('saat on' + 'bir' is 11, not 10;
    #: 'saat yedi' + 'buçuk' is 7:30): a rendering followed by one of them does not count.
    continuations: tuple[str, ...] = ()
    #: What may not follow a form that ends in an hour counter: '两点' is not in '两点半'.
    not_before: str = ""

    def words(self, form: str, hour12: int) -> list[str]:
        return self.hours[form].split()[hour12 - 1].split("|")


def _p(
    hours: dict[str, str],
    endings: tuple[str, ...] = (),
    continuations: tuple[str, ...] = (),
    not_before: str = "",
    **said: tuple[str, ...],
) -> Phrasing:
    keyed: dict[int | None, tuple[str, ...]] = {}
    for key, patterns in said.items():
        keyed[None if key == "any" else int(key.removeprefix("m"))] = patterns
    return Phrasing(hours, keyed, endings, continuations, not_before)


#: Spoken and written forms per language, as their speakers use them in answers.
SAID: dict[str, Phrasing] = {
    "en": _p(
        {"w": "one two three four five six seven eight nine ten eleven twelve"},
        m0=("{h:w} o'clock", "{h#} o'clock"),
        m15=("quarter past {h:w}", "quarter past {h#}", "{h:w} fifteen"),
        m30=("half past {h:w}", "half past {h#}", "half {h:w}", "half {h#}", "{h:w} thirty"),
        m45=("quarter to {n:w}", "quarter to {n#}", "{h:w} forty-five", "{h:w} forty five"),
    ),
    "de": _p(
        {"w": "eins|ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf"},
        m0=("{H} Uhr", "{h#} Uhr", "{h:w} Uhr"),
        m15=("viertel nach {h:w}", "viertel nach {h#}", "viertel {n:w}", "{H} Uhr 15", "{H} Uhr fünfzehn"),
        m30=("halb {n:w}", "halb {n#}", "{H} Uhr 30", "{H} Uhr dreißig"),
        m45=(
            "viertel vor {n:w}",
            "viertel vor {n#}",
            "dreiviertel {n:w}",
            "drei viertel {n:w}",
            "{H} Uhr 45",
        ),
        any=("{H} Uhr {M}", "{H}.{MM} Uhr"),
    ),
    "nl": _p(
        {"w": "een|één twee drie vier vijf zes zeven acht negen tien elf twaalf"},
        m0=("{H} uur", "{h#} uur", "{h:w} uur"),
        m15=("kwart over {h:w}", "kwart over {h#}"),
        m30=("half {n:w}", "half {n#}"),
        m45=("kwart voor {n:w}", "kwart voor {n#}"),
    ),
    "da": _p(
        {"w": "et|ét to tre fire fem seks syv otte ni ti elleve tolv"},
        m0=("klokken {h:w}", "kl. {H}", "kl {H}", "klokken {H}"),
        m15=("kvart over {h:w}", "kvart over {h#}"),
        m30=("halv {n:w}", "halv {n#}"),
        m45=("kvart i {n:w}", "kvart i {n#}"),
    ),
    "nb": _p(
        {"w": "ett to tre fire fem seks sju åtte ni ti elleve tolv"},
        m0=("klokka {h:w}", "klokken {h:w}", "kl. {H}", "kl {H}"),
        m15=("kvart over {h:w}", "kvart over {h#}"),
        m30=("halv {n:w}", "halv {n#}"),
        m45=("kvart på {n:w}", "kvart på {n#}"),
    ),
    "sv": _p(
        {"w": "ett två tre fyra fem sex sju åtta nio tio elva tolv"},
        m0=("klockan {h:w}", "kl. {H}", "kl {H}", "klockan {H}"),
        m15=("kvart över {h:w}", "kvart över {h#}"),
        m30=("halv {n:w}", "halv {n#}"),
        m45=("kvart i {n:w}", "kvart i {n#}"),
    ),
    "fi": _p(
        {
            "w": "yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen yksitoista kaksitoista"
        },
        m0=("klo {H}", "kello {H}", "kello {h:w}", "klo {h#}"),
        m15=("varttia yli {h:w}", "vartin yli {h:w}", "vartti yli {h:w}", "varttia yli {h#}"),
        m30=("puoli {n:w}", "puoli {n#}"),
        m45=("varttia vaille {n:w}", "vartin vaille {n:w}", "vartti vaille {n:w}", "varttia vaille {n#}"),
    ),
    "et": _p(
        {
            "w": "üks kaks kolm neli viis kuus seitse kaheksa üheksa kümme üksteist kaksteist",
            "gen": "ühe kahe kolme nelja viie kuue seitsme kaheksa üheksa kümne üheteistkümne kaheteistkümne",
        },
        # 'kella kolmeks', 'kella kümneni', 'kella 21-ni': the genitive hour with its case ending
        endings=("ks", "ni", "st", "-ks", "-ni", "-st"),
        m0=(
            "kell {H}",
            "kell {h:w}",
            "kella {h:gen}",
            "kella {H}",
            "am>kell {h#} hommikul",
            "am>hommikul kell {h#}",
            "am>{h:w} hommikul",
            "pm>kell {h#} õhtul",
            "pm>õhtul kell {h#}",
            "pm>{h:w} õhtul",
            "pm>kell {h#} pärastlõunal",
        ),
        any=("am>{h#}.{MM} hommikul", "pm>{h#}.{MM} õhtul"),
        m15=("veerand {n:w}", "veerand {n#}"),
        m30=("pool {n:w}", "pool {n#}"),
        m45=("kolmveerand {n:w}", "kolmveerand {n#}"),
    ),
    "lv": _p(
        {
            "w": "viens divi trīs četri pieci seši septiņi astoņi deviņi desmit vienpadsmit divpadsmit",
            "loc": "vienos divos trijos četros piecos sešos septiņos astoņos deviņos desmitos "
            "vienpadsmitos divpadsmitos",
        },
        m0=(
            "pulksten {H}",
            "plkst. {H}",
            "{h:loc}",
            "am>pulksten {h#} no rīta",
            "am>plkst. {h#} no rīta",
            "pm>pulksten {h#} vakarā",
            "pm>plkst. {h#} vakarā",
            "pm>pulksten {h#} pēcpusdienā",
        ),
        m15=("ceturksnis pāri {h:w}", "ceturksni pāri {h:w}"),
        m30=("pus{n:w}", "pus{n:loc}", "pusē {n:loc}"),
        m45=("bez ceturkšņa {n:w}", "bez ceturkšņa {n:loc}"),
    ),
    "lt": _p(
        {
            "w": "viena dvi trys keturios penkios šešios septynios aštuonios devynios dešimt vienuolika dvylika",
            "gen": "vienos dviejų trijų keturių penkių šešių septynių aštuonių devynių dešimties "
            "vienuolikos dvylikos",
            "ord": "pirmą antrą trečią ketvirtą penktą šeštą septintą aštuntą devintą dešimtą "
            "vienuoliktą dvyliktą",
        },
        m0=(
            "{h:ord} valandą",
            "{H} val.",
            "{h:ord} val.",
            "am>{h:ord} ryto",
            "pm>{h:ord} vakaro",
            "pm>{h:ord} po pietų",
            "am>{h#} val. ryto",
            "pm>{h#} val. vakaro",
        ),
        any=("am>{h#}:{MM} ryto", "am>{h#}.{MM} ryto", "pm>{h#}:{MM} vakaro", "pm>{h#}.{MM} vakaro"),
        m15=("ketvirtis po {h:gen}", "ketvirtį po {h:gen}"),
        m30=("pusė {n:gen}", "pusę {n:gen}", "pusei {n:gen}"),
        m45=("be ketvirčio {n:w}", "be ketvirčio {n:ord}"),
    ),
    "pl": _p(
        {
            "nom": "pierwsza druga trzecia czwarta piąta szósta siódma ósma dziewiąta dziesiąta "
            "jedenasta dwunasta",
            "loc": "pierwszej drugiej trzeciej czwartej piątej szóstej siódmej ósmej dziewiątej "
            "dziesiątej jedenastej dwunastej",
        },
        m0=("o {h:loc}", "o godzinie {h:loc}", "o {H}", "godzina {h:nom}"),
        m15=("kwadrans po {h:loc}", "piętnaście po {h:loc}"),
        m30=("wpół do {n:loc}", "pół do {n:loc}"),
        m45=("za kwadrans {n:nom}", "za piętnaście {n:nom}"),
    ),
    "cs": _p(
        {
            "acc": "jednu dvě tři čtyři pět šest sedm osm devět deset jedenáct dvanáct",
            "gen": "jedné druhé třetí čtvrté páté šesté sedmé osmé deváté desáté jedenácté dvanácté",
        },
        m0=("v {h:acc}", "v {H}", "{H} hodin", "{H} h"),
        m15=("čtvrt na {n:acc}",),
        m30=("půl {n:gen}",),
        m45=("tři čtvrtě na {n:acc}", "tři čtvrtě na {n#}"),
    ),
    "ru": _p(
        {
            "w": "час два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать",
            "gen": "первого второго третьего четвёртого пятого шестого седьмого восьмого девятого "
            "десятого одиннадцатого двенадцатого",
        },
        m0=("в {h:w}", "в {H}", "{H} часов", "в {H} часов"),
        m15=("четверть {n:gen}", "пятнадцать минут {n:gen}"),
        m30=("половина {n:gen}", "половине {n:gen}", "пол{n:gen}", "пол-{n:gen}"),
        m45=("без четверти {n:w}", "без пятнадцати {n:w}"),
    ),
    "uk": _p(
        {
            "nom": "перша друга третя четверта п'ята шоста сьома восьма дев'ята десята одинадцята дванадцята",
            "loc": "першій другій третій четвертій п'ятій шостій сьомій восьмій дев'ятій десятій "
            "одинадцятій дванадцятій",
            "acc": "першу другу третю четверту п'яту шосту сьому восьму дев'яту десяту одинадцяту дванадцяту",
            "gen": "першої другої третьої четвертої п'ятої шостої сьомої восьмої дев'ятої десятої "
            "одинадцятої дванадцятої",
        },
        m0=("о {h:loc}", "о {H}", "{H} годині", "о {H} годині"),
        m15=("чверть на {n:acc}", "п'ятнадцять на {n:acc}"),
        m30=("пів на {n:acc}", "півна {n:acc}", "половина {n:gen}", "половині {n:gen}"),
        m45=("за чверть {n:nom}", "за п'ятнадцять {n:nom}"),
    ),
    "bg": _p(
        {
            "w": "един два три четири пет шест седем осем девет десет единайсет|единадесет дванайсет|дванадесет"
        },
        m0=("в {h:w}", "в {H}", "{H} часа", "{h:w} часа"),
        m15=("{h:w} и четвърт", "{h:w} и петнайсет", "{h:w} и петнадесет", "{h#} и четвърт"),
        m30=("{h:w} и половина", "{h:w} и трийсет", "{h:w} и тридесет", "{h#} и половина"),
        m45=("{n:w} без четвърт", "{n:w} без петнайсет", "{n:w} без петнадесет", "{n#} без четвърт"),
    ),
    "hr": _p(
        {"w": "jedan dva tri četiri pet šest sedam osam devet deset jedanaest dvanaest"},
        m0=("u {h:w}", "u {H}", "{H} sati", "{H} h"),
        m15=("{h:w} i petnaest", "{h:w} i četvrt", "četvrt iza {h:w}"),
        m30=("pola {n:w}", "pola {n#}", "{h:w} i trideset"),
        m45=("četvrt do {n:w}", "petnaest do {n:w}", "četvrt do {n#}"),
    ),
    "sl": _p(
        {
            "w": "ena dve tri štiri pet šest sedem osem devet deset enajst dvanajst",
            "loc": "eni dveh treh štirih petih šestih sedmih osmih devetih desetih enajstih dvanajstih",
        },
        m0=("ob {h:loc}", "ob {H}", "{H} uri", "ob {H}h"),
        m15=("četrt na {n:w}", "četrt čez {h:w}"),
        m30=("pol {n:loc}", "pol {n:w}"),
        m45=("tri četrt na {n:w}",),
    ),
    "tr": _p(
        {
            "w": "bir iki üç dört beş altı yedi sekiz dokuz on on_bir on_iki",
            "acc": "biri ikiyi üçü dördü beşi altıyı yediyi sekizi dokuzu onu on_biri on_ikiyi",
            "dat": "bire ikiye üçe dörde beşe altıya yediye sekize dokuza ona on_bire on_ikiye",
        },
        endings=tuple(
            f"{apostrophe}{suffix}"
            for apostrophe in ("", "'", "’")
            for suffix in ("da", "de", "ta", "te", "a", "e", "ya", "ye")
        ),
        continuations=("bir", "iki", "buçu", "çeyrek"),
        m0=(
            "saat {h:w}",
            "saat {H}",
            "saat {h#}",
            "am>sabah {h:w}",
            "am>sabah {h#}",
            "pm>akşam {h:w}",
            "pm>akşam {h#}",
            "pm>öğleden sonra {h:w}",
            "pm>öğleden sonra {h#}",
        ),
        any=("am>sabah {h#}:{MM}", "am>sabah {h#}.{MM}", "pm>akşam {h#}:{MM}", "pm>akşam {h#}.{MM}"),
        m15=("{h:acc} çeyrek geçe", "{h#}'i çeyrek geçe", "{h#}’i çeyrek geçe"),
        # the dative softens the k: 'yedi buçuğa kadar'
        m30=("{h:w} buçuk", "{h#} buçuk", "{H} buçuk", "{h:w} buçuğa", "{h#} buçuğa", "{H} buçuğa"),
        m45=("{n:dat} çeyrek var",),
    ),
    "el": _p(
        {"w": "μία|μια δύο τρεις τέσσερις πέντε έξι επτά|εφτά οκτώ|οχτώ εννέα|εννιά δέκα έντεκα δώδεκα"},
        continuations=("και μισή", "και τέταρτο", "παρά"),
        m0=(
            "στις {h:w}",
            "στη {h:w}",
            "στις {H}",
            "από τις {H}",
            "ως τις {H}",
            "έως τις {H}",
            "μέχρι τις {H}",
            "am>στις {h#} το πρωί",
            "pm>στις {h#} το απόγευμα",
            "pm>στις {h#} το βράδυ",
        ),
        any=("am>{h#}:{MM} το πρωί", "pm>{h#}:{MM} το απόγευμα", "pm>{h#}:{MM} το βράδυ"),
        m15=("{h:w} και τέταρτο", "{h#} και τέταρτο"),
        m30=("{h:w} και μισή", "{h#} και μισή", "{h#} και μισή"),
        m45=("{n:w} παρά τέταρτο", "{n#} παρά τέταρτο"),
    ),
    "es": _p(
        {"w": "una dos tres cuatro cinco seis siete ocho nueve diez once doce"},
        m0=("las {h:w}", "la {h:w}", "las {h#}", "las {H}"),
        m15=("{h:w} y cuarto", "{h#} y cuarto", "{h:w} y quince"),
        m30=("{h:w} y media", "{h#} y media", "{h:w} y treinta"),
        m45=("{n:w} menos cuarto", "{n#} menos cuarto", "cuarto para las {n:w}", "cuarto para las {n#}"),
    ),
    "pt": _p(
        {"w": "uma duas três quatro cinco seis sete oito nove dez onze doze|meio-dia"},
        m0=("{H}h", "{H} h", "{H} horas", "às {h:w}", "às {h#}"),
        m15=("{h:w} e quinze", "{h:w} e um quarto", "{h#} e quinze", "{h#} e um quarto"),
        m30=("{h:w} e meia", "{h#} e meia", "{h:w} e trinta"),
        m45=("quinze para as {n:w}", "um quarto para as {n:w}", "quinze para as {n#}"),
    ),
    "it": _p(
        {"w": "una due tre quattro cinque sei sette otto nove dieci undici dodici|mezzogiorno"},
        m0=("alle {h:w}", "all'{h:w}", "alle {H}", "alle {h#}"),
        m15=("{h:w} e un quarto", "{h#} e un quarto", "{h:w} e quindici"),
        m30=("{h:w} e mezza", "{h:w} e mezzo", "{h#} e mezza", "{h#} e mezzo", "{h:w} e trenta"),
        m45=("{n:w} meno un quarto", "{n#} meno un quarto", "{n:w} meno quindici"),
        any=("{H} e {MM}",),
    ),
    "fr": _p(
        {"w": "une deux trois quatre cinq six sept huit neuf dix onze douze|midi"},
        m0=("{H}h", "{H} h", "{H} heures", "{h:w} heures", "{h:w} heure"),
        m15=("{h:w} heures et quart", "{h:w} heure et quart", "{H} h et quart"),
        m30=("{h:w} heures et demie", "{h:w} heure et demie", "{H} h et demie"),
        m45=("{n:w} heures moins le quart", "{n:w} heure moins le quart", "{N} h moins le quart"),
    ),
    "id": _p(
        {"w": "satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas dua_belas"},
        continuations=("lewat", "lebih", "kurang"),
        m0=(
            "jam {h#}",
            "jam {H}",
            "pukul {H}",
            "pukul {h#}",
            "jam {h:w}",
            "am>{h:w} pagi",
            "pm>{h:w} sore",
            "pm>{h:w} malam",
        ),
        any=(
            "am>{h#}.{MM} pagi",
            "pm>{h#}.{MM} siang",
            "pm>{h#}.{MM} sore",
            "pm>{h#}.{MM} malam",
            "am>{h#}:{MM} pagi",
            "pm>{h#}:{MM} sore",
            "pm>{h#}:{MM} malam",
        ),
        m15=("{h#} lewat seperempat", "{h#} lewat 15", "jam {h#} lewat 15"),
        m30=("setengah {n#}", "setengah {n:w}", "jam setengah {n#}"),
        m45=("{n#} kurang seperempat", "{n#} kurang 15", "jam {n#} kurang 15"),
    ),
    "vi": _p(
        {"w": "một hai ba bốn năm sáu bảy tám chín mười mười_một mười_hai"},
        m0=("{h#} giờ", "{H} giờ", "{h:w} giờ"),
        m30=("{h#} giờ rưỡi", "{H} giờ rưỡi", "{h#} rưỡi", "{h:w} giờ rưỡi"),
        m45=("{n#} giờ kém 15", "{n#} giờ kém mười lăm", "{n#} giờ kém một khắc"),
        any=("{h#} giờ {M}", "{H} giờ {M}", "{h#}h{MM}"),
    ),
    "ja": _p(
        {"w": "一 二 三 四 五 六 七 八 九 十 十一 十二"},
        not_before=r"(?!\s*[半\d一二三四五六七八九十〇零])",
        m0=("{H}時", "{h#}時", "{h:w}時"),
        m30=("{H}時半", "{h#}時半", "{h:w}時半"),
        any=("{H}時{M}分", "{h#}時{M}分", "{H}時{MM}分"),
    ),
    "zh": _p(
        {"w": "一 两|二 三 四 五 六 七 八 九 十 十一 十二"},
        not_before=r"(?!\s*[半\d一二三四五六七八九十零两〇])",
        m0=("{H}点", "{h#}点", "{h:w}点", "{H}時", "{H}时", "{h#}时"),
        m15=("{H}点一刻", "{h#}点一刻", "{h:w}点一刻", "{H}点十五"),
        m30=("{H}点半", "{h#}点半", "{h:w}点半", "{H}点三十"),
        m45=("{H}点三刻", "{h#}点三刻", "{h:w}点三刻", "差一刻{n#}点", "差一刻{n:w}点"),
        any=("{H}点{M}分", "{h#}点{M}分", "{H}点{MM}", "{h#}点{MM}"),
    ),
    "ko": _p(
        {"w": "한 두 세 네 다섯 여섯 일곱 여덟 아홉 열 열한 열두"},
        not_before=r"(?!\s*(?:반|\d|[일이삼사오육칠팔구십]+\s*분))",
        m0=("{H}시", "{h#}시", "{h:w} 시", "{h:w}시"),
        m30=("{h#}시 반", "{h#}시반", "{H}시 반", "{h:w} 시 반", "{h:w}시 반"),
        any=("{H}시 {M}분", "{h#}시 {M}분", "{H}시{M}분", "{h#}시{M}분"),
    ),
    "ar": _p(
        {
            "ord": "الواحدة الثانية الثالثة الرابعة الخامسة السادسة السابعة الثامنة التاسعة العاشرة "
            "الحادية_عشرة الثانية_عشرة",
            "w": "واحدة اتنين|اثنين تلاتة|ثلاثة أربعة|اربعة خمسة ستة سبعة تمانية|ثمانية تسعة عشرة "
            "حداشر|احدعش اتناشر|اثنعش",
        },
        m0=(
            "الساعة {H}",
            "الساعة {h#}",
            "{h:ord}",
            "الساعة {h:w}",
            "am>{h:w} الصبح",
            "am>{h:w} صباحا",
            "pm>{h:w} بالليل",
            "pm>{h:w} المسا",
            "pm>{h#} مساء",
            "am>{h#} صباحا",
        ),
        m15=("{h:ord} والربع", "{h:w} وربع", "{h#} وربع"),
        m30=("{h:ord} والنصف", "{h:w} ونص", "{h:w} ونصف", "{h#} ونص", "{h#} والنصف"),
        m45=("{n:ord} إلا ربع", "{n:ord} الا ربع", "{n:w} إلا ربع", "{n:w} الا ربع", "{n#} إلا ربع"),
    ),
    "hi": _p(
        {"w": "एक दो तीन चार पाँच|पांच छह|छः सात आठ नौ दस ग्यारह बारह"},
        m0=("{h#} बजे", "{h:w} बजे", "{H} बजे"),
        m15=("सवा {h#}", "सवा {h:w}"),
        m30=("साढ़े {h#}", "साढ़े {h:w}", "साढे {h#}", "साढे {h:w}"),
        m45=("पौने {n#}", "पौने {n:w}"),
        any=("{h#}:{MM} बजे", "{h#} बजकर {M} मिनट"),
    ),
}

#: Spoken forms whose word is different for one hour: the Hindi 1:30 and 2:30.
EXTRA: dict[tuple[str, int, int], tuple[str, ...]] = {
    ("hi", 1, 30): ("डेढ़", "डेढ़ बजे"),
    ("hi", 2, 30): ("ढाई", "ढाई बजे"),
}

_FIELD = re.compile(r"\{([hn])(?::(\w+))?\}")

#: A pattern that names a day period ('akşam {h:w}', '{h#} sore') says which half of the day it
#: is: written 'pm>akşam {h:w}', it renders only for 12:00-23:59 ('am>' for 0:00-11:59), so that
#: 'akşam yedide' fills 19:00 and never 07:00.
_HALF_MARK = ">"


def _fill(pattern: str, phrasing: Phrasing | None, hour: int, minute: int) -> list[str]:
    """Every text one pattern gives for a time (several when an hour word has variants)."""
    h12, n12 = (hour % 12) or 12, ((hour + 1) % 12) or 12
    text = (
        pattern.replace("{h#}", str(h12))
        .replace("{n#}", str(n12))
        .replace("{H}", str(hour))
        .replace("{N}", str((hour + 1) % 24))
        .replace("{MM}", f"{minute:02d}")
        .replace("{M}", str(minute))
    )
    out = [text]
    for match in _FIELD.finditer(text):
        which, form = match.group(1), match.group(2) or "w"
        assert phrasing is not None
        words = [w.replace("_", " ") for w in phrasing.words(form, h12 if which == "h" else n12)]
        out = [t.replace(match.group(0), w, 1) for t in out for w in words]
    return out


def _digit_forms(hour: int, minute: int, locale: str) -> list[str]:
    """Digit renderings every language may use, and the locale's CLDR 24- and 12-hour forms."""
    h12 = (hour % 12) or 12
    forms = [
        f"{hour}:{minute:02d}",
        f"{hour:02d}:{minute:02d}",
        f"{hour}.{minute:02d}",
        f"{hour:02d}.{minute:02d}",
    ]
    forms += [f"{hour}h{minute:02d}", f"{hour} h {minute:02d}", f"{hour:02d}h{minute:02d}"]
    t = time(hour, minute)
    forms.append(format_time(t, "short", locale=locale))
    forms.append(format_skeleton("hm", t, locale=locale))
    if minute == 0:
        forms.append(format_skeleton("h", t, locale=locale))
    half = "pm" if hour >= 12 else "am"
    dotted = f"{half[0]}.m."
    for clock in (f"{h12}:{minute:02d}", f"{h12}.{minute:02d}") + ((str(h12),) if minute == 0 else ()):
        forms += [f"{clock} {half}", f"{clock}{half}", f"{clock} {dotted}"]
    return forms


@lru_cache(maxsize=8192)
def renderings(hour: int, minute: int, language: str, locale: str, spoken: bool = True) -> tuple[str, ...]:
    """The folded texts that write or say hour:minute in `language` (CLDR forms from `locale`)."""
    forms = _digit_forms(hour, minute, locale)
    phrasing = SAID.get(language)
    if spoken and phrasing is not None:
        for key in (minute, None):
            for pattern in phrasing.said.get(key, ()):
                half, _, bare = pattern.rpartition(_HALF_MARK)
                if half and half != ("pm" if hour >= 12 else "am"):
                    continue
                forms += _fill(bare, phrasing, hour, minute)
        forms += EXTRA.get((language, (hour % 12) or 12, minute), ())
    return tuple(dict.fromkeys(f for f in (fold(x).strip() for x in forms) if f))


_SPACED_END = re.compile(r"[^\W\d_]$")
_SPACED_SCRIPT = re.compile(r"[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]$")


def _bounded(
    text: str, endings: tuple[str, ...] = (), continuations: tuple[str, ...] = (), not_before: str = ""
) -> str:
    """A regex for a folded rendering that will not match inside a longer number or word
    (a case ending of the language may follow), nor before a word that makes it another time
    (for counter scripts, `not_before` says what may not follow)."""
    start = r"(?<!\d)" if text[0].isdigit() else ""
    suffix = "(?:" + "|".join(re.escape(fold(e)) for e in endings) + ")?" if endings else ""
    if text[-1].isdigit():
        end = suffix + r"(?!\d|[:.]\d)"  # nor as the hour of a longer time ('akşam 7' in 'akşam 7:30')
    elif _SPACED_END.search(text) and _SPACED_SCRIPT.search(text):
        end = suffix + r"(?!\w)"
    else:
        end = not_before
    if continuations and end:
        end += r"(?!\s+(?:" + "|".join(re.escape(fold(c)) for c in continuations) + "))"
    return start + re.escape(text) + end


class ClockSlot(str):
    """An answer-check value that is a clock time: the text as written, plus every rendering of
    the time in the scenario's language, matched on digit and word boundaries."""

    forms: tuple[str, ...]
    _rules: tuple[tuple[str, ...], tuple[str, ...], str]

    def __new__(
        cls,
        value: str,
        forms: tuple[str, ...],
        endings: tuple[str, ...] = (),
        continuations: tuple[str, ...] = (),
        not_before: str = "",
    ) -> ClockSlot:
        slot = super().__new__(cls, value)
        slot.forms = forms
        slot._rules = (endings, continuations, not_before)
        return slot

    def found_in(self, folded: str) -> bool:
        """A plain substring test picks the candidate forms (most are nowhere in the answer);
        only those are checked on their boundaries, each by a pattern compiled once per process."""
        return any(f in folded and _form_pattern(f, *self._rules).search(folded) for f in self.forms)


@lru_cache(maxsize=65536)
def _form_pattern(
    form: str, endings: tuple[str, ...], continuations: tuple[str, ...], not_before: str
) -> re.Pattern[str]:
    return re.compile(_bounded(form, endings, continuations, not_before))


def clock_slot(value: str, language: str, locale: str, spoken: bool = True, said: str = "") -> str:
    """`value` as a ClockSlot when it is a clock time, else as a number on digit boundaries when
    it starts or ends with one (number_values), else unchanged.

    Renderings that occur in `said` (the user's own words) are left out: an answer must not
    satisfy a check by repeating the request, as the audit's echo probe requires.
    """
    match = CLOCK_VALUE.fullmatch(value.strip())
    if match is None:
        return number_value(value)
    try:
        forms = renderings(int(match.group(1)), int(match.group(2)), language, locale, spoken)
    except (ValueError, LookupError):  # a locale Babel does not know: the digit forms alone
        forms = renderings(int(match.group(1)), int(match.group(2)), "", "en", False)
    folded_said = fold(said)
    own = fold(value).strip()
    kept = tuple(f for f in forms if f == own or not _bounded_in(f, folded_said))
    phrasing = SAID.get(language)
    if phrasing is None:
        return ClockSlot(value, kept)
    return ClockSlot(value, kept, phrasing.endings, phrasing.continuations, phrasing.not_before)


def _bounded_in(form: str, text: str) -> bool:
    """Whether a rendering occurs in `text` on its boundaries (a plain substring test first: most
    renderings are nowhere in the request, and that test costs no regex)."""
    return form in text and re.search(_bounded(form), text) is not None


def examples_markdown(times: tuple[tuple[int, int], ...] = ((7, 30), (19, 0), (8, 45))) -> str:
    """The table docs/clock-times.md shows: what each language accepts for a few times, folded,
    generated from SAID and CLDR (a test keeps the page in step)."""
    rows = ["| language | " + " | ".join(f"{h:02d}:{m:02d}" for h, m in times) + " |"]
    rows.append("|---|" + "---|" * len(times))
    for language in sorted(SAID):
        locale = _LOCALES[language]
        cells = [", ".join(renderings(h, m, language, locale)) for h, m in times]
        rows.append(f"| {language} ({locale}) | " + " | ".join(cells) + " |")
    return "\n".join(rows)


#: The locale each language's example row is rendered for (the bench's most common one).
_LOCALES: dict[str, str] = {
    "en": "en_GB", "da": "da_DK", "de": "de_DE", "es": "es_ES", "fr": "fr_FR", "it": "it_IT",
    "ja": "ja_JP", "ko": "ko_KR", "nl": "nl_NL", "pt": "pt_BR", "sv": "sv_SE", "tr": "tr_TR",
    "vi": "vi_VN", "fi": "fi_FI", "pl": "pl_PL", "cs": "cs_CZ", "ru": "ru_RU", "uk": "uk_UA",
    "bg": "bg_BG", "hr": "hr_HR", "sl": "sl_SI", "et": "et_EE", "lv": "lv_LV", "lt": "lt_LT",
    "el": "el_GR", "nb": "nb_NO", "id": "id_ID", "hi": "hi_IN", "zh": "zh_CN", "ar": "ar_EG",
}  # fmt: skip


if __name__ == "__main__":
    print(examples_markdown())
