"""`orvena-bench score`: one output line per input line, in order, errors counted, agreement reported."""

import io
import json
import shutil
import sys
from pathlib import Path

import orjson
import pytest

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
    path.write_bytes(b"".join((x if isinstance(x, bytes) else json.dumps(x).encode()) + b"\n" for x in lines))
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
    assert code == 1 and len(lines) == 6  # 4 lines could not be scored
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
    assert main(["score", str(runs), "--data", str(MINI), "--out", str(one)]) == 1  # the b"{bad" lines
    assert main(["score", str(runs), "--data", str(MINI), "--out", str(two), "--workers", "2"]) == 1
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
    assert main(["score", str(runs), "--data", str(MINI), "--out", str(local)]) == 1  # the b"{bad" lines
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
        == 1
    )
    assert local.read_bytes() == dask.read_bytes()


def _damage(obj: dict, how: str) -> None:
    match how:
        case "tools-not-an-object":
            obj["tools"] = [obj["tools"]]
        case "rule-without-result":
            del next(iter(obj["tools"].values()))[0]["result"]
        case "phone-without-locale":
            del obj["phone"]["locale"]
        case "phone-item-without-start":
            obj["phone"]["events"] = [{"title": "no start"}]
        case "unrenderable-token":
            obj["expect"]["answerNot"] = ["{+9999y}"]


@pytest.mark.parametrize(
    "how",
    ["tools-not-an-object", "rule-without-result", "phone-without-locale", "phone-item-without-start",
     "unrenderable-token"],
)  # fmt: skip
def test_a_scenario_validate_rejects_gives_its_own_lines_an_error_and_every_other_line_is_scored(
    tmp_path, capsys, how
):
    data = tmp_path / "data"
    shutil.copytree(MINI, data)
    bench = data / "scenarios" / "bench.jsonl"
    lines = [json.loads(x) for x in bench.read_text(encoding="utf-8").splitlines()]
    milk = next(x for x in lines if x["id"] == "en-mcp-todo-milk")
    _damage(milk, how)
    bench.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), encoding="utf-8")
    assert main(["validate", "--data", str(data)]) == 1
    rejected = capsys.readouterr().out
    assert f"{bench}:4: en-mcp-todo-milk: $." in rejected
    runs = write_runs(
        tmp_path / "runs.jsonl", [DART_OK, {"id": "en-mcp-todo-milk", "answer": "Yes.", "calls": []}]
    )
    out = tmp_path / "scored.jsonl"
    assert main(["score", str(runs), "--data", str(data), "--out", str(out)]) == 1  # the milk line
    scored = [json.loads(x) for x in out.read_text().splitlines()]
    assert scored[0]["passed"] is True and "error" not in scored[0]
    assert scored[1]["passed"] is False
    assert f"{runs}:2: en-mcp-todo-milk: $.id: scenario 'en-mcp-todo-milk' is invalid" in scored[1]["error"]


def _nested(depth: int) -> object:
    value: object = "deep"
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    "engine", [["--workers", "1"], ["--workers", "2"], ["--engine", "dask", "--workers", "1"]]
)
def test_deeply_nested_run_lines_cost_no_other_line(tmp_path, engine):
    deep = {**DART_OK, "extra": _nested(300), "calls": [{**DART_OK["calls"][0], "output": _nested(1020)}]}
    too_deep = b'{"id": "en-scheduled-dart-delays", "x": ' + b"[" * 1100 + b"]" * 1100 + b"}"
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK, deep, too_deep, CAPITAL_BAD])
    _, lines = score(tmp_path, runs, *engine)
    assert len(lines) == 4 and lines[0]["passed"] is True and lines[3]["issues"]
    # up to the 1,024 levels a JSON reader takes, a line is scored and written back as it came in
    assert lines[1]["passed"] is True and lines[1]["extra"] == _nested(300)
    assert lines[1]["calls"][0]["output"] == _nested(1020)
    assert (
        lines[2]["passed"] is False
        and f"{runs}:3: en-scheduled-dart-delays: $: not valid JSON" in lines[2]["error"]
    )


def test_integers_beyond_64_bits_come_back_exactly_as_they_went_in(tmp_path):
    big = 2**64 + 1
    line = {**DART_OK, "tokens": -(2**70), "calls": [{**DART_OK["calls"][0], "arguments": {
        **DART_OK["calls"][0]["arguments"], "ref": big}}]}  # fmt: skip
    raw = json.dumps(line).encode()
    runs = write_runs(tmp_path / "runs.jsonl", [raw])
    out = tmp_path / "scored.jsonl"
    assert main(["score", str(runs), "--data", str(MINI), "--out", str(out)]) == 0
    scored = json.loads(out.read_text())
    assert scored["passed"] is True and scored["tokens"] == -(2**70)
    assert scored["calls"][0]["arguments"]["ref"] == big and str(big).encode() in out.read_bytes()


