"""The MCP rule matcher (docs/formats.md): scripted answers for `<connection>/<operation>` calls.

One matcher serves one turn: it counts calls per operation so that `nth` rules can answer
the second call differently from the first. The runner, the environment and the MCP
servers all answer through it, so a rule means the same thing everywhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .arguments import argument_problems
from .connections import Fixture, load_fixture, split_tool_name
from .folding import contains, fold
from .records import ToolResult
from .runs import arguments_text
from .scenario import Rule

NOT_FOUND = "Not found: no record matches these arguments."
#: A call without arguments has none to match: say so rather than blame arguments it never gave.
NOT_FOUND_WITHOUT_ARGUMENTS = "Not found: no record matches a call without arguments."


def rule_matches(rule: Rule, folded_arguments: str, nth: int) -> bool:
    """All of a rule's match strings occur in the folded arguments, and its nth (if any) is this call's."""
    if rule.nth is not None and rule.nth != nth:
        return False
    return all(contains(folded_arguments, needle) for needle in rule.match)


def answer(rules: Sequence[Rule], arguments: Mapping[str, Any], nth: int) -> ToolResult:
    """The first matching rule's answer, or the not-found error."""
    folded = fold(arguments_text(dict(arguments), "$"))
    for rule in rules:
        if rule_matches(rule, folded, nth):
            return ToolResult(rule.result, rule.error, rule.structured, matched=True)
    return ToolResult(
        NOT_FOUND if arguments else NOT_FOUND_WITHOUT_ARGUMENTS, is_error=True, matched=False
    )


class RuleMatcher:
    """Answers the MCP calls of one turn from a scenario's rules and installed connections."""

    def __init__(
        self,
        rules: Mapping[str, Sequence[Rule]],
        connections: Sequence[str],
        fixtures_dir: Path,
    ) -> None:
        self.rules = rules
        self.fixtures: dict[str, Fixture] = {name: load_fixture(fixtures_dir, name) for name in connections}
        self.counts: Counter[str] = Counter()

    def call(self, name: str, arguments: Mapping[str, Any]) -> ToolResult:
        """Answer `<connection>/<operation>`; unknown connections and operations are tool errors."""
        split = split_tool_name(name)
        if split is None or split[0] not in self.fixtures:
            installed = ", ".join(self.fixtures) or "none"
            return ToolResult(
                f"Unknown tool {name!r}: no such connection is installed ({installed}).", True, matched=False
            )
        connection, operation = split
        tool = self.fixtures[connection].tool(operation)
        if tool is None:
            return ToolResult(
                f"Unknown tool {name!r}: {connection} has no operation {operation!r}.", True, matched=False
            )
        problems = argument_problems(tool.get("inputSchema") or {"type": "object"}, dict(arguments))
        if problems:  # a real server rejects the call before any handler sees it
            return ToolResult(
                f"Invalid arguments for {operation}: " + "; ".join(problems), True, matched=False
            )
        self.counts[name] += 1
        return answer(self.rules.get(name, ()), arguments, self.counts[name])
