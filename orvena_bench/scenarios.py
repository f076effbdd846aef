"""Scenarios: read them from JSONL, check them against the contract (docs/formats.md), type them, expand their tokens.

Validation walks the raw JSON once and reports every problem with its JSON path, reading
the key vocabularies from `vocab`; only a scenario without problems becomes a typed
record. Expansion is a separate step (load -> expand), so the census can count tokens in
the text as written and the scorer sees the text as the clock renders it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

from . import vocab
from .clock import Clock, ClockError, TimeContext, find_tokens
from .clock_phrases import CLOCK_VALUE, clock_slot
from .connections import FixtureError, load_fixture, split_tool_name
from .date_values import with_dates
from .jsonl import read_lines
from .person_values import person_value
from .records import Problem, internal_error
from .vocab import CheckKey, Quantifier, Shape

# ---------------------------------------------------------------------------- typed records


@dataclass(frozen=True, slots=True)
class StringCheck:
    """One quantified list of strings (`answerAny`, `argsNot`...) as the scorer applies it."""

    key: CheckKey
    values: tuple[Any, ...]  # strings, or tuples of strings for GROUPS


@dataclass(frozen=True, slots=True)
class ExpectedCall:
    """A call the scenario expects: the tool, checks on its arguments, and `ok`."""

    tool: str
    checks: tuple[StringCheck, ...]
    ok: bool | None

    def describe(self) -> str:
        """`create_event(args: '2026-11-05', 'Dentist')`, for issue lines and tables."""
        parts = [
            f"{c.key.name}: " + ", ".join(repr(v) if isinstance(v, str) else repr(list(v)) for v in c.values)
            for c in self.checks
        ]
        return f"{self.tool}({'; '.join(parts)})" if parts else self.tool


@dataclass(frozen=True, slots=True)
class Expect:
    """A scenario's checks, typed."""

    calls: tuple[ExpectedCall, ...] = ()
    any_of: tuple[tuple[ExpectedCall, ...], ...] = ()
    forbid: tuple[str, ...] = ()
    no_tools: bool = False
    answer: tuple[StringCheck, ...] = ()
    language: str | None = None

    @property
    def expected_calls(self) -> Iterator[ExpectedCall]:
        """Every expected call, in `calls` and in each `anyOf` sequence."""
        yield from self.calls
        for sequence in self.any_of:
            yield from sequence


@dataclass(frozen=True, slots=True)
class Rule:
    """One scripted MCP answer (docs/formats.md)."""

    match: tuple[str, ...]
    result: str
    nth: int | None = None
    error: bool = False
    structured: Any = None


@dataclass(frozen=True, slots=True)
class Message:
    role: str
    content: str


@dataclass(frozen=True)
class Scenario:
    """One scenario as typed records, plus where it came from and its raw JSON."""

    id: str
    set: str
    language: str
    category: str
    request: str
    history: tuple[Message, ...]
    connections: tuple[str, ...]
    phone: dict[str, Any]
    tools: dict[str, tuple[Rule, ...]]
    expect: Expect
    raw: dict[str, Any] = field(repr=False, compare=False)
    file: str = ""
    line: int = 0

    @property
    def group(self) -> str:
        """'-h3', '-conn' or '' (an original)."""
        return vocab.scenario_group(self.id)

    @property
    def is_mcp(self) -> bool:
        """An MCP scenario: installs a connection and is not a -conn copy (docs/tables.md)."""
        return bool(self.connections) and self.group != "-conn"

    @property
    def expected_language(self) -> str:
        return self.expect.language or self.language

    @cached_property
    def time_context(self) -> TimeContext:
        """The phone's zone and locale at the fixed moment (the clock a default run uses)."""
        return TimeContext.of(Clock(), self.phone["timeZone"], self.phone["locale"])

    def context(self, clock: Clock) -> TimeContext:
        """The phone's zone and locale at `clock`."""
        if clock == Clock():
            return self.time_context
        return TimeContext.of(clock, self.phone["timeZone"], self.phone["locale"])


# ---------------------------------------------------------------------------- tree helpers


