"""A real agent loop against any OpenAI-compatible chat-completions endpoint with tool calling.

vLLM, llama.cpp's server, Ollama and LM Studio all speak this protocol. Each round sends
the conversation and the tools the environment offers now (they grow when connections
are loaded), runs the calls the model makes, and stops at a reply without calls or at
the round limit.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import orjson

from ..retry import DEFAULT_MAX_RETRIES, RetryPolicy, retryable_status
from ..tool_names import ProviderNames
from . import Outcome, ToolBox, Turn, cut

JSON_HEADERS = {"Content-Type": "application/json"}
#: Seconds one request may take (`--timeout`): long enough for a slow local model's long reply.
DEFAULT_TIMEOUT = 600.0


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


@dataclass
class Answer:
    """The server's last answer to one round's request, after retries: a body, or why there is none."""

    status: int | None
    body: bytes
    failure: str | None
    retries: int


class OpenAIAgent:
    """The agent loop; one instance serves every scenario of a run, concurrently."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str = "",
        temperature: float | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        retry: RetryPolicy | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.name = model
        self.model = model
        self.api_key = api_key
        self.temperature = temperature
        self.timeout = timeout
        self.retry = retry or RetryPolicy()
        self._session: aiohttp.ClientSession | None = None

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> OpenAIAgent:
        if not options.get("base_url") or not options.get("model"):
            raise ValueError("the openai agent needs --base-url and --model")
        api_key = os.environ.get(options.get("api_key_env") or "OPENAI_API_KEY", "")
        retries = options.get("max_retries")
        policy = RetryPolicy(DEFAULT_MAX_RETRIES if retries is None else retries)
        timeout = options.get("timeout") or DEFAULT_TIMEOUT
        return cls(
            options["base_url"], options["model"], api_key, options.get("temperature"), timeout, policy
        )

    def session(self) -> aiohttp.ClientSession:
        """One HTTP session per agent (and event loop), reused across rounds and scenarios."""
        if self._session is None or self._session.closed:
            headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
            connector = aiohttp.TCPConnector(limit=0)  # the runner's --concurrency is the limit
            timeout = aiohttp.ClientTimeout(total=self.timeout)
            self._session = aiohttp.ClientSession(headers=headers, connector=connector, timeout=timeout)
        return self._session

    async def post(self, payload: dict[str, Any]) -> tuple[int, bytes, str | None]:
        """One POST: the status, the body and the `Retry-After` header."""
        url = f"{self.base_url}/chat/completions"
        async with self.session().post(url, data=orjson.dumps(payload), headers=JSON_HEADERS) as response:
            return response.status, await response.read(), response.headers.get("Retry-After")

    async def send(self, payload: dict[str, Any]) -> Answer:
        """POST one round, sending it again after a 429, a 5xx, a dropped connection or a timeout,
        up to the policy's limit; the last failure is the answer when every attempt failed."""
        retries = 0
        while True:
            retry_after = None
            try:
                status, body, retry_after = await self.post(payload)
                failure = None
                if status != 200:
                    failure = f"model server answered {status}: {body[:300].decode('utf-8', 'replace')}"
            except (aiohttp.ClientError, TimeoutError) as exc:
                status, body = None, b""
                failure = f"model server unreachable: {type(exc).__name__}: {exc}"
            passing = failure is not None and (status is None or retryable_status(status))
            if not passing or retries >= self.retry.max_retries:
                if failure is not None and retries:
                    failure = f"{failure} (after {retries} retries)"
                return Answer(status, body, failure, retries)
            await self.retry.sleep(self.retry.delay(retries, retry_after))
            retries += 1

    async def close(self) -> None:
        if self._session is not None and not self._session.closed:
            await self._session.close()

    async def run(self, turn: Turn, tools: ToolBox) -> Outcome:
        messages: list[dict[str, Any]] = [{"role": "system", "content": turn.system_prompt}]
        messages += [{"role": m.role, "content": m.content} for m in turn.history]
        messages.append({"role": "user", "content": turn.request})
        state = _State(messages, ProviderNames())
        for _ in range(turn.max_rounds):
            declared = tools.tools()
            payload: dict[str, Any] = {
                "model": self.model,
                "messages": messages,
                "tools": function_tools(declared, state.names),
            }
            if self.temperature is not None:
                payload["temperature"] = self.temperature
            if turn.seed is not None:
                payload["seed"] = turn.seed
            start = time.perf_counter()
            answer = await self.send(payload)
            state.retries += answer.retries
            if answer.failure is not None:
                return state.outcome(error=answer.failure)
            seconds = time.perf_counter() - start
            try:
                message = orjson.loads(answer.body)["choices"][0]["message"]
            except (orjson.JSONDecodeError, KeyError, IndexError, TypeError):
                text = answer.body[:300].decode("utf-8", "replace")
                return state.outcome(error=f"model server sent no message: {text}")
            thought = message.get("reasoning_content") or message.get("reasoning") or ""
            state.reasoning += len(thought)
            calls = message.get("tool_calls") or []
            names = state.names
            state.rounds.append({
                "systemPrompt": turn.system_prompt,
                "tools": [t["name"] for t in declared],
                "text": message.get("content") or "",
                "calls": [{"name": names.inward(str(c.get("function", {}).get("name"))), "arguments": c.get("function", {}).get("arguments")} for c in calls],
                "seconds": round(seconds, 3),
                "retries": answer.retries,
            })  # fmt: skip
            messages.append(
                {
                    "role": "assistant",
                    "content": message.get("content") or "",
                    **({"tool_calls": calls} if calls else {}),
                }
            )
            if not calls:
                return state.outcome(answer=message.get("content") or "")
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
        return state.outcome(stopped=f"round limit of {turn.max_rounds} reached")


@dataclass
class _State:
    """One turn in progress: the conversation, the rounds, and what is counted over them."""

    messages: list[dict[str, Any]]
    names: ProviderNames
    rounds: list[dict[str, Any]] = field(default_factory=list)
    reasoning: int = 0
    retries: int = 0

    def outcome(
        self, answer: str | None = None, error: str | None = None, stopped: str | None = None
    ) -> Outcome:
        """The turn's outcome; a turn cut short answers with the last thing the model said."""
        if answer is None:
            answer = next(
                (
                    m["content"]
                    for m in reversed(self.messages)
                    if m["role"] == "assistant" and m.get("content")
                ),
                "",
            )
        return Outcome(
            answer,
            transcript_of(self.messages, self.names),
            self.rounds,
            self.reasoning,
            error,
            retries=self.retries,
            stopped=stopped,
        )


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
