"""Whether two words are forms of one word: declension, plurals and case endings.

Three layers: a table of word forms and their base forms taken from simplemma's
dictionaries by scripts/make_lemma_table.py ('Helsingissä' ~ 'Helsinki', 'října' ~
'říjen'; read per language in milliseconds, where simplemma itself takes seconds); the
Snowball stemmer of the phone's language ('Plzni' ~ 'Plzeň', 'Mikon' ~ 'Mikko'); and a shared
stem of 4+ letters with endings of up to two letters ('kavárnu' ~ 'Kavárna'), the weakest.
docs/phone.md ("Matching") gives the measurements behind this split.
"""

from __future__ import annotations

import gzip
import re
from bisect import bisect_left
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from orvena_bench.folding import fold

#: Bench language -> Snowball algorithm (snowballstemmer 3.1). Croatian reads with the
#: Serbian stemmer, which covers both scripts; uk, bg, sl, lv have none.
SNOWBALL: dict[str, str] = {
    "ar": "arabic", "cs": "czech", "da": "danish", "de": "german", "el": "greek",
    "en": "english", "es": "spanish", "et": "estonian", "fi": "finnish", "fr": "french",
    "hi": "hindi", "hr": "serbian", "id": "indonesian", "it": "italian", "lt": "lithuanian",
    "nb": "norwegian", "nl": "dutch", "pl": "polish", "pt": "portuguese", "ru": "russian",
    "sv": "swedish", "tr": "turkish",
}  # fmt: skip

#: Bench language -> simplemma language code, for the languages whose dictionary the name
#: table is made from (simplemma has none for ja, ko, zh, vi).
SIMPLEMMA_LANGUAGES: dict[str, str] = {
    lang: lang
    for lang in "ar bg cs da de el en es et fi fr hi id it lt lv nb nl pl pt ru sl sv tr uk".split()
} | {"hr": "hbs"}

NAME_FORMS = Path(__file__).resolve().parent / "data" / "name_forms"

_MIN_STEM = 4


def cheap_forms_agree(a: str, b: str) -> bool:
    """Two folded words sharing a stem of 4+ letters and differing only in endings of up to
    two letters after it ('kavarnu', 'kavarna'), a word of 3 letters and that word with an
    ending of up to two ('ema', 'emale'), or a name whose last vowel drops or changes before
    an ending ('jackiem', 'jacek'); 'kavalir' stays apart from 'kavarna'."""
    if shared_stem(a, b):
        return True
    stem = _common(a, b)
    if stem == 3 == min(len(a), len(b)) and max(len(a), len(b)) <= 5:
        return True
    if stem == 3 and len(a) == len(b) == 4 and a[3] in _VOWELS and b[3] in _VOWELS:
        return True  # Russian 'Леше' of 'Лёша'
    return _changed_vowel(a, b) or _changed_vowel(b, a)


def _common(a: str, b: str) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def shared_stem(a: str, b: str) -> bool:
    """The strict part of `cheap_forms_agree`: a stem of 4+ letters, endings of up to two."""
    stem = _common(a, b)
    return stem >= 4 and stem >= max(len(a), len(b)) - 2


_VOWELS = frozenset("aeiouyаеиоуыэюяіїєαεηιουωаъ")
_FLEETING = re.compile(r"(.{2,}?)([aeiouyаеиоуыэюяіїєъ])([^aeiouyаеиоуыэюяіїєъ])")


def _changed_vowel(form: str, base: str) -> bool:
    """A name whose last vowel drops or changes, or whose last consonant weakens, when an
    ending is added: Polish 'Jackiem' of 'Jacek', 'Pawłowi' of 'Paweł', Slovene 'Petrom' of
    'Peter', Ukrainian 'Федорові' of 'Федір', Estonian 'Jaagule' of 'Jaak'."""
    if len(base) < 4 or form[:2] != base[:2]:
        return False
    fleeting = _FLEETING.fullmatch(base)
    if not fleeting:
        return False
    head, _, last = fleeting.groups()
    rest = form[len(head) :]
    for middle in ("", *_VOWELS):
        for consonant in {last, *_WEAK_GRADE.get(last, ())}:
            stem = middle + consonant
            if rest.startswith(stem) and 0 < len(rest) - len(stem) <= 3 and rest[len(stem)] in _VOWELS:
                return True
    return False


