"""The one comparison rule (docs/scoring.md): fold both sides, then test for a substring.

Answers and arguments are compared case- and accent-insensitively so that `Zurich`
finds `Zürich` and `7:30` finds `７:３０`, while letters of scripts without case or
accents (CJK, kana, Hangul, Arabic, Devanagari) are left as they are: transliterating
them would make unrelated words equal.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from unidecode import unidecode

_SPACES = re.compile(r"\s+")

#: A word: letters and digits with the combining marks written on them. Python's \w leaves
#: out vowel signs and viramas (Devanagari 'जयपुर' would split into 'जयप' and 'र') and Arabic
#: harakat, so the blocks of combining marks are added explicitly.
_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed"
    "\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u0981-\u0983\u09bc-\u09d7"
    "\u0a01-\u0a03\u0a3c-\u0a51\u0a81-\u0a83\u0abc-\u0acd\u0e31\u0e34-\u0e3a\u0e47-\u0e4e"
    "\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\u3099\u309a\ufe20-\ufe2f"
)
#: The characters of a word, for patterns that build on WORD.
WORD_CHARS = f"\\w{_MARKS}"
WORD = re.compile(f"[{WORD_CHARS}]+")
_STRIPPING_SCRIPTS = ("LATIN", "GREEK", "CYRILLIC")
#: Arabic short vowels, tanwin, shadda, sukun, the dagger alef and the tatweel: optional in
#: writing ('أجّلت' and 'أجلت' are one word), so they go; hamza and madda are letters and stay.
_ARABIC_OPTIONAL = frozenset(chr(c) for c in (*range(0x064B, 0x0653), *range(0x0656, 0x0660), 0x0670, 0x0640))


@lru_cache(maxsize=4096)
def _fold_char(ch: str) -> tuple[str, bool]:
    """What one decomposed, case-folded character becomes, and whether marks on it go."""
    if ch.isdecimal():
        return str(unicodedata.decimal(ch)), False
    if ch in "\u2019\u2018\u02bc\u2032":
        # phones and editors turn the apostrophe typographic: "j’ai" must meet "j'ai"
        return "'", False
    name = unicodedata.name(ch, "")
    if name.startswith("LATIN"):
        return (ch if ch.isascii() else unidecode(ch).lower() or ch), True
    if name.startswith(_STRIPPING_SCRIPTS):
        return ch, True
    return ch, False


def fold(text: str) -> str:
    """Fold `text` for comparison: NFKC, case fold, strip Latin/Greek/Cyrillic accents and
    Arabic vowel marks, map the remaining Latin letters through unidecode, collapse spaces,
    map digits to 0-9."""
    text = unicodedata.normalize("NFKC", text).casefold()
    if text.isascii():
        return _SPACES.sub(" ", text)
    out: list[str] = []
    strip_marks = False
    for ch in unicodedata.normalize("NFD", text):
        if ch in _ARABIC_OPTIONAL:
            continue
        if unicodedata.category(ch) == "Mn":
            if not strip_marks:
                out.append(ch)
            continue
        folded, strip_marks = _fold_char(ch)
        out.append(folded)
    return _SPACES.sub(" ", unicodedata.normalize("NFC", "".join(out)))


def text_width(text: str) -> int:
    """A text's length with a wide character (CJK, kana, Hangul) counted twice: two of them are a word."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


class FoldedText(str):
    """A folded text that remembers what was written, for needles that match words the way the
    phone does (person_values): declension is read on the written form, 'Verče' for 'Verča'."""

    original: str

    def __new__(cls, text: str) -> FoldedText:
        folded = super().__new__(cls, fold(text))
        folded.original = text
        return folded


#: Check strings repeat across thousands of run lines; answers do not, so only these are cached.
fold_needle = lru_cache(maxsize=65536)(fold)


def contains(folded_haystack: str, needle: str) -> bool:
    """Whether `needle`, folded, occurs in a haystack that was folded once by the caller.

    A needle that knows how to look for itself (a clock time's slot of renderings, see
    clock_phrases) is asked instead."""
    found_in = getattr(needle, "found_in", None)
    if found_in is not None:
        return found_in(folded_haystack)
    return fold_needle(needle) in folded_haystack
