"""The scenarios of one set as an Inspect AI dataset: one sample per scenario, as `run` would play it.

A sample's input is the system prompt `run` gives an agent, the scenario's history and the
request, all taken from runner.turn_for; its id is the scenario id and its metadata the set,
language and category, so Inspect's log viewer can slice by them.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ChatMessageSystem, ChatMessageUser

from .agents import Turn
from .catalog import Catalog, load_catalog
from .clock import Clock, ClockError
from .datadir import DataDir
from .environment import Environment
from .phone import PhoneDataError
from .runner import turn_for
from .scenario import Scenario
from .scenario_build import expand
from .scenario_checks import Known
from .scenario_sets import load

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Bench:
    """The dataset, the chosen scenarios (as written, tokens unexpanded) and the clock of one task."""

    data: DataDir
    set_name: str
    scenarios: dict[str, Scenario]
    clock: Clock
    catalog: Catalog

    def environment(self, scenario_id: str) -> tuple[Scenario, Environment]:
        """A fresh phone and rule matcher for one sample: the scenario expanded at the task's clock."""
        expanded = expand(self.scenarios[scenario_id], self.clock)
        return expanded, Environment(expanded, self.data, self.clock, self.catalog)


def as_list(value: str | Iterable[str] | None) -> list[str] | None:
    """A task argument given as a list, or as one comma-separated string (`-T ids=a,b`)."""
    if value is None:
        return None
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    return [str(v) for v in value]


def select(
    data: DataDir,
    set_name: str,
    clock: Clock,
    ids: Sequence[str] | None = None,
    languages: Sequence[str] | None = None,
    categories: Sequence[str] | None = None,
) -> Bench:
    """The scenarios of `set_name` that match every filter given; a filter naming nothing known is an error."""
    sets = [f.stem for f in data.scenario_files()]
    if not sets:
        raise ValueError(
            f"no scenario files in {data.scenarios}: give the dataset folder (-T data=DIR or $ORVENA_BENCH_DATA)"
        )
    if set_name not in sets:
        raise ValueError(f"unknown set {set_name!r} in {data.scenarios} (sets: {', '.join(sets) or 'none'})")
    loaded = load([data.scenarios / f"{set_name}.jsonl"], Known.for_data(data))
    for problem in loaded.problems:  # a broken scenario costs its own sample, never the task
        logger.warning("orvena_bench: not run: %s", problem)
    chosen = loaded.by_set(set_name)
    if ids:
        unknown = sorted(set(ids) - set(loaded.scenarios) - set(loaded.broken))
        if unknown:
            raise ValueError(f"ids: unknown scenario ids in set {set_name}: {', '.join(unknown)}")
        chosen = [s for s in chosen if s.id in set(ids)]
    for name, wanted, value in (("languages", languages, "language"), ("categories", categories, "category")):
        if wanted:
            present = {getattr(s, value) for s in chosen}
            missing = sorted(set(wanted) - present)
            if missing:
                raise ValueError(f"{name}: no scenarios of set {set_name} with {value} {', '.join(missing)}")
            chosen = [s for s in chosen if getattr(s, value) in set(wanted)]
    catalog = load_catalog(data.catalog)
    return Bench(data, set_name, {s.id: s for s in chosen}, clock, catalog)


def turn_messages(turn: Turn) -> list[ChatMessage]:
    """The conversation a model is given for a turn: the system prompt, the history, the request."""
    messages: list[ChatMessage] = [ChatMessageSystem(content=turn.system_prompt)]
    for message in turn.history:
        kind = ChatMessageUser if message.role == "user" else ChatMessageAssistant
        messages.append(kind(content=message.content))
    messages.append(ChatMessageUser(content=turn.request))
    return messages


def sample_of(bench: Bench, scenario_id: str) -> Sample:
    scenario, env = bench.environment(scenario_id)
    metadata: dict[str, Any] = {
        "set": bench.set_name,
        "language": scenario.language,
        "category": scenario.category,
    }
    return Sample(id=scenario.id, input=turn_messages(turn_for(scenario, env)), metadata=metadata)


def dataset(bench: Bench) -> MemoryDataset:
    """One sample per scenario; one whose phone cannot be set up at the clock is named and left out, as `run` does."""
    samples = []
    for sid in bench.scenarios:
        try:
            samples.append(sample_of(bench, sid))
        except (ClockError, PhoneDataError) as exc:  # at a moved clock a time can leave the range
            scenario = bench.scenarios[sid]
            logger.warning("orvena_bench: %s:%s: %s: not run: %s", scenario.file, scenario.line, sid, exc)
    return MemoryDataset(samples, name=f"orvena_bench/{bench.set_name}")
