"""Scoring (docs/scoring.md): calls, anyOf, argument checks, ok, forbid, noTools, answers, empty and failed turns."""

import pytest

from orvena_bench.runs import RunError, parse_run
from orvena_bench.scoring import score

from .helpers import always_right, call, run, scenario

DART_CALL = call("schedule_task", {"when": "2026-11-05T07:30", "task": "Check DART delays and tell me"})


def verdict(s, r):
    return score(s, r, always_right)


def test_the_card_dart_example_passes_with_tomorrows_date_at_half_seven_and_the_word_dart():
    result = score(
        scenario(), run("I'll check the DART for delays at 07:30 tomorrow and let you know.", [DART_CALL])
    )
    assert result.passed, result.issues


def test_the_dart_example_fails_with_todays_date():
    wrong_day = call("schedule_task", {"when": "2026-11-04T07:30", "task": "DART"})
    result = verdict(scenario(), run("Scheduled for 7:30.", [wrong_day]))
    assert not result.passed
    assert any("schedule_task" in issue and "lacks '2026-11-05T07:30'" in issue for issue in result.issues)


def test_the_dart_example_fails_when_a_forbidden_tool_is_also_called():
    result = verdict(scenario(), run("At 7:30.", [DART_CALL, call("search_web", {"query": "DART"})]))
    assert result.issues == ("forbid: search_web was called (1x)",)


def test_arguments_given_as_a_json_string_are_searched_like_an_object():
    as_string = call("schedule_task", '{"when": "2026-11-05T07:30", "task": "DART check"}')
    assert verdict(scenario(), run("At 7:30.", [as_string])).passed


def test_arguments_that_are_neither_an_object_nor_a_json_string_cannot_be_scored():
    for bad in ("not json", "[1, 2]", 42):
        with pytest.raises(RunError) as caught:
            parse_run({"id": "x", "answer": "a", "calls": [call("schedule_task", bad)]})
        assert caught.value.path == "$.calls[0].arguments"


def test_expected_calls_must_appear_in_order_with_other_calls_allowed_between():
    s = scenario(calls=[{"tool": "search_contacts"}, {"tool": "send_message", "args": ["Aoife"]}])
    good = [call("search_contacts"), call("get_weather"), call("send_message", {"to": "Aoife"})]
    assert verdict(s, run(calls=good)).passed
    reversed_order = [call("send_message", {"to": "Aoife"}), call("search_contacts")]
    result = verdict(s, run(calls=reversed_order))
    assert not result.passed
    assert result.issues[0].startswith("calls: expected call 2 of 2 not made after search_contacts")


def test_any_of_passes_when_one_of_its_sequences_appears():
    s = scenario(anyOf=[[{"tool": "get_route"}], [{"tool": "search_places"}, {"tool": "get_place_details"}]])
    assert verdict(s, run(calls=[call("search_places"), call("get_place_details")])).passed
    assert verdict(s, run(calls=[call("get_route")])).passed
    result = verdict(s, run(calls=[call("get_place_details"), call("search_places")]))
    assert result.issues[0].startswith("anyOf: none of the 2 sequences appears")


def test_args_any_needs_one_args_groups_one_per_group_and_args_not_none():
    s = scenario(calls=[{"tool": "create_event", "argsAny": ["Dentist", "Zahnarzt"],
                         "argsGroups": [["10:00", "10.00"], ["{+1d}"]], "argsNot": ["{+0d}"]}])  # fmt: skip
    assert verdict(
        s, run(calls=[call("create_event", {"title": "dentist", "start": "2026-11-05T10:00"})])
    ).passed
    no_any = verdict(s, run(calls=[call("create_event", {"title": "GP", "start": "2026-11-05T10:00"})]))
    assert "argsAny has none of 'Dentist', 'Zahnarzt'" in no_any.issues[0]
    no_group = verdict(
        s, run(calls=[call("create_event", {"title": "Dentist", "start": "2026-11-05T11:00"})])
    )
    assert "argsGroups has none of '10:00', '10.00'" in no_group.issues[0]
    excluded = verdict(
        s,
        run(
            calls=[
                call(
                    "create_event",
                    {"title": "Dentist", "start": "2026-11-05T10:00", "note": "moved from 2026-11-04"},
                )
            ]
        ),
    )
    assert "argsNot contains excluded '2026-11-04'" in excluded.issues[0]


def test_argument_checks_ignore_case_and_accents():
    s = scenario(calls=[{"tool": "search_places", "args": ["Cafe de Flore", "zurich"]}])
    assert verdict(s, run(calls=[call("search_places", {"query": "CAFÉ DE FLORE", "near": "Zürich"})])).passed


def test_a_failed_call_does_not_count_in_an_ordinary_category():
    s = scenario(calls=[{"tool": "get_weather"}])
    result = verdict(s, run(calls=[call("get_weather", failed=True)]))
    assert not result.passed
    assert "call 1 failed" in result.issues[0]


@pytest.mark.parametrize("category", ["recovery", "unsupported"])
def test_a_failed_call_counts_in_recovery_and_unsupported(category):
    s = scenario({"category": category, "id": f"en-{category}-x"}, calls=[{"tool": "get_weather"}])
    assert verdict(s, run(calls=[call("get_weather", failed=True)])).passed


def test_ok_true_requires_success_even_in_recovery_and_ok_false_accepts_failure_anywhere():
    must_succeed = scenario(
        {"category": "recovery", "id": "en-recovery-x"}, calls=[{"tool": "get_weather", "ok": True}]
    )
    assert not verdict(must_succeed, run(calls=[call("get_weather", failed=True)])).passed
    either = scenario(calls=[{"tool": "get_weather", "ok": False}])
    assert verdict(either, run(calls=[call("get_weather", failed=True)])).passed


