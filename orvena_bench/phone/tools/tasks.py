"""Tasks the assistant runs later: schedule_task, list_tasks, cancel_task."""

from __future__ import annotations

from typing import Any

from .. import formats
from ..model import Task
from ..state import PhoneState, find
from ..when import arg_moment
from .registry import tool

_REPEAT_TEXT = {"none": "once", "daily": "every day", "weekdays": "weekdays", "weekly": "every week"}


def task_line(task: Task, state: PhoneState) -> str:
    """`Thursday 2026-11-05 07:30 · Check the DART · once (id task-1)`."""
    return formats.line(
        [formats.moment(task.at, state.locale), task.instruction, _REPEAT_TEXT[task.repeat]],
        task.id,
    )


@tool("schedule_task")
def schedule_task(state: PhoneState, args: dict[str, Any]) -> str:
    task = Task(
        id=state.new_id("task"),
        at=arg_moment(args, "at", state.ctx, future=True),
        instruction=args["instruction"],
        repeat=args.get("repeat", "none"),
    )
    state.data.tasks.append(task)
    return f"Task scheduled: {task_line(task, state)}"


@tool("list_tasks")
def list_tasks(state: PhoneState, args: dict[str, Any]) -> str:
    tasks = sorted(state.data.tasks, key=lambda t: (t.at, t.id))
    return formats.listing(
        f"Scheduled tasks ({len(tasks)}):",
        [task_line(t, state) for t in tasks],
        "No scheduled tasks.",
    )


@tool("cancel_task")
def cancel_task(state: PhoneState, args: dict[str, Any]) -> str:
    task = find(state.data.tasks, args["id"], "task", "list_tasks")
    state.data.tasks.remove(task)
    return f"Cancelled task: {task_line(task, state)}"
