"""The bundled bench: its composition, its references, and the recorded runs and tables it ships.

These numbers are the dataset's published shape; a scenario added or lost changes them
here first.
"""

from collections import Counter
from pathlib import Path

import pytest

from orvena_bench.datadir import DataDir
from orvena_bench.jsonl import read_lines
from orvena_bench.scenarios import Known, load
from orvena_bench.tables import build_tables, collect
from orvena_bench.vocab import APPLE_LANGUAGES

DATA = DataDir.at(Path(__file__).resolve().parent.parent)
APPLE_13 = sorted(APPLE_LANGUAGES)

#: The languages whose scenarios have landed: part 1 (Apple's 13), then part 2 as it lands.
PART_2 = ["fi", "pl", "cs", "ru", "uk", "bg", "hr", "sl", "et", "lv", "lt", "el", "nb", "id", "hi", "ar"]
WRITTEN = APPLE_13 + PART_2
#: -h3 scenarios per language: two in each part-2 language.
H3 = dict.fromkeys(PART_2, 2)
ORIGINALS = {lang: 30 if lang == "en" else 13 for lang in WRITTEN}
EXPECTED_SETS = {
    "bench": sum(ORIGINALS.values()) + sum(H3.values()),
    "restraint": 2 * len(WRITTEN),
    "ask": len(WRITTEN),
}
EXPECTED_PER_LANGUAGE = {
    "bench": {lang: ORIGINALS[lang] + H3.get(lang, 0) for lang in WRITTEN},
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


@pytest.mark.parametrize("set_name", list(EXPECTED_SETS))
def test_each_language_has_its_share_of_each_set(bundled, set_name):
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
    assert 0.4 <= with_connections / len(WRITTEN) / 2 <= 0.6  # about half install 2 or 3 connections
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
    for model, expected in (("reference", True), ("null", False)):
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
