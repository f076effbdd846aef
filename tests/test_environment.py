"""One turn's environment: tools offered, calls answered and logged, loaders, bad calls as tool errors."""

import json
from pathlib import Path

from orvena_bench.connections import transcript_id
from orvena_bench.datadir import DataDir
from orvena_bench.environment import Environment
from orvena_bench.scenario_build import expand
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load

MINI = DataDir.at(Path(__file__).parent / "data" / "mini")


def env(sid: str) -> Environment:
    scenarios = load(MINI.scenario_files(), Known.for_data(MINI)).scenarios
    return Environment(expand(scenarios[sid]), MINI)


def test_the_agent_gets_the_native_tools_and_connection_tools_only_once_loaded():
    e = env("en-mcp-todo-milk")
    names = [t["name"] for t in e.tools()]
    assert len(names) == 38 and "schedule_task" in names
    result = e.call("load_connectors", {})
    assert "tinytodo" in result.text and not result.is_error
    e.call("load_connectors", {"connections": ["tinytodo"]})
    names = [t["name"] for t in e.tools()]
    assert transcript_id("tinytodo", "find-tasks") in names and len(names) == 41


def test_mcp_calls_by_internal_id_are_recorded_under_connection_and_operation():
    e = env("en-mcp-todo-milk")
    result = e.call(transcript_id("tinytodo", "find-tasks"), '{"searchText": "milk"}')
    assert result.text == "1 task: Buy milk (id 42), due 2026-11-05"
    assert e.calls[0].tool == "tinytodo/find-tasks" and e.calls[0].arguments == {"searchText": "milk"}
    assert e.calls[0].matched and not e.calls[0].failed


def test_a_write_is_seen_by_a_later_read_in_the_same_turn():
    e = env("en-scheduled-dart-delays")
    e.call("schedule_task", {"at": "2026-11-05T07:30", "instruction": "Check the DART"})
    assert "Check the DART" in e.call("list_tasks", {}).text


def test_malformed_arguments_become_a_failed_call_with_the_text_kept():
    e = env("en-scheduled-dart-delays")
    result = e.call("schedule_task", "{not json")
    assert result.is_error and e.calls[0].arguments == {"$unparsed": "{not json"} and e.calls[0].failed


def test_unknown_tools_and_schema_errors_are_tool_errors_not_exceptions():
    e = env("en-scheduled-dart-delays")
    assert e.call("teleport", {}).is_error
    assert e.call("schedule_task", {"instruction": "x"}).is_error
    assert [c.failed for c in e.calls] == [True, True]


def test_the_system_prompt_is_filled_for_the_phone_and_names_the_connections():
    prompt = env("en-mcp-todo-milk").system_prompt()
    assert (
        "Wednesday 2026-11-04 10:30" in prompt and "Europe/Dublin" in prompt and "Dublin, Ireland" in prompt
    )
    assert "Connected services: tinytodo" in prompt
    assert "{now}" not in prompt


def test_load_skills_and_load_tools_answer_with_what_they_reveal():
    e = env("en-scheduled-dart-delays")
    assert "schedule" in e.call("load_skills", {"skills": ["scheduled"]}).text.lower()
    assert "schedule_task" in e.call("load_tools", {"categories": ["scheduled"]}).text
    assert e.call("load_skills", {"skills": ["astrology"]}).is_error


def test_call_records_serialize_as_run_line_calls():
    e = env("en-scheduled-dart-delays")
    e.call("get_weather", {})
    record = e.calls[0].to_json()
    assert set(record) == {"tool", "arguments", "failed", "matched", "output"}
    json.dumps(record)
