"""Reminders tools: list_reminders, create_reminder, update_reminder, complete_reminder."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from .. import formats
from ..model import Reminder
from ..state import PhoneState, find
from ..text import loosely_equal
from ..when import Span, arg_span, when_end
from .common import field_changes, replace_item, require_changes
from .registry import tool

_FIELDS = ("title", "list", "notes", "priority")


def _overdue(reminder: Reminder, state: PhoneState) -> bool:
    return not reminder.done and reminder.due is not None and when_end(reminder.due, state.ctx) <= state.now


def reminder_line(reminder: Reminder, state: PhoneState) -> str:
    """`Buy milk · due Tuesday 2026-11-03 18:00 · list Groceries · overdue (id reminder-1)`."""
    return formats.line(
        [
            ("[done] " if reminder.done else "") + reminder.title,
            "due " + formats.when(reminder.due, state.locale) if reminder.due else "",
            f"list {reminder.list}",
            f"priority {reminder.priority}" if reminder.priority != "none" else "",
            "overdue" if _overdue(reminder, state) else "",
            f"notes: {reminder.notes}" if reminder.notes else "",
        ],
        reminder.id,
    )


def _sort_key(reminder: Reminder) -> tuple[bool, datetime | None, str, str]:
    due = reminder.due.at if reminder.due else None
    return (due is None, due, reminder.title, reminder.id)


@tool("list_reminders")
def list_reminders(state: PhoneState, args: dict[str, Any]) -> str:
    span = arg_span(args, state.ctx, default=Span(None, None), open_start=None, open_end=True)
    include_done = args.get("include_completed", False)
    items = [r for r in state.data.reminders if include_done or not r.done]
    if span.bounded:
        items = [r for r in items if r.due is not None and span.contains(r.due.at)]
    if args.get("list"):
        items = [r for r in items if loosely_equal(args["list"], r.list)]
    query = args.get("query")
    items = state.match.best(items, query, lambda r: f"{r.title} {r.notes} {r.list}")
    items.sort(key=_sort_key)
    scope = " ".join(
        filter(
            None,
            [
                f"in list {args['list']!r}" if args.get("list") else "",
                f"matching {query!r}" if query else "",
                f"due {span.describe(state.locale)}" if span.bounded else "",
            ],
        )
    )
    noun = "reminder" if include_done else "open reminder"
    return formats.listing(
        " ".join(filter(None, [formats.count(len(items), noun), scope])) + ":",
        [reminder_line(r, state) for r in items],
        " ".join(filter(None, [f"No {noun}s", scope])) + ".",
    )


@tool("create_reminder")
def create_reminder(state: PhoneState, args: dict[str, Any]) -> str:
    changes = field_changes(args, state, _FIELDS, ("due",))
    reminder = Reminder(id=state.new_id("reminder"), **changes)
    reminder.list = reminder.list or "Reminders"
    state.data.reminders.append(reminder)
    return f"Created reminder: {reminder_line(reminder, state)}"


@tool("update_reminder")
def update_reminder(state: PhoneState, args: dict[str, Any]) -> str:
    reminder = find(state.data.reminders, args["id"], "reminder", "list_reminders")
    changes = require_changes(field_changes(args, state, _FIELDS, ("due",)))
    updated = replace_item(state.data.reminders, reminder, changes)
    return f"Updated reminder ({', '.join(sorted(changes))}): {reminder_line(updated, state)}"


@tool("complete_reminder")
def complete_reminder(state: PhoneState, args: dict[str, Any]) -> str:
    reminder = find(state.data.reminders, args["id"], "reminder", "list_reminders")
    if reminder.done:
        return f"Reminder was already completed: {reminder_line(reminder, state)}"
    reminder.done = True
    return f"Completed reminder: {reminder_line(reminder, state)}"
