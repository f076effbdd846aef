"""The fixed moment, relative times and the brace tokens that expand against them (docs/formats.md).

Every scenario starts at the same local wall-clock moment in its phone's time zone. Time
zones are read from the `tzdata` package, never from the host, so two machines expand a
token to the same text; weekday names and long dates come from CLDR through Babel.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from enum import Enum
from functools import cache, lru_cache
from importlib import resources
from zoneinfo import ZoneInfo

from babel import Locale, UnknownLocaleError
from babel.dates import format_date, format_time
from dateutil.relativedelta import relativedelta

#: The moment every scenario starts at, as a local wall-clock time (Wednesday).
FIXED_MOMENT = datetime(2026, 11, 4, 10, 30)


class ClockError(ValueError):
    """A relative time, token, zone or locale that cannot be read; the message says why."""


#: The moments the clock supports: a day inside Python's datetime range at either end, so
#: converting any of them to any zone's offset stays in range.
EARLIEST = datetime(2, 1, 1)
LATEST = datetime(9998, 12, 31, 23, 59, 59)
#: An amount with more digits than this is beyond the supported range in any unit (minutes included).
MAX_AMOUNT_DIGITS = 9
_RANGE = f"the clock supports {EARLIEST.date()} to {LATEST.date()}"


def in_range(moment: datetime, what: str) -> datetime:
    """`moment` if it lies in the supported range (compared as wall time), else a ClockError naming `what`."""
    if not EARLIEST <= moment.replace(tzinfo=None) <= LATEST:
        raise ClockError(f"{what} is {moment.date()}, out of range ({_RANGE})")
    return moment


# ---------------------------------------------------------------------------- zones, locales


@lru_cache(maxsize=1)
def _tzdata_zone_names() -> frozenset[str]:
    text = resources.files("tzdata").joinpath("zones").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip())


@cache
def zone(name: str) -> ZoneInfo:
    """The IANA zone `name` as the tzdata package defines it (not the host's copy)."""
    if name not in _tzdata_zone_names():
        raise ClockError(f"unknown time zone {name!r} (not an IANA zone in tzdata)")
    parts = name.split("/")
    with resources.files("tzdata.zoneinfo").joinpath(*parts).open("rb") as handle:
        return ZoneInfo.from_file(handle, key=name)


@cache
def locale(name: str) -> Locale:
    """The CLDR locale `name` (`en_IE`, `fr-FR`), or a ClockError naming it."""
    try:
        return Locale.parse(name.replace("-", "_"))
    except (UnknownLocaleError, ValueError, TypeError) as exc:
        raise ClockError(f"unknown locale {name!r}") from exc


# ---------------------------------------------------------------------------- relative times

_UNIT_PATTERN = r"(?:mo|y|w|d|h|m)"
_PART = re.compile(rf"(\d+)({_UNIT_PATTERN})")
_TIME = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)")
_CALENDAR_UNITS = {"y": "years", "mo": "months", "w": "weeks", "d": "days"}
_ELAPSED_UNITS = {"h": "hours", "m": "minutes"}


@dataclass(frozen=True)
class RelativeTime:
    """An offset from the fixed moment and/or a time of day: `+1d 10:00`, `-2h`, `10:00`."""

    calendar: relativedelta
    elapsed: timedelta
    time_of_day: tuple[int, int] | None


_RELATIVE = re.compile(
    rf"(?:(?P<sign>[+-])(?P<parts>(?:\d+{_UNIT_PATTERN})+))?"
    rf"(?P<sep>\s*)"
    rf"(?:(?P<hh>[01]?\d|2[0-3]):(?P<mm>[0-5]\d))?"
)


