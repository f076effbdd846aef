"""Data for the language check: scripts and letters one language owns, the groups a
recognizer confuses, and the languages that count as one.

Each group member lists letters its alphabet uses and function words it uses often, as
a speaker would list them; what tells two members apart is computed from the lists (see
SettlingGroup). Words that a close neighbour outside the group shares (Czech beside
Polish) are left out on purpose, so that a neighbour's text decides nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

#: Languages the check counts as one (SPEC 5). Codes outside the bench are recognizer partners.
EQUIVALENT: tuple[frozenset[str], ...] = (
    frozenset({"da", "nb", "nn", "no"}),
    frozenset({"hr", "bs", "sr"}),
    frozenset({"id", "ms"}),
    frozenset({"hi", "mr", "ne"}),
)

#: Requests in these languages reject only an answer the recognizer reads as English.
ENGLISH_ONLY_REJECTION: frozenset[str] = frozenset({"et", "lv", "lt", "sl"})

#: Partners the recognizer must know so that it can place their text in a class (SPEC 5).
RECOGNIZER_PARTNERS: tuple[str, ...] = ("nn", "bs", "sr", "ms", "mr")


def language_class(code: str) -> frozenset[str]:
    """The set of codes that count as the same language as `code`."""
    for group in EQUIVALENT:
        if code in group:
            return group
    return frozenset({code})


def same_language(a: str, b: str) -> bool:
    return b in language_class(a)


@dataclass(frozen=True)
class Member:
    """One language of a settling group: its letters and function words, as written."""

    code: str
    letters: str
    words: frozenset[str]


@dataclass(frozen=True)
class SettlingGroup:
    """Languages told apart by their letters and function words before any statistics.

    A feature (letter or word) counts for every member that lists it; features every
    member lists are dropped. Between the two best members only the features that one
    lists and the other does not are compared, so shared words cancel out.
    """

    name: str
    members: tuple[Member, ...]

    @property
    def codes(self) -> frozenset[str]:
        return frozenset(m.code for m in self.members)

    @cached_property
    def features(self) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
        """Per member, its letters and words, less those that every member lists."""
        common_letters = frozenset.intersection(*(frozenset(m.letters) for m in self.members))
        common_words = frozenset.intersection(*(m.words for m in self.members))
        return {m.code: (frozenset(m.letters) - common_letters, m.words - common_words) for m in self.members}


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


GROUPS: tuple[SettlingGroup, ...] = (
    SettlingGroup(
        "uk-ru-bg",
        (
            Member(
                "uk",
                "іїєґ",
                _words(
                    "і й та ми що це як або від про ви вам вас ваш ваша ваше ваші буде будуть є "
                    "немає сьогодні завтра вже ще коли якщо щоб його її їх дуже зараз потім "
                    "дякую годині хвилин тут там можна можете цей ця ці також лише тільки "
                    "нагадування зустріч погода до на не у в з для"
                ),
            ),
            Member(
                "ru",
                "ыэё",
                _words(
                    "и что это как или от вы вас вам ваш ваша ваше ваши будет будут есть нет сегодня "
                    "завтра ещё еще когда если чтобы его её ее очень сейчас потом спасибо "
                    "часов минут здесь там можно можете этот эта эти также только "
                    "напоминание встреча погода до на не у в с для"
                ),
            ),
            Member(
                "bg",
                "ъ",
                _words(
                    "и е са да ще се ли ми ги го бихте или това тази този които който която от за към със във "
                    "днес утре вчера часа има няма ако беше съм сте ви вашия вашата много "
                    "сега после благодаря минути тук там може можете също само "
                    "напомняне среща времето до на не у в с"
                ),
            ),
        ),
    ),
    SettlingGroup(
        "sl-hr",
        (
            Member(
                "sl",
                "",
                _words(
                    "in je ob bo bodo jutri danes včeraj ki kot tudi lahko sem ste smo vas "
                    "vam vaš za na pri pa še že uri kaj kje kdaj zdaj zelo hvala prosim ker "
                    "če ni nimate imate sestanek opomnik vreme teden ta to tega ste "
                    "bil bila dobil ure nekaj tukaj"
                ),
            ),
            Member(
                "hr",
                "ćđ",
                _words(
                    "i u je pa će ću ćete sutra danas jučer koji koja koje kao također možete "
                    "mogu sam ste vas vam vaš za na što gdje kada sada vrlo hvala molim jer "
                    "ako nije imate sati sat bio bila sastanak podsjetnik vrijeme tjedan "
                    "ovaj ova ovo kod uz to a te taj ta obje oba nešto ovdje tamo onda još već samo"
                ),
            ),
        ),
    ),
    SettlingGroup(
        "lv-lt-pl-et-fi",
        (
            Member(
                "lv",
                "āēīūģķļņ",
                _words(
                    "un ir ar uz no par kas ka bet vai arī jūs jums jūsu tev tavs rīt "
                    "šodien vakar pulksten būs nav šis šī tas tā kur kad jo ja lūdzu "
                    "paldies minūtes stundas grādi atgādinājums tikšanās ir"
                ),
            ),
            Member(
                "lt",
                "ąęėįųū",
                _words(
                    "ir yra su į iš ant apie kad bet ar jūs jums jūsų tu rytoj šiandien "
                    "vakar valandą bus nėra šis ši tai kur kai nes jei prašome ačiū "
                    "minučių valandų laipsnių priminimas susitikimas dėl per iki nuo"
                ),
            ),
            Member(
                "pl",
                "ąęćłńóśźż",
                _words(
                    "w się jest że nie jutro dzisiaj dziś wczoraj godzinie będzie są "
                    "lub albo czy jak gdzie kiedy bo jeśli proszę dziękuję przypomnienie "
                    "spotkanie twój twoje twoja pan pani mam masz został została przez dla "
                    "oraz"
                ),
            ),
            Member(
                "et",
                "õäöü",
                _words(
                    "ja on ei et kui aga või ka nüüd homme täna eile kell kella sinu teie "
                    "teil saad saate olen see selle mis kus sest kas koos umbes minutit "
                    "tundi kraadi ilm meeldetuletus kohtumine palun aitäh oli olid pole"
                ),
            ),
            Member(
                "fi",
                "äöå",
                _words(
                    "ja on ei se että kun mutta tai vai myös nyt huomenna tänään eilen kello "
                    "klo sinun sinulla teidän voit olen ovat oli tämä tämän hän ne mitä "
                    "missä koska jos ole kanssa noin minuuttia tuntia astetta sää "
                    "muistutus tapaaminen kiitos"
                ),
            ),
        ),
    ),
)


#: Scripts that only one bench language (class) writes in: a text written mostly in one of
#: them is that language, whatever a statistical model makes of the Latin words mixed in.
SCRIPT_LANGUAGE: dict[str, str] = {
    "HANGUL": "ko",
    "HIRAGANA": "ja",
    "KATAKANA": "ja",
    "GREEK": "el",
    "ARABIC": "ar",
    "DEVANAGARI": "hi",
    "CJK": "zh",  # Han without kana; with kana the text is Japanese
}

#: Letters no other bench language uses: this many of them (and this share of all letters)
#: settle the language.
UNIQUE_LETTERS: dict[str, str] = {
    "vi": "ăơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ",
}


#: English function words are never removed as "words of the tool output": the phone answers
#: in an English format ("2 files matching ... most recent first"), and removing its "for",
#: "is" and "the" from an answer would let an English answer hide behind that boilerplate.
#: The tool-output rule is for the names and data an answer copies, which these never are.
ENGLISH_FUNCTION_WORDS: frozenset[str] = frozenset(
    """a about above after again all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers him his how i if in into is it its
    just me more most my no nor not now of off on once only or other our out over own same
    she should so some such than that the their them then there these they this those
    through to too under until up very was we were what when where which while who whom
    why will with would you your yours let know found anything else sure done""".split()
)


def group_of(code: str) -> SettlingGroup | None:
    """The settling group holding `code`, if any."""
    cls = language_class(code)
    return next((g for g in GROUPS if cls & g.codes), None)
