"""One walker that reads phone JSON into typed records and reports what is wrong with it.

The data model (model.py) is declared once, as dataclasses whose fields carry their JSON
name, documentation and constraints. Reading, validating and the docs test all walk those
declarations through their type hints, so a field added there is known everywhere.
"""

from __future__ import annotations

import dataclasses
import re
import types
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from enum import Enum
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints

from orvena_bench.clock import Clock, ClockError, TimeContext

Problems = list[tuple[str, str]]

_BARE_DATE = re.compile(r"\s*\d{4}-\d{2}-\d{2}\s*")


@dataclass(frozen=True, slots=True)
class When:
    """A moment that may be a whole day: `2026-11-05` has no time, `+1d 10:00` has one."""

    at: datetime
    has_time: bool = True


class Kind(Enum):
    """The JSON shapes a phone field can have, with the words a problem uses for each."""

    TEXT = "a string"
    INT = "an integer"
    NUMBER = "a number"
    BOOL = "true or false"
    TIME = "a time (relative like '+1d 10:00' or ISO 8601)"
    DAY = "a date (relative like '-1d' or ISO 8601 like 2026-11-05)"
    WHEN = "a date or time (relative like '+1d 10:00', or ISO 8601)"
    TEXTS = "a list of strings"
    TIMES = "a list of times (relative like '10:42' or ISO 8601)"
    RECORDS = "a list of objects"
    RECORD = "an object"
    MAP = "an object of strings"


@dataclass(frozen=True, slots=True)
class FieldInfo:
    """One declared field: its JSON key, shape, documentation and constraints."""

    name: str
    key: str
    kind: Kind
    doc: str
    required: bool
    choices: tuple[str, ...] | None
    check: Callable[[Any], str | None] | None
    record: type | None  # the item type of RECORD and RECORDS fields


def spec(
    doc: str,
    default: Any = None,
    *,
    required: bool = False,
    choices: tuple[str, ...] | None = None,
    key: str | None = None,
    check: Callable[[Any], str | None] | None = None,
) -> Any:
    """A dataclass field with its documentation; an empty list/dict/record default is copied."""
    metadata = {"doc": doc, "required": required, "choices": choices, "key": key, "check": check}
    if isinstance(default, list | dict) or dataclasses.is_dataclass(default):
        factory = type(default)
        return dataclasses.field(default_factory=factory, metadata=metadata)
    return dataclasses.field(default=default, metadata=metadata)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


_SCALARS: dict[Any, Kind] = {
    str: Kind.TEXT,
    int: Kind.INT,
    float: Kind.NUMBER,
    bool: Kind.BOOL,
    datetime: Kind.TIME,
    date: Kind.DAY,
    When: Kind.WHEN,
}


def _kind(hint: Any) -> tuple[Kind, type | None]:
    if get_origin(hint) in (Union, types.UnionType):
        (hint,) = [a for a in get_args(hint) if a is not type(None)]
    if hint in _SCALARS:
        return _SCALARS[hint], None
    origin, args = get_origin(hint), get_args(hint)
    if origin is list:
        if args[0] in (str, datetime):
            return (Kind.TEXTS if args[0] is str else Kind.TIMES), None
        return Kind.RECORDS, args[0]
    if origin is dict:
        return Kind.MAP, None
    if dataclasses.is_dataclass(hint):
        return Kind.RECORD, hint
    raise TypeError(f"unsupported phone field type {hint!r}")  # pragma: no cover


@cache
def fields_of(cls: type) -> tuple[FieldInfo, ...]:
    """The declared fields of a record type, in declaration order."""
    hints = get_type_hints(cls)
    infos = []
    for f in dataclasses.fields(cls):
        kind, record = _kind(hints[f.name])
        meta = f.metadata
        infos.append(
            FieldInfo(
                name=f.name,
                key=meta.get("key") or _camel(f.name),
                kind=kind,
                doc=meta.get("doc", ""),
                required=meta.get("required", False),
                choices=meta.get("choices"),
                check=meta.get("check"),
                record=record,
            )
        )
    return tuple(infos)


# ---------------------------------------------------------------------------- reading


def read_when(value: str, ctx: TimeContext) -> When:
    """A phone or argument time: a bare ISO date is a whole day, anything else a moment."""
    return When(ctx.clock.moment(value, ctx.tz), has_time=not _BARE_DATE.fullmatch(value))


