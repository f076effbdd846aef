"""Scripted Inspect AI runs for the tests: mockllm told what to say per request, nothing leaving the machine."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai.log import EvalLog, read_eval_log
from inspect_ai.model import ModelOutput, ModelUsage, get_model

MINI = Path(__file__).parent / "data" / "mini"
MODEL = "mockllm/model"
LOOPBACK = {"127.0.0.1", "::1", "localhost"}


def call(name: str, arguments: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    return ("call", name, arguments)


def say(text: str) -> tuple[str, str]:
    return ("say", text)


def fail(message: str) -> tuple[str, str]:
    return ("fail", message)


class Script:
    """mockllm's custom_outputs: for each request, one step per model call (a tool call, an answer or a
    failure of the model server); it keeps the tool names every call was offered."""

    def __init__(self, plan: dict[str, list[tuple]]) -> None:
        self.plan = plan
        self.offered: dict[str, list[list[str]]] = {}

    def __call__(self, input, tools, tool_choice, config) -> ModelOutput:
        last_user = max(i for i, m in enumerate(input) if m.role == "user")
        request = input[last_user].text
        done = sum(1 for m in input[last_user:] if m.role == "assistant")
        self.offered.setdefault(request, []).append([t.name for t in tools])
        steps = self.plan[request]
        kind, *rest = steps[min(done, len(steps) - 1)]
        if kind == "fail":
            raise RuntimeError(rest[0])
        if kind == "call":
            output = ModelOutput.for_tool_call(MODEL, rest[0], rest[1], content="")
        else:
            output = ModelOutput.from_content(MODEL, rest[0])
        # with usage given, mockllm does not count tokens with tiktoken (which would download its vocabulary)
        output.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
        return output


@contextmanager
def offline(home: Path) -> Iterator[None]:
    """No connection beyond loopback, and Inspect's logs, data and cache kept under `home`."""
    real_connect = socket.socket.connect

    def connect(self, address):
        host = address[0] if isinstance(address, tuple) else None
        if host is not None and host not in LOOPBACK:
            raise OSError(f"tests are offline: connection to {address} refused")
        return real_connect(self, address)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(socket.socket, "connect", connect)
        for var, sub in (("INSPECT_LOG_DIR", "logs"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"),
                         ("XDG_CONFIG_HOME", "config")):  # fmt: skip
            mp.setenv(var, str(home / sub))
        mp.setenv("INSPECT_DISPLAY", "none")
        yield


def run_eval(home: Path, script: Script, seed: int | None = 7, **task_args: Any) -> EvalLog:
    """One eval of orvena_bench/orvena over the mini dataset, read back from the log file Inspect wrote."""
    from orvena_bench.inspect_task import orvena

    with offline(home):
        model = get_model(MODEL, custom_outputs=script, memoize=False)
        (log,) = inspect_eval(
            orvena(data=str(MINI), **task_args),
            model=model,
            log_dir=str(home / "logs"),
            display="none",
            fail_on_error=False,
            seed=seed,
        )
        return read_eval_log(log.location)
