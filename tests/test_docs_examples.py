"""Every console example in README.md and docs/*.md runs and prints what it shows.

Each file's examples run in order in a sandbox of their own: a copy of the bundled dataset
(scenarios, fixtures, catalog, results) as the working folder and as $ORVENA_BENCH_DATA,
so commands that write files write there and never into the project. The convention is in
tests/doc_examples.py and, for authors, in docs/commands.md.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .doc_examples import Block, blocks, normalized, output_pattern, shows

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
DATASET = ("scenarios", "fixtures", "catalog", "results")


def _console_blocks(path: Path) -> list[Block]:
    return [b for b in blocks(path) if b.language == "console"]


def _sandbox(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    for part in DATASET:
        shutil.copytree(ROOT / part, tmp_path / part)
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["ORVENA_BENCH_DATA"] = str(tmp_path)
    env["PYTHONUNBUFFERED"] = "1"  # stdout and stderr interleave as they were written
    env.pop("COLUMNS", None)
    return tmp_path, env


@pytest.mark.parametrize("doc", [d for d in DOCS if _console_blocks(d)], ids=lambda d: d.name)
def test_every_console_example_prints_what_it_shows(doc: Path, tmp_path: Path):
    cwd, env = _sandbox(tmp_path)
    for block in blocks(doc):
        if block.writes is not None:
            (cwd / block.writes).write_text("\n".join(block.lines) + "\n", encoding="utf-8")
            continue
        if block.language != "console" or block.not_run_reason is not None:
            continue
        for command in block.commands():
            done = subprocess.run(
                ["bash", "-c", command.text],
                cwd=cwd,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                timeout=120,
            )
            where = f"{doc.relative_to(ROOT)}:{block.line}: $ {command.text}"
            if not shows(command.expected, done.stdout):
                shown = "\n".join(command.expected)
                pytest.fail(
                    f"{where}\n--- shown\n{shown}\n--- printed\n{normalized(done.stdout)}", pytrace=False
                )
            if done.returncode != command.status:
                pytest.fail(f"{where}: exits {done.returncode}, shown {command.status}", pytrace=False)


def test_the_docs_hold_console_examples_and_say_why_any_is_not_run():
    examples = [b for d in DOCS for b in _console_blocks(d)]
    assert len(examples) >= 10
    for block in examples:
        reason = block.not_run_reason
        assert reason is None or len(reason) > 10, f"{block.file}:{block.line}: give the reason it is not run"
        assert block.commands(), f"{block.file}:{block.line}: a console block without a '$ ' command"


def test_no_command_example_hides_outside_a_console_block():
    for doc in DOCS:
        for block in blocks(doc):
            if block.language == "console":
                continue
            for line in block.lines:
                assert not line.lstrip("$ ").startswith("orvena-bench "), (
                    f"{doc.name}:{block.line}: an orvena-bench example belongs in a ```console block"
                )


def test_an_elision_stands_for_any_lines_or_any_text_and_nothing_else_differs():
    assert shows(["a: 3 lines", "…", "end"], "a: 3 lines\nx\ny\nend\n")
    assert shows(["a: 3 lines", "…", "end"], "a: 3 lines\nend\n")
    assert shows(["wrote …/summary.csv"], "wrote /tmp/x/results/summary.csv\n")
    assert shows(["ok  "], "ok\n\n")
    assert not shows(["a: 3 lines"], "a: 4 lines\n")
    assert not shows(["a", "b"], "a\nb\nc\n")
    assert not shows(["wrote …/summary.csv"], "wrote x\n/summary.csv\n")
    assert output_pattern(["1.5"]).fullmatch("1x5\n") is None


def test_a_block_that_names_a_file_is_written_to_it_and_others_are_not(tmp_path: Path):
    doc = tmp_path / "x.md"
    doc.write_text("```python agent.py\nx = 1\n```\n```python\ny = 2\n```\n", encoding="utf-8")
    named, plain = blocks(doc)
    assert (named.language, named.writes, named.lines) == ("python", "agent.py", ["x = 1"])
    assert (plain.language, plain.writes) == ("python", None)


def test_a_console_block_reads_continued_commands_and_a_shown_exit_status(tmp_path: Path):
    doc = tmp_path / "x.md"
    doc.write_text("```console\n$ a \\\n    b\nout\n[exit 1]\n$ c\n```\n", encoding="utf-8")
    (block,) = blocks(doc)
    first, second = block.commands()
    assert (first.text, first.expected, first.status) == ("a \\\n    b", ["out"], 1)
    assert (second.text, second.expected, second.status) == ("c", [], 0)
