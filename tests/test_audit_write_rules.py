"""The audit lists MCP write rules that confirm whatever was asked, and only those."""

from types import SimpleNamespace

from orvena_bench.audit_sources import write_rules_without_match
from orvena_bench.scenario import Rule


def scenario_with(*rules: Rule) -> SimpleNamespace:
    return SimpleNamespace(tools={"home-assistant/HassTurnOff": list(rules)})


def test_a_write_rule_without_match_strings_that_succeeds_is_listed():
    s = scenario_with(Rule(("Điều hòa",), "done"), Rule((), "done"))
    assert write_rules_without_match(s, {}) == ["home-assistant/HassTurnOff"]


def test_a_catch_all_write_rule_that_answers_with_an_error_is_the_not_found_and_is_not_listed():
    s = scenario_with(Rule(("Điều hòa",), "done"), Rule((), "No exposed entity matches", error=True))
    assert write_rules_without_match(s, {}) == []
