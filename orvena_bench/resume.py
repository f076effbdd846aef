"""What a run file already holds when `run` starts again, and making room for the turns to redo.

A resumed run skips the ids that have a result. An errored turn (runs.errored) is not a
result: when its id is run again, its line is taken out first, by rewriting the file whole
(atomically) without it, and the new line is appended. So a file never holds an id twice,
and readers that expect one line per id stay right.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .atomic import atomic_writer
from .jsonl import read_lines
from .runs import RunError, errored


@dataclass
class Recorded:
    """The ids a run file holds: with a result, or errored (with the numbers of their lines)."""

    done: set[str] = field(default_factory=set)
    errored: dict[str, list[int]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def cut_truncated_tail(path: Path) -> str | None:
    """Cut a truncated last line (a killed run's); say what was cut."""
    with open(path, "rb+") as handle:
        data = handle.read()
        if data and not data.endswith(b"\n"):
            keep = data.rfind(b"\n") + 1
            handle.truncate(keep)
            return f"{path}: cut a truncated last line ({len(data) - keep} bytes) left by an interrupted run"
    return None


def read_recorded(path: Path) -> Recorded:
    """Read a run file as `run` resumes it; a line that cannot be read keeps its id as done."""
    recorded = Recorded()
    if not path.exists():
        return recorded
    cut = cut_truncated_tail(path)
    if cut:
        recorded.notes.append(cut)
    seen: set[str] = set()
    for line in read_lines(path):
        sid = line.value.get("id") if line.value else line.id_hint
        if line.problem:
            recorded.notes.append(f"{line.problem} (kept as is)")
        if not isinstance(sid, str):
            continue
        if sid in seen:
            recorded.notes.append(f"{path}:{line.number}: {sid}: recorded twice before this run")
        seen.add(sid)
        try:
            why = errored(line.value) if line.value else None
        except RunError as exc:
            why = str(exc)
        if why is None:
            recorded.done.add(sid)
        else:
            recorded.errored.setdefault(sid, []).append(line.number)
    return recorded


def take_out(path: Path, numbers: set[int]) -> None:
    """Rewrite the file whole without the lines of these numbers (1-based), every other byte kept."""
    with open(path, "rb") as source, atomic_writer(path) as out:
        for number, raw in enumerate(source, 1):
            if number not in numbers:
                out.write(raw)


def make_room(path: Path, recorded: Recorded, ids: set[str]) -> list[str]:
    """Take out the errored lines of the ids about to run again (not of ids that also have a
    result, which are not run again); return those ids."""
    redo = sorted(sid for sid in ids & set(recorded.errored) if sid not in recorded.done)
    if redo:
        take_out(path, {n for sid in redo for n in recorded.errored[sid]})
    return redo
