"""What a turn played inside Inspect AI leaves in its sample's store, and the run line made from it.

The solver writes the record after every round, so a sample whose model call fails still
carries the calls made before the failure. The scorer (inside Inspect) and `orvena-bench
import inspect` (after it) both make the run line from this record with runner's own line
builder, so a turn is scored by one rule wherever it is read. Nothing here imports Inspect.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from .agents import Outcome
from .clock import Clock
from .runner import recorded_line
from .scenario import Scenario
from .scenario_build import expand

#: The key of the record in an Inspect sample's store.
STORE_KEY = "orvena_bench.turn"


@dataclass
class TurnRecord:
    """One turn as far as it went: the calls as run lines store them, and what the model said."""

    clock: str  # the wall time the scenario was expanded at (ISO), so the line is re-scored at it
    calls: list[dict[str, Any]] = field(default_factory=list)
    answer: str = ""
    transcript: list[dict[str, Any]] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    reasoning_characters: int = 0
    seconds: float = 0.0
    error: str | None = None  # the turn did not complete (Inspect's sample error): an errored turn
    stopped: str | None = None  # the model was cut short (the round limit): scored like any answer

    def to_store(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_store(cls, value: Any) -> TurnRecord | None:
        """The record kept in a store, or None when the value is not one (absent, or another shape)."""
        if not isinstance(value, dict) or not isinstance(value.get("clock"), str):
            return None
        known = {k: value[k] for k in cls.__dataclass_fields__ if k in value}
        try:
            return cls(**known)
        except TypeError:
            return None

    def outcome(self) -> Outcome:
        return Outcome(
            self.answer,
            self.transcript,
            self.rounds,
            self.reasoning_characters,
            self.error,
            stopped=self.stopped,
        )


def line_of(scenario: Scenario, record: TurnRecord, model: str, seed: int | None) -> dict[str, Any]:
    """The run line (docs/formats.md) of a recorded turn, scored against the scenario expanded at the turn's clock."""
    clock = Clock.parse(record.clock)
    expanded = expand(scenario, clock)
    return recorded_line(expanded, record.outcome(), record.calls, clock, record.seconds, model, seed)
