"""The numbers and records the HTML page shows, built once in Python from the report's tables.

Every count comes from tables.build_tables, tables.pass_k_table, stats and compare, so the page
says what the CSVs and `orvena-bench compare` say; this module only regroups them for display.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import TYPE_CHECKING, Any

from .. import vocab
from ..compare import Side, add_outcomes, compare, delta_texts, p_text, rate_text
from ..scenario_sets import ScenarioSet
from ..stats import Interval, wilson
from ..tables import SLICES, Outcome

if TYPE_CHECKING:
    import pandas as pd

#: Tableau 10: distinct for most readers, then golden-angle hues for an 11th model and on.
PALETTE: tuple[str, ...] = (
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
    "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
)  # fmt: skip

#: What the two unsliced sets hold, for the card table's explanations.
SET_MEANINGS: dict[str, str] = {
    "restraint": "the restraint set: per language one request no tool can do and one question to answer "
    "from knowledge; passes when no tool is called and the answer says what it must",
    "ask": "the ask set: per language one request missing a detail the phone cannot supply; "
    "passes by asking instead of acting",
}

#: The card's results table, top to bottom: (row label, set, slice, what it holds).
CARD_ROWS: tuple[tuple[str, str, str, str], ...] = (
    *((name, "bench", name, f"bench: {meaning}") for name, meaning in SLICES),
    *((name, name, "all", SET_MEANINGS[name]) for name in vocab.SETS if name != "bench"),
)

#: Verdicts a run can show; `errored` is a turn that failed (the line's `error`) or a line with no verdict.
VERDICTS: tuple[str, ...] = ("pass", "fail", "errored")


def colour(index: int) -> str:
    """The colour of the index-th model, the same in every chart and legend."""
    if index < len(PALETTE):
        return PALETTE[index]
    return f"hsl({(index * 137.508) % 360:.0f}, 55%, 48%)"


def _seed_key(seed: str) -> tuple[int, float, str]:
    try:
        return (0, float(seed), seed)
    except ValueError:
        return (1, 0.0, seed)


@dataclass(frozen=True)
class RunSide:
    """One model at one seed: a column of the scenario rows and a side of the comparison."""

    model: str
    seed: str

    @property
    def label(self) -> str:
        return f"{self.model} (seed {self.seed})" if self.seed else self.model


@dataclass(frozen=True)
class SeedCell:
    """One model's (passed, total) per seed in one group, and what the page draws from them."""

    counts: tuple[tuple[str, int, int], ...]  # (seed, passed, total), seeds with a result
    errored: int = 0  # errored lines, out of every rate (tables' `errored`)

    @property
    def rates(self) -> list[float]:
        return [p / t for _, p, t in self.counts]

    @property
    def mean(self) -> float:
        """Mean of the seeds' rates: every seed weighs the same."""
        return sum(self.rates) / len(self.rates)

    @property
    def mean_passed(self) -> float:
        return sum(p for _, p, _ in self.counts) / len(self.counts)

    @property
    def spread(self) -> Interval:
        """min–max of the seeds' rates with several seeds; the Wilson 95 % interval with one."""
        if len(self.counts) > 1:
            return Interval(min(self.rates), max(self.rates))
        _, passed, total = self.counts[0]
        return wilson(passed, total)

    @property
    def pooled(self) -> Interval:
        """Wilson 95 % over all seeds' runs pooled."""
        return wilson(sum(p for _, p, _ in self.counts), sum(t for _, _, t in self.counts))

    def title(self) -> str:
        """Hover text: every seed's count, and the pooled interval."""
        ci = self.pooled
        span = f"{100 * ci.low:.0f}-{100 * ci.high:.0f}%"
        seeds = ", ".join(f"seed {s}: {p}/{t}" if s else f"{p}/{t}" for s, p, t in self.counts)
        note = f"; {self.errored} errored, not counted" if self.errored else ""
        if len(self.counts) == 1:
            return f"{seeds}, Wilson 95% {span}{note}"
        return f"{seeds}; Wilson 95% (pooled) {span}{note}"


def seed_cells(frame: pd.DataFrame, key: str) -> dict[tuple[str, str], SeedCell]:
    """SeedCells by (group value, model) from a tidy table with `key`, model, seed, passed, total
    (and `errored`). A seed whose runs all errored has no rate; a group with none has no cell."""
    grouped: dict[tuple[str, str], list[tuple[str, int, int]]] = {}
    errors: dict[tuple[str, str], int] = {}
    for row in frame.itertuples(index=False):
        group = (str(getattr(row, key)), str(row.model))
        errors[group] = errors.get(group, 0) + int(getattr(row, "errored", 0))
        if int(row.total) > 0:
            seed = "" if row.seed is None else str(row.seed)
            grouped.setdefault(group, []).append((seed, int(row.passed), int(row.total)))
    return {
        k: SeedCell(tuple(sorted(v, key=lambda c: _seed_key(c[0]))), errors[k]) for k, v in grouped.items()
    }


@dataclass
class PageData:
    """Everything the page draws, in display order."""

    models: list[str]
    sides: list[RunSide]
    card: dict[tuple[str, str], SeedCell]  # (card row label, model)
    heat: dict[tuple[str, str], SeedCell]  # (language, model), bench
    bars: dict[tuple[str, str], SeedCell]  # (category, model), bench without -conn
    pass_k: pd.DataFrame
    payload: dict[str, Any] = field(default_factory=dict)

    def colour_of(self, model: str) -> str:
        return colour(self.models.index(model))


