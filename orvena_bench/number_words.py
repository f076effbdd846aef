"""A whole number said in words, the way an answer may write a figure: `sześćdziesiąt pięć` for 65.

Forms come from num2words (CLDR has no spell-out data in Babel), for the bench languages it
knows; Croatian reads as Serbian Latin, Norwegian Bokmål as `no`. A compound is also written
with a space or hyphen between tens and units (`altmış beş`, `twenty five`). Only numbers from
10 up are spelled: the words for one to nine turn up in every sentence ('one more thing').
Matched on word boundaries, and never next to another number word (nor one word further back,
past an 'and'), so `pięć` is not 5 inside
`sześćdziesiąt pięć` and `twenty` is not 20 inside `twenty-five`. Scripts written without
spaces (zh, ja, ko) keep to digits, as their answers do.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .folding import fold

#: Our language -> num2words' name for it; a bench language not listed has no spelled forms.
NUM2WORDS: dict[str, str] = {
    "ar": "ar", "cs": "cs", "da": "da", "de": "de", "en": "en", "es": "es", "fi": "fi", "fr": "fr",
    "hr": "sr", "id": "id", "it": "it", "lt": "lt", "lv": "lv", "nb": "no", "nl": "nl", "pl": "pl",
    "pt": "pt", "ru": "ru", "sl": "sl", "sv": "sv", "tr": "tr", "uk": "uk", "vi": "vi",
}  # fmt: skip

#: The smallest number spelled out.
SMALLEST = 10
_LARGEST = 9999
_WORD = re.compile(r"[^\W\d_]+")


def _spell(n: int, lang: str) -> str:
    from num2words import num2words  # imported on first use: most runs never spell a number

    return fold(num2words(n, lang=lang))


@lru_cache(maxsize=4096)
def spelled(n: int, language: str) -> tuple[str, ...]:
    """The folded ways of writing `n` in words, longest first; () when not spelled."""
    lang = NUM2WORDS.get(language)
    if lang is None or not SMALLEST <= n <= _LARGEST:
        return ()
    forms = {_spell(n, lang)}
    tens, units = divmod(n, 10)
    if n < 100 and tens >= 2 and units:
        head, tail = _spell(10 * tens, lang), _spell(units, lang)
        forms |= (
            {f"{head} {tail}", f"{head}-{tail}", f"{tail} {head}"}
            if lang == "ar"
            else {f"{head} {tail}", f"{head}-{tail}"}
        )
    if lang == "ar":  # 'و' joins the next word, and speech uses the oblique tens ('وعشرين')
        forms |= {f.replace("و ", "و") for f in forms}
        forms |= {re.sub(r"ون\b", "ين", f) for f in forms}
    return tuple(sorted(forms, key=len, reverse=True))


@lru_cache(maxsize=64)
def number_vocabulary(language: str) -> frozenset[str]:
    """Every word that is part of a number in the language (1..19, the tens, the hundreds)."""
    lang = NUM2WORDS.get(language)
    if lang is None:
        return frozenset()
    numbers = [*range(1, 20), *range(20, 100, 10), *range(100, 1000, 100), 1000]
    return frozenset(w for n in numbers for w in _WORD.findall(_spell(n, lang)) if len(w) > 1)


@lru_cache(maxsize=4096)
def _pattern(form: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(form) + r"(?![\w-])")


def said_in(folded: str, n: int, language: str) -> bool:
    """Whether `n` is written out in words in a folded text, standing alone as a number."""
    vocabulary = number_vocabulary(language)
    for form in spelled(n, language):
        if form not in folded:
            continue
        for match in _pattern(form).finditer(folded):
            # two words back, so 'and' in 'one hundred and fifteen' does not hide 'hundred'
            before = _WORD.findall(folded[max(0, match.start() - 40) : match.start()])[-2:]
            after = _WORD.findall(folded[match.end() : match.end() + 40])[:1]
            if not any(w in vocabulary for w in (*before, *after)):
                return True
    return False
