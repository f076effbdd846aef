"""Opening hours of a place: the text a scenario writes, and whether it is open at a moment.

Hours are written per weekday as `"mon": "09:00-18:00"`, several ranges separated by commas
(`"12:00-15:00, 18:00-22:00"`), `"closed"` or `"24h"`; a range may run past midnight
(`"18:00-02:00"`). A weekday that is not given is unknown, not closed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, time, timedelta

#: Weekday keys in Python's order (Monday is 0), used by hours and alarm repeats alike.
WEEKDAYS: tuple[str, ...] = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")

_RANGE = re.compile(r"([01]?\d|2[0-4]):([0-5]\d)\s*[-–—]\s*([01]?\d|2[0-4]):([0-5]\d)")
_CLOSED = {"closed", ""}
_ALL_DAY = {"24h", "24 h", "open 24 hours", "00:00-24:00"}


@dataclass(frozen=True, slots=True)
class Opening:
    """One opening range on a weekday, in minutes after midnight (end may pass 24:00)."""

    start: int
    end: int


def parse_day(text: str) -> tuple[Opening, ...]:
    """The ranges of one weekday's text; ValueError when it cannot be read."""
    text = text.strip().lower()
    if text in _CLOSED:
        return ()
    if text in _ALL_DAY:
        return (Opening(0, 24 * 60),)
    ranges = []
    for part in text.split(","):
        match = _RANGE.fullmatch(part.strip())
        if not match:
            raise ValueError(
                f"{part.strip()!r} is not an opening range (write '09:00-18:00', 'closed' or '24h')"
            )
        h1, m1, h2, m2 = (int(g) for g in match.groups())
        start, end = h1 * 60 + m1, h2 * 60 + m2
        ranges.append(Opening(start, end if end > start else end + 24 * 60))
    return tuple(ranges)


def hours_problem(hours: dict[str, str]) -> str | None:
    """Why a place's `hours` object cannot be read, or None (the data model's check)."""
    for key, text in hours.items():
        if key not in WEEKDAYS:
            return f"unknown weekday {key!r} (use {', '.join(WEEKDAYS)})"
        try:
            parse_day(text)
        except ValueError as exc:
            return f"{key}: {exc}"
    return None


@dataclass(frozen=True, slots=True)
class OpenState:
    """Whether a place is open at a moment, and until when, or when it opens next."""

    open: bool
    until: datetime | None = None  # closing time when open
    next_open: datetime | None = None  # next opening when closed


def _intervals(hours: dict[str, str], day: datetime) -> list[tuple[datetime, datetime]]:
    """Opening intervals that start on the calendar day of `day` (a midnight)."""
    text = hours.get(WEEKDAYS[day.weekday()])
    if text is None:
        return []
    return [(day + timedelta(minutes=o.start), day + timedelta(minutes=o.end)) for o in parse_day(text)]


def open_state(hours: dict[str, str], now: datetime) -> OpenState | None:
    """Open or closed at `now` (a local wall time), or None when the hours say nothing."""
    if not hours:
        return None
    midnight = datetime.combine(now.date(), time(), now.tzinfo)
    days = [midnight + timedelta(days=n) for n in range(-1, 8)]
    intervals: list[tuple[datetime, datetime]] = []
    for start, end in sorted(iv for day in days for iv in _intervals(hours, day)):
        if intervals and start <= intervals[-1][1]:  # runs on without a break (e.g. 24h days)
            intervals[-1] = (intervals[-1][0], max(end, intervals[-1][1]))
        else:
            intervals.append((start, end))
    for start, end in intervals:
        if start <= now < end:
            return OpenState(True, until=end)
    upcoming = [start for start, _ in intervals if start > now]
    return OpenState(False, next_open=min(upcoming, default=None))
