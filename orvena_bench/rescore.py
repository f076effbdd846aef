"""Re-score recorded run files line by line, in order, streaming, optionally over processes.

Every input line yields exactly one output line: a line that cannot be scored (bad JSON,
unknown id, a missing field) is written with `passed: false` and an `error` saying why,
and is counted. Nothing is held beyond a bounded window of lines, so memory does not grow
with the file.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from . import exact_json
from .clock import Clock, ClockError
from .jsonl import Line, iter_raw, parse_line
from .provenance import record
from .records import internal_error
from .runs import RunError, parse_run
from .scenario import SCORING_PARTS, Scenario
from .scenario_build import expand
from .scenario_checks import Known
from .scenario_sets import ScenarioSet, load
from .scoring import score

#: A chunk closes at CHUNK lines or CHUNK_BYTES of input, whichever comes first, and no more
#: than IN_FLIGHT_BYTES of input is out at once: memory is bounded by size, not line count.
CHUNK = 256
CHUNK_BYTES = 2 * 1024 * 1024
IN_FLIGHT_BYTES = 16 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class LineResult:
    """One scored line: its output, and what the per-file report counts."""

    id: str | None
    output: bytes
    passed: bool
    error: bool
    recorded: bool | None
    turn_errored: bool = False  # scored, but an errored turn (runs.errored): not a result
    message: str | None = None  # why the line could not be scored


@dataclass
class FileReport:
    """Counts for one run file, and the verdicts that disagree with the recorded ones."""

    file: str
    lines: int = 0
    passed: int = 0
    errors: int = 0
    errored_turns: int = 0
    recorded: int = 0
    agree: int = 0
    disagreements: list[tuple[str, bool, bool]] = field(default_factory=list)
    #: why each line that could not be scored was not, in input order
    unscored: list[str] = field(default_factory=list)

    def add(self, result: LineResult) -> None:
        self.lines += 1
        self.passed += result.passed
        self.errors += result.error
        self.errored_turns += result.turn_errored
        if result.error:
            self.unscored.append(result.message or f"{self.file}: {result.id or '-'}: could not be scored")
        if result.recorded is not None and not result.error:
            self.recorded += 1
            if result.recorded == result.passed:
                self.agree += 1
            else:
                self.disagreements.append((result.id or "?", result.recorded, result.passed))

    def summary(self) -> str:
        parts = [f"{self.file}: {self.lines} lines scored, {self.passed} passed, {self.errors} errors"]
        if self.errored_turns:
            parts[0] += f", {self.errored_turns} errored turns (not results: left out of pass rates)"
        if self.recorded:
            parts.append(f"recorded verdicts: {self.agree} of {self.recorded} agree")
        text = "; ".join(parts)
        for sid, was, now in self.disagreements:
            text += (
                f"\n  disagrees: {sid}: recorded {'pass' if was else 'fail'}, now {'pass' if now else 'fail'}"
            )
        return text


class LineScorer:
    """Scores raw run lines against a scenario set; expands each scenario once, when first met."""

    def __init__(self, scenarios: ScenarioSet, clock: Clock | None = None) -> None:
        self.scenarios = scenarios
        self.clock = clock or Clock()
        self.provenance = record(self.clock)
        self._expanded: dict[str, Scenario | str] = {}

    def expanded(self, sid: str) -> Scenario | str:
        """The expanded scenario, or the reason it cannot be scored."""
        if sid not in self._expanded:
            scenario = self.scenarios.scenarios.get(sid)
            if scenario is None:
                broken = self.scenarios.broken.get(sid)
                self._expanded[sid] = (
                    f"scenario {sid!r} is invalid ({broken})" if broken else f"unknown scenario id {sid!r}"
                )
            else:
                try:
                    self._expanded[sid] = expand(scenario, self.clock, SCORING_PARTS)
                except ClockError as exc:
                    self._expanded[sid] = f"scenario {sid!r} cannot be expanded: {exc}"
        return self._expanded[sid]

    def score_raw(self, file: str, number: int, raw: bytes) -> LineResult:
        return self.score_line(parse_line(file, number, raw))

    def score_line(self, line: Line) -> LineResult:
        """Score one read line; a line that cannot be scored becomes an error result, never an exception."""
        obj = line.value or {}
        sid = obj.get("id") if isinstance(obj.get("id"), str) else None
        try:
            return self._score(line)
        except Exception as exc:  # a scorer bug costs this line only, and says so
            where = f"{line.file}:{line.number}: {sid or '-'}: $"
            return self._error(obj, sid, f"{where}: {internal_error('scoring', exc)}")

    def _score(self, line: Line) -> LineResult:
        file, number = line.file, line.number
        if line.problem is not None:
            return self._error({"id": line.id_hint} if line.id_hint else {}, line.id_hint, str(line.problem))
        obj = line.value
        assert obj is not None
        sid = obj.get("id") if isinstance(obj.get("id"), str) else None
        recorded = obj.get("passed") if isinstance(obj.get("passed"), bool) else None
        where = f"{file}:{number}: {sid or '-'}"
        try:
            run = parse_run(obj)
        except RunError as exc:
            return self._error(obj, sid, f"{where}: {exc.path}: {exc}", recorded)
        scenario = self.expanded(run.id)
        if isinstance(scenario, str):
            return self._error(obj, sid, f"{where}: $.id: {scenario}", recorded)
        verdict = score(scenario, run)
        out = {**obj, "passed": verdict.passed, "issues": list(verdict.issues), "scoring": self.provenance}
        try:
            output = exact_json.dumps(out)
        except exact_json.JSONValueError as exc:
            return self._error(obj, sid, f"{where}: $: the line {exc}", recorded)
        return LineResult(sid, output + b"\n", verdict.passed, False, recorded, run.error is not None)

    def _error(
        self, obj: dict[str, Any], sid: str | None, message: str, recorded: bool | None = None
    ) -> LineResult:
        """An error line: the run's own fields kept (its own `error` as `recordedError`), passed false.

        A line whose fields cannot be written back as JSON keeps only its id.
        """
        own = {k: v for k, v in obj.items() if k != "error"}
        if "error" in obj:
            own["recordedError"] = obj["error"]
        out = {**own, "passed": False, "issues": [], "error": message, "scoring": self.provenance}
        try:
            output = exact_json.dumps(out)
        except exact_json.JSONValueError:
            kept = {"id": sid} if sid is not None else {}
            output = exact_json.dumps({**kept, "passed": False, "issues": [], "error": message,
                                       "scoring": self.provenance})  # fmt: skip
        return LineResult(sid, output + b"\n", False, True, recorded, message=message)


def _chunks(path: Path) -> Iterator[tuple[list[tuple[int, bytes]], int]]:
    """The file's lines in chunks, each with its size in bytes."""
    chunk: list[tuple[int, bytes]] = []
    size = 0
    for item in iter_raw(path, blank=True):
        chunk.append(item)
        size += len(item[1])
        if len(chunk) >= CHUNK or size >= CHUNK_BYTES:
            yield chunk, size
            chunk, size = [], 0
    if chunk:
        yield chunk, size


