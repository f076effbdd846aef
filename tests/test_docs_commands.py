"""docs/commands.md documents every command and every option the parser declares (orvena_bench/cli.py)."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from orvena_bench.cli import build_parser

DOC = Path(__file__).resolve().parent.parent / "docs" / "commands.md"


def commands(
    parser: argparse.ArgumentParser, prefix: str = "orvena-bench"
) -> dict[str, argparse.ArgumentParser]:
    """Every leaf command by its full name (`orvena-bench mcp serve`), from the parser itself."""
    found: dict[str, argparse.ArgumentParser] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found |= commands(sub, f"{prefix} {name}") or {f"{prefix} {name}": sub}
    return found


def sections() -> dict[str, str]:
    """Each command heading's text with its section, up to the next heading of its level or above."""
    lines, fenced = [], False
    for line in DOC.read_text(encoding="utf-8").splitlines():
        fenced = fenced != line.startswith("```")
        lines.append(f" {line}" if fenced or line.startswith("```") else line)  # no headings in code
    out: dict[str, str] = {}
    for i, line in enumerate(lines):
        if not line.startswith("#"):
            continue
        level = len(line) - len(line.lstrip("#"))
        end = next(
            (
                j
                for j in range(i + 1, len(lines))
                if lines[j].startswith("#") and len(lines[j]) - len(lines[j].lstrip("#")) <= level
            ),
            len(lines),
        )
        out[line] = "\n".join(lines[i:end])
    return out


def section_of(name: str, found: dict[str, str]) -> str | None:
    for heading, text in found.items():
        if re.search(rf"`{re.escape(name)}( |`)", heading):
            return text
    return None


def test_every_command_has_a_heading_in_the_commands_doc():
    names = commands(build_parser())
    assert len(names) >= 10
    found = sections()
    assert [n for n in names if section_of(n, found) is None] == []


def test_every_option_of_every_command_is_named_in_its_section_of_the_commands_doc():
    found = sections()
    missing = [
        f"{name} {option}"
        for name, sub in commands(build_parser()).items()
        for action in sub._actions
        for option in action.option_strings
        if option.startswith("--")
        and option != "--help"
        and not re.search(rf"{re.escape(option)}\b", section_of(name, found) or "")
    ]
    assert missing == []
