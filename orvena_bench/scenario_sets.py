"""Reading scenario files into a set: every line checked, clean ones typed, ids unique across files.

A bad line costs only itself: its problems are collected (and its id marked broken, so
`score` can say why its runs cannot be scored), and reading goes on.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .jsonl import read_lines
from .records import Problem, internal_error
from .scenario import Scenario
from .scenario_build import build_scenario
from .scenario_checks import Known, check_scenario


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
