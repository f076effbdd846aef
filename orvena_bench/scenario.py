"""A scenario as typed records (docs/formats.md): what validation lets through and every later step reads.

Records are frozen; a scenario keeps its raw JSON, so expansion can re-render it for another
clock, and where it came from (file, line), so every message can name it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from . import vocab
from .clock import Clock, TimeContext
from .vocab import CheckKey

#: The parts of a scenario whose text may hold tokens (docs/formats.md).
TOKEN_PARTS: tuple[str, ...] = ("expect", "tools", "phone")

#: What re-scoring a recorded run expands: only the expectations. The phone and the rules
#: served the run when it was made, so `score` checks them (as `validate` does) but does not expand them.
SCORING_PARTS: tuple[str, ...] = ("expect",)


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
