"""The native tool handlers, one module per area; importing this package registers them all."""

from __future__ import annotations

from . import (  # noqa: F401 - imported for their @tool registrations
    alarms,
    calendar,
    contacts,
    device,
    files,
    health,
    media,
    messaging,
    photos,
    places,
    reminders,
    routes,
    tasks,
    weather,
    web,
)
from .registry import HANDLERS, Handler

__all__ = ["HANDLERS", "Handler"]
