"""Where a run file lives in a results folder: results/<set>/<model, escaped>.jsonl.

`run` writes there and `report` reads there, so both use these two functions. A model name
is a free string (`Qwen/Qwen3-4B`, `llama3:8b`, `../x`); its file name percent-escapes every
character but letters, digits and `_.-~` (and a leading dot), so it is one file name inside
the set's folder, different for different names, and read back to the same model name.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote, unquote

#: Room for the escaped name in a file name of 255 bytes, with `.jsonl` and the temporary's suffix.
MAX_FILE_STEM = 200


class LayoutError(ValueError):
    """A model name that cannot name a run file."""


def file_stem(model: str) -> str:
    """The run file's name (without .jsonl) for a model name."""
    if not model:
        raise LayoutError("the model name is empty")
    stem = quote(model, safe="")
    if stem.startswith("."):
        stem = "%2E" + stem[1:]
    if len(stem) > MAX_FILE_STEM:
        raise LayoutError(f"the model name is too long for a file name ({len(stem)} characters escaped)")
    return stem


def run_path(results: Path, set_name: str, model: str) -> Path:
    """results/<set>/<escaped model>.jsonl."""
    return results / set_name / f"{file_stem(model)}.jsonl"


def model_of(path: Path) -> str:
    """The model name a run file was written for (for lines that do not say)."""
    return unquote(path.stem)
