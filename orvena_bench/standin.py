"""A stand-in for an OpenAI-compatible model server, on 127.0.0.1, with scripted replies.

No model can run here, so the `openai` agent is tested, and the runner's concurrency
measured, against this server: it speaks the chat-completions protocol and answers each
request from a script (a function of the request), optionally after a fixed latency.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Script = Callable[[dict[str, Any]], dict[str, Any]]


def reply(content: str = "", calls: list[tuple[str, dict[str, Any]]] = ()) -> dict[str, Any]:
    """An assistant message with text and/or tool calls, as a model server sends it."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [
            {"id": f"call_{i}", "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
            for i, (name, args) in enumerate(calls)
        ]
    return message


def by_round(plan: dict[str, list[dict[str, Any]]]) -> Script:
    """A script keyed by the user's request: the n-th reply for the n-th model call of that turn."""

    def script(request: dict[str, Any]) -> dict[str, Any]:
        messages = request["messages"]
        user = next(m["content"] for m in reversed(messages) if m["role"] == "user")
        done = sum(1 for m in messages if m["role"] == "assistant")
        replies = plan.get(user, [reply("I don't know.")])
        return replies[min(done, len(replies) - 1)]

    return script


class StandIn:
    """The server: start() it, give agents `base_url`, read `requests` afterwards, stop()."""

    def __init__(self, script: Script, latency: float = 0.0) -> None:
        self.script = script
        self.latency = latency
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
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
                if outer.latency:
                    time.sleep(outer.latency)
                if not self.path.endswith("/chat/completions"):
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                message = outer.script(body)
                self._send(200, {"id": "cmpl-standin", "object": "chat.completion", "model": body.get("model"),
                                 "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if message.get("tool_calls") else "stop"}]})  # fmt: skip

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

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
