"""How each bench language writes and says a clock time, declared once.

An answer check that requires `19:30` means the time, not five characters: a Finn writes
`19.30`, an American `7:30 PM`, a Dane says `halv otte`, a Pole `wpół do ósmej`, a Korean
`저녁 7시 반`. So a clock time in an answer check (`H:MM`, nothing else in the string) is a
slot that any of the time's renderings fills: digit forms, the locale's CLDR forms (Babel),
and the spoken forms of the scenario's language below. Renderings are matched on digit
and word boundaries, so `7:30` no longer counts inside `17:30`, nor `v sedm` inside
`v sedmnáct`.

Patterns use: `{h}` the hour word (1-12) and `{n}` the next hour's, optionally with a form
(`{n:gen}`, the names are each language's own); `{h#}`, `{n#}` the 12-hour digits; `{H}`, `{N}`
the 24-hour digits of the hour and the next; `{M}` the minutes, `{MM}` zero-padded; `{m}` the
minute word (clock_words, optionally with a form: `{m:gen}`) and `{m#}` its digits, counted
as the key says. A form of several words separated by `|` gives alternatives (`eins|ein`).

Keys of `said`: `mN` applies to minute N; `past` to 1-29 and `to` to 31-59 (`{m}` counting the
minutes past the hour or left to the next: 'five past seven', 'ten to eight'); `to_half` to
16-29 and `past_half` to 31-44 (counted to or from the half hour: 'fünf vor halb acht');
`any` to every minute (`{m}` the minutes themselves: 'seven forty'). A pattern renders only
where its minute word exists. A pattern that names a day period starts with `am>` or `pm>`
and renders only for that half of the day.

Beyond the patterns, each language may declare words that make a rendering another time:
after it (`continuations`: 'saat on' + 'bir'), before it (`leads`: 'fünf vor' + 'halb acht'),
and the words for the parts of the day (clock_words.PERIODS): a rendering next to one fills
only the hours of that part ('seven in the evening' never fills 07:00).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import time
from functools import lru_cache

from babel.dates import format_skeleton, format_time

from .clock_words import DAY_PARTS, JOINS, MINUTES, PERIODS
from .echo import says_more_than
from .folding import fold
from .number_values import number_value

#: A value of an answer check that is a clock time and nothing else.
CLOCK_VALUE = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)")


@dataclass(frozen=True)
class Phrasing:
    """One language's hour words (by form, hours 1 to 12), its minute words (by form, from 1) and
    its spoken patterns by minute or span (see the module docstring)."""

    hours: dict[str, str]
    said: dict[int | str | None, tuple[str, ...]] = field(default_factory=dict)
    #: Case endings the language attaches to a time phrase ('yedi buçukta'), allowed after it.
    endings: tuple[str, ...] = ()
    #: Words that, right after a rendering, make it another time ('saat on' + 'bir' is 11, not 10;
    #: 'saat yedi' + 'buçuk' is 7:30): a rendering followed by one of them does not count.
    #: `{m}` stands for any minute word, `{m#}` for minute digits.
    continuations: tuple[str, ...] = ()
    #: What may not follow a form that ends in an hour counter: '两点' is not in '两点半'.
    not_before: str = ""
    minutes: dict[str, str] = field(default_factory=dict)
    #: Words that, right before a rendering, make it another time ('fünf vor' + 'halb acht' is
    #: 7:25): written like continuations.
    leads: tuple[str, ...] = ()
    #: Words for the parts of the day, by part (clock_words.PERIODS).
    periods: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def words(self, form: str, hour12: int) -> list[str]:
        return self.hours[form].split()[hour12 - 1].split("|")

    def minute_words(self, form: str, count: int) -> list[str]:
        """The words for `count` minutes in `form`; none where the language has no such word."""
        listed = self.minutes.get(form, "").split()
        if not 1 <= count <= len(listed) or listed[count - 1] == "-":
            return []
        return listed[count - 1].split("|")


def _p(
    hours: dict[str, str],
    endings: tuple[str, ...] = (),
    continuations: tuple[str, ...] = (),
    not_before: str = "",
    leads: tuple[str, ...] = (),
    language: str = "",
    **said: tuple[str, ...],
) -> Phrasing:
    keyed: dict[int | str | None, tuple[str, ...]] = {}
    for key, patterns in said.items():
        if key == "any":
            keyed[None] = patterns
        elif key in _SPANS:
            keyed[key] = patterns
        else:
            keyed[int(key.removeprefix("m"))] = patterns
    return Phrasing(
        hours, keyed, endings, continuations, not_before, MINUTES[language], leads, PERIODS.get(language, {})
    )


#: The minutes each span key of `said` applies to, and what `{m}` counts there.
_SPANS: dict[str, tuple[range, Callable[[int], int]]] = {
    "past": (range(1, 30), lambda m: m),
    "to": (range(31, 60), lambda m: 60 - m),
    "to_half": (range(16, 30), lambda m: 30 - m),
    "past_half": (range(31, 45), lambda m: m - 30),
}


#: What may not follow a time whose minutes (1-29, in digits) end in the counter `unit`: the
#: `word` that makes it that many minutes before the hour ('7時5分前', '7시 5분 전' are 6:55).
_BEFORE_UNDER_30 = r"(?!(?<=\D[1-9]{unit})\s*{word})(?!(?<=\D[12]\d{unit})\s*{word})"

#: Spoken and written forms per language, as their speakers use them in answers.
SAID: dict[str, Phrasing] = {
    "en": _p(
        {"w": "one two three four five six seven eight nine ten eleven twelve"},
        language="en",
        # 'seven twenty' is not in 'seven twenty-five'
        continuations=("-", "{m}"),
        leads=("{m}", "{m} minutes", "{m} past", "{m} to", "{m} minutes past", "{m} minutes to"),
        m0=("{h:w} o'clock", "{h#} o'clock"),
        m15=("quarter past {h:w}", "quarter past {h#}", "{h:w} fifteen"),
        m30=("half past {h:w}", "half past {h#}", "half {h:w}", "half {h#}", "{h:w} thirty"),
        m45=("quarter to {n:w}", "quarter to {n#}", "{h:w} forty-five", "{h:w} forty five"),
        past=(
            "{m} past {h:w}",
            "{m} past {h#}",
            "{m#} past {h:w}",
            "{m#} past {h#}",
            "{m} minutes past {h:w}",
            "{m#} minutes past {h#}",
            "{m} after {h:w}",
            "{m} minutes after {h:w}",
        ),
        to=(
            "{m} to {n:w}",
            "{m} to {n#}",
            "{m} minutes to {n:w}",
            "{m#} minutes to {n#}",
            "{m} till {n:w}",
        ),
        any=("{h:w} {m:clock}",),
    ),
    "de": _p(
        {"w": "eins|ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf"},
        language="de",
        continuations=("{m#}", "{m}"),
        leads=(
            "{m} vor",
            "{m} nach",
            "{m#} vor",
            "{m#} nach",
            "{m} minuten vor",
            "{m} minuten nach",
            "{m#} minuten vor",
            "{m#} minuten nach",
        ),
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
        past=(
            "{m} nach {h:w}",
            "{m} nach {h#}",
            "{m#} nach {h:w}",
            "{m#} nach {h#}",
            "{m} Minuten nach {h:w}",
            "{m#} Minuten nach {h:w}",
            "{m#} Minuten nach {h#}",
            "{H} Uhr {m}",
        ),
        to=(
            "{m} vor {n:w}",
            "{m} vor {n#}",
            "{m#} vor {n:w}",
            "{m#} vor {n#}",
            "{m} Minuten vor {n:w}",
            "{m#} Minuten vor {n:w}",
            "{m#} Minuten vor {n#}",
        ),
        to_half=("{m} vor halb {n:w}", "{m} vor halb {n#}", "{m#} vor halb {n:w}", "{m#} vor halb {n#}"),
        past_half=(
            "{m} nach halb {n:w}",
            "{m} nach halb {n#}",
            "{m#} nach halb {n:w}",
            "{m#} nach halb {n#}",
        ),
        any=("{H} Uhr {M}", "{H}.{MM} Uhr"),
    ),
    "nl": _p(
        {"w": "een|één twee drie vier vijf zes zeven acht negen tien elf twaalf"},
        language="nl",
        leads=("{m} voor", "{m} over", "{m#} voor", "{m#} over", "{m} minuten voor", "{m} minuten over"),
        m0=("{H} uur", "{h#} uur", "{h:w} uur"),
        m15=("kwart over {h:w}", "kwart over {h#}"),
        m30=("half {n:w}", "half {n#}"),
        m45=("kwart voor {n:w}", "kwart voor {n#}"),
        past=(
            "{m} over {h:w}",
            "{m} over {h#}",
            "{m#} over {h:w}",
            "{m#} over {h#}",
            "{m} minuten over {h:w}",
        ),
        to=("{m} voor {n:w}", "{m} voor {n#}", "{m#} voor {n:w}", "{m#} voor {n#}", "{m} minuten voor {n:w}"),
        to_half=("{m} voor half {n:w}", "{m} voor half {n#}", "{m#} voor half {n#}"),
        past_half=("{m} over half {n:w}", "{m} over half {n#}", "{m#} over half {n#}"),
    ),
    "da": _p(
        {"w": "et|ét to tre fire fem seks syv otte ni ti elleve tolv"},
        language="da",
        leads=("{m} i", "{m} over", "{m} minutter i", "{m} minutter over"),
        m0=("klokken {h:w}", "kl. {H}", "kl {H}", "klokken {H}"),
        m15=("kvart over {h:w}", "kvart over {h#}"),
        m30=("halv {n:w}", "halv {n#}"),
        m45=("kvart i {n:w}", "kvart i {n#}"),
        past=("{m} over {h:w}", "{m} over {h#}", "{m} minutter over {h:w}", "{m#} minutter over {h#}"),
        to=("{m} i {n:w}", "{m} i {n#}", "{m} minutter i {n:w}", "{m#} minutter i {n#}"),
        to_half=("{m} i halv {n:w}", "{m} i halv {n#}", "{m} minutter i halv {n:w}"),
        past_half=("{m} over halv {n:w}", "{m} over halv {n#}", "{m} minutter over halv {n:w}"),
    ),
    "nb": _p(
        {"w": "ett to tre fire fem seks sju|syv åtte ni ti elleve tolv"},
        language="nb",
        leads=("{m} på", "{m} over", "{m} minutter på", "{m} minutter over"),
        m0=("klokka {h:w}", "klokken {h:w}", "kl. {H}", "kl {H}"),
        m15=("kvart over {h:w}", "kvart over {h#}"),
        m30=("halv {n:w}", "halv {n#}"),
        m45=("kvart på {n:w}", "kvart på {n#}"),
        past=("{m} over {h:w}", "{m} over {h#}", "{m} minutter over {h:w}", "{m#} minutter over {h#}"),
        to=("{m} på {n:w}", "{m} på {n#}", "{m} minutter på {n:w}", "{m#} minutter på {n#}"),
        to_half=("{m} på halv {n:w}", "{m} på halv {n#}"),
        past_half=("{m} over halv {n:w}", "{m} over halv {n#}"),
    ),
    "sv": _p(
        {"w": "ett två tre fyra fem sex sju åtta nio tio elva tolv"},
        language="sv",
        leads=("{m} i", "{m} över", "{m} minuter i", "{m} minuter över"),
        m0=("klockan {h:w}", "kl. {H}", "kl {H}", "klockan {H}"),
        m15=("kvart över {h:w}", "kvart över {h#}"),
        m30=("halv {n:w}", "halv {n#}"),
        m45=("kvart i {n:w}", "kvart i {n#}"),
        past=("{m} över {h:w}", "{m} över {h#}", "{m} minuter över {h:w}", "{m#} minuter över {h#}"),
        to=("{m} i {n:w}", "{m} i {n#}", "{m} minuter i {n:w}", "{m#} minuter i {n#}"),
        to_half=("{m} i halv {n:w}", "{m} i halv {n#}"),
        past_half=("{m} över halv {n:w}", "{m} över halv {n#}"),
    ),
    "fi": _p(
        {
            "w": "yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen yksitoista kaksitoista"
        },
        language="fi",
        leads=(
            "{m} yli",
            "{m} vaille",
            "{m} minuuttia yli",
            "{m} minuuttia vaille",
            "{m#} yli",
            "{m#} vaille",
        ),
        m0=("klo {H}", "kello {H}", "kello {h:w}", "klo {h#}"),
        m15=("varttia yli {h:w}", "vartin yli {h:w}", "vartti yli {h:w}", "varttia yli {h#}"),
        m30=("puoli {n:w}", "puoli {n#}"),
        m45=("varttia vaille {n:w}", "vartin vaille {n:w}", "vartti vaille {n:w}", "varttia vaille {n#}"),
        past=("{m} yli {h:w}", "{m} yli {h#}", "{m#} yli {h:w}", "{m#} yli {h#}", "{m} minuuttia yli {h:w}"),
        to=(
            "{m:part} vaille {n:w}",
            "{m:part} vaille {n#}",
            "{m#} vaille {n:w}",
            "{m#} vaille {n#}",
            "{m:part} minuuttia vaille {n:w}",
        ),
        to_half=("{m:part} vaille puoli {n:w}", "{m:part} vaille puoli {n#}"),
        past_half=("{m} yli puoli {n:w}", "{m} yli puoli {n#}"),
    ),
    "et": _p(
        {
            "w": "üks kaks kolm neli viis kuus seitse kaheksa üheksa kümme üksteist kaksteist",
            "gen": "ühe kahe kolme nelja viie kuue seitsme kaheksa üheksa kümne üheteistkümne kaheteistkümne",
        },
        language="et",
        leads=("{m}",),
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
        # 'viis minutit läbi seitsme' / 'viis minutit seitse läbi'; 'viis minutit kaheksani'
        past=(
            "{m} minutit läbi {h:gen}",
            "{m} minutit {h:w} läbi",
            "{m} minutit üle {h:gen}",
            "{m#} minutit läbi {h:gen}",
            "{m#} minutit üle {h:gen}",
        ),
        to=("{m} minutit {n:gen}ni", "{m#} minutit {n:gen}ni"),
    ),
    "lv": _p(
        {
            "w": "viens divi trīs četri pieci seši septiņi astoņi deviņi desmit vienpadsmit divpadsmit",
            "loc": "vienos divos trijos četros piecos sešos septiņos astoņos deviņos desmitos "
            "vienpadsmitos divpadsmitos",
            "dat": "vienam diviem trim četriem pieciem sešiem septiņiem astoņiem deviņiem desmitiem "
            "vienpadsmitiem divpadsmitiem",
        },
        language="lv",
        leads=("{m}",),
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
        m15=("ceturksnis pāri {h:w}", "ceturksni pāri {h:w}", "ceturksnis pāri {h:dat}"),
        m30=("pus{n:w}", "pus{n:loc}", "pusē {n:loc}"),
        m45=("bez ceturkšņa {n:w}", "bez ceturkšņa {n:loc}"),
        past=("{m} {m:min} pāri {h:dat}", "{m} pāri {h:dat}", "{m#} minūtes pāri {h:dat}"),
        to=(
            "bez {m:dat} {m:mindat} {n:w}",
            "bez {m:dat} {n:w}",
            "bez {m:dat} {m:mindat} {n:loc}",
            "bez {m:dat} {n:loc}",
        ),
    ),
    "lt": _p(
        {
            "w": "viena dvi trys keturios penkios šešios septynios aštuonios devynios dešimt vienuolika dvylika",
            "gen": "vienos dviejų trijų keturių penkių šešių septynių aštuonių devynių dešimties "
            "vienuolikos dvylikos",
            "ord": "pirmą antrą trečią ketvirtą penktą šeštą septintą aštuntą devintą dešimtą "
            "vienuoliktą dvyliktą",
            # 'pusė penktos' (4:30): half of the fifth hour, the ordinal in the genitive
            "ordgen": "pirmos antros trečios ketvirtos penktos šeštos septintos aštuntos devintos "
            "dešimtos vienuoliktos dvyliktos",
        },
        language="lt",
        leads=("{m}",),
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
        m30=("pusė {n:ordgen}", "pusę {n:ordgen}", "pusė {n:gen}", "pusę {n:gen}", "pusei {n:gen}"),
        m45=("be ketvirčio {n:w}", "be ketvirčio {n:ord}"),
        past=("{m} {m:min} po {h:gen}", "{m} po {h:gen}", "{m#} min. po {h:gen}"),
        to=(
            "be {m:gen} {n:w}",
            "be {m:gen} {n:ord}",
            "be {m:gen} {m:mingen} {n:w}",
            "be {m:gen} {m:mingen} {n:ord}",
        ),
    ),
    "pl": _p(
        {
            "nom": "pierwsza druga trzecia czwarta piąta szósta siódma ósma dziewiąta dziesiąta "
            "jedenasta dwunasta",
            "loc": "pierwszej drugiej trzeciej czwartej piątej szóstej siódmej ósmej dziewiątej "
            "dziesiątej jedenastej dwunastej",
        },
        language="pl",
        # 'o siódmej' is not in 'o siódmej pięć'; 'wpół do ósmej' is not in 'za pięć wpół do ósmej'
        continuations=("{m}",),
        leads=(
            "{m}",
            "za {m}",
            "za {m#}",
            "za {m} minut",
            "za {m} minuty",
            "{m} po",
            "{m} minut po",
            "{m} minuty po",
        ),
        m0=("o {h:loc}", "o godzinie {h:loc}", "o {H}", "godzina {h:nom}", "do {h:loc}", "od {h:loc}"),
        m15=("kwadrans po {h:loc}", "piętnaście po {h:loc}"),
        m30=("wpół do {n:loc}", "pół do {n:loc}"),
        m45=("za kwadrans {n:nom}", "za piętnaście {n:nom}"),
        m59=("za minutę {n:nom}",),
        past=("{m} po {h:loc}", "{m} {m:min} po {h:loc}", "{m#} po {h:loc}", "{m#} {m:min} po {h:loc}"),
        to=("za {m} {n:nom}", "za {m} {m:min} {n:nom}", "za {m#} {n:nom}", "za {m#} {m:min} {n:nom}"),
        to_half=("za {m} wpół do {n:loc}",),
        past_half=("{m} po wpół do {n:loc}",),
        any=("{h:nom} {m:clock}", "o {h:loc} {m:clock}"),
    ),
    "cs": _p(
        {
            "acc": "jednu dvě tři čtyři pět šest sedm osm devět deset jedenáct dvanáct",
            "nom": "jedna dvě tři čtyři pět šest sedm osm devět deset jedenáct dvanáct",
            "gen": "jedné druhé třetí čtvrté páté šesté sedmé osmé deváté desáté jedenácté dvanácté",
        },
        language="cs",
        continuations=("{m}",),
        leads=(
            "{m}",
            "za {m}",
            "za {m} minut",
            "za {m} minuty",
            "za {m} minutu",
            "{m} po",
            "{m} minut po",
            "{m} minuty po",
            "{m} minutu po",
        ),
        m0=("v {h:acc}", "v {H}", "{H} hodin", "{H} h"),
        m15=("čtvrt na {n:acc}",),
        m30=("půl {n:gen}",),
        m45=("tři čtvrtě na {n:acc}", "tři čtvrtě na {n#}"),
        past=("{m} {m:min} po {h:gen}", "{m} po {h:gen}", "{m#} minut po {h:gen}", "v {h:acc} {m}"),
        to=("za {m} {m:min} {n:nom}", "za {m} {n:nom}", "za {m#} minut {n:nom}"),
        to_half=("za {m} {m:min} půl {n:gen}", "za {m} půl {n:gen}"),
        past_half=("{m} {m:min} po půl {n:gen}",),
    ),
    "ru": _p(
        {
            "w": "час два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать",
            "gen": "первого второго третьего четвёртого пятого шестого седьмого восьмого девятого "
            "десятого одиннадцатого двенадцатого",
        },
        language="ru",
        leads=("{m}",),
        # 'в семь' is not in 'в семь двадцать'
        continuations=("{m}",),
        m0=("в {h:w}", "в {H}", "{H} часов", "в {H} часов"),
        m15=("четверть {n:gen}", "пятнадцать минут {n:gen}"),
        m30=("половина {n:gen}", "половине {n:gen}", "пол{n:gen}", "пол-{n:gen}"),
        m45=("без четверти {n:w}", "без пятнадцати {n:w}"),
        m59=("без минуты {n:w}",),
        # 'пять минут восьмого'; 'без пяти восемь', 'без пяти минут восемь'
        past=("{m} {m:min} {n:gen}",),
        to=("без {m:gen} {n:w}", "без {m:gen} {m:mingen} {n:w}"),
        any=("{h:w} {m:clock}", "в {h:w} {m:clock}"),
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
        language="uk",
        leads=("{m}",),
        continuations=("{m}",),
        m0=("о {h:loc}", "о {H}", "{H} годині", "о {H} годині"),
        m15=("чверть на {n:acc}", "п'ятнадцять на {n:acc}"),
        m30=("пів на {n:acc}", "півна {n:acc}", "половина {n:gen}", "половині {n:gen}"),
        m45=("за чверть {n:nom}", "за п'ятнадцять {n:nom}"),
        # 'п'ять хвилин на восьму' / 'п'ять хвилин по сьомій'; 'за п'ять (хвилин) восьма'
        past=("{m} {m:min} на {n:acc}", "{m} на {n:acc}", "{m} {m:min} по {h:loc}", "{m} по {h:loc}"),
        to=("за {m:acc} {n:nom}", "за {m:acc} {m:minacc} {n:nom}", "за {m#} хвилин {n:nom}"),
        any=("{h:nom} {m:clock}", "о {h:loc} {m:clock}"),
    ),
    "bg": _p(
        {
            "w": "един два три четири пет шест седем осем девет десет единайсет|единадесет дванайсет|дванадесет"
        },
        language="bg",
        continuations=("и {m}", "и половина", "и четвърт", "без"),
        m0=("в {h:w}", "в {H}", "{H} часа", "{h:w} часа"),
        m15=("{h:w} и четвърт", "{h:w} и петнайсет", "{h:w} и петнадесет", "{h#} и четвърт"),
        m30=("{h:w} и половина", "{h:w} и трийсет", "{h:w} и тридесет", "{h#} и половина"),
        m45=("{n:w} без четвърт", "{n:w} без петнайсет", "{n:w} без петнадесет", "{n#} без четвърт"),
        past=("{h:w} и {m}", "{h#} и {m}", "{h:w} и {m} минути"),
        to=("{n:w} без {m}", "{n#} без {m}", "{n:w} без {m} минути"),
    ),
    "hr": _p(
        {"w": "jedan dva tri četiri pet šest sedam osam devet deset jedanaest dvanaest"},
        language="hr",
        continuations=("i {m}", "i pol", "i četvrt", "{m}"),
        leads=("{m}", "{m} do", "{m} minuta do"),
        m0=("u {h:w}", "u {H}", "{H} sati", "{H} h"),
        m15=("{h:w} i petnaest", "{h:w} i četvrt", "četvrt iza {h:w}"),
        m30=("pola {n:w}", "pola {n#}", "{h:w} i trideset"),
        m45=("četvrt do {n:w}", "petnaest do {n:w}", "četvrt do {n#}"),
        past=("{h:w} i {m}", "{h#} i {m}", "{h:w} i {m} minuta", "{m} minuta iza {h:w}"),
        to=("{m} do {n:w}", "{m} do {n#}", "{m} minuta do {n:w}"),
    ),
    "sl": _p(
        {
            "w": "ena dve tri štiri pet šest sedem osem devet deset enajst dvanajst",
            "loc": "eni dveh treh štirih petih šestih sedmih osmih devetih desetih enajstih dvanajstih",
            "gen": "ene dveh treh štirih petih šestih sedmih osmih devetih desetih enajstih dvanajstih",
        },
        language="sl",
        leads=("{m} do", "{m} čez", "{m} minut do", "{m} minut čez"),
        continuations=("in {m}",),
        m0=("ob {h:loc}", "ob {H}", "{H} uri", "ob {H}h"),
        m15=("četrt na {n:w}", "četrt čez {h:w}"),
        m30=("pol {n:loc}", "pol {n:w}"),
        m45=("tri četrt na {n:w}",),
        past=("{m} čez {h:w}", "{m} minut čez {h:w}", "{h:w} in {m}"),
        to=("{m} do {n:gen}", "{m} minut do {n:gen}"),
        to_half=("{m} do pol {n:gen}",),
        past_half=("{m} čez pol {n:gen}",),
    ),
    "tr": _p(
        {
            "w": "bir iki üç dört beş altı yedi sekiz dokuz on on_bir on_iki",
            "acc": "biri ikiyi üçü dördü beşi altıyı yediyi sekizi dokuzu onu on_biri on_ikiyi",
            "dat": "bire ikiye üçe dörde beşe altıya yediye sekize dokuza ona on_bire on_ikiye",
        },
        language="tr",
        endings=tuple(
            f"{apostrophe}{suffix}"
            for apostrophe in ("", "'", "’")
            for suffix in ("da", "de", "ta", "te", "a", "e", "ya", "ye")
        ),
        continuations=("bir", "iki", "buçu", "çeyrek", "{m}"),
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
        any=(
            "am>sabah {h#}:{MM}",
            "am>sabah {h#}.{MM}",
            "pm>akşam {h#}:{MM}",
            "pm>akşam {h#}.{MM}",
            "{h:w} {m:clock}",
        ),
        m15=("{h:acc} çeyrek geçe", "{h#}'i çeyrek geçe", "{h#}’i çeyrek geçe"),
        # the dative softens the k: 'yedi buçuğa kadar'
        m30=("{h:w} buçuk", "{h#} buçuk", "{H} buçuk", "{h:w} buçuğa", "{h#} buçuğa", "{H} buçuğa"),
        m45=("{n:dat} çeyrek var",),
        # 'yediyi beş geçe' (at 7:05), 'yediyi beş geçiyor' (it is 7:05); 'sekize beş var', '... kala'
        past=("{h:acc} {m} geçe", "{h:acc} {m} geçiyor", "{h:acc} {m#} geçe"),
        to=("{n:dat} {m} var", "{n:dat} {m} kala", "{n:dat} {m#} var", "{n:dat} {m#} kala"),
    ),
    "el": _p(
        {"w": "μία|μια δύο τρεις τέσσερις πέντε έξι επτά|εφτά οκτώ|οχτώ εννέα|εννιά δέκα έντεκα δώδεκα"},
        language="el",
        continuations=("και μισή", "και τέταρτο", "παρά", "και {m}", "{m}"),
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
        past=("{h:w} και {m}", "{h#} και {m}", "{h:w} και {m} λεπτά"),
        to=("{n:w} παρά {m}", "{n#} παρά {m}", "{n:w} παρά {m} λεπτά"),
    ),
    "es": _p(
        {"w": "una dos tres cuatro cinco seis siete ocho nueve diez once doce"},
        language="es",
        continuations=("y {m}", "y media", "y cuarto", "menos"),
        leads=("{m} para", "{m} minutos para"),
        m0=("las {h:w}", "la {h:w}", "las {h#}", "las {H}"),
        m15=("{h:w} y cuarto", "{h#} y cuarto", "{h:w} y quince"),
        m30=("{h:w} y media", "{h#} y media", "{h:w} y treinta"),
        m45=("{n:w} menos cuarto", "{n#} menos cuarto", "cuarto para las {n:w}", "cuarto para las {n#}"),
        past=("{h:w} y {m}", "{h#} y {m}", "{h:w} y {m} minutos", "{h:w} con {m}"),
        to=(
            "{n:w} menos {m}",
            "{n#} menos {m}",
            "{m} para las {n:w}",
            "{m} para la {n:w}",
            "{m} para las {n#}",
            "{m} minutos para las {n:w}",
        ),
    ),
    "pt": _p(
        {"w": "uma duas três quatro cinco seis sete oito nove dez onze doze|meio-dia"},
        language="pt",
        continuations=("e {m}", "e meia", "e quinze", "e um quarto", "menos"),
        leads=("{m} e", "{m} para", "{m} minutos para"),
        # 'das sete às nove': the form after 'de' is a word of its own
        m0=("{H}h", "{H} h", "{H} horas", "às {h:w}", "às {h#}", "das {h:w}", "das {h#}"),
        m15=("{h:w} e quinze", "{h:w} e um quarto", "{h#} e quinze", "{h#} e um quarto"),
        m30=("{h:w} e meia", "{h#} e meia", "{h:w} e trinta"),
        m45=("quinze para as {n:w}", "um quarto para as {n:w}", "quinze para as {n#}"),
        to=(
            "{m} para as {n:w}",
            "{m} para a {n:w}",
            "{m} para o {n:w}",
            "{m} para as {n#}",
            "{m} minutos para as {n:w}",
            "{n:w} menos {m}",
        ),
        any=("{h:w} e {m}", "{h#} e {m}"),
    ),
    "it": _p(
        {"w": "una due tre quattro cinque sei sette otto nove dieci undici dodici|mezzogiorno"},
        language="it",
        continuations=("e {m}", "e mezza", "e mezzo", "e un quarto", "meno"),
        # 'dalle sette alle nove': the form after 'da' is a word of its own
        m0=(
            "alle {h:w}",
            "all'{h:w}",
            "alle {H}",
            "alle {h#}",
            "dalle {h:w}",
            "dall'{h:w}",
            "dalle {H}",
            "dalle {h#}",
        ),
        m15=("{h:w} e un quarto", "{h#} e un quarto", "{h:w} e quindici"),
        m30=("{h:w} e mezza", "{h:w} e mezzo", "{h#} e mezza", "{h#} e mezzo", "{h:w} e trenta"),
        m45=("{n:w} meno un quarto", "{n#} meno un quarto", "{n:w} meno quindici"),
        to=("{n:w} meno {m}", "{n#} meno {m}"),
        any=("{H} e {MM}", "{h:w} e {m}", "{h#} e {m}"),
    ),
    "fr": _p(
        {"w": "une deux trois quatre cinq six sept huit neuf dix onze douze|midi"},
        language="fr",
        continuations=("{m}", "{m#}", "et quart", "et demie", "moins"),
        m0=("{H}h", "{H} h", "{H} heures", "{h:w} heures", "{h:w} heure"),
        m15=("{h:w} heures et quart", "{h:w} heure et quart", "{H} h et quart"),
        m30=("{h:w} heures et demie", "{h:w} heure et demie", "{H} h et demie"),
        m45=("{n:w} heures moins le quart", "{n:w} heure moins le quart", "{N} h moins le quart"),
        to=(
            "{n:w} heures moins {m}",
            "{n:w} heure moins {m}",
            "{N} h moins {m}",
            "{N} heures moins {m}",
            "{n:w} moins {m}",
        ),
        any=("{h:w} heures {m}", "{h:w} heure {m}", "{H} heures {m}", "{H} h {m}"),
    ),
    "id": _p(
        {"w": "satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas dua_belas"},
        language="id",
        # 'lewat lima' is not in 'lewat lima belas', 'jam 7' not in 'jam 7 lewat 5'
        continuations=("lewat", "lebih", "kurang", "belas", "puluh", "{m}"),
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
        past=(
            "{h#} lewat {m#}",
            "{h#} lewat {m#} menit",
            "{h:w} lewat {m}",
            "{h:w} lewat {m} menit",
            "{h#} lewat {m}",
            "{h#} lebih {m#}",
            "{h#} lebih {m#} menit",
        ),
        to=(
            "{n#} kurang {m#}",
            "{n#} kurang {m#} menit",
            "{n:w} kurang {m}",
            "{n:w} kurang {m} menit",
            "{n#} kurang {m}",
        ),
    ),
    "vi": _p(
        {"w": "một hai ba bốn năm sáu bảy tám chín mười mười_một mười_hai"},
        language="vi",
        continuations=("kém", "rưỡi", "{m#}", "{m}"),
        m0=("{h#} giờ", "{H} giờ", "{h:w} giờ"),
        m30=("{h#} giờ rưỡi", "{H} giờ rưỡi", "{h#} rưỡi", "{h:w} giờ rưỡi"),
        m45=("{n#} giờ kém 15", "{n#} giờ kém mười lăm", "{n#} giờ kém một khắc"),
        to=(
            "{n#} giờ kém {m#}",
            "{N} giờ kém {m#}",
            "{n#} giờ kém {m}",
            "{n:w} giờ kém {m}",
            "{n#} giờ kém {m#} phút",
            "{N} giờ kém {m#} phút",
        ),
        any=(
            "{h#} giờ {M}",
            "{H} giờ {M}",
            "{h#}h{MM}",
            "{h:w} giờ {m}",
            "{h#} giờ {m}",
            "{h:w} giờ {m} phút",
        ),
    ),
    "ja": _p(
        {"w": "一 二 三 四 五 六 七 八 九 十 十一 十二"},
        # '7時5分' is not in '7時5分前' (6:55)
        # (only under 30 minutes: '7時30分前に' is 'before 7:30')
        not_before=r"(?!\s*[半\d一二三四五六七八九十〇零])" + _BEFORE_UNDER_30.format(unit="分", word="前"),
        language="ja",
        m0=("{H}時", "{h#}時", "{h:w}時"),
        m30=("{H}時半", "{h#}時半", "{h:w}時半"),
        to=("{n#}時{m#}分前", "{N}時{m#}分前", "{n:w}時{m}分前"),
        any=("{H}時{M}分", "{h#}時{M}分", "{H}時{MM}分", "{h:w}時{m}分"),
    ),
    "zh": _p(
        {"w": "一 两|二 三 四 五 六 七 八 九 十 十一 十二"},
        not_before=r"(?!\s*[半\d一二三四五六七八九十零两〇])",
        language="zh",
        m0=("{H}点", "{h#}点", "{h:w}点", "{H}時", "{H}时", "{h#}时"),
        m15=("{H}点一刻", "{h#}点一刻", "{h:w}点一刻", "{H}点十五"),
        m30=("{H}点半", "{h#}点半", "{h:w}点半", "{H}点三十"),
        m45=("{H}点三刻", "{h#}点三刻", "{h:w}点三刻", "差一刻{n#}点", "差一刻{n:w}点"),
        to=(
            "差{m}分{n:w}点",
            "差{m#}分{n#}点",
            "差{m#}分{N}点",
            "{n:w}点差{m}分",
            "{n#}点差{m#}分",
            "{N}点差{m#}分",
        ),
        any=(
            "{H}点{M}分",
            "{h#}点{M}分",
            "{H}点{MM}",
            "{h#}点{MM}",
            "{h:w}点{m}分",
            "{h:w}点{m:z}分",
            "{h:w}点{m:z}",
        ),
    ),
    "ko": _p(
        {"w": "한 두 세 네 다섯 여섯 일곱 여덟 아홉 열 열한 열두"},
        # '7시 5분' is not in '7시 5분 전' (6:55)
        # (only under 30 minutes: '7시 30분 전까지' is 'by 7:30')
        not_before=r"(?!\s*(?:반|\d|[일이삼사오육칠팔구십]+\s*분))"
        + _BEFORE_UNDER_30.format(unit="분", word="전"),
        language="ko",
        m0=("{H}시", "{h#}시", "{h:w} 시", "{h:w}시"),
        m30=("{h#}시 반", "{h#}시반", "{H}시 반", "{h:w} 시 반", "{h:w}시 반"),
        to=(
            "{n#}시 {m#}분 전",
            "{N}시 {m#}분 전",
            "{n#}시 {m#}분전",
            "{n:w} 시 {m} 분 전",
            "{n:w}시 {m}분 전",
        ),
        any=("{H}시 {M}분", "{h#}시 {M}분", "{H}시{M}분", "{h#}시{M}분", "{h:w} 시 {m} 분", "{h:w}시 {m}분"),
    ),
    "ar": _p(
        {
            "ord": "الواحدة الثانية الثالثة الرابعة الخامسة السادسة السابعة الثامنة التاسعة العاشرة "
            "الحادية_عشرة الثانية_عشرة",
            "w": "واحدة اتنين|اثنين تلاتة|ثلاثة أربعة|اربعة خمسة ستة سبعة تمانية|ثمانية تسعة عشرة "
            "حداشر|احدعش اتناشر|اثنعش",
        },
        language="ar",
        continuations=("إلا", "الا", "والنصف", "والربع", "والثلث", "ونص", "وربع", "وتلت", "وثلث", "و{m}"),
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
        m20=("{h:ord} والثلث", "{h:w} وتلت", "{h:w} وثلث"),
        m30=("{h:ord} والنصف", "{h:w} ونص", "{h:w} ونصف", "{h#} ونص", "{h#} والنصف"),
        m40=("{n:ord} إلا ثلث", "{n:ord} الا ثلث", "{n:w} إلا تلت", "{n:w} الا تلت"),
        m45=("{n:ord} إلا ربع", "{n:ord} الا ربع", "{n:w} إلا ربع", "{n:w} الا ربع", "{n#} إلا ربع"),
        # 'السابعة وخمس دقائق', 'سبعة وخمسة'; 'الثامنة إلا خمس دقائق', 'تمانية إلا خمسة'
        past=("{h:ord} و{m}", "{h:w} و{m:eg}", "{h#} و{m#} دقيقة", "{h#} و{m#} دقائق"),
        to=("{n:ord} إلا {m}", "{n:ord} الا {m}", "{n:w} إلا {m:eg}", "{n:w} الا {m:eg}"),
        # 'سبعة ونص إلا خمسة' (7:25), 'سبعة ونص وخمسة' (7:35)
        to_half=("{h:ord} والنصف إلا {m}", "{h:w} ونص إلا {m:eg}", "{h:w} ونص الا {m:eg}"),
        past_half=("{h:ord} والنصف و{m}", "{h:w} ونص و{m:eg}"),
    ),
    "hi": _p(
        {"w": "एक दो तीन चार पाँच|पांच छह|छः सात आठ नौ दस ग्यारह बारह"},
        language="hi",
        m0=("{h#} बजे", "{h:w} बजे", "{H} बजे"),
        m15=("सवा {h#}", "सवा {h:w}"),
        m30=("साढ़े {h#}", "साढ़े {h:w}", "साढे {h#}", "साढे {h:w}"),
        m45=("पौने {n#}", "पौने {n:w}"),
        # 'आठ बजने में पाँच मिनट' (7:55)
        to=("{n:w} बजने में {m} मिनट", "{n#} बजने में {m} मिनट", "{n#} बजने में {m#} मिनट", "{n:w} बजने में {m#} मिनट"),
        any=(
            "{h#}:{MM} बजे",
            "{h#} बजकर {M} मिनट",
            "{h:w} बजकर {m} मिनट",
            "{h#} बजकर {m} मिनट",
            "{h:w} बजके {m} मिनट",
            "{h#} बजके {M} मिनट",
            "{h:w} बजकर {M} मिनट",
        ),
    ),
}

#: Spoken forms whose word is different for one hour: the Hindi 1:30 and 2:30.
EXTRA: dict[tuple[str, int, int], tuple[str, ...]] = {
    ("hi", 1, 30): ("डेढ़", "डेढ़ बजे"),
    ("hi", 2, 30): ("ढाई", "ढाई बजे"),
}

_FIELD = re.compile(r"\{([hnm])(?::(\w+))?\}")

#: A pattern that names a day period ('akşam {h:w}', '{h#} sore') says which half of the day it
#: is: written 'pm>akşam {h:w}', it renders only for 12:00-23:59 ('am>' for 0:00-11:59), so that
#: 'akşam yedide' fills 19:00 and never 07:00.
_HALF_MARK = ">"


def _fill(
    pattern: str, phrasing: Phrasing | None, hour: int, minute: int, count: int | None = None
) -> list[str]:
    """Every text one pattern gives for a time (several when an hour or minute word has variants;
    none when a minute word it needs does not exist). `count` is what `{m}` counts."""
    h12, n12 = (hour % 12) or 12, ((hour + 1) % 12) or 12
    count = minute if count is None else count
    text = (
        pattern.replace("{h#}", str(h12))
        .replace("{n#}", str(n12))
        .replace("{m#}", str(count))
        .replace("{H}", str(hour))
        .replace("{N}", str((hour + 1) % 24))
        .replace("{MM}", f"{minute:02d}")
        .replace("{M}", str(minute))
    )
    out = [text]
    for match in _FIELD.finditer(text):
        which, form = match.group(1), match.group(2) or "w"
        assert phrasing is not None
        if which == "m":
            words = phrasing.minute_words(form, count)
        else:
            words = phrasing.words(form, h12 if which == "h" else n12)
        words = [w.replace("_", " ") for w in words]
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


def _keys(minute: int) -> list[tuple[int | str | None, int]]:
    """The keys of `said` that apply to a minute, each with what `{m}` counts under it."""
    keys: list[tuple[int | str | None, int]] = [(minute, minute), (None, minute)]
    keys += [(name, count(minute)) for name, (span, count) in _SPANS.items() if minute in span]
    return keys


@lru_cache(maxsize=8192)
def renderings(hour: int, minute: int, language: str, locale: str, spoken: bool = True) -> tuple[str, ...]:
    """The folded texts that write or say hour:minute in `language` (CLDR forms from `locale`)."""
    forms = _digit_forms(hour, minute, locale)
    phrasing = SAID.get(language)
    if spoken and phrasing is not None:
        for key, count in _keys(minute):
            for pattern in phrasing.said.get(key, ()):
                half, _, bare = pattern.rpartition(_HALF_MARK)
                if half and half != ("pm" if hour >= 12 else "am"):
                    continue
                forms += _fill(bare, phrasing, hour, minute, count)
        forms += EXTRA.get((language, (hour % 12) or 12, minute), ())
    return tuple(dict.fromkeys(f for f in (fold(x).strip() for x in forms) if f))


#: Scripts whose words are separated by spaces, so that a rendering's first and last letter
#: must not touch another letter (Arabic is left out: its prepositions join the next word).
_SPACED_END = re.compile(r"[^\W\d_]$")
_SPACED_SCRIPT = re.compile(r"[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]$")
_SPACED_START = re.compile(r"[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0900-\u097f]")


@dataclass(frozen=True)
class Rules:
    """A language's rules for where a rendering counts: the rendering's own boundaries go into
    its pattern; what may not stand right after or right before it are patterns of their own,
    compiled once per language (and per part of the day), tried only where a rendering matched."""

    endings: tuple[str, ...] = ()
    not_before: str = ""
    #: Matched where a rendering ends: a continuation ('saat on' + 'bir').
    after: re.Pattern[str] | None = None
    #: Searched in the text just before a rendering, ending there: a lead ('fünf vor ').
    before: re.Pattern[str] | None = None
    #: The same for the words for parts of the day the slot's hour is not in.
    part_after: re.Pattern[str] | None = None
    part_before: re.Pattern[str] | None = None

    def stopped(self, folded: str, start: int, end: int) -> bool:
        """Whether what stands next to a rendering at folded[start:end] makes it another time."""
        reach = max(0, start - _REACH)
        return any(p is not None and p.match(folded, end) for p in (self.after, self.part_after)) or any(
            p is not None and p.search(folded, reach, start) for p in (self.before, self.part_before)
        )


#: How far before a rendering a lead ('fünf Minuten vor ') is looked for, in characters.
_REACH = 48


def _bounded(text: str, endings: tuple[str, ...] = (), not_before: str = "") -> str:
    """A regex for a folded rendering that will not match inside a longer number or word
    (a case ending of the language may follow; for counter scripts, `not_before` says what may
    not follow)."""
    start = r"(?<!\d)" if text[0].isdigit() else r"(?<![\w-])" if _SPACED_START.match(text) else ""
    suffix = "(?:" + "|".join(re.escape(fold(e)) for e in endings) + ")?" if endings else ""
    if text[-1].isdigit():
        end = suffix + r"(?!\d|[:.]\d)"  # nor as the hour of a longer time ('akşam 7' in 'akşam 7:30')
    elif _SPACED_END.search(text) and _SPACED_SCRIPT.search(text):
        end = suffix + r"(?!\w)"
    else:
        end = not_before
    return start + re.escape(text) + end


def _rule_source(rules: tuple[str, ...], phrasing: Phrasing) -> str:
    """One alternation for a language's continuation or lead words, `{m}` standing for any of its
    minute words (longest first; the forms named `min...` are the noun 'minute', not counts) and
    `{m#}` for minute digits. Rules that share what comes before `{m}` share one copy of it, so
    that the pattern stays small enough to compile quickly."""
    words = sorted(
        {
            fold(w.replace("_", " "))
            for form, listed in phrasing.minutes.items()
            if not form.startswith("min")
            for e in listed.split()
            for w in e.split("|")
        }
        - {"-"},
        key=len,
        reverse=True,
    )
    # a word ends there, or goes on with one of the language's case endings ('kırk beşte')
    endings = "|".join(re.escape(fold(e)) for e in phrasing.endings)
    any_word = (
        "(?:"
        + "|".join(re.escape(w) for w in words)
        + ")"
        + (f"(?:{endings})?" if endings else "")
        + r"(?!\w)"
    )
    shared: dict[tuple[str, str], list[str]] = {}
    for rule in rules:
        # 'za {m} minut' -> ('za ', '{m}', ' minut'); a rule without a minute is all prefix
        prefix, token, rest = (*re.split(r"(\{m#?\})", fold(rule), maxsplit=1), "", "")[:3]
        shared.setdefault((prefix, token), []).append(re.escape(rest))
    return "|".join(
        re.escape(prefix)
        + (any_word if token == "{m}" else r"\d{1,2}" if token else "")
        + "(?:"
        + "|".join(sorted(rests, key=len, reverse=True))
        + ")"
        for (prefix, token), rests in shared.items()
    )


@lru_cache(maxsize=64)
def _word_rules(language: str) -> Rules:
    """The continuations and leads of a language, compiled once."""
    phrasing = SAID.get(language)
    if phrasing is None:
        return Rules()
    after = before = None
    if phrasing.continuations:
        after = re.compile(rf"\s*(?:{_rule_source(phrasing.continuations, phrasing)})")
    if phrasing.leads:
        before = re.compile(rf"(?<![\w-])(?:{_rule_source(phrasing.leads, phrasing)})\s*$")
    return Rules(phrasing.endings, phrasing.not_before, after, before)


@lru_cache(maxsize=1024)
def _rules(language: str, hour: int) -> Rules:
    """The rules of a language for a slot at `hour`: its word rules, and the words for the
    parts of the day that hour is not in."""
    rules = _word_rules(language)
    phrasing = SAID.get(language)
    if phrasing is None:
        return rules
    other = sorted(
        {fold(w) for part, words in phrasing.periods.items() if hour not in DAY_PARTS[part] for w in words},
        key=len,
        reverse=True,
    )
    if not other:
        return rules
    return replace(
        rules, part_after=_part_after(tuple(other)), part_before=_part_before(tuple(other), language)
    )


@lru_cache(maxsize=1024)
def _part_after(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\s?(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)")


@lru_cache(maxsize=1024)
def _part_before(words: tuple[str, ...], language: str) -> re.Pattern[str]:
    joins = "|".join(re.escape(fold(j)) + " " for j in JOINS.get(language, ()))
    return re.compile(
        "(?:" + "|".join(re.escape(w) for w in words) + ") ?" + (f"(?:{joins})?" if joins else "") + "$"
    )


class ClockSlot(str):
    """An answer-check value that is a clock time: the text as written, plus every rendering of
    the time in the scenario's language, matched on digit and word boundaries."""

    forms: tuple[str, ...]
    _rules: Rules
    #: Renderings the user typed, and what they said: these fill the slot only in an answer that
    #: says something of its own (echo), never in the request given back.
    typed: tuple[str, ...] = ()
    said: str = ""

    def __new__(cls, value: str, forms: tuple[str, ...], rules: Rules = Rules()) -> ClockSlot:
        slot = super().__new__(cls, value)
        slot.forms = forms
        slot._rules = rules
        return slot

    def found_in(self, folded: str) -> bool:
        """A plain substring test picks the candidate forms (most are nowhere in the answer);
        only those are checked on their boundaries, each by a pattern compiled once per process,
        and then against what stands next to them. A form the user typed counts only in an answer
        that says something of its own (echo.says_more_than)."""
        if any(self._counts(f, folded) for f in self.forms):
            return True
        return any(self._counts(f, folded) for f in self.typed) and says_more_than(folded, self.said)

    def _counts(self, form: str, folded: str) -> bool:
        rules = self._rules
        return form in folded and any(
            not rules.stopped(folded, m.start(), m.end())
            for m in _form_pattern(form, rules.endings, rules.not_before).finditer(folded)
        )


