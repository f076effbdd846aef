"""The text pieces every tool answer is built from, so all tools write times the same way.

Dates are ISO (`2026-11-05`) so checks and models can find them, preceded by the weekday
in the phone's language from CLDR (`Thursday`, `jeudi`); times are 24-hour `HH:MM` in the
phone's zone. Items are one line each: fields joined by ' · ', ending with '(id …)'.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime

from babel import Locale
from babel.dates import format_date

from .schema import When

SEPARATOR = " · "


def weekday(day: date, loc: Locale) -> str:
    """The weekday's full name in the phone's language."""
    return format_date(day, "EEEE", locale=loc)


def day(value: date, loc: Locale) -> str:
    """`Thursday 2026-11-05`."""
    return f"{weekday(value, loc)} {value.isoformat()}"


def hm(moment: datetime) -> str:
    """`07:30`."""
    return moment.strftime("%H:%M")


def moment(value: datetime, loc: Locale) -> str:
    """`Thursday 2026-11-05 07:30`."""
    return f"{day(value.date(), loc)} {hm(value)}"


def when(value: When, loc: Locale) -> str:
    """A moment, or just the day when it has no time."""
    return moment(value.at, loc) if value.has_time else day(value.at.date(), loc)


def span(start: datetime, end: datetime, all_day: bool, loc: Locale) -> str:
    """`Thursday 2026-11-05 10:00–11:00`, `Thursday 2026-11-05 all day`, or a range of days.

    For all-day spans `end` is the last day (inclusive).
    """
    if all_day:
        if end.date() <= start.date():
            return f"{day(start.date(), loc)} all day"
        return f"{day(start.date(), loc)} – {day(end.date(), loc)} all day"
    if end.date() == start.date():
        return f"{moment(start, loc)}–{hm(end)}"
    return f"{moment(start, loc)} – {moment(end, loc)}"


def number(value: float) -> str:
    """`8421`, `7.2`, `12` — no thousands separators, so data and answers compare as written."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.2f}".rstrip("0").rstrip(".")


def minutes(value: float) -> str:
    """`45 min`, `1 h 5 min`, `2 h`, `1 min 30 s`."""
    hours, rest = divmod(round(value * 60), 3600)
    mins, secs = divmod(rest, 60)
    parts = [f"{hours} h" if hours else "", f"{mins} min" if mins else "", f"{secs} s" if secs else ""]
    return " ".join(p for p in parts if p) or "0 min"


def on_off(value: bool) -> str:
    """`on` or `off`, as settings are shown."""
    return "on" if value else "off"


def count(n: int, singular: str, plural: str | None = None) -> str:
    """`1 event`, `3 events`."""
    return f"{n} {singular if n == 1 else (plural or singular + 's')}"


def line(parts: Iterable[str | None], item_id: str | None = None) -> str:
    """Fields joined by ' · ' (empty ones left out), ending with '(id …)' when given."""
    text = SEPARATOR.join(p for p in parts if p)
    return f"{text} (id {item_id})" if item_id else text


def listing(header: str, lines: list[str], empty: str) -> str:
    """A header line and one '- ' line per item, or `empty` when there are none."""
    if not lines:
        return empty
    return "\n".join([header, *(f"- {text}" for text in lines)])


def joined(values: Iterable[str]) -> str:
    """`Anna, Ben` — a plain comma list."""
    return ", ".join(v for v in values if v)
