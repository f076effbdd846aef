"""The audit's authored probes (alternatives must pass, traps must fail on their check), the
locale probe, reference facts no call returned, and MCP write rules that match anything."""

import json
from pathlib import Path

import pytest

from orvena_bench.agents.reference import load_references
from orvena_bench.audit import Selection, audit, render
from orvena_bench.audit_sources import is_write, unsourced_phone_facts, write_rules_without_match
from orvena_bench.clock import Clock
from orvena_bench.datadir import DataDir
from orvena_bench.locale_probe import Slot, locale_misses, renderings
from orvena_bench.scenario_build import expand
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load

from .test_audit import MINI, copy, edit_jsonl

DART = "en-scheduled-dart-delays"


def findings(report, kind=None):
    return [(f.id, f.kind, f.detail) for f in report.findings if kind is None or f.kind == kind]


def scenario(root: Path, sid: str):
    data = DataDir.at(root)
    return expand(load(data.scenario_files(), Known.for_data(data)).scenarios[sid], Clock())


@pytest.fixture(scope="module")
def mini():
    return audit(DataDir.at(MINI))


def test_the_mini_alternatives_pass_and_its_traps_fail_on_the_check_they_name(mini):
    census = mini.probe_census()
    assert census["alternatives"] == {"passed": 18, "of": 18}
    assert census["traps"] == {"failed on their check": 9, "of": 9}
    assert census["traps caught by"] == {"answerAny": 3, "calls": 2, "answer": 2, "forbid": 1, "noTools": 1}
    assert census["covered"] == 9 and census["uncovered"] == []
    assert not findings(mini, "alternative fails") and not findings(mini, "trap passes")
    assert "alternatives passed 18 of 18" in render(mini)


def test_a_known_limit_is_counted_and_shown_not_played_as_a_must_fail(mini):
    limits = mini.probe_census()["known limits"]
    assert [(k["id"], k["trap"]) for k in limits] == [("de-weather-regen-morgen", 1)]
    assert "known limits (wrong answers no substring check can reject): 1" in render(mini)


def test_an_alternative_that_fails_is_a_finding_with_the_checks_it_failed(tmp_path):
    root = copy(tmp_path)
    edit_jsonl(
        root / "scenarios" / "reference" / "bench.jsonl",
        DART,
        lambda r: r["alternatives"].append(
            {"answer": "Grand, I'll check the DART first thing and tell you."}
        ),
    )
    report = audit(DataDir.at(root), Selection(ids=(DART,)))
    [(sid, _, detail)] = findings(report, "alternative fails")
    assert sid == DART and detail.startswith("alternative 3: answerAny: answer has none of '7:30'")
    assert report.strict_failures == 1


def test_a_trap_that_passes_is_a_finding(tmp_path):
    root = copy(tmp_path)
    edit_jsonl(
        root / "scenarios" / "reference" / "bench.jsonl",
        DART,
        lambda r: r["traps"].append({"answer": r["answer"], "catches": "answerNot"}),
    )
    report = audit(DataDir.at(root), Selection(ids=(DART,)))
    assert findings(report, "trap passes") == [
        (DART, "trap passes", "trap 3 (should be caught by answerNot)")
    ]


def test_a_trap_caught_only_by_another_check_than_it_names_is_a_finding(tmp_path):
    root = copy(tmp_path)
    wrong_time = "Grand, I'll check the DART for delays at 8:30 tomorrow morning and let you know."
    edit_jsonl(
        root / "scenarios" / "reference" / "bench.jsonl",
        DART,
        lambda r: r["traps"].append({"answer": wrong_time, "catches": "calls"}),
    )
    report = audit(DataDir.at(root), Selection(ids=(DART,)))
    [(_, _, detail)] = findings(report, "trap caught by another check")
    assert detail.startswith("trap 3 should be caught by calls, was caught by answerAny")


def test_a_probe_with_its_own_calls_is_played_through_the_phone_not_scored_as_text(tmp_path):
    root = copy(tmp_path)
    no_calls = {"answer": "Grand, I'll check the DART for delays at 7:30 tomorrow morning.", "calls": []}
    edit_jsonl(
        root / "scenarios" / "reference" / "bench.jsonl", DART, lambda r: r["alternatives"].append(no_calls)
    )
    report = audit(DataDir.at(root), Selection(ids=(DART,)))
    [(_, _, detail)] = findings(report, "alternative fails")
    assert "calls: expected call 1 of 1 not made: schedule_task" in detail


