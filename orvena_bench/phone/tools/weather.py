"""Weather: get_weather answers from the phone's forecast days, per place and date."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from .. import formats
from ..model import WeatherDay
from ..state import PhoneState
from ..when import arg_day
from .registry import tool


def _names(day: WeatherDay, state: PhoneState) -> list[str]:
    return [day.place or state.data.location.place, *day.aliases]


def _degrees(value: float | None, unit: str) -> str:
    return f"{formats.number(value)} °{unit}" if value is not None else ""


def _labelled(label: str, value: float | None, suffix: str = "") -> str:
    return f"{label} {formats.number(value)}{suffix}" if value is not None else ""


def day_text(day: WeatherDay, state: PhoneState) -> str:
    """A day's forecast: the summary line, then alerts, current conditions and hours."""
    unit = day.unit
    summary = formats.joined(
        [
            day.condition,
            "high " + _degrees(day.high, unit) if day.high is not None else "",
            "low " + _degrees(day.low, unit) if day.low is not None else "",
            _labelled("precipitation", day.precipitation, "%"),
            _labelled("wind", day.wind, " km/h"),
            _labelled("humidity", day.humidity, "%"),
            _labelled("UV", day.uv),
            f"sunrise {day.sunrise}" if day.sunrise else "",
            f"sunset {day.sunset}" if day.sunset else "",
        ]
    )
    lines = [f"{_names(day, state)[0]} · {formats.day(day.date, state.locale)}: {summary}"]
    lines += [f"Alert: {alert}" for alert in day.alerts]
    if day.current is not None and day.date == state.now.date():
        now = day.current
        lines.append(
            "Now: "
            + formats.joined(
                [
                    _degrees(now.temperature, unit),
                    now.condition,
                    "feels like " + _degrees(now.feels_like, unit) if now.feels_like is not None else "",
                    _labelled("wind", now.wind, " km/h"),
                ]
            )
        )
    for hour in sorted(day.hours, key=lambda h: h.time.zfill(5)):
        lines.append(
            "  "
            + formats.line(
                [
                    hour.time.zfill(5),
                    _degrees(hour.temperature, unit),
                    hour.condition,
                    _labelled("precipitation", hour.precipitation, "%"),
                ]
            )
        )
    return "\n".join(lines)


@tool("get_weather")
def get_weather(state: PhoneState, args: dict[str, Any]) -> str:
    wanted = args.get("place") or state.data.location.place
    first = arg_day(args, "date", state.ctx) or state.now.date()
    last = first + timedelta(days=args.get("days", 1) - 1)
    known = [
        d
        for d in state.data.weather
        if any(state.match.same_place(wanted, n) for n in _names(d, state)) or not (wanted or d.place)
    ]
    if not known:
        return f"No weather data for {wanted!r}."
    days = sorted((d for d in known if first <= d.date <= last), key=lambda d: d.date)
    if not days:
        available = formats.joined(sorted({d.date.isoformat() for d in known}))
        return (
            f"No forecast for {wanted!r} from {first.isoformat()} to {last.isoformat()}; "
            f"forecasts exist for {available}."
        )
    return "\n".join(day_text(d, state) for d in days)