@lru_cache(maxsize=65536)
def _form_pattern(form: str, endings: tuple[str, ...], not_before: str) -> re.Pattern[str]:
    return re.compile(_bounded(form, endings, not_before))


def clock_slot(value: str, language: str, locale: str, spoken: bool = True, said: str = "") -> str:
    """`value` as a ClockSlot when it is a clock time, else as a number on digit boundaries when
    it starts or ends with one (number_values), else unchanged.

    Renderings that occur in `said` (the user's own words) fill the slot only in an answer that
    says something of its own (echo.says_more_than): "Alarm set for half 7" confirms what the user
    typed, while the request given back, as the audit's echo probe plays it, fills nothing.
    """
    match = CLOCK_VALUE.fullmatch(value.strip())
    if match is None:
        return number_value(value, language)
    hour, minute = int(match.group(1)), int(match.group(2))
    try:
        forms = renderings(hour, minute, language, locale, spoken)
    except (ValueError, LookupError):  # a locale Babel does not know: the digit forms alone
        forms = renderings(hour, minute, "", "en", False)
    folded_said = fold(said)
    own = fold(value).strip()
    kept = tuple(f for f in forms if f == own or not _bounded_in(f, folded_said))
    slot = ClockSlot(value, kept, _rules(language, hour))
    # a typed form next to a word for the other part of the day is still stopped by the rules:
    # 'jam 4' typed as 'jam 4 sore' does not fill 16:00 in 'jam 4 pagi'
    slot.typed = tuple(f for f in forms if f not in kept)
    slot.said = folded_said
    return slot


def _bounded_in(form: str, text: str) -> bool:
    """Whether a rendering occurs in `text` on its boundaries (a plain substring test first: most
    renderings are nowhere in the request, and that test costs no regex)."""
    return form in text and re.search(_bounded(form), text) is not None


def examples_markdown(times: tuple[tuple[int, int], ...] = ((7, 30), (19, 0), (8, 45), (6, 55))) -> str:
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
