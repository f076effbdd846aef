"""Where each native tool's handler is registered under the tool's catalog name.

A handler takes the turn's phone state and the call's arguments (already checked against
the schema) and returns the answer text, or raises ToolError with the text of a failure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..state import PhoneState

Handler = Callable[[PhoneState, dict[str, Any]], str]

HANDLERS: dict[str, Handler] = {}


def tool(name: str) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of tool `name`."""

    def register(handler: Handler) -> Handler:
        if name in HANDLERS:  # pragma: no cover - a programming error caught at import
            raise ValueError(f"two handlers for {name}")
        HANDLERS[name] = handler
        return handler

    return register
