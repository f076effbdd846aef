"""`orvena-bench report`: the three tidy tables, counted as recorded or re-scored (docs/tables.md)."""

import csv
import json
import shutil
from pathlib import Path

import orjson
import pytest

from orvena_bench.cli import main
from orvena_bench.html_report import unpack

MINI = Path(__file__).parent / "data" / "mini"


def line(sid, passed, model="m", seed=7, answer="Done.", calls=()):
    return {"id": sid, "model": model, "seed": seed, "passed": passed, "answer": answer, "calls": list(calls)}


def dataset(tmp_path: Path, runs: dict[str, list[dict]]) -> Path:
    root = tmp_path / "data"
    shutil.copytree(MINI, root)
    for rel, lines in runs.items():
        path = root / "results" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in lines))
    return root


def read(path: Path) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


BENCH_IDS = [
    ("en-scheduled-dart-delays", True),
    ("de-weather-regen-morgen", False),
    ("uk-calendar-zustrich-zavtra", True),
    ("en-mcp-todo-milk", True),
    ("en-weather-dublin-umbrella-conn", False),
    ("en-chain-gym-then-text-h3", True),
]


def test_summary_has_the_four_slices_of_the_bench_with_passed_total_and_scenarios(tmp_path):
    root = dataset(tmp_path, {"bench/m.jsonl": [line(i, p) for i, p in BENCH_IDS]})
    assert main(["report", "--data", str(root)]) == 0
    rows = {(r["set"], r["slice"]): r for r in read(root / "results" / "summary.csv")}
    assert {k: (r["passed"], r["total"], r["scenarios"]) for k, r in rows.items()} == {
        ("bench", "all"): ("4", "6", "6"),
        ("bench", "apple-13"): ("3", "5", "5"),  # uk is not one of Apple's 13
        ("bench", "conn"): ("0", "1", "1"),
        ("bench", "mcp"): ("1", "1", "1"),
    }
    assert rows[("bench", "all")]["rate"] == "66.7"


def test_by_category_leaves_out_the_conn_copies_and_by_language_counts_everything(tmp_path):
    root = dataset(tmp_path, {"bench/m.jsonl": [line(i, p) for i, p in BENCH_IDS]})
    main(["report", "--data", str(root)])
    categories = {
        r["category"]: (r["passed"], r["total"]) for r in read(root / "results" / "by_category.csv")
    }
    assert categories == {
        "weather": ("0", "1"),
        "scheduled": ("1", "1"),
        "calendar": ("1", "1"),
        "chain": ("1", "1"),
        "mcp": ("1", "1"),
    }
    languages = {r["language"]: (r["passed"], r["total"]) for r in read(root / "results" / "by_language.csv")}
    assert languages == {"en": ("3", "4"), "de": ("0", "1"), "uk": ("1", "1")}


def test_groups_without_runs_have_no_row_rather_than_a_zero(tmp_path):
    root = dataset(tmp_path, {"bench/m.jsonl": [line("en-scheduled-dart-delays", True)]})
    main(["report", "--data", str(root)])
    slices = {r["slice"] for r in read(root / "results" / "summary.csv")}
    assert slices == {"all", "apple-13"}
    assert all(
        int(r["total"]) > 0
        for name in ("summary", "by_category", "by_language")
        for r in read(root / "results" / f"{name}.csv")
    )


def test_models_and_seeds_get_their_own_rows(tmp_path):
    root = dataset(
        tmp_path,
        {
            "bench/a.jsonl": [line("en-scheduled-dart-delays", True, model="a")],
            "bench/a-seed8.jsonl": [line("en-scheduled-dart-delays", False, model="a", seed=8)],
            "restraint/b.jsonl": [line("en-no-tool-capital-of-australia", True, model="b", seed=None)],
        },
    )
    main(["report", "--data", str(root)])
    rows = [
        (r["set"], r["slice"], r["model"], r["seed"], r["passed"])
        for r in read(root / "results" / "summary.csv")
        if r["slice"] == "all"
    ]
    assert rows == [
        ("bench", "all", "a", "7", "1"),
        ("bench", "all", "a", "8", "0"),
        ("restraint", "all", "b", "", "1"),
    ]


