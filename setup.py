"""Build step: copy the bundled dataset into the package, so a wheel carries its bench.

The dataset stays at the top of the repository (scenarios/, fixtures/, catalog/, results/),
where the docs and the tools name it; only the built package gets a copy, under
`orvena_bench/bundled/`, which `orvena_bench.datadir` finds through importlib.resources.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

#: The parts of a dataset (orvena_bench/datadir.py), copied whole.
DATASET_PARTS = ("scenarios", "fixtures", "catalog", "results")

HERE = Path(__file__).resolve().parent


class BuildWithDataset(build_py):
    """build_py, then the dataset copied into build/lib/orvena_bench/bundled (never for editable installs)."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install runs from the checkout, which holds the dataset itself
        target = Path(self.build_lib) / "orvena_bench" / "bundled"
        shutil.rmtree(target, ignore_errors=True)  # a stale copy from an earlier build never survives
        for part in DATASET_PARTS:
            # dot files are a writer's temporaries or its journal (README: outputs are atomic)
            shutil.copytree(HERE / part, target / part, ignore=shutil.ignore_patterns(".*"))


setup(cmdclass={"build_py": BuildWithDataset})
