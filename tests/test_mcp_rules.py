"""The MCP rule matcher (docs/formats.md): first match, folded match strings, nth, error, structured, not found."""

from pathlib import Path

import pytest

from orvena_bench.connections import FixtureError, fixture_path, load_fixture, transcript_id
from orvena_bench.mcp_rules import NOT_FOUND, RuleMatcher
from orvena_bench.scenario import Rule

FIXTURES = Path(__file__).parent / "data" / "mini" / "fixtures" / "mcp"


def matcher(rules):
    return RuleMatcher({"tinytodo/find-tasks": rules}, ["tinytodo"], FIXTURES)


def test_the_first_rule_whose_match_strings_all_occur_answers():
    m = matcher([Rule(("milk", "oat"), "oat milk"), Rule(("milk",), "any milk"), Rule((), "catch-all")])
    assert m.call("tinytodo/find-tasks", {"searchText": "Oat MILK"}).text == "oat milk"
    assert m.call("tinytodo/find-tasks", {"searchText": "milk"}).text == "any milk"
    assert m.call("tinytodo/find-tasks", {"searchText": "bread"}).text == "catch-all"


def test_match_strings_are_folded_like_every_comparison():
    m = matcher([Rule(("cafe creme",), "found")])
    assert m.call("tinytodo/find-tasks", {"searchText": "CAFÉ CRÈME kaufen"}).text == "found"


def test_nth_counts_calls_to_that_operation_within_the_turn():
    m = matcher([Rule(("milk",), "second answer", nth=2), Rule(("milk",), "first answer")])
    answers = [m.call("tinytodo/find-tasks", {"searchText": "milk"}).text for _ in range(3)]
    assert answers == ["first answer", "second answer", "first answer"]


def test_error_and_structured_come_from_the_rule():
    m = matcher(
        [
            Rule(("quota",), "rate limited", error=True),
            Rule(("yams",), "ok", structured={"tasks": [{"id": "42"}]}),
        ]
    )
    failed = m.call("tinytodo/find-tasks", {"searchText": "quota"})
    assert failed.is_error and failed.matched
    ok = m.call("tinytodo/find-tasks", {"searchText": "yams"})
    assert not ok.is_error and ok.structured == {"tasks": [{"id": "42"}]}


def test_no_matching_rule_is_a_not_found_error_and_unmatched():
    result = matcher([Rule(("milk",), "found")]).call("tinytodo/find-tasks", {"searchText": "bread"})
    assert (result.text, result.is_error, result.matched) == (NOT_FOUND, True, False)
    no_rules = RuleMatcher({}, ["tinytodo"], FIXTURES).call("tinytodo/add-tasks", {"tasks": []})
    assert no_rules.is_error and not no_rules.matched


def test_unknown_operations_and_connections_are_tool_errors():
    m = matcher([])
    assert "has no operation" in m.call("tinytodo/fly", {}).text
    assert "no such connection" in m.call("gmail/search_threads", {}).text


def test_connection_names_that_are_not_plain_file_names_are_refused():
    for name in ("../secrets", "a/b", ".hidden", "UPPER", ""):
        with pytest.raises(FixtureError):
            fixture_path(FIXTURES, name)


def test_a_fixture_keeps_its_raw_bytes_and_unknown_fields():
    fixture = load_fixture(FIXTURES, "tinytodo")
    assert fixture.raw == (FIXTURES / "tinytodo.json").read_bytes()
    assert fixture.tool("find-tasks")["x-capture"] == "kept as stored"


def test_transcript_ids_are_uuid5_of_the_connection():
    import uuid

    expected = uuid.uuid5(uuid.NAMESPACE_URL, "orvena:gmail")
    assert transcript_id("gmail", "search_threads") == f"mcp.{expected}.search_threads"


def test_arguments_that_break_the_operations_schema_are_refused_as_a_real_server_would():
    m = matcher([Rule(("milk",), "second", nth=2), Rule((), "any")])
    bad = m.call("tinytodo/find-tasks", {"projectId": "p1"})
    assert bad.is_error and not bad.matched and "'searchText' is required" in bad.text
    assert (
        m.call("tinytodo/find-tasks", {"searchText": "milk"}).text == "any"
    )  # the refused call was not counted
    assert "must be a string" in m.call("tinytodo/find-tasks", {"searchText": 42}).text
