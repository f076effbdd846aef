"""JSONL in and out: stream lines with their numbers; files are written whole (atomic.py).

Reading never holds a whole file in memory and never drops a line: a line that cannot be
read comes back with a Problem instead of a value, so the caller can count it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from . import exact_json
from .atomic import atomic_writer
from .records import Problem

__all__ = ["BLANK", "Line", "atomic_writer", "dumps_line", "id_in_raw", "iter_raw", "parse_line", "read_lines"]

_BOM = b"\xef\xbb\xbf"
#: A JSON string or a bracket: enough to follow the nesting of a line that does not parse.
_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|[{}\[\]]')
_ID_VALUE = re.compile(rb'\s*:\s*"([^"\\]{1,200})"')
BLANK = "blank line: no run on it"


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a JSONL file: its number, and either the object on it or the problem."""

    file: str
    number: int
    value: dict[str, Any] | None
    problem: Problem | None = None
    id_hint: str | None = None


def id_in_raw(raw: bytes) -> str | None:
    """The top-level `id` of a line that did not parse, when it can still be seen in it.

    Only a key at the outermost level counts, so a tool call's own `"id": "call_1"` deeper
    in the line is never taken for the run's id.
    """
    depth = 0
    for token in _TOKEN.finditer(raw):
        text = token.group()
        if text in (b"{", b"["):
            depth += 1
        elif text in (b"}", b"]"):
            depth -= 1
        elif depth == 1 and text == b'"id"':
            found = _ID_VALUE.match(raw, token.end())
            if found:
                return found.group(1).decode("utf-8", "replace")
    return None


#: The longest line read whole (16 MiB); a run line's transcript keeps 4,000 characters a message,
#: so a longer line is damage, reported without ever being held in memory.
MAX_LINE_BYTES = 16 * 1024 * 1024
_HEAD = 64 * 1024


class Oversized(bytes):
    """The first bytes of a line longer than MAX_LINE_BYTES (the rest was skipped), with its length."""

    length: int = 0

    def __reduce__(self):  # type: ignore[override]  # keeps the length across processes
        return (_oversized, (bytes(self), self.length))


def _oversized(head: bytes, length: int) -> Oversized:
    value = Oversized(head)
    value.length = length
    return value


def iter_raw(path: str | os.PathLike[str], blank: bool = False) -> Iterator[tuple[int, bytes]]:
    """Yield every line of a file as bytes with its 1-based number, BOM removed; blank ones only if asked.

    A line longer than MAX_LINE_BYTES comes back as an Oversized head, read past in pieces.
    """
    with open(path, "rb") as handle:
        number = 0
        while raw := handle.readline(MAX_LINE_BYTES + 1):
            number += 1
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                length = len(raw)
                head = raw[:_HEAD]
                del raw
                while (piece := handle.readline(1024 * 1024)) and not piece.endswith(b"\n"):
                    length += len(piece)
                length += len(piece)
                yield number, _oversized(head, length)
                continue
            if number == 1 and raw.startswith(_BOM):
                raw = raw[len(_BOM) :]
            if blank or raw.strip():
                yield number, raw


def read_lines(path: str | os.PathLike[str], blank: bool = False) -> Iterator[Line]:
    """Yield every line of a JSONL file, parsed, with its 1-based number (blank lines only if asked:
    they come back as a Problem)."""
    name = str(path)
    for number, raw in iter_raw(path, blank):
        yield parse_line(name, number, raw)


def parse_line(name: str, number: int, raw: bytes) -> Line:
    """Parse one raw line into a Line, explaining a failure in the reader's words."""
    if isinstance(raw, Oversized):
        hint = id_in_raw(raw)
        why = f"a line of {raw.length:,} bytes, longer than the {MAX_LINE_BYTES:,} a line may have"
        return Line(name, number, None, Problem(name, number, hint, "$", why), hint)
    truncated = not raw.endswith(b"\n")
    if not raw.strip():
        return Line(name, number, None, Problem(name, number, None, "$", BLANK))
    try:
        value = exact_json.loads(raw)
    except ValueError as exc:
        hint = id_in_raw(raw)
        why = f"not valid JSON ({exc})"
        if truncated:
            why = f"truncated last line, {why}"
        return Line(name, number, None, Problem(name, number, hint, "$", why), hint)
    if not isinstance(value, dict):
        kind = type(value).__name__
        return Line(
            name, number, None, Problem(name, number, None, "$", f"expected a JSON object, got {kind}")
        )
    hint = value.get("id") if isinstance(value.get("id"), str) else None
    return Line(name, number, value, None, hint)


def dumps_line(value: Any) -> bytes:
    """One compact JSON line with non-ASCII kept, as every file this project writes uses."""
    return exact_json.dumps(value) + b"\n"
