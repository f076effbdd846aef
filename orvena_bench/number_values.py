"""A number in an answer check means that number, not its digits inside a longer one.

Substring tests after folding would let `4 min` pass in `14 min` and `12 €` in `112 €`: the
plausible wrong answer a model gives. A value that starts or ends with a digit is matched only
where no digit touches it. A separator may: `176` stays in `176,7 °C` (more precision), `1989`
in `9.11.1989` and `15.08` in `15.08.2026` (dates), so these are not boundaries. A value that
ends in a decimal fraction may be followed by more of its digits: `87,6` is in `87,60` and
`3.3` in `3.3058` (the same number, written more precisely).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .folding import fold

_START = r"(?<!\d)"
_END = r"(?!\d)"
_FRACTION = re.compile(r"\d[.,]\d+$")


class NumberValue(str):
    """An answer-check value with a digit at an edge, as written, matched on digit boundaries."""

    folded: str

    def __new__(cls, value: str) -> NumberValue:
        number = super().__new__(cls, value)
        number.folded = fold(value).strip()
        return number

    def found_in(self, folded: str) -> bool:
        """A substring test first (most answers lack the value), then the boundaries."""
        return self.folded in folded and _pattern(self.folded).search(folded) is not None


@lru_cache(maxsize=65536)
def _pattern(folded: str) -> re.Pattern[str]:
    start = _START if folded[0].isdigit() else ""
    end = _END if folded[-1].isdigit() and not _FRACTION.search(folded) else ""
    return re.compile(start + re.escape(folded) + end)


def number_value(value: str) -> str:
    """`value` as a NumberValue when its folded form starts or ends with a digit, else unchanged."""
    folded = fold(value).strip()
    if folded and (folded[0].isdigit() or folded[-1].isdigit()):
        return NumberValue(value)
    return value