def iter_strings(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """Every string in a JSON tree with its JSON path (dict keys are not text)."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from iter_strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from iter_strings(item, f"{path}[{index}]")


def map_strings(value: Any, fn: Callable[[str], str]) -> Any:
    """A copy of a JSON tree with `fn` applied to every string."""
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        return {key: map_strings(item, fn) for key, item in value.items()}
    if isinstance(value, list):
        return [map_strings(item, fn) for item in value]
    return value


#: The parts of a scenario whose text may hold tokens (docs/formats.md).
TOKEN_PARTS: tuple[str, ...] = ("expect", "tools", "phone")

#: What re-scoring a recorded run expands: only the expectations. The phone and the rules
#: served the run when it was made, so `score` checks them (as `validate` does) but does not expand them.
SCORING_PARTS: tuple[str, ...] = ("expect",)


# ---------------------------------------------------------------------------- validation

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
        """Names from a dataset (a DataDir): its catalog's native tools and its fixtures folder."""
        from .catalog import CatalogError, load_catalog

        try:
            native = frozenset(load_catalog(data.catalog).names)
        except (CatalogError, FileNotFoundError):
            native = None
        return cls(native, data.fixtures)

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


def too_deep(value: Any, limit: int = MAX_DEPTH, path: str = "$") -> str | None:
    """The JSON path of the first node nested deeper than `limit`, or None.

    Recursion stops at `limit`, so it never goes deeper than the limit however deep the value
    is; the path is built only along the branch that is too deep.
    """
    if isinstance(value, dict):
        items: Iterable[tuple[Any, Any]] = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return None
    if limit < 0:
        return path
    for key, item in items:
        if isinstance(item, dict | list):
            found = too_deep(item, limit - 1, "")
            if found is not None:
                step = f"[{key}]" if isinstance(value, list) else f".{key}"
                return path + step + found
    return None


def check_scenario(obj: dict[str, Any], file: str, line: int | None, known: Known) -> list[Problem]:
    """Every problem of one scenario object against the contract (docs/formats.md), each with its JSON path.

    Every command checks the whole scenario the same way, so a scenario `validate` rejects is
    never scored, run or served; every token is rendered at the fixed moment in the phone's
    zone and locale, so one that parses but falls outside the clock's range is caught here.
    """
    sid = obj.get("id") if isinstance(obj.get("id"), str) else None
    c = Checker(file, line, sid)
    deep = too_deep(obj)
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


# ---------------------------------------------------------------------------- building


def _string_checks(obj: dict[str, Any], keys: Iterable[CheckKey]) -> tuple[StringCheck, ...]:
    checks = []
    for key in keys:
        if key.name in obj:
            values = obj[key.name]
            if key.shape is Shape.GROUPS:
                values = [tuple(group) for group in values]
            checks.append(StringCheck(key, tuple(values)))
    return tuple(checks)


def _expected_call(obj: dict[str, Any]) -> ExpectedCall:
    return ExpectedCall(obj["tool"], _string_checks(obj, vocab.ARGS_KEYS), obj.get("ok"))


def _answer_checks(
    obj: dict[str, Any], language: str, locale: str, said: str, contacts: Any = ()
) -> tuple[StringCheck, ...]:
    """The answer checks, each clock-time value a slot of the time's renderings in `language`,
    and each required value that names one contact a slot of the ways to refer to them.

    Forms the user typed are left out of a slot, so that echoing the request still cannot
    satisfy a check; an excluded time keeps its spoken forms only when no required time is
    the same hour twelve hours apart ('six o'clock' must not exclude 18:00 for 06:00).
    """
    checks = _string_checks(obj, vocab.ANSWER_KEYS)
    required = {
        int(m.group(1)) % 24
        for c in checks
        if c.key.quantifier is not Quantifier.NONE
        for v in (x for g in c.values for x in (g if isinstance(g, tuple) else (g,)))
        if (m := CLOCK_VALUE.fullmatch(v.strip()))
    }

    def slot(value: str, excluded: bool) -> str:
        if not excluded and (person := person_value(value, contacts, locale, said)) is not value:
            return person
        m = CLOCK_VALUE.fullmatch(value.strip())
        spoken = not (excluded and m and (int(m.group(1)) + 12) % 24 in required)
        return clock_slot(value, language, locale, spoken, said)

    out = []
    for c in checks:
        excluded = c.key.quantifier is Quantifier.NONE
        if c.key.quantifier is Quantifier.GROUPS:
            values = tuple(tuple(slot(v, excluded) for v in group) for group in c.values)
        else:
            values = tuple(slot(v, excluded) for v in c.values)
        out.append(StringCheck(c.key, values))
    return tuple(out)


def build_expect(
    obj: dict[str, Any], language: str = "", locale: str = "", said: str = "", contacts: Any = ()
) -> Expect:
    """Type a validated `expect` object; clock times in answer checks become slots when the
    scenario's language and locale are given."""
    answer = (
        _answer_checks(obj, obj.get("language") or language, locale, said, contacts)
        if locale
        else _string_checks(obj, vocab.ANSWER_KEYS)
    )
    return Expect(
        calls=tuple(_expected_call(call) for call in obj.get("calls", ())),
        any_of=tuple(tuple(_expected_call(call) for call in seq) for seq in obj.get("anyOf", ())),
        forbid=tuple(obj.get("forbid", ())),
        no_tools=bool(obj.get("noTools", False)),
        answer=answer,
        language=obj.get("language"),
    )


def build_scenario(obj: dict[str, Any], set_name: str, file: str = "", line: int = 0) -> Scenario:
    """Type a validated scenario object (tokens as written)."""
    return Scenario(
        id=obj["id"],
        set=set_name,
        language=obj["language"],
        category=obj["category"],
        request=obj["request"],
        history=tuple(Message(m["role"], m["content"]) for m in obj.get("history", ())),
        connections=tuple(obj.get("connections", ())),
        phone=obj["phone"],
        tools={
            name: tuple(
                Rule(
                    tuple(r.get("match", ())),
                    r["result"],
                    r.get("nth"),
                    bool(r.get("error", False)),
                    r.get("structured"),
                )
                for r in rules
            )
            for name, rules in obj.get("tools", {}).items()
        },
        expect=build_expect(
            obj["expect"],
            obj["language"],
            str(obj["phone"].get("locale") or ""),
            " ".join([obj["request"], *(m["content"] for m in obj.get("history", ()))]),
            obj["phone"].get("contacts") or (),
        ),
        raw=obj,
        file=file,
        line=line,
    )


def expand(scenario: Scenario, clock: Clock | None = None, parts: tuple[str, ...] = TOKEN_PARTS) -> Scenario:
    """The scenario with every token in `parts` (expect, tools, phone) rendered for `clock`."""
    ctx = scenario.context(clock or Clock())
    obj = dict(scenario.raw)
    for part in parts:
        if part in obj:
            obj[part] = map_strings(obj[part], ctx.expand)
    built = build_scenario(obj, scenario.set, scenario.file, scenario.line)
    said = " ".join([built.request, *(m.content for m in built.history)])
    today = ctx.clock.now(ctx.tz).date()
    return replace(built, expect=with_dates(built.expect, today, str(built.phone.get("locale") or ""), said))


# ---------------------------------------------------------------------------- loading sets


@dataclass
class ScenarioSet:
    """Scenarios from one or more files, by id, with every problem met while reading them."""

    scenarios: dict[str, Scenario] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    #: ids whose line had problems: known to exist, but not scorable.
    broken: dict[str, Problem] = field(default_factory=dict)

    def by_set(self, set_name: str) -> list[Scenario]:
        return [s for s in self.scenarios.values() if s.set == set_name]


def load(files: Iterable[Path], known: Known | None = None) -> ScenarioSet:
    """Read, check and type every scenario in `files`; ids must be unique across all of them."""
    known = known or Known()
    result = ScenarioSet()
    seen: dict[str, str] = {}
    for path in files:
        set_name = Path(path).stem
        for line in read_lines(path):
            if line.problem is not None:
                result.problems.append(line.problem)
                if line.id_hint:
                    result.broken.setdefault(line.id_hint, line.problem)
                continue
            obj = line.value
            assert obj is not None
            sid = obj.get("id") if isinstance(obj.get("id"), str) else None
            try:
                problems = check_scenario(obj, str(path), line.number, known)
            except Exception as exc:  # a checker bug must cost this scenario only, never the file
                problems = [Problem(str(path), line.number, sid, "$", internal_error("checking", exc))]
            if sid is not None:
                where = f"{path}:{line.number}"
                if sid in seen:
                    problems.append(
                        Problem(str(path), line.number, sid, "$.id", f"duplicate id (first at {seen[sid]})")
                    )
                    result.problems.extend(problems)
                    continue
                seen[sid] = where
            if problems:
                result.problems.extend(problems)
                if sid is not None:
                    result.broken[sid] = problems[0]
                continue
            try:
                result.scenarios[obj["id"]] = build_scenario(obj, set_name, str(path), line.number)
            except Exception as exc:
                problem = Problem(str(path), line.number, sid, "$", internal_error("typing", exc))
                result.problems.append(problem)
                result.broken[obj["id"]] = problem
    return result
