"""Recorded MCP sessions: the record file `mcp serve --record` writes, and the join into a run line.

A team whose agent speaks MCP runs a scenario against `orvena-bench mcp serve`; every call
the servers answer is appended to the record file as it happens. `mcp join` then turns
those calls and the agent's final answer into one run line (docs/formats.md) that `orvena-bench
score` reads like any other. This module needs no MCP SDK, so joining works anywhere.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO, Any

from .datadir import DataDir
from .environment import CallRecord
from .jsonl import dumps_line, read_lines
from .records import Problem
from .runs import RunError, parse_run
from .scenario import Scenario
from .scenario_checks import Known
from .scenario_sets import load


class CommandError(ValueError):
    """A mistake in how `mcp serve` or `mcp join` was called: reported in one line, exit code 2."""


def find_scenario(data: DataDir, scenario_id: str) -> Scenario:
    """The scenario `scenario_id` of the dataset (tokens as written), or a CommandError saying why not."""
    files = data.scenario_files()
    if not files:
        raise CommandError(f"no scenario files in {data.scenarios}")
    loaded = load(files, Known.for_data(data))
    if scenario_id in loaded.scenarios:
        return loaded.scenarios[scenario_id]
    if scenario_id in loaded.broken:
        raise CommandError(f"scenario {scenario_id!r} is invalid: {loaded.broken[scenario_id]}")
    raise CommandError(f"unknown scenario id {scenario_id!r} in {data.scenarios}")


# ---------------------------------------------------------------------------- the record file


def record_line(scenario_id: str, call: CallRecord) -> dict[str, Any]:
    """One record line: the scenario, then the call exactly as a run line stores it."""
    return {"scenario": scenario_id, **call.to_json()}


class Recorder:
    """Appends one JSON line per answered call, each written with a single unbuffered write.

    Unbuffered appends reach the file as whole lines the moment a call is answered, so a
    killed server loses nothing, and several servers (one stdio process each) may share a file.
    """

    def __init__(self, path: str | os.PathLike[str], scenario_id: str) -> None:
        self.path = Path(path)
        self.scenario_id = scenario_id
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file: IO[bytes] = open(self.path, "ab", buffering=0)  # noqa: SIM115 - closed by close()

    def write(self, call: CallRecord) -> None:
        self._file.write(dumps_line(record_line(self.scenario_id, call)))

    def close(self) -> None:
        self._file.close()


def read_record(path: Path, scenario_id: str) -> tuple[list[dict[str, Any]], list[Problem], int]:
    """The recorded calls of `scenario_id` in order, the lines that could not be read, and how many
    lines belonged to other scenarios (skipped)."""
    calls: list[dict[str, Any]] = []
    problems: list[Problem] = []
    skipped = 0
    for line in read_lines(path):
        if line.problem is not None:
            problems.append(line.problem)
            continue
        assert line.value is not None
        call = dict(line.value)
        if call.pop("scenario", None) != scenario_id:
            skipped += 1
            continue
        calls.append(call)
    return calls, problems, skipped


# ---------------------------------------------------------------------------- the join


def join_line(scenario: Scenario, calls: list[dict[str, Any]], answer: str, model: str) -> dict[str, Any]:
    """The run line (docs/formats.md) of a served turn, checked with the scorer's own reader.

    parse_run is the reader `score` uses, so a line it accepts here is a line `score` accepts.
    """
    line = {
        "id": scenario.id,
        "language": scenario.language,
        "category": scenario.category,
        "model": model,
        "answer": answer,
        "calls": calls,
    }
    try:
        parse_run(line)
    except RunError as exc:
        raise CommandError(f"the recorded calls do not make a run line: {exc.path}: {exc}") from None
    return line


def read_answer(answer: str | None, answer_file: str | None) -> str:
    """The agent's final answer, given as text or as a file ('-' reads standard input)."""
    if answer is not None:
        return answer
    assert answer_file is not None
    if answer_file == "-":
        return sys.stdin.read().rstrip("\r\n")
    try:
        return Path(answer_file).read_text(encoding="utf-8").rstrip("\r\n")
    except OSError as exc:
        raise CommandError(f"cannot read --answer-file: {exc}") from None


def append_line(path: Path, line: dict[str, Any]) -> None:
    """Append one run line and make it durable, as `run` does for every line it writes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "ab") as out:
        out.write(dumps_line(line))
        out.flush()
        os.fsync(out.fileno())


def main(args: Any) -> int:
    """`orvena-bench mcp join`: a record file and an answer in, one run line out."""
    data = DataDir.at(args.data)
    scenario = find_scenario(data, args.scenario)
    record = Path(args.record)
    if not record.is_file():
        raise CommandError(f"no such record file: {record}")
    calls, problems, skipped = read_record(record, scenario.id)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} unreadable lines in {record}; nothing written", file=sys.stderr)
        return 1
    line = join_line(scenario, calls, read_answer(args.answer, args.answer_file), args.model)
    if args.out:
        append_line(Path(args.out), line)
        where = args.out
    else:
        sys.stdout.buffer.write(dumps_line(line))
        sys.stdout.flush()
        where = "standard output"
    note = f" ({skipped} lines of other scenarios skipped)" if skipped else ""
    print(f"joined {len(calls)} calls of {scenario.id} into a run line on {where}{note}", file=sys.stderr)
    return 0
