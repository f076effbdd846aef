"""The `openai` agent against a stand-in OpenAI-compatible server on 127.0.0.1 (no model runs here)."""

import json
from pathlib import Path

from orvena_bench.cli import main
from orvena_bench.connections import transcript_id
from orvena_bench.standin import StandIn, by_round, reply
from orvena_bench.tool_names import PROVIDER_PATTERN, provider_name

MINI = Path(__file__).parent / "data" / "mini"
TODO = "is buying milk still on my todo list?"
GYM = "find the nearest gym and text Aoife Byrne where it is"

PLAN = {
    TODO: [
        reply(calls=[("load_connectors", {"connections": ["tinytodo"]})]),
        reply(calls=[(provider_name(transcript_id("tinytodo", "find-tasks")), {"searchText": "milk"})]),
        reply("Yes, buying milk is still on your list; it's due tomorrow."),
    ],
    GYM: [
        reply(calls=[("search_places", {"query": "gym"})]),
        reply(
            calls=[
                (
                    "send_message",
                    {"to": "Aoife Byrne", "text": "Nearest gym: Flyefit Dublin 8, Thomas Street"},
                )
            ]
        ),
        reply("The nearest gym is Flyefit Dublin 8 on Thomas Street; I've texted Aoife Byrne."),
    ],
}


def run(server: StandIn, out: Path, *extra: str) -> list[dict]:
    code = main(["run", "--data", str(MINI), "--set", "bench", "--agent", "openai", "--base-url", server.base_url,
                 "--model", "standin-4b", "--seed", "7", "--temperature", "0.2", "--out", str(out), *extra])  # fmt: skip
    assert code == 0
    return [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]


def test_a_multi_round_turn_with_tool_calls_completes_and_scores(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-key")
    with StandIn(by_round(PLAN)) as server:
        (line,) = run(server, tmp_path / "r.jsonl", "--ids", "en-mcp-todo-milk")
    assert line["passed"], line["issues"]
    assert [c["tool"] for c in line["calls"]] == ["load_connectors", "tinytodo/find-tasks"]
    assert len(line["rounds"]) == 3 and line["model"] == "standin-4b"
    # The connection's tools were offered only after load_connectors.
    assert transcript_id("tinytodo", "find-tasks") not in line["rounds"][0]["tools"]
    assert transcript_id("tinytodo", "find-tasks") in line["rounds"][1]["tools"]
    request = server.requests[0]
    assert request["seed"] == 7 and request["temperature"] == 0.2 and request["model"] == "standin-4b"
    assert request["messages"][0]["role"] == "system" and request["messages"][-1]["content"] == TODO
    assert server.headers[0]["Authorization"] == "Bearer sk-test-key"
    offered = [t["function"]["name"] for r in server.requests for t in r["tools"]]
    assert offered and all(PROVIDER_PATTERN.fullmatch(name) for name in offered)
    # The transcript and the rounds keep the app's internal id, not the name sent to the provider.
    called = [c["function"]["name"] for m in line["transcript"] for c in m.get("tool_calls", [])]
    assert called == ["load_connectors", transcript_id("tinytodo", "find-tasks")]
    assert line["rounds"][1]["calls"][0]["name"] == transcript_id("tinytodo", "find-tasks")
    assert [m["role"] for m in line["transcript"]] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "assistant",
    ]


def test_a_chain_of_dependent_calls_passes_and_its_recorded_run_rescores_the_same(tmp_path):
    with StandIn(by_round(PLAN)) as server:
        (line,) = run(server, tmp_path / "r.jsonl", "--ids", "en-chain-gym-then-text-h3")
    assert line["passed"], line["issues"]
    scored = tmp_path / "s.jsonl"
    assert main(["score", str(tmp_path / "r.jsonl"), "--data", str(MINI), "--out", str(scored)]) == 0
    assert json.loads(scored.read_text())["passed"] is True


def test_the_round_limit_is_the_models_failure_recorded_as_stopped_not_as_an_error(tmp_path):
    looping = by_round({TODO: [reply(calls=[("load_connectors", {})])]})
    with StandIn(looping) as server:
        (line,) = run(server, tmp_path / "r.jsonl", "--ids", "en-mcp-todo-milk", "--max-rounds", "3")
    assert line["stopped"] == "round limit of 3 reached" and "error" not in line
    assert not line["passed"] and line["issues"]  # scored like any other answer: here, no answer
    assert len(line["calls"]) == 3


def test_a_server_that_breaks_on_every_request_leaves_an_errored_turn(tmp_path, capsys):
    def broken(request):
        raise RuntimeError("boom")

    with StandIn(broken) as server:
        code = main(["run", "--data", str(MINI), "--set", "bench", "--agent", "openai", "--base-url",
                     server.base_url, "--model", "m", "--max-retries", "0", "--ids", "en-mcp-todo-milk",
                     "--out", str(tmp_path / "r.jsonl")])  # fmt: skip
    (line,) = [json.loads(x) for x in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert code == 1 and not line["passed"] and "model server unreachable" in line["error"]
    assert "errored 1" in capsys.readouterr().out


def test_the_openai_agent_needs_a_base_url_and_a_model(tmp_path, capsys):
    assert (
        main(["run", "--data", str(MINI), "--set", "ask", "--agent", "openai", "--out", str(tmp_path / "x")])
        == 2
    )
    assert "--base-url and --model" in capsys.readouterr().err
