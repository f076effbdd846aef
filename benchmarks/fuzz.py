"""Damaged input at scale: >= 10,000 run lines through `score`, >= 2,000 scenario lines through `validate`.

Clean lines come from the bundled dataset (recorded reference and null runs, the scenarios
themselves) and are damaged by tests/damage.py with a seeded Random, so every run sees the
same lines. Printed: crashes (a traceback or an exit code other than 0 or 1; must be 0),
lines lost (must be 0), misreports (an error not located as FILE:LINE: ID: PATH, under the
wrong id, an internal error, a value that did not come back as it went in, a clean line
scored differently beside damaged ones), peak memory of the process tree, and the time of
the quote-heavy answers of issue 15 (40,000 unclosed „, 1 MB of «).
Run: python benchmarks/fuzz.py [--runs 10000] [--scenarios 2000] [--seed 15] [--workers 2]
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psutil
from common import ROOT

from orvena_bench.clock import Clock
from orvena_bench.datadir import DataDir
from orvena_bench.environment import Environment
from orvena_bench.scenario_build import expand
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load
from tests.damage import BAD_TIMES, UNRENDERABLE, check_loaded, check_scored, damage, encode, run_specific

CLI = [sys.executable, "-m", "orvena_bench"]


class PeakMemory:
    """Samples the resident memory of a process and its children every 20 ms; keeps the peak sum."""

    def __init__(self, proc: subprocess.Popen) -> None:
        self.proc, self.peak = psutil.Process(proc.pid), 0
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()

    def _watch(self) -> None:
        while True:
            try:
                tree = [self.proc, *self.proc.children(recursive=True)]
                self.peak = max(self.peak, sum(p.memory_info().rss for p in tree if p.is_running()))
            except psutil.Error:
                pass
            if not self.proc.is_running() or self.proc.status() == psutil.STATUS_ZOMBIE:
                return
            time.sleep(0.02)


def run_cli(args: list[str], timeout: float | None = None) -> tuple[int | None, str, int, float]:
    """Exit code (None on timeout), stderr, peak memory in bytes and seconds of one command."""
    start = time.perf_counter()
    proc = subprocess.Popen([*CLI, *args], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    memory = PeakMemory(proc)
    try:
        _, err = proc.communicate(timeout=timeout)
        code: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        for child in psutil.Process(proc.pid).children(recursive=True):
            child.kill()
        proc.kill()
        _, err = proc.communicate()
        code = None
    return code, err, memory.peak, time.perf_counter() - start


def crashed(code: int | None, err: str) -> bool:
    return code not in (0, 1) or "Traceback" in err


def mb(n: int) -> str:
    return f"{n / 1e6:,.0f} MB"


def fuzz_runs(tmp: Path, rng: random.Random, count: int, workers: int) -> bool:
    data = DataDir.at(None)
    pool = [json.loads(x) for f in ("reference", "null-agent") for x in (data.results / "bench" / f"{f}.jsonl").open(encoding="utf-8")]
    raws: list[bytes] = []
    clean_lines: dict[int, bytes] = {}
    kinds: collections.Counter[str] = collections.Counter()
    damaged = 0
    while damaged < count:
        obj = {**rng.choice(pool), "fuzzLine": len(raws) + 1}
        if rng.random() < 0.1:
            clean_lines[len(raws) + 1] = encode(obj) + b"\n"
            raws.append(clean_lines[len(raws) + 1])
            continue
        raw, kind = (run_specific if rng.random() < 0.15 else damage)(rng, obj)
        raws.append(raw if raw.endswith(b"\n") else raw + b"\n")  # a cut line mid-file, as concatenation leaves one
        kinds[kind] += 1
        damaged += 1
    path, out = tmp / "runs.jsonl", tmp / "scored.jsonl"
    path.write_bytes(b"".join(raws))
    clean_file, clean_out = tmp / "clean.jsonl", tmp / "clean-scored.jsonl"
    clean_file.write_bytes(b"".join(clean_lines.values()))
    code, err, peak, seconds = run_cli(["score", str(path), "--out", str(out), "--workers", str(workers)])
    run_cli(["score", str(clean_file), "--out", str(clean_out)])
    alone = dict(zip(clean_lines, clean_out.read_bytes().splitlines(keepends=True), strict=True))
    outputs = out.read_bytes().splitlines(keepends=True) if out.exists() else []
    lost, wrong = check_scored(str(path), raws, outputs, alone)
    print(f"run lines through score --workers {workers}: {len(raws):,} ({damaged:,} damaged, {len(clean_lines):,} clean)")
    print("  damage: " + ", ".join(f"{k} {v:,}" for k, v in kinds.most_common()))
    print(f"  crashes: {int(crashed(code, err))}  lines lost: {lost}  misreports: {len(wrong)}  "
          f"peak memory: {mb(peak)}  time: {seconds:.1f} s")  # fmt: skip
    for line in wrong[:10]:
        print(f"    {line}")
    if crashed(code, err):
        print("    " + err.strip().replace("\n", "\n    ")[-2000:])
    return not crashed(code, err) and lost == 0


def fuzz_scenarios(tmp: Path, rng: random.Random, count: int) -> bool:
    data = DataDir.at(None)
    pool = [json.loads(x) for f in data.scenario_files() for x in f.open(encoding="utf-8")]
    raws: list[bytes] = []
    clean: set[int] = set()
    kinds: collections.Counter[str] = collections.Counter()
    damaged = 0
    while damaged < count:
        obj = json.loads(json.dumps(rng.choice(pool)))
        obj["id"] = f"{obj['id']}-fuzz{len(raws) + 1}"
        if rng.random() < 0.1:
            raws.append(encode(obj) + b"\n")
            clean.add(len(raws))
            continue
        raw, kind = damage(rng, obj, UNRENDERABLE + BAD_TIMES)
        raws.append(raw if raw.endswith(b"\n") else raw + b"\n")
        kinds[kind] += 1
        damaged += kind != "blank"  # a blank scenario line holds nothing: not counted as a damaged scenario
    path = tmp / "bench.jsonl"  # validate reads it as the bench set, against the bundled catalog and fixtures
    path.write_bytes(b"".join(raws))
    code, err, peak, seconds = run_cli(["validate", str(path)])
    loaded = load([path], Known.for_data(data))
    lost, wrong = check_loaded(str(path), raws, loaded, clean)
    unplayable = []
    for scenario in loaded.scenarios.values():  # what validate accepts, run and mcp serve must be able to play
        try:
            Environment(expand(scenario, Clock()), data, Clock())
        except Exception as exc:
            unplayable.append(f"{scenario.id}: {type(exc).__name__}: {exc}")
    print(f"scenario lines through validate: {len(raws):,} ({damaged:,} damaged, {kinds['blank']:,} blank, "
          f"{len(clean):,} clean); "
          f"{len(loaded.scenarios):,} load, {len(loaded.problems):,} problems listed")  # fmt: skip
    print("  damage: " + ", ".join(f"{k} {v:,}" for k, v in kinds.most_common()))
    print(f"  crashes: {int(crashed(code, err)) + len(unplayable)}  lines lost: {lost}  misreports: {len(wrong)}  "
          f"peak memory: {mb(peak)}  time: {seconds:.1f} s")  # fmt: skip
    for line in (unplayable + wrong)[:10]:
        print(f"    {line}")
    if crashed(code, err):
        print("    " + err.strip().replace("\n", "\n    ")[-2000:])
    return not crashed(code, err) and not unplayable and lost == 0


def quote_heavy(tmp: Path, timeout: float) -> None:
    """The answers that made quote stripping quadratic (issue 15 item 4, fixed under issue 12)."""
    base = json.loads((DataDir.at(None).results / "bench" / "reference.jsonl").open(encoding="utf-8").readline())
    for label, answer in (("40,000 unclosed „", "„" * 40_000), ("1 MB of «", "«" * 1_000_000)):
        path = tmp / "quotes.jsonl"
        path.write_bytes(encode({**base, "answer": answer}) + b"\n")
        code, err, peak, seconds = run_cli(["score", str(path), "--out", str(tmp / "quotes-scored.jsonl")], timeout)
        verdict = f"{seconds:.1f} s" if code is not None else f"did not finish in {timeout:.0f} s"
        print(f"  quote-heavy answer, {label}: {verdict}, peak memory {mb(peak)}" + (" CRASH" if code is not None and crashed(code, err) else ""))


def big_lines(tmp: Path, workers: int) -> None:
    """768 lines of 1 MB (issue 15 item 7: 1.54 GB with --workers 2 before chunks were bounded by bytes)."""
    base = json.loads((DataDir.at(None).results / "bench" / "reference.jsonl").open(encoding="utf-8").readline())
    path = tmp / "big.jsonl"
    with open(path, "wb") as out:
        for n in range(768):
            out.write(encode({**base, "fuzzLine": n, "notes": "x" * 1_000_000}) + b"\n")
    code, err, peak, seconds = run_cli(["score", str(path), "--out", str(tmp / "big-scored.jsonl"), "--workers", str(workers)])
    print(f"  768 lines of 1 MB, --workers {workers}: peak memory {mb(peak)}, {seconds:.1f} s" + (" CRASH" if crashed(code, err) else ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10_000, help="damaged run lines (default 10,000)")
    parser.add_argument("--scenarios", type=int, default=2_000, help="damaged scenario lines (default 2,000)")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--quote-timeout", type=float, default=120, help="seconds allowed per quote-heavy answer")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        ok = fuzz_runs(Path(tmp), rng, args.runs, args.workers)
        ok = fuzz_scenarios(Path(tmp), rng, args.scenarios) and ok
        print("sizes:")
        big_lines(Path(tmp), args.workers)
        quote_heavy(Path(tmp), args.quote_timeout)
    print("OK: 0 crashes, 0 lines lost" if ok else "FAILED: crashes or lines lost")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
