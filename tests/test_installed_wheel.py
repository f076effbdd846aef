"""A wheel built from the repository carries the bench: every command works from an empty folder.

An sdist is built from the checkout and the wheel from that sdist, once per session and
offline (`setup.py sdist`, then `pip wheel --no-deps --no-build-isolation`), so both carry
the dataset; the wheel is installed without its dependencies into a fresh virtual environment whose only other
entry on sys.path is this venv's site-packages, appended by a .pth file, for the
dependencies. Appended paths do not run their own .pth files, so the editable install of
the checkout is not imported: the commands run the installed copy, in an empty folder.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
IDS = ["en-calendar-dentist-push-back-hour", "en-calendar-thursday-arvo-haircut"]


class Installed:
    def __init__(self, prefix: Path, work: Path) -> None:
        self.prefix, self.work = prefix, work
        self.bin = prefix / "bin"

    def run(self, *args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
        env = {k: v for k, v in os.environ.items() if k not in ("ORVENA_BENCH_DATA", "PYTHONPATH")}
        return subprocess.run(
            [str(self.bin / "orvena-bench"), *args],
            cwd=self.work,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )

    def python(self, code: str) -> str:
        out = subprocess.run(
            [str(self.bin / "python"), "-c", code], cwd=self.work, capture_output=True, text=True, check=True
        )
        return out.stdout.strip()


@pytest.fixture(scope="session")
def installed(tmp_path_factory) -> Installed:
    base = tmp_path_factory.mktemp("wheel")
    dist = base / "dist"
    subprocess.run(
        [sys.executable, "setup.py", "-q", "sdist", "-d", str(dist)],
        cwd=ROOT, check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    (sdist,) = dist.glob("orvena_bench-*.tar.gz")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "-w", str(dist), str(sdist)],
        cwd=base, check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    (wheel,) = dist.glob("orvena_bench-*.whl")
    prefix = base / "venv"
    venv.EnvBuilder(with_pip=False).create(prefix)
    python = prefix / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
         "--no-index", str(wheel)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    (Path(site) / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    work = base / "empty"
    work.mkdir()
    return Installed(prefix, work)


def _bundled(installed: Installed) -> Path:
    return Path(installed.python("from orvena_bench.datadir import DataDir; print(DataDir.at(None).root)"))


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.rglob("*")}


def test_the_installed_package_is_the_wheel_and_its_data_is_inside_it(installed):
    where = Path(installed.python("import orvena_bench; print(orvena_bench.__file__)"))
    assert installed.prefix in where.parents and ROOT not in where.parents
    path = installed.python("import sys; print('\\n'.join(sys.path))").splitlines()
    assert ROOT not in [Path(p).resolve() for p in path if p]  # the checkout is not importable
    bundled = _bundled(installed)
    assert bundled == where.parent / "bundled"
    for part in ("scenarios/bench.jsonl", "scenarios/reference/bench.jsonl", "fixtures/mcp/github.json",
                 "catalog/orvena-catalog.json", "results/bench/reference.jsonl", "results/summary.csv"):  # fmt: skip
        assert (bundled / part).is_file(), part


def test_help_names_the_packaged_copy_as_the_default_dataset(installed):
    out = installed.run("validate", "--help").stdout
    assert "the copy installed with the package" in " ".join(out.split())
    assert str(_bundled(installed)) in out.replace("\n", "").replace(" ", "")


def test_every_command_works_from_an_empty_folder_and_writes_only_there(installed):
    bundled = _bundled(installed)
    before = _snapshot(bundled)

    validate = installed.run("validate")
    assert validate.returncode == 0, validate.stderr
    assert re.fullmatch(r"clean: \d+ scenarios in 3 files", validate.stdout.strip())

    run = installed.run("run", "--set", "bench", "--agent", "reference", "--ids", *IDS)
    assert run.returncode == 0, run.stderr
    written = installed.work / "results" / "bench" / "reference.jsonl"
    assert f"{written}: ran 2, passed 2" in run.stdout
    assert len(written.read_text().splitlines()) == 2

    score = installed.run("score", "results/bench/reference.jsonl")
    assert score.returncode == 0, score.stderr
    assert "2 lines scored, 2 passed, 0 errors" in score.stdout

    report = installed.run("report")
    assert report.returncode == 0, report.stderr
    assert (installed.work / "results" / "summary.csv").is_file()
    assert "reference" in (installed.work / "results" / "summary.csv").read_text()

    audit = installed.run("audit", "--id", IDS[0], "--strict")
    assert audit.returncode == 0, audit.stdout + audit.stderr
    assert "1 of 1 hold" in audit.stdout

    lang = installed.run("lang", "Det blir regn i morgen i Bergen.", "--expect", "nb")
    assert lang.returncode == 0 and "verdict:" in lang.stdout

    compare = installed.run("compare", "results/bench/reference.jsonl", "results/bench/reference.jsonl")
    assert compare.returncode == 0, compare.stderr
    assert "paired scenarios: 2" in compare.stdout

    token = installed.run("token", "{date:+1d}", "--locale", "nb_NO", "--tz", "Europe/Oslo")
    assert token.returncode == 0 and token.stdout.strip() == "5. november 2026"

    assert _snapshot(bundled) == before  # nothing was written into site-packages


def test_mcp_serve_starts_on_the_packaged_data(installed):
    env = {k: v for k, v in os.environ.items() if k not in ("ORVENA_BENCH_DATA", "PYTHONPATH")}
    serve = subprocess.Popen(
        [str(installed.bin / "orvena-bench"), "mcp", "serve", "--scenario", "en-mcp-gmail-landlord-boiler-reply",
         "--phone", "--http", "127.0.0.1:0"],
        cwd=installed.work, env=env, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        lines = serve.stderr.readline() + serve.stderr.readline()
        assert re.search(r"serving gmail at http://127\.0\.0\.1:\d+/gmail/mcp", lines), lines
        assert re.search(r"serving phone at http://127\.0\.0\.1:\d+/phone/mcp", lines), lines
    finally:
        serve.terminate()
        serve.wait(timeout=30)


def test_inspect_eval_runs_the_task_on_the_packaged_data_from_an_empty_folder(installed, tmp_path):
    """`pip install 'orvena-bench[inspect]'`, then the command a team types, in a folder holding nothing."""
    from inspect_ai.log import read_eval_log

    env = {k: v for k, v in os.environ.items() if not k.startswith(("INSPECT_", "ORVENA_BENCH_"))}
    env.update(
        PYTHONPATH=str(ROOT / "tests" / "offline_process"),  # mockllm's tokenizer, without a download
        XDG_DATA_HOME=str(tmp_path / ".data"),
        XDG_CACHE_HOME=str(tmp_path / ".cache"),
        XDG_CONFIG_HOME=str(tmp_path / ".config"),
        INSPECT_DISPLAY="none",
    )
    args = [str(installed.bin / "python"), "-m", "inspect_ai", "eval", "orvena_bench/orvena",
            "--model", "mockllm/model", "--limit", "3"]  # fmt: skip
    done = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    (path,) = (tmp_path / "logs").glob("*.eval")
    log = read_eval_log(str(path))
    assert log.status == "success" and len(log.samples) == 3
    assert all(sample.error is None and sample.scores for sample in log.samples)
    assert not (tmp_path / "scenarios").exists()  # the bench came from the package
