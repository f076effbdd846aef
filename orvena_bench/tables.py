"""The three tables (docs/tables.md), counted from run files: summary, by_category, by_language.

Each row is one (set, slice or group, model, seed) with `passed` and `total`, where total
is the number of results recorded for that group: a model that ran only some scenarios is
counted over those, and a group with no runs has no row (never a row of zeros). The
`scenarios` column says how many the dataset holds in the slice, so gaps are visible.
Errored lines (runs.errored: the turn did not complete; or the line cannot be scored) are
no result: they are out of `passed`, `total` and `rate` and counted in `errored`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from . import exact_json, vocab
from .atomic import write_set
from .jsonl import BLANK, read_lines
from .rescore import LineScorer
from .results_layout import model_of
from .runs import RunError, as_text, errored
from .scenario import Scenario
from .scenario_sets import ScenarioSet

if TYPE_CHECKING:
    import pandas as pd

#: Slices of summary.csv, in order, with the scenarios each holds.
SLICES: tuple[tuple[str, str], ...] = (
    ("all", "every scenario of the set"),
    ("apple-13", "the 13 languages Apple's on-device model supports"),
    ("conn", "the -conn copies (connections installed that the request does not need)"),
    ("mcp", "MCP scenarios: install a connection and are not -conn copies"),
)


def in_slice(slice_name: str, scenario: Scenario | None, language: str) -> bool:
    """Whether a run of `scenario` (None when its id is unknown) belongs to a summary slice."""
    match slice_name:
        case "all":
            return True
        case "apple-13":
            return language in vocab.APPLE_LANGUAGES
        case "conn":
            return scenario is not None and scenario.group == "-conn"
        case "mcp":
            return scenario is not None and scenario.is_mcp
    raise ValueError(slice_name)


def slices_of(set_name: str, scenario: Scenario | None, language: str) -> tuple[str, ...]:
    """The summary slices a run belongs to: the bench is sliced (docs/tables.md), the other sets are not."""
    if set_name != "bench":
        return ("all",)
    return tuple(name for name, _ in SLICES if in_slice(name, scenario, language))


@dataclass(frozen=True, slots=True)
class Outcome:
    """One run's verdict with what the tables group it by."""

    set: str
    model: str
    seed: str
    id: str
    language: str
    category: str
    passed: bool
    error: bool
    slices: tuple[str, ...]
    conn: bool
    issues: tuple[str, ...] = ()
    detail: RunDetail | None = None
    #: the line's recorded `passed` (None when it has none): re-scoring may differ from it
    recorded: bool | None = None


@dataclass(frozen=True, slots=True)
class CallDetail:
    """One call as the HTML report shows it: name, arguments as JSON text, output, fate."""

    tool: str
    arguments: str
    output: str
    failed: bool


@dataclass(frozen=True, slots=True)
class RunDetail:
    """What a reader needs to check a verdict against: the answer, every call, the turn's error.

    `turn_error` is why the turn errored (runs.errored: the model server or agent failed), not a
    scoring problem.
    """

    answer: str
    calls: tuple[CallDetail, ...]
    turn_error: str | None


@dataclass
class Collected:
    """The outcomes of all run files, and the lines that could not be counted as asked."""

    outcomes: list[Outcome]
    problems: list[str]
    files: list[dict[str, Any]]

    @property
    def changed(self) -> int:
        """Verdicts that differ from the recorded ones (a line with none recorded counts): 0
        unless re-scored."""
        return sum(o.recorded is None or o.recorded != o.passed for o in self.outcomes if not o.error)


def _seed(value: Any) -> str:
    return "" if value is None else str(value)


def read_outcomes(
    path: Path, set_name: str, scenarios: ScenarioSet, problems: list[str], scorer: LineScorer | None = None
) -> Iterator[Outcome]:
    """Every line of one run file as an Outcome, verdict as recorded or re-scored; problems appended."""
    for line in read_lines(path, blank=True):
        if line.problem is not None and line.problem.message == BLANK:
            problems.append(str(line.problem))  # no run on it: listed, never counted
            continue
        obj = line.value or {}
        sid = obj.get("id") if isinstance(obj.get("id"), str) else line.id_hint or "?"
        issues = obj.get("issues") if isinstance(obj.get("issues"), list) else []
        if scorer is not None:
            result = scorer.score_line(line)
            passed, error = result.passed, result.error
            scored = orjson.loads(result.output)
            issues = scored["issues"]
            if error:
                problems.append(scored["error"])
        elif line.problem is not None:
            passed, error = False, True
            problems.append(str(line.problem))
        elif isinstance(obj.get("passed"), bool):
            passed, error = obj["passed"], False
        else:
            passed, error = False, True
            problems.append(f"{path}:{line.number}: {sid}: $.passed: no recorded verdict (use --rescore)")
        scenario = scenarios.scenarios.get(sid)
        if scenario is None and not error:
            problems.append(f"{path}:{line.number}: {sid}: $.id: not a scenario of the dataset")
            error = True
        if not error:
            try:
                error = errored(obj) is not None
            except RunError:
                error = True
        language = scenario.language if scenario else str(obj.get("language", "?"))
        recorded = obj.get("passed") if isinstance(obj.get("passed"), bool) else None
        yield Outcome(
            set=set_name,
            model=str(obj.get("model") or model_of(path)),
            seed=_seed(obj.get("seed")),
            id=sid,
            language=language,
            category=scenario.category if scenario else str(obj.get("category", "?")),
            passed=bool(passed),
            error=error,
            slices=slices_of(set_name, scenario, language),
            conn=bool(scenario and scenario.group == "-conn"),
            issues=tuple(str(i) for i in issues),
            detail=run_detail(obj),
            recorded=recorded,
        )


