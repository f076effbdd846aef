"""`orvena-bench mcp serve` and `mcp join`: a scenario served over MCP (in process, stdio, HTTP), then scored.

Every transport plays the same session against the mini dataset's `en-mcp-todo-milk` with
the SDK's own client, and the recorded calls are joined into a run line that `score` passes.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path
from typing import Any

import orjson
import pytest

pytest.importorskip("mcp", reason="the MCP server is the optional extra orvena-bench[mcp]")

import anyio
import mcp.types as types
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from pydantic import TypeAdapter

from orvena_bench.catalog import load_catalog
from orvena_bench.cli import main
from orvena_bench.clock import Clock
from orvena_bench.connections import load_fixture
from orvena_bench.datadir import DataDir
from orvena_bench.environment import Environment
from orvena_bench.mcp_rules import NOT_FOUND
from orvena_bench.mcp_serve import ServeSession, build_servers, open_session, parse_http
from orvena_bench.scenario_build import build_scenario, expand

ROOT = Path(__file__).resolve().parent.parent
MINI = DataDir.at(Path(__file__).parent / "data" / "mini")
SID = "en-mcp-todo-milk"
RIGHT = "Yes, buying milk is still on your list, and it's due tomorrow."
TIMEOUT = 60  # seconds, for any one session or subprocess wait
PLAYED = ["tinytodo/find-tasks", "tinytodo/find-tasks", "tinytodo/add-tasks", "schedule_task", "list_tasks"]
RAW = TypeAdapter(dict[str, Any])


# ---------------------------------------------------------------------------- helpers


def stored_tools(connection: str = "tinytodo") -> list[dict[str, Any]]:
    """The fixture's tool objects straight from its raw bytes (key order and unknown fields included)."""
    return orjson.loads(load_fixture(MINI.fixtures, connection).raw)["tools"]


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON bytes: unlike ==, a reordered key or a dropped null does not pass."""
    return orjson.dumps(a) == orjson.dumps(b)


async def raw_tools(client: Client) -> list[dict[str, Any]]:
    """tools/list as the wire carried it: the SDK's typed ListToolsResult would drop unknown fields."""
    result = await client.session.send_request(types.ListToolsRequest(), RAW)
    return result["tools"]


def text(result: types.CallToolResult) -> str:
    return "".join(block.text for block in result.content if isinstance(block, types.TextContent))


async def play_session(todo: Client, phone: Client) -> None:
    """The session every transport must answer alike; the calls it makes are PLAYED."""
    listed = await raw_tools(todo)
    assert same_json(listed, stored_tools()) and listed[0]["x-capture"] == "kept as stored"
    native = [tool.declaration() for tool in load_catalog(MINI.catalog).tools]
    assert same_json(await raw_tools(phone), native)

    first = await todo.call_tool("find-tasks", {"searchText": "milk"})
    second = await todo.call_tool("find-tasks", {"searchText": "milk"})
    assert not first.is_error and text(first) == "1 task: Buy milk (id 42), due 2026-11-05"
    assert not second.is_error and text(second) == "Still 1 task: Buy milk (id 42)"
    missing = await todo.call_tool("add-tasks", {"tasks": [{"content": "Buy bread"}]})
    assert missing.is_error and text(missing) == NOT_FOUND

    written = await phone.call_tool(
        "schedule_task", {"at": "2026-11-05T07:30", "instruction": "Check the DART"}
    )
    assert not written.is_error
    assert "Check the DART" in text(await phone.call_tool("list_tasks", {}))


def recorded(record: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]


def join_and_score(tmp_path: Path, record: Path, answer: str = RIGHT) -> dict[str, Any]:
    """`mcp join` the record with the answer, `score` the run line, and return the scored line."""
    runs, scored = tmp_path / "runs.jsonl", tmp_path / "scored.jsonl"
    data = ["--data", str(MINI.root)]
    joined = ["mcp", "join", "--scenario", SID, "--record", str(record), "--answer", answer]
    assert main([*joined, "--out", str(runs), "--model", "my-mcp-loop", *data]) == 0
    assert main(["score", str(runs), *data, "--out", str(scored)]) == 0
    (line,) = recorded(scored)
    return line


