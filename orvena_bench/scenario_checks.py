"""Validation of scenario objects against the contract (docs/formats.md): every problem, each at its JSON path.

Validation walks the raw JSON once, reading the key vocabularies from `vocab`; only a
scenario without problems is typed (scenario_build). Every command checks a scenario the
same way, so one `validate` rejects is never scored, run or served.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import vocab
from .clock import Clock, ClockError, TimeContext, find_tokens
from .connections import FixtureError, load_fixture, split_tool_name
from .json_tree import iter_strings, too_deep
from .records import Problem
from .scenario import TOKEN_PARTS
from .vocab import CheckKey, Quantifier, Shape

_SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


@dataclass
class Checker:
    """Collects problems for one scenario object, each at a JSON path."""

    file: str
    line: int | None
    id: str | None
    problems: list[Problem] = field(default_factory=list)

    def add(self, path: str, message: str) -> None:
        self.problems.append(Problem(self.file, self.line, self.id, path, message))

    def expect_type(self, value: Any, kind: type | tuple[type, ...], path: str, what: str) -> bool:
        if isinstance(value, bool) and kind in (int, float, (int, float)):
            ok = False
        else:
            ok = isinstance(value, kind)
        if not ok:
            self.add(path, f"expected {what}, got {json_type(value)}")
        return ok


def json_type(value: Any) -> str:
    """The JSON name of a Python value's type, for error messages."""
    return {
        bool: "boolean", int: "number", float: "number", str: "string",
        list: "array", dict: "object", type(None): "null",
    }.get(type(value), type(value).__name__)  # fmt: skip


@dataclass(frozen=True)
class Known:
    """What the validator checks names against: tool names and the fixtures folder."""

    native_tools: frozenset[str] | None = None
    fixtures_dir: Path | None = None

    @classmethod
    def for_data(cls, data: Any) -> Known:
        """Names from a dataset (a DataDir): its catalog's native tools and its fixtures folder.

        A catalog that is missing or unreadable raises CatalogError: without it the tool names
        could not be checked, and a check skipped in silence would pass scenarios no agent can.
        """
        from .catalog import load_catalog

        return cls(frozenset(load_catalog(data.catalog).names), data.fixtures)

    def operations(self, connection: str) -> frozenset[str] | None:
        if self.fixtures_dir is None:
            return None
        return load_fixture(self.fixtures_dir, connection).operations


def _check_strings(c: Checker, value: Any, path: str, what: str = "list of strings") -> bool:
    if not c.expect_type(value, list, path, what):
        return False
    ok = True
    for index, item in enumerate(value):
        if not c.expect_type(item, str, f"{path}[{index}]", "string"):
            ok = False
        elif not item.strip():
            c.add(f"{path}[{index}]", "empty string: it would always occur")
            ok = False
    return ok


#: Shapes whose value is a list: an empty one is refused, since it either checks nothing or never holds.
_LIST_SHAPES = frozenset({Shape.STRINGS, Shape.TOOL_NAMES, Shape.GROUPS, Shape.CALLS, Shape.SEQUENCES})


def _check_shape(c: Checker, key: CheckKey, value: Any, path: str) -> None:
    if key.shape in _LIST_SHAPES and value == []:
        never = key.shape is Shape.SEQUENCES or key.quantifier is Quantifier.ANY
        c.add(path, "empty list: no alternative, so it could never hold" if never
              else "empty list: it checks nothing")  # fmt: skip
        return
    match key.shape:
        case Shape.STRINGS | Shape.TOOL_NAMES:
            _check_strings(c, value, path)
        case Shape.GROUPS:
            if c.expect_type(value, list, path, "list of lists of strings"):
                for index, group in enumerate(value):
                    if _check_strings(c, group, f"{path}[{index}]") and not group:
                        c.add(f"{path}[{index}]", "empty group: it could never hold")
        case Shape.TRUE:
            if value is not True:
                c.add(path, f"expected true, got {json_type(value)} {value!r}")
        case Shape.BOOL:
            c.expect_type(value, bool, path, "boolean")
        case Shape.LANGUAGE:
            if c.expect_type(value, str, path, "language code") and value not in vocab.LANGUAGES:
                c.add(path, f"unknown language {value!r}")
        case Shape.CALLS:
            if c.expect_type(value, list, path, "list of expected calls"):
                for index, call in enumerate(value):
                    _check_call(c, call, f"{path}[{index}]")
        case Shape.SEQUENCES:
            if c.expect_type(value, list, path, "list of call sequences"):
                for index, sequence in enumerate(value):
                    if sequence == []:
                        c.add(f"{path}[{index}]", "empty sequence: it would always hold")
                    else:
                        _check_shape(c, vocab.EXPECT_KEYS["calls"], sequence, f"{path}[{index}]")


