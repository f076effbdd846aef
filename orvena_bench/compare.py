"""Paired comparison of two sets of runs over the scenario ids they share.

Pairing is what makes a small difference readable: the same scenarios, both verdicts,
McNemar's exact test on the pairs that disagree. Scenarios run on one side only are
listed and left out of every count, never counted as failures.

With one run per scenario on each side, runs pair by id. When a side holds several seeds
of a scenario, runs pair per seed (same id and seed on both sides); `--seed` keeps one
seed. The comparison always says which pairing it used.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .rescore import LineScorer, run_files
from .scenario_sets import ScenarioSet
from .stats import Interval, mcnemar_exact, wilson
from .tables import Outcome, read_outcomes

#: How runs are paired: by scenario id, or by scenario id and seed.
BY_ID, BY_SEED = "id", "seed"


@dataclass
class Side:
    """One side's verdicts by (scenario id, seed), with what could not be paired cleanly."""

    label: str
    runs: dict[tuple[str, str], Outcome] = field(default_factory=dict)
    duplicates: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    lines: int = 0
    errored: int = 0  # errored lines (tables.Outcome.error): no verdict, so never paired
    other_seeds: int = 0  # lines left out by --seed

    @property
    def several_seeds(self) -> bool:
        """Whether some scenario was run with more than one seed on this side."""
        return len({sid for sid, _ in self.runs}) < len(self.runs)

    @property
    def seeds(self) -> list[str]:
        return sorted({seed for _, seed in self.runs})

    def keyed(self, pairing: str) -> dict[str, Outcome]:
        """The runs under the label they pair by: the id, or `id (seed S)`."""
        if pairing == BY_ID:
            return {sid: outcome for (sid, _), outcome in self.runs.items()}
        return {f"{sid} (seed {seed or 'none'})": outcome for (sid, seed), outcome in self.runs.items()}


def read_side(
    label: str, paths: list[str], scenarios: ScenarioSet, scorer: LineScorer | None, seed: str | None = None
) -> Side:
    """One side's runs; with `seed`, only the runs of that seed ('' for runs without one)."""
    side = Side(label)
    for path in run_files(paths):
        outcomes = read_outcomes(Path(path), Path(path).parent.name, scenarios, side.problems, scorer)
        add_outcomes(side, outcomes, seed)
    return side


def add_outcomes(side: Side, outcomes: Iterable[Outcome], seed: str | None = None) -> Side:
    """Key each outcome by (id, seed) into `side`: the first line of a key counts, later ones are
    duplicates; with `seed`, other seeds are left out and counted.

    The HTML report builds its sides with this from outcomes it already read, so both pair alike.
    """
    for outcome in outcomes:
        side.lines += 1
        if outcome.error:
            side.errored += 1
            continue  # a line with no verdict is not a failure
        if seed is not None and outcome.seed != seed:
            side.other_seeds += 1
            continue
        key = (outcome.id, outcome.seed)
        if key in side.runs:
            side.duplicates.append(f"{outcome.id} (seed {outcome.seed or 'none'})")
            continue
        side.runs[key] = outcome
    return side


def pairing_for(a: Side, b: Side) -> str:
    """By id when each side ran each scenario once; per seed as soon as one side has several seeds."""
    return BY_SEED if a.several_seeds or b.several_seeds else BY_ID


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
    pairing: str
    seed: str | None
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
            "pairing": self.pairing, "seed": self.seed, "pairs": self.shared,
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


def compare(a: Side, b: Side, seed: str | None = None) -> Comparison:
    """Pair the two sides (by id, or per seed when a side has several) and count the pairs."""
    pairing = pairing_for(a, b)
    runs_a, runs_b = a.keyed(pairing), b.keyed(pairing)
    shared = sorted(set(runs_a) & set(runs_b))
    pairs = [(key, (runs_a[key], runs_b[key])) for key in shared]
    buckets: dict[tuple[bool, bool], list[str]] = {
        (True, True): [],
        (False, False): [],
        (True, False): [],
        (False, True): [],
    }
    for sid, (oa, ob) in pairs:
        buckets[(oa.passed, ob.passed)].append(sid)
    return Comparison(
        a, b, pairing, seed,
        both_pass=buckets[(True, True)], both_fail=buckets[(False, False)],
        a_only=buckets[(True, False)], b_only=buckets[(False, True)],
        missing_from_a=sorted(set(runs_b) - set(runs_a)),
        missing_from_b=sorted(set(runs_a) - set(runs_b)),
        by_category=_deltas(pairs, "category"),
        by_language=_deltas(pairs, "language"),
    )  # fmt: skip


def describe_pairing(c: Comparison) -> str:
    """What was paired with what, in words, so a reader never has to guess."""
    only = (
        f"only seed {c.seed or 'none'} ({c.a.other_seeds} + {c.b.other_seeds} other lines left out); "
        if c.seed is not None
        else ""
    )
    if c.pairing == BY_ID:
        return f"{only}by scenario id, one run per scenario on each side (seeds A: {_seeds(c.a)}, B: {_seeds(c.b)})"
    return (
        f"{only}per seed: a run pairs with the run of the same scenario and seed on the other side "
        f"(seeds A: {_seeds(c.a)}, B: {_seeds(c.b)}); McNemar counts each pair, though seeds of one "
        "scenario are not independent (use --seed S for one seed)"
    )


def _seeds(side: Side) -> str:
    return ", ".join(seed or "none" for seed in side.seeds) or "-"


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
    lines.append(f"pairing: {describe_pairing(c)}")
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
