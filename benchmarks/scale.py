"""Re-scoring at scale: peak memory (streaming), --workers 2 against 1, and the Dask engine.

One file of N lines (default 100,000) is scored by the real command in subprocesses, so
memory is the command's own peak resident set. Targets: under 300 MB, 2 workers at least
1.7x as fast as 1, every engine writing the same bytes. Run: python benchmarks/scale.py [--lines N] [--dask]
"""

from __future__ import annotations

import argparse
import hashlib
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import ROOT, dataset, make_lines


def score(runs: Path, out: Path, data: Path, *extra: str) -> tuple[float, float, str]:
    """Wall seconds, peak RSS in MB (this child only) and a digest of the output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    command = [
        sys.executable,
        "-m",
        "orvena_bench",
        "score",
        str(runs),
        "--data",
        str(data),
        "--out",
        str(out),
        *extra,
    ]
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    digest = hashlib.sha256(out.read_bytes()).hexdigest()[:16]
    return seconds, max(peak, before) / 1024, digest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--dask", action="store_true", help="also score on a local Dask cluster of 2 workers")
    args = parser.parse_args()
    data = dataset()
    with tempfile.TemporaryDirectory() as tmp:
        # A small file first: a child's peak resident set only ever raises the maximum, so
        # the small run's figure comes out alone and the large one shows what lines add.
        small = Path(tmp) / "small.jsonl"
        make_lines(2_000, small, data)
        small_peak = score(small, Path(tmp) / "small-out.jsonl", data)[1]
        runs = Path(tmp) / "runs.jsonl"
        make_lines(args.lines, runs, data)
        size = runs.stat().st_size / 2**20
        one = score(runs, Path(tmp) / "one.jsonl", data)
        print(f"2000 lines: peak RSS {small_peak:.0f} MB")
        print(f"{args.lines} lines ({size:.0f} MB): --workers 1 {one[0]:.1f} s, peak RSS {one[1]:.0f} MB "
              f"(target < 300 MB; {one[1] / small_peak:.2f}x the 2000-line peak)")  # fmt: skip
        two = score(runs, Path(tmp) / "two.jsonl", data, "--workers", "2")
        print(
            f"--workers 2: {two[0]:.1f} s = {one[0] / two[0]:.2f}x as fast (target >= 1.7x); same bytes: {one[2] == two[2]}"
        )
        if args.dask:
            dask = score(runs, Path(tmp) / "dask.jsonl", data, "--engine", "dask", "--workers", "2")
            print(
                f"--engine dask (local cluster, 2 workers): {dask[0]:.1f} s = {one[0] / dask[0]:.2f}x; same bytes: {one[2] == dask[2]}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
