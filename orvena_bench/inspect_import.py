"""`orvena-bench import inspect`: Inspect AI logs of the `orvena` task in, run lines (docs/formats.md) out.

Every sample becomes one run line, made from the turn record the solver left in its store
(inspect_record), so `score`, `report`, `compare` and the HTML page read it like a line of
`run`. The model is the log's model name and the seed the seed of its generate config. A
sample that errored (the model server failed, the solver crashed) is kept, marked with an
`error` naming Inspect's message: an errored turn, never a dropped one.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from .clock import Clock
from .datadir import DataDir
from .inspect_record import STORE_KEY, TurnRecord, line_of
from .jsonl import atomic_writer
from .runner import encode_line
from .runs import errored as errored_turn
from .scenario_checks import Known
from .scenario_sets import ScenarioSet, load

#: What Inspect names a log in a folder: any `.eval` file, and `.json` files named from a timestamp.
_JSON_LOG = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}[:-]\d{2}[:-]\d{2}.*\.json")


@dataclass
class Imported:
    """The run lines of one log, what could not be imported (each naming log and sample), and notes."""

    lines: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def is_log(path: Path) -> bool:
    """A file Inspect would list as a log (so a folder's `logs.json` manifest is not read as one)."""
    return path.is_file() and (path.suffix == ".eval" or bool(_JSON_LOG.fullmatch(path.name)))


def log_files(paths: list[str]) -> list[Path]:
    """The logs named, and the logs in (and below) folders named, in name order."""
    out: list[Path] = []
    for raw in paths:
        path = Path(raw)
        out += sorted(p for p in path.rglob("*") if is_log(p)) if path.is_dir() else [path]
    return out


def log_seed(log: Any) -> int | None:
    """The seed the eval was run with: the task's generate config (`--seed`), else the model's."""
    for config in (getattr(log.plan, "config", None), getattr(log.eval, "model_generate_config", None)):
        seed = getattr(config, "seed", None)
        if seed is not None:
            return seed
    return None


#: Sample fields a run line is not made from: left unread.
_UNUSED = {"events", "messages", "attachments"}


def _samples(samples: Iterable[Any]) -> Iterator[Any]:
    """Each sample with only what the line needs kept, so memory does not grow with transcripts."""
    for sample in samples:
        yield SimpleNamespace(id=sample.id, epoch=sample.epoch, store=sample.store, error=sample.error)


def import_log(path: Path, scenarios_for: Callable[[Any], ScenarioSet]) -> Imported:
    """One log's samples as run lines, against the scenarios of the dataset `scenarios_for` gives for
    the log's `data` task argument; a log that cannot be read is one problem, never a crash."""
    from inspect_ai.log import read_eval_log, read_eval_log_samples

    result = Imported()
    try:
        log = read_eval_log(str(path), header_only=True)
        # one sample at a time, without what the line is not made from (events, messages)
        samples = list(_samples(read_eval_log_samples(str(path), False, exclude_fields=_UNUSED)))
    except Exception as exc:  # a truncated or foreign file: named, and the other logs still imported
        result.problems.append(f"{path}: not a readable Inspect log ({type(exc).__name__}: {exc})")
        return result
    model, seed = log.eval.model, log_seed(log)
    scenarios = scenarios_for((log.eval.task_args or {}).get("data"))
    clock = (log.eval.task_args or {}).get("clock") or Clock().wall.isoformat()
    epochs = getattr(log.eval.config, "epochs", None) or 1
    if log.status != "success":
        result.notes.append(
            f"{path}: the eval ended with status {log.status}; {len(samples)} samples in the log"
        )
    for sample in samples:
        where = f"{path}: sample {sample.id} (epoch {sample.epoch})"
        scenario = scenarios.scenarios.get(str(sample.id))
        if scenario is None:
            why = scenarios.broken.get(str(sample.id))
            result.problems.append(
                f"{where}: not imported: {'invalid scenario: ' + str(why) if why else 'no scenario with this id in the dataset'}"
            )
            continue
        record = TurnRecord.from_store((sample.store or {}).get(STORE_KEY))
        if record is None and sample.error is None:
            result.problems.append(
                f"{where}: not imported: no turn record in its store (not a log of orvena_bench/orvena)"
            )
            continue
        record = record or TurnRecord(clock=clock)
        if sample.error is not None:
            record.error = f"inspect: {sample.error.message}"
        try:
            line = line_of(scenario, record, model, seed)
        except Exception as exc:  # e.g. a clock the log recorded that no longer parses
            result.problems.append(f"{where}: not imported: {type(exc).__name__}: {exc}")
            continue
        if epochs > 1:
            line["epoch"] = sample.epoch
        result.lines.append(line)
    return result


def main(args: Any) -> int:
    """Import every log given; write the lines to --out (replaced as a whole) or standard output."""
    loaded: dict[Path, ScenarioSet] = {}

    def scenarios_for(logged: Any) -> ScenarioSet:
        """--data, else the dataset the task was run with when that folder is here, else the bundled one."""
        given = args.data or (logged if isinstance(logged, str) and Path(logged).is_dir() else None)
        data = DataDir.at(given)
        if data.root not in loaded:
            loaded[data.root] = load(data.scenario_files(), Known.for_data(data))
        return loaded[data.root]

    logs = log_files(args.logs)
    missing = [str(p) for p in logs if not p.is_file()]
    if missing:
        print(f"orvena-bench import inspect: no such log: {', '.join(missing)}", file=sys.stderr)
        return 2
    imported = [import_log(path, scenarios_for) for path in logs]
    payload = b"".join(encode_line(line)[0] for result in imported for line in result.lines)
    if args.out:
        with atomic_writer(args.out) as out:
            out.write(payload)
    else:
        sys.stdout.buffer.write(payload)
        sys.stdout.flush()
    status = 0
    for path, result in zip(logs, imported, strict=True):
        for message in result.notes + result.problems:
            print(message, file=sys.stderr)
        errored = sum(errored_turn(line) is not None for line in result.lines)
        print(
            f"{path}: {len(result.lines)} run lines ({errored} errored turns), {len(result.problems)} samples not imported",
            file=sys.stderr,
        )
        status = status or (1 if result.problems else 0)
    return status
