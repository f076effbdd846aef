"""Health: get_health_data reads one metric per day over a range and sums or averages it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import HealthDay
from ..state import PhoneState
from ..when import arg_day
from .registry import tool

DEFAULT_DAYS = 7


class Summary(Enum):
    """How a metric's days add up."""

    TOTAL = "total"
    AVERAGE = "average"
    LATEST = "latest"


@dataclass(frozen=True, slots=True)
class Metric:
    """A metric of the tool's enum: the HealthDay field it reads, its unit and its summary."""

    label: str
    unit: str
    summary: Summary
    decimals: int = 0


#: Tool enum value -> metric; the HealthDay field has the same (snake_case) name.
METRICS: dict[str, Metric] = {
    "steps": Metric("Steps", "steps", Summary.TOTAL),
    "distance": Metric("Walking and running distance", "km", Summary.TOTAL, 1),
    "flights": Metric("Flights climbed", "flights", Summary.TOTAL),
    "active_energy": Metric("Active energy", "kcal", Summary.TOTAL),
    "exercise_minutes": Metric("Exercise", "min", Summary.TOTAL),
    "stand_hours": Metric("Stand hours", "hours", Summary.AVERAGE, 1),
    "sleep": Metric("Sleep", "h", Summary.AVERAGE, 2),
    "heart_rate": Metric("Heart rate", "bpm", Summary.AVERAGE),
    "resting_heart_rate": Metric("Resting heart rate", "bpm", Summary.AVERAGE),
    "weight": Metric("Weight", "kg", Summary.LATEST, 1),
    "water": Metric("Water", "L", Summary.TOTAL, 1),
    "mindful_minutes": Metric("Mindful minutes", "min", Summary.TOTAL),
}


def _amount(metric: Metric, value: float) -> str:
    """`8421 steps`, `5.1 km`; hours also as hours and minutes: `7.2 h (7 h 12 min)`."""
    text = f"{formats.number(round(value, metric.decimals))} {metric.unit}"
    whole = float(value).is_integer()
    # hours shown as whole minutes: an average of 6.93 h is 6 h 56 min, not 6 h 55 min 43 s
    return f"{text} ({formats.minutes(round(value * 60))})" if metric.unit == "h" and not whole else text


def _range(state: PhoneState, args: dict[str, Any]) -> tuple[date, date]:
    last = arg_day(args, "to", state.ctx) or state.now.date()
    first = arg_day(args, "from", state.ctx) or last - timedelta(days=DEFAULT_DAYS - 1)
    if last < first:
        raise ToolError("'to' must not be before 'from'")
    return first, last


def _summary(metric: Metric, values: list[float]) -> str:
    """The line under the days: a total and daily average, an average, or the latest value."""
    match metric.summary:
        case Summary.TOTAL:
            total = sum(values)
            return (
                f"Total {_amount(metric, total)} over {formats.count(len(values), 'day')} with data; "
                f"daily average {_amount(metric, total / len(values))}."
            )
        case Summary.AVERAGE:
            return f"Average {_amount(metric, sum(values) / len(values))}."
        case Summary.LATEST:
            return f"Latest {_amount(metric, values[-1])}."
    raise AssertionError(metric.summary)  # pragma: no cover


def _workouts(days: list[HealthDay], state: PhoneState, heading: str) -> str:
    lines = [
        formats.line(
            [
                formats.moment(w.start, state.locale) if w.start else formats.day(d.date, state.locale),
                w.type,
                formats.minutes(w.duration),
                f"{formats.number(w.distance)} km" if w.distance is not None else "",
                f"{w.energy} kcal" if w.energy is not None else "",
            ]
        )
        for d in days
        for w in sorted(d.workouts, key=lambda w: (w.start is None, w.start.timestamp() if w.start else 0))
    ]
    total = sum(w.duration for d in days for w in d.workouts)
    return formats.listing(
        f"Workouts, {heading}: {formats.count(len(lines), 'workout')}, {formats.minutes(total)} in total",
        lines,
        f"No workouts recorded {heading}.",
    )


@tool("get_health_data")
def get_health_data(state: PhoneState, args: dict[str, Any]) -> str:
    first, last = _range(state, args)
    heading = f"{formats.day(first, state.locale)} – {formats.day(last, state.locale)}"
    days = sorted((d for d in state.data.health if first <= d.date <= last), key=lambda d: d.date)
    name = args["metric"]
    if name == "workouts":
        return _workouts(days, state, heading)
    metric = METRICS[name]
    rows = [(d.date, getattr(d, name)) for d in days if getattr(d, name) is not None]
    if not rows:
        return f"No {metric.label.lower()} data {heading}."
    lines = [f"{formats.day(day, state.locale)}: {_amount(metric, value)}" for day, value in rows]
    summary = _summary(metric, [v for _, v in rows])
    return formats.listing(f"{metric.label}, {heading}:", lines, "") + "\n" + summary
