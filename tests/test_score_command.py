"""`orvena-bench score`: one output line per input line, in order, errors counted, agreement reported."""

import json
from pathlib import Path

import orjson

from orvena_bench.cli import main

MINI = Path(__file__).parent / "data" / "mini"

DART_OK = {
    "id": "en-scheduled-dart-delays", "model": "m", "seed": 7, "passed": True, "issues": [], "extra": {"kept": 1},
    "answer": "Grand, I'll check the DART at 07:30 tomorrow and let you know.",
    "calls": [{"tool": "schedule_task", "arguments": {"when": "2026-11-05T07:30", "task": "DART delays"}, "failed": False, "matched": True}],
}  # fmt: skip
CAPITAL_BAD = {
    "id": "en-no-tool-capital-of-australia",
    "passed": True,
    "answer": "It is Sydney.",
    "calls": [],
}


def write_runs(path: Path, lines: list) -> Path:
    path.write_bytes(b"".join((x if isinstance(x, bytes) else orjson.dumps(x)) + b"\n" for x in lines))
    return path


def score(tmp_path, runs: Path, *extra: str) -> tuple[int, list[dict]]:
    out = tmp_path / "scored.jsonl"
    code = main(["score", str(runs), "--data", str(MINI), "--out", str(out), *extra])
    return code, [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


def test_every_input_line_gives_one_output_line_in_order_with_errors_named(tmp_path, capsys):
    runs = write_runs(tmp_path / "runs.jsonl", [
        DART_OK,
        b"{broken json",
        {"id": "en-scheduled-nope", "answer": "x", "calls": []},
        {"id": "en-scheduled-dart-delays", "answer": "x"},
        {"id": "en-scheduled-dart-delays", "answer": "x", "calls": [{"tool": "t", "arguments": [1]}]},
        CAPITAL_BAD,
    ])  # fmt: skip
    code, lines = score(tmp_path, runs)
    assert code == 0 and len(lines) == 6
    assert lines[0]["passed"] is True and lines[0]["extra"] == {"kept": 1} and lines[0]["seed"] == 7
    assert (
        lines[1]["passed"] is False
        and f"{runs}:2:" in lines[1]["error"]
        and "not valid JSON" in lines[1]["error"]
    )
    assert "unknown scenario id 'en-scheduled-nope'" in lines[2]["error"]
    assert "$.calls: missing" in lines[3]["error"]
    assert "$.calls[0].arguments: arguments must be an object" in lines[4]["error"]
    assert lines[5]["passed"] is False and "answer: answer lacks 'Canberra'" in lines[5]["issues"]
    assert all(
        line["scoring"]["clock"] == "2026-11-04T10:30" and "lingua" in line["scoring"] for line in lines
    )
    out = capsys.readouterr().out
    assert "6 lines scored, 1 passed, 4 errors" in out
    assert "recorded verdicts: 1 of 2 agree" in out
    assert "disagrees: en-no-tool-capital-of-australia: recorded pass, now fail" in out


def test_a_truncated_last_line_from_a_killed_run_is_an_error_line_not_a_crash(tmp_path):
    runs = tmp_path / "runs.jsonl"
    runs.write_bytes(orjson.dumps(DART_OK) + b"\n" + orjson.dumps(CAPITAL_BAD)[:60])
    _, lines = score(tmp_path, runs)
    assert len(lines) == 2 and "truncated last line" in lines[1]["error"]
    assert lines[1]["id"] == "en-no-tool-capital-of-australia"


def test_a_bom_at_the_start_of_a_run_file_is_ignored(tmp_path):
    runs = tmp_path / "runs.jsonl"
    runs.write_bytes(b"\xef\xbb\xbf" + orjson.dumps(DART_OK) + b"\n")
    _, lines = score(tmp_path, runs)
    assert lines[0]["passed"] is True


def test_folders_of_run_files_are_scored_file_by_file(tmp_path, capsys):
    folder = tmp_path / "results" / "bench"
    folder.mkdir(parents=True)
    write_runs(folder / "a.jsonl", [DART_OK])
    write_runs(folder / "b.jsonl", [CAPITAL_BAD])
    code = main(["score", str(tmp_path / "results"), "--data", str(MINI)])
    out = capsys.readouterr().out
    assert (
        code == 0
        and "a.jsonl: 1 lines scored, 1 passed" in out
        and "b.jsonl: 1 lines scored, 0 passed" in out
    )


def test_two_workers_write_exactly_the_same_bytes_as_one(tmp_path):
    lines = [DART_OK, CAPITAL_BAD, b"{bad", {"id": "x", "answer": "", "calls": []}] * 300
    runs = write_runs(tmp_path / "runs.jsonl", lines)
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main(["score", str(runs), "--data", str(MINI), "--out", str(one)]) == 0
    assert main(["score", str(runs), "--data", str(MINI), "--out", str(two), "--workers", "2"]) == 0
    assert one.read_bytes() == two.read_bytes()
    assert len(one.read_bytes().splitlines()) == 1200


def test_scenarios_can_come_from_explicit_files(tmp_path):
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK, CAPITAL_BAD])
    _, lines = score(tmp_path, runs, "--scenarios", str(MINI / "scenarios" / "bench.jsonl"))
    assert lines[0]["passed"] and "unknown scenario id" in lines[1]["error"]


def test_a_missing_run_file_is_a_usage_error(tmp_path, capsys):
    assert main(["score", str(tmp_path / "nope.jsonl"), "--data", str(MINI)]) == 2
    assert "no such run file" in capsys.readouterr().err


def test_clock_moves_the_fixed_moment_for_scoring(tmp_path):
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK])
    _, lines = score(tmp_path, runs, "--clock", "2027-01-06T10:30")
    assert lines[0]["passed"] is False and lines[0]["scoring"]["clock"] == "2027-01-06T10:30"


def test_the_dask_engine_on_a_local_cluster_writes_the_same_bytes_as_the_local_engine(tmp_path):
    lines = [DART_OK, CAPITAL_BAD, b"{bad", {"id": "x", "answer": "", "calls": []}] * 200
    runs = write_runs(tmp_path / "runs.jsonl", lines)
    local, dask = tmp_path / "local.jsonl", tmp_path / "dask.jsonl"
    assert main(["score", str(runs), "--data", str(MINI), "--out", str(local)]) == 0
    assert (
        main(
            [
                "score",
                str(runs),
                "--data",
                str(MINI),
                "--out",
                str(dask),
                "--engine",
                "dask",
                "--workers",
                "2",
            ]
        )
        == 0
    )
    assert local.read_bytes() == dask.read_bytes()


def test_score_reads_only_what_scoring_needs_so_a_broken_phone_item_does_not_stop_it(tmp_path, capsys):
    data = tmp_path / "data"
    import shutil

    shutil.copytree(MINI, data)
    bench = data / "scenarios" / "bench.jsonl"
    lines = [json.loads(x) for x in bench.read_text(encoding="utf-8").splitlines()]
    lines[0]["phone"]["events"] = [{"title": "no start"}]
    bench.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), encoding="utf-8")
    assert main(["validate", "--data", str(data)]) == 1
    assert "$.phone.events[0].start" in capsys.readouterr().out
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK])
    out = tmp_path / "scored.jsonl"
    assert main(["score", str(runs), "--data", str(data), "--out", str(out)]) == 0
    assert json.loads(out.read_text())["passed"] is True