def test_rescore_recomputes_verdicts_instead_of_trusting_the_recorded_ones(tmp_path):
    wrong = line("en-no-tool-capital-of-australia", True, answer="The capital is Sydney, of course.")
    root = dataset(tmp_path, {"restraint/m.jsonl": [wrong]})
    main(["report", "--data", str(root)])
    assert read(root / "results" / "summary.csv")[0]["passed"] == "1"
    main(["report", "--data", str(root), "--rescore"])
    assert read(root / "results" / "summary.csv")[0]["passed"] == "0"
    provenance = json.loads((root / "results" / "provenance.json").read_text())
    assert provenance["verdicts"] == "re-scored" and provenance["clock"] == "2026-11-04T10:30"
    assert {"orvena-bench", "lingua", "tzdata", "cldr"} <= set(provenance)


def test_a_line_without_a_recorded_verdict_is_reported_and_counted_as_errored_not_failed(tmp_path, capsys):
    root = dataset(
        tmp_path,
        {
            "bench/m.jsonl": [
                {"id": "en-scheduled-dart-delays", "seed": 7, "answer": "x", "calls": []},
                line("de-weather-regen-morgen", True),
            ]
        },
    )
    assert main(["report", "--data", str(root)]) == 1
    assert "$.passed: no recorded verdict (use --rescore)" in capsys.readouterr().err
    all_row = next(r for r in read(root / "results" / "summary.csv") if r["slice"] == "all")
    assert (all_row["passed"], all_row["total"], all_row["errored"]) == ("1", "1", "1")


def test_tables_are_replaced_whole_and_leave_no_temporary_files(tmp_path):
    root = dataset(tmp_path, {"bench/m.jsonl": [line(i, p) for i, p in BENCH_IDS]})
    main(["report", "--data", str(root)])
    main(["report", "--data", str(root)])
    assert sorted(p.name for p in (root / "results").iterdir() if p.is_file()) == [
        "by_category.csv", "by_language.csv", "provenance.json", "summary.csv"
    ]  # fmt: skip


def test_only_the_bench_is_sliced_the_other_sets_have_one_row_per_model(tmp_path):
    root = dataset(tmp_path, {"restraint/m.jsonl": [line("en-no-tool-capital-of-australia", True)]})
    main(["report", "--data", str(root)])
    assert [(r["set"], r["slice"]) for r in read(root / "results" / "summary.csv")] == [("restraint", "all")]


