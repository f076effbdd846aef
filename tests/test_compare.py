"""`orvena-bench compare`: paired counts, McNemar, Wilson, deltas, and missing ids kept apart."""

import json
from pathlib import Path

import orjson
import pytest

from orvena_bench.cli import main
from orvena_bench.stats import mcnemar_exact, wilson

MINI = Path(__file__).parent / "data" / "mini"
IDS = ["en-scheduled-dart-delays", "de-weather-regen-morgen", "uk-calendar-zustrich-zavtra",
       "en-mcp-todo-milk", "en-weather-dublin-umbrella-conn", "en-chain-gym-then-text-h3"]  # fmt: skip


def runs(path: Path, verdicts: dict[str, bool], model: str) -> Path:
    path.write_bytes(
        b"".join(
            orjson.dumps({"id": i, "model": model, "passed": p, "answer": "x", "calls": []}) + b"\n"
            for i, p in verdicts.items()
        )
    )
    return path


@pytest.fixture
def sides(tmp_path):
    a = runs(tmp_path / "a.jsonl", dict(zip(IDS, [True, True, True, False, False, True], strict=True)), "A")
    b_verdicts = dict(zip(IDS[:5], [True, False, False, False, True], strict=True))
    b_verdicts["en-no-tool-capital-of-australia"] = True  # only in B
    b = runs(tmp_path / "b.jsonl", b_verdicts, "B")
    return a, b


def test_compare_counts_pairs_over_shared_ids_with_their_denominators(sides, tmp_path, capsys):
    a, b = sides
    out = tmp_path / "c.json"
    assert main(["compare", str(a), str(b), "--data", str(MINI), "--json", str(out)]) == 0
    text = capsys.readouterr().out
    result = json.loads(out.read_text())
    assert result["both_pass"] == ["en-scheduled-dart-delays"]
    assert sorted(result["a_only"]) == ["de-weather-regen-morgen", "uk-calendar-zustrich-zavtra"]
    assert result["b_only"] == ["en-weather-dublin-umbrella-conn"]
    assert result["both_fail"] == ["en-mcp-todo-milk"]
    assert result["a"]["passed"] == 3 and result["a"]["total"] == 5 and result["b"]["passed"] == 2
    assert result["missing_from_a"] == ["en-no-tool-capital-of-australia"]
    assert result["missing_from_b"] == ["en-chain-gym-then-text-h3"]
    assert result["mcnemar_exact_p"] == pytest.approx(mcnemar_exact(2, 1))
    low, high = result["a"]["wilson95"]
    assert (low, high) == pytest.approx((wilson(3, 5).low, wilson(3, 5).high))
    assert "A pass rate: 3/5 = 60.0%" in text and "B pass rate: 2/5 = 40.0%" in text
    assert "paired scenarios: 5 (missing from A: 1, missing from B: 1)" in text


def test_compare_gives_per_category_and_per_language_deltas(sides, tmp_path):
    a, b = sides
    out = tmp_path / "c.json"
    main(["compare", str(a), str(b), "--data", str(MINI), "--json", str(out)])
    result = json.loads(out.read_text())
    weather = next(d for d in result["by_category"] if d["group"] == "weather")
    assert (weather["total"], weather["a"], weather["b"]) == (2, 1, 1)
    uk = next(d for d in result["by_language"] if d["group"] == "uk")
    assert (uk["total"], uk["a"], uk["b"]) == (1, 1, 0)


def test_a_missing_scenario_is_never_counted_as_a_failure(sides, tmp_path):
    a, b = sides
    out = tmp_path / "c.json"
    main(["compare", str(a), str(b), "--data", str(MINI), "--json", str(out)])
    result = json.loads(out.read_text())
    everything = result["both_pass"] + result["both_fail"] + result["a_only"] + result["b_only"]
    assert (
        "en-chain-gym-then-text-h3" not in everything and "en-no-tool-capital-of-australia" not in everything
    )


