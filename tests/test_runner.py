"""`orvena-bench run`: reference passes, null fails, lines flushed as they finish, resume after a kill."""

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from orvena_bench.cli import main

ROOT = Path(__file__).parent.parent
MINI = Path(__file__).parent / "data" / "mini"
SETS = {"bench": 6, "restraint": 2, "ask": 1}


def lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def run(*args: str) -> int:
    return main(["run", "--data", str(MINI), *args])


@pytest.mark.parametrize("set_name", list(SETS))
def test_the_reference_passes_every_scenario_and_null_fails_every_one(tmp_path, set_name):
    ref, null = tmp_path / "reference.jsonl", tmp_path / "null.jsonl"
    assert run("--set", set_name, "--agent", "reference", "--out", str(ref)) == 0
    assert run("--set", set_name, "--agent", "null", "--out", str(null)) == 0
    assert [x["passed"] for x in lines(ref)] == [True] * SETS[set_name], [x["issues"] for x in lines(ref)]
    assert [x["passed"] for x in lines(null)] == [False] * SETS[set_name]
    # The recorded runs re-score to the same verdicts.
    scored = tmp_path / "scored.jsonl"
    assert main(["score", str(ref), str(null), "--data", str(MINI), "--out", str(scored)]) == 0
    assert [x["passed"] for x in lines(scored)] == [x["passed"] for x in lines(ref) + lines(null)]


def test_a_run_line_holds_every_field_of_spec_7(tmp_path):
    out = tmp_path / "r.jsonl"
    run(
        "--set",
        "bench",
        "--agent",
        "reference",
        "--model",
        "ref-model",
        "--seed",
        "7",
        "--ids",
        "en-mcp-todo-milk",
        "--out",
        str(out),
    )
    (line,) = lines(out)
    assert {"id", "language", "category", "model", "seed", "passed", "issues", "answer", "calls", "transcript",
            "seconds", "reasoningCharacters", "rounds"} <= set(line)  # fmt: skip
    assert (line["model"], line["seed"], line["language"], line["category"]) == ("ref-model", 7, "en", "mcp")
    assert {"orvena-bench", "lingua", "tzdata", "cldr", "clock"} <= set(line["scoring"])
    call = line["calls"][0]
    assert (
        call["tool"] == "tinytodo/find-tasks"
        and call["matched"]
        and not call["failed"]
        and "Buy milk" in call["output"]
    )
    assert line["transcript"][1]["tool_calls"][0]["name"].startswith("mcp.")
    assert line["transcript"][-1] == {"role": "assistant", "content": line["answer"]}


def test_the_default_output_is_results_set_model_jsonl(tmp_path):
    data = tmp_path / "data"
    shutil.copytree(MINI, data)
    assert main(["run", "--data", str(data), "--set", "ask", "--agent", "null"]) == 0
    assert len(lines(data / "results" / "ask" / "null-agent.jsonl")) == 1


def test_rerunning_resumes_skips_done_ids_and_never_writes_an_id_twice(tmp_path, capsys):
    out = tmp_path / "r.jsonl"
    run(
        "--set",
        "bench",
        "--agent",
        "reference",
        "--ids",
        "en-mcp-todo-milk",
        "de-weather-regen-morgen",
        "--out",
        str(out),
    )
    run("--set", "bench", "--agent", "reference", "--out", str(out))
    ids = [x["id"] for x in lines(out)]
    assert len(ids) == 6 and len(set(ids)) == 6
    assert "already done 2" in capsys.readouterr().out


def test_a_truncated_last_line_is_cut_and_its_scenario_run_again(tmp_path, capsys):
    out = tmp_path / "r.jsonl"
    run("--set", "bench", "--agent", "reference", "--ids", "en-mcp-todo-milk", "--out", str(out))
    with open(out, "ab") as handle:
        handle.write(b'{"id": "de-weather-regen-morgen", "answer": "Ja, ni')
    run("--set", "bench", "--agent", "reference", "--out", str(out))
    ids = [x["id"] for x in lines(out)]
    assert sorted(ids) == sorted(set(ids)) and len(ids) == 6
    assert "cut a truncated last line" in capsys.readouterr().err


