"""Recorded runs (docs/formats.md): one JSON object per line, read into what the scorer needs.

Only `id`, `answer` and `calls` are required; every other field, known or not, is kept
in `raw` and written back unchanged, so re-scoring a file never loses anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from . import exact_json


@dataclass(frozen=True, slots=True)
class Call:
    """One tool call as recorded: the name, its arguments as compact JSON text, and its fate."""

    tool: str
    arguments: str  # compact JSON, non-ASCII kept: what argument checks search in
    failed: bool
    matched: bool | None
    output: str | None


@dataclass(frozen=True, slots=True)
class Run:
    """A recorded turn, as the scorer reads it."""

    id: str
    answer: str
    calls: tuple[Call, ...]
    error: str | None
    recorded_passed: bool | None
    tool_output: str
    raw: dict[str, Any]


class RunError(ValueError):
    """A run line that cannot be scored, with the JSON path of what is wrong."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path


def arguments_text(value: Any, path: str) -> str:
    """Compact JSON of a call's arguments, given as an object or as a JSON string of one."""
    if isinstance(value, str):
        try:
            value = exact_json.loads(value) if value.strip() else {}
        except ValueError as exc:
            raise RunError(path, f"arguments are a string but not JSON ({exc})") from None
    if not isinstance(value, dict):
        raise RunError(
            path, f"arguments must be an object or a JSON string of one, got {type(value).__name__}"
        )
    try:
        return exact_json.dumps_text(value)
    except exact_json.JSONValueError as exc:
        raise RunError(path, f"arguments {exc}") from None


def as_text(value: Any) -> str:
    """A value of a run line as text: a string as it is, None as "", anything else as exact JSON
    (raises exact_json.JSONValueError for what JSON cannot carry)."""
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    return exact_json.dumps_text(value)


def _text(value: Any, path: str = "$") -> str:
    try:
        return as_text(value)
    except exact_json.JSONValueError as exc:
        raise RunError(path, str(exc)) from None


def turn_error(value: Any) -> str | None:
    """The turn's failure from a line's `error`: None for no error (absent, null, false, 0, "", [], {}).

    Any other value failed the turn: a string is its text, anything else shown as JSON (`true`).
    """
    if not value or (isinstance(value, str) and not value.strip()):
        return None
    return value if isinstance(value, str) else _text(value, "$.error")


#: What versions before `stopped` existed recorded as `error` when the round limit cut a turn
#: short. That is the model's failure, not the server's: such a line is read as `stopped`.
LEGACY_STOP = re.compile(r"round limit of \d+ reached")


def errored(obj: dict[str, Any]) -> str | None:
    """Why a run line is an errored turn (the turn did not complete: the model server failed,
    the agent crashed, the line could not be recorded), or None for a result to count.

    An errored turn is kept in its file but is not a verdict on the model: tables leave it
    out of every pass rate and count it apart, and `run` runs it again on resume.
    """
    error = turn_error(obj.get("error"))
    return None if error is None or LEGACY_STOP.fullmatch(error) else error


def transcript_tool_output(transcript: Any) -> str:
    """The text of the transcript's tool messages, for runs whose calls carry no output."""
    if not isinstance(transcript, list):
        return ""
    parts = []
    for index, message in enumerate(transcript):
        if isinstance(message, dict) and message.get("role") == "tool":
            parts.append(_text(message.get("content"), f"$.transcript[{index}].content"))
    return "\n".join(parts)


def parse_run(obj: dict[str, Any]) -> Run:
    """Read one run object, raising RunError for a missing or mistyped required field."""
    for key in ("id", "answer", "calls"):
        if key not in obj:
            raise RunError(f"$.{key}", "missing (id, answer and calls are required)")
    if not isinstance(obj["id"], str):
        raise RunError("$.id", "must be a string")
    answer = obj["answer"]
    if answer is None:
        answer = ""
    if not isinstance(answer, str):
        raise RunError("$.answer", f"must be a string, got {type(answer).__name__}")
    if not isinstance(obj["calls"], list):
        raise RunError("$.calls", "must be a list")
    calls = []
    outputs = []
    for index, raw in enumerate(obj["calls"]):
        path = f"$.calls[{index}]"
        if not isinstance(raw, dict):
            raise RunError(path, "a call must be an object")
        tool = raw.get("tool")
        if not isinstance(tool, str) or not tool:
            raise RunError(f"{path}.tool", "missing or not a string")
        failed = raw.get("failed", False)
        if not isinstance(failed, bool):
            raise RunError(f"{path}.failed", "must be a boolean")
        matched = raw.get("matched")
        output = raw.get("output")
        output = _text(output, f"{path}.output") if output is not None else None
        calls.append(Call(tool, arguments_text(raw.get("arguments", {}), f"{path}.arguments"),
                          failed, matched if isinstance(matched, bool) else None, output))  # fmt: skip
        if output is not None:
            outputs.append(output)
    tool_output = "\n".join(outputs) if outputs else transcript_tool_output(obj.get("transcript"))
    passed = obj.get("passed")
    return Run(
        id=obj["id"],
        answer=answer,
        calls=tuple(calls),
        error=errored(obj),
        recorded_passed=passed if isinstance(passed, bool) else None,
        tool_output=tool_output,
        raw=obj,
    )
