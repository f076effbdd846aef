"""A text as the phone's matcher reads it: tokens, one per word, in a spelling that makes
the ways people write one word agree.

Words split at punctuation and `_` ('전세계약서_망원동_2025.pdf') and where the script changes
('2025년' is '2025' + '년'; Japanese kanji, katakana and kana runs part, and kana of up to
three letters between them, particles and endings, go: '新宿の写真' reads '新宿', '写真').
Each token is folded (orvena_bench.folding), then respelled so variants agree: Arabic alef
and hamza forms and harakat, Devanagari nukta and chandrabindu, and the spellings a language
allows for one sound (`SPELLINGS`: Danish 'aa' = 'å', German 'ue' = 'ü', Indonesian 'oe' =
'u'). Tokens in Cyrillic, Greek, Arabic, Hebrew and Devanagari also carry a Latin
transliteration, so 'Georgi' finds 'Георги' and 'Mohamed' finds 'محمد'.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

from unidecode import unidecode

from orvena_bench.folding import WORD, fold

from . import lexicon
from .morphology import base_forms, shared_stem

SPACED, HANGUL, DENSE = "spaced", "hangul", "dense"

#: Spellings one language allows for one sound, as (pattern, replacement) applied in order
#: to folded words of both sides ('Aarhus' and 'Århus' both read 'arhus'; 'Soekarno' and
#: 'Sukarno' both 'sukarno'; Indonesian j, dj and y are one letter, so 'Jogjakarta' is
#: 'Yogyakarta'; British 'theatre' and 'colour' read as American 'theater' and 'color').
SPELLINGS: dict[str, tuple[tuple[str, str], ...]] = {
    "da": (("aa", "a"),),
    "nb": (("aa", "a"),),
    "de": (("ae", "a"), ("oe", "o"), ("ue", "u")),
    "id": (("oe", "u"), ("dj", "y"), ("tj", "c"), ("sj", "sy"), ("nj", "ny"), ("ch", "kh"), ("j", "y")),
    "en": (("tre$", "ter"), ("our$", "or"), ("ise$", "ize")),
}

_ARABIC = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ؤ": "و", "ئ": "ي", "ة": "ه", "ـ": None})
_ARABIC_MARKS = re.compile("[\u064b-\u065f\u0670]")
_TRANSLITERATED = ("CYRILLIC", "GREEK", "ARABIC", "HEBREW", "DEVANAGARI")
_VOWELS = re.compile("[aeiouy]")
_TERMINAL = re.compile(r"t(\d{1,2})")
_CONSONANTS = re.compile(r"[b-df-hj-np-tv-xz]{3,4}")


@dataclass(frozen=True, slots=True)
class Token:
    """One word: folded and respelled (`text`), lower case with accents (`raw`, for the
    stemmers), the word its synonyms share (`canon`: 'airport', 'terminal'), its script
    class, a Latin transliteration for non-Latin alphabets (`latin`), whether it is an
    abbreviation ('Kgl.', 'Hbf', 'Ελ.', the 'H' of 'København H'), whether it is an extra
    reading an item offers but a query does not count ('dorsay' for "d'Orsay"), whether it
    was written with a capital, and whether a query may leave it unmatched (`optional`: a
    title, or a short capitalised name such as 'Zé')."""

    text: str
    raw: str
    canon: str
    kind: str
    latin: str = ""
    abbreviation: bool = False
    extra: bool = False
    capitalized: bool = False
    optional: bool = False

    @property
    def has_digit(self) -> bool:
        return any(c.isdigit() for c in self.text)


@lru_cache(maxsize=8192)
def _script(ch: str) -> str:
    """A character's script class for splitting: 'han', 'hira', 'kata', 'hangul', 'thai', or ''."""
    if ch.isdigit():
        return ""
    name = unicodedata.name(ch, "")
    if name.startswith("HANGUL"):
        return "hangul"
    if name.startswith("CJK") or "IDEOGRAPH" in name:
        return "han"
    if name.startswith("HIRAGANA"):
        return "hira"
    if name.startswith("KATAKANA") or ch == "ー":
        return "kata"
    if name.startswith("THAI"):
        return "thai"
    return ""


def _runs(word: str) -> list[tuple[str, str]]:
    """`word` split where its script changes, each part with its script class."""
    runs: list[tuple[str, str]] = []
    for ch in word:
        script = _script(ch)
        if runs and runs[-1][1] == script:
            runs[-1] = (runs[-1][0] + ch, script)
        else:
            runs.append((ch, script))
    return runs


