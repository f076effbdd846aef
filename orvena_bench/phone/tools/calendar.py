"""Calendar tools: list_events, create_event, update_event, delete_event."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import Event
from ..schema import When
from ..state import PhoneState, find
from ..text import loosely_equal
from ..when import Span, after, arg_span, day_start, when_end
from .common import field_changes, replace_item, require_changes
from .registry import tool

_DEFAULT_LENGTH = timedelta(hours=1)
_FIELDS = ("title", "location", "notes", "attendees", "calendar", "all_day")


def is_all_day(event: Event) -> bool:
    """Marked all-day, or starting on a bare date."""
    return event.all_day or not event.start.has_time


def bounds(event: Event, state: PhoneState) -> tuple[datetime, datetime]:
    """The half-open range of moments the event covers."""
    ctx = state.ctx
    if is_all_day(event):
        last = event.end.at.date() if event.end else event.start.at.date()
        return day_start(event.start.at.date(), ctx), day_start(last + timedelta(days=1), ctx)
    end = when_end(event.end, ctx) if event.end else after(event.start.at, _DEFAULT_LENGTH)
    return event.start.at, end


def event_line(event: Event, state: PhoneState) -> str:
    """`Thursday 2026-11-05 10:00–10:45 · Dentist · Clinic Rd (id event-1)`."""
    start, end = bounds(event, state)
    all_day = is_all_day(event)
    shown_end = end - timedelta(days=1) if all_day else end
    return formats.line(
        [
            formats.span(start, shown_end, all_day, state.locale),
            event.title,
            event.location,
            "with " + formats.joined(event.attendees) if event.attendees else "",
            f"calendar {event.calendar}" if event.calendar else "",
            f"notes: {event.notes}" if event.notes else "",
        ],
        event.id,
    )


def _text(event: Event) -> str:
    return " ".join([event.title, event.location, event.notes, event.calendar, *event.attendees])


def _sorted(events: list[Event], state: PhoneState) -> list[Event]:
    return sorted(events, key=lambda e: (bounds(e, state)[0], e.title, e.id))


@tool("list_events")
def list_events(state: PhoneState, args: dict[str, Any]) -> str:
    query = args.get("query")
    today = day_start(state.now.date(), state.ctx)
    week = Span(today, day_start(state.now.date() + timedelta(days=7), state.ctx))
    span = arg_span(args, state.ctx, default=Span(None, None) if query else week, open_start=today)
    events = [e for e in state.data.events if span.overlaps(*bounds(e, state))]
    if args.get("calendar"):
        events = [e for e in events if loosely_equal(args["calendar"], e.calendar)]
    events = _sorted(state.match.best(events, query, _text), state)
    scope = " ".join(filter(None, [span.describe(state.locale), f"matching {query!r}" if query else ""]))
    return formats.listing(
        f"{formats.count(len(events), 'event')} {scope}:",
        [event_line(e, state) for e in events],
        f"No events {scope}.",
    )


def _overlapping(event: Event, state: PhoneState) -> list[Event]:
    start, end = bounds(event, state)
    return _sorted(
        [
            other
            for other in state.data.events
            if other is not event
            and not is_all_day(other)
            and not is_all_day(event)
            and Span(start, end).overlaps(*bounds(other, state))
        ],
        state,
    )


def _checked(event: Event, state: PhoneState) -> Event:
    start, end = bounds(event, state)
    if end <= start:
        raise ToolError("'end' must be after 'start'")
    return event


def _with_overlaps(text: str, event: Event, state: PhoneState) -> str:
    others = _overlapping(event, state)
    if not others:
        return text
    return "\n".join([text, "Overlaps with:", *(f"- {event_line(o, state)}" for o in others)])


def _changes(args: dict[str, Any], state: PhoneState) -> dict[str, Any]:
    """The event fields a create or update call sets, times resolved."""
    return field_changes(args, state, _FIELDS, ("start", "end"))


@tool("create_event")
def create_event(state: PhoneState, args: dict[str, Any]) -> str:
    event = _checked(Event(id=state.new_id("event"), **_changes(args, state)), state)
    state.data.events.append(event)
    return _with_overlaps(f"Created event: {event_line(event, state)}", event, state)


@tool("update_event")
def update_event(state: PhoneState, args: dict[str, Any]) -> str:
    event = find(state.data.events, args["id"], "event", "list_events")
    changes = require_changes(_changes(args, state))
    if "start" in changes and "end" not in changes and event.end is not None:
        shift = changes["start"].at - event.start.at
        changes["end"] = When(event.end.at + shift, event.end.has_time)
    updated = replace_item(state.data.events, event, changes, lambda e: _checked(e, state))
    text = f"Updated event ({', '.join(sorted(changes))}): {event_line(updated, state)}"
    return _with_overlaps(text, updated, state)


@tool("delete_event")
def delete_event(state: PhoneState, args: dict[str, Any]) -> str:
    event = find(state.data.events, args["id"], "event", "list_events")
    state.data.events.remove(event)
    return f"Deleted event: {event_line(event, state)}"
