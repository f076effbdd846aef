"""`orvena-bench standin`: a scripted OpenAI-compatible server to try `run` without a model."""

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from orvena_bench.cli import main
from orvena_bench.connections import transcript_id
from orvena_bench.standin import Failure, PlanError, StandIn, bad_tool_name, by_round, load_plan, reply
from orvena_bench.tool_names import provider_name

from .test_openai_agent import PLAN, TODO

ROOT = Path(__file__).parent.parent
MINI = Path(__file__).parent / "data" / "mini"

#: The plan of test_openai_agent's milk scenario, written as a user writes one.
PLAN_FILE = {
    TODO: [
        {"calls": [{"name": "load_connectors", "arguments": {"connections": ["tinytodo"]}}]},
        {"calls": [{"name": "tinytodo/find-tasks", "arguments": {"searchText": "milk"}}]},
        "Yes, buying milk is still on your list; it's due tomorrow.",
    ],
    "*": ["I can't help with that."],
}


def post(url: str, body: dict) -> tuple[int, dict]:
    request = urllib.request.Request(
        url + "/chat/completions", json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def tools(*names: str) -> list[dict]:
    return [{"type": "function", "function": {"name": n, "parameters": {"type": "object"}}} for n in names]


def test_a_plan_file_names_mcp_tools_by_connection_and_operation_and_replays_by_request(tmp_path):
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(PLAN_FILE), encoding="utf-8")
    plan = load_plan(path)
    sent = plan[TODO][1]["tool_calls"][0]["function"]["name"]
    assert sent == provider_name(transcript_id("tinytodo", "find-tasks"))
    assert plan[TODO][2] == reply("Yes, buying milk is still on your list; it's due tomorrow.")
    script = by_round(plan)
    assert (
        script({"messages": [{"role": "user", "content": "what now?"}]})["content"]
        == "I can't help with that."
    )


@pytest.mark.parametrize(
    ("plan", "where"),
    [
        ([], "$: a plan is an object"),
        ({"hi": []}, '$["hi"]: a non-empty list'),
        ({"hi": [{"text": "x"}]}, '$["hi"][0]: a reply is'),
        ({"hi": [{"calls": [{"arguments": {}}]}]}, '$["hi"][0].calls[0]: a call needs a name'),
    ],
)
def test_a_bad_plan_is_refused_naming_the_file_and_the_json_path(tmp_path, plan, where):
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    with pytest.raises(PlanError) as caught:
        load_plan(path)
    assert str(path) in str(caught.value) and where in str(caught.value)


def test_failures_are_written_status_times_n_or_drop():
    assert [Failure.parse(t) for t in ("429x2", "503", "dropx3")] == [
        Failure("429", 2), Failure("503", 1), Failure("drop", 3),
    ]  # fmt: skip
    for bad in ("429x", "x2", "99", "timeout"):
        with pytest.raises(ValueError, match="STATUS"):
            Failure.parse(bad)


def test_strict_names_answers_400_to_a_tool_name_a_provider_refuses_like_a_real_one():
    internal = transcript_id("tinytodo", "find-tasks")
    message = {"messages": [{"role": "user", "content": TODO}]}
    with StandIn(by_round(PLAN), strict_names=True) as server:
        status, body = post(server.base_url, {**message, "tools": tools("get_weather", internal)})
        assert status == 400 and "tools[1].function.name" in body["error"]["message"]
        status, _ = post(server.base_url, {**message, "tools": tools("get_weather", provider_name(internal))})
        assert status == 200
    assert bad_tool_name({"tools": tools("x" * 65)}) and not bad_tool_name({"tools": tools("x" * 64)})


def test_the_openai_agent_passes_against_strict_names_with_mcp_tools_loaded(tmp_path):
    out = tmp_path / "r.jsonl"
    with StandIn(by_round(PLAN), strict_names=True) as server:
        code = main(["run", "--data", str(MINI), "--set", "bench", "--agent", "openai", "--base-url",
                     server.base_url, "--model", "m", "--ids", "en-mcp-todo-milk", "--out", str(out)])  # fmt: skip
    (line,) = [json.loads(x) for x in out.read_text().splitlines()]
    assert code == 0 and line["passed"], line.get("error") or line["issues"]
    offered = {t["function"]["name"] for r in server.requests for t in r["tools"]}
    assert provider_name(transcript_id("tinytodo", "find-tasks")) in offered  # MCP tools were loaded
    assert set(server.answered) == {200}


def test_the_standin_command_serves_a_plan_and_a_run_against_it_completes_after_two_429s(tmp_path):
    plan, out = tmp_path / "plan.json", tmp_path / "r.jsonl"
    plan.write_text(json.dumps(PLAN_FILE), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    server = subprocess.Popen(
        [sys.executable, "-m", "orvena_bench", "standin", "--plan", str(plan), "--fail", "429x2",
         "--retry-after", "0", "--strict-names"],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        base_url = server.stdout.readline().strip()
        assert base_url.startswith("http://127.0.0.1:") and base_url.endswith("/v1")
        done = subprocess.run(
            [sys.executable, "-m", "orvena_bench", "run", "--data", str(MINI), "--set", "bench",
             "--agent", "openai", "--base-url", base_url, "--model", "standin", "--ids", "en-mcp-todo-milk",
             "--out", str(out)],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
    finally:
        server.terminate()  # SIGTERM: the stand-in stops and says how it answered
        _, err = server.communicate(timeout=30)
    assert done.returncode == 0, done.stderr
    (line,) = [json.loads(x) for x in out.read_text().splitlines()]
    assert line["passed"] and line["retries"] == 2
    assert "errored 0, retries 2" in done.stdout
    assert server.returncode == 0 and "answered 429 x2, 200 x3" in err


def test_a_bad_standin_option_is_a_usage_error(tmp_path, capsys):
    assert main(["standin", "--fail", "soon"]) == 2
    assert "bad failure 'soon'" in capsys.readouterr().err
    assert main(["standin", "--plan", str(tmp_path / "none.json")]) == 2
    assert "none.json" in capsys.readouterr().err


def test_the_example_plan_of_the_docs_passes_its_scenario_of_the_bundled_bench(tmp_path):
    out = tmp_path / "r.jsonl"
    plan = load_plan(ROOT / "docs" / "standin-plan.json")
    with StandIn(by_round(plan), strict_names=True, failures=[Failure("429", 2)], retry_after="0") as server:
        code = main(["run", "--data", str(ROOT), "--set", "bench", "--agent", "openai", "--base-url",
                     server.base_url, "--model", "standin", "--ids", "en-mcp-gmail-landlord-boiler-reply",
                     "--out", str(out)])  # fmt: skip
    (line,) = [json.loads(x) for x in out.read_text().splitlines()]
    assert code == 0 and line["passed"] and line["retries"] == 2, line["issues"]
