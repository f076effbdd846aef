"""Run an agent over a scenario set and record one run line per scenario (docs/formats.md).

Lines are appended and flushed as each scenario finishes, so a killed run loses at most
the scenarios in flight. Running the same command again resumes: a truncated last line
is cut off, ids with a result are skipped, errored turns are run again (resume.py), and no
id is written twice. Several scenarios can run at once; each has its own environment, so
concurrency changes no result.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import exact_json
from .agents import Agent, Outcome, Turn, make_agent
from .clock import Clock, ClockError
from .datadir import DataDir
from .environment import Environment
from .phone import PhoneDataError
from .provenance import record
from .results_layout import LayoutError, run_path
from .resume import make_room, read_recorded
from .runs import RunError, errored, parse_run
from .scenario import Scenario
from .scenario_build import expand
from .scenario_checks import Known
from .scenario_sets import load
from .scoring import score


@dataclass
class RunConfig:
    """Everything `orvena-bench run` was asked for."""

    set_name: str
    agent: Agent
    data: DataDir
    out: Path
    model: str
    seed: int | None = None
    ids: list[str] | None = None
    concurrency: int = 1
    max_rounds: int = 12
    clock: Clock = field(default_factory=Clock)
    progress: bool = False


@dataclass
class RunSummary:
    ran: int = 0
    skipped: int = 0
    passed: int = 0
    errored: list[tuple[str, str]] = field(default_factory=list)  # (id, why), kept out of pass rates
    rerun: int = 0  # errored turns of an earlier run, run again
    retries: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def scored(self) -> int:
        return self.ran - len(self.errored)

    def text(self, out: Path) -> str:
        again = f" (errored before, run again: {self.rerun})" if self.rerun else ""
        return (
            f"{out}: ran {self.ran}{again}, passed {self.passed} of {self.scored} scored, "
            f"errored {len(self.errored)}, retries {self.retries}, already done {self.skipped}"
        )


def run_line(
    scenario: Scenario, outcome: Outcome, env: Environment, seconds: float, model: str, seed: int | None
) -> dict[str, Any]:
    """The run line of one finished turn, with the scorer's verdict."""
    return recorded_line(
        scenario, outcome, [call.to_json() for call in env.calls], env.clock, seconds, model, seed
    )


def recorded_line(
    scenario: Scenario,
    outcome: Outcome,
    calls: list[dict[str, Any]],
    clock: Clock,
    seconds: float,
    model: str,
    seed: int | None,
) -> dict[str, Any]:
    """The run line of a turn from its recorded calls (as CallRecord.to_json gives them), with the
    scorer's verdict: for turns played elsewhere (inside Inspect) and brought back."""
    line: dict[str, Any] = {
        "id": scenario.id,
        "language": scenario.language,
        "category": scenario.category,
        "model": model,
        "seed": seed,
        "passed": False,
        "issues": [],
        "answer": outcome.answer,
        "calls": calls,
        "transcript": outcome.transcript,
        "seconds": round(seconds, 3),
        "reasoningCharacters": outcome.reasoning_characters,
        "rounds": outcome.rounds,
        "retries": outcome.retries,
    }
    if outcome.stopped:
        line["stopped"] = outcome.stopped
    if outcome.error:
        line["error"] = outcome.error
    try:
        verdict = score(scenario, parse_run(line))
        line["passed"], line["issues"] = verdict.passed, list(verdict.issues)
    except RunError as exc:  # e.g. arguments nested too deeply to be written back
        line["issues"] = [f"the run cannot be scored: {exc.path}: {exc}"]
    line["scoring"] = record(clock)  # the versions and clock the verdict depends on
    return line