#: Kind words and the shared word they read as.
_KINDS = (
    (lexicon.AIRPORT_WORDS, "airport"),
    (lexicon.TERMINAL_WORDS, "terminal"),
    (lexicon.STATION_WORDS, "station"),
)


@lru_cache(maxsize=16384)
def canon(folded: str, language: str = "") -> str:
    """The word synonyms share: any form of an airport word is 'airport' ('lufthavnen',
    'аэропорта', Finnish 'lentokentälle' by the form table), of a terminal or station word
    'terminal' or 'station'; other words are themselves."""
    forms = {folded, *base_forms(folded, language)} if language else {folded}
    for words, shared in _KINDS:
        if forms & words or any(
            (folded.startswith(w) and len(folded) - len(w) <= 4 and len(w) >= 5) or shared_stem(folded, w)
            for w in _BY_START.get((shared, folded[:4]), ())
        ):
            return shared
    return folded


#: Kind words of 4+ letters by their first four: the only ones a word can start with or
#: share a 4-letter stem with.
_BY_START: dict[tuple[str, str], list[str]] = {}
for _words, _shared in _KINDS:
    for _word in _words:
        if len(_word) >= 4:
            _BY_START.setdefault((_shared, _word[:4]), []).append(_word)


#: Han characters that end an administrative unit in Chinese and Japanese addresses
#: (北京市|朝阳区|国贸, 京都府|京都市|東山区); a Han run is cut after them.
ADMIN_SUFFIXES = frozenset("省市区區县縣都道府県町村镇鎮")
#: Han characters that join words in a Chinese query ('三里屯的半山咖啡', '去三里屯', '从国贸到望京');
#: a run is cut at them.
HAN_JOINERS = frozenset("的去到从在")


def _han_words(run: str) -> list[str]:
    """A run of Han characters cut into address units and at joiners."""
    words, current = [], ""
    for i, ch in enumerate(run):
        if ch in HAN_JOINERS:
            words.append(current)
            current = ""
            continue
        current += ch
        following = run[i + 1 : i + 2]
        if ch in ADMIN_SUFFIXES and len(current) >= 2 and following and following not in ADMIN_SUFFIXES:
            words.append(current)
            current = ""
    return [w for w in [*words, current] if w]


def respell(folded: str, language: str) -> str:
    """A folded word in the spelling shared by its variants (see `SPELLINGS`)."""
    if any("\u0600" <= c <= "\u06ff" for c in folded):
        folded = _ARABIC_MARKS.sub("", folded.translate(_ARABIC))
    if any("\u0900" <= c <= "\u097f" for c in folded):
        decomposed = unicodedata.normalize("NFD", folded).replace("\u093c", "").replace("\u0901", "\u0902")
        folded = unicodedata.normalize("NFC", decomposed)
    for old, new in SPELLINGS.get(language, ()):
        folded = re.sub(old, new, folded)
    return folded


def latin(raw: str) -> str:
    """A Latin spelling of a word in another alphabet, for comparing with a typed one:
    'Георги' -> 'georgi'; '' for Latin words."""
    if not any(unicodedata.name(c, "").startswith(_TRANSLITERATED) for c in raw):
        return ""
    return re.sub(r"[^a-z]", "", unidecode(raw).casefold())


def skeleton(word: str) -> str:
    """A Latin word without vowels or doubled letters: how abjads and abugidas are compared
    ('mohamed' and 'mHmd' from 'محمد' are both 'mhmd'; 'varanasi' and 'vaaraannsii' 'vrns')."""
    return re.sub(r"(.)\1+", r"\1", _VOWELS.sub("", word))


