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


def test_every_command_has_a_heading_in_the_commands_doc():
    headings = [line for line in DOC.read_text(encoding="utf-8").splitlines() if line.startswith("#")]
    names = commands(build_parser())
    assert len(names) >= 10
    missing = [n for n in names if not any(re.search(rf"`{re.escape(n)}( |`)", h) for h in headings)]
    assert missing == []


def test_every_option_of_every_command_is_named_in_the_commands_doc():
    text = DOC.read_text(encoding="utf-8")
    missing = [
        f"{name} {option}"
        for name, sub in commands(build_parser()).items()
        for action in sub._actions
        for option in action.option_strings
        if option.startswith("--") and option != "--help" and not re.search(rf"{re.escape(option)}\b", text)
    ]
    assert missing == []