def test_a_run_killed_with_sigkill_and_restarted_ends_with_one_line_per_id(tmp_path):
    out = tmp_path / "r.jsonl"
    command = [sys.executable, "-m", "orvena_bench", "run", "--data", str(MINI), "--set", "bench",
               "--agent", "tests.slow_agent:SlowReference", "--out", str(out)]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and (not out.exists() or out.read_bytes().count(b"\n") < 2):
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    partial = out.read_bytes().count(b"\n")
    assert 2 <= partial < 6
    subprocess.run(
        command, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    ids = [x["id"] for x in lines(out)]
    assert len(ids) == 6 and len(set(ids)) == 6
    assert all(x["passed"] for x in lines(out))


def test_concurrency_changes_no_verdict(tmp_path):
    one, many = tmp_path / "one.jsonl", tmp_path / "many.jsonl"
    run("--set", "bench", "--agent", "tests.slow_agent:SlowReference", "--out", str(one))
    run(
        "--set",
        "bench",
        "--agent",
        "tests.slow_agent:SlowReference",
        "--concurrency",
        "6",
        "--out",
        str(many),
    )

    def verdicts(path):
        return sorted((x["id"], x["passed"], tuple(x["issues"]), json.dumps(x["calls"])) for x in lines(path))

    assert verdicts(one) == verdicts(many)


def test_an_agent_that_crashes_is_recorded_as_a_failed_turn_with_its_calls(tmp_path):
    out = tmp_path / "r.jsonl"
    run("--set", "ask", "--agent", "tests.slow_agent:Crashing", "--out", str(out))
    (line,) = lines(out)
    assert line["passed"] is False and line["error"] == "agent crashed: RuntimeError: loop fell over"
    assert line["calls"][0]["tool"] == "get_weather"
    assert "the turn failed: agent crashed" in line["issues"][0]


def test_an_unknown_agent_is_a_usage_error(tmp_path, capsys):
    assert run("--set", "ask", "--agent", "telepathy", "--out", str(tmp_path / "x.jsonl")) == 2
    assert "unknown agent" in capsys.readouterr().err


def test_call_arguments_beyond_64_bits_are_recorded_exactly_and_nothing_is_lost(tmp_path):
    out = tmp_path / "r.jsonl"
    run("--set", "restraint", "--agent", "tests.slow_agent:HugeNumbers", "--out", str(out))
    recorded = lines(out)
    assert len(recorded) == SETS["restraint"]
    assert [c["arguments"]["ref"] for c in recorded[0]["calls"]] == [2**64, -(2**64) - 1]
    scored = tmp_path / "scored.jsonl"
    assert main(["score", str(out), "--data", str(MINI), "--out", str(scored)]) == 0
    assert [c["arguments"]["ref"] for c in lines(scored)[0]["calls"]] == [2**64, -(2**64) - 1]


def test_a_scenario_whose_times_leave_the_clocks_range_at_a_moved_clock_is_reported_and_the_rest_run(tmp_path, capsys):
    out = tmp_path / "r.jsonl"
    code = run("--set", "bench", "--agent", "reference", "--out", str(out), "--clock", "9998-12-31T10:30")
    assert code == 1
    err = capsys.readouterr().err
    assert err.count("not run:") == 4 and "out of range" in err
    assert len(lines(out)) == SETS["bench"] - 4


def test_the_null_agent_records_a_model_name_pandas_reads_back_as_written():
    import io

    import pandas as pd

    from orvena_bench.agents.null import NullAgent

    table = pd.read_csv(io.StringIO(f"model,passed\n{NullAgent.name},0\n"))  # default NA parsing
    assert table["model"].tolist() == [NullAgent.name]
