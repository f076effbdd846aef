"""The runner's --concurrency against a stand-in model server with a fixed latency per call.

Every scenario of a synthetic set takes two model calls (one tool call, then the answer)
at 100 ms each; the figure is scenarios per second with 16 in flight against 1, and the
verdicts must be identical. Run: python benchmarks/runner_concurrency.py [--scenarios N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from orvena_bench.agents.openai_compat import OpenAIAgent  # noqa: E402
from orvena_bench.datadir import DataDir  # noqa: E402
from orvena_bench.runner import RunConfig, run_set  # noqa: E402
from orvena_bench.standin import StandIn, reply  # noqa: E402

MINI = ROOT / "tests" / "data" / "mini"


def make_dataset(root: Path, n: int) -> None:
    """n copies of the mini DART scenario under distinct ids."""
    shutil.copytree(MINI / "fixtures", root / "fixtures")
    (root / "scenarios").mkdir(parents=True)
    base = json.loads((MINI / "scenarios" / "bench.jsonl").read_text(encoding="utf-8").splitlines()[0])
    with open(root / "scenarios" / "bench.jsonl", "w", encoding="utf-8") as out:
        for i in range(n):
            out.write(json.dumps({**base, "id": f"{base['id']}-{i}"}, ensure_ascii=False) + "\n")


def script(request: dict) -> dict:
    if any(m["role"] == "tool" for m in request["messages"]):
        return reply("Grand, I'll check the DART for delays at 07:30 tomorrow and let you know.")
    return reply(
        calls=[
            (
                "schedule_task",
                {"at": "2026-11-05T07:30", "instruction": "Check the DART for delays and tell me"},
            )
        ]
    )


def serve(latency: float, urls: multiprocessing.Queue) -> None:
    """The stand-in runs in its own process, as a model server would, so it takes no CPU from the runner."""
    with StandIn(script, latency=latency) as server:
        urls.put(server.base_url)
        while True:
            time.sleep(3600)


def measure(data: DataDir, base_url: str, concurrency: int, out: Path) -> tuple[float, dict[str, bool]]:
    agent = OpenAIAgent(base_url, "standin")
    config = RunConfig("bench", agent, data, out, "standin", concurrency=concurrency)
    start = time.perf_counter()
    summary = asyncio.run(run_set(config))
    seconds = time.perf_counter() - start
    verdicts = {json.loads(x)["id"]: json.loads(x)["passed"] for x in out.read_text().splitlines()}
    assert summary.ran == len(verdicts)
    return seconds, verdicts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scenarios", type=int, default=64)
    parser.add_argument("--latency", type=float, default=0.1)
    args = parser.parse_args()
    urls: multiprocessing.Queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=serve, args=(args.latency, urls), daemon=True)
    process.start()
    try:
        base_url = urls.get(timeout=30)
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            make_dataset(root / "data", args.scenarios)
            data = DataDir.at(root / "data")
            one_s, one_v = measure(data, base_url, 1, root / "one.jsonl")
            many_s, many_v = measure(data, base_url, 16, root / "many.jsonl")
    finally:
        process.terminate()
    n = args.scenarios
    print(f"{n} scenarios, 2 model calls each at {args.latency * 1000:.0f} ms")
    print(f"concurrency 1:  {one_s:.2f} s, {n / one_s:.1f} scenarios/s")
    print(f"concurrency 16: {many_s:.2f} s, {n / many_s:.1f} scenarios/s")
    print(
        f"speed-up {one_s / many_s:.1f}x (target >= 12x); verdicts identical: {one_v == many_v}; all passed: {all(one_v.values())}"
    )
    return 0 if one_v == many_v else 1


if __name__ == "__main__":
    sys.exit(main())
