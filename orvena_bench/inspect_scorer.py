"""The Inspect AI scorer: our verdict on the turn the solver recorded, never a second set of rules.

The value is CORRECT or INCORRECT by orvena_bench.scoring, the explanation our issue lines,
and the metadata the whole run line (docs/formats.md, calls as `<connection>/<operation>`), built by
runner's line builder from the record in the sample's store.
"""

from __future__ import annotations

from inspect_ai.scorer import CORRECT, INCORRECT, Score, Scorer, Target, accuracy, scorer, stderr
from inspect_ai.solver import TaskState

from .inspect_dataset import Bench
from .inspect_record import STORE_KEY, TurnRecord, line_of
from .inspect_solver import active_seed


@scorer(metrics=[accuracy(), stderr()])
def orvena_scorer(bench: Bench) -> Scorer:
    async def score(state: TaskState, target: Target) -> Score:
        record = TurnRecord.from_store(state.store.get(STORE_KEY))
        if record is None:
            note = "no turn was recorded for this sample (was it played by orvena_bench's solver?)"
            return Score(value=INCORRECT, explanation=note, metadata={"error": note})
        line = line_of(bench.scenarios[str(state.sample_id)], record, str(state.model), active_seed())
        return Score(
            value=CORRECT if line["passed"] else INCORRECT,
            answer=line["answer"],
            explanation="\n".join(line["issues"]),
            metadata=line,
        )

    return score