def encode_line(line: dict[str, Any]) -> tuple[bytes, str | None]:
    """The run line as one JSON line, exactly, and None; or, for a line no JSON can carry, one
    that keeps its id and says why (an errored turn: it could not be recorded), and that reason."""
    try:
        return exact_json.dumps(line) + b"\n", None
    except exact_json.JSONValueError as exc:
        kept = {k: line[k] for k in ("id", "language", "category", "model", "seed", "seconds") if k in line}
        note = f"the run line {exc}; its answer, calls and transcript are not recorded"
        return exact_json.dumps({**kept, "passed": False, "issues": [note], "error": note}) + b"\n", note


def turn_for(scenario: Scenario, env: Environment, seed: int | None = None, max_rounds: int = 12) -> Turn:
    """What an agent is given for a scenario: never its expectations."""
    return Turn(
        id=scenario.id,
        set=scenario.set,
        language=scenario.language,
        request=scenario.request,
        history=scenario.history,
        system_prompt=env.system_prompt(),
        context=env.context,
        seed=seed,
        max_rounds=max_rounds,
    )


async def play(config: RunConfig, scenario: Scenario) -> dict[str, Any]:
    """Run one scenario turn with the agent, never letting the agent's failure escape."""
    expanded = expand(scenario, config.clock)
    env = Environment(expanded, config.data, config.clock)
    turn = turn_for(expanded, env, config.seed, config.max_rounds)
    start = time.perf_counter()
    try:
        outcome = await config.agent.run(turn, env)
    except Exception as exc:  # the loop crashed: recorded as an errored turn
        outcome = Outcome(answer="", error=f"agent crashed: {type(exc).__name__}: {exc}")
    return run_line(expanded, outcome, env, time.perf_counter() - start, config.model, config.seed)


async def run_set(config: RunConfig) -> RunSummary:
    summary = RunSummary()
    loaded = load([config.data.scenarios / f"{config.set_name}.jsonl"], Known.for_data(config.data))
    summary.problems += [str(p) for p in loaded.problems]
    scenarios = list(loaded.scenarios.values())
    if config.ids:
        unknown = sorted(set(config.ids) - set(loaded.scenarios))
        summary.problems += [
            f"--ids: unknown scenario id {sid!r} in set {config.set_name}" for sid in unknown
        ]
        scenarios = [s for s in scenarios if s.id in set(config.ids)]
    recorded = read_recorded(config.out)
    summary.problems += recorded.notes
    redo = make_room(config.out, recorded, {s.id for s in scenarios})
    summary.rerun = len(redo)
    todo = [s for s in scenarios if s.id not in recorded.done]
    summary.skipped = len(scenarios) - len(todo)
    config.out.parent.mkdir(parents=True, exist_ok=True)
    semaphore = asyncio.Semaphore(max(1, config.concurrency))

    async def guarded(scenario: Scenario) -> dict[str, Any] | None:
        async with semaphore:
            try:
                return await play(config, scenario)
            except (ClockError, PhoneDataError) as exc:  # at a moved --clock a time can leave the range
                summary.problems.append(f"{scenario.file}:{scenario.line}: {scenario.id}: not run: {exc}")
                return None

    with open(config.out, "ab") as out, _progress(config.progress, len(todo)) as advance:
        for finished in asyncio.as_completed([guarded(s) for s in todo]):
            line = await finished
            if line is not None:
                # flush, not fsync: a killed process loses nothing flushed, and a power cut at
                # worst loses the last lines, which the next run simply runs again.
                encoded, unrecorded = encode_line(line)
                out.write(encoded)
                out.flush()
                summary.ran += 1
                summary.retries += line["retries"]
                why = unrecorded or errored(line)
                if why is None:
                    summary.passed += line["passed"]
                else:
                    summary.errored.append((line["id"], why))
            advance(summary.passed, len(summary.errored))
        os.fsync(out.fileno())
    close = getattr(config.agent, "close", None)
    if close is not None:
        await close()  # agents that hold connections release them here
    return summary


