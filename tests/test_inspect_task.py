"""The bench run from Inspect AI: mockllm scripted per request, scored by our scorer, imported, re-scored."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from inspect_ai.log import read_eval_log

from orvena_bench.cli import main
from orvena_bench.connections import transcript_id
from orvena_bench.tool_names import PROVIDER_PATTERN, provider_name

from .inspect_script import MINI, MODEL, Script, call, fail, run_eval, say

TODO = "is buying milk still on my todo list?"
GYM = "find the nearest gym and text Aoife Byrne where it is"
FIND_TASKS = transcript_id("tinytodo", "find-tasks")

RIGHT = {
    TODO: [
        call("load_connectors", {"connections": ["tinytodo"]}),
        call(provider_name(FIND_TASKS), {"searchText": "milk"}),
        say("Yes, buying milk is still on your list; it's due tomorrow."),
    ],
    GYM: [
        call("search_places", {"query": "gym"}),
        call("send_message", {"to": "Aoife Byrne", "text": "Nearest gym: Flyefit Dublin 8, Thomas Street"}),
        say("The nearest gym is Flyefit Dublin 8 on Thomas Street; I've texted Aoife Byrne."),
    ],
}
WRONG = {
    TODO: [say("I can't see your todo list, sorry.")],
    GYM: [
        call("search_places", {"query": "gym"}),
        say("The nearest gym is Flyefit Dublin 8 on Thomas Street."),
    ],
}
IDS = ["en-mcp-todo-milk", "en-chain-gym-then-text-h3"]


def imported(tmp_path: Path, log, name: str = "runs.jsonl") -> tuple[int, list[dict]]:
    out = tmp_path / name
    code = main(["import", "inspect", log.location, "--data", str(MINI), "--out", str(out)])
    return code, [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]


def rescored(tmp_path: Path, runs: Path) -> dict[str, dict]:
    out = tmp_path / "rescored.jsonl"
    assert main(["score", str(runs), "--data", str(MINI), "--out", str(out)]) == 0
    return {line["id"]: line for line in map(json.loads, out.read_text(encoding="utf-8").splitlines())}


@pytest.fixture(scope="module")
def right(tmp_path_factory):
    home = tmp_path_factory.mktemp("inspect-right")
    script = Script(RIGHT)
    return home, script, run_eval(home, script, ids=IDS)


def test_correct_scripts_pass_inside_inspect_and_rescore_the_same_after_import(right, tmp_path):
    home, _, log = right
    assert log.status == "success" and sorted(s.id for s in log.samples) == sorted(IDS)
    # Inspect wrote its log, and its own data, under the test's folder: nothing in the home folder
    assert Path(log.location).parent == home / "logs" and (home / "data" / "inspect_ai").is_dir()
    for sample in log.samples:
        (score,) = sample.scores.values()
        assert score.value == "C", score.explanation
        assert score.metadata["passed"] and score.metadata["model"] == MODEL and score.metadata["seed"] == 7
    code, lines = imported(tmp_path, log)
    assert code == 0 and sorted(line["id"] for line in lines) == sorted(IDS)
    # without --data, the dataset the task was run with (-T data=...) is the one scored against
    assert main(["import", "inspect", log.location, "--out", str(tmp_path / "same.jsonl")]) == 0
    assert (tmp_path / "same.jsonl").read_bytes() == (tmp_path / "runs.jsonl").read_bytes()
    assert all(line["passed"] and line["seed"] == 7 and line["model"] == MODEL for line in lines)
    again = rescored(tmp_path, tmp_path / "runs.jsonl")
    for sample in log.samples:
        (score,) = sample.scores.values()
        assert again[sample.id]["passed"] is True and again[sample.id]["issues"] == score.metadata["issues"]


def test_the_scorer_metadata_is_the_run_line_with_calls_named_as_run_names_them(right):
    _, _, log = right
    by_id = {s.id: next(iter(s.scores.values())).metadata for s in log.samples}
    assert [c["tool"] for c in by_id["en-chain-gym-then-text-h3"]["calls"]] == [
        "search_places",
        "send_message",
    ]
    assert [c["tool"] for c in by_id["en-mcp-todo-milk"]["calls"]] == [
        "load_connectors",
        "tinytodo/find-tasks",
    ]
    line = by_id["en-mcp-todo-milk"]
    assert {"id", "language", "category", "answer", "transcript", "rounds", "seconds", "scoring"} <= set(line)
    # the transcript and the rounds keep the app's internal id, as the openai agent records them
    called = [c["function"]["name"] for m in line["transcript"] for c in m.get("tool_calls", [])]
    assert called == ["load_connectors", FIND_TASKS]
    assert [m["role"] for m in line["transcript"]] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "assistant",
    ]
    assert FIND_TASKS not in line["rounds"][0]["tools"] and FIND_TASKS in line["rounds"][1]["tools"]


def test_an_mcp_scenario_offers_its_connection_only_after_load_connectors_under_a_provider_name(right):
    _, script, _ = right
    first, second, third = script.offered[TODO]
    assert provider_name(FIND_TASKS) not in first and provider_name(FIND_TASKS) in second
    assert "load_connectors" in first and "search_places" in first  # native tools keep their names
    assert all(PROVIDER_PATTERN.fullmatch(name) for name in first + second + third)


def test_each_sample_is_the_scenario_with_the_system_prompt_run_gives_and_its_metadata(right):
    from orvena_bench.datadir import DataDir
    from orvena_bench.environment import Environment
    from orvena_bench.scenario_build import expand
    from orvena_bench.scenario_checks import Known
    from orvena_bench.scenario_sets import load

    _, _, log = right
    sample = next(s for s in log.samples if s.id == "en-mcp-todo-milk")
    data = DataDir.at(MINI)
    scenario = expand(load(data.scenario_files(), Known.for_data(data)).scenarios["en-mcp-todo-milk"])
    prompt = Environment(scenario, data).system_prompt()
    assert [m.role for m in sample.input[:2]] == ["system", "user"] and sample.input[0].text == prompt
    assert "Connected services:" in prompt and sample.input[-1].text == TODO
    assert sample.metadata == {"set": "bench", "language": "en", "category": "mcp"}


@pytest.fixture(scope="module")
def wrong(tmp_path_factory):
    return run_eval(tmp_path_factory.mktemp("inspect-wrong"), Script(WRONG), ids=IDS)


def test_wrong_scripts_fail_inside_inspect_with_the_issues_score_gives(wrong, tmp_path):
    scores = {s.id: next(iter(s.scores.values())) for s in wrong.samples}
    assert all(score.value == "I" for score in scores.values())
    assert "send_message" in scores["en-chain-gym-then-text-h3"].explanation
    code, _ = imported(tmp_path, wrong)
    again = rescored(tmp_path, tmp_path / "runs.jsonl")
    for sid, score in scores.items():
        assert score.explanation and score.explanation.split("\n") == again[sid]["issues"]
        assert again[sid]["passed"] is False
    assert code == 0


def test_imported_runs_feed_report_compare_and_the_html_page_unchanged(right, wrong, tmp_path):
    results = tmp_path / "results"
    for name, log in (("good", right[2]), ("bad", wrong)):
        code = main(
            [
                "import",
                "inspect",
                log.location,
                "--data",
                str(MINI),
                "--out",
                str(results / "bench" / f"{name}.jsonl"),
            ]
        )
        assert code == 0
    page = tmp_path / "page.html"
    args = ["--data", str(MINI), "--results", str(results), "--out", str(tmp_path / "tables"), "--rescore"]
    assert main(["report", *args, "--html", str(page)]) == 0
    summary = (tmp_path / "tables" / "summary.csv").read_text(encoding="utf-8")
    assert "bench,all,mockllm/model,7,2,4," in summary and "mockllm/model" in page.read_text(encoding="utf-8")
    comparison = tmp_path / "compare.json"
    bench = results / "bench"
    assert (
        main(
            [
                "compare",
                str(bench / "good.jsonl"),
                str(bench / "bad.jsonl"),
                "--data",
                str(MINI),
                "--json",
                str(comparison),
            ]
        )
        == 0
    )
    assert sorted(json.loads(comparison.read_text())["a_only"]) == sorted(IDS)


def test_a_sample_whose_model_fails_is_imported_as_an_errored_turn_with_the_calls_made_before(tmp_path):
    broken = {**RIGHT, GYM: [call("search_places", {"query": "gym"}), fail("model server down")]}
    log = run_eval(tmp_path, Script({k: broken[k] for k in (GYM, TODO)}), ids=IDS)
    sample = next(s for s in log.samples if s.id == "en-chain-gym-then-text-h3")
    assert sample.error is not None and not sample.scores
    code, lines = imported(tmp_path, log)
    by_id = {line["id"]: line for line in lines}
    assert code == 0 and len(lines) == 2  # the errored sample is kept, never dropped
    errored = by_id["en-chain-gym-then-text-h3"]
    assert "model server down" in errored["error"] and errored["passed"] is False
    assert [c["tool"] for c in errored["calls"]] == ["search_places"]
    assert "error" not in by_id["en-mcp-todo-milk"] and by_id["en-mcp-todo-milk"]["passed"]
    again = rescored(tmp_path, tmp_path / "runs.jsonl")
    assert again["en-chain-gym-then-text-h3"]["passed"] is False


def test_the_round_limit_ends_the_turn_as_failed_after_that_many_model_calls(tmp_path):
    script = Script({TODO: [call("load_connectors", {})]})
    log = run_eval(tmp_path, script, ids=["en-mcp-todo-milk"], max_rounds=3)
    (sample,) = log.samples
    line = next(iter(sample.scores.values())).metadata
    # the model was cut short: a failure scored like any other answer, not an errored turn
    assert line["stopped"] == "round limit of 3 reached" and "error" not in line and not line["passed"]
    assert len(line["calls"]) == 3 and len(script.offered[TODO]) == 3


def test_the_task_selects_by_ids_languages_and_categories_and_names_unknown_ids():
    from orvena_bench.inspect_task import orvena

    assert [s.id for s in orvena(data=str(MINI), languages="de").dataset] == ["de-weather-regen-morgen"]
    restraint = orvena(data=str(MINI), set="restraint", categories=["unsupported"]).dataset
    assert [s.id for s in restraint] == ["de-unsupported-pizza-bestellen"]
    assert len(orvena(data=str(MINI), ids="en-mcp-todo-milk,de-weather-regen-morgen").dataset) == 2
    with pytest.raises(ValueError, match="no-such-id"):
        orvena(data=str(MINI), ids=["no-such-id"])
    with pytest.raises(ValueError, match="unknown set 'nope'"):
        orvena(data=str(MINI), set="nope")
    with pytest.raises(ValueError, match=r"no scenario files in .*-T data=DIR"):
        orvena(data=str(MINI / "fixtures"))


def test_a_scenario_with_history_is_given_its_history_before_the_request():
    from orvena_bench.inspect_task import orvena

    (sample,) = orvena(ids="vi-followup-hue-hom-do-mua-to-conn").dataset
    assert [m.role for m in sample.input] == ["system", "user", "assistant", "user"]
    assert sample.input[-1].text == "còn Huế hôm đó thì sao, có mưa to không?"


def test_an_unreadable_log_and_a_foreign_sample_are_named_while_the_other_logs_are_imported(
    right, tmp_path, capsys
):
    _, _, log = right
    garbage = tmp_path / "broken.eval"
    garbage.write_bytes(b"not a zip")
    out = tmp_path / "runs.jsonl"
    code = main(["import", "inspect", str(garbage), log.location, "--data", str(MINI), "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 1 and f"{garbage}: not a readable Inspect log" in err
    assert len(out.read_text().splitlines()) == 2
    # the same log against a dataset without these scenarios: each sample named, none written silently
    bundled = str(Path(__file__).parent.parent)
    code = main(["import", "inspect", log.location, "--data", bundled, "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 1 and "sample en-mcp-todo-milk (epoch 1): not imported" in err


def test_inspect_eval_finds_and_runs_the_task_from_an_empty_folder(tmp_path):
    """The command a team types, in a folder holding nothing, with the bundled bench."""
    inspect = Path(sys.executable).parent / "inspect"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("INSPECT_", "ORVENA_BENCH_"))}
    env.update(
        PYTHONPATH=str(Path(__file__).parent / "offline_process"),
        XDG_DATA_HOME=str(tmp_path / ".data"),
        XDG_CACHE_HOME=str(tmp_path / ".cache"),
        XDG_CONFIG_HOME=str(tmp_path / ".config"),
        INSPECT_DISPLAY="none",
    )
    args = [str(inspect), "eval", "orvena_bench/orvena", "--model", MODEL, "--limit", "3"]
    done = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    (path,) = (tmp_path / "logs").glob("*.eval")
    log = read_eval_log(str(path))
    assert log.status == "success" and log.eval.task == "orvena_bench/orvena" and len(log.samples) == 3
    for sample in log.samples:  # mockllm's default output answers nothing: our scorer fails each turn
        (score,) = sample.scores.values()
        assert sample.error is None and score.value == "I" and score.metadata["id"] == sample.id


def test_arguments_the_provider_sent_unreadable_are_recorded_as_a_failed_call():
    from inspect_ai.tool import ToolCall

    from orvena_bench.clock import Clock
    from orvena_bench.datadir import DataDir
    from orvena_bench.inspect_dataset import select
    from orvena_bench.inspect_solver import call_arguments

    bench = select(DataDir.at(MINI), "bench", Clock(), ids=["de-weather-regen-morgen"])
    _, env = bench.environment("de-weather-regen-morgen")
    bad = ToolCall(id="c1", function="get_weather", arguments={}, parse_error="Error parsing {place: Berlin")
    result = env.call(bad.function, call_arguments(bad))
    (recorded,) = env.calls
    assert result.is_error and recorded.failed and recorded.arguments == {"$unparsed": bad.parse_error}
    good = ToolCall(id="c2", function="get_weather", arguments={"place": "Berlin"})
    assert not env.call(good.function, call_arguments(good)).is_error


def test_the_readme_test_command_is_the_one_ci_runs_and_installs_the_inspect_extra():
    root = Path(__file__).parent.parent
    command = "scripts/venv test mcp dask inspect && .venv/bin/python -m pytest"
    assert command in (root / "README.md").read_text(encoding="utf-8")
    assert command in (root / ".ci" / "run").read_text(encoding="utf-8").splitlines()


def test_a_folder_is_imported_as_inspect_lists_it_logs_below_it_and_no_manifest(right, tmp_path):
    import shutil

    _, _, log = right
    below = tmp_path / "logs" / "2026-12"
    below.mkdir(parents=True)
    shutil.copy(log.location, below / Path(log.location).name)
    (tmp_path / "logs" / "logs.json").write_text("{}")
    out = tmp_path / "runs.jsonl"
    assert main(["import", "inspect", str(tmp_path / "logs"), "--data", str(MINI), "--out", str(out)]) == 0
    assert sorted(json.loads(x)["id"] for x in out.read_text().splitlines()) == sorted(IDS)


def test_an_imported_line_has_the_shape_of_a_line_run_writes(right, tmp_path):
    _, _, log = right
    ran = tmp_path / "ran.jsonl"
    args = ["run", "--data", str(MINI), "--set", "bench", "--agent", "reference", "--ids", "en-mcp-todo-milk"]
    assert main([*args, "--seed", "7", "--out", str(ran)]) == 0
    (by_run,) = [json.loads(x) for x in ran.read_text().splitlines()]
    _, lines = imported(tmp_path, log)
    (by_inspect,) = [line for line in lines if line["id"] == "en-mcp-todo-milk"]
    assert set(by_inspect) == set(by_run)
    assert {frozenset(c) for c in by_inspect["calls"]} == {frozenset(c) for c in by_run["calls"]}
    assert by_inspect["calls"][-1]["tool"] == by_run["calls"][-1]["tool"] == "tinytodo/find-tasks"
    assert set(by_inspect["scoring"]) == set(by_run["scoring"])


def test_reasoning_is_counted_in_characters_and_kept_out_of_the_answer():
    from inspect_ai.model import ChatMessageAssistant, ContentReasoning, ContentText

    from orvena_bench.inspect_solver import reasoning_characters

    message = ChatMessageAssistant(content=[ContentReasoning(reasoning="think hard"), ContentText(text="Hi")])
    assert reasoning_characters(message) == 10 and message.text == "Hi"
    assert reasoning_characters(ChatMessageAssistant(content="Hi")) == 0
