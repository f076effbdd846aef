"""Typed records that cross module seams: what a tool answers, what a problem says.

They carry no behaviour beyond formatting, so every module can import them without
pulling in the loader, the phone or the scorer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ToolResult:
    """One tool's answer to one call, as an agent sees it and a run line records it."""

    text: str
    is_error: bool = False
    structured: Any = None
    matched: bool = True


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an input, located as FILE:LINE: ID: JSON-PATH: message."""

    file: str
    line: int | None
    id: str | None
    path: str
    message: str

    def __str__(self) -> str:
        line = "" if self.line is None else str(self.line)
        return f"{self.file}:{line}: {self.id or '-'}: {self.path or '$'}: {self.message}"


#: What every message of an unforeseen failure starts with, so the fuzz benchmark can count them.
INTERNAL_ERROR = "internal error while"


def internal_error(doing: str, exc: BaseException) -> str:
    """The message of a failure the checks did not foresee: a bug to report, kept to its own line."""
    return f"{INTERNAL_ERROR} {doing} this line ({type(exc).__name__}: {str(exc)[:200]}); please report it"