def assert_played_and_passes(tmp_path: Path, record: Path) -> None:
    calls = recorded(record)
    assert [c["tool"] for c in calls] == PLAYED and {c["scenario"] for c in calls} == {SID}
    assert [c["failed"] for c in calls] == [False, False, True, False, False]
    assert calls[2]["matched"] is False and calls[0]["arguments"] == {"searchText": "milk"}
    line = join_and_score(tmp_path, record)
    assert line["passed"] is True, line["issues"]
    assert [line[key] for key in ("id", "language", "category", "model")] == [SID, "en", "mcp", "my-mcp-loop"]
    assert [c["tool"] for c in line["calls"]] == PLAYED


def run(fn, *args: Any) -> Any:
    """Run an async test body under a deadline, so a stuck server fails the test instead of hanging it."""

    async def bounded() -> Any:
        with anyio.fail_after(TIMEOUT):
            return await fn(*args)

    return anyio.run(bounded)


def serve_args(*extra: str) -> list[str]:
    return ["-m", "orvena_bench", "mcp", "serve", "--scenario", SID, "--data", str(MINI.root), *extra]


# ---------------------------------------------------------------------------- in process


@pytest.mark.parametrize("mode", ["legacy", "auto"])
def test_in_process_servers_serve_the_fixture_as_stored_and_answer_from_one_environment(tmp_path, mode):
    record = tmp_path / "record.jsonl"
    session = open_session(MINI, SID, record=str(record))
    todo_server, phone_server = build_servers(session, phone=True)

    async def body() -> None:
        async with Client(todo_server, mode=mode) as todo, Client(phone_server, mode=mode) as phone:
            await play_session(todo, phone)

    try:
        run(body)
    finally:
        session.close()
    assert [c.tool for c in session.env.calls] == PLAYED
    assert_played_and_passes(tmp_path, record)


def test_the_clock_moves_the_rules_tokens_for_the_whole_session():
    session = open_session(MINI, SID, Clock.parse("2027-01-31T09:00"))
    (todo_server,) = build_servers(session)

    async def body() -> types.CallToolResult:
        async with Client(todo_server) as todo:
            return await todo.call_tool("find-tasks", {"searchText": "milk"})

    assert text(run(body)) == "1 task: Buy milk (id 42), due 2027-02-01"


def test_a_wrong_answer_joins_into_a_run_line_that_fails(tmp_path):
    session = open_session(MINI, SID, record=str(tmp_path / "record.jsonl"))
    (todo_server,) = build_servers(session)

    async def body() -> None:
        async with Client(todo_server) as todo:
            await todo.call_tool("find-tasks", {"searchText": "milk"})

    try:
        run(body)
    finally:
        session.close()
    line = join_and_score(tmp_path, tmp_path / "record.jsonl", answer="No, it is not on your list.")
    assert line["passed"] is False and line["issues"]


def structured_session() -> ServeSession:
    """A scenario whose rules carry `error` and `structured`, built in memory on the mini dataset."""
    scenario = build_scenario(
        {
            "id": "en-mcp-todo-structured", "language": "en", "category": "mcp", "request": "done?",
            "connections": ["tinytodo"],
            "phone": {"locale": "en_IE", "timeZone": "Europe/Dublin",
                      "location": {"place": "Dublin", "lat": 53.3, "lon": -6.2}},
            "tools": {
                "tinytodo/complete-tasks": [{"match": ["42"], "result": "Task 42 is locked.", "error": True,
                                             "structured": {"locked": ["42"], "done": []}}],
                "tinytodo/find-tasks": [{"match": [], "result": "2 tasks", "structured": [1, 2]}],
            },
            "expect": {"noTools": True},
        },
        "bench",
    )  # fmt: skip
    return ServeSession(Environment(expand(scenario), MINI))


def test_a_rule_sets_is_error_and_structured_content_and_a_non_object_is_wrapped():
    (server,) = build_servers(structured_session())

    async def body() -> tuple[types.CallToolResult, types.CallToolResult]:
        async with Client(server) as client:
            locked = await client.call_tool("complete-tasks", {"ids": ["42"]})
            found = await client.call_tool("find-tasks", {"searchText": "x"})
            return locked, found

    locked, found = run(body)
    assert locked.is_error and text(locked) == "Task 42 is locked."
    assert locked.structured_content == {"locked": ["42"], "done": []}
    assert not found.is_error and found.structured_content == {"result": [1, 2]}


