"""`orvena-bench validate` and the loader: every problem named by file, line, id and JSON path."""

import json
from pathlib import Path

import pytest

from orvena_bench.cli import main
from orvena_bench.datadir import DataDir
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load

from .helpers import DART

MINI = Path(__file__).parent / "data" / "mini"


def known() -> Known:
    from orvena_bench.catalog import load_catalog

    return Known(
        frozenset(t.name for t in load_catalog(DataDir.at(MINI).catalog).tools), MINI / "fixtures" / "mcp"
    )


def write(tmp_path: Path, lines: list, name: str = "bench.jsonl") -> Path:
    path = tmp_path / name
    path.write_text(
        "".join((x if isinstance(x, str) else json.dumps(x, ensure_ascii=False)) + "\n" for x in lines),
        encoding="utf-8",
    )
    return path


def problems_of(tmp_path: Path, obj) -> list[str]:
    path = write(tmp_path, [obj])
    return [f"{p.path}: {p.message}" for p in load([path], known()).problems]


def variant(**changes) -> dict:
    obj = json.loads(json.dumps(DART))
    for dotted, value in changes.items():
        target = obj
        *parents, last = dotted.split("__")
        for key in parents:
            target = target[key]
        if value is None:
            del target[last]
        else:
            target[last] = value
    return obj


def test_the_bundled_style_mini_dataset_is_clean(capsys):
    assert main(["validate", "--data", str(MINI)]) == 0
    assert "clean: 9 scenarios" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"expect__answerAll": ["x"]}, "$.expect.answerAll: unknown check key"),
        ({"expect__calls": [{"tool": "schedule_task", "arg": ["x"]}]}, "$.expect.calls[0].arg: unknown key"),
        (
            {"expect__calls": [{"tool": "schedule_task", "args": "DART"}]},
            "$.expect.calls[0].args: expected list of strings, got string",
        ),
        ({"expect__answerGroups": [["a"], []]}, "$.expect.answerGroups[1]: empty group"),
        ({"expect__answerAny": ["7:30", ""]}, "$.expect.answerAny[1]: empty string"),
        ({"expect__noTools": False}, "$.expect.noTools: expected true"),
        (
            {"expect__calls": [{"tool": "schedule_taks"}]},
            "$.expect.calls[0].tool: no such tool 'schedule_taks'",
        ),
        (
            {"expect__calls": [{"tool": "schedule_task", "args": ["{+1x}"]}]},
            "$.expect.calls[0].args[0]: bad token",
        ),
        ({"phone__timeZone": "Europe/Dublim"}, "$.phone.timeZone: unknown time zone 'Europe/Dublim'"),
        ({"phone__locale": "xx_QQ"}, "$.phone.locale: unknown locale 'xx_QQ'"),
        ({"language": "xx"}, "$.language: unknown language 'xx'"),
        ({"category": "banking"}, "$.category: unknown category 'banking'"),
        ({"id": "en-weather-dart-delays"}, "$.id: id must read 'en-scheduled-<slug>'"),
        ({"request": None}, "$.request: missing"),
        ({"colour": "blue"}, "$.colour: unknown scenario key"),
        (
            {"connections": ["../../etc/passwd"]},
            "$.connections[0]: connection name '../../etc/passwd' is not a plain name",
        ),
        ({"connections": ["nosuch"]}, "$.connections[0]: connection 'nosuch' has no tool list"),
        (
            {"tools": {"tinytodo/find-tasks": [{"match": ["x"], "result": "y"}]}},
            "$.tools.tinytodo/find-tasks: connection 'tinytodo' is not installed",
        ),
        (
            {"connections": ["tinytodo"], "tools": {"tinytodo/fly": [{"result": "y"}]}},
            "$.tools.tinytodo/fly: tinytodo has no operation 'fly'",
        ),
        (
            {
                "connections": ["tinytodo"],
                "tools": {"tinytodo/find-tasks": [{"match": ["x"], "nth": 0, "result": "y"}]},
            },
            "$.tools.tinytodo/find-tasks[0].nth: nth counts from 1",
        ),
        (
            {"connections": ["tinytodo"], "tools": {"tinytodo/find-tasks": [{"match": ["x"], "reply": "y"}]}},
            "$.tools.tinytodo/find-tasks[0].reply: unknown rule key",
        ),
        ({"history": [{"role": "system", "content": "x"}]}, "$.history[0].role: role must be one of"),
    ],
)
def test_each_kind_of_problem_is_reported_at_its_json_path(tmp_path, changes, expected):
    found = problems_of(tmp_path, variant(**changes))
    assert any(line.startswith(expected) for line in found), found