def test_the_html_page_is_self_contained_and_shows_every_part(tmp_path):
    root = dataset(tmp_path, {"bench/m.jsonl": [line(i, p) for i, p in BENCH_IDS],
                              "bench/n.jsonl": [line(i, not p, model="n") for i, p in BENCH_IDS]})  # fmt: skip
    page = tmp_path / "report.html"
    assert main(["report", "--data", str(root), "--html", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    assert (
        "<script src" not in html and "<link" not in html and "http://" not in html and "https://" not in html
    )
    assert "Pass rate by language and model" in html and 'title="seed 7: 3/4, Wilson 95%' in html
    assert "Pass rate by category" in html
    verdicts = [run[2] for run in unpack(html)["runs"]]
    assert (verdicts.count("fail"), verdicts.count("pass")) == (6, 6)
    assert oct(page.stat().st_mode & 0o777) != "0o600"


def test_several_seeds_give_pass_at_k_and_pass_hat_k_with_their_convention(tmp_path, capsys):
    seeds = {f"bench/m-{seed}.jsonl": [line("en-scheduled-dart-delays", seed != 3, seed=seed),
                                       line("de-weather-regen-morgen", True, seed=seed)] for seed in (1, 2, 3)}  # fmt: skip
    root = dataset(tmp_path, seeds)
    page = tmp_path / "r.html"
    main(["report", "--data", str(root), "--html", str(page)])
    assert "pass^k: all k seeds pass" in capsys.readouterr().out
    rows = {(r["slice"], r["k"]): r for r in read(root / "results" / "pass_k.csv")}
    # DART passes 2 of 3 seeds, the weather scenario 3 of 3.
    assert float(rows[("all", "1")]["pass_at_k"]) == pytest.approx((2 / 3 + 1) / 2, abs=1e-4)
    assert float(rows[("all", "3")]["pass_hat_k"]) == pytest.approx(0.5)
    assert float(rows[("all", "3")]["pass_at_k"]) == pytest.approx(1.0)
    assert "pass^k: all k seeds pass" in page.read_text(encoding="utf-8")
    assert "pass^k: all k seeds pass" in (root / "results" / "provenance.json").read_text()


def test_a_blank_line_in_a_run_file_is_listed_and_counts_no_run(tmp_path, capsys):
    root = dataset(tmp_path, {})
    path = root / "results" / "bench" / "m.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(orjson.dumps(line(*BENCH_IDS[0])) + b"\n\n" + orjson.dumps(line(*BENCH_IDS[1])) + b"\n")
    assert main(["report", "--data", str(root)]) == 1
    assert f"{path}:2: -: $: blank line" in capsys.readouterr().err
    rows = {(r["set"], r["slice"]): r for r in read(root / "results" / "summary.csv")}
    assert (rows[("bench", "all")]["passed"], rows[("bench", "all")]["total"]) == ("1", "2")


def test_report_clears_a_killed_reports_temporaries_and_writes_the_tables_as_one_set(tmp_path):
    root = dataset(tmp_path, {"bench/m.jsonl": [line(i, p) for i, p in BENCH_IDS]})
    stale = root / "results" / ".summary.csv.999999999-ab12.tmp"
    stale.write_text("half a table")
    assert main(["report", "--data", str(root)]) == 0
    assert not stale.exists()
    assert sorted(p.name for p in (root / "results").iterdir() if p.name.startswith(".")) == []


@pytest.mark.parametrize("model", ['=HYPERLINK("http://x.example")', "+1+cmd", "-2+3", "@SUM(A1)", "\tx"])
def test_a_model_name_that_starts_like_a_formula_reaches_the_csvs_quoted(tmp_path, model):
    root = dataset(tmp_path, {"bench/m.jsonl": [line(i, p, model=model) for i, p in BENCH_IDS]})
    assert main(["report", "--data", str(root)]) == 0
    for table in ("summary", "by_category", "by_language"):
        assert {r["model"] for r in read(root / "results" / f"{table}.csv")} == {"'" + model}


def test_a_negative_seed_stays_a_number_in_the_csvs(tmp_path):
    root = dataset(tmp_path, {"bench/m.jsonl": [line(i, p, seed=-1) for i, p in BENCH_IDS]})
    assert main(["report", "--data", str(root)]) == 0
    assert {r["seed"] for r in read(root / "results" / "summary.csv")} == {"-1"}


def test_report_with_no_runs_says_so_exits_1_and_writes_no_tables(tmp_path, capsys):
    root = dataset(tmp_path, {})
    (root / "results").mkdir()
    assert main(["report", "--data", str(root)]) == 1
    assert "no runs in" in capsys.readouterr().err
    assert list((root / "results").iterdir()) == []


def test_rescoring_runs_that_agree_writes_the_same_files_as_a_plain_report(tmp_path, capsys):
    right = line("en-no-tool-capital-of-australia", True, answer="It's Canberra.")
    root = dataset(tmp_path, {"restraint/m.jsonl": [right]})
    assert main(["report", "--data", str(root), "--rescore"]) == 0
    assert "re-scored 1 runs: 0 verdicts differ from the recorded ones" in capsys.readouterr().out
    rescored = {p.name: p.read_bytes() for p in (root / "results").glob("*.*")}
    assert main(["report", "--data", str(root)]) == 0
    assert {p.name: p.read_bytes() for p in (root / "results").glob("*.*")} == rescored
    assert json.loads(rescored["provenance.json"])["verdicts"] == "as recorded"


def test_rescoring_that_changes_a_verdict_says_how_many_in_the_provenance(tmp_path):
    wrong = line("en-no-tool-capital-of-australia", True, answer="The capital is Sydney, of course.")
    root = dataset(tmp_path, {"restraint/m.jsonl": [wrong]})
    main(["report", "--data", str(root), "--rescore"])
    provenance = json.loads((root / "results" / "provenance.json").read_text())
    assert provenance["verdicts"] == "re-scored" and provenance["changed"] == 1


def test_a_plain_report_on_the_bundled_data_changes_no_file(tmp_path):
    bundled = Path(__file__).resolve().parent.parent
    root = tmp_path / "bench"
    for part in ("scenarios", "fixtures", "catalog", "results"):
        shutil.copytree(bundled / part, root / part)
    before = {p: p.read_bytes() for p in (root / "results").rglob("*") if p.is_file()}
    assert main(["report", "--data", str(root)]) == 0
    assert {p: p.read_bytes() for p in (root / "results").rglob("*") if p.is_file()} == before


def test_old_run_files_whose_model_is_null_are_counted_under_null(tmp_path):
    import pandas as pd

    old = line("en-no-tool-capital-of-australia", False, "null")
    root = dataset(tmp_path, {"restraint/null.jsonl": [old]})
    assert main(["report", "--data", str(root)]) == 0
    table = pd.read_csv(root / "results" / "summary.csv", keep_default_na=False, dtype=str)
    assert table["model"].tolist() == ["null"]


ERRORED = {"error": "model server unreachable: ClientConnectorError: refused (after 7 retries)"}


@pytest.mark.parametrize("rescore", [False, True])
def test_errored_lines_are_left_out_of_every_pass_rate_and_counted_apart(tmp_path, capsys, rescore):
    runs = [line(i, p) for i, p in BENCH_IDS]
    runs[0] = {**runs[0], "passed": False, **ERRORED}  # a pass that did not complete is no result
    runs[1] = {**runs[1], **ERRORED}
    root = dataset(tmp_path, {"bench/m.jsonl": runs})
    assert main(["report", "--data", str(root), *(["--rescore"] if rescore else [])]) == 0
    assert "2 errored lines are not results" in capsys.readouterr().out
    summary = {r["slice"]: r for r in read(root / "results" / "summary.csv")}
    all_row = summary["all"]
    passed = "0" if rescore else "3"  # re-scored, the made-up answers "Done." fail
    assert (all_row["total"], all_row["errored"]) == ("4", "2") and all_row["passed"] == passed
    languages = {r["language"]: r for r in read(root / "results" / "by_language.csv")}
    assert (languages["de"]["total"], languages["de"]["errored"], languages["de"]["rate"]) == ("0", "1", "")
    categories = {r["category"]: r for r in read(root / "results" / "by_category.csv")}
    assert categories["scheduled"]["errored"] == "1" and categories["scheduled"]["total"] == "0"


def test_a_round_limit_an_older_version_recorded_as_error_is_a_result_scored_normally(tmp_path):
    legacy = {**line("en-scheduled-dart-delays", False), "error": "round limit of 12 reached"}
    root = dataset(tmp_path, {"bench/m.jsonl": [legacy]})
    main(["report", "--data", str(root)])
    all_row = next(r for r in read(root / "results" / "summary.csv") if r["slice"] == "all")
    assert (all_row["passed"], all_row["total"], all_row["errored"]) == ("0", "1", "0")


def test_a_line_of_an_unknown_scenario_is_errored_and_reported_not_a_failure(tmp_path, capsys):
    root = dataset(
        tmp_path, {"bench/m.jsonl": [line("en-scheduled-dart-delays", True), line("xx-gone", False)]}
    )
    assert main(["report", "--data", str(root)]) == 1
    assert "xx-gone: $.id: not a scenario of the dataset" in capsys.readouterr().err
    all_row = next(r for r in read(root / "results" / "summary.csv") if r["slice"] == "all")
    assert (all_row["passed"], all_row["total"], all_row["errored"]) == ("1", "1", "1")


def test_a_run_file_without_model_fields_is_counted_under_the_model_its_name_escapes(tmp_path):
    bare = {"id": "en-scheduled-dart-delays", "passed": True, "answer": "x", "calls": []}
    root = dataset(tmp_path, {"bench/Qwen%2FQwen3-4B.jsonl": [bare]})
    main(["report", "--data", str(root)])
    assert {r["model"] for r in read(root / "results" / "summary.csv")} == {"Qwen/Qwen3-4B"}