def test_a_handler_failure_is_a_tool_error_not_a_protocol_error():
    session = structured_session()
    (server,) = build_servers(session)

    def broken(*args: Any) -> Any:
        raise RuntimeError("disk on fire")

    session.answer = broken  # type: ignore[method-assign]

    async def body() -> types.CallToolResult:
        async with Client(server) as client:
            return await client.call_tool("find-tasks", {"searchText": "x"})

    result = run(body)
    assert result.is_error and "internal error (RuntimeError: disk on fire)" in text(result)


# ---------------------------------------------------------------------------- stdio


def test_stdio_serves_one_server_per_process_and_both_append_to_one_record(tmp_path):
    """The connection and the phone in two processes: their state never crosses, so one record joins them."""
    record = str(tmp_path / "record.jsonl")

    def stdio(*extra: str) -> Client:
        params = StdioServerParameters(
            command=sys.executable, args=serve_args("--record", record, *extra), cwd=str(ROOT)
        )
        return Client(params, read_timeout_seconds=TIMEOUT)

    async def body() -> None:
        # Leaving the clients closes each server's stdin; the SDK then waits, terminates or kills it.
        async with stdio("--connection", "tinytodo") as todo, stdio("--phone", "--no-connections") as phone:
            await play_session(todo, phone)

    run(body)
    assert_played_and_passes(tmp_path, Path(record))


def test_stdio_refuses_a_session_of_several_servers_with_a_way_out(capsys):
    assert main(serve_args("--phone")[2:]) == 2
    err = capsys.readouterr().err
    assert "stdio carries one server" in err and "tinytodo, phone" in err and "--http" in err


# ---------------------------------------------------------------------------- Streamable HTTP


@asynccontextmanager
async def http_server(*extra: str, bind: str = "127.0.0.1:0") -> AsyncIterator[dict[str, str]]:
    """`mcp serve --http 127.0.0.1:0` in a subprocess: yields {server: url} as it announces them."""
    proc = subprocess.Popen(
        [sys.executable, *serve_args("--http", bind, *extra)],
        cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in proc.stderr], daemon=True).start()
    try:
        urls: dict[str, str] = {}
        while len(urls) < 2:
            line = await anyio.to_thread.run_sync(lines.get, True, TIMEOUT)
            if " at http://" in line:
                name, _, url = line.partition("serving ")[2].partition(" at ")
                urls[name] = url.strip()
        yield urls
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=TIMEOUT)


def test_streamable_http_mounts_every_server_in_one_process_on_loopback(tmp_path):
    record = tmp_path / "record.jsonl"

    async def body() -> None:
        async with AsyncExitStack() as stack:
            urls = await stack.enter_async_context(http_server("--phone", "--record", str(record)))
            assert set(urls) == {"tinytodo", "phone"}
            assert urls["tinytodo"].startswith("http://127.0.0.1:") and urls["tinytodo"].endswith(
                "/tinytodo/mcp"
            )
            todo = await stack.enter_async_context(Client(urls["tinytodo"], read_timeout_seconds=TIMEOUT))
            phone = await stack.enter_async_context(Client(urls["phone"], read_timeout_seconds=TIMEOUT))
            await play_session(todo, phone)

    run(body)
    assert_played_and_passes(tmp_path, record)


# ---------------------------------------------------------------------------- the command line


def test_http_addresses_default_to_loopback():
    assert parse_http("8000") == ("127.0.0.1", 8000)
    assert parse_http(":0") == ("127.0.0.1", 0)
    assert parse_http("0.0.0.0:80") == ("0.0.0.0", 80)
    assert parse_http("[::1]:9") == ("::1", 9)


def test_join_reports_an_unreadable_record_and_writes_nothing(tmp_path, capsys):
    record, out = tmp_path / "record.jsonl", tmp_path / "runs.jsonl"
    record.write_text('{"scenario": "en-mcp-todo-milk", "tool": "tinytodo/find-tas', encoding="utf-8")
    args = ["mcp", "join", "--scenario", SID, "--record", str(record), "--answer", RIGHT, "--out", str(out)]
    assert main([*args, "--data", str(MINI.root)]) == 1
    assert "truncated last line" in capsys.readouterr().err and not out.exists()
    assert main([*args[:3], "en-nope", *args[4:], "--data", str(MINI.root)]) == 2


