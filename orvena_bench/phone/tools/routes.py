"""Directions: get_route answers from the phone's known routes and plans when to leave.

A route's end answers a name when every word of one occurs in the other, compared by the
phone's matcher (declined, abbreviated 'T1' = 'Terminal 1', airport words of every
language, city-first names containing the place: '国贸' in '北京市朝阳区国贸'). The
best-fitting destination wins: an exact name drops routes whose names add words the
request lacks ('York' drops 'New York'). An origin that is a home word ('home', 'casa',
'家') or the phone's location means routes from here. When nothing fits, the answer says
which end was not recognised.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import Leg, Route
from ..state import PhoneState
from ..text import FORM, fold
from ..when import after, arg_moment
from .registry import tool


def _best_fitting(routes: list[Route], wanted: str, name_of: Any, state: PhoneState) -> list[Route]:
    """The routes whose end (`name_of`) fits `wanted` best, in their order.

    A route fits when one name holds every word of the other; of those, the ones whose
    words match best are kept ('Plzně' keeps 'Plzeň, hlavní nádraží' over 'Plzeňská 8'), and
    per travel mode a name that fits both ways drops names that add words ('York' keeps
    York, not New York). When nothing fits, one destination sharing a kind word is clear
    enough ('Kastrup Lufthavn' takes the one airport the phone knows), two are not.
    """
    match = state.match
    fits = [(match.fit(wanted, name_of(r)), r) for r in routes]
    fitting = [(f, r) for f, r in fits if f[0] > 0]
    if not fitting:
        return _clearly_meant(routes, wanted, name_of, state)
    strongest = max(f[1] for f, _ in fitting)
    fitting = [(f, r) for f, r in fitting if f[1] == strongest]
    both_ways = {r.mode for f, r in fitting if f[0] == 2}
    return [
        r for f, r in fitting if f[0] == 2 or r.mode not in both_ways or not match.names_more(wanted, name_of(r))
    ]


def _clearly_meant(routes: list[Route], wanted: str, name_of: Any, state: PhoneState) -> list[Route]:
    """The routes to the one place a name that fits none clearly means: the only one sharing
    most of its words, two or more ('Roissy Charles-de-Gaulle' for 'Aéroport Paris-Charles-de-
    Gaulle'), or the only one sharing a kind word ('Kastrup Lufthavn' for 'Københavns
    Lufthavn'); two such places are not clear ('Milano Linate' names neither Milano Centrale
    nor Malpensa)."""
    match = state.match
    asked = len(match.query_words(wanted))
    shared = {id(r): match.score(wanted, name_of(r)).levels for r in routes}
    most = [r for r in routes if (n := sum(lv >= FORM for lv in shared[id(r)])) >= 2 and 2 * n > asked]
    for found in (most, [r for r in routes if match.shared_kind(wanted, name_of(r))]):
        if found and len({fold(name_of(r)) for r in found}) == 1:
            return found
    return []


def _starts_here(route: Route, state: PhoneState) -> bool:
    return not route.origin or state.match.same_place(state.data.location.place, route.origin)


def _means_here(origin: str, state: PhoneState) -> bool:
    """A home word, the phone's place, or words all found in its address ('Kadıköy'den' when
    the phone is at 'Moda Cad. No:45, Kadıköy/İstanbul')."""
    place = state.data.location.place
    match = state.match
    return match.is_here(origin) or bool(
        place and (match.same_place(origin, place) or match.covers(origin, place, at_least=FORM))
    )


def _from(routes: list[Route], origin: str | None, state: PhoneState) -> list[Route]:
    """The routes that start where `origin` says (here when it is not given)."""
    if not origin:
        return [r for r in routes if _starts_here(r, state)] or routes
    named = _best_fitting([r for r in routes if r.origin], origin, lambda r: r.origin, state)
    if _means_here(origin, state):
        named += [r for r in routes if _starts_here(r, state) and r not in named]
    return [r for r in routes if r in named]


def _not_found(state: PhoneState, destination: str, origin: str | None, to_there: list[Route]) -> str:
    """Why no route answers: which end was not recognised."""
    if not to_there:
        known_start = not origin or _means_here(origin, state) or bool(
            _best_fitting([r for r in state.data.routes if r.origin], origin, lambda r: r.origin, state)
        )
        if known_start:
            return f"No route found to {destination!r}: the destination is not recognised."
        return (
            f"No route found from {origin!r} to {destination!r}: "
            "neither the start nor the destination is recognised."
        )
    starts = formats.joined(dict.fromkeys(r.origin or state.data.location.place or "current location" for r in to_there))
    return (
        f"No route found from {origin!r} to {destination!r}: the start {origin!r} is not recognised; "
        f"routes to {to_there[0].destination} start from {starts}."
    )


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


def _ends(leg: Leg, arrived_at: str, state: PhoneState) -> str:
    """'from A to B'; a leg that would go to where the previous leg arrived (a walk 'to
    Odense St.' after the train reached Odense St.) starts there instead."""
    origin, destination = leg.origin, leg.destination
    if destination and arrived_at and fold(destination).strip() == fold(arrived_at).strip():
        origin, destination = origin or arrived_at, ""
    return " ".join(filter(None, [f"from {origin}" if origin else "", f"to {destination}" if destination else ""]))


def _leg_line(leg: Leg, arrived_at: str, state: PhoneState) -> str:
    return formats.line(
        [
            " ".join(filter(None, [leg.mode, leg.line])),
            formats.minutes(leg.duration),
            _ends(leg, arrived_at, state),
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
    arrivals = ["", *(leg.destination for leg in route.legs)]
    legs = [
        f"  {n}. {_leg_line(leg, arrivals[n - 1], state)}" for n, leg in enumerate(route.legs, start=1)
    ]
    return "\n".join([head, *legs])


@tool("get_route")
def get_route(state: PhoneState, args: dict[str, Any]) -> str:
    destination, origin, mode = args["destination"], args.get("origin"), args.get("mode")
    routes = [r for r in state.data.routes if not mode or r.mode == mode]
    found = _from(_best_fitting(routes, destination, lambda r: r.destination, state), origin, state)
    if found:
        return "\n".join(route_text(r, state, args) for r in found)
    to_there = _best_fitting(state.data.routes, destination, lambda r: r.destination, state)
    by_any_mode = _from(to_there, origin, state)
    if mode and by_any_mode:
        modes = formats.joined(sorted({r.mode for r in by_any_mode}))
        where = f"from {origin} " if origin else ""
        return f"No {mode} route found {where}to {destination!r}; known modes: {modes}."
    return _not_found(state, destination, origin, to_there)
