"""Retries against a real endpoint's bad days: 429, 5xx, dropped connections, a server that is down.

Sleeping is replaced (the `no_waiting` fixture records the pauses), so nothing here waits.
"""

import asyncio
import json
import shutil
import socket
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

import pytest

from orvena_bench import retry
from orvena_bench.agents.openai_compat import OpenAIAgent
from orvena_bench.cli import main
from orvena_bench.datadir import DataDir
from orvena_bench.retry import RetryPolicy, retry_after_seconds, retryable_status
from orvena_bench.runner import RunConfig, run_set
from orvena_bench.standin import Failure, StandIn, by_round

from .test_openai_agent import GYM, PLAN, TODO

MINI = Path(__file__).parent / "data" / "mini"
IDS = ["en-mcp-todo-milk", "en-chain-gym-then-text-h3"]
assert TODO in PLAN and GYM in PLAN


@pytest.fixture
def no_waiting(monkeypatch):
    pauses: list[float] = []

    async def sleep(seconds):
        pauses.append(seconds)

    monkeypatch.setattr(retry, "_sleep", sleep)
    return pauses


def lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def run(base_url: str, out: Path | None, *extra: str, data: Path = MINI) -> int:
    target = ["--out", str(out)] if out else []
    return main(["run", "--data", str(data), "--set", "bench", "--agent", "openai", "--base-url", base_url,
                 "--model", "standin-4b", "--ids", *IDS, *target, *extra])  # fmt: skip


def test_a_429_twice_then_200_is_retried_and_every_turn_is_scored_with_the_retries_counted(
    tmp_path, no_waiting, capsys
):
    out = tmp_path / "r.jsonl"
    with StandIn(by_round(PLAN), failures=[Failure("429", 2)]) as server:
        assert run(server.base_url, out) == 0
    recorded = lines(out)
    assert sorted(x["id"] for x in recorded) == sorted(IDS)
    assert all(x["passed"] and "error" not in x for x in recorded), [x["issues"] for x in recorded]
    assert sum(x["retries"] for x in recorded) == 2
    assert server.answered[:2] == [429, 429] and set(server.answered[2:]) == {200}
    assert len(no_waiting) == 2
    assert "errored 0, retries 2" in capsys.readouterr().out


def test_a_5xx_and_a_dropped_connection_are_retried_too(tmp_path, no_waiting):
    out = tmp_path / "r.jsonl"
    with StandIn(by_round(PLAN), failures=[Failure("503"), Failure("drop")]) as server:
        assert run(server.base_url, out, "--concurrency", "1") == 0
    assert all(x["passed"] for x in lines(out))
    assert sum(x["retries"] for x in lines(out)) == 2 and server.answered[:2] == [503, "drop"]


def test_a_400_is_final_not_retried_and_the_turn_is_errored(tmp_path, no_waiting):
    out = tmp_path / "r.jsonl"
    with StandIn(by_round(PLAN), failures=[Failure("400")]) as server:
        assert run(server.base_url, out, "--concurrency", "1") == 1
    errored = [x for x in lines(out) if "error" in x]
    assert len(errored) == 1 and "model server answered 400" in errored[0]["error"]
    assert errored[0]["retries"] == 0 and no_waiting == []


def test_retries_stop_at_max_retries_and_the_turn_is_then_errored(tmp_path, no_waiting, capsys):
    out = tmp_path / "r.jsonl"
    with StandIn(by_round(PLAN), failures=[Failure("429", 10)]) as server:
        code = run(server.base_url, out, "--ids", IDS[0], "--max-retries", "2")
    (line,) = lines(out)
    assert code == 1 and line["retries"] == 2 and "answered 429" in line["error"]
    assert "(after 2 retries)" in line["error"] and len(server.requests) == 3
    captured = capsys.readouterr()
    assert "errored 1, retries 2" in captured.out and f"{IDS[0]}: errored: model server" in captured.err


def test_the_servers_retry_after_is_the_pause(tmp_path, no_waiting):
    with StandIn(by_round(PLAN), failures=[Failure("429")], retry_after="3") as server:
        assert run(server.base_url, tmp_path / "r.jsonl", "--ids", IDS[0]) == 0
    assert no_waiting == [3.0]


