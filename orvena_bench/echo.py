"""Whether an answer says anything of its own beyond the user's words.

A form the user typed (`half 7`, `my sister`) is what a careful answer repeats when it confirms
("Alarm set for half 7"), so it may fill a check; but an answer made only of the request's own
words confirms nothing, and the audit's echo probe (the request given back as the answer) must
fail. The line between the two: at least one word of the answer that the request does not hold.
"""

from __future__ import annotations

from functools import lru_cache

from .folding import WORD, text_width

#: A word shorter than this ('ok', 'ja') adds nothing of its own; a wide character counts twice.
MIN_WIDTH = 3


@lru_cache(maxsize=4096)
def words(folded: str) -> frozenset[str]:
    """The words of a folded text that are long enough to say something."""
    return frozenset(w for w in WORD.findall(folded) if text_width(w) >= MIN_WIDTH and not w.isdigit())


def says_more_than(folded_answer: str, folded_said: str) -> bool:
    """Whether the answer holds a word of its own, one the request and history do not."""
    return bool(words(folded_answer) - words(folded_said))
