"""Where a dataset's parts live (docs/formats.md), for the bundled bench or any copy with its layout.

The bundled bench is the checkout this package runs from, or, once installed from a wheel
or sdist, the copy the build step (setup.py) put inside the package, found through
importlib.resources. The packaged copy is read-only: what a command writes goes to the
working folder instead (see `DataDir.writable_results`, docs/install.md).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

#: The source tree this package sits in; in a checkout it holds the bundled dataset.
_PROJECT_ROOT = Path(__file__).resolve().parent.parent

#: Where the build step puts the dataset inside the package.
PACKAGED_DIR = "bundled"

#: What `--data` says its default is (cli.py shows it in --help).
DEFAULT_DESCRIPTION = (
    "$ORVENA_BENCH_DATA, else the checkout this runs from, else the copy installed with the package"
)


def checkout_root() -> Path | None:
    """The source checkout this package runs from, when it is one (an editable install, a clone)."""
    if (_PROJECT_ROOT / "pyproject.toml").is_file() and (_PROJECT_ROOT / "scenarios").is_dir():
        return _PROJECT_ROOT
    return None


def packaged_root() -> Path:
    """The dataset copied into the installed package (it may be missing in a checkout)."""
    return Path(str(resources.files("orvena_bench") / PACKAGED_DIR))


def bundled_root() -> Path:
    """The bench that comes with the package: the checkout, else the packaged copy."""
    return checkout_root() or packaged_root()


def default_root() -> Path:
    """The dataset commands use without --data: $ORVENA_BENCH_DATA, else the bundled bench."""
    env = os.environ.get("ORVENA_BENCH_DATA")
    return Path(env) if env else bundled_root()


@dataclass(frozen=True)
class DataDir:
    """A folder laid out as docs/formats.md says: scenarios/, fixtures/mcp/, catalog/, results/."""

    root: Path

    @classmethod
    def at(cls, root: str | os.PathLike[str] | None) -> DataDir:
        """The dataset at `root`, or the bundled one when `root` is None."""
        return cls(Path(root) if root is not None else default_root())

    @property
    def is_packaged(self) -> bool:
        """Whether this is the copy inside the installed package (read-only: never written to)."""
        return self.root.resolve() == packaged_root().resolve()

    @property
    def scenarios(self) -> Path:
        return self.root / "scenarios"

    @property
    def fixtures(self) -> Path:
        return self.root / "fixtures" / "mcp"

    @property
    def own_catalog(self) -> Path:
        return self.root / "catalog" / "orvena-catalog.json"

    @property
    def catalog(self) -> Path:
        """The dataset's catalog; a dataset without one (a test set, a subset) uses the bundled one."""
        own = self.own_catalog
        return own if own.is_file() else DataDir(bundled_root()).own_catalog

    @property
    def results(self) -> Path:
        """The recorded runs and tables (read by `report`)."""
        return self.root / "results"

    @property
    def writable_results(self) -> Path:
        """Where `run` and `report` write by default: the results folder, or for the packaged
        copy (inside site-packages) the working folder's results/."""
        return Path.cwd() / "results" if self.is_packaged else self.results

    def scenario_files(self) -> list[Path]:
        """The set files, scenarios/*.jsonl, in name order (references live in a subfolder)."""
        return sorted(self.scenarios.glob("*.jsonl"))

    def reference_file(self, set_name: str) -> Path:
        """The reference solutions of one set (docs/formats.md)."""
        return self.scenarios / "reference" / f"{set_name}.jsonl"
