"""Whether two words are forms of one word: declension, plurals and case endings.

Three layers, cheapest first, so a search never waits for a dictionary: a shared stem of 4+
letters with endings of up to two letters ('kavárnu' ~ 'Kavárna'); the Snowball stemmer of
the phone's language ('Plzni' ~ 'Plzeň', 'Mikon' ~ 'Mikko'); and, for names whose stem
changes beyond what a stemmer sees ('Helsingissä' ~ 'Helsinki', 'Łodzi' ~ 'Łódź'), a table
of declined name forms taken from simplemma's dictionaries by scripts/make_lemma_table.py.
docs/phone.md ("Matching") gives the measurements behind this split.
"""

from __future__ import annotations

import gzip
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
    two letters after it ('kavarnu', 'kavarna'); 'kavalir' stays apart from 'kavarna'."""
    stem = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return stem >= 4 and stem >= max(len(a), len(b)) - 2


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
    letters. Stemmers read accents ('plzeň' and 'plzni' share 'plzn', 'plzen' would not)."""
    if language not in SNOWBALL or a == b:
        return a == b
    left = stem(a, language)
    return len(left) >= _MIN_STEM and left == stem(b, language)


@cache
def _name_forms(language: str) -> list[str]:
    """The sorted `form<TAB>base` lines of one language's table (Polish, the largest, reads
    in about 10 ms); empty for languages without one."""
    path = NAME_FORMS / f"{language}.tsv.gz"
    if not path.is_file():
        return []
    return gzip.decompress(path.read_bytes()).decode().splitlines()


def base_form(word: str, language: str) -> str:
    """The base form of a folded name form from the table ('helsingissa' -> 'helsinki'),
    or the word itself."""
    lines = _name_forms(language)
    key = word + "\t"
    at = bisect_left(lines, key)
    return lines[at][len(key) :] if at < len(lines) and lines[at].startswith(key) else word


def forms_agree(a: str, b: str, raw_a: str, raw_b: str, language: str) -> bool:
    """Whether folded words `a` and `b` (unfolded lower case `raw_a`, `raw_b`) are forms of
    one word in `language`, by any of the three layers."""
    if a == b or cheap_forms_agree(a, b) or stems_agree(raw_a, raw_b, language):
        return True
    if not _name_forms(language):
        return False
    base_a, base_b = base_form(a, language), base_form(b, language)
    return base_a == b or base_b == a or (base_a == base_b and (base_a != a or base_b != b))
