"""A dataset's catalog is never skipped in silence: without one, commands say so and stop (exit 1)."""

import json
import shutil
from pathlib import Path

import pytest

from orvena_bench import datadir
from orvena_bench.cli import main

from .helpers import DART

MINI = Path(__file__).parent / "data" / "mini"


@pytest.fixture
def no_catalog_anywhere(tmp_path, monkeypatch) -> Path:
    """A copy of the mini dataset (which has no catalog/) and no bundled catalog to fall back on."""
    data = tmp_path / "data"
    shutil.copytree(MINI, data)
    monkeypatch.setattr(datadir, "bundled_root", lambda: tmp_path / "no-bundled-bench")
    return data


def test_validate_without_any_catalog_says_it_is_missing_and_exits_1(no_catalog_anywhere, capsys):
    assert main(["validate", "--data", str(no_catalog_anywhere)]) == 1
    out = capsys.readouterr()
    assert "clean" not in out.out
    assert "the catalog is missing" in out.err and "tool names cannot be checked" in out.err


def test_run_without_any_catalog_gives_one_line_and_exit_1_not_a_traceback(no_catalog_anywhere, capsys):
    args = ["run", "--data", str(no_catalog_anywhere), "--set", "bench", "--agent", "null"]
    assert main([*args, "--out", str(no_catalog_anywhere / "out.jsonl")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("orvena-bench run: the catalog is missing") and "Traceback" not in err
    assert not (no_catalog_anywhere / "out.jsonl").exists()


def test_a_broken_catalog_of_the_dataset_is_named_and_validate_exits_1(tmp_path, capsys):
    data = tmp_path / "data"
    shutil.copytree(MINI, data)
    (data / "catalog").mkdir()
    (data / "catalog" / "orvena-catalog.json").write_text("{}", encoding="utf-8")
    assert main(["validate", "--data", str(data)]) == 1
    err = capsys.readouterr().err
    assert "the catalog cannot be used" in err and str(data / "catalog" / "orvena-catalog.json") in err


def test_a_dataset_without_catalog_is_checked_against_the_bundled_one(tmp_path, capsys):
    data = tmp_path / "data"
    shutil.copytree(MINI, data)
    wrong = {**DART, "expect": {"calls": [{"tool": "schedule_teleport"}]}}
    (data / "scenarios" / "bench.jsonl").write_text(json.dumps(wrong) + "\n", encoding="utf-8")
    assert main(["validate", "--data", str(data), str(data / "scenarios" / "bench.jsonl")]) == 1
    assert "no such tool 'schedule_teleport'" in capsys.readouterr().out
