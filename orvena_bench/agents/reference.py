"""The reference agent: plays a scenario's intended calls and answer through the environment.

References live outside the scenarios (scenarios/reference/<set>.jsonl) so no agent
under test can read them. Tokens in their arguments and answers are expanded with the
turn's clock, so a rotated clock (--clock) moves the reference with the scenario.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import vocab
from ..datadir import DataDir
from ..json_tree import map_strings
from ..jsonl import read_lines
from ..records import Problem
from . import Outcome, ToolBox, Turn, simple_transcript


@dataclass(frozen=True)
class Probe:
    """Another solution of a scenario that the audit plays: an alternative (must pass) or a trap
    (must fail, on the check named by `catches`)."""

    calls: tuple[tuple[str, Any], ...]
    answer: str
    catches: str | None = None
    note: str = ""
    limit: str = ""


@dataclass(frozen=True)
class Reference:
    """One scenario's intended solution, with the alternatives and traps the audit plays."""

    id: str
    calls: tuple[tuple[str, Any], ...]
    answer: str
    alternatives: tuple[Probe, ...] = ()
    traps: tuple[Probe, ...] = ()

    def plan(self, probe: Probe) -> Reference:
        """The probe as a plan to play, like the reference itself."""
        return Reference(self.id, probe.calls, probe.answer)


#: What a trap's `catches` may name: the expect keys a failed check is reported under.
CATCHABLE: frozenset[str] = frozenset(vocab.EXPECT_KEYS)


class _Malformed(Exception):
    """A reference line's first defect: its JSON path and the reason."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(path, reason)
        self.path, self.reason = path, reason


def _calls(value: Any, path: str) -> tuple[tuple[str, Any], ...]:
    """Calls as (tool, arguments) pairs."""
    if not isinstance(value, list):
        raise _Malformed(path, "calls must be a list")
    for i, c in enumerate(value):
        if not isinstance(c, dict) or not isinstance(c.get("tool"), str):
            raise _Malformed(f"{path}[{i}]", "a call needs a tool name")
        if not isinstance(c.get("arguments", {}), dict):
            raise _Malformed(f"{path}[{i}].arguments", "arguments must be an object")
    return tuple((c["tool"], c.get("arguments", {})) for c in value)


def _probe(obj: Any, path: str, reference_calls: tuple[tuple[str, Any], ...], trap: bool) -> Probe:
    """One alternative or trap, checked against PROBE_KEYS; calls default to the reference's."""
    if not isinstance(obj, dict):
        raise _Malformed(path, "a probe must be an object")
    unknown = sorted(set(obj) - set(vocab.PROBE_KEYS))
    if unknown:
        raise _Malformed(f"{path}.{unknown[0]}", "unknown probe field")
    if not isinstance(obj.get("answer"), str):
        raise _Malformed(f"{path}.answer", "a probe needs a string answer")
    calls = _calls(obj["calls"], f"{path}.calls") if "calls" in obj else reference_calls
    catches, limit = obj.get("catches"), obj.get("limit", "")
    if not isinstance(limit, str) or (limit and not trap):
        raise _Malformed(f"{path}.limit", "only traps carry a limit, as a string")
    if trap and not limit and catches not in CATCHABLE:
        raise _Malformed(f"{path}.catches", f"a trap names the check that must catch it: {sorted(CATCHABLE)}")
    if not trap and catches is not None:
        raise _Malformed(f"{path}.catches", "only traps name a check")
    if not isinstance(obj.get("note", ""), str):
        raise _Malformed(f"{path}.note", "a note is a string")
    return Probe(calls, obj["answer"], catches, obj.get("note", ""), limit)


def parse_reference(obj: Any) -> Reference:
    """A reference line as a Reference; raises _Malformed naming the first thing wrong with it."""
    if (
        not isinstance(obj, dict)
        or not isinstance(obj.get("id"), str)
        or not isinstance(obj.get("answer"), str)
    ):
        raise _Malformed("$", "a reference needs a string id, a string answer and a list of calls")
    unknown = sorted(set(obj) - set(vocab.REFERENCE_KEYS))
    if unknown:
        raise _Malformed(f"$.{unknown[0]}", "unknown reference field")
    calls = _calls(obj.get("calls", []), "$.calls")
    probes: dict[str, tuple[Probe, ...]] = {}
    for key in ("alternatives", "traps"):
        value = obj.get(key, [])
        if not isinstance(value, list):
            raise _Malformed(f"$.{key}", f"{key} must be a list")
        probes[key] = tuple(
            _probe(item, f"$.{key}[{i}]", calls, key == "traps") for i, item in enumerate(value)
        )
    return Reference(obj["id"], calls, obj["answer"], probes["alternatives"], probes["traps"])


def load_references(path: Path) -> tuple[dict[str, Reference], list[Problem]]:
    """Read a reference file; problems are reported, not raised, like every other input."""
    references: dict[str, Reference] = {}
    problems: list[Problem] = []
    for line in read_lines(path):
        if line.problem:
            problems.append(line.problem)
            continue
        obj = line.value
        sid = obj.get("id") if isinstance(obj, dict) else None
        where = (str(path), line.number, sid if isinstance(sid, str) else None)
        try:
            reference = parse_reference(obj)
        except _Malformed as bad:
            problems.append(Problem(*where, bad.path, bad.reason))
            continue
        if reference.id in references:
            problems.append(Problem(*where, "$.id", "duplicate reference"))
            continue
        references[reference.id] = reference
    return references, problems


class ReferenceAgent:
    name = "reference"

    def __init__(self, references: dict[str, Reference]) -> None:
        self.references = references

    @classmethod
    def from_data(cls, data: DataDir, set_name: str) -> ReferenceAgent:
        references, problems = load_references(data.reference_file(set_name))
        if problems:
            raise ValueError("reference file has problems:\n" + "\n".join(map(str, problems)))
        return cls(references)

    async def run(self, turn: Turn, tools: ToolBox) -> Outcome:
        reference = self.references.get(turn.id)
        if reference is None:
            return Outcome(answer="", error=f"no reference solution for {turn.id}")
        return play(reference, turn, tools)


def play(reference: Reference, turn: Turn, tools: ToolBox) -> Outcome:
    """Make a reference's calls in order and give its answer, tokens expanded with the turn's clock."""
    expand = turn.context.expand
    made = []
    for name, arguments in reference.calls:
        arguments = map_strings(arguments, expand)
        made.append((name, arguments, tools.call(name, arguments)))
    answer = expand(reference.answer)
    return Outcome(answer=answer, transcript=simple_transcript(turn, made, answer, tools))
