"""Re-scoring speed against its floor: parsing the lines and detecting each answer's language.

The floor is what any re-scorer must do (read the JSON, run lingua on the answer); the
ratio says what the checks add on top. Lines are synthetic but shaped like real runs:
answers are native-written sentences from calibration/sentences in each scenario's
language, with tool calls and outputs. Run: python benchmarks/rescore.py [N ...]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from orvena_bench.datadir import DataDir  # noqa: E402
from orvena_bench.jsonl import iter_raw  # noqa: E402
from orvena_bench.language import recognizer  # noqa: E402
from orvena_bench.rescore import LineScorer  # noqa: E402
from orvena_bench.scenarios import Known, load  # noqa: E402


def dataset() -> Path:
    """The bundled bench when it has scenarios, else the tests' small dataset."""
    bundled = DataDir.at(None)
    return bundled.root if bundled.scenario_files() else ROOT / "tests" / "data" / "mini"


def make_lines(n: int, path: Path, data: Path) -> None:
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
            lang = scenarios[sid].language
            answer = " ".join(rng.sample(sentences[lang], 2))
            calls = [
                {"tool": "get_weather", "arguments": {"place": "Dublin", "date": "2026-11-05"}, "failed": False,
                 "matched": True, "output": "Thu 5 Nov: rain, 9-12 °C, wind 30 km/h"},
                {"tool": "schedule_task", "arguments": {"when": "2026-11-05T07:30", "task": "check DART"},
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


def floor(path: Path) -> float:
    detector = recognizer()._detector
    start = time.perf_counter()
    for _, raw in iter_raw(path):
        obj = orjson.loads(raw)
        detector.compute_language_confidence_values(obj["answer"])
    return time.perf_counter() - start


def full(path: Path, data: Path) -> float:
    known = Known()
    scorer = LineScorer(load(DataDir.at(data).scenario_files(), known))
    start = time.perf_counter()
    name = str(path)
    for number, raw in iter_raw(path):
        scorer.score_raw(name, number, raw)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("sizes", nargs="*", type=int, default=[1913, 10000])
    args = parser.parse_args()
    data = dataset()
    recognizer()  # built once per process in both paths; not part of either timing
    print(f"dataset: {data}")
    first = None
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.sizes:
            path = Path(tmp) / f"runs-{n}.jsonl"
            make_lines(n, path, data)
            f, s = floor(path), full(path, data)
            first = first or (n, s)
            print(f"{n:>7} lines: floor {f:.2f} s, re-score {s:.2f} s, ratio {s / f:.2f}x"
                  f"; per line {1e6 * s / n:.0f} us; vs {first[0]} lines: {s / first[1]:.1f}x the time for {n / first[0]:.1f}x the lines")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
