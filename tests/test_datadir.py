"""Which dataset a command uses without --data, and where a command writes by default."""

from pathlib import Path

from orvena_bench import datadir
from orvena_bench.cli import main
from orvena_bench.datadir import DataDir

ROOT = Path(__file__).resolve().parent.parent


def test_in_a_checkout_the_default_is_the_checkout_and_it_is_written_to(monkeypatch):
    monkeypatch.delenv("ORVENA_BENCH_DATA", raising=False)
    data = DataDir.at(None)
    assert data.root == ROOT and not data.is_packaged and data.writable_results == ROOT / "results"


def test_the_environment_variable_comes_first(monkeypatch, tmp_path):
    monkeypatch.setenv("ORVENA_BENCH_DATA", str(tmp_path))
    assert DataDir.at(None).root == tmp_path


def test_outside_a_checkout_the_default_is_the_packaged_copy_and_writes_go_to_the_working_folder(
    monkeypatch, tmp_path
):
    monkeypatch.delenv("ORVENA_BENCH_DATA", raising=False)
    monkeypatch.setattr(datadir, "checkout_root", lambda: None)
    monkeypatch.chdir(tmp_path)
    data = DataDir.at(None)
    assert data.root == datadir.packaged_root() and data.root.parent == Path(datadir.__file__).parent
    assert data.is_packaged and data.writable_results == tmp_path / "results"


def test_report_on_the_packaged_copy_writes_its_tables_to_the_working_folder(monkeypatch, tmp_path):
    packaged = tmp_path / "site-packages" / "bundled"
    packaged.mkdir(parents=True)
    for part in ("scenarios", "fixtures", "catalog"):
        (packaged / part).symlink_to(ROOT / part)
    (packaged / "results" / "ask").mkdir(parents=True)
    (packaged / "results" / "ask" / "reference.jsonl").write_bytes(
        (ROOT / "results" / "ask" / "reference.jsonl").read_bytes()
    )
    monkeypatch.delenv("ORVENA_BENCH_DATA", raising=False)
    monkeypatch.setattr(datadir, "checkout_root", lambda: None)
    monkeypatch.setattr(datadir, "packaged_root", lambda: packaged)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    assert main(["report"]) == 0
    assert (work / "results" / "summary.csv").is_file()
    assert sorted(p.name for p in (packaged / "results").iterdir()) == ["ask"]  # nothing written there
