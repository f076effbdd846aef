"""The docs' generated tables match the declarations they are generated from (orvena_bench/docs_tables.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from orvena_bench.docs_tables import GENERATED, Generated

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("block", GENERATED, ids=lambda b: f"{b.file}:{b.name}")
def test_each_generated_docs_table_is_what_its_declaration_makes(block: Generated):
    assert block.current(ROOT) == block.make(), f"{block.file}: run python scripts/make_docs.py"


def test_rewriting_a_stale_block_restores_it_and_leaves_the_rest_of_the_file(tmp_path: Path):
    block = GENERATED[0]
    (tmp_path / block.file).parent.mkdir(parents=True)
    shutil.copy(ROOT / block.file, tmp_path / block.file)
    original = (tmp_path / block.file).read_text(encoding="utf-8")
    stale = original.replace(block.current(ROOT), "| stale |")
    (tmp_path / block.file).write_text(stale, encoding="utf-8")
    assert block.current(tmp_path) == "| stale |"
    assert block.write(tmp_path) is True
    assert (tmp_path / block.file).read_text(encoding="utf-8") == original
    assert block.write(tmp_path) is False


def test_the_readme_and_the_language_doc_show_the_same_calibration_table():
    def table(path: Path) -> str:
        text = path.read_text(encoding="utf-8")
        return text.split("<!-- calibration:start -->\n", 1)[1].split("\n<!-- calibration:end -->", 1)[0]

    assert table(ROOT / "README.md") == table(ROOT / "docs" / "language.md")