def build(
    tables: dict[str, pd.DataFrame],
    outcomes: Sequence[Outcome],
    pass_k: pd.DataFrame,
    scenarios: ScenarioSet | None,
) -> PageData:
    """The page's data from the report's tables and outcomes (and the scenarios, for requests)."""
    sides = sorted({RunSide(o.model, o.seed) for o in outcomes}, key=lambda s: (s.model, _seed_key(s.seed)))
    models = sorted({s.model for s in sides})
    summary = tables["summary"]
    by_set_slice = {
        (label, model): cell
        for label, set_name, slice_name, _ in CARD_ROWS
        for (_, model), cell in seed_cells(
            summary[(summary["set"] == set_name) & (summary["slice"] == slice_name)], "set"
        ).items()
    }
    language = tables["by_language"]
    category = tables["by_category"]
    page = PageData(
        models=models,
        sides=sides,
        card=by_set_slice,
        heat=seed_cells(language[language["set"] == "bench"], "language"),
        bars=seed_cells(category[category["set"] == "bench"], "category") if not category.empty else {},
        pass_k=pass_k,
    )
    page.payload = payload(page, outcomes, scenarios)
    return page


def verdict(o: Outcome) -> str:
    """pass, fail, or errored: a turn that did not complete (runs.errored), or a line with no verdict."""
    if o.error or (o.detail is not None and o.detail.turn_error):
        return "errored"
    return "pass" if o.passed else "fail"


def payload(page: PageData, outcomes: Sequence[Outcome], scenarios: ScenarioSet | None) -> dict[str, Any]:
    """The JSON the page's script reads: sides, scenarios, runs, and every ordered pair's comparison.

    Runs point at scenarios and sides by index, which keeps 19,000 runs small.
    """
    side_index = {s: i for i, s in enumerate(page.sides)}
    scenario_index: dict[str, int] = {}
    scenario_rows: list[list[Any]] = []
    runs: list[list[Any]] = []
    for o in sorted(outcomes, key=_run_order):
        if o.id not in scenario_index:
            scenario_index[o.id] = len(scenario_rows)
            scenario_rows.append(_scenario_row(o, scenarios))
        detail = o.detail
        runs.append([
            scenario_index[o.id],
            side_index[RunSide(o.model, o.seed)],
            verdict(o),
            list(o.issues),
            detail.answer if detail else "",
            [[c.tool, c.arguments, c.output, c.failed] for c in detail.calls] if detail else [],
            (detail.turn_error if detail else None) or ("no verdict: see the report's problems" if o.error else ""),
        ])  # fmt: skip
    return {
        "models": [{"name": m, "colour": colour(i)} for i, m in enumerate(page.models)],
        "sides": [
            {"label": s.label, "model": page.models.index(s.model), "seed": s.seed} for s in page.sides
        ],
        "scenarios": scenario_rows,
        "runs": runs,
        "sets": _present(vocab.SETS, {r[1] for r in scenario_rows}),
        "languages": _present(vocab.LANGUAGES, {r[2] for r in scenario_rows}),
        "categories": _present(vocab.CATEGORIES, {r[3] for r in scenario_rows}),
        "verdicts": list(VERDICTS),
        "comparisons": comparisons(page.sides, outcomes, scenario_index),
    }


def _present(order: Sequence[str], values: set[str]) -> list[str]:
    """The values that occur, in the vocabulary's order, then any it does not know, sorted."""
    return [v for v in order if v in values] + sorted(values - set(order))


def _run_order(o: Outcome) -> tuple[Any, ...]:
    set_rank = vocab.SETS.index(o.set) if o.set in vocab.SETS else len(vocab.SETS)
    return (set_rank, o.id, o.model, _seed_key(o.seed))


def _scenario_row(o: Outcome, scenarios: ScenarioSet | None) -> list[Any]:
    scenario = scenarios.scenarios.get(o.id) if scenarios else None
    request = scenario.request if scenario else ""
    history = [[m.role, m.content] for m in scenario.history] if scenario else []
    return [o.id, o.set, o.language, o.category, request, history]


def comparisons(
    sides: list[RunSide], outcomes: Iterable[Outcome], scenario_index: dict[str, int]
) -> dict[str, dict[str, Any]]:
    """compare.compare for every ordered pair of sides, keyed "a,b", its numbers as compare prints them."""
    by_side: dict[RunSide, Side] = {s: Side(s.label) for s in sides}
    for o in outcomes:
        add_outcomes(by_side[RunSide(o.model, o.seed)], (o,))
    out: dict[str, dict[str, Any]] = {}
    for (i, a), (j, b) in permutations(enumerate(sides), 2):
        c = compare(by_side[a], by_side[b])
        out[f"{i},{j}"] = {
            "shared": c.shared,
            "both_pass": len(c.both_pass),
            "both_fail": len(c.both_fail),
            "a_only": [scenario_index[sid] for sid in c.a_only],
            "b_only": [scenario_index[sid] for sid in c.b_only],
            "missing_from_a": len(c.missing_from_a),
            "missing_from_b": len(c.missing_from_b),
            "a_errored": c.a.errored,
            "b_errored": c.b.errored,
            "a_rate": rate_text(c, c.a_passed),
            "b_rate": rate_text(c, c.b_passed),
            "p": p_text(c),
            "by_category": [[d.group, *delta_texts(d)] for d in c.by_category],
            "by_language": [[d.group, *delta_texts(d)] for d in c.by_language],
        }
    return out
