"""A stand-in for an OpenAI-compatible model server, on 127.0.0.1, with scripted replies.

No model can run here, so the `openai` agent is tested, and the runner tried, against this
server (`orvena-bench standin`, docs/running.md): it speaks the chat-completions protocol
and answers each request from a script (a function of the request). It can also behave as
real endpoints do on a bad day: answer a status (429, 503 …) or drop the connection for the
first requests, and refuse, with a 400, tool names a real provider refuses.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from .tool_names import PROVIDER_PATTERN

Script = Callable[[dict[str, Any]], dict[str, Any]]

#: The fallback key of a plan: the replies for a request the plan does not name.
ANY_REQUEST = "*"
DONT_KNOW = "I don't know."


def reply(content: str = "", calls: Iterable[tuple[str, dict[str, Any]]] = ()) -> dict[str, Any]:
    """An assistant message with text and/or tool calls, as a model server sends it."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    calls = list(calls)
    if calls:
        message["tool_calls"] = [
            {"id": f"call_{i}", "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
            for i, (name, args) in enumerate(calls)
        ]
    return message


def by_round(plan: dict[str, list[dict[str, Any]]]) -> Script:
    """A script keyed by the user's request: the n-th reply for the n-th model call of that turn;
    the last reply repeats, and a request the plan does not name gets the `*` replies (or "I don't know.")."""

    def script(request: dict[str, Any]) -> dict[str, Any]:
        messages = request["messages"]
        user = next(m["content"] for m in reversed(messages) if m["role"] == "user")
        done = sum(1 for m in messages if m["role"] == "assistant")
        replies = plan.get(user) or plan.get(ANY_REQUEST) or [reply(DONT_KNOW)]
        return replies[min(done, len(replies) - 1)]

    return script


class PlanError(ValueError):
    """A plan file that cannot be replayed, with the JSON path of what is wrong."""


def wire_name(name: str) -> str:
    """A plan's tool name as the openai agent offers it: `<connection>/<operation>` becomes the
    provider-safe name of that MCP tool; any other name is used as written."""
    from .connections import transcript_id
    from .tool_names import provider_name

    connection, slash, operation = name.partition("/")
    return provider_name(transcript_id(connection, operation)) if slash else name


def _plan_reply(value: Any, path: str) -> dict[str, Any]:
    if isinstance(value, str):
        return reply(value)
    if not isinstance(value, dict) or set(value) - {"content", "calls"}:
        raise PlanError(f'{path}: a reply is a string or {{"content": TEXT, "calls": [...]}}')
    content = value.get("content", "")
    calls = value.get("calls", [])
    if not isinstance(content, str) or not isinstance(calls, list):
        raise PlanError(f"{path}: content is a string and calls a list")
    made = []
    for i, call in enumerate(calls):
        if not isinstance(call, dict) or not isinstance(call.get("name"), str):
            raise PlanError(f"{path}.calls[{i}]: a call needs a name")
        arguments = call.get("arguments", {})
        if not isinstance(arguments, dict):
            raise PlanError(f"{path}.calls[{i}].arguments: must be an object")
        made.append((wire_name(call["name"]), arguments))
    return reply(content, made)


def load_plan(path: str | Path) -> dict[str, list[dict[str, Any]]]:
    """A plan file: `{"<request>": [reply, …], "*": [reply, …]}`, each reply a string or
    `{"content": …, "calls": [{"name": …, "arguments": {…}}]}`; raises PlanError naming file and path."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise PlanError(f"{path}: {exc}") from None
    if not isinstance(raw, dict):
        raise PlanError(f"{path}: $: a plan is an object of request → list of replies")
    plan = {}
    for request, replies in raw.items():
        where = f"{path}: $[{json.dumps(request, ensure_ascii=False)}]"
        if not isinstance(replies, list) or not replies:
            raise PlanError(f"{where}: a non-empty list of replies")
        plan[request] = [_plan_reply(r, f"{where}[{i}]") for i, r in enumerate(replies)]
    return plan


DROP = "drop"
_FAILURE = re.compile(r"(?P<what>[1-5]\d\d|drop)(?:x(?P<times>\d+))?")


@dataclass(frozen=True)
class Failure:
    """`times` requests answered with `status` (or, for `drop`, a connection closed unanswered)."""

    what: str  # an HTTP status code, or "drop"
    times: int = 1

    @classmethod
    def parse(cls, text: str) -> Failure:
        """`429x2`, `503`, `dropx1`: what, and how many times (default once)."""
        found = _FAILURE.fullmatch(text.strip())
        if not found:
            raise ValueError(f"bad failure {text!r}: STATUS[xN] or drop[xN], e.g. 429x2")
        return cls(found["what"], int(found["times"] or 1))


def bad_tool_name(request: dict[str, Any]) -> str | None:
    """What a real provider answers 400 for: a tool name that breaks ^[a-zA-Z0-9_-]{1,64}$."""
    for i, tool in enumerate(request.get("tools") or []):
        name = (tool.get("function") or {}).get("name") if isinstance(tool, dict) else None
        if not isinstance(name, str) or not PROVIDER_PATTERN.fullmatch(name):
            return (
                f"Invalid 'tools[{i}].function.name': string does not match pattern. "
                f"Expected a string that matches the pattern '^[a-zA-Z0-9_-]{{1,64}}$', got {name!r}."
            )
    return None


class StandIn:
    """The server: start() it, give agents `base_url`, read `requests` afterwards, stop().

    `failures` are served in order to the first requests (then the script answers); with
    `strict_names` a request offering a tool name providers refuse gets a 400; `retry_after`
    is sent with each failure status as the `Retry-After` header.
    """

    def __init__(
        self,
        script: Script,
        latency: float = 0.0,
        failures: Iterable[Failure] = (),
        strict_names: bool = False,
        retry_after: str | None = None,
        port: int = 0,
    ) -> None:
        self.script = script
        self.latency = latency
        self.strict_names = strict_names
        self.retry_after = retry_after
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.answered: list[int | str] = []  # the status of each request, or "drop"
        self._failures = [f.what for f in failures for _ in range(f.times)]
        self._lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep connections alive, as model servers do
            disable_nagle_algorithm = True  # headers and body go out at once

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                with outer._lock:
                    outer.requests.append(body)
                    outer.headers.append(dict(self.headers))
                    failure = outer._failures.pop(0) if outer._failures else None
                if outer.latency:
                    time.sleep(outer.latency)
                if failure == DROP:
                    outer._note(DROP)
                    self.close_connection = True  # closed with no answer: a dropped connection
                    return
                if failure is not None:
                    status = int(failure)
                    extra = {"Retry-After": outer.retry_after} if outer.retry_after is not None else {}
                    self._send(status, {"error": {"message": f"stand-in: scripted {status}"}}, extra)
                    return
                if not self.path.endswith("/chat/completions"):
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                refused = bad_tool_name(body) if outer.strict_names else None
                if refused:
                    error = {"message": refused, "type": "invalid_request_error", "code": "invalid_value"}
                    self._send(400, {"error": error})
                    return
                message = outer.script(body)
                self._send(200, {"id": "cmpl-standin", "object": "chat.completion", "model": body.get("model"),
                                 "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if message.get("tool_calls") else "stop"}]})  # fmt: skip

            def _send(
                self, status: int, payload: dict[str, Any], extra: dict[str, str] | None = None
            ) -> None:
                outer._note(status)
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for key, value in (extra or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.server.daemon_threads = True
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def _note(self, answered: int | str) -> None:
        with self._lock:
            self.answered.append(answered)

    @property
    def base_url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> StandIn:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def __enter__(self) -> StandIn:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(args: Any) -> int:
    """`orvena-bench standin`: serve a plan until interrupted; the first line out is the base URL."""
    import signal
    import sys

    try:
        plan = load_plan(args.plan) if args.plan else {}
        failures = [Failure.parse(f) for f in args.fail or []]
    except (PlanError, ValueError) as exc:
        print(f"orvena-bench standin: {exc}", file=sys.stderr)
        return 2
    server = StandIn(by_round(plan), args.latency, failures, args.strict_names, args.retry_after, args.port)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    with server:
        print(server.base_url, flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            stop.wait()
    print(
        f"stand-in stopped: {len(server.requests)} requests, answered {summarize(server.answered)}",
        file=sys.stderr,
    )
    return 0


def summarize(answered: list[int | str]) -> str:
    """`200 x5, 429 x2` in the order first seen."""
    counts: dict[int | str, int] = {}
    for a in answered:
        counts[a] = counts.get(a, 0) + 1
    return ", ".join(f"{a} x{n}" for a, n in counts.items()) or "nothing"