def _check_call(c: Checker, call: Any, path: str) -> None:
    if not c.expect_type(call, dict, path, "expected call object"):
        return
    if "tool" not in call:
        c.add(path, "expected call without 'tool'")
    for key, value in call.items():
        spec = vocab.CALL_KEYS.get(key)
        if spec is None:
            c.add(f"{path}.{key}", f"unknown key (known: {', '.join(vocab.CALL_KEYS)})")
        elif key == "tool":
            if c.expect_type(value, str, f"{path}.tool", "tool name") and not value:
                c.add(f"{path}.tool", "empty tool name")
        else:
            _check_shape(c, spec, value, f"{path}.{key}")


def _check_phone(c: Checker, phone: Any) -> None:
    """The phone package owns its data model, so it checks the phone object (zone, locale, lists)."""
    if not c.expect_type(phone, dict, "$.phone", "object"):
        return
    for path, message in _phone_validator()(phone):
        c.add(path, message)


def _phone_validator() -> Callable[[dict[str, Any]], list[tuple[str, str]]]:
    """The phone's own item-level validator (the phone package owns its data model)."""
    from .phone import validate_phone

    return validate_phone


def _check_tools(c: Checker, tools: Any, connections: list[str], known: Known) -> None:
    if not c.expect_type(tools, dict, "$.tools", "object"):
        return
    for name, rules in tools.items():
        path = f"$.tools.{name}"
        split = split_tool_name(name)
        if split is None:
            c.add(path, "rules are keyed '<connection>/<operation>'")
            continue
        connection, operation = split
        if connection not in connections:
            c.add(path, f"connection {connection!r} is not installed (connections: {connections})")
        else:
            try:
                operations = known.operations(connection)
            except FixtureError:
                operations = None  # reported under $.connections
            if operations is not None and operation not in operations:
                c.add(path, f"{connection} has no operation {operation!r}")
        if not c.expect_type(rules, list, path, "list of rules"):
            continue
        for index, rule in enumerate(rules):
            rpath = f"{path}[{index}]"
            if not c.expect_type(rule, dict, rpath, "rule object"):
                continue
            for key in rule:
                if key not in vocab.RULE_KEYS:
                    c.add(f"{rpath}.{key}", f"unknown rule key (known: {', '.join(sorted(vocab.RULE_KEYS))})")
            if "match" in rule:
                _check_strings(c, rule["match"], f"{rpath}.match")
            if "result" not in rule:
                c.add(rpath, "rule without 'result'")
            else:
                c.expect_type(rule["result"], str, f"{rpath}.result", "string")
            if (
                "nth" in rule
                and c.expect_type(rule["nth"], int, f"{rpath}.nth", "integer")
                and rule["nth"] < 1
            ):
                c.add(f"{rpath}.nth", "nth counts from 1")
            if "error" in rule:
                c.expect_type(rule["error"], bool, f"{rpath}.error", "boolean")


def _check_id(c: Checker, obj: dict[str, Any]) -> None:
    sid, language, category = obj.get("id"), obj.get("language"), obj.get("category")
    if not c.expect_type(sid, str, "$.id", "string"):
        return
    if isinstance(language, str) and language not in vocab.LANGUAGES:
        c.add("$.language", f"unknown language {language!r} (the bench's 30: {' '.join(vocab.LANGUAGES)})")
    elif "language" in obj:
        c.expect_type(language, str, "$.language", "language code")
    if isinstance(category, str) and category not in vocab.CATEGORIES:
        c.add("$.category", f"unknown category {category!r} (known: {' '.join(vocab.CATEGORIES)})")
    elif "category" in obj:
        c.expect_type(category, str, "$.category", "category")
    prefix = f"{language}-{category}-"
    well_formed = sid.startswith(prefix) and _SLUG.fullmatch(sid[len(prefix) :])
    if isinstance(language, str) and isinstance(category, str) and not well_formed:
        c.add("$.id", f"id must read '{prefix}<slug>' (slug: lowercase letters, digits, '-')")


#: The deepest nesting a scenario may have; the bundled ones nest at most 7 levels. Deeper
#: lines are refused at once, before any check walks them.
MAX_DEPTH = 64


