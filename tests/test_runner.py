"""`orvena-bench run`: reference passes, null fails, lines flushed as they finish, resume after a kill."""

import csv
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rich.console import Console

from orvena_bench.cli import main
from orvena_bench.results_layout import model_of, run_path
from orvena_bench.runner import _progress

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


def test_an_agent_that_crashes_is_recorded_as_an_errored_turn_with_its_calls(tmp_path):
    out = tmp_path / "r.jsonl"
    assert run("--set", "ask", "--agent", "tests.slow_agent:Crashing", "--out", str(out)) == 1
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


def test_a_scenario_whose_times_leave_the_clocks_range_at_a_moved_clock_is_reported_and_the_rest_run(
    tmp_path, capsys
):
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


def test_errored_turns_are_run_again_on_resume_and_their_lines_replaced(tmp_path, capsys, monkeypatch):
    out = tmp_path / "r.jsonl"
    monkeypatch.setenv("ORVENA_TEST_CRASH_IDS", "en-mcp-todo-milk,de-weather-regen-morgen")
    assert run("--set", "bench", "--agent", "tests.slow_agent:CrashOn", "--out", str(out)) == 1
    first = capsys.readouterr()
    assert "passed 4 of 4 scored, errored 2" in first.out
    assert sorted(x["id"] for x in lines(out) if "error" in x) == [
        "de-weather-regen-morgen",
        "en-mcp-todo-milk",
    ]
    untouched = [x for x in out.read_bytes().splitlines(keepends=True) if b'"error"' not in x]
    monkeypatch.setenv("ORVENA_TEST_CRASH_IDS", "")
    assert run("--set", "bench", "--agent", "tests.slow_agent:CrashOn", "--out", str(out)) == 0
    assert "ran 2 (errored before, run again: 2), passed 2 of 2 scored, errored 0" in capsys.readouterr().out
    ids = [x["id"] for x in lines(out)]
    assert len(ids) == 6 and len(set(ids)) == 6 and all(x["passed"] for x in lines(out))
    assert out.read_bytes().splitlines(keepends=True)[:4] == untouched  # the other lines kept byte for byte


def test_a_resume_limited_by_ids_keeps_the_errored_lines_of_the_other_ids(tmp_path, monkeypatch):
    out = tmp_path / "r.jsonl"
    monkeypatch.setenv("ORVENA_TEST_CRASH_IDS", "en-mcp-todo-milk,de-weather-regen-morgen")
    run("--set", "bench", "--agent", "tests.slow_agent:CrashOn", "--out", str(out))
    monkeypatch.setenv("ORVENA_TEST_CRASH_IDS", "")
    run(
        "--set",
        "bench",
        "--agent",
        "tests.slow_agent:CrashOn",
        "--ids",
        "en-mcp-todo-milk",
        "--out",
        str(out),
    )
    by_id = {x["id"]: x for x in lines(out)}
    assert len(by_id) == 6 and "error" not in by_id["en-mcp-todo-milk"]
    assert "error" in by_id["de-weather-regen-morgen"]


def test_a_round_limit_recorded_as_error_by_an_older_version_is_a_result_and_not_run_again(tmp_path, capsys):
    out = tmp_path / "r.jsonl"
    old = {
        "id": "en-mcp-todo-milk",
        "answer": "",
        "calls": [],
        "passed": False,
        "error": "round limit of 12 reached",
    }
    out.write_text(json.dumps(old) + "\n", encoding="utf-8")
    run("--set", "bench", "--agent", "reference", "--out", str(out))
    assert "already done 1" in capsys.readouterr().out
    assert lines(out)[0] == old


@pytest.mark.parametrize("name", ["x", "../bench", "/etc/passwd", str(MINI / "scenarios" / "bench")])
def test_an_unknown_set_is_a_usage_error_that_lists_the_sets(tmp_path, capsys, name):
    assert run("--set", name, "--agent", "null", "--out", str(tmp_path / "x.jsonl")) == 2
    assert f"unknown set {name!r} (sets: ask, bench, restraint)" in capsys.readouterr().err
    assert not (tmp_path / "x.jsonl").exists()


