"""Fuzzing: damaged run lines through `score`, damaged scenario lines through `validate`.

The property, for any mix of clean and damaged lines: no exception escapes, every input
line gets one output line in order (or, for scenarios, loads or is reported), every error
names file, line, id and JSON path, and nothing else changes: clean lines come out exactly
as when they are alone, and every value a scored line carries comes back as it went in.
Bounded in examples and time so the suite stays fast; benchmarks/fuzz.py runs thousands.
"""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from orvena_bench.clock import Clock
from orvena_bench.datadir import DataDir
from orvena_bench.environment import Environment
from orvena_bench.rescore import ScoreJob, score_files
from orvena_bench.scenario_build import expand
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load

from .damage import BAD_TIMES, UNRENDERABLE, check_loaded, check_scored, damage, encode, run_specific

MINI = DataDir.at(Path(__file__).parent / "data" / "mini")
FUZZ = settings(max_examples=int(__import__("os").environ.get("FUZZ_EXAMPLES", 40)), deadline=None, suppress_health_check=list(HealthCheck), derandomize=not __import__("os").environ.get("FUZZ_EXAMPLES"))

RUNS = [
    {"id": "en-scheduled-dart-delays", "model": "m", "seed": 7, "passed": True, "answer":
     "Grand, I'll check the DART at 07:30 tomorrow and let you know.", "calls": [{"tool": "schedule_task",
     "arguments": {"when": "2026-11-05T07:30", "task": "DART delays"}, "failed": False, "matched": True,
     "output": "Scheduled task-1 for Thu 5 Nov 07:30"}]},
    {"id": "en-no-tool-capital-of-australia", "passed": True, "answer": "It is Sydney.", "calls": [],
     "transcript": [{"role": "user", "content": "capital?"}, {"role": "tool", "content": "x"}]},
    {"id": "en-mcp-todo-milk", "answer": "Yes, milk is still on your list, due tomorrow.", "calls": [
        {"tool": "tinytodo/find-tasks", "arguments": '{"searchText": "milk"}', "failed": False}], "error": None},
]  # fmt: skip


def known() -> Known:
    return Known.for_data(MINI)


def score_bytes(path: Path) -> list[bytes]:
    out = io.BytesIO()
    score_files(ScoreJob(MINI.scenario_files(), known()), [path], out)
    return out.getvalue().splitlines(keepends=True)


def alone(tmp: Path, raw: bytes) -> bytes:
    path = tmp / "alone.jsonl"
    path.write_bytes(raw)
    (line,) = score_bytes(path)
    return line


def lines_of(data: bytes) -> list[bytes]:
    """The file's lines as `score` numbers them (a final line without newline included)."""
    return data.splitlines(keepends=True)


@settings(FUZZ)
@given(st.randoms(use_true_random=False), st.lists(st.integers(0, 9), min_size=1, max_size=8))
def test_damaged_run_lines_cost_only_themselves(tmp_path_factory, rng: random.Random, plan: list[int]):
    tmp = tmp_path_factory.mktemp("runs")
    raws, clean = [], {}
    for number, pick in enumerate(plan, 1):
        obj = {**RUNS[pick % len(RUNS)], "fuzzLine": number}
        if pick < 3:
            raw = encode(obj) + b"\n"
            clean[number] = alone(tmp, raw)
        else:
            raw, _ = (run_specific if pick == 9 else damage)(rng, obj)
            if not raw.endswith(b"\n") and number < len(plan):
                raw += b"\n"  # only the last line can be cut short
        raws.append(raw)
    path = tmp / "runs.jsonl"
    path.write_bytes(b"".join(raws))
    note(repr(raws))
    lost, wrong = check_scored(str(path), lines_of(path.read_bytes()), score_bytes(path), clean)
    assert (lost, wrong) == (0, [])


SCENARIOS = [json.loads(x) for x in (MINI.scenarios / "bench.jsonl").read_text(encoding="utf-8").splitlines()]


def _unique(obj: dict, number: int) -> dict:
    obj = json.loads(json.dumps(obj))
    obj["id"] = f"{obj['id']}-fuzz{number}"
    return obj


@settings(FUZZ)
@given(st.randoms(use_true_random=False), st.lists(st.integers(0, 9), min_size=1, max_size=6))
def test_damaged_scenario_lines_are_reported_at_their_line_and_cost_no_other(
    tmp_path_factory, rng: random.Random, plan: list[int]
):
    tmp = tmp_path_factory.mktemp("scenarios")
    raws, clean = [], set()
    for number, pick in enumerate(plan, 1):
        obj = _unique(SCENARIOS[pick % len(SCENARIOS)], number)
        if pick < 3:
            raws.append(encode(obj) + b"\n")
            clean.add(number)
        else:
            raw, _ = damage(rng, obj, UNRENDERABLE + BAD_TIMES)
            raws.append(raw if raw.endswith(b"\n") else raw + b"\n")
    path = tmp / "bench.jsonl"
    path.write_bytes(b"".join(raws))
    loaded = load([path], known())
    lost, wrong = check_loaded(str(path), raws, loaded, clean)
    assert (lost, wrong) == (0, [])
    for scenario in loaded.scenarios.values():  # what validate accepts, every command can play
        Environment(expand(scenario, Clock()), MINI, Clock())


WRONG_TYPES = (None, True, 0, -(2**64) - 1, 1.5, "", "{+9999y}", [], [None], {}, {"x": [1]})
#: Fewer for scenarios, whose lines are longer and many more: one of each JSON type, and the edge cases.
SCENARIO_WRONG_TYPES = (None, True, -(2**64) - 1, "{+9999y}", [None], {"x": [1]})


def test_every_field_of_a_run_line_with_every_wrong_type_costs_that_line_only(tmp_path):
    from .damage import _set, paths

    raws, clean = [], {}
    for obj in RUNS:
        for path in paths(obj):
            for value in WRONG_TYPES:
                broken = json.loads(json.dumps(obj))
                _set(broken, path, value)
                raws.append(encode({**broken, "fuzzLine": len(raws) + 1}) + b"\n")
        clean[len(raws) + 1] = alone(tmp_path, encode({**obj, "fuzzLine": len(raws) + 1}) + b"\n")
        raws.append(encode({**obj, "fuzzLine": len(raws) + 1}) + b"\n")
    path = tmp_path / "runs.jsonl"
    path.write_bytes(b"".join(raws))
    assert check_scored(str(path), raws, score_bytes(path), clean) == (0, [])


def test_every_field_of_a_scenario_with_every_wrong_type_is_reported_at_its_line_or_loads(tmp_path):
    from .damage import _set, paths

    raws, clean = [], set()
    for original in SCENARIOS:
        for path in paths(original):
            for value in SCENARIO_WRONG_TYPES:
                broken = _unique(original, len(raws) + 1)
                if path == ("id",):
                    continue
                _set(broken, path, value)
                raws.append(encode(broken) + b"\n")
        raws.append(encode(_unique(original, len(raws) + 1)) + b"\n")
        clean.add(len(raws))
    path = tmp_path / "bench.jsonl"
    path.write_bytes(b"".join(raws))
    loaded = load([path], known())
    assert check_loaded(str(path), raws, loaded, clean) == (0, [])
    for scenario in loaded.scenarios.values():
        Environment(expand(scenario, Clock()), MINI, Clock())
