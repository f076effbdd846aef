"""Re-scoring speed against its floor, and how it grows with the number of lines.

The floor is what any re-scorer must do: read each line's JSON with orjson and detect the
answer's language with lingua. Both are timed in one process, one run, on the same lines.
Targets: the full re-score within 1.5x the floor, and 100,000 lines within 60x the time of
1,913 (the size of the card's published results). Run: python benchmarks/rescore.py [N ...]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import orjson
from common import dataset, make_lines

from orvena_bench.clock import Clock
from orvena_bench.datadir import DataDir
from orvena_bench.jsonl import iter_raw
from orvena_bench.language import recognizer
from orvena_bench.rescore import scorer_for
from orvena_bench.scenario_checks import Known


def floor(path: Path) -> float:
    detector = recognizer()._detector
    start = time.perf_counter()
    for _, raw in iter_raw(path):
        detector.compute_language_confidence_values(orjson.loads(raw)["answer"])
    return time.perf_counter() - start


def full(path: Path, data: Path) -> float:
    """`orvena-bench score`'s own path, scenario loading included."""
    start = time.perf_counter()
    dataset_dir = DataDir.at(data)
    scorer = scorer_for(
        tuple(str(f) for f in dataset_dir.scenario_files()), Known.for_data(dataset_dir), Clock()
    )
    name = str(path)
    for number, raw in iter_raw(path):
        scorer.score_raw(name, number, raw)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("sizes", nargs="*", type=int, default=[1913, 100000])
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
            print(f"{n:>7} lines: floor {f:.2f} s, re-score {s:.2f} s = {s / f:.2f}x the floor (target <= 1.5x); "
                  f"{s / first[1]:.1f}x the time of {first[0]} lines for {n / first[0]:.1f}x the lines")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
