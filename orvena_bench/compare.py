"""Paired comparison of two sets of runs over the scenario ids they share.

Pairing is what makes a small difference readable: the same scenarios, both verdicts,
McNemar's exact test on the pairs that disagree. Scenarios run on one side only are
listed and left out of every count, never counted as failures.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .rescore import LineScorer, run_files
from .scenarios import ScenarioSet
from .stats import Interval, mcnemar_exact, wilson
from .tables import Outcome, read_outcomes


@dataclass
class Side:
    """One side's verdicts by scenario id, with what could not be paired cleanly."""

    label: str
    outcomes: dict[str, Outcome] = field(default_factory=dict)
    duplicates: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    lines: int = 0
    errored: int = 0  # errored lines (tables.Outcome.error): no verdict, so never paired


def read_side(label: str, paths: list[str], scenarios: ScenarioSet, scorer: LineScorer | None) -> Side:
    side = Side(label)
    for path in run_files(paths):
        add_outcomes(
            side, read_outcomes(Path(path), Path(path).parent.name, scenarios, side.problems, scorer)
        )
    return side


def add_outcomes(side: Side, outcomes: Iterable[Outcome]) -> Side:
    """Pair each outcome by id into `side`: the first line of an id counts, later ones are duplicates.

    The HTML report builds its sides with this from outcomes it already read, so both pair alike.
    """
    for outcome in outcomes:
        side.lines += 1
        if outcome.error:
            side.errored += 1
            continue  # a line with no verdict is not a failure
        if outcome.id in side.outcomes:
            side.duplicates.append(outcome.id)
            continue
        side.outcomes[outcome.id] = outcome
    return side


@dataclass
class Delta:
    """Pass counts of both sides over the shared scenarios of one group."""

    group: str
    total: int
    a: int
    b: int

    @property
    def delta(self) -> float:
        return (self.b - self.a) / self.total


@dataclass
class Comparison:
    a: Side
    b: Side
    both_pass: list[str]
    both_fail: list[str]
    a_only: list[str]
    b_only: list[str]
    missing_from_a: list[str]
    missing_from_b: list[str]
    by_category: list[Delta]
    by_language: list[Delta]

    @property
    def shared(self) -> int:
        return len(self.both_pass) + len(self.both_fail) + len(self.a_only) + len(self.b_only)

    @property
    def a_passed(self) -> int:
        return len(self.both_pass) + len(self.a_only)

    @property
    def b_passed(self) -> int:
        return len(self.both_pass) + len(self.b_only)

    @property
    def p_value(self) -> float:
        return mcnemar_exact(len(self.a_only), len(self.b_only))

    def interval(self, passed: int) -> Interval | None:
        return wilson(passed, self.shared) if self.shared else None

    def to_json(self) -> dict[str, Any]:
        def rate(passed: int) -> dict[str, Any]:
            ci = self.interval(passed)
            return {"passed": passed, "total": self.shared, "wilson95": [ci.low, ci.high] if ci else None}

        return {
            "a": {"label": self.a.label, **rate(self.a_passed), "errored": self.a.errored},
            "b": {"label": self.b.label, **rate(self.b_passed), "errored": self.b.errored},
            "both_pass": self.both_pass, "both_fail": self.both_fail,
            "a_only": self.a_only, "b_only": self.b_only,
            "mcnemar_exact_p": self.p_value,
            "missing_from_a": self.missing_from_a, "missing_from_b": self.missing_from_b,
            "by_category": [vars(d) for d in self.by_category],
            "by_language": [vars(d) for d in self.by_language],
        }  # fmt: skip


def _deltas(pairs: list[tuple[str, tuple[Outcome, Outcome]]], key: str) -> list[Delta]:
    totals: Counter[str] = Counter()
    a_pass: Counter[str] = Counter()
    b_pass: Counter[str] = Counter()
    for _, (oa, ob) in pairs:
        group = getattr(oa, key)
        totals[group] += 1
        a_pass[group] += oa.passed
        b_pass[group] += ob.passed
    return [Delta(g, totals[g], a_pass[g], b_pass[g]) for g in sorted(totals)]


