"""The audit's locale probe: an answer check that needs a clock time or a decimal number must
accept the way the scenario's locale writes it.

An author who writes `19:30` for a Finnish phone rejects every Finnish answer that says
`19.30`, and one who writes `3.5` for a German phone rejects `3,5`. The probe renders each
such value in the locale's CLDR short time or decimal format (Babel) and reports a slot of
accepted strings none of which an answer written that way would contain. Spoken forms
("half eight", "7時半") cannot be derived from CLDR; authors add those as alternatives.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import time
from decimal import Decimal
from functools import lru_cache

from babel import Locale
from babel.dates import format_time
from babel.numbers import format_decimal

from . import vocab
from .folding import contains, fold
from .scenario import Scenario

_TIME = re.compile(
    r"(?<![\d.,:])([01]?\d|2[0-3])([:.])([0-5]\d)(?![\d.,:]*\d)(?:\s*([ap])\.?\s?m\b\.?)?", re.IGNORECASE
)
_DECIMAL = re.compile(r"(?<![\d.,:])(\d+)([.,])(\d+)(?![\d.,:]*\d)")
_DATE = re.compile(r"(0?[1-9]|[12]\d|3[01])[./](0[1-9]|1[0-2])")
_SHORT_DATE = re.compile(r"(0?[1-9]|[12]\d|3[01])[./](0?[1-9]|1[0-2])")
#: Forms that show a slot is about a date: ISO dates, '1. 8', '1.8.'.
_DATE_FORMS = re.compile(r"\d{4}-\d{2}-\d{2}|\b\d{1,2}\. \d{1,2}\b|\b\d{1,2}\.\d{1,2}\.")


@dataclass(frozen=True)
class Slot:
    """What the other strings of a slot say it is about, which decides how '7.30' is read."""

    times: bool  # it also accepts a colon time ('7:30')
    dates: bool  # it also accepts a date form ('2026-08-01', '1. 8', '1.8.')

    @classmethod
    def of(cls, accepted: tuple[str, ...]) -> Slot:
        return cls(
            any(m.group(2) == ":" for a in accepted for m in _TIME.finditer(a)),
            any(_DATE_FORMS.search(a) for a in accepted),
        )


@dataclass(frozen=True)
class LocaleMiss:
    """A check slot whose accepted strings miss the locale's own rendering of a value in them."""

    key: str
    value: str
    rendering: str
    accepted: tuple[str, ...]

    def detail(self) -> str:
        return (
            f"{self.key} accepts {', '.join(repr(a) for a in self.accepted)}; "
            f"the locale writes {self.value!r} as {self.rendering!r}, which none of them matches"
        )


@lru_cache(maxsize=64)
def _symbols(locale: str) -> tuple[str, str, str]:
    """The locale's short-time separator, decimal symbol and group symbol."""
    loc = Locale.parse(locale)
    short = format_time(time(19, 30), "short", locale=loc)
    separator = "." if "19.30" in short or "7.30" in short else ":"
    return separator, loc.number_symbols["latn"]["decimal"], loc.number_symbols["latn"]["group"]


def _already_rendered(value: str, hour: int, minute: int, locale: str) -> bool:
    """Whether '4:00' sits inside the locale's own 12-hour form ('오후 4:00', '7:00 م').

    A day period the locale writes before the time, or in its own script, is no Latin
    'pm' the pattern can see; the string is then already what the probe would render.
    """
    if hour > 12:
        return False
    said = fold(value)
    hours = {hour % 12, hour % 12 + 12}
    # a check string may leave off the rendering's closing dot ('4:00 μ.μ' for '4:00 μ.μ.')
    return any(fold(format_time(time(h, minute), "short", locale=locale)).rstrip(".") in said for h in hours)


def renderings(value: str, locale: str, slot: Slot) -> Iterator[tuple[str, str]]:
    """Each clock time or decimal number in `value` with the locale's rendering of it.

    `7.30` is read as a time only when the locale writes times so or the slot also accepts
    `7:30`, and never when it is also a date (`6.11`); in a slot about dates, `1.8` is a date too.
    """
    separator, decimal, _ = _symbols(locale)
    for m in _TIME.finditer(value):
        if m.group(2) == "." and separator != "." and (not slot.times or _DATE.fullmatch(m.group(0))):
            continue
        hour, minute, half = int(m.group(1)), int(m.group(3)), (m.group(4) or "").lower()
        if half and 1 <= hour <= 12:
            hour = hour % 12 + (12 if half == "p" else 0)
        elif _already_rendered(value, hour, minute, locale):
            continue
        yield m.group(0), format_time(time(hour, minute), "short", locale=locale)
    for m in _DECIMAL.finditer(value):
        whole, mark, fraction = m.groups()
        if _TIME.fullmatch(m.group(0)) or _DATE.fullmatch(m.group(0)):
            continue  # '7.30' and '27.11' are a time and a date far more often than a number
        if slot.dates and _SHORT_DATE.fullmatch(m.group(0)):
            continue
        if len(fraction) == 3 and mark != decimal:
            continue  # a grouped whole number ('1.500' in German), not a decimal
        number = Decimal(f"{whole}.{fraction}")
        pattern = "#,##0." + "0" * len(fraction)
        yield m.group(0), format_decimal(number, format=pattern, locale=locale)


def _slots(scenario: Scenario) -> Iterator[tuple[str, tuple[str, ...]]]:
    """Each set of strings of which an answer must contain one: one per `answer` value, the whole
    of `answerAny`, each group of `answerGroups`."""
    for check in scenario.expect.answer:
        match check.key.quantifier:
            case vocab.Quantifier.ALL:
                yield from ((check.key.name, (v,)) for v in check.values)
            case vocab.Quantifier.ANY:
                yield check.key.name, tuple(check.values)
            case vocab.Quantifier.GROUPS:
                yield from ((check.key.name, tuple(g)) for g in check.values)


def locale_misses(scenario: Scenario) -> list[LocaleMiss]:
    """Slots that reject a time or decimal written the scenario locale's way."""
    locale = scenario.phone.get("locale")
    if not isinstance(locale, str):
        return []
    misses = []
    for key, accepted in _slots(scenario):
        slot = Slot.of(accepted)
        for value in accepted:
            for written, rendering in renderings(value, locale, slot):
                # the accepted string as the locale would write it: would the slot accept that?
                shown = fold(value.replace(written, rendering))
                if not any(contains(shown, a) for a in accepted):
                    misses.append(LocaleMiss(key, written, rendering, accepted))
    return misses
