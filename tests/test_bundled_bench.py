"""The bundled bench: its composition, its references, and the recorded runs and tables it ships.

These numbers are the dataset's published shape; a scenario added or lost changes them
here first.
"""

from collections import Counter
from pathlib import Path

import orjson
import pytest

from orvena_bench import vocab
from orvena_bench.datadir import DataDir
from orvena_bench.jsonl import read_lines
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load
from orvena_bench.tables import build_tables, collect
from orvena_bench.vocab import LANGUAGES

DATA = DataDir.at(Path(__file__).resolve().parent.parent)

#: The published shape: 407 originals (30 English, 13 in each of the 29 others), 40 -h3
#: scenarios (2 in each of the 17 languages of part 2, 6 more in Apple's languages), 100
#: -conn copies, 60 restraint and 30 ask scenarios.
PART_2 = [
    "fi",
    "pl",
    "cs",
    "ru",
    "uk",
    "bg",
    "hr",
    "sl",
    "et",
    "lv",
    "lt",
    "el",
    "nb",
    "id",
    "hi",
    "zh",
    "ar",
]
WRITTEN = list(LANGUAGES)
H3 = {**dict.fromkeys(PART_2, 2), "en": 2, "de": 1, "fr": 1, "ja": 1, "es": 1}
ORIGINALS = {lang: 30 if lang == "en" else 13 for lang in WRITTEN}
EXPECTED_SETS = {"bench": 547, "restraint": 60, "ask": 30}
EXPECTED_GROUPS = {"": 407, "-h3": 40, "-conn": 100}
EXPECTED_PER_LANGUAGE = {
    "restraint": dict.fromkeys(WRITTEN, 2),
    "ask": dict.fromkeys(WRITTEN, 1),
}


@pytest.fixture(scope="module")
def bundled():
    loaded = load(DATA.scenario_files(), Known.for_data(DATA))
    return loaded


def test_the_bundled_scenarios_are_valid(bundled):
    assert bundled.problems == []


def test_the_sets_hold_the_published_number_of_scenarios(bundled):
    assert Counter(s.set for s in bundled.scenarios.values()) == EXPECTED_SETS


def test_the_bench_holds_407_originals_40_h3_and_100_conn_copies(bundled):
    assert Counter(s.group for s in bundled.by_set("bench")) == EXPECTED_GROUPS
    assert sum(ORIGINALS.values()) == 407 and sum(H3.values()) == 40


def test_each_language_has_its_originals_and_h3_share(bundled):
    originals = Counter(s.language for s in bundled.by_set("bench") if s.group == "")
    assert originals == ORIGINALS


@pytest.mark.parametrize("set_name", ["restraint", "ask"])
def test_each_language_has_its_share_of_the_diagnostic_sets(bundled, set_name):
    counts = Counter(s.language for s in bundled.by_set(set_name))
    assert counts == EXPECTED_PER_LANGUAGE[set_name]


def test_english_covers_all_20_categories_and_the_bench_covers_every_category(bundled):
    english = {s.category for s in bundled.by_set("bench") if s.language == "en"}
    assert len(english) == 20
    per_category = Counter(s.category for s in bundled.by_set("bench"))
    assert len(per_category) == 20 and min(per_category.values()) >= 6


def test_the_h3_group_holds_its_share_per_language(bundled):
    h3 = Counter(s.language for s in bundled.by_set("bench") if s.group == "-h3")
    assert h3 == H3


def test_restraint_holds_one_unsupported_and_one_no_tool_request_per_language_all_forbidding_tools(bundled):
    for lang in WRITTEN:
        mine = [s for s in bundled.by_set("restraint") if s.language == lang]
        assert sorted(s.category for s in mine) == ["no-tool", "unsupported"]
        assert all(s.expect.no_tools for s in mine)
    with_connections = sum(bool(s.connections) for s in bundled.by_set("restraint"))
    assert with_connections == 31
    assert all(2 <= len(s.connections) <= 3 for s in bundled.by_set("restraint") if s.connections)


def test_mcp_scenarios_use_every_one_of_the_12_connections(bundled):
    used = {c for s in bundled.by_set("bench") if s.is_mcp for c in s.connections}
    assert used == {p.stem for p in DATA.fixtures.glob("*.json")}
    assert sum(s.is_mcp for s in bundled.by_set("bench")) >= 26


def test_every_scenario_has_exactly_one_reference_solution(bundled):
    for set_name in EXPECTED_SETS:
        ids = [line.value["id"] for line in read_lines(DATA.reference_file(set_name))]
        assert sorted(ids) == sorted(s.id for s in bundled.by_set(set_name))


@pytest.mark.parametrize("set_name", list(EXPECTED_SETS))
def test_the_recorded_reference_runs_pass_everything_and_null_runs_fail_everything(bundled, set_name):
    for model, expected in (("reference", True), ("null-agent", False)):
        lines = [line.value for line in read_lines(DATA.results / set_name / f"{model}.jsonl")]
        assert sorted(x["id"] for x in lines) == sorted(s.id for s in bundled.by_set(set_name))
        assert {x["passed"] for x in lines} == {expected}


def test_the_shipped_tables_are_what_the_recorded_runs_count_to(bundled):
    import pandas as pd

    tables = build_tables(collect(DATA.results, bundled), bundled)
    for name, table in tables.items():
        shipped = pd.read_csv(DATA.results / f"{name}.csv", keep_default_na=False, dtype=str)
        fresh = table.astype(str).reset_index(drop=True)
        fresh.columns = shipped.columns
        assert shipped.equals(fresh), name


def test_every_language_covers_most_categories_and_every_category_is_in_many_languages(bundled):
    originals = [s for s in bundled.by_set("bench") if s.group == ""]
    per_category = Counter(s.category for s in originals)
    assert set(per_category) == set(vocab.CATEGORIES) and min(per_category.values()) >= 15
    for lang in WRITTEN:
        assert len({s.category for s in originals if s.language == lang}) >= 12


def test_mcp_originals_number_about_62_as_the_card_has_them(bundled):
    mcp = [s for s in bundled.by_set("bench") if s.group == "" and s.is_mcp]
    assert 60 <= len(mcp) <= 64


def test_the_conn_copies_are_generated_from_their_originals_and_in_step():
    import subprocess
    import sys

    script = Path(__file__).resolve().parent.parent / "scripts" / "make_conn.py"
    result = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_each_conn_copy_keeps_its_originals_checks_and_installs_2_to_6_unneeded_connections(bundled):
    for copy in (s for s in bundled.by_set("bench") if s.group == "-conn"):
        original = bundled.scenarios[copy.id.removesuffix("-conn")]
        assert copy.raw["expect"] == original.raw["expect"] and copy.request == original.request
        assert not original.connections and not original.is_mcp and 2 <= len(copy.connections) <= 6
        assert not copy.tools


def test_every_recorded_reference_run_rescores_as_passed_language_check_included(bundled):
    from orvena_bench.rescore import LineScorer

    scorer = LineScorer(bundled)
    for set_name in EXPECTED_SETS:
        for line in read_lines(DATA.results / set_name / "reference.jsonl"):
            result = scorer.score_line(line)
            assert result.passed, (result.id, orjson.loads(result.output)["issues"])


def test_no_bundled_scenario_id_was_renamed_or_removed(bundled):
    """Run lines elsewhere are keyed by these ids: fix a scenario in place, never rename or drop it."""
    published = (Path(__file__).parent / "data" / "bundled_ids.txt").read_text(encoding="utf-8").split()
    missing = sorted(set(published) - set(bundled.scenarios))
    assert not missing, f"{len(missing)} published ids are gone: {missing[:5]}"