def seeded(path: Path, verdicts: dict[tuple[str, int | None], bool]) -> Path:
    path.write_bytes(
        b"".join(
            orjson.dumps({"id": i, "model": "m", "seed": s, "passed": p, "answer": "x", "calls": []}) + b"\n"
            for (i, s), p in verdicts.items()
        )
    )
    return path


def test_several_seeds_per_scenario_pair_per_seed_and_say_so(tmp_path, capsys):
    a = seeded(tmp_path / "a.jsonl", {(IDS[0], 1): True, (IDS[0], 2): False, (IDS[0], 3): True})
    b = seeded(tmp_path / "b.jsonl", {(IDS[0], 1): False, (IDS[0], 2): False, (IDS[0], 3): True})
    out = tmp_path / "c.json"
    assert main(["compare", str(a), str(b), "--data", str(MINI), "--json", str(out)]) == 0
    text = capsys.readouterr().out
    result = json.loads(out.read_text())
    assert result["pairing"] == "seed" and result["pairs"] == 3  # all 3 seeds, not one kept in silence
    assert result["a_only"] == [f"{IDS[0]} (seed 1)"]
    assert result["both_fail"] == [f"{IDS[0]} (seed 2)"] and result["both_pass"] == [f"{IDS[0]} (seed 3)"]
    assert "pairing: per seed: a run pairs with the run of the same scenario and seed" in text
    assert "paired scenarios: 3" in text


def test_one_run_per_scenario_pairs_by_id_and_says_so(sides, capsys):
    a, b = sides
    assert main(["compare", str(a), str(b), "--data", str(MINI)]) == 0
    assert "pairing: by scenario id, one run per scenario on each side" in capsys.readouterr().out


def test_seed_keeps_one_seed_on_both_sides(tmp_path, capsys):
    a = seeded(tmp_path / "a.jsonl", {(IDS[0], 1): True, (IDS[0], 2): False, (IDS[1], 1): True})
    b = seeded(tmp_path / "b.jsonl", {(IDS[0], 1): False, (IDS[0], 2): True, (IDS[1], 1): True})
    out = tmp_path / "c.json"
    assert main(["compare", str(a), str(b), "--data", str(MINI), "--seed", "2", "--json", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result["seed"] == "2" and result["pairs"] == 1 and result["b_only"] == [IDS[0]]
    assert "only seed 2 (2 + 2 other lines left out)" in capsys.readouterr().out


def test_several_seeds_with_none_in_common_ask_for_seed(tmp_path, capsys):
    a = seeded(tmp_path / "a.jsonl", {(IDS[0], 1): True, (IDS[0], 2): False})
    b = seeded(tmp_path / "b.jsonl", {(IDS[0], 7): True, (IDS[0], 8): False})
    assert main(["compare", str(a), str(b), "--data", str(MINI)]) == 2
    err = capsys.readouterr().err
    assert "no scenario with the same seed on both sides" in err and "--seed S" in err
    assert main(["compare", str(a), str(b), "--data", str(MINI), "--seed", "1"]) == 2
    assert "side B has no run with seed 1" in capsys.readouterr().err


def test_errored_lines_are_not_paired_and_are_counted_apart(sides, tmp_path, capsys):
    a, b = sides
    lines = a.read_bytes().splitlines(keepends=True)
    errored = {
        "id": IDS[0],
        "model": "A",
        "passed": False,
        "answer": "",
        "calls": [],
        "error": "agent crashed",
    }
    a.write_bytes(orjson.dumps(errored) + b"\n" + b"".join(lines[1:]))
    out = tmp_path / "c.json"
    assert main(["compare", str(a), str(b), "--data", str(MINI), "--json", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result["a"]["errored"] == 1 and result["b"]["errored"] == 0
    assert IDS[0] in result["missing_from_a"] and IDS[0] not in result["both_pass"] + result["b_only"]
    assert "(6 lines; errored, so not paired: 1)" in capsys.readouterr().out