def compare(a: Side, b: Side) -> Comparison:
    shared = sorted(set(a.outcomes) & set(b.outcomes))
    pairs = [(sid, (a.outcomes[sid], b.outcomes[sid])) for sid in shared]
    buckets: dict[tuple[bool, bool], list[str]] = {
        (True, True): [],
        (False, False): [],
        (True, False): [],
        (False, True): [],
    }
    for sid, (oa, ob) in pairs:
        buckets[(oa.passed, ob.passed)].append(sid)
    return Comparison(
        a, b,
        both_pass=buckets[(True, True)], both_fail=buckets[(False, False)],
        a_only=buckets[(True, False)], b_only=buckets[(False, True)],
        missing_from_a=sorted(set(b.outcomes) - set(a.outcomes)),
        missing_from_b=sorted(set(a.outcomes) - set(b.outcomes)),
        by_category=_deltas(pairs, "category"),
        by_language=_deltas(pairs, "language"),
    )  # fmt: skip


def _pct(passed: int, total: int) -> str:
    return f"{passed}/{total} = {100 * passed / total:.1f}%" if total else f"{passed}/0"


def rate_text(c: Comparison, passed: int) -> str:
    """`412/637 = 64.7% [Wilson 95% 60.9-68.3%]`: one side's rate over the paired scenarios.

    The text report and the HTML page both print these helpers' strings, so they never disagree.
    """
    ci = c.interval(passed)
    span = f" [Wilson 95% {100 * ci.low:.1f}-{100 * ci.high:.1f}%]" if ci else ""
    return f"{_pct(passed, c.shared)}{span}"


def p_text(c: Comparison) -> str:
    """McNemar's exact p, to four significant digits."""
    return f"{c.p_value:.4g}"


def delta_texts(d: Delta) -> tuple[str, str, str]:
    """A group's `a/total`, `b/total` and `+x.x%` (B minus A)."""
    return f"{d.a}/{d.total}", f"{d.b}/{d.total}", f"{100 * d.delta:+.1f}%"


def render(c: Comparison) -> str:
    """The comparison as text: every count with its denominator."""
    n = c.shared
    lines = [
        f"{k}: {side.label} ({side.lines} lines; errored, so not paired: {side.errored})"
        for k, side in (("A", c.a), ("B", c.b))
    ]
    lines.append(
        f"paired scenarios: {n} (missing from A: {len(c.missing_from_a)}, missing from B: {len(c.missing_from_b)})"
    )
    lines.append("")
    lines.append(f"{'':12}{'B pass':>10}{'B fail':>10}")
    lines.append(f"{'A pass':12}{len(c.both_pass):>10}{len(c.a_only):>10}")
    lines.append(f"{'A fail':12}{len(c.b_only):>10}{len(c.both_fail):>10}")
    lines.append("")
    for label, passed in (("A", c.a_passed), ("B", c.b_passed)):
        lines.append(f"{label} pass rate: {rate_text(c, passed)}")
    lines.append(
        f"McNemar exact p = {p_text(c)} (A only {len(c.a_only)}, B only {len(c.b_only)}, of {n} pairs)"
    )
    for title, ids in (
        ("A only", c.a_only),
        ("B only", c.b_only),
        ("missing from A", c.missing_from_a),
        ("missing from B", c.missing_from_b),
    ):
        if ids:
            lines.append(f"{title} ({len(ids)}): " + ", ".join(ids))
    for title, deltas in (("category", c.by_category), ("language", c.by_language)):
        lines.append("")
        lines.append(f"{'by ' + title:<16}{'A':>12}{'B':>12}{'B-A':>9}")
        for d in deltas:
            a, b, delta = delta_texts(d)
            lines.append(f"{d.group:<16}{a:>12}{b:>12}{delta:>9}")
    for side in (c.a, c.b):
        for sid in side.duplicates:
            lines.append(f"note: {sid} appears more than once in {side.label}; the first line was used")
        for problem in side.problems:
            lines.append(f"problem: {problem}")
    return "\n".join(lines)
