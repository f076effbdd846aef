"""The reference agent: plays a scenario's intended calls and answer through the environment.

References live outside the scenarios (scenarios/reference/<set>.jsonl) so no agent
under test can read them. Tokens in their arguments and answers are expanded with the
turn's clock, so a rotated clock (--clock) moves the reference with the scenario.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..datadir import DataDir
from ..jsonl import read_lines
from ..records import Problem
from ..scenarios import map_strings
from . import Outcome, ToolBox, Turn, simple_transcript


@dataclass(frozen=True)
class Reference:
    """One scenario's intended solution."""

    id: str
    calls: tuple[tuple[str, Any], ...]
    answer: str


def load_references(path: Path) -> tuple[dict[str, Reference], list[Problem]]:
    """Read a reference file; problems are reported, not raised, like every other input."""
    references: dict[str, Reference] = {}
    problems: list[Problem] = []
    for line in read_lines(path):
        if line.problem:
            problems.append(line.problem)
            continue
        obj = line.value or {}
        sid = obj.get("id")
        where = (str(path), line.number, sid if isinstance(sid, str) else None)
        calls = obj.get("calls", [])
        if not isinstance(sid, str) or not isinstance(obj.get("answer"), str) or not isinstance(calls, list):
            problems.append(
                Problem(*where, "$", "a reference needs a string id, a string answer and a list of calls")
            )
            continue
        bad = [
            i for i, c in enumerate(calls) if not isinstance(c, dict) or not isinstance(c.get("tool"), str)
        ]
        if bad:
            problems.append(Problem(*where, f"$.calls[{bad[0]}]", "a call needs a tool name"))
            continue
        if sid in references:
            problems.append(Problem(*where, "$.id", "duplicate reference"))
            continue
        references[sid] = Reference(
            sid, tuple((c["tool"], c.get("arguments", {})) for c in calls), obj["answer"]
        )
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
