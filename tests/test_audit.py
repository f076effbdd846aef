"""`orvena-bench audit`: census from the files, soundness, shortcut probes and weak checks."""

import io
import json
import shutil
import sys
from pathlib import Path

import pytest

from orvena_bench.audit import audit, echo_satisfies, render
from orvena_bench.datadir import DataDir
from orvena_bench.folding import fold
from orvena_bench.vocab import Quantifier

MINI = Path(__file__).parent / "data" / "mini"


@pytest.fixture(scope="module")
def mini():
    return audit(DataDir.at(MINI))


def copy(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(MINI, root)
    return root


def edit_jsonl(path: Path, sid: str, change) -> None:
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    for line in lines:
        if line["id"] == sid:
            change(line)
    path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), encoding="utf-8")


def test_the_census_is_counted_from_the_scenario_files(mini):
    c = mini.census
    assert c["scenarios"] == 9 and c["by_set"] == {"bench": 6, "restraint": 2, "ask": 1}
    assert c["by_language"] == {"en": 6, "de": 2, "uk": 1}
    assert c["by_group"] == {"original": 7, "-conn": 1, "-h3": 1}
    assert c["expect_keys"]["answerAny"] == 6 and c["expect_keys"]["call.args"] == 5
    assert "anyOf" in c["unused_keys"] and "call.argsNot" in c["unused_keys"]
    assert c["token_kinds"] == {"date": 8, "weekday": 2}
    assert c["single_check"] == ["de-unsupported-pizza-bestellen"]
    assert "get_route" in c["tools_never_expected"] and "get_weather" not in c["tools_never_expected"]
    assert c["connections_per_scenario"] == {0: 6, 1: 2, 2: 1}


def test_every_mini_scenario_is_sound_and_every_probe_that_must_fail_fails_but_the_echo(mini):
    report = mini
    assert not report.unsound and len(report.soundness) == 9
    assert report.probe_counts["drop an expected call"] == (7, 7)
    assert report.probe_counts["answer without calls"] == (6, 6)
    passing = {(f.id, f.kind) for f in report.findings}
    assert ("de-weather-regen-morgen", "probe passes: request echoed") in passing
    assert ("de-weather-regen-morgen", "echo-satisfiable") in passing


def test_a_reference_that_fails_makes_the_scenario_unsound(tmp_path):
    root = copy(tmp_path)
    edit_jsonl(
        root / "scenarios" / "reference" / "restraint.jsonl",
        "en-no-tool-capital-of-australia",
        lambda r: r.update(answer="Sydney, I think."),
    )
    report = audit(DataDir.at(root))
    assert [r.id for r in report.unsound] == ["en-no-tool-capital-of-australia"]
    assert "FAIL       FAIL   unsound" in render(report)
    assert "8 of 9 hold" in render(report)


def test_the_null_agent_fails_every_scenario_because_an_empty_answer_always_fails(mini):
    report = mini
    assert all(row.reference and not row.null for row in report.soundness)


def test_a_scenario_that_does_not_check_its_answer_lets_the_generic_answer_pass(tmp_path):
    root = copy(tmp_path)
    edit_jsonl(
        root / "scenarios" / "bench.jsonl",
        "uk-calendar-zustrich-zavtra",
        lambda s: s["expect"].update(answer=["10:00"], answerNot=["Готово"]),
    )
    report = audit(DataDir.at(root))
    assert not any(f.id == "uk-calendar-zustrich-zavtra" and "generic" in f.kind for f in report.findings)
    edit_jsonl(
        root / "scenarios" / "bench.jsonl",
        "uk-calendar-zustrich-zavtra",
        lambda s: s["expect"].update(answer=["д"], answerNot=["16:00"]),
    )
    report = audit(DataDir.at(root))
    kinds = {f.kind for f in report.findings if f.id == "uk-calendar-zustrich-zavtra"}
    assert {"short answer string", "probe passes: generic answer"} <= kinds


def test_an_english_answer_probe_fails_only_through_the_language_check(mini):
    report = mini
    assert report.probe_counts["English answer"] == (3, 3)


def test_forbid_naming_a_tool_that_does_not_exist_is_a_finding(tmp_path):
    root = copy(tmp_path)
    edit_jsonl(
        root / "scenarios" / "bench.jsonl",
        "en-scheduled-dart-delays",
        lambda s: s["expect"].update(forbid=["search_webb"]),
    )
    report = audit(DataDir.at(root))
    assert any(f.kind == "forbid names no tool" and "search_webb" in f.detail for f in report.findings)


def test_args_copied_from_the_request_are_notes_that_strict_does_not_fail_on(mini):
    report = mini
    notes = [f for f in report.findings if f.is_note]
    assert {f.id for f in notes} == {"de-weather-regen-morgen", "en-mcp-todo-milk"}
    assert report.strict_failures == sum(not f.is_note for f in report.findings)


def test_the_audit_command_prints_the_tables_writes_json_and_strict_fails_on_findings(tmp_path, capsys):
    from orvena_bench.cli import main

    out = tmp_path / "audit.json"
    assert main(["audit", "--data", str(MINI), "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "CENSUS: 9 scenarios" in printed and "9 of 9 hold" in printed and "PROBES" in printed
    report = json.loads(out.read_text())
    assert report["soundness"] == {"holds": 9, "of": 9, "unsound": []}
    assert (
        main(["audit", "--data", str(MINI), "--strict"]) == 1
    )  # the mini set keeps two echo findings on purpose
    assert main(["audit", "--data", str(MINI), "--strict", "--set", "restraint"]) == 0


def test_a_clock_that_pushes_times_out_of_range_lists_those_scenarios_and_audits_the_rest():
    from orvena_bench.clock import Clock

    report = audit(DataDir.at(MINI), clock=Clock.parse("9998-12-31T10:30"))
    unplayable = [p for p in report.problems if "out of range" in p]
    assert unplayable and len(report.soundness) + len(unplayable) == 9


def test_a_time_the_user_typed_is_no_echo_weakness_when_another_group_needs_a_tool_fact():
    said = fold("明日5時半に起こして。あとパスタのタイマーってあと何分？")
    assert not echo_satisfies(Quantifier.GROUPS, [["5:30", "5時半"], ["7分"]], said)
    assert echo_satisfies(Quantifier.GROUPS, [["5:30", "5時半"], ["パスタ"]], said)


def test_an_answer_any_string_the_request_holds_makes_the_check_echo_satisfiable():
    said = fold("平日は毎朝7時半に中央線の遅延情報チェックして教えてくれる？")
    assert echo_satisfies(Quantifier.ANY, ["7:30", "7時半"], said)
    assert not echo_satisfies(Quantifier.ALL, ["7時半", "設定しました"], said)
    assert echo_satisfies(Quantifier.ALL, ["7時半", "中央線"], said)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_audit_shows_scenarios_done_of_all_on_a_terminal_and_nothing_when_piped(monkeypatch, capsys):
    from orvena_bench.cli import main

    args = ["audit", "--data", str(MINI), "--set", "restraint"]
    assert main(args) == 0
    assert capsys.readouterr().err == ""  # not a terminal: quiet
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(args) == 0
    assert "auditing" in terminal.getvalue() and "2/2" in terminal.getvalue()