@pytest.mark.parametrize("model", ["../../escaped", "/tmp/absolute", "..", ".hidden", "a/../../b"])
def test_a_model_name_cannot_take_the_run_file_out_of_the_results_folder(tmp_path, model):
    data = tmp_path / "data"
    shutil.copytree(MINI, data)
    before = {p for p in tmp_path.rglob("*")}
    assert main(["run", "--data", str(data), "--set", "ask", "--agent", "null", "--model", model]) == 0
    (made,) = {p for p in tmp_path.rglob("*") if p.is_file()} - before
    assert made.parent == data / "results" / "ask" and not made.name.startswith(".")
    assert lines(made)[0]["model"] == model


def test_an_empty_model_name_is_a_usage_error(tmp_path, capsys):
    assert run("--set", "ask", "--agent", "null", "--model", "") == 2
    assert "the model name is empty" in capsys.readouterr().err


def test_a_model_name_with_a_slash_is_stored_where_report_counts_it(tmp_path):
    data = tmp_path / "data"
    shutil.copytree(MINI, data)
    assert (
        main(["run", "--data", str(data), "--set", "ask", "--agent", "null", "--model", "Qwen/Qwen3-4B"]) == 0
    )
    assert main(["report", "--data", str(data)]) == 0
    with open(data / "results" / "summary.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["set"], r["model"], r["total"]) for r in rows] == [("ask", "Qwen/Qwen3-4B", "1")]


def test_escaped_model_file_names_are_distinct_and_read_back_to_the_model_name(tmp_path):
    names = ["Qwen/Qwen3-4B", "Qwen_Qwen3-4B", "Qwen%2FQwen3-4B", "llama3:8b", "../x", ".", "..", "ü", "a b"]
    paths = [run_path(tmp_path, "bench", n) for n in names]
    assert len(set(paths)) == len(names)
    assert all(p.parent == tmp_path / "bench" and not p.name.startswith(".") for p in paths)
    assert [model_of(p) for p in paths] == names


def test_an_agent_module_in_the_working_folder_is_found(tmp_path, monkeypatch):
    (tmp_path / "team_loop_for_test.py").write_text(
        "from orvena_bench.agents.null import NullAgent\n\ndef build(options):\n    return NullAgent()\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", ".", str(tmp_path))])
    monkeypatch.delitem(sys.modules, "team_loop_for_test", raising=False)
    out = tmp_path / "r.jsonl"
    assert run("--set", "ask", "--agent", "team_loop_for_test:build", "--out", str(out)) == 0
    assert len(lines(out)) == 1


def test_progress_on_a_terminal_shows_n_of_n_and_the_running_pass_count():
    console = Console(file=io.StringIO(), force_terminal=True, width=120)
    with _progress(True, 3, console) as advance:
        advance(1, 0)
        advance(2, 0)
        advance(2, 1)
    shown = console.file.getvalue()
    assert "3/3" in shown and "passed 2, errored 1" in shown


def test_run_prints_no_progress_when_not_a_terminal(tmp_path, capsys):
    assert run("--set", "bench", "--agent", "reference", "--out", str(tmp_path / "r.jsonl")) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and captured.out.count("\n") == 1


def test_a_negative_max_retries_is_a_usage_error(tmp_path, capsys):
    assert (
        run("--set", "ask", "--agent", "null", "--max-retries", "-1", "--out", str(tmp_path / "x.jsonl")) == 2
    )
    assert "--max-retries must be 0 or more" in capsys.readouterr().err


def test_an_agent_module_that_is_nowhere_is_a_usage_error_saying_where_it_was_looked_for(tmp_path, capsys):
    assert (
        run("--set", "ask", "--agent", "no_such_loop_anywhere:make", "--out", str(tmp_path / "x.jsonl")) == 2
    )
    err = capsys.readouterr().err
    assert "no module 'no_such_loop_anywhere' in the working folder" in err
    assert run("--set", "ask", "--agent", "tests.slow_agent:nothing", "--out", str(tmp_path / "x.jsonl")) == 2
    assert "module 'tests.slow_agent' has no factory 'nothing'" in capsys.readouterr().err


def test_a_dataset_without_scenario_files_is_a_usage_error_saying_so(tmp_path, capsys):
    assert main(["run", "--data", str(tmp_path), "--set", "bench", "--agent", "null"]) == 2
    assert f"no scenario files in {tmp_path / 'scenarios'}" in capsys.readouterr().err