def run_detail(obj: dict[str, Any]) -> RunDetail:
    """The answer, calls and turn error of one line, whatever their types, as text to show."""
    calls = obj.get("calls") if isinstance(obj.get("calls"), list) else []
    try:
        error = errored(obj)
    except RunError as exc:
        error = str(exc)
    return RunDetail(
        answer=_shown(obj.get("answer")),
        calls=tuple(
            CallDetail(
                tool=_shown(c.get("tool")),
                arguments=_shown(c.get("arguments") or {}),
                output=_shown(c.get("output")),
                failed=c.get("failed") is True,
            )
            for c in calls
            if isinstance(c, dict)
        ),
        turn_error=error,
    )


def _shown(value: Any) -> str:
    """A value of a line as text for display (runs.as_text), or its repr when JSON cannot carry it."""
    try:
        return as_text(value)
    except exact_json.JSONValueError:
        return repr(value)


def collect(results_dir: Path, scenarios: ScenarioSet, scorer: LineScorer | None = None) -> Collected:
    """Read results/<set>/<model>.jsonl; take `passed` as recorded, or re-score with `scorer`."""
    outcomes: list[Outcome] = []
    problems: list[str] = []
    files: list[dict[str, Any]] = []
    for path in sorted(results_dir.glob("*/*.jsonl")):
        before = len(outcomes)
        outcomes += read_outcomes(path, path.parent.name, scenarios, problems, scorer)
        files.append({"file": str(path), "lines": len(outcomes) - before})
    return Collected(outcomes, problems, files)


def _scenario_counts(scenarios: ScenarioSet) -> dict[tuple[str, str], int]:
    counts: dict[tuple[str, str], int] = {}
    for scenario in scenarios.scenarios.values():
        for name in slices_of(scenario.set, scenario, scenario.language):
            counts[(scenario.set, name)] = counts.get((scenario.set, name), 0) + 1
    return counts


def _rows(outcomes: Iterable[Outcome]) -> Iterator[dict[str, Any]]:
    names = [f.name for f in fields(Outcome) if f.name not in ("slices", "issues", "detail")]
    for o in outcomes:
        yield {name: getattr(o, name) for name in names} | {"slice": list(o.slices)}