def test_a_problem_line_names_file_line_id_and_path(tmp_path):
    path = write(tmp_path, [DART, variant(id="en-scheduled-second", expect__answerAll=["x"])])
    (problem,) = load([path], known()).problems
    assert str(problem).startswith(f"{path}:2: en-scheduled-second: $.expect.answerAll: unknown check key")


def test_ids_must_be_unique_across_all_sets(tmp_path):
    bench = write(tmp_path, [DART], "bench.jsonl")
    ask = write(tmp_path, [DART], "ask.jsonl")
    (problem,) = load([bench, ask], known()).problems
    assert problem.file == str(ask) and "duplicate id (first at" in problem.message


def test_malformed_json_a_truncated_last_line_and_a_bom_are_handled(tmp_path):
    path = tmp_path / "bench.jsonl"
    good = json.dumps(DART, ensure_ascii=False)
    path.write_bytes(
        b"\xef\xbb\xbf" + good.encode() + b"\n{not json}\n" + b'{"id": "en-scheduled-cut", "lang'
    )
    loaded = load([path], known())
    assert list(loaded.scenarios) == [DART["id"]]
    messages = [str(p) for p in loaded.problems]
    assert messages[0].startswith(f"{path}:2: -: $: not valid JSON")
    assert messages[1].startswith(f"{path}:3: en-scheduled-cut: $: truncated last line")


def test_a_line_that_is_not_an_object_is_reported(tmp_path):
    path = write(tmp_path, ["[1, 2]"])
    (problem,) = load([path], known()).problems
    assert problem.message == "expected a JSON object, got list"


def test_validate_lists_every_problem_and_exits_1(tmp_path, capsys):
    path = write(tmp_path, [variant(language="xx"), "{oops", variant(id="en-scheduled-b", colour=1)])
    assert main(["validate", "--data", str(MINI), str(path)]) == 1
    out = capsys.readouterr().out
    assert out.count(str(path)) == 4 and "3 problems" not in out and "4 problems in 1 files" in out


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"expect__anyOf": []}, "$.expect.anyOf: empty list: no alternative, so it could never hold"),
        ({"expect__anyOf": [[]]}, "$.expect.anyOf[0]: empty sequence: it would always hold"),
        ({"expect__answerAny": []}, "$.expect.answerAny: empty list: no alternative"),
        ({"expect__answerNot": []}, "$.expect.answerNot: empty list: it checks nothing"),
        ({"expect__calls": [{"tool": "schedule_task", "argsAny": []}]}, "$.expect.calls[0].argsAny: empty list"),
    ],
)
def test_an_empty_list_of_checks_or_alternatives_fails_validation(tmp_path, changes, expected):
    assert any(p.startswith(expected) for p in problems_of(tmp_path, variant(**changes)))


@pytest.mark.parametrize(
    "token", ["{+9999y}", "{+10000000d}", "{iso:+8000y 10:00}", "{+" + "1" * 5000 + "d}", "{weekday-3000y}"]
)
def test_a_token_that_parses_but_cannot_be_rendered_fails_validation_at_its_path(tmp_path, token):
    found = problems_of(tmp_path, variant(expect__answerNot=[token]))
    assert any(p.startswith("$.expect.answerNot[0]: bad token:") and "out of range" in p for p in found)


@pytest.mark.parametrize("value", ["9999-12-31T23:00", "+8000y", "{iso:+8000y}"])
def test_a_phone_time_past_the_clocks_range_fails_validation(tmp_path, value):
    obj = variant(phone__events=[{"title": "Dentist", "start": value}])
    assert any(p.startswith("$.phone.events[0].start") for p in problems_of(tmp_path, obj))


def test_a_phone_without_locale_is_a_problem_not_a_crash(tmp_path):
    assert "$.phone.locale: missing (required)" in problems_of(tmp_path, variant(phone__locale=None))


@pytest.mark.parametrize(
    ("changes", "expected"),
    [({"tools": [1]}, "$.tools: expected object"), ({"tools": {"x/y": [{"match": []}]}}, "rule without 'result'")],
)
def test_malformed_rules_are_problems_of_their_scenario(tmp_path, changes, expected):
    assert any(expected in p for p in problems_of(tmp_path, variant(**changes)))


def test_a_scenario_nested_deeper_than_any_needs_is_one_problem_not_a_recursion_error(tmp_path):
    deep: object = "x"
    for _ in range(900):
        deep = [deep]
    found = problems_of(tmp_path, variant(expect__answerNot=deep))
    assert len(found) == 1 and found[0].startswith("$.expect.answerNot[0][0]") and "nested more than 64" in found[0]