class _progress:
    """On a terminal, a rich progress line: n/N turns, how many passed and errored so far.
    Nothing when output is piped or in tests."""

    def __init__(self, enabled: bool, total: int, console: Any = None) -> None:
        self.enabled, self.total, self.console = enabled, total, console

    def __enter__(self) -> Callable[[int, int], None]:
        if not self.enabled:
            return lambda passed, errored: None
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.bar = Progress(
            TextColumn("running"), BarColumn(), MofNCompleteColumn(),
            TextColumn("passed {task.fields[passed]}, errored {task.fields[errored]}"), TimeElapsedColumn(),
            console=self.console, transient=True,
        )  # fmt: skip
        self.bar.__enter__()
        task = self.bar.add_task("running", total=self.total, passed=0, errored=0)
        return lambda passed, errored: self.bar.update(task, advance=1, passed=passed, errored=errored)

    def __exit__(self, *exc: object) -> None:
        if self.enabled:
            self.bar.__exit__(None, None, None)


#: How many errored turns `run` names on stderr (all are in the file).
ERRORS_SHOWN = 10


def main(args: Any, clock: Clock) -> int:
    """`orvena-bench run`: build the agent and the config from the command line, run, report.

    Exit 0 when every turn was scored, 1 when turns errored or input had problems, 2 for usage."""
    data = DataDir.at(args.data)
    try:
        out = output_path(args, data)
        if args.max_retries < 0:
            raise ValueError("--max-retries must be 0 or more")
        if args.timeout is not None and args.timeout <= 0:
            raise ValueError("--timeout must be more than 0 seconds")
    except (ValueError, LayoutError) as exc:
        print(f"orvena-bench run: {exc}", file=sys.stderr)
        return 2
    options = {
        "data": data, "set": args.set_name, "model": args.model, "base_url": args.base_url,
        "api_key_env": args.api_key_env, "temperature": args.temperature, "seed": args.seed,
        "max_rounds": args.max_rounds, "max_retries": args.max_retries, "timeout": args.timeout,
    }  # fmt: skip
    try:
        agent = make_agent(args.agent, options)
    except (ValueError, ImportError, AttributeError, OSError) as exc:
        print(f"orvena-bench run: {exc}", file=sys.stderr)
        return 2
    model = args.model or agent.name
    if out is None:
        try:
            out = run_path(data.writable_results, args.set_name, model)
        except LayoutError as exc:
            print(f"orvena-bench run: agent {args.agent}: {exc}", file=sys.stderr)
            return 2
    config = RunConfig(
        set_name=args.set_name, agent=agent, data=data, out=out, model=model, seed=args.seed,
        ids=args.ids, concurrency=args.concurrency, max_rounds=args.max_rounds, clock=clock,
        progress=sys.stderr.isatty(),
    )  # fmt: skip
    summary = asyncio.run(run_set(config))
    for problem in summary.problems:
        print(problem, file=sys.stderr)
    for sid, why in summary.errored[:ERRORS_SHOWN]:
        print(f"{out}: {sid}: errored: {why}", file=sys.stderr)
    if len(summary.errored) > ERRORS_SHOWN:
        print(f"{out}: … and {len(summary.errored) - ERRORS_SHOWN} more errored turns", file=sys.stderr)
    print(summary.text(out))
    if summary.errored:
        print(
            f"{len(summary.errored)} errored turns are not counted; run the same command again to retry them"
        )
    return 1 if summary.problems or summary.errored else 0


def output_path(args: Any, data: DataDir) -> Path | None:
    """--out as given; else None (results/SET/MODEL.jsonl, once the model is known). Raises
    ValueError for a set the dataset does not hold and LayoutError for a model name no file can have."""
    sets = sorted(p.stem for p in data.scenario_files())
    if not sets:
        raise ValueError(f"no scenario files in {data.scenarios}")
    if args.set_name not in sets:
        raise ValueError(f"unknown set {args.set_name!r} (sets: {', '.join(sets)})")
    if args.out:
        return Path(args.out)
    if args.model is not None:
        return run_path(data.writable_results, args.set_name, args.model)
    return None