def test_an_argument_check_finds_an_integer_beyond_64_bits_by_its_digits():
    from orvena_bench.runs import parse_run

    run = parse_run(
        {"id": "x", "answer": "a", "calls": [{"tool": "t", "arguments": '{"n": 123456789012345678901234}'}]}
    )
    assert run.calls[0].arguments == '{"n":123456789012345678901234}'


def test_a_broken_line_is_reported_under_the_runs_id_never_a_tool_calls_id(tmp_path):
    line = (b'{"transcript": [{"role": "assistant", "tool_calls": [{"id": "call_1"}]}], '
            b'"id": "en-scheduled-dart-delays", "answer": "x", "calls": [')  # fmt: skip
    runs = write_runs(tmp_path / "runs.jsonl", [line, b'{"calls": [{"id": "call_2"}], "answer": '])
    _, lines = score(tmp_path, runs)
    assert (
        lines[0]["id"] == "en-scheduled-dart-delays" and ": en-scheduled-dart-delays: $:" in lines[0]["error"]
    )
    assert "id" not in lines[1] and f"{runs}:2: -: $:" in lines[1]["error"]


@pytest.mark.parametrize("error", [False, 0, [], {}, None, "", "  "])
def test_an_empty_or_false_error_field_does_not_fail_a_correct_run(tmp_path, error):
    runs = write_runs(tmp_path / "runs.jsonl", [{**DART_OK, "error": error}])
    _, lines = score(tmp_path, runs)
    assert lines[0]["passed"] is True and lines[0]["error"] == error


@pytest.mark.parametrize(
    ("error", "shown"), [(True, "true"), ("timeout", "timeout"), ({"code": 5}, '{"code":5}')]
)
def test_any_other_error_value_fails_the_turn_and_is_shown(tmp_path, error, shown):
    runs = write_runs(tmp_path / "runs.jsonl", [{**DART_OK, "error": error}])
    _, lines = score(tmp_path, runs)
    assert lines[0]["passed"] is False and f"the turn failed: {shown}" in lines[0]["issues"]


def test_a_lines_own_error_is_kept_when_the_line_cannot_be_scored(tmp_path):
    runs = write_runs(
        tmp_path / "runs.jsonl",
        [{"id": "en-scheduled-nope", "answer": "", "calls": [], "error": "agent crashed: boom"}],
    )
    _, lines = score(tmp_path, runs)
    assert lines[0]["recordedError"] == "agent crashed: boom"
    assert "unknown scenario id 'en-scheduled-nope'" in lines[0]["error"]


def test_a_blank_line_gets_its_own_error_line_and_is_counted(tmp_path, capsys):
    runs = tmp_path / "runs.jsonl"
    runs.write_bytes(orjson.dumps(DART_OK) + b"\n\n   \r\n" + orjson.dumps(CAPITAL_BAD) + b"\n")
    _, lines = score(tmp_path, runs)
    assert len(lines) == 4 and lines[0]["passed"] and not lines[3]["passed"]
    assert [line.get("error", "").startswith(f"{runs}:{n}: -: $: blank line") for n, line in enumerate(lines, 1)] == [
        False, True, True, False]  # fmt: skip
    assert "4 lines scored, 1 passed, 2 errors" in capsys.readouterr().out


def test_a_clock_that_pushes_a_token_out_of_range_errs_that_scenarios_lines_only(tmp_path):
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK, CAPITAL_BAD])
    _, lines = score(tmp_path, runs, "--clock", "9998-12-31T10:30")
    assert "cannot be expanded" in lines[0]["error"] and "out of range" in lines[0]["error"]
    assert "error" not in lines[1] and lines[1]["passed"] is False


