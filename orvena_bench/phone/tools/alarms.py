"""Alarms and timers: list_alarms, schedule_alarm, delete_alarm, start_timer.

An alarm is a clock time: it rings the next time that time comes round (on its repeat
days), unless it was set for a specific future date. A timer ends at a fixed moment.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from babel import Locale

from .. import formats
from ..hours import WEEKDAYS
from ..model import Alarm
from ..state import PhoneState, find
from ..when import after, arg_moment, at_clock_time
from .registry import tool

_CLOCK_TIME = re.compile(r"\s*([01]?\d|2[0-3]):[0-5]\d\s*")
_WORKDAYS = frozenset(WEEKDAYS[:5])
_WEEKEND = frozenset(WEEKDAYS[5:])


def next_ring(alarm: Alarm, state: PhoneState) -> datetime | None:
    """When an alarm rings next (None when it is off), or when a timer ends."""
    if alarm.kind == "timer":
        return alarm.time
    if not alarm.enabled:
        return None
    now = state.now
    if not alarm.repeat and alarm.time > now:
        return alarm.time
    for offset in range(8):
        day = now.date() + timedelta(days=offset)
        if alarm.repeat and WEEKDAYS[day.weekday()] not in alarm.repeat:
            continue
        candidate = at_clock_time(day, alarm.time.hour, alarm.time.minute, state.ctx)
        if candidate > now:
            return candidate
    return None  # pragma: no cover - eight days always contain a repeat day


def _repeat_text(days: list[str], loc: Locale) -> str:
    chosen = frozenset(days)
    if not chosen:
        return "once"
    if chosen == frozenset(WEEKDAYS):
        return "every day"
    if chosen == _WORKDAYS:
        return "weekdays"
    if chosen == _WEEKEND:
        return "weekends"
    names = loc.days["format"]["wide"]
    return "every " + formats.joined(names[i] for i, key in enumerate(WEEKDAYS) if key in chosen)


def alarm_line(alarm: Alarm, state: PhoneState) -> str:
    """`07:00 · Wake up · weekdays · on · rings Thursday 2026-11-05 07:00 (id alarm-1)`, or a timer's line."""
    ring = next_ring(alarm, state)
    if alarm.kind == "timer":
        left = (ring - state.now).total_seconds() / 60
        return formats.line(
            [
                "Timer " + formats.minutes(alarm.minutes) if alarm.minutes else "Timer",
                alarm.label,
                "ends " + formats.moment(ring, state.locale),
                f"{formats.minutes(left)} left" if left > 0 else "finished",
            ],
            alarm.id,
        )
    return formats.line(
        [
            formats.hm(alarm.time),
            alarm.label,
            _repeat_text(alarm.repeat, state.locale),
            formats.on_off(alarm.enabled),
            "rings " + formats.moment(ring, state.locale) if ring else "",
        ],
        alarm.id,
    )


def _section(title: str, alarms: list[Alarm], empty: str, state: PhoneState) -> str:
    never = datetime.max.replace(tzinfo=state.ctx.tz)
    alarms = sorted(alarms, key=lambda a: (next_ring(a, state) or never, a.id))
    return formats.listing(f"{title} ({len(alarms)}):", [alarm_line(a, state) for a in alarms], empty)


@tool("list_alarms")
def list_alarms(state: PhoneState, args: dict[str, Any]) -> str:
    alarms = [a for a in state.data.alarms if a.kind == "alarm"]
    timers = [a for a in state.data.alarms if a.kind == "timer"]
    return "\n".join(
        [
            _section("Alarms", alarms, "No alarms set.", state),
            _section("Timers", timers, "No timers running.", state),
        ]
    )


@tool("schedule_alarm")
def schedule_alarm(state: PhoneState, args: dict[str, Any]) -> str:
    # A bare clock time ('07:00') or a repeating alarm rings the next time it comes round;
    # a one-off date-time must lie ahead.
    one_off = not _CLOCK_TIME.fullmatch(args["time"]) and not args.get("repeat")
    alarm = Alarm(
        id=state.new_id("alarm"),
        time=arg_moment(args, "time", state.ctx, future=one_off),
        label=args.get("label", ""),
        repeat=[d for d in WEEKDAYS if d in args.get("repeat", [])],
    )
    state.data.alarms.append(alarm)
    return f"Alarm set: {alarm_line(alarm, state)}"


@tool("delete_alarm")
def delete_alarm(state: PhoneState, args: dict[str, Any]) -> str:
    alarm = find(state.data.alarms, args["id"], "alarm or timer", "list_alarms")
    state.data.alarms.remove(alarm)
    verb = "Stopped timer" if alarm.kind == "timer" else "Deleted alarm"
    return f"{verb}: {alarm_line(alarm, state)}"


@tool("start_timer")
def start_timer(state: PhoneState, args: dict[str, Any]) -> str:
    length = float(args["minutes"])
    timer = Alarm(
        id=state.new_id("timer"),
        kind="timer",
        time=after(state.now, timedelta(minutes=length)),
        minutes=length,
        label=args.get("label", ""),
    )
    state.data.alarms.append(timer)
    return f"Timer started: {alarm_line(timer, state)}"
