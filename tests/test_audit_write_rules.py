from orvena_bench.audit_sources import write_rules_without_match

from .helpers import scenario


def _with_rules(rules):
    return scenario({"connections": ["todoist"], "tools": {"todoist/add-tasks": rules}})


def test_a_write_rule_without_match_strings_that_succeeds_is_listed():
    s = _with_rules([{"match": [], "result": '{"tasks": [{"content": "Buy a gift"}]}'}])
    assert write_rules_without_match(s, {}) == ["todoist/add-tasks"]


def test_an_error_rule_without_match_strings_confirms_nothing_and_is_not_listed():
    s = _with_rules(
        [
            {"match": ["gift"], "result": '{"tasks": [{"content": "Buy a gift"}]}'},
            {"match": [], "error": True, "result": "Error: 503 Service Unavailable."},
        ]
    )
    assert write_rules_without_match(s, {}) == []