#: Finnic consonant gradation: a final consonant's weak grade before an ending (Estonian
#: 'Jaagule' of 'Jaak', Finnish 'kadulla' of 'katu').
_WEAK_GRADE = {"k": ("g",), "t": ("d",), "p": ("b", "v")}


@cache
def _stemmer(language: str) -> Any:
    import snowballstemmer  # imported on first use: the CLI's cold start never pays for it

    return snowballstemmer.stemmer(SNOWBALL[language])


@lru_cache(maxsize=65536)
def stem(word: str, language: str) -> str:
    """The folded Snowball stem of a lower-cased, unfolded word ('plzni' -> 'plzn');
    the word folded when the language has no stemmer."""
    if language not in SNOWBALL:
        return fold(word)
    return fold(_stemmer(language).stemWord(word))


def stems_agree(a: str, b: str, language: str) -> bool:
    """Whether the stemmer of `language` gives two lower-cased, unfolded words one stem of 4+
    letters, or of 3 when it is one of the words ('ema', 'emale'). Stemmers read accents ('plzeň' and 'plzni' share 'plzn', 'plzen' would not)."""
    if language not in SNOWBALL or a == b:
        return a == b
    left = stem(a, language)
    whole = left in (fold(a), fold(b))  # 'ema' is its own stem, and that of 'emale'
    return len(left) >= (3 if whole else _MIN_STEM) and left == stem(b, language)


@cache
def _name_forms(language: str) -> list[str]:
    """The sorted `form<TAB>base` lines of one language's table (Polish, the largest, reads
    in about 10 ms); empty for languages without one."""
    path = NAME_FORMS / f"{language}.tsv.gz"
    if not path.is_file():
        return []
    return gzip.decompress(path.read_bytes()).decode().splitlines()


def base_forms(word: str, language: str) -> frozenset[str]:
    """The base forms of a folded word form from the table ('helsingissa' -> {'helsinki'};
    'pavla' -> {'pavel'}, the genitive, though Pavla is also a name), empty when unknown."""
    lines = _name_forms(language)
    key = word + "\t"
    at = bisect_left(lines, key)
    if at < len(lines) and lines[at].startswith(key):
        return frozenset(lines[at][len(key) :].split(","))
    return frozenset()


def relation(a: str, b: str, raw_a: str, raw_b: str, language: str) -> str:
    """How a query word `a` and an item word `b` (folded; lower case with accents: `raw_a`,
    `raw_b`) are forms of one word in `language`:

    * 'dictionary': the table gives one as a form of the other ('plzni' of 'plzen');
    * 'stem': the stemmer gives them one stem;
    * 'ending': a guess: the cheap ending rule, or forms of one base that are neither it
      (Czech 'pavlovi' and 'pavla' are both forms of Pavel, yet Pavla is also a name);
    * '' otherwise.

    A word the table knows as a form of a third word is only an 'ending' match for anything
    else: Croatian 'Petru' is 'Petar', so the stem it shares with 'Petra' is a guess.
    """
    if a == b:
        return "dictionary"
    plain_a, plain_b = fold(raw_a), fold(raw_b)  # the table's spelling, before respelling
    bases_a, bases_b = base_forms(plain_a, language), base_forms(plain_b, language)
    if plain_b in bases_a or plain_a in bases_b:
        return "dictionary"
    if bases_a & bases_b:
        return "ending"
    found = "stem" if stems_agree(raw_a, raw_b, language) else "ending" if cheap_forms_agree(a, b) else ""
    return "ending" if found and (bases_a or bases_b) else found