def test_the_local_dask_cluster_serves_no_dashboard_and_nothing_on_8787():
    pytest.importorskip("distributed")
    import urllib.error
    import urllib.request

    import psutil

    from orvena_bench.rescore import local_cluster

    cluster = local_cluster(1)
    try:
        me = psutil.Process()
        listening = {c.laddr for p in [me, *me.children(recursive=True)]
                     for c in p.net_connections(kind="inet") if c.status == psutil.CONN_LISTEN}  # fmt: skip
        assert all(addr.ip == "127.0.0.1" and addr.port != 8787 for addr in listening)
        (sock,) = cluster.scheduler.http_server._sockets.values()
        for path in ("/status", "/health", "/metrics"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(f"http://127.0.0.1:{sock.getsockname()[1]}{path}", timeout=10)
            assert refused.value.code == 404
    finally:
        cluster.close()


def test_chunks_in_flight_are_bounded_by_bytes_not_only_by_line_count(tmp_path, monkeypatch):
    from contextlib import contextmanager

    from orvena_bench import rescore
    from orvena_bench.clock import Clock
    from orvena_bench.scenario_checks import Known

    monkeypatch.setattr(rescore, "CHUNK_BYTES", 20_000)
    monkeypatch.setattr(rescore, "IN_FLIGHT_BYTES", 60_000)
    outstanding, peak = [0], [0]

    class Lazy:
        def __init__(self, file, chunk):
            self.file, self.chunk = file, chunk
            self.size = sum(len(raw) for _, raw in chunk)
            outstanding[0] += self.size
            peak[0] = max(peak[0], outstanding[0])

        def result(self):
            outstanding[0] -= self.size
            return rescore.score_chunk(*job_args, self.file, self.chunk)

    @contextmanager
    def engine(job):
        yield Lazy, 1000  # a window far above what the bytes allow

    monkeypatch.setattr(rescore, "open_engine", engine)
    big = {**DART_OK, "notes": "x" * 9_000}
    runs = write_runs(tmp_path / "runs.jsonl", [big] * 60)
    job = rescore.ScoreJob([MINI / "scenarios" / "bench.jsonl"], Known())
    job_args = (job.files, job.known, Clock())
    (report,) = rescore.score_files(job, [runs], None)
    assert report.lines == 60
    assert peak[0] <= 60_000 + 20_000 + 10_000  # the budget, plus the chunk that crossed it


def test_a_line_longer_than_a_line_may_be_is_one_error_line_read_past_in_pieces(tmp_path, monkeypatch):
    from orvena_bench import jsonl

    monkeypatch.setattr(jsonl, "MAX_LINE_BYTES", 50_000)
    huge = {**DART_OK, "answer": "«" * 60_000}
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK, huge, CAPITAL_BAD])
    _, lines = score(tmp_path, runs)
    assert len(lines) == 3 and lines[0]["passed"] is True and "error" not in lines[2]
    assert lines[1]["id"] == "en-scheduled-dart-delays"
    assert f"{runs}:2: en-scheduled-dart-delays: $: a line of" in lines[1]["error"]
    assert "longer than the 50,000 a line may have" in lines[1]["error"]


@pytest.mark.parametrize("number", [2**64, 2**64 - 1, -(2**63) - 1, -(2**63), 10**25, -(10**30)])
def test_an_integer_at_either_edge_of_64_bits_comes_back_exactly(tmp_path, number):
    runs = write_runs(tmp_path / "runs.jsonl", [{**DART_OK, "model": number}])
    _, lines = score(tmp_path, runs)
    assert lines[0]["passed"] is True and lines[0]["model"] == number and type(lines[0]["model"]) is int


def test_score_exits_1_and_names_each_line_it_could_not_score(tmp_path, capsys):
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK, b"{broken json", CAPITAL_BAD])
    assert main(["score", str(runs), "--data", str(MINI)]) == 1
    captured = capsys.readouterr()
    assert "3 lines scored, 1 passed, 1 errors" in captured.out
    assert f"{runs}:2: -: $: not valid JSON" in captured.err
    assert "orvena-bench score: 1 of 3 lines could not be scored" in captured.err


def test_score_exits_0_when_every_line_was_scored_even_if_some_failed(tmp_path):
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK, CAPITAL_BAD])
    assert main(["score", str(runs), "--data", str(MINI)]) == 0


def test_score_on_a_folder_without_run_files_says_so_and_exits_1(tmp_path, capsys):
    (tmp_path / "empty").mkdir()
    assert main(["score", str(tmp_path / "empty"), "--data", str(MINI)]) == 1
    err = capsys.readouterr().err
    assert f"no run files (*.jsonl) in {tmp_path / 'empty'}: nothing to score" in err


def test_score_on_run_files_without_lines_says_so_and_exits_1(tmp_path, capsys):
    (tmp_path / "runs.jsonl").write_bytes(b"")
    assert main(["score", str(tmp_path / "runs.jsonl"), "--data", str(MINI)]) == 1
    assert "the run files hold no lines: 1 files, 0 runs" in capsys.readouterr().err


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_score_shows_lines_done_of_all_on_a_terminal_and_nothing_when_piped(tmp_path, monkeypatch, capsys):
    runs = write_runs(tmp_path / "runs.jsonl", [DART_OK, CAPITAL_BAD, DART_OK])
    assert main(["score", str(runs), "--data", str(MINI)]) == 0
    assert capsys.readouterr().err == ""  # not a terminal: quiet
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["score", str(runs), "--data", str(MINI)]) == 0
    assert "scoring" in terminal.getvalue() and "3/3" in terminal.getvalue()


def test_errored_turns_are_scored_and_counted_apart_as_not_results(tmp_path, capsys):
    errored = {**DART_OK, "error": "model server answered 503: busy (after 7 retries)"}
    code, out = score(tmp_path, write_runs(tmp_path / "runs.jsonl", [DART_OK, errored]))
    assert code == 0 and [x["passed"] for x in out] == [True, False]
    assert out[1]["error"] == errored["error"] and "the turn failed: model server" in out[1]["issues"][0]
    assert "2 lines scored, 1 passed, 0 errors, 1 errored turns (not results" in capsys.readouterr().out
