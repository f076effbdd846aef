"""The HTML report at scale: page size and the time Chromium takes to open it.

Writes synthetic run lines for every scenario of the bundled bench (637) for M models x S seeds
(default 10 x 3), shaped like real ones: the reference run's calls with their tool outputs,
answers of native sentences in the scenario's language, and, for a failing run, the null
model's failed checks. Then runs `orvena-bench report --html` on them and opens the page in
headless Chromium. Targets: under 15 MB, open in under 5 s (the page's script done).
Load time is the browser's wall time for the page minus its wall time for an empty page,
best of three each, so the browser's own start-up is not counted.
Run: python benchmarks/html_report.py [--models M] [--seeds S] [--keep DIR]
`--demo` writes the README's example instead: three models, the first with three seeds.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson
from common import ROOT, dataset

from orvena_bench.datadir import DataDir
from orvena_bench.html_report import chromium, unpack
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load

SIZE_TARGET_MB = 15.0
LOAD_TARGET_S = 5.0


def _bundled_runs(set_name: str, model: str) -> dict[str, dict]:
    path = ROOT / "results" / set_name / f"{model}.jsonl"
    if not path.exists():
        return {}
    return {o["id"]: o for o in map(orjson.loads, path.read_bytes().splitlines()) if o}


def make_results(out: Path, data: Path, seeds_per_model: list[int], rng: random.Random) -> int:
    """Write out/<set>/<model>-s<seed>.jsonl for every scenario; return the number of lines."""
    scenarios = load(DataDir.at(data).scenario_files(), Known()).scenarios
    sentences = {
        lang: (ROOT / "calibration" / "sentences" / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
        for lang in {s.language for s in scenarios.values()}
    }
    reference = {
        k: v for s in ("bench", "restraint", "ask") for k, v in _bundled_runs(s, "reference").items()
    }
    null = {k: v for s in ("bench", "restraint", "ask") for k, v in _bundled_runs(s, "null").items()}
    lines = 0
    for index, seeds in enumerate(seeds_per_model):
        model = f"model-{chr(ord('a') + index)}"
        skill = 0.35 + 0.5 * index / max(1, len(seeds_per_model) - 1)
        for seed in range(1, seeds + 1):
            files: dict[str, list[bytes]] = {}
            for sid in sorted(scenarios):
                scenario = scenarios[sid]
                passed = rng.random() < skill
                ref = reference.get(sid, {})
                issues = (
                    [] if passed else (null.get(sid, {}).get("issues") or ["answerAny: answer has none of …"])
                )
                line = {
                    "id": sid,
                    "model": model,
                    "seed": seed if seeds > 1 else None,
                    "passed": passed,
                    "issues": issues,
                    "answer": " ".join(rng.sample(sentences[scenario.language], 2)),
                    "calls": ref.get("calls", []) if passed or rng.random() < 0.5 else [],
                }
                files.setdefault(scenario.set, []).append(orjson.dumps(line) + b"\n")
            for set_name, rows in files.items():
                path = out / set_name / f"{model}-s{seed}.jsonl"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(b"".join(rows))
                lines += len(rows)
    return lines


def report(results: Path, data: Path, page: Path) -> float:
    """Build the page with the real command; its wall seconds."""
    start = time.perf_counter()
    command = [sys.executable, "-m", "orvena_bench", "report", "--data", str(data), "--results", str(results),
               "--out", str(results.parent / "tables"), "--html", str(page)]  # fmt: skip
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def open_seconds(page: Path) -> tuple[float, str]:
    """Best of three wall times of Chromium dumping the page's DOM, and the DOM of the last run."""
    best, dom = float("inf"), ""
    for _ in range(3):
        start = time.perf_counter()
        dom = chromium.dom(page)
        best = min(best, time.perf_counter() - start)
    if 'data-ready="1"' not in dom:
        raise SystemExit("the page's script did not finish: " + dom[-500:])
    return best, dom


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=10)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--demo", action="store_true", help="three models, the first with three seeds")
    parser.add_argument("--keep", type=Path, help="write results/, tables/ and report.html here")
    args = parser.parse_args()
    data = dataset()
    with tempfile.TemporaryDirectory() as tmp:
        work = args.keep or Path(tmp)
        seeds = [3, 1, 1] if args.demo else [args.seeds] * args.models
        lines = make_results(work / "results", data, seeds, random.Random(18))
        page = work / "report.html"
        build = report(work / "results", data, page)
        size_mb = page.stat().st_size / 1e6
        print(
            f"{len(seeds)} models, {sum(seeds)} runs of the bench, {lines} run lines: built in {build:.1f} s"
        )
        print(
            f"page size: {size_mb:.1f} MB (target < {SIZE_TARGET_MB:.0f} MB: {size_mb / SIZE_TARGET_MB:.2f} of it)"
        )
        raw_mb = len(orjson.dumps(unpack(page.read_text(encoding="utf-8")))) / 1e6
        print(f"embedded runs: {raw_mb:.1f} MB of JSON, packed (gzip + base64) into the page")
        empty = work / "empty.html"
        empty.write_text('<!doctype html><title>empty</title><body data-ready="1"></body>', encoding="utf-8")
        baseline, _ = open_seconds(empty)
        full, _ = open_seconds(page)
        load = max(0.0, full - baseline)
        print(f"chromium: {full:.2f} s for the page, {baseline:.2f} s for an empty page")
        print(f"open time: {load:.2f} s (target < {LOAD_TARGET_S:.0f} s: {load / LOAD_TARGET_S:.2f} of it)")
        print("verdict:", "OK" if size_mb < SIZE_TARGET_MB and load < LOAD_TARGET_S else "OVER TARGET")


if __name__ == "__main__":
    main()