def check_scenario(obj: dict[str, Any], file: str, line: int | None, known: Known) -> list[Problem]:
    """Every problem of one scenario object against the contract (docs/formats.md), each with its JSON path.

    Every command checks the whole scenario the same way, so a scenario `validate` rejects is
    never scored, run or served; every token is rendered at the fixed moment in the phone's
    zone and locale, so one that parses but falls outside the clock's range is caught here.
    """
    sid = obj.get("id") if isinstance(obj.get("id"), str) else None
    c = Checker(file, line, sid)
    deep = too_deep(obj, MAX_DEPTH)
    if deep is not None:
        c.add(deep, f"nested more than {MAX_DEPTH} levels deep (a scenario needs far fewer)")
        return c.problems
    for key in vocab.SCENARIO_REQUIRED:
        if key not in obj:
            c.add(f"$.{key}", "missing")
    for key in obj:
        if key not in vocab.SCENARIO_REQUIRED and key not in vocab.SCENARIO_OPTIONAL:
            c.add(f"$.{key}", "unknown scenario key")
    _check_id(c, obj)
    if (
        "request" in obj
        and c.expect_type(obj["request"], str, "$.request", "string")
        and not obj["request"].strip()
    ):
        c.add("$.request", "empty request")
    if "history" in obj and c.expect_type(obj["history"], list, "$.history", "list of messages"):
        for index, message in enumerate(obj["history"]):
            path = f"$.history[{index}]"
            if not c.expect_type(message, dict, path, "message object"):
                continue
            if message.get("role") not in vocab.HISTORY_ROLES:
                c.add(f"{path}.role", f"role must be one of {sorted(vocab.HISTORY_ROLES)}")
            c.expect_type(message.get("content"), str, f"{path}.content", "string")
            for key in message:
                if key not in ("role", "content"):
                    c.add(f"{path}.{key}", "unknown message key")
    connections: list[str] = []
    if "connections" in obj and _check_strings(c, obj["connections"], "$.connections"):
        connections = obj["connections"]
        if len(set(connections)) != len(connections):
            c.add("$.connections", "a connection is listed twice")
        for index, name in enumerate(connections):
            if known.fixtures_dir is not None:
                try:
                    load_fixture(known.fixtures_dir, name)
                except FixtureError as exc:
                    c.add(f"$.connections[{index}]", str(exc))
    if "phone" in obj:
        _check_phone(c, obj["phone"])
    if "tools" in obj:
        _check_tools(c, obj["tools"], connections, known)
    if "expect" in obj and c.expect_type(obj["expect"], dict, "$.expect", "object"):
        expect = obj["expect"]
        for key, value in expect.items():
            spec = vocab.EXPECT_KEYS.get(key)
            if spec is None:
                c.add(f"$.expect.{key}", f"unknown check key (known: {', '.join(vocab.EXPECT_KEYS)})")
            else:
                _check_shape(c, spec, value, f"$.expect.{key}")
        _check_tool_names(c, expect, connections, known)
    ctx = _render_context(obj.get("phone"))
    for part in TOKEN_PARTS:
        for path, text in iter_strings(obj.get(part), f"$.{part}"):
            try:
                for token in find_tokens(text):
                    if ctx is not None:
                        ctx.render(token)
            except ClockError as exc:
                c.add(path, f"bad token: {exc}")
    return c.problems


def _render_context(phone: Any) -> TimeContext | None:
    """The phone's zone and locale at the fixed moment, to render tokens in; None when they are invalid
    (reported under $.phone)."""
    if not isinstance(phone, dict):
        return None
    tz, loc = phone.get("timeZone"), phone.get("locale")
    if not isinstance(tz, str) or not isinstance(loc, str):
        return None
    try:
        return TimeContext.of(Clock(), tz, loc)
    except ClockError:
        return None


def _check_tool_names(c: Checker, expect: dict[str, Any], connections: list[str], known: Known) -> None:
    """Expected calls must name a tool the scenario offers: else no agent could pass."""
    if known.native_tools is None:
        return
    paths: list[tuple[str, Any]] = []
    if isinstance(expect.get("calls"), list):
        paths += [(f"$.expect.calls[{i}].tool", call) for i, call in enumerate(expect["calls"])]
    if isinstance(expect.get("anyOf"), list):
        for i, sequence in enumerate(expect["anyOf"]):
            if isinstance(sequence, list):
                paths += [(f"$.expect.anyOf[{i}][{j}].tool", call) for j, call in enumerate(sequence)]
    for path, call in paths:
        tool = call.get("tool") if isinstance(call, dict) else None
        if isinstance(tool, str) and tool and not tool_exists(tool, connections, known):
            c.add(path, f"no such tool {tool!r} in the catalog or the installed connections")


def tool_exists(tool: str, connections: Iterable[str], known: Known) -> bool:
    """Whether a scenario with these connections offers `tool`."""
    split = split_tool_name(tool)
    if split is None:
        return known.native_tools is None or tool in known.native_tools
    connection, operation = split
    if connection not in connections:
        return False
    try:
        operations = known.operations(connection)
    except FixtureError:
        return False
    return operations is None or operation in operations