def parse_relative(text: str) -> RelativeTime:
    """Read a relative time, or raise ClockError saying what is wrong with it."""
    text = text.strip()
    match = _RELATIVE.fullmatch(text)
    if not text or not match or (match["parts"] is None and match["hh"] is None):
        raise ClockError(
            f"{text!r} is not a relative time (expected e.g. '+1d 10:00', '-2h', '+1mo', '10:00')"
        )
    if match["sep"] and (match["parts"] is None or match["hh"] is None):
        raise ClockError(f"{text!r} is not a relative time (stray space)")
    sign = -1 if match["sign"] == "-" else 1
    calendar: dict[str, int] = {}
    elapsed: dict[str, int] = {}
    for amount, unit in _PART.findall(match["parts"] or ""):
        if len(amount.lstrip("0")) > MAX_AMOUNT_DIGITS:
            raise ClockError(f"{text[:40]!r}: the amount {amount[:12]}... is out of range ({_RANGE})")
        target = calendar if unit in _CALENDAR_UNITS else elapsed
        field = _CALENDAR_UNITS.get(unit) or _ELAPSED_UNITS[unit]
        target[field] = target.get(field, 0) + sign * int(amount)
    time_of_day = (int(match["hh"]), int(match["mm"])) if match["hh"] is not None else None
    try:
        return RelativeTime(relativedelta(**calendar), timedelta(**elapsed), time_of_day)
    except (OverflowError, ValueError):
        raise ClockError(f"{text[:40]!r} is out of range ({_RANGE})") from None


def localize(wall: datetime, tz: ZoneInfo) -> datetime:
    """Attach `tz` to a wall time: a time in a DST gap moves forward, an ambiguous one is the first."""
    first = wall.replace(tzinfo=tz, fold=0)
    try:
        return first.astimezone(UTC).astimezone(tz)
    except (OverflowError, ValueError):
        raise ClockError(f"{wall.isoformat()} is out of range ({_RANGE})") from None


@dataclass(frozen=True)
class Clock:
    """The run's fixed moment as a local wall-clock time; `--clock` builds another one."""

    wall: datetime = FIXED_MOMENT

    @classmethod
    def parse(cls, text: str) -> Clock:
        """Read `--clock`: a local date-time without offset (the same wall time in every zone)."""
        try:
            value = datetime.fromisoformat(text)
        except ValueError as exc:
            raise ClockError(f"--clock {text!r} is not an ISO 8601 date-time") from exc
        if value.tzinfo is not None:
            raise ClockError(
                f"--clock {text!r} has an offset; give a local wall time, it applies in every zone"
            )
        return cls(in_range(value, f"--clock {text!r}"))

    def now(self, tz: ZoneInfo) -> datetime:
        """The fixed moment in `tz`."""
        return localize(self.wall, tz)

    def resolve(self, relative: RelativeTime, tz: ZoneInfo) -> datetime:
        """Apply calendar units to the wall clock, elapsed units to the instant, then the time of day.

        A result outside the supported range is a ClockError, never an OverflowError.
        """
        try:
            wall = in_range(self.wall + relative.calendar, "the date")
            moment = localize(wall, tz)
            if relative.elapsed:
                moment = in_range((moment.astimezone(UTC) + relative.elapsed).astimezone(tz), "the moment")
        except (OverflowError, ValueError) as exc:
            if isinstance(exc, ClockError):
                raise
            raise ClockError(f"the time is out of range ({_RANGE})") from None
        if relative.time_of_day is not None:
            hour, minute = relative.time_of_day
            moment = localize(
                moment.replace(tzinfo=None, hour=hour, minute=minute, second=0, microsecond=0), tz
            )
        return moment

    def moment(self, value: str, tz: ZoneInfo) -> datetime:
        """A phone time field: a relative time, or an absolute ISO 8601 date or date-time."""
        value = value.strip()
        if value[:1] in "+-" or _TIME.fullmatch(value):
            return self.resolve(parse_relative(value), tz)
        try:
            parsed = datetime.fromisoformat(value)
        except ValueError:
            # Relative times that don't start with a sign ("10:00") were handled above; a
            # failure here is reported in the relative grammar's words when it looks like one.
            if re.match(r"^\d+(mo|y|w|d|h|m)", value):
                raise ClockError(f"{value!r}: an offset needs a sign, e.g. '+{value}'") from None
            raise ClockError(f"{value!r} is neither a relative time ('+1d 10:00') nor ISO 8601") from None
        in_range(parsed, repr(value))
        if parsed.tzinfo is None:
            return localize(parsed, tz)
        try:
            return parsed.astimezone(tz)
        except (OverflowError, ValueError):
            raise ClockError(f"{value!r} is out of range ({_RANGE})") from None


# ---------------------------------------------------------------------------- tokens


