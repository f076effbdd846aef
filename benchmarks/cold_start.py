"""Cold start: how long a command takes from nothing (median of repeated runs).

Targets: `orvena-bench --help` under 0.25 s and `orvena-bench lang "..." --expect de` under
0.6 s, which means each command imports only what it needs. Run: python benchmarks/cold_start.py
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = Path(sys.executable).with_name("orvena-bench")

CASES = (
    ("orvena-bench --help", [str(EXE), "--help"], 0.25),
    (
        'orvena-bench lang "..." --expect de',
        [str(EXE), "lang", "Morgen um zehn hast du einen Termin beim Zahnarzt.", "--expect", "de"],
        0.6,
    ),
)


def main() -> int:
    for label, command, target in CASES:
        times = []
        for _ in range(7):
            start = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
        median = statistics.median(times)
        print(f"{label}: median {median:.3f} s of 7 (target < {target} s, {median / target:.2f} of it)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