# Worker processes build their own scorer once, from the same inputs as the parent: the
# scenario files are read where the worker runs (a cluster's workers need the dataset at
# the same path), which keeps tasks small and needs nothing pickled but paths.
_SCORERS: dict[tuple[tuple[str, ...], Known, Clock], LineScorer] = {}


def scorer_for(files: tuple[str, ...], known: Known, clock: Clock) -> LineScorer:
    """The scorer of `orvena-bench score`, built once per process for the same inputs."""
    key = (files, known, clock)
    if key not in _SCORERS:
        _SCORERS.clear()
        _SCORERS[key] = LineScorer(load([Path(f) for f in files], known), clock)
    return _SCORERS[key]


def score_chunk(
    files: tuple[str, ...], known: Known, clock: Clock, file: str, chunk: list[tuple[int, bytes]]
) -> list[LineResult]:
    """Score a chunk of raw lines; runs in whichever process or cluster worker the engine picks."""
    scorer = scorer_for(files, known, clock)
    return [scorer.score_raw(file, number, raw) for number, raw in chunk]


class _Done:
    """A result that is already there, so the serial engine fits the futures' interface."""

    def __init__(self, value: list[LineResult]) -> None:
        self.value = value

    def result(self) -> list[LineResult]:
        return self.value


@dataclass
class ScoreJob:
    """What `orvena-bench score` needs: scenario files, how to check them, the clock and where to run."""

    scenario_files: list[Path]
    known: Known
    clock: Clock = field(default_factory=Clock)
    workers: int = 1
    engine: str = "local"  # local | dask
    scheduler: str | None = None  # a Dask scheduler address; None starts a local cluster

    @property
    def files(self) -> tuple[str, ...]:
        return tuple(str(f) for f in self.scenario_files)