class TokenKind(Enum):
    """The six token kinds (docs/formats.md), with the prefix each is written with."""

    DATE = ""  # {+1d} -> 2026-11-05
    WEEKDAY = "weekday"  # {weekday+1d} -> Thursday
    ISO = "iso:"  # {iso:+1d 10:00} -> 2026-11-05T10:00:00+00:00
    UTC = "utc:"  # {utc:-2h} -> 2026-11-04T08:30:00Z
    LONG_DATE = "date:"  # {date:+15d} -> 19 November 2026
    LONG_DATETIME = "datetime:"  # {datetime:+1d 10:00} -> 5 November 2026, 10:00

    @property
    def label(self) -> str:
        """The name the census and the docs use."""
        return self.name.lower()


_KIND_WORDS = "datetime|weekday|date|iso|utc"
#: Braces whose content starts like a token; anything else in braces stays literal text.
_CANDIDATE = re.compile(rf"\{{((?:{_KIND_WORDS})[^{{}}]*|[+-]\d[^{{}}]*|\d{{1,2}}:\d\d[^{{}}]*)\}}")


@dataclass(frozen=True)
class Token:
    """A parsed brace token: its kind and its relative time."""

    kind: TokenKind
    relative: RelativeTime
    text: str


_KINDS_LONGEST_FIRST = tuple(sorted(TokenKind, key=lambda k: -len(k.value)))


def parse_token(content: str) -> Token:
    """Read the inside of a brace token (`date:+15d`), or raise ClockError."""
    for kind in _KINDS_LONGEST_FIRST:
        if kind.value and content.startswith(kind.value):
            rest = content[len(kind.value) :]
            if kind is TokenKind.WEEKDAY and rest.startswith(":"):
                rest = rest[1:]
            return Token(kind, parse_relative(rest), content)
    if re.match(rf"(?:{_KIND_WORDS})", content):
        raise ClockError(f"{{{content}}}: a token kind needs a colon, e.g. {{date:+1d}}")
    return Token(TokenKind.DATE, parse_relative(content), content)


@dataclass(frozen=True)
class TimeContext:
    """What a token needs to expand: the clock, the phone's zone and its locale."""

    clock: Clock
    tz: ZoneInfo
    locale: Locale

    @classmethod
    def of(cls, clock: Clock, tz_name: str, locale_name: str) -> TimeContext:
        """Build a context from names, raising ClockError for an unknown zone or locale."""
        return cls(clock, zone(tz_name), locale(locale_name))

    def render(self, token: Token) -> str:
        """The text a token becomes in this context."""
        moment = self.clock.resolve(token.relative, self.tz)
        match token.kind:
            case TokenKind.DATE:
                return moment.date().isoformat()
            case TokenKind.WEEKDAY:
                # the stand-alone name (CLDR 'cccc'): Finnish 'torstai', which the form used in
                # a sentence, 'torstaina', contains, so an answer string matches either
                return format_date(moment.date(), "cccc", locale=self.locale)
            case TokenKind.ISO:
                return moment.isoformat(timespec="seconds")
            case TokenKind.UTC:
                return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
            case TokenKind.LONG_DATE:
                return long_date(moment.date(), self.locale)
            case TokenKind.LONG_DATETIME:
                return long_datetime(moment, self.locale)
        raise AssertionError(token.kind)  # pragma: no cover - the match is exhaustive

    def expand(self, text: str) -> str:
        """Expand every token in `text`; a brace group that starts like a token but fails is an error."""
        if "{" not in text:
            return text
        return _CANDIDATE.sub(lambda m: self.render(parse_token(m.group(1))), text)


def find_tokens(text: str) -> list[Token]:
    """Every token in `text`, parsed (ClockError for one that starts like a token but fails)."""
    if "{" not in text:
        return []
    return [parse_token(m.group(1)) for m in _CANDIDATE.finditer(text)]


def long_date(day: date, loc: Locale) -> str:
    """CLDR's long date format in `loc`: `19 November 2026`, `19 novembre 2026`."""
    return format_date(day, "long", locale=loc)


def long_datetime(moment: datetime, loc: Locale) -> str:
    """Long date and short time joined by the locale's own long date-time pattern."""
    pattern = loc.datetime_formats["long"]
    pattern = getattr(pattern, "pattern", pattern)
    time_text = format_time(moment, "short", locale=loc)
    return (
        str(pattern).replace("'", "").replace("{0}", time_text).replace("{1}", long_date(moment.date(), loc))
    )
