"""The simulated iPhone: its data model, the native tools' answers, and the data validator.

`Phone(data, ctx)` builds a turn's phone from a scenario's `phone` object; `Phone.call`
answers a native tool call; `validate_phone(data)` lists every problem of a phone object
with its JSON path. docs/phone.md documents the data model and every answer format.
"""

from __future__ import annotations

from .errors import PhoneDataError, ToolError
from .phone import Phone
from .state import PhoneState, Sent, validate_phone

__all__ = ["Phone", "PhoneDataError", "PhoneState", "Sent", "ToolError", "validate_phone"]