def test_the_selection_audits_only_the_languages_and_ids_asked_for(mini):
    report = audit(DataDir.at(MINI), Selection(languages=("de",)))
    assert {row.id for row in report.soundness} == {
        "de-weather-regen-morgen",
        "de-unsupported-pizza-bestellen",
    }
    assert len(audit(DataDir.at(MINI), Selection(ids=(DART,))).soundness) == 1


@pytest.mark.parametrize(
    ("probe", "path"),
    [
        ({"answer": "x"}, "$.traps[0].catches"),
        ({"answer": "x", "catches": "tone"}, "$.traps[0].catches"),
        ({"answer": 3, "catches": "answerNot"}, "$.traps[0].answer"),
        ({"answer": "x", "catches": "answerNot", "why": "?"}, "$.traps[0].why"),
        ({"answer": "x", "catches": "calls", "calls": [{"arguments": {}}]}, "$.traps[0].calls[0]"),
    ],
)
def test_a_malformed_trap_is_a_problem_naming_its_json_path(tmp_path, probe, path):
    file = tmp_path / "ref.jsonl"
    file.write_text(json.dumps({"id": "x", "calls": [], "answer": "a", "traps": [probe]}) + "\n")
    references, problems = load_references(file)
    assert not references and [(p.line, p.path) for p in problems] == [(1, path)]


def test_an_alternative_may_not_name_a_catching_check_nor_carry_a_limit(tmp_path):
    file = tmp_path / "ref.jsonl"
    lines = [
        {"id": "a", "calls": [], "answer": "a", "alternatives": [{"answer": "b", "catches": "answer"}]},
        {"id": "b", "calls": [], "answer": "a", "alternatives": [{"answer": "b", "limit": "?"}]},
    ]
    file.write_text("".join(json.dumps(x) + "\n" for x in lines))
    _, problems = load_references(file)
    assert [p.path for p in problems] == ["$.alternatives[0].catches", "$.alternatives[0].limit"]


# ---------------------------------------------------------------------------- the locale probe


@pytest.mark.parametrize(
    ("value", "locale", "others", "expected"),
    [
        ("19:30", "fi_FI", (), [("19:30", "19.30")]),
        ("19:30", "en_US", (), [("19:30", "7:30\u202fPM")]),
        ("7:30 pm", "de_DE", (), [("7:30 pm", "19:30")]),
        ("19:30", "ko_KR", (), [("19:30", "오후 7:30")]),
        ("3.5 km", "de_DE", (), [("3.5", "3,5")]),
        ("6.11", "pl_PL", (), []),  # a date as often as a time: left alone
        ("6.11", "pl_PL", ("6:11",), []),  # even beside a time: a valid date is never read as one
        ("7.45", "nl_NL", ("7:45",), [("7.45", "07:45")]),
        ("1.8", "cs_CZ", ("2026-08-01",), []),  # in a slot about dates, a date
        ("1.8", "cs_CZ", (), [("1.8", "1,8")]),
        ("1.500 Euro", "de_DE", (), []),  # a grouped whole number
        ("kl. 19.30", "da_DK", (), [("19.30", "19.30")]),
    ],
)
def test_values_are_rendered_the_way_the_locale_writes_them(value, locale, others, expected):
    assert list(renderings(value, locale, Slot.of((value, *others)))) == expected


def test_the_locale_probe_flags_a_slot_that_rejects_the_locale_form_and_passes_one_that_accepts_it(tmp_path):
    root = copy(tmp_path)
    edit_jsonl(
        root / "scenarios" / "bench.jsonl",
        DART,
        lambda s: s["phone"].update(locale="fi_FI") or s["expect"].update(answerAny=["at 7:30"]),
    )
    assert [(m.key, m.rendering) for m in locale_misses(scenario(root, DART))] == [("answerAny", "7.30")]
    edit_jsonl(root / "scenarios" / "bench.jsonl", DART, lambda s: s["expect"]["answerAny"].append("at 7.30"))
    assert locale_misses(scenario(root, DART)) == []


def test_a_bare_clock_time_is_a_slot_that_already_accepts_the_locale_form(tmp_path):
    root = copy(tmp_path)
    edit_jsonl(root / "scenarios" / "bench.jsonl", DART, lambda s: s["phone"].update(locale="fi_FI"))
    assert locale_misses(scenario(root, DART)) == []
    report = audit(DataDir.at(root), Selection(ids=(DART,)))
    assert not findings(report, "locale probe")


