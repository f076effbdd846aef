"""The null agent: calls nothing and answers nothing. Every sound scenario must fail it (docs/formats.md)."""

from __future__ import annotations

from . import Outcome, ToolBox, Turn, simple_transcript


class NullAgent:
    name = "null-agent"  # not "null": pandas reads that as a missing value (docs/install.md)

    async def run(self, turn: Turn, tools: ToolBox) -> Outcome:
        return Outcome(answer="", transcript=simple_transcript(turn, [], "", tools))