def test_help_and_join_never_import_the_sdk():
    probe = (
        "import sys, contextlib, io\n"
        "from orvena_bench.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try: main(['--help'])\n"
        "    except SystemExit: pass\n"
        "import orvena_bench.mcp_join\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('mcp', 'mcp_types', 'uvicorn')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=TIMEOUT, cwd=ROOT
    )
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stderr


def test_without_the_sdk_serve_says_how_to_install_it_and_join_still_works(tmp_path):
    record = tmp_path / "record.jsonl"
    record.write_text("", encoding="utf-8")
    probe = (
        "import sys\n"
        "sys.modules['mcp'] = None\n"
        "from orvena_bench.cli import main\n"
        "data = ['--scenario', sys.argv[1], '--data', sys.argv[2]]\n"
        "assert main(['mcp', 'serve', *data]) == 2\n"
        "assert main(['mcp', 'join', *data, '--record', sys.argv[3], '--answer', 'No.']) == 0\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe, SID, str(MINI.root), str(record)],
        capture_output=True, text=True, timeout=TIMEOUT, cwd=ROOT,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert "pip install 'orvena-bench[mcp]'" in out.stderr and json.loads(out.stdout)["calls"] == []


def test_an_argument_beyond_64_bits_is_answered_and_recorded_exactly(tmp_path):
    record = tmp_path / "record.jsonl"
    session = open_session(MINI, SID, record=str(record))
    (server,) = build_servers(session, ["tinytodo"])

    async def body() -> types.CallToolResult:
        async with Client(server) as client:
            return await client.call_tool("find-tasks", {"searchText": "milk", "limit": 2**64 + 7})

    run(body)
    session.close()
    (line,) = recorded(record)
    assert line["arguments"] == {"searchText": "milk", "limit": 2**64 + 7}


def test_a_clock_that_pushes_a_time_out_of_range_is_a_command_error_not_a_traceback(capsys):
    code = main(["mcp", "serve", "--scenario", SID, "--data", str(MINI.root), "--phone", "--clock", "9998-12-31T10:30"])
    assert code == 2 and "cannot be served at this clock" in capsys.readouterr().err


def _post(url: str, headers: dict[str, str]) -> int:
    """The status of an MCP initialize POST to `url` with these headers."""
    import http.client
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}})  # fmt: skip
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=TIMEOUT)
    connection.putrequest("POST", parts.path, skip_host=True)
    for key, value in {"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                       "Content-Length": str(len(body.encode())), **headers}.items():  # fmt: skip
        connection.putheader(key, value)
    connection.endheaders(body.encode())
    status = connection.getresponse().status
    connection.close()
    return status


@pytest.mark.parametrize("bind", ["127.0.0.1:0", "127.0.0.2:0"])
def test_host_and_origin_are_checked_on_every_loopback_address(bind):
    async def body() -> None:
        async with http_server("--phone", bind=bind) as urls:
            url = urls["phone"]
            here = url.split("/")[2]
            assert await anyio.to_thread.run_sync(_post, url, {"Host": "evil.example:80"}) == 421
            assert await anyio.to_thread.run_sync(_post, url, {"Host": here, "Origin": "http://evil.example"}) == 403
            assert await anyio.to_thread.run_sync(_post, url, {"Host": here, "Origin": f"http://{here}"}) == 200

    run(body)


def test_a_non_loopback_bind_needs_allow_remote(capsys):
    code = main(["mcp", "serve", "--scenario", SID, "--data", str(MINI.root), "--phone", "--http", "0.0.0.0:0"])
    assert code == 2 and "--allow-remote" in capsys.readouterr().err


def test_a_wildcard_bind_accepts_only_this_machines_names_and_those_allowed():
    from orvena_bench.mcp_serve import allowed_hosts

    hosts = allowed_hosts("0.0.0.0", 8765, ["mcp.lab.example"])
    assert {"127.0.0.1:8765", "localhost:8765", "mcp.lab.example:8765"} <= set(hosts)
    assert "0.0.0.0:8765" not in hosts and not any(h.startswith("evil") for h in hosts)
    assert allowed_hosts("10.0.0.5", 80) == ["10.0.0.5:80"]
