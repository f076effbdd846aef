"""A real agent loop against any OpenAI-compatible chat-completions endpoint with tool calling.

vLLM, llama.cpp's server, Ollama and LM Studio all speak this protocol. Each round sends
the conversation and the tools the environment offers now (they grow when connections
are loaded), runs the calls the model makes, and stops at a reply without calls or at
the round limit.
"""

from __future__ import annotations

import os
import time
from typing import Any

import aiohttp
import orjson

from ..tool_names import ProviderNames
from . import Outcome, ToolBox, Turn, cut

JSON_HEADERS = {"Content-Type": "application/json"}


def function_tools(declared: list[dict[str, Any]], names: ProviderNames) -> list[dict[str, Any]]:
    """MCP-style tool declarations in the chat-completions `tools` format, under provider-safe names."""
    names.add(t["name"] for t in declared)
    return [
        {
            "type": "function",
            "function": {
                "name": names.outward(t["name"]),
                "description": t.get("description", ""),
                "parameters": t.get("inputSchema", {"type": "object"}),
            },
        }
        for t in declared
    ]


class OpenAIAgent:
    """The agent loop; one instance serves every scenario of a run, concurrently."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str = "",
        temperature: float | None = None,
        timeout: float = 600.0,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.name = model
        self.model = model
        self.api_key = api_key
        self.temperature = temperature
        self.timeout = timeout
        self._session: aiohttp.ClientSession | None = None

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> OpenAIAgent:
        if not options.get("base_url") or not options.get("model"):
            raise ValueError("the openai agent needs --base-url and --model")
        api_key = os.environ.get(options.get("api_key_env") or "OPENAI_API_KEY", "")
        return cls(options["base_url"], options["model"], api_key, options.get("temperature"))

    def session(self) -> aiohttp.ClientSession:
        """One HTTP session per agent (and event loop), reused across rounds and scenarios."""
        if self._session is None or self._session.closed:
            headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
            connector = aiohttp.TCPConnector(limit=0)  # the runner's --concurrency is the limit
            timeout = aiohttp.ClientTimeout(total=self.timeout)
            self._session = aiohttp.ClientSession(headers=headers, connector=connector, timeout=timeout)
        return self._session

    async def post(self, payload: dict[str, Any]) -> tuple[int, bytes]:
        url = f"{self.base_url}/chat/completions"
        async with self.session().post(url, data=orjson.dumps(payload), headers=JSON_HEADERS) as response:
            return response.status, await response.read()

    async def close(self) -> None:
        if self._session is not None and not self._session.closed:
            await self._session.close()

    async def run(self, turn: Turn, tools: ToolBox) -> Outcome:
        messages: list[dict[str, Any]] = [{"role": "system", "content": turn.system_prompt}]
        messages += [{"role": m.role, "content": m.content} for m in turn.history]
        messages.append({"role": "user", "content": turn.request})
        rounds: list[dict[str, Any]] = []
        reasoning = 0
        names = ProviderNames()
        for _ in range(turn.max_rounds):
            declared = tools.tools()
            payload: dict[str, Any] = {
                "model": self.model,
                "messages": messages,
                "tools": function_tools(declared, names),
            }
            if self.temperature is not None:
                payload["temperature"] = self.temperature
            if turn.seed is not None:
                payload["seed"] = turn.seed
            start = time.perf_counter()
            try:
                status, body = await self.post(payload)
            except (aiohttp.ClientError, TimeoutError) as exc:
                return self._stop(
                    messages,
                    rounds,
                    reasoning,
                    f"model server unreachable: {type(exc).__name__}: {exc}",
                    names,
                )
            seconds = time.perf_counter() - start
            text = body[:300].decode("utf-8", "replace")
            if status != 200:
                return self._stop(
                    messages, rounds, reasoning, f"model server answered {status}: {text}", names
                )
            try:
                message = orjson.loads(body)["choices"][0]["message"]
            except (orjson.JSONDecodeError, KeyError, IndexError, TypeError):
                return self._stop(messages, rounds, reasoning, f"model server sent no message: {text}", names)
            thought = message.get("reasoning_content") or message.get("reasoning") or ""
            reasoning += len(thought)
            calls = message.get("tool_calls") or []
            rounds.append({
                "systemPrompt": turn.system_prompt,
                "tools": [t["name"] for t in declared],
                "text": message.get("content") or "",
                "calls": [{"name": names.inward(str(c.get("function", {}).get("name"))), "arguments": c.get("function", {}).get("arguments")} for c in calls],
                "seconds": round(seconds, 3),
            })  # fmt: skip
            messages.append(
                {
                    "role": "assistant",
                    "content": message.get("content") or "",
                    **({"tool_calls": calls} if calls else {}),
                }
            )
            if not calls:
                return Outcome(
                    message.get("content") or "", transcript_of(messages, names), rounds, reasoning
                )
            for index, call in enumerate(calls):
                function = call.get("function") or {}
                result = tools.call(names.inward(str(function.get("name", ""))), function.get("arguments"))
                messages.append(
                    {
                        "role": "tool",
                        "tool_call_id": call.get("id") or f"call_{index}",
                        "content": result.text,
                    }
                )
        return self._stop(messages, rounds, reasoning, f"round limit of {turn.max_rounds} reached", names)

    def _stop(
        self,
        messages: list[dict[str, Any]],
        rounds: list[dict[str, Any]],
        reasoning: int,
        error: str,
        names: ProviderNames,
    ) -> Outcome:
        last = next(
            (m["content"] for m in reversed(messages) if m["role"] == "assistant" and m.get("content")), ""
        )
        return Outcome(last, transcript_of(messages, names), rounds, reasoning, error)


def transcript_of(messages: list[dict[str, Any]], names: ProviderNames) -> list[dict[str, Any]]:
    """The conversation without the system prompt (the rounds keep it), each content cut at 4,000
    characters, and tool calls under the app's names, not the ones sent to the provider."""
    return [
        {**m, "content": cut(str(m.get("content") or "")), **_app_names(m, names)}
        for m in messages
        if m["role"] != "system"
    ]


def _app_names(message: dict[str, Any], names: ProviderNames) -> dict[str, Any]:
    calls = message.get("tool_calls")
    if not calls:
        return {}
    renamed = []
    for call in calls:
        function = call.get("function") or {}
        name = names.inward(str(function.get("name", "")))
        renamed.append({**call, "function": {**function, "name": name}})
    return {"tool_calls": renamed}
