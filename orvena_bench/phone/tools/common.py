"""Steps the write tools share: reading the fields a call sets, and swapping in an update."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ..errors import ToolError
from ..state import PhoneState
from ..when import arg_when


def field_changes(
    args: dict[str, Any],
    state: PhoneState,
    plain: tuple[str, ...],
    times: tuple[str, ...] = (),
) -> dict[str, Any]:
    """The record fields a call sets: `plain` ones as given, `times` resolved to When."""
    changes = {key: args[key] for key in plain if key in args}
    for key in times:
        when = arg_when(args, key, state.ctx)
        if when is not None:
            changes[key] = when
    return changes


def require_changes(changes: dict[str, Any]) -> dict[str, Any]:
    """`changes`, or a ToolError when an update call changes nothing."""
    if not changes:
        raise ToolError("nothing to change: give at least one field besides 'id'")
    return changes


def replace_item[T](
    items: list[T], item: T, changes: dict[str, Any], check: Callable[[T], object] | None = None
) -> T:
    """Put a changed copy of `item` in its place in `items` and return it; `check` may refuse
    the copy (by raising ToolError) before anything changes."""
    updated = dataclasses.replace(item, **changes)  # type: ignore[type-var]
    if check is not None:
        check(updated)
    items[items.index(item)] = updated
    return updated
