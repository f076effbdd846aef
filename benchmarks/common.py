"""Shared by the benchmarks: synthetic run lines shaped like real ones, and the dataset to score them against."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from orvena_bench.datadir import DataDir  # noqa: E402
from orvena_bench.scenario_checks import Known  # noqa: E402
from orvena_bench.scenario_sets import load  # noqa: E402


def dataset() -> Path:
    """The bundled bench when it has scenarios, else the tests' small dataset."""
    bundled = DataDir.at(None)
    return bundled.root if bundled.scenario_files() else ROOT / "tests" / "data" / "mini"


def make_lines(n: int, path: Path, data: Path) -> None:
    """n run lines: native answers from calibration/sentences in each scenario's language, two calls each."""
    scenarios = load(DataDir.at(data).scenario_files(), Known()).scenarios
    sentences = {}
    for scenario in scenarios.values():
        file = ROOT / "calibration" / "sentences" / f"{scenario.language}.txt"
        sentences[scenario.language] = file.read_text(encoding="utf-8").splitlines()
    rng = random.Random(7)
    ids = sorted(scenarios)
    with open(path, "wb") as out:
        for _ in range(n):
            sid = rng.choice(ids)
            answer = " ".join(rng.sample(sentences[scenarios[sid].language], 2))
            calls = [
                {"tool": "get_weather", "arguments": {"place": "Dublin", "date": "2026-11-05"}, "failed": False,
                 "matched": True, "output": "Thu 5 Nov: rain, 9-12 °C, wind 30 km/h"},
                {"tool": "schedule_task", "arguments": {"at": "2026-11-05T07:30", "instruction": "check DART"},
                 "failed": False, "matched": True, "output": "Scheduled task-1 for Thu 5 Nov 07:30"},
            ]  # fmt: skip
            line = {
                "id": sid,
                "model": "bench",
                "seed": 7,
                "passed": rng.random() < 0.5,
                "answer": answer,
                "calls": calls,
            }
            out.write(orjson.dumps(line) + b"\n")
