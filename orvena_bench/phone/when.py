"""Times in tool arguments: ISO 8601 local times in, aware moments and date ranges out.

A model writes `2026-11-05T10:00` (the phone's zone), `2026-11-05` (a whole day), or a
time with an offset (converted to the phone's zone). One reading serves every tool, so a
date means the same thing to list_events as to search_photos.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from babel import Locale

from orvena_bench.clock import ClockError, TimeContext, localize

from . import formats
from .errors import ToolError
from .schema import When, read_when

_HINT = "use ISO 8601, e.g. 2026-11-05T10:00 or 2026-11-05"


def arg_when(args: dict[str, Any], key: str, ctx: TimeContext) -> When | None:
    """Argument `key` as a moment or whole day, None when absent; ToolError when unreadable."""
    value = args.get(key)
    if value is None:
        return None
    try:
        return read_when(value, ctx)
    except (ClockError, ValueError) as exc:
        raise ToolError(f"'{key}': {value!r} is not a date or time ({_HINT})") from exc


def arg_day(args: dict[str, Any], key: str, ctx: TimeContext) -> date | None:
    """Argument `key` as a calendar day (a date-time gives its day)."""
    when = arg_when(args, key, ctx)
    return when.at.date() if when else None


def day_start(day: date, ctx: TimeContext) -> datetime:
    """Local midnight starting `day` (or the first moment of the day after a DST gap)."""
    return localize(datetime.combine(day, time()), ctx.tz)


def when_start(when: When, ctx: TimeContext) -> datetime:
    """The first moment `when` covers."""
    return when.at if when.has_time else day_start(when.at.date(), ctx)


def when_end(when: When, ctx: TimeContext) -> datetime:
    """The moment right after `when`: the next midnight for a whole day, itself otherwise."""
    return when.at if when.has_time else day_start(when.at.date() + timedelta(days=1), ctx)


@dataclass(frozen=True, slots=True)
class Span:
    """A half-open range of moments [start, end); None on a side means unbounded."""

    start: datetime | None
    end: datetime | None

    def contains(self, moment: datetime) -> bool:
        """Whether `moment` lies in the span."""
        return (self.start is None or moment >= self.start) and (self.end is None or moment < self.end)

    def overlaps(self, start: datetime, end: datetime) -> bool:
        """Whether [start, end) meets this span (a zero-length item counts at its start)."""
        if end <= start:
            return self.contains(start)
        return (self.end is None or start < self.end) and (self.start is None or end > self.start)

    @property
    def _single_day(self) -> bool:
        """Whether the span is exactly one calendar day, midnight to midnight."""
        if self.start is None or self.end is None:
            return False
        return (
            self.start.time() == time()
            and self.end.time() == time()
            and self.end.date() == self.start.date() + timedelta(days=1)
        )

    @property
    def bounded(self) -> bool:
        """Whether either side is bounded."""
        return self.start is not None or self.end is not None

    def describe(self, loc: Locale) -> str:
        """'from Wednesday 2026-11-04 to Tuesday 2026-11-10' (end shown inclusively)."""
        if self._single_day:
            assert self.start is not None
            return "on " + formats.day(self.start.date(), loc)
        parts = []
        if self.start is not None:
            parts.append("from " + _edge(self.start, loc))
        if self.end is not None:
            # A midnight end closes the day before; any other end is shown as it is.
            last = self.end - timedelta(microseconds=1) if self.end.time() == time() else self.end
            parts.append("to " + _edge(last, loc))
        return " ".join(parts)


def _edge(moment: datetime, loc: Locale) -> str:
    if moment.time() in (time(), time(23, 59, 59, 999999)):
        return formats.day(moment.date(), loc)
    return formats.moment(moment, loc)


def arg_span(
    args: dict[str, Any],
    ctx: TimeContext,
    *,
    default: Span,
    open_start: datetime | None,
    open_end: bool = False,
) -> Span:
    """The range given by 'from' and 'to'; a date as 'to' includes the whole day.

    Neither given: `default`. Only 'to': from `open_start` (None: unbounded). Only 'from':
    onwards when `open_end`, else just that day (list_events reads 'from' as 'on').
    """
    start, end = arg_when(args, "from", ctx), arg_when(args, "to", ctx)
    if start is None and end is None:
        return default
    lo = when_start(start, ctx) if start else open_start
    if end is not None:
        hi: datetime | None = when_end(end, ctx)
    elif open_end:
        hi = None
    else:
        assert lo is not None
        hi = day_start(lo.date() + timedelta(days=1), ctx)
    if lo is not None and hi is not None and hi <= lo:
        raise ToolError("'to' must come after 'from'")
    return Span(lo, hi)


def after(moment: datetime, delta: timedelta) -> datetime:
    """`moment` plus elapsed time (DST-correct, unlike adding to a local wall time)."""
    return (moment.astimezone(UTC) + delta).astimezone(moment.tzinfo)


def at_clock_time(day: date, hour: int, minute: int, ctx: TimeContext) -> datetime:
    """The local moment `hour:minute` on `day`."""
    return localize(datetime.combine(day, time(hour, minute)), ctx.tz)


def arg_moment(args: dict[str, Any], key: str, ctx: TimeContext, *, future: bool = False) -> datetime:
    """Required argument `key` as a moment with a time of day (and in the future if asked)."""
    when = arg_when(args, key, ctx)
    if when is None:
        raise ToolError(f"'{key}' is required")
    if not when.has_time:
        raise ToolError(f"'{key}' needs a time of day, e.g. {when.at.date().isoformat()}T07:30")
    now = ctx.clock.now(ctx.tz)
    if future and when.at <= now:
        raise ToolError(
            f"'{key}' {args[key]!r} is not in the future; the phone's time is "
            f"{formats.moment(now, ctx.locale)}"
        )
    return when.at
