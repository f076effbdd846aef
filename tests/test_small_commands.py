"""`orvena-bench token` and `orvena-bench lang`: the clock and the language check, one at a time."""

import json
import subprocess
import sys

from orvena_bench.cli import main


def test_token_prints_each_expansion_on_its_own_line(capsys):
    assert (
        main(["token", "{date:+15d}", "{weekday+1d}", "+1d", "--locale", "fr_FR", "--tz", "Europe/Paris"])
        == 0
    )
    assert capsys.readouterr().out.splitlines() == ["19 novembre 2026", "jeudi", "2026-11-05"]


def test_token_with_clock_moves_the_moment(capsys):
    main(
        ["token", "{iso:+0d}", "--locale", "en_US", "--tz", "America/New_York", "--clock", "2026-07-01T09:00"]
    )
    assert capsys.readouterr().out.strip() == "2026-07-01T09:00:00-04:00"


def test_token_reports_a_bad_token_and_an_unknown_zone(capsys):
    assert main(["token", "{+1x}", "--locale", "en_IE", "--tz", "Europe/Dublin"]) == 1
    assert "{+1x}" in capsys.readouterr().err
    assert main(["token", "{+1d}", "--locale", "en_IE", "--tz", "Moon/Base"]) == 2


def test_lang_explains_what_was_removed_read_and_decided(capsys):
    assert (
        main(
            [
                "lang",
                'Ich habe "Yesterday" gespielt, viel Spaß beim Zuhören!',
                "--expect",
                "de",
                "--tool-output",
                "Yesterday Beatles",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert 'removed quotes:  "Yesterday"' in out
    assert "letters left:" in out and "verdict:         PASS" in out


def test_lang_json_gives_the_verdict_fields(capsys):
    main(["lang", "The meeting is tomorrow at ten in room four.", "--expect", "fr", "--json"])
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["passed"] is False and verdict["language"] == "en" and verdict["method"] == "english"
    assert verdict["evidence"][0] == "4 of 9 words are English function words"


def test_lang_file_prints_one_verdict_per_line_in_order(tmp_path, capsys):
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        '{"text": "Завтра о десятій у вас зустріч із лікарем.", "expect": "uk"}\n'
        '{"text": "Завтра в десять у вас встреча с врачом.", "expect": "uk"}\n'
        "not json\n"
        '{"text": "ok", "expect": "de"}\n',
        encoding="utf-8",
    )
    assert main(["lang", "--file", str(cases)]) == 1
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x.get("passed") for x in lines] == [True, False, None, True]
    assert lines[1]["method"] == "settled" and lines[1]["language"] == "ru"
    assert "error" in lines[2] and lines[3]["checked"] is False
    assert {"passed", "checked", "language", "confidence", "method"} <= set(lines[0])


def test_python_m_runs_the_same_command():
    result = subprocess.run([sys.executable, "-m", "orvena_bench", "token", "+1d", "--locale", "en_IE", "--tz", "Europe/Dublin"],
                            capture_output=True, text=True, check=True)  # fmt: skip
    assert result.stdout.strip() == "2026-11-05"


def test_lang_explains_every_reading_method(capsys):
    from orvena_bench.explain import METHODS

    assert set(METHODS) == {"script", "letters", "english", "settled", "recognized", "unsure"}
    for text, lang in (("Wi-Fiをオフにしておきました。", "ja"), ("Ok, tắt hẹn giờ rồi nha bạn ơi.", "vi")):
        assert main(["lang", text, "--expect", lang]) == 0
        assert "verdict:         PASS" in capsys.readouterr().out
    assert main(["lang", "The meeting is tomorrow at ten in the room.", "--expect", "fr"]) == 0
    assert "settled by English function words" in capsys.readouterr().out
