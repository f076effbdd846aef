"""Run an agent over a scenario set and record one run line per scenario (docs/formats.md).

Lines are appended and flushed as each scenario finishes, so a killed run loses at most
the scenarios in flight. Running the same command again resumes: a truncated last line
is cut off, completed ids are skipped, and no id is written twice. Several scenarios can
run at once; each has its own environment, so concurrency changes no result.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import exact_json
from .agents import Agent, Outcome, Turn, make_agent
from .clock import Clock, ClockError
from .datadir import DataDir
from .environment import Environment
from .jsonl import read_lines
from .phone import PhoneDataError
from .provenance import record
from .runs import RunError, parse_run
from .scenarios import Known, Scenario, expand, load
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
    failed_turns: int = 0
    problems: list[str] = field(default_factory=list)


def prepare_output(path: Path) -> tuple[set[str], list[str]]:
    """Cut a truncated last line (a killed run's) and return the ids already recorded."""
    notes: list[str] = []
    if not path.exists():
        return set(), notes
    with open(path, "rb+") as handle:
        data = handle.read()
        if data and not data.endswith(b"\n"):
            keep = data.rfind(b"\n") + 1
            handle.truncate(keep)
            notes.append(
                f"{path}: cut a truncated last line ({len(data) - keep} bytes) left by an interrupted run"
            )
    done: set[str] = set()
    for line in read_lines(path):
        sid = line.value.get("id") if line.value else line.id_hint
        if line.problem:
            notes.append(f"{line.problem} (kept as is)")
        if isinstance(sid, str):
            if sid in done:
                notes.append(f"{path}:{line.number}: {sid}: recorded twice before this run")
            done.add(sid)
    return done, notes


def run_line(
    scenario: Scenario, outcome: Outcome, env: Environment, seconds: float, model: str, seed: int | None
) -> dict[str, Any]:
    """The run line of one finished turn, with the scorer's verdict."""
    line: dict[str, Any] = {
        "id": scenario.id,
        "language": scenario.language,
        "category": scenario.category,
        "model": model,
        "seed": seed,
        "passed": False,
        "issues": [],
        "answer": outcome.answer,
        "calls": [call.to_json() for call in env.calls],
        "transcript": outcome.transcript,
        "seconds": round(seconds, 3),
        "reasoningCharacters": outcome.reasoning_characters,
        "rounds": outcome.rounds,
    }
    if outcome.error:
        line["error"] = outcome.error
    try:
        verdict = score(scenario, parse_run(line))
        line["passed"], line["issues"] = verdict.passed, list(verdict.issues)
    except RunError as exc:  # e.g. arguments nested too deeply to be written back
        line["issues"] = [f"the run cannot be scored: {exc.path}: {exc}"]
    line["scoring"] = record(env.clock)  # the versions and clock the verdict depends on
    return line


def encode_line(line: dict[str, Any]) -> bytes:
    """The run line as one JSON line, exactly; one no JSON can carry keeps its id and says why."""
    try:
        return exact_json.dumps(line) + b"\n"
    except exact_json.JSONValueError as exc:
        kept = {k: line[k] for k in ("id", "language", "category", "model", "seed", "seconds") if k in line}
        note = f"the run line {exc}; its answer, calls and transcript are not recorded"
        return exact_json.dumps({**kept, "passed": False, "issues": [note], "error": note}) + b"\n"


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
    except Exception as exc:  # the loop crashed: recorded as a failed turn
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
    done, notes = prepare_output(config.out)
    summary.problems += notes
    todo = [s for s in scenarios if s.id not in done]
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
            if line is None:
                advance()
                continue
            # flush, not fsync: a killed process loses nothing flushed, and a power cut at
            # worst loses the last lines, which the next run simply runs again.
            out.write(encode_line(line))
            out.flush()
            summary.ran += 1
            summary.passed += line["passed"]
            summary.failed_turns += "error" in line
            advance()
        os.fsync(out.fileno())
    close = getattr(config.agent, "close", None)
    if close is not None:
        await close()  # agents that hold connections release them here
    return summary


class _progress:
    """A rich progress bar on a terminal; nothing when output is piped or in tests."""

    def __init__(self, enabled: bool, total: int) -> None:
        self.enabled, self.total = enabled, total

    def __enter__(self):
        if not self.enabled:
            return lambda: None
        from rich.progress import Progress

        self.bar = Progress(transient=True)
        self.bar.__enter__()
        task = self.bar.add_task("running", total=self.total)
        return lambda: self.bar.advance(task)

    def __exit__(self, *exc: object) -> None:
        if self.enabled:
            self.bar.__exit__(None, None, None)


def main(args: Any, clock: Clock) -> int:
    """`orvena-bench run`: build the agent and the config from the command line, run, report."""
    data = DataDir.at(args.data)
    options = {
        "data": data, "set": args.set_name, "model": args.model, "base_url": args.base_url,
        "api_key_env": args.api_key_env, "temperature": args.temperature, "seed": args.seed,
        "max_rounds": args.max_rounds,
    }  # fmt: skip
    try:
        agent = make_agent(args.agent, options)
    except (ValueError, ImportError, AttributeError, OSError) as exc:
        print(f"orvena-bench run: {exc}", file=sys.stderr)
        return 2
    model = args.model or agent.name
    out = Path(args.out) if args.out else data.results / args.set_name / f"{model}.jsonl"
    config = RunConfig(
        set_name=args.set_name, agent=agent, data=data, out=out, model=model, seed=args.seed,
        ids=args.ids, concurrency=args.concurrency, max_rounds=args.max_rounds, clock=clock,
        progress=sys.stderr.isatty(),
    )  # fmt: skip
    summary = asyncio.run(run_set(config))
    for problem in summary.problems:
        print(problem, file=sys.stderr)
    print(
        f"{out}: ran {summary.ran}, passed {summary.passed}, failed turns {summary.failed_turns}, already done {summary.skipped}"
    )
    return 1 if summary.problems else 0