def _count(frame: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """passed, total and rate over the results of each group; errored lines counted apart."""
    counted = frame.assign(result=~frame["error"], passed=frame["passed"] & ~frame["error"])
    grouped = counted.groupby(keys, sort=False, observed=True)
    table = grouped.agg(
        passed=("passed", "sum"), total=("result", "sum"), errored=("error", "sum")
    ).reset_index()
    for column in ("passed", "total", "errored"):
        table[column] = table[column].astype(int)
    table["rate"] = (100 * table["passed"] / table["total"].where(table["total"] > 0)).round(1)
    return table[[*keys, "passed", "total", "rate", "errored"]]


def _order(table: pd.DataFrame, key: str, order: Iterable[str]) -> pd.DataFrame:
    import pandas as pd

    position = {value: i for i, value in enumerate(order)}
    table[key] = pd.Categorical(
        table[key], categories=list(position) + sorted(set(table[key]) - set(position)), ordered=True
    )
    return table


def build_tables(collected: Collected, scenarios: ScenarioSet) -> dict[str, pd.DataFrame]:
    """summary, by_category and by_language as tidy frames, in a stable row order."""
    import pandas as pd

    frame = pd.DataFrame(list(_rows(collected.outcomes)))
    if frame.empty:
        columns = ["set", "model", "seed", "passed", "total", "rate", "errored"]
        return {
            "summary": pd.DataFrame(columns=["set", "slice", *columns[1:], "scenarios"]),
            "by_category": pd.DataFrame(columns=["set", "category", *columns[1:]]),
            "by_language": pd.DataFrame(columns=["set", "language", *columns[1:]]),
        }
    frame = _order(frame, "set", vocab.SETS)
    sliced = frame.explode("slice")
    sliced = _order(sliced, "slice", [name for name, _ in SLICES])
    summary = _count(sliced, ["set", "slice", "model", "seed"])
    counts = _scenario_counts(scenarios)
    summary["scenarios"] = [
        counts.get((str(s), str(sl)), 0) for s, sl in zip(summary["set"], summary["slice"], strict=True)
    ]
    summary = summary.sort_values(["set", "slice", "model", "seed"]).reset_index(drop=True)
    bench = frame[(frame["set"] == "bench") & ~frame["conn"]].copy()
    bench = _order(bench, "category", vocab.CATEGORIES)
    by_category = (
        _count(bench, ["set", "category", "model", "seed"])
        if not bench.empty
        else pd.DataFrame(columns=["set", "category", "model", "seed", "passed", "total", "rate"])
    )
    by_category = by_category.sort_values(["set", "category", "model", "seed"]).reset_index(drop=True)
    frame = _order(frame, "language", vocab.LANGUAGES)
    by_language = _count(frame, ["set", "language", "model", "seed"])
    by_language = by_language.sort_values(["set", "language", "model", "seed"]).reset_index(drop=True)
    return {"summary": summary, "by_category": by_category, "by_language": by_language}


def write_tables(tables: dict[str, pd.DataFrame], out_dir: Path, provenance: dict[str, Any]) -> list[Path]:
    """Write each table as CSV, and provenance.json beside them, as one unit (atomic.write_set):
    a killed report never leaves old and new tables mixed."""
    files = {
        f"{name}.csv": csv_safe(table).to_csv(index=False, lineterminator="\n").encode("utf-8")
        for name, table in tables.items()
    }
    files["provenance.json"] = orjson.dumps(provenance, option=orjson.OPT_INDENT_2) + b"\n"
    return write_set(out_dir, files)


#: A text cell a spreadsheet would run as a formula (OWASP's list of leading characters).
_FORMULA = re.compile(r"^[=+\-@\t\r]")
_NUMBER = re.compile(r"^[+-]?\d+(?:\.\d+)?$")


def csv_safe(table: pd.DataFrame) -> pd.DataFrame:
    """The table with every text cell that starts like a formula (`=cmd()`, `@SUM`, `-2+3`) quoted
    with a leading apostrophe, as spreadsheets expect; plain numbers such as a seed `-1` stay."""

    def cell(value: Any) -> Any:
        if isinstance(value, str) and _FORMULA.match(value) and not _NUMBER.match(value):
            return "'" + value
        return value

    import pandas as pd

    out = table.copy()
    for column in out.columns:
        if not pd.api.types.is_numeric_dtype(out[column]):
            out[column] = out[column].astype(object).map(cell)
    return out


def relative(path: str | os.PathLike[str], root: Path) -> str:
    """A path as written in provenance: relative to the data root when inside it."""
    try:
        return str(Path(path).resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)


def pass_k_table(outcomes: Iterable[Outcome]) -> pd.DataFrame:
    """pass@k and pass^k for every (set, slice, model) run with several seeds, k = 1..n.

    Only scenarios run with the full n seeds of their model count, so k never exceeds
    what was observed; the convention is in stats.PASS_K_CONVENTION.
    """
    import pandas as pd

    from .stats import pass_at_k, pass_hat_k

    runs: dict[tuple[str, str, str], dict[str, bool]] = {}
    slices: dict[tuple[str, str], tuple[str, ...]] = {}
    for o in outcomes:
        if o.error:
            continue
        runs.setdefault((o.set, o.model, o.id), {})[o.seed] = o.passed
        slices[(o.set, o.id)] = o.slices
    seeds: dict[tuple[str, str], int] = {}
    for (set_name, model, _), verdicts in runs.items():
        seeds[(set_name, model)] = max(seeds.get((set_name, model), 0), len(verdicts))
    rows = []
    for (set_name, model), n in sorted(seeds.items()):
        if n < 2:
            continue
        full = {sid: v for (s, m, sid), v in runs.items() if s == set_name and m == model and len(v) == n}
        for slice_name, _ in SLICES:
            members = [v for sid, v in full.items() if slice_name in slices[(set_name, sid)]]
            if not members:
                continue
            for k in range(1, n + 1):
                at = sum(pass_at_k(n, sum(v.values()), k) for v in members) / len(members)
                hat = sum(pass_hat_k(n, sum(v.values()), k) for v in members) / len(members)
                rows.append({"set": set_name, "slice": slice_name, "model": model, "seeds": n, "k": k,
                             "scenarios": len(members), "pass_at_k": round(at, 4), "pass_hat_k": round(hat, 4)})  # fmt: skip
    columns = ["set", "slice", "model", "seeds", "k", "scenarios", "pass_at_k", "pass_hat_k"]
    return pd.DataFrame(rows, columns=columns)