def test_retry_after_is_read_as_seconds_or_as_an_http_date():
    now = datetime(2026, 11, 4, 10, 30, tzinfo=UTC)
    later = format_datetime(now + timedelta(seconds=30), usegmt=True)
    earlier = format_datetime(now - timedelta(seconds=30), usegmt=True)
    assert retry_after_seconds("7", now.timestamp()) == 7.0
    assert retry_after_seconds(later, now.timestamp()) == pytest.approx(30.0)
    assert retry_after_seconds(earlier, now.timestamp()) == 0.0
    assert retry_after_seconds("soon", now.timestamp()) is None
    assert retry_after_seconds(None, now.timestamp()) is None
    policy = RetryPolicy(now=now.timestamp, random=lambda: 0.0)
    assert policy.delay(0, later) == pytest.approx(30.0)
    assert policy.delay(0, "86400") == policy.retry_after_cap  # a server asking for a day gets the cap


def test_backoff_doubles_with_jitter_between_half_and_all_and_is_capped():
    low = RetryPolicy(base=1.0, cap=30.0, random=lambda: 0.0)
    high = RetryPolicy(base=1.0, cap=30.0, random=lambda: 1.0)
    assert [low.delay(n) for n in range(6)] == [0.5, 1.0, 2.0, 4.0, 8.0, 15.0]
    assert [high.delay(n) for n in range(6)] == [1.0, 2.0, 4.0, 8.0, 16.0, 30.0]


def test_only_429_and_5xx_statuses_are_passing_trouble():
    assert [s for s in (200, 400, 401, 404, 408, 429, 500, 502, 503, 599) if retryable_status(s)] == [
        429, 500, 502, 503, 599,
    ]  # fmt: skip


def test_a_timeout_is_retried_and_counted(tmp_path, no_waiting):
    agent = OpenAIAgent("http://127.0.0.1:1/v1", "m", timeout=0.2, retry=RetryPolicy(1))
    with StandIn(by_round(PLAN), latency=0.5) as server:
        agent.base_url = server.base_url
        out = tmp_path / "r.jsonl"
        config = RunConfig("bench", agent, DataDir.at(MINI), out, "m", ids=[IDS[0]])
        summary = asyncio.run(run_set(config))
    (line,) = lines(out)
    assert summary.retries == 1 and line["retries"] == 1 and "TimeoutError" in line["error"]
    assert [sid for sid, _ in summary.errored] == [IDS[0]]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_against_a_server_that_is_down_turns_are_errored_left_out_of_pass_rates_and_run_again_next_time(
    tmp_path, no_waiting, capsys
):
    data = tmp_path / "data"
    shutil.copytree(MINI, data)
    out = data / "results" / "bench" / "standin-4b.jsonl"

    assert run(f"http://127.0.0.1:{free_port()}/v1", None, "--max-retries", "1", data=data) == 1
    assert all("model server unreachable" in x["error"] for x in lines(out)) and len(lines(out)) == 2
    assert "2 errored turns are not counted" in capsys.readouterr().out
    assert main(["report", "--data", str(data)]) == 0
    rows = [r for r in _csv(data / "results" / "summary.csv") if r["slice"] == "all"]
    assert [(r["passed"], r["total"], r["rate"], r["errored"]) for r in rows] == [("0", "0", "", "2")]
    assert "2 errored lines are not results" in capsys.readouterr().out

    with StandIn(by_round(PLAN)) as server:
        assert run(server.base_url, None, data=data) == 0
    assert "ran 2 (errored before, run again: 2)" in capsys.readouterr().out
    recorded = lines(out)
    assert sorted(x["id"] for x in recorded) == sorted(IDS) and all(x["passed"] for x in recorded)
    main(["report", "--data", str(data)])
    rows = [r for r in _csv(data / "results" / "summary.csv") if r["slice"] == "all"]
    assert [(r["passed"], r["total"], r["errored"]) for r in rows] == [("2", "2", "0")]


def _csv(path: Path) -> list[dict]:
    import csv

    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_the_timeout_option_reaches_the_agent_and_a_slow_server_is_retried(tmp_path, no_waiting):
    out = tmp_path / "r.jsonl"
    with StandIn(by_round(PLAN), latency=0.5) as server:
        code = run(server.base_url, out, "--ids", IDS[0], "--timeout", "0.1", "--max-retries", "1")
    (line,) = lines(out)
    assert code == 1 and line["retries"] == 1 and "TimeoutError" in line["error"]


def test_a_timeout_of_zero_is_a_usage_error(tmp_path, capsys):
    assert run("http://127.0.0.1:1/v1", tmp_path / "r.jsonl", "--timeout", "0") == 2
    assert "--timeout must be more than 0 seconds" in capsys.readouterr().err
