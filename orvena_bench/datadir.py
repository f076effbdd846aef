"""Where a dataset's parts live (docs/formats.md), for the bundled bench or any copy with its layout."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

#: The source tree this package sits in; it holds the bundled dataset.
_PROJECT_ROOT = Path(__file__).resolve().parent.parent


def default_root() -> Path:
    """The bundled dataset: $ORVENA_BENCH_DATA, else the project tree, else the working folder."""
    env = os.environ.get("ORVENA_BENCH_DATA")
    if env:
        return Path(env)
    if (_PROJECT_ROOT / "scenarios").is_dir():
        return _PROJECT_ROOT
    return Path.cwd()


@dataclass(frozen=True)
class DataDir:
    """A folder laid out as docs/formats.md says: scenarios/, fixtures/mcp/, catalog/, results/."""

    root: Path

    @classmethod
    def at(cls, root: str | os.PathLike[str] | None) -> DataDir:
        """The dataset at `root`, or the bundled one when `root` is None."""
        return cls(Path(root) if root is not None else default_root())

    @property
    def scenarios(self) -> Path:
        return self.root / "scenarios"

    @property
    def fixtures(self) -> Path:
        return self.root / "fixtures" / "mcp"

    @property
    def catalog(self) -> Path:
        """The dataset's catalog; a dataset without one (a test set, a subset) uses the bundled one."""
        own = self.root / "catalog" / "orvena-catalog.json"
        return own if own.is_file() else _PROJECT_ROOT / "catalog" / "orvena-catalog.json"

    @property
    def results(self) -> Path:
        return self.root / "results"

    def scenario_files(self) -> list[Path]:
        """The set files, scenarios/*.jsonl, in name order (references live in a subfolder)."""
        return sorted(self.scenarios.glob("*.jsonl"))

    def reference_file(self, set_name: str) -> Path:
        """The reference solutions of one set (docs/formats.md)."""
        return self.scenarios / "reference" / f"{set_name}.jsonl"