def _read_value(info: FieldInfo, value: Any, ctx: TimeContext) -> Any:
    match info.kind:
        case Kind.TIME:
            return ctx.clock.moment(value, ctx.tz)
        case Kind.DAY:
            return ctx.clock.moment(value, ctx.tz).date()
        case Kind.WHEN:
            return read_when(value, ctx)
        case Kind.NUMBER:
            return float(value)
        case Kind.TIMES:
            return [ctx.clock.moment(item, ctx.tz) for item in value]
        case Kind.RECORD:
            return read(info.record, value, ctx)
        case Kind.RECORDS:
            return [read(info.record, item, ctx) for item in value]
        case Kind.TEXTS:
            return list(value)
        case Kind.MAP:
            return dict(value)
    return value


def read[T](cls: type[T], raw: dict[str, Any], ctx: TimeContext) -> T:
    """Build a record from JSON that `check` accepted, resolving every time in `ctx`."""
    values = {
        info.name: _read_value(info, raw[info.key], ctx)
        for info in fields_of(cls)
        if raw.get(info.key) is not None
    }
    return cls(**values)


# ---------------------------------------------------------------------------- checking

#: Times are checked without a scenario's context: if a value parses at the fixed moment
#: in UTC it parses in every zone. Unexpanded tokens are expanded the same way first.
_CHECK_CONTEXT = TimeContext.of(Clock(), "UTC", "en")


def time_problem(value: str) -> str | None:
    """Why `value` is not a phone time, or None."""
    try:
        text = _CHECK_CONTEXT.expand(value) if "{" in value else value
        Clock().moment(text, _CHECK_CONTEXT.tz)
    except (ClockError, ValueError) as exc:
        return str(exc)
    return None


def _type_ok(kind: Kind, value: Any) -> bool:
    match kind:
        case Kind.TEXT | Kind.TIME | Kind.DAY | Kind.WHEN:
            return isinstance(value, str)
        case Kind.INT:
            return isinstance(value, int) and not isinstance(value, bool)
        case Kind.NUMBER:
            return isinstance(value, int | float) and not isinstance(value, bool)
        case Kind.BOOL:
            return isinstance(value, bool)
        case Kind.TEXTS | Kind.TIMES:
            return isinstance(value, list) and all(isinstance(v, str) for v in value)
        case Kind.RECORDS:
            return isinstance(value, list)
        case Kind.RECORD:
            return isinstance(value, dict)
        case Kind.MAP:
            return isinstance(value, dict) and all(isinstance(v, str) for v in value.values())
    return False  # pragma: no cover


def _check_value(info: FieldInfo, value: Any, path: str) -> Problems:
    if not _type_ok(info.kind, value):
        return [(path, f"must be {info.kind.value}, got {type(value).__name__}")]
    if info.kind in (Kind.TIME, Kind.DAY, Kind.WHEN):
        problem = time_problem(value)
        return [(path, problem)] if problem else []
    if info.kind is Kind.TIMES:
        found = ((f"{path}[{i}]", time_problem(item)) for i, item in enumerate(value))
        return [(where, problem) for where, problem in found if problem]
    if info.kind is Kind.RECORD:
        return check(info.record, value, path)
    if info.kind is Kind.RECORDS:
        problems: Problems = []
        for index, item in enumerate(value):
            problems += check(info.record, item, f"{path}[{index}]")
        return problems
    problems = []
    if info.choices is not None:
        values = value if info.kind is Kind.TEXTS else [value]
        for v in values:
            if v not in info.choices:
                problems.append((path, f"{v!r} is not one of: {', '.join(info.choices)}"))
    if info.check is not None and (message := info.check(value)):
        problems.append((path, message))
    return problems


def check(cls: type, raw: Any, path: str, noun: str = "field") -> Problems:
    """Every problem of `raw` as a record of type `cls`, each with its JSON path."""
    if not isinstance(raw, dict):
        return [(path, f"must be an object, got {type(raw).__name__}")]
    infos = {info.key: info for info in fields_of(cls)}
    problems: Problems = []
    for key in raw:
        if key not in infos:
            problems.append((f"{path}.{key}", f"unknown {noun} (known: {', '.join(infos)})"))
    for key, info in infos.items():
        value = raw.get(key)
        if value is None:
            if info.required:
                problems.append((f"{path}.{key}", "missing (required)"))
            continue
        problems += _check_value(info, value, f"{path}.{key}")
    return problems
