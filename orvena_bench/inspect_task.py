"""`orvena`, the Inspect AI task: the bench run from Inspect (`inspect eval orvena_bench/orvena`).

Needs the `inspect` extra (`pip install 'orvena-bench[inspect]'`). Each sample is one scenario,
played by inspect_solver as `orvena-bench run` plays it and scored by inspect_scorer with our
checks; `orvena-bench import inspect` turns the log into run lines.
"""

from __future__ import annotations

from inspect_ai import Task, task

from .clock import Clock
from .datadir import DataDir
from .inspect_dataset import as_list, dataset, select
from .inspect_scorer import orvena_scorer
from .inspect_solver import play_turn


@task
def orvena(
    set: str = "bench",
    ids: str | list[str] | None = None,
    languages: str | list[str] | None = None,
    categories: str | list[str] | None = None,
    clock: str | None = None,
    max_rounds: int = 12,
    data: str | None = None,
) -> Task:
    """The scenarios of `set` (bench, restraint, ask), optionally only some ids, languages or categories
    (lists, or comma-separated strings from `-T`), at `clock` (a local wall time, default the fixed
    moment), with at most `max_rounds` model calls per turn; `data` is a dataset folder (default the bundled one)."""
    bench = select(
        DataDir.at(data),
        set,
        Clock.parse(clock) if clock else Clock(),
        as_list(ids),
        as_list(languages),
        as_list(categories),
    )
    return Task(
        dataset=dataset(bench),
        solver=play_turn(bench, max_rounds),
        scorer=orvena_scorer(bench),
    )
