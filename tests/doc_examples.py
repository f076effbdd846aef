"""The docs' console examples: found in Markdown, run in a sandbox, compared with what they show.

The convention is written for authors in docs/commands.md ("Examples in these docs"): a
```console block holds `$ ` command lines, each followed by the output it prints; `…` alone
on a line stands for any number of lines and `…` inside a line for any text; `[exit N]` as
the last line of a command's output says it exits N (otherwise 0). A block whose first line
is `# not run: REASON` is shown to readers and never run. A block whose info string names
a file after its language (```` ```python my_agent.py ````) is written to that file before
the examples after it run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

ELLIPSIS = "…"
NOT_RUN = "# not run:"
_FENCE = re.compile(r"^```(\S*)(?: +(\S+))?\s*$")
_EXIT = re.compile(r"^\[exit (\d+)\]$")


@dataclass
class Command:
    """One `$ ` line (continuations joined) with the output and exit status it shows."""

    text: str
    expected: list[str] = field(default_factory=list)
    status: int = 0


@dataclass
class Block:
    """One fenced block of a Markdown file, located by its opening line."""

    file: Path
    line: int
    language: str
    lines: list[str]
    writes: str | None = None  # the file name the block's text is written to, if it names one

    @property
    def not_run_reason(self) -> str | None:
        """The reason a console block is not run, or None when it is run."""
        if self.lines and self.lines[0].startswith(NOT_RUN):
            return self.lines[0][len(NOT_RUN) :].strip()
        return None

    def commands(self) -> list[Command]:
        """The block's commands in order; text before the first `$ ` line is an error."""
        commands: list[Command] = []
        continuing = False
        skip = 1 if self.not_run_reason is not None else 0
        for number, raw in enumerate(self.lines[skip:], self.line + 1 + skip):
            if continuing:
                commands[-1].text += "\n" + raw
                continuing = raw.endswith("\\")
            elif raw.startswith("$ "):
                commands.append(Command(raw[2:]))
                continuing = raw.endswith("\\")
            elif not commands:
                raise ValueError(f"{self.file}:{number}: console block output before any '$ ' command")
            else:
                commands[-1].expected.append(raw)
        for command in commands:
            if command.expected and (match := _EXIT.match(command.expected[-1])):
                command.status = int(match.group(1))
                command.expected.pop()
        return commands


def blocks(path: Path) -> list[Block]:
    """Every fenced block of a Markdown file, in order."""
    found: list[Block] = []
    current: Block | None = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        fence = _FENCE.match(line)
        if current is None and fence:
            current = Block(path, number, fence.group(1), [], fence.group(2))
        elif current is not None and line.strip() == "```":
            found.append(current)
            current = None
        elif current is not None:
            current.lines.append(line)
    if current is not None:
        raise ValueError(f"{path}:{current.line}: a fenced block is never closed")
    return found


def output_pattern(expected: list[str]) -> re.Pattern[str]:
    """The regex an output must match in full: `…` lines are any lines, `…` in a line any text."""
    parts = []
    for line in expected:
        if line.strip() == ELLIPSIS:
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append("[^\n]*".join(re.escape(piece) for piece in line.rstrip().split(ELLIPSIS)) + r"\n")
    return re.compile("".join(parts))


def normalized(output: str) -> str:
    """Output as compared: trailing blanks of each line and trailing blank lines dropped."""
    lines = [line.rstrip() for line in output.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return "".join(line + "\n" for line in lines)


def shows(expected: list[str], output: str) -> bool:
    """Whether `output` is what the expected lines show, elisions included."""
    trimmed = list(expected)
    while trimmed and not trimmed[-1].strip():
        trimmed.pop()
    return output_pattern(trimmed).fullmatch(normalized(output)) is not None
