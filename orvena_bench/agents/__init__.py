"""The agent protocol: what an agent is given for a turn, and what it gives back.

An agent sees the request, the history, the system prompt and the tools, never the
expectations. A team plugs its own loop in by writing a class with `name` and an async
`run(turn, tools)` and passing `--agent package.module:factory` to `orvena-bench run`.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..clock import TimeContext
from ..records import ToolResult
from ..scenario import Message

#: Each transcript message's content is cut to this many characters (docs/formats.md).
TRANSCRIPT_LIMIT = 4000


@dataclass(frozen=True)
class Turn:
    """One scenario turn as an agent receives it."""

    id: str
    set: str
    language: str
    request: str
    history: tuple[Message, ...]
    system_prompt: str
    context: TimeContext  # the phone's clock, zone and locale (for agents that write dates)
    seed: int | None = None
    max_rounds: int = 12


class ToolBox(Protocol):
    """The tools of the turn: their definitions, and a way to call them."""

    def tools(self) -> list[dict[str, Any]]: ...

    def call(self, name: str, arguments: Any) -> ToolResult: ...

    def transcript_name(self, name: str) -> str: ...


@dataclass
class Outcome:
    """What an agent returns: the final answer and how it got there.

    `error` says the turn did not complete (the model server failed after retries, the loop
    broke): an errored turn, kept out of pass rates and run again on resume. `stopped` says
    the model was cut short (the round limit): its failure, scored like any other answer.
    """

    answer: str
    transcript: list[dict[str, Any]] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    reasoning_characters: int = 0
    error: str | None = None
    retries: int = 0  # requests sent again after a 429, a 5xx or a dropped connection
    stopped: str | None = None


class Agent(Protocol):
    """An agent loop. It may also define `async close()`, which the runner awaits at the end."""

    name: str

    async def run(self, turn: Turn, tools: ToolBox) -> Outcome: ...


def cut(text: str, limit: int = TRANSCRIPT_LIMIT) -> str:
    """A transcript message's content, cut to the limit."""
    return text if len(text) <= limit else text[:limit]


def simple_transcript(
    turn: Turn, calls: list[tuple[str, Any, ToolResult]], answer: str, tools: ToolBox
) -> list[dict[str, Any]]:
    """The transcript of a turn that made its calls in one go and then answered (no model involved)."""
    messages: list[dict[str, Any]] = [{"role": m.role, "content": cut(m.content)} for m in turn.history]
    messages.append({"role": "user", "content": cut(turn.request)})
    for index, (name, arguments, result) in enumerate(calls):
        call_id = f"call_{index + 1}"
        messages.append(
            {
                "role": "assistant",
                "content": "",
                "tool_calls": [{"id": call_id, "name": tools.transcript_name(name), "arguments": arguments}],
            }
        )
        messages.append({"role": "tool", "tool_call_id": call_id, "content": cut(result.text)})
    if answer:
        messages.append({"role": "assistant", "content": cut(answer)})
    return messages


def make_agent(spec: str, options: dict[str, Any]) -> Agent:
    """Build an agent from its name (reference, null, openai) or from `module:factory`."""
    builtin: dict[str, Callable[[dict[str, Any]], Agent]] = {
        "reference": _reference,
        "null": _null,
        "openai": _openai,
    }
    if spec in builtin:
        return builtin[spec](options)
    module_name, _, factory = spec.partition(":")
    if not factory:
        raise ValueError(f"unknown agent {spec!r}: use reference, null, openai or module:factory")
    here = os.getcwd()
    if here not in sys.path:  # a team's module in the working folder, as `python -m` finds it
        sys.path.insert(0, here)
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        if exc.name is None or not module_name.startswith(exc.name):
            raise  # the module was found, but something it imports is missing: say that as it is
        raise ImportError(
            f"agent {spec!r}: no module {module_name!r} in the working folder ({here}) or the installed packages"
        ) from None
    if not callable(getattr(module, factory, None)):
        raise AttributeError(f"agent {spec!r}: module {module_name!r} has no factory {factory!r}")
    return getattr(module, factory)(options)


def _reference(options: dict[str, Any]) -> Agent:
    from .reference import ReferenceAgent

    return ReferenceAgent.from_data(options["data"], options["set"])


def _null(options: dict[str, Any]) -> Agent:
    from .null import NullAgent

    return NullAgent()


def _openai(options: dict[str, Any]) -> Agent:
    from .openai_compat import OpenAIAgent

    return OpenAIAgent.from_options(options)