def test_loader_calls_are_ignored_by_no_tools_but_count_when_a_check_names_them():
    quiet = scenario(noTools=True)
    assert verdict(quiet, run(calls=[call("load_skills"), call("load_tools")])).passed
    assert verdict(scenario(calls=[{"tool": "load_connectors"}]), run(calls=[call("load_connectors")])).passed
    forbid_loader = scenario(forbid=["load_tools"])
    assert not verdict(forbid_loader, run(calls=[call("load_tools")])).passed


def test_no_tools_fails_on_any_call_and_a_failed_attempt_counts_as_a_call():
    s = scenario(noTools=True)
    result = verdict(s, run(calls=[call("search_web", failed=True)]))
    assert result.issues == ("noTools: 1 tool call(s) made: search_web",)


def test_forbid_counts_a_failed_attempt_as_a_call():
    result = verdict(scenario(forbid=["fetch_url"]), run(calls=[call("fetch_url", failed=True)]))
    assert not result.passed


def test_the_four_answer_checks_are_case_and_accent_insensitive():
    s = scenario(answer=["Zürich", "10:00"], answerAny=["Thursday", "{weekday+1d}"],
                 answerGroups=[["gate", "Gate"], ["B12", "B 12"]], answerNot=["Friday"])  # fmt: skip
    assert verdict(s, run("Your flight to ZURICH leaves on thursday at 10:00 from gate b12.")).passed
    result = verdict(s, run("Your flight to Zurich leaves Friday at 9:00 from the gate."))
    assert set(result.issues) == {
        "answer: answer lacks '10:00'",
        "answerAny: answer has none of 'Thursday', 'Thursday'",
        "answerGroups: answer has none of 'B12', 'B 12'",
        "answerNot: answer contains excluded 'Friday'",
    }


def test_an_empty_answer_fails_the_scenario_even_when_everything_else_holds():
    result = verdict(scenario(noTools=True), run("   "))
    assert result.issues == ("the answer is empty",)


def test_a_failed_turn_fails_the_scenario_and_says_why():
    result = verdict(scenario(noTools=True), run("Partial answer", error="round limit reached"))
    assert result.issues == ("the turn failed: round limit reached",)


def test_every_failed_check_becomes_its_own_issue_line():
    result = verdict(scenario(), run("", [call("search_web")]))
    assert len(result.issues) == 4  # empty answer, missing call, forbidden call, answerAny
    assert all("\n" not in issue for issue in result.issues)


def test_the_language_check_uses_expect_language_over_the_scenarios_language():
    s = scenario(answerAny=["7:30"], language="de", calls=[{"tool": "schedule_task"}])
    english = score(
        s, run("I have scheduled the check of the DART for tomorrow morning at 7:30.", [DART_CALL])
    )
    assert not english.passed
    assert english.issues[-1].startswith("language: expected de, read en")
    german = score(
        s, run("Ich prüfe morgen früh um 7:30 die Verspätungen der DART und melde mich.", [DART_CALL])
    )
    assert german.passed, german.issues


def test_a_scenario_passes_only_when_every_check_holds():
    s = scenario()
    assert verdict(s, run("At 7:30.", [DART_CALL])).passed
    assert not verdict(s, run("At 8:30.", [DART_CALL])).passed


def test_every_declared_expect_key_is_read_by_the_scorer():
    from orvena_bench.vocab import EXPECT_KEYS

    failing = {
        "calls": [{"tool": "get_route"}],
        "anyOf": [[{"tool": "get_route"}]],
        "forbid": ["schedule_task"],
        "noTools": True,
        "answer": ["Canberra"],
        "answerAny": ["Canberra"],
        "answerGroups": [["Canberra"]],
        "answerNot": ["7:30"],
        "language": "de",
    }
    assert set(failing) == set(EXPECT_KEYS)
    english = "I have scheduled the DART check for 7:30 tomorrow morning and will report back."
    for key, value in failing.items():
        result = score(scenario(**{key: value}), run(english, [DART_CALL]))
        assert not result.passed, key
        assert result.issues[0].startswith(key if key != "language" else "language:"), (key, result.issues)


def test_tool_output_comes_from_calls_output_or_else_from_the_transcripts_tool_messages():
    from orvena_bench.runs import parse_run

    title = "Weekly Growth Marketing Brainstorming Workshop Kickoff Lunch Roadmap Retrospective"
    output = f"Event: {title}"
    with_output = parse_run({"id": "x", "answer": "a", "calls": [call("list_events", output=output)]})
    assert with_output.tool_output == output
    transcript = [
        {"role": "user", "content": "q"},
        {"role": "tool", "content": output},
        {"role": "assistant", "content": "a"},
    ]
    from_transcript = parse_run(
        {"id": "x", "answer": "a", "calls": [call("list_events")], "transcript": transcript}
    )
    assert from_transcript.tool_output == output
    # The English title copied from the transcript's tool output is not judged, so the German
    # answer around it passes; without the transcript it reads as English.
    s = scenario({"language": "de", "id": "de-scheduled-x"}, answerAny=["Brainstorming"])
    german = f"{title} morgen früh."
    assert score(s, parse_run({"id": "x", "answer": german, "calls": [], "transcript": transcript})).passed
    assert not score(s, parse_run({"id": "x", "answer": german, "calls": []})).passed