# ---------------------------------------------------------------------------- where facts come from


def test_a_reference_naming_a_contacts_surname_without_a_call_that_returned_it_is_flagged(tmp_path):
    root = copy(tmp_path)
    chain = "en-chain-gym-then-text-h3"
    s = scenario(root, chain)
    said = "Which Aoife: Aoife Byrne or Aoife Kelly, on +353 00 765 4321?"
    assert unsourced_phone_facts(s, said, [], "") == ["kelly", "7654321"]
    assert unsourced_phone_facts(s, said, ["Aoife Kelly (work Aoife), work +353 00 765 4321"], "") == []
    assert unsourced_phone_facts(s, "Texted her.", [], "") == []


def test_write_operations_are_known_by_their_read_only_hint_else_by_a_write_verb_in_the_name():
    assert is_write("HassTurnOn", None) and is_write("add-tasks", None) and is_write("create_issue", None)
    assert not is_write("find-tasks", None) and not is_write("GetLiveContext", None)
    assert not is_write("save_issue", {"annotations": {"readOnlyHint": True}})
    assert is_write("lookup", {"annotations": {"readOnlyHint": False}})


def test_a_write_rule_without_match_strings_is_a_finding(tmp_path):
    root = copy(tmp_path)
    mcp = "en-mcp-todo-milk"
    s = scenario(root, mcp)
    assert write_rules_without_match(s, {}) == []
    edit_jsonl(
        root / "scenarios" / "bench.jsonl",
        mcp,
        lambda x: x["tools"].update({"tinytodo/add-tasks": [{"match": [], "result": "Added."}]}),
    )
    report = audit(DataDir.at(root), Selection(ids=(mcp,)))
    assert findings(report, "write rule matches anything") == [
        (mcp, "write rule matches anything", "tinytodo/add-tasks: a rule without match strings")
    ]


def test_a_reference_time_the_phone_holds_but_no_call_returned_is_told_apart_from_one_nothing_gives(tmp_path):
    from orvena_bench.audit_sources import clock_times, unsourced_times

    root = copy(tmp_path)
    s = scenario(root, "uk-calendar-zustrich-zavtra")  # the phone holds a meeting 10:00-11:00 tomorrow
    said = "Зустріч о 10:00, а о 13:45 ви вільні."
    assert unsourced_times(s, said, [], "") == (["10:00"], ["13:45"])
    assert unsourced_times(s, said, ["10:00–11:00 · Зустріч з Оленою"], "") == ([], ["13:45"])
    assert clock_times("2:00") == {(2, 0), (14, 0)} and clock_times("2:00 pm") == {(14, 0)}
    assert clock_times("2:00", exact=True) == {(2, 0)}


def test_declined_contact_names_count_as_stated_and_as_given_and_services_are_not_people(tmp_path):
    root = copy(tmp_path)
    chain = "en-chain-gym-then-text-h3"
    edit_jsonl(
        root / "scenarios" / "bench.jsonl",
        chain,
        lambda s: s["phone"]["contacts"].extend(
            [{"name": "Marko Babić"}, {"name": "Slovenske železnice – info"}]
        ),
    )
    s = scenario(root, chain)
    assert unsourced_phone_facts(s, "Kojem Marku, Marku Babiću?", [], "") == ["marko", "babic"]
    assert unsourced_phone_facts(s, "Kojem Marku, Marku Babiću?", [], "javi Marku da kasnim") == ["babic"]
    assert unsourced_phone_facts(s, "Marku Babiću?", ["Marko Babić, mobile"], "") == []
    assert unsourced_phone_facts(s, "Vozovnice prodajajo Slovenske železnice.", [], "") == []


def test_a_scenario_with_too_few_probes_fails_strict_and_is_listed(tmp_path):
    root = copy(tmp_path)
    edit_jsonl(root / "scenarios" / "reference" / "bench.jsonl", DART, lambda r: r.update(traps=[]))
    report = audit(DataDir.at(root), Selection(ids=(DART,)))
    assert report.probe_census()["uncovered"] == [DART]
    assert report.strict_failures == 1 and "without enough probes (1; --strict fails on them)" in render(
        report
    )
