"""The common words of each bench language, which the language check never removes as copied text.

They come from wordfreq's lists of the most frequent words (copied into data/common_words by
scripts/make_common_words.py, so nothing is loaded from wordfreq at run time) plus the words
the language's settling group declares; Estonian, which wordfreq lacks, has only the latter.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from .language_groups import GROUPS

DATA = Path(__file__).parent / "data" / "common_words"


@cache
def ranked_words(code: str) -> tuple[str, ...]:
    """wordfreq's most frequent words of `code`, most frequent first; empty for a language with no list."""
    path = DATA / f"{code}.txt"
    return tuple(path.read_text(encoding="utf-8").split()) if path.is_file() else ()


def declared_words(code: str) -> frozenset[str]:
    """The function words the settling groups declare for `code`."""
    return frozenset().union(*(m.words for g in GROUPS for m in g.members if m.code == code))


@cache
def common_words(code: str) -> frozenset[str]:
    """Case-folded common words of `code`: wordfreq's list and the declared function words."""
    return frozenset(ranked_words(code)) | declared_words(code)


@cache
def function_words(code: str, top: int = 200) -> frozenset[str]:
    """The declared function words of `code` and its `top` most frequent words."""
    return frozenset(ranked_words(code)[:top]) | declared_words(code)
