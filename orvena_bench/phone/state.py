"""The phone during one turn: the scenario's data as typed records, plus what the turn did.

Write tools change these records in place, so a later call in the same turn sees the
change; a new turn builds a new state from the scenario. Ids are stable: given ids are
kept, missing ones become `<prefix>-<position>`, and new items get numbers never used
before in the turn (a deleted `event-3` is not handed out again).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from babel import Locale

from orvena_bench.clock import TimeContext

from . import schema
from .errors import PhoneDataError, ToolError
from .model import Item, PhoneData
from .text import Matcher


def validate_phone(data: Any, path: str = "$.phone") -> list[tuple[str, str]]:
    """Every problem of a scenario's `phone` object, as (JSON path, message) pairs.

    Covers the whole object: locale, timeZone, location, unknown lists, and every item's
    unknown fields, wrong types, unknown choices and unreadable times. Times are checked
    without the scenario's context, so relative times and unexpanded tokens both pass.
    """
    return schema.check(PhoneData, data, path, noun="phone key")


@dataclass(frozen=True, slots=True)
class Sent:
    """Something the phone sent or dialled this turn: a message, an email or a call."""

    kind: str  # "message", "email", "call", "video call"
    to: str  # the recipient as shown (a name, or the address itself)
    address: str  # the number or email address used
    text: str = ""
    subject: str = ""


@dataclass
class PhoneState:
    """The phone's records for one turn and the context their times live in."""

    data: PhoneData
    ctx: TimeContext
    outbox: list[Sent] = field(default_factory=list)
    _ids: set[str] = field(default_factory=set)
    _next: dict[str, int] = field(default_factory=dict)

    @classmethod
    def build(cls, raw: dict[str, Any], ctx: TimeContext) -> PhoneState:
        """Type a scenario's phone (tokens already expanded) in `ctx`, or raise PhoneDataError."""
        problems = validate_phone(raw)
        if problems:
            raise PhoneDataError(problems)
        state = cls(schema.read(PhoneData, raw, ctx), ctx)
        for items in state.lists():
            state._assign_ids(items)
        return state

    def lists(self) -> list[list[Item]]:
        """Every list of items that carry ids."""
        lists = (getattr(self.data, info.name) for info in schema.fields_of(PhoneData))
        return [items for items in lists if isinstance(items, list) and _has_ids(items)]

    def _assign_ids(self, items: list[Item]) -> None:
        if items:
            ids = assigned_ids([(item.id, item.id_prefix) for item in items], self._ids)
            for item, item_id in zip(items, ids, strict=True):
                item.id = item_id
            self._ids.update(ids)
        for item in items:
            match = re.fullmatch(rf"{re.escape(item.id_prefix)}-(\d+)", item.id)
            floor = max(int(match.group(1)) if match else 0, len(items)) + 1
            self._next[item.id_prefix] = max(self._next.get(item.id_prefix, 1), floor)

    def new_id(self, prefix: str) -> str:
        """An id for a new item, never used before in this turn."""
        number = self._next.get(prefix, 1)
        while f"{prefix}-{number}" in self._ids:
            number += 1
        self._next[prefix] = number + 1
        new = f"{prefix}-{number}"
        self._ids.add(new)
        return new

    @property
    def now(self) -> datetime:
        """The current moment in the phone's zone."""
        return self.ctx.clock.now(self.ctx.tz)

    @property
    def match(self) -> Matcher:
        """The matching rules of the phone's language (text.py)."""
        return Matcher(self.ctx.locale.language)

    @property
    def locale(self) -> Locale:
        """The phone's CLDR locale, for weekday names."""
        return self.ctx.locale


def assigned_ids(items: list[tuple[str, str]], taken: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The ids of one list's items, each given as (id or "", prefix): a given id is kept, a missing
    one is `<prefix>-<position>`, or the first free `<prefix>-N` when that is taken. Pure, so the
    scorer can name the items exactly as the phone named them."""
    used = set(taken) | {item_id for item_id, _ in items if item_id}
    after: dict[str, int] = {}
    out: list[str] = []
    for position, (item_id, prefix) in enumerate(items, start=1):
        if not item_id:
            item_id = f"{prefix}-{position}"
            if item_id in used:
                number = after.get(prefix, 1)
                while f"{prefix}-{number}" in used:
                    number += 1
                after[prefix] = number + 1
                item_id = f"{prefix}-{number}"
            used.add(item_id)
        out.append(item_id)
    return out


def _has_ids(items: list[Any]) -> bool:
    return not items or isinstance(items[0], Item)


def find[T: Item](items: list[T], item_id: str, noun: str, hint: str) -> T:
    """The item with id `item_id`, or a ToolError telling the model where ids come from."""
    for item in items:
        if item.id == item_id.strip():
            return item
    raise ToolError(f"no {noun} with id {item_id!r}; {hint} shows the ids")
