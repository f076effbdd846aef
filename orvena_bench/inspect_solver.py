"""The Inspect AI solver: plays one scenario turn exactly as `orvena-bench run --agent openai` does.

A fresh Environment answers every call the model makes (unknown tools and malformed
arguments included, so they are recorded and fail as in the app). Each round offers the
tools the environment offers now, so a connection's tools appear only after
`load_connectors`, under the provider-safe names of tool_names; the calls are recorded
under the app's names. The turn ends at a reply without calls or after `max_rounds` model
calls. Tools are given to the model as ToolInfo and run here rather than by Inspect, since
Inspect would refuse unknown names and bad arguments before the phone saw them.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import orjson
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ChatMessageTool, ContentReasoning, get_model
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolCall, ToolInfo, ToolParams
from pydantic import ValidationError

from .agents import Turn, cut
from .environment import Environment
from .inspect_dataset import Bench
from .inspect_record import STORE_KEY, TurnRecord
from .runner import turn_for
from .tool_names import ProviderNames

logger = logging.getLogger(__name__)


def tool_infos(declared: list[dict[str, Any]], names: ProviderNames) -> list[ToolInfo]:
    """MCP-style declarations as Inspect tool definitions, under provider-safe names."""
    names.add(t["name"] for t in declared)
    return [
        ToolInfo(
            name=names.outward(t["name"]),
            description=t.get("description", ""),
            parameters=_params(t),
        )
        for t in declared
    ]


def _params(tool: dict[str, Any]) -> ToolParams:
    try:
        return ToolParams.model_validate(tool.get("inputSchema") or {"type": "object"})
    except ValidationError as exc:  # a schema Inspect cannot hold: offered without parameters, and said
        logger.warning(
            "orvena_bench: tool %s: input schema not representable in Inspect: %s", tool["name"], exc
        )
        return ToolParams()


def call_arguments(call: ToolCall) -> Any:
    """What the environment is handed: the parsed arguments, or, when the provider's text was not JSON,
    Inspect's parse error (a string that is no object, so the call is recorded as malformed and fails)."""
    return call.parse_error if call.parse_error is not None else call.arguments


def reasoning_characters(message: ChatMessageAssistant) -> int:
    if isinstance(message.content, str):
        return 0
    return sum(len(part.reasoning) for part in message.content if isinstance(part, ContentReasoning))


def transcript_of(messages: list[ChatMessage], names: ProviderNames) -> list[dict[str, Any]]:
    """The conversation as the openai agent records it: without the system prompt (the rounds keep it),
    contents cut at 4,000 characters, tool calls under the app's names."""
    out: list[dict[str, Any]] = []
    for message in messages:
        if message.role == "system":
            continue
        entry: dict[str, Any] = {"role": message.role, "content": cut(message.text)}
        if isinstance(message, ChatMessageAssistant) and message.tool_calls:
            entry["tool_calls"] = [
                {
                    "id": call.id,
                    "type": "function",
                    "function": {"name": names.inward(call.function), "arguments": _arguments_text(call)},
                }
                for call in message.tool_calls
            ]
        if isinstance(message, ChatMessageTool):
            entry["tool_call_id"] = message.tool_call_id
        out.append(entry)
    return out


def _arguments_text(call: ToolCall) -> str:
    if call.parse_error is not None:
        return call.parse_error
    return orjson.dumps(call.arguments).decode()


def active_seed() -> int | None:
    """The seed of the generate config in force (`--seed`), recorded in the run line as `run` records its own."""
    try:  # Inspect keeps the merged config in a context variable it does not export
        from inspect_ai.model._generate_config import active_generate_config
    except ImportError:  # pragma: no cover - a future Inspect: the import still reads the log's config
        return None
    return active_generate_config().seed


@solver
def play_turn(bench: Bench, max_rounds: int = 12) -> Solver:
    """Play the sample's scenario turn; the record in the store is what the scorer and the import read."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        scenario, env = bench.environment(str(state.sample_id))
        turn = turn_for(scenario, env, active_seed(), max_rounds)
        record = TurnRecord(clock=bench.clock.wall.isoformat())
        await play(state, turn, env, record)
        return state

    return solve


async def play(state: TaskState, turn: Turn, env: Environment, record: TurnRecord) -> None:
    """The loop of agents/openai_compat.py over Inspect's model; the record is saved after every round,
    so a model call that fails (and fails the sample) leaves the calls made before it."""
    model = get_model()
    names = ProviderNames()
    start = time.perf_counter()

    def save() -> None:
        record.calls = [call.to_json() for call in env.calls]
        record.transcript = transcript_of(state.messages, names)
        record.seconds = round(time.perf_counter() - start, 3)
        state.store.set(STORE_KEY, record.to_store())

    save()
    for _ in range(turn.max_rounds):
        declared = env.tools()
        infos = tool_infos(declared, names)
        began = time.perf_counter()
        output = await model.generate(state.messages, tools=infos)
        message = output.message
        state.output = output
        state.messages.append(message)
        record.reasoning_characters += reasoning_characters(message)
        calls = message.tool_calls or []
        record.rounds.append({
            "systemPrompt": turn.system_prompt,
            "tools": [t["name"] for t in declared],
            "text": message.text,
            "calls": [{"name": names.inward(c.function), "arguments": _arguments_text(c)} for c in calls],
            "seconds": round(time.perf_counter() - began, 3),
        })  # fmt: skip
        if not calls:
            record.answer = message.text
            save()
            return
        for call in calls:
            result = env.call(names.inward(call.function), call_arguments(call))
            state.messages.append(
                ChatMessageTool(content=result.text, tool_call_id=call.id, function=call.function)
            )
        save()
    record.answer = next((m.text for m in reversed(state.messages) if m.role == "assistant" and m.text), "")
    record.stopped = f"round limit of {turn.max_rounds} reached"
    save()