@lru_cache(maxsize=32768)
def tokens(text: str, language: str = "") -> tuple[Token, ...]:
    """The tokens of `text` as read on a phone in `language` (see the module docstring)."""
    text = unicodedata.normalize("NFKC", text)
    out: list[Token] = []
    matches = list(WORD.finditer(text))
    for n, match in enumerate(matches):
        before, after = text[match.start() - 1 : match.start()], text[match.end() : match.end() + 1]
        # 'Kgl. Teater', 'hl. n.': a dot that ends the word, not one before an extension ('.pdf')
        dotted = after == "." and not text[match.end() + 1 : match.end() + 2].isalnum()
        if language == "tr" and before in _APOSTROPHES and n and matches[n - 1].end() == match.start() - 1:
            continue  # a Turkish suffix: Kadıköy'den, Taksim'e
        word = match.group()
        capital = len(word) == 1 and word.isupper() and n > 0  # 'København H', 'Praha hl. n.'
        pieces = word.casefold().split("_")
        for p, piece in enumerate(pieces):
            runs = _runs(piece)
            dense = any(s in ("han", "kata") for _, s in runs)
            for run, script in runs:
                if script == "hira" and dense and len(run) <= 3:
                    continue  # Japanese particles and endings between words: の, から, で
                parts = _han_words(run) if script == "han" else [run]
                for part in parts:
                    found = _tokens_of(part, script, language, dotted and p == len(pieces) - 1, capital)
                    out.extend(replace(t, capitalized=word[:1].isupper()) for t in found)
                if len(parts) > 1:  # the whole run too, so '都庁' is found in '東京都庁第一本庁舎'
                    whole = fold(run)
                    out.append(Token(whole, run, whole, DENSE, extra=True))
        if after in _APOSTROPHES and len(word) <= 3 and n + 1 < len(matches) and matches[n + 1].start() == match.end() + 1:
            joined = fold(word + matches[n + 1].group())  # French and Italian elision: d'Orsay -> dorsay
            out.append(Token(joined, joined.casefold(), joined, SPACED, extra=True))
    return _joined_phrases(out)


_APOSTROPHES = frozenset("'’ʼ")


def _joined_phrases(found: list[Token]) -> tuple[Token, ...]:
    """Airport names of several words ('sân bay', 'zračne luke', 'हवाई अड्डा') as one token."""
    joined: list[Token] = []
    for token in found:
        joined.append(token)
        if token.text[:3] not in _PHRASE_ENDS:
            continue
        for phrase in lexicon.AIRPORT_PHRASES:
            n = len(phrase)
            tail = joined[-n:]
            if len(tail) == n and _says(tail, phrase):
                del joined[-n:]
                text = " ".join(t.text for t in tail)
                joined.append(Token(text, " ".join(t.raw for t in tail), "airport", SPACED))
                break
    return tuple(joined)


_PHRASE_ENDS = frozenset(phrase[-1][:3] for phrase in lexicon.AIRPORT_PHRASES)


def _says(found: list[Token], phrase: tuple[str, ...]) -> bool:
    """The words of a phrase, the last one perhaps with an ending ('luke' for 'luka')."""
    *head, last = phrase
    *head_found, last_found = found
    return [t.text for t in head_found] == head and (
        last_found.text == last or (last_found.text[:3] == last[:3] and abs(len(last_found.text) - len(last)) <= 2)
    )


def _tokens_of(run: str, script: str, language: str, dotted: bool, capital: bool = False) -> list[Token]:
    folded = respell(fold(run), language)
    if not folded:
        return []
    if script == "hangul":
        return [Token(folded, run, folded, HANGUL)]
    if script:
        return [Token(folded, run, folded, DENSE)]
    terminal = _TERMINAL.fullmatch(folded)
    if terminal:  # 'T1' is 'Terminal 1'
        return [Token(folded, run, "terminal", SPACED), Token(terminal[1], terminal[1], terminal[1], SPACED)]
    short = capital or (dotted and 1 < len(folded) <= 5) or bool(_CONSONANTS.fullmatch(folded))
    return [Token(folded, run, canon(folded, language), SPACED, latin(run), short and not folded.isdigit())]


#: Languages whose words are often two letters long (Vietnamese syllables: 'ga', 'tế').
SHORT_WORD_LANGUAGES = frozenset({"vi"})


def significant(found: tuple[Token, ...], language: str = "") -> list[Token]:
    """Query tokens worth matching: spaced words of one or two letters ('in', 'at', 'di') go,
    unless they carry a digit, abbreviate a word ('Ελ.'), the language writes such words
    (Vietnamese) or nothing else is left; a capitalised two-letter word ('Zé', 'Dr') stays
    as an optional word; extra readings never count."""
    shortest = 2 if language in SHORT_WORD_LANGUAGES else 3
    found = tuple(t for t in found if not t.extra)
    kept = [
        t
        if t.kind != SPACED or len(t.text) >= shortest or t.has_digit or (t.abbreviation and len(t.text) > 1)
        else replace(t, optional=True)
        for t in found
        if t.kind != SPACED
        or len(t.text) >= shortest
        or t.has_digit
        or (t.abbreviation and len(t.text) > 1)
        or (t.capitalized and len(t.text) == 2)
    ]
    return kept if any(not t.optional for t in kept) else list(found)
