"""Directions: get_route answers from the phone's known routes and plans when to leave.

A route matches a destination when every word of one name occurs in the other
('Dublin Airport' finds a route to 'Airport'). Without an origin, routes from the current
location are preferred; transit routes with departure times take the next departure.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import Leg, Route
from ..state import PhoneState
from ..text import same_place, words_agree
from ..when import after, arg_moment
from .registry import tool


def _from_here(route: Route, state: PhoneState) -> bool:
    return not route.origin or same_place(state.data.location.place, route.origin)


def _candidates(state: PhoneState, destination: str, origin: str | None) -> list[Route]:
    to_there = [r for r in state.data.routes if words_agree(destination, r.destination)]
    if origin:
        here = same_place(origin, state.data.location.place)
        return [r for r in to_there if words_agree(origin, r.origin) or (here and not r.origin)]
    return [r for r in to_there if _from_here(r, state)] or to_there


def _plan(route: Route, state: PhoneState, args: dict[str, Any]) -> tuple[datetime, datetime]:
    """When to leave and when you arrive, honouring depart_at, arrive_by and departures."""
    length = timedelta(minutes=route.duration)
    departures = sorted(route.departures)
    if "arrive_by" in args:
        target = arg_moment(args, "arrive_by", state.ctx)
        fitting = [d for d in departures if after(d, length) <= target]
        if departures and not fitting:
            raise ToolError(f"no listed departure of the route to {route.destination} arrives by then")
        leave = fitting[-1] if departures else after(target, -length)
    else:
        wanted = arg_moment(args, "depart_at", state.ctx) if "depart_at" in args else state.now
        upcoming = [d for d in departures if d >= wanted]
        if departures and not upcoming:
            raise ToolError(f"no more departures listed to {route.destination} after then")
        leave = upcoming[0] if departures else wanted
    return leave, after(leave, length)


def _leg_line(leg: Leg, state: PhoneState) -> str:
    return formats.line(
        [
            " ".join(filter(None, [leg.mode, leg.line])),
            formats.minutes(leg.duration),
            " ".join(
                filter(
                    None,
                    [
                        f"from {leg.origin}" if leg.origin else "",
                        f"to {leg.destination}" if leg.destination else "",
                    ],
                )
            ),
            "departs " + formats.hm(leg.departs) if leg.departs else "",
            formats.count(leg.stops, "stop") if leg.stops is not None else "",
            leg.note,
        ]
    )


def route_text(route: Route, state: PhoneState, args: dict[str, Any]) -> str:
    """A route's summary line with when to leave and arrive, then its numbered legs."""
    leave, arrive = _plan(route, state, args)
    timing = (
        f"leave {formats.hm(leave)}, arrive {formats.hm(arrive)} ({formats.day(leave.date(), state.locale)})"
        if leave.date() == arrive.date()
        else f"leave {formats.moment(leave, state.locale)}, arrive {formats.moment(arrive, state.locale)}"
    )
    origin = route.origin or state.data.location.place or "current location"
    head = formats.line(
        [
            f"{route.mode.capitalize()} from {origin} to {route.destination}: "
            + formats.joined(
                [
                    formats.minutes(route.duration),
                    f"{formats.number(route.distance)} km" if route.distance is not None else "",
                    route.summary,
                ]
            ),
            timing,
            route.traffic,
        ],
        route.id,
    )
    legs = [f"  {n}. {_leg_line(leg, state)}" for n, leg in enumerate(route.legs, start=1)]
    return "\n".join([head, *legs])


@tool("get_route")
def get_route(state: PhoneState, args: dict[str, Any]) -> str:
    destination, origin, mode = args["destination"], args.get("origin"), args.get("mode")
    routes = _candidates(state, destination, origin)
    where = f"from {origin} " if origin else ""
    if not routes:
        return f"No route found {where}to {destination!r}."
    if mode:
        chosen = [r for r in routes if r.mode == mode]
        if not chosen:
            modes = formats.joined(sorted({r.mode for r in routes}))
            return f"No {mode} route found {where}to {destination!r}; known modes: {modes}."
        routes = chosen
    return "\n".join(route_text(r, state, args) for r in routes)