def local_cluster(workers: int) -> Any:
    """A Dask cluster of `workers` processes on loopback that serves nothing over HTTP.

    Without a dashboard the scheduler still opens an HTTP server (health, metrics) on 8787;
    here it gets a free loopback port and no routes, and so do the workers'.
    """
    import dask
    from distributed import LocalCluster

    quiet = {"distributed.scheduler.http.routes": [], "distributed.worker.http.routes": []}
    with dask.config.set(quiet):
        return LocalCluster(
            n_workers=max(1, workers), threads_per_worker=1, processes=True,
            host="127.0.0.1", dashboard_address="127.0.0.1:0", scheduler_kwargs={"dashboard": False},
        )  # fmt: skip


@contextmanager
def open_engine(job: ScoreJob) -> Iterator[tuple[Callable[..., Any], int]]:
    """A `submit(file, chunk)` returning something with .result(), and how many chunks may be in flight."""
    args = (job.files, job.known, job.clock)
    if job.engine == "dask":
        from distributed import Client

        cluster = None if job.scheduler else local_cluster(job.workers)
        client = Client(job.scheduler or cluster)
        try:
            window = 2 * max(
                1, sum(w.get("nthreads", 1) for w in client.scheduler_info()["workers"].values())
            )
            yield (lambda file, chunk: client.submit(score_chunk, *args, file, chunk, pure=False)), window
        finally:
            client.close()
            if cluster is not None:
                cluster.close()
    elif job.workers > 1:
        with ProcessPoolExecutor(max_workers=job.workers) as pool:
            yield (lambda file, chunk: pool.submit(score_chunk, *args, file, chunk)), 2 * job.workers
    else:
        yield (lambda file, chunk: _Done(score_chunk(*args, file, chunk))), 0


def score_files(
    job: ScoreJob,
    runs: Iterable[Path],
    out: IO[bytes] | None,
    advance: Callable[[int], None] | None = None,
) -> list[FileReport]:
    """Score every line of every run file in order, writing each result to `out`.

    Chunks go to the engine and come back in submission order, at most `window` in flight,
    so the output is the same bytes whatever the engine and memory stays bounded. `advance`
    is told how many lines each finished chunk held (a progress bar).
    """
    reports = []
    with open_engine(job) as (submit, window):
        for path in runs:
            report = FileReport(str(path))
            pending: deque[tuple[Any, int]] = deque()
            in_flight = 0
            for chunk, size in _chunks(path):
                pending.append((submit(str(path), chunk), size))
                in_flight += size
                while pending and (len(pending) > window or in_flight > IN_FLIGHT_BYTES):
                    in_flight -= _collect(pending.popleft(), report, out, advance)
            while pending:
                _collect(pending.popleft(), report, out, advance)
            reports.append(report)
    return reports


def _collect(
    item: tuple[Any, int], report: FileReport, out: IO[bytes] | None, advance: Callable[[int], None] | None
) -> int:
    """Wait for one chunk, emit its lines, and return its input size."""
    future, size = item
    results = future.result()
    for result in results:
        _emit(result, report, out)
    if advance is not None:
        advance(len(results))
    return size


def _emit(result: LineResult, report: FileReport, out: IO[bytes] | None) -> None:
    report.add(result)
    if out is not None:
        out.write(result.output)


def count_lines(path: Path) -> int:
    """How many lines `score` reads from a run file (a last line without a newline counts)."""
    count, last = 0, b"\n"
    with open(path, "rb") as handle:
        while block := handle.read(1 << 20):
            count, last = count + block.count(b"\n"), block[-1:]
    return count + (last != b"\n")


def run_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """Expand RUNS arguments: files as given, folders to their *.jsonl files (recursively, sorted)."""
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            found += sorted(p for p in path.rglob("*.jsonl") if p.is_file())
        else:
            found.append(path)
    return found
