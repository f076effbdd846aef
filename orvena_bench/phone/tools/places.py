"""Maps search: search_places (around the phone or a named place) and get_place_details.

Distances are great-circle distances from the centre of the search; a search keeps places
within 25 km of that centre, so a café in Rome does not answer 'cafés near me' in Dublin.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from .. import formats
from ..errors import ToolError
from ..hours import WEEKDAYS, open_state
from ..model import Place
from ..state import PhoneState
from ..text import fold
from .registry import tool

RADIUS_KM = 25.0
_EARTH_RADIUS_KM = 6371.0


@dataclass(frozen=True, slots=True)
class Centre:
    """Where a search is centred, and how to name it."""

    lat: float
    lon: float
    name: str


def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle (haversine) distance in kilometres."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * _EARTH_RADIUS_KM * math.asin(math.sqrt(h))


def _distance(place: Place, centre: Centre | None) -> float | None:
    if centre is None or place.lat is None or place.lon is None:
        return None
    return distance_km(centre.lat, centre.lon, place.lat, place.lon)


def _here(state: PhoneState) -> Centre | None:
    loc = state.data.location
    if loc.lat is None or loc.lon is None:
        return None
    return Centre(loc.lat, loc.lon, loc.place or "current location")


def _anchor(near: str, state: PhoneState) -> Place | None:
    """A known place with coordinates that `near` names ('Colosseum', 'the Colosseum, Rome').

    A name that only contains the words of `near` ('康安大药房 望京店' for '望京') anchors only
    when no place's city or address holds them: then `near` names an area, not a place.
    """
    located = [p for p in state.data.places if p.lat is not None and p.lon is not None]
    for place in located:
        if fold(place.name).strip() in fold(near) or state.match.fit(near, place.name)[0] == 2:
            return place
    if any(_in_area(p, near, state) for p in state.data.places):
        return None
    for place in located:
        if state.match.same_place(near, place.name):
            return place
    return None


def _open_text(place: Place, state: PhoneState) -> str:
    now = state.now
    status = open_state(place.hours, now)
    if status is None:
        return ""
    if status.open:
        until = status.until
        if until - now >= timedelta(hours=24):
            return "open 24 hours"
        shown = formats.hm(until) if until.date() == now.date() else formats.moment(until, state.locale)
        return f"open now, closes {shown}"
    if status.next_open is None:
        return "closed now"
    opens = status.next_open
    shown = formats.hm(opens) if opens.date() == now.date() else formats.moment(opens, state.locale)
    return f"closed now, opens {shown}"


def _address(place: Place) -> str:
    """The address, with the city added only when the address does not already name it."""
    if place.city and place.address and fold(place.city) in fold(place.address):
        return place.address
    return formats.joined([place.address, place.city])


def _rating(place: Place) -> str:
    if place.rating is None:
        return ""
    reviews = f" ({place.reviews} reviews)" if place.reviews is not None else ""
    return f"rating {formats.number(place.rating)}{reviews}"


def _km(value: float | None) -> str:
    return f"{value:.1f} km" if value is not None else ""


def place_line(place: Place, state: PhoneState, centre: Centre | None) -> str:
    """`Kaph · café · 31 Drury St · rating 4.6 (812 reviews) · € · open now, closes 18:00 · 1.4 km (id place-1)`."""
    return formats.line(
        [
            place.name,
            place.category,
            place.address,
            _rating(place),
            place.price,
            _open_text(place, state),
            _km(_distance(place, centre)),
        ],
        place.id,
    )


def _nearest_first(places: list[Place], centre: Centre | None) -> list[Place]:
    """Places by distance from `centre`; those without coordinates last, in their order."""

    def key(place: Place) -> tuple[bool, float]:
        distance = _distance(place, centre)
        return (distance is None, distance or 0.0)

    return sorted(places, key=key)


def _searchable(place: Place) -> str:
    return " ".join([place.name, place.category, place.summary, *place.tags])


def _in_area(place: Place, near: str, state: PhoneState) -> bool:
    return state.match.same_place(near, place.city) or state.match.matches(near, _area(place))


def _area(place: Place) -> str:
    return f"{place.city} {place.address}"


@tool("search_places")
def search_places(state: PhoneState, args: dict[str, Any]) -> str:
    query, near = args["query"], args.get("near")
    candidates = list(state.data.places)
    centre = _here(state)
    if near:
        anchor = _anchor(near, state)
        if anchor is not None:
            centre = Centre(anchor.lat, anchor.lon, anchor.name)
            candidates = [p for p in candidates if p is not anchor]
        elif not state.match.same_place(near, state.data.location.place):
            centre = None
            in_area = [p for p in candidates if _in_area(p, near, state)]
            candidates = state.match.closest(in_area, near, lambda p: [_area(p), p.city]) or in_area
    if centre is not None:
        candidates = [p for p in candidates if (_distance(p, centre) or 0.0) <= RADIUS_KM]
    if args.get("open_now"):
        candidates = [p for p in candidates if (s := open_state(p.hours, state.now)) and s.open]
    found = _nearest_first(state.match.best(candidates, query, _searchable), centre)
    where = f" near {centre.name if centre else near}" if (near or centre) else ""
    scope = f"matching {query!r}{where}" + (", open now" if args.get("open_now") else "")
    return formats.listing(
        f"{formats.count(len(found), 'place')} {scope}:",
        [place_line(p, state, centre) for p in found],
        f"No places {scope}.",
    )


def _find_place(key: str, state: PhoneState) -> Place:
    for place in state.data.places:
        if place.id == key.strip():
            return place
    for place in state.data.places:
        if fold(place.name).strip() == fold(key).strip():
            return place
    raise ToolError(f"no place with id or name {key!r}; search_places shows the ids")


def _hours_text(place: Place, state: PhoneState) -> str:
    names = state.locale.days["format"]["wide"]
    return "; ".join(f"{names[i]} {place.hours[key]}" for i, key in enumerate(WEEKDAYS) if key in place.hours)


@tool("get_place_details")
def get_place_details(state: PhoneState, args: dict[str, Any]) -> str:
    place = _find_place(args["id"], state)
    rows = [
        ("Category", place.category),
        ("Address", _address(place)),
        ("Coordinates", f"{place.lat}, {place.lon}" if place.lat is not None else ""),
        ("Rating", _rating(place).removeprefix("rating ")),
        ("Price", place.price),
        ("Phone", place.phone),
        ("Website", place.website),
        ("Now", _open_text(place, state)),
        ("Hours", _hours_text(place, state)),
        ("Distance", _km(_distance(place, _here(state)))),
        ("About", place.summary),
        ("Tags", formats.joined(place.tags)),
    ]
    return "\n".join([f"{place.name} (id {place.id})"] + [f"{k}: {v}" for k, v in rows if v])
