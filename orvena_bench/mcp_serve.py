"""Serve a scenario's MCP connections and its phone as real MCP servers (`orvena-bench mcp serve`).

Teams whose agent loop speaks MCP point it at these servers instead of writing an adapter.
One Environment answers every server of a session, exactly as it answers `run`: the phone
(whose writes persist), the rule matcher (whose `nth` counts per session) and the call log.

Built on the official SDK's low-level `Server`. Its tools/list pipeline validates the result
against the negotiated protocol version's wire models, which drop unknown tool fields and
reorder keys; `StoredToolList`, a server middleware, puts the stored tool objects back into
the serialized result, the last point the SDK hands it to us before the transport writes it.
"""

from __future__ import annotations

import argparse
import ipaddress
import socket
import sys
from collections.abc import Iterable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager, suppress
from dataclasses import dataclass
from functools import partial
from typing import Any

import anyio
import mcp.types as types
from mcp.server import Server, ServerRequestContext
from mcp.server.context import CallNext, HandlerResult
from mcp.server.stdio import stdio_server
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import ValidationError

from . import __version__
from .clock import Clock, ClockError
from .connections import split_tool_name
from .datadir import DataDir
from .environment import CallRecord, Environment, parse_arguments
from .mcp_join import CommandError, Recorder, find_scenario
from .phone import PhoneDataError
from .records import ToolResult
from .scenario_build import expand

#: The server that carries the catalog's native tools (mounted at /phone/mcp over HTTP).
PHONE = "phone"


# ---------------------------------------------------------------------------- what is served


@dataclass(frozen=True)
class ServedTools:
    """One server's tools as stored, and how its call names map to the environment's tool names.

    A connection's operation `find-tasks` is `tinytodo/find-tasks` to the environment; the
    phone's tools keep their names.
    """

    name: str
    tools: tuple[dict[str, Any], ...]
    connection: str | None

    def qualify(self, name: str) -> str:
        return f"{self.connection}/{name}" if self.connection else name

    def input_schema(self, name: str) -> dict[str, Any] | None:
        """A tool's input schema, so the SDK need not list every tool to check one call's headers."""
        return next((t.get("inputSchema") for t in self.tools if t["name"] == name), None)


def connection_tools(env: Environment, connection: str) -> ServedTools:
    """A connection's tool list exactly as its fixture stores it (parsed from Fixture.raw, order kept)."""
    return ServedTools(connection, env.mcp.fixtures[connection].tools, connection)


def phone_tools(env: Environment) -> ServedTools:
    """The catalog's native tools and loaders, declared as `run` shows them to an agent."""
    return ServedTools(PHONE, tuple(tool.declaration() for tool in env.catalog.tools), None)


def plan(env: Environment, connections: Sequence[str] | None, phone: bool) -> list[ServedTools]:
    """The servers a session runs: the connections asked for (all installed ones by default), then the phone."""
    installed = list(env.mcp.fixtures)
    wanted = list(dict.fromkeys(connections)) if connections is not None else installed
    unknown = [c for c in wanted if c not in installed]
    if unknown:
        raise CommandError(
            f"scenario {env.scenario.id} does not install {', '.join(unknown)} "
            f"(installed: {', '.join(installed) or 'none'})"
        )
    if phone and PHONE in wanted:
        raise CommandError(f"a connection named {PHONE!r} would clash with the phone's server")
    served = [connection_tools(env, c) for c in wanted]
    if phone:
        served.append(phone_tools(env))
    if not served:
        raise CommandError(
            f"nothing to serve: scenario {env.scenario.id} installs no connection; add --phone"
        )
    return served


# ---------------------------------------------------------------------------- answering calls


class ServeSession:
    """Everything one `mcp serve` process shares between its servers: the Environment and the record."""

    def __init__(self, env: Environment) -> None:
        self.env = env
        self.recorder: Recorder | None = None

    def record_to(self, path: str) -> None:
        """Append every call answered from now on to `path` (JSONL, one whole line per call)."""
        try:
            self.recorder = Recorder(path, self.env.scenario.id)
        except OSError as exc:
            raise CommandError(f"cannot open --record file: {exc}") from None

    def answer(self, served: ServedTools, name: str, arguments: Any) -> ToolResult:
        """Answer one tools/call through the Environment, log it, and append it to the record."""
        tool = served.qualify(name)
        if served.connection is None and split_tool_name(self.env.canonical(tool)) is not None:
            result = self._refuse(tool, arguments)
        else:
            result = self.env.call(tool, arguments)
        if self.recorder is not None:
            self.recorder.write(self.env.calls[-1])
        return result

    def _refuse(self, tool: str, arguments: Any) -> ToolResult:
        """An MCP tool called on the phone's server: a failed call, logged like any other."""
        text = f"{tool}: not a phone tool; call it on its connection's server"
        self.env.calls.append(CallRecord(tool, parse_arguments(arguments)[0], True, False, text))
        return ToolResult(text, is_error=True, matched=False)

    def close(self) -> None:
        if self.recorder is not None:
            self.recorder.close()


def call_result(result: ToolResult) -> types.CallToolResult:
    """A ToolResult as MCP carries it: the text, isError, and structuredContent from the rule.

    MCP requires structuredContent to be an object, so any other structured value is sent as
    {"result": value}.
    """
    structured = result.structured
    if structured is not None and not isinstance(structured, dict):
        structured = {"result": structured}
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=result.text)],
        is_error=result.is_error,
        structured_content=structured,
    )


def internal_error(name: str, exc: Exception) -> types.CallToolResult:
    """A failure inside the handler, reported as a tool error so the agent's turn goes on."""
    text = f"{name}: internal error ({type(exc).__name__}: {exc})"
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=True)


# ---------------------------------------------------------------------------- one MCP server


class StoredToolList:
    """Server middleware: tools/list answers the stored tool objects, byte for byte as JSON.

    The handler's typed result goes through the SDK's per-version serializer (which fills the
    envelope: resultType, cache fields, the serverInfo stamp) but also drops unknown fields such
    as `x-capture` and reorders keys. This runs just after it, inside the middleware chain, and
    swaps the stored objects back in; past this point the SDK only copies the dict into the
    JSON-RPC response and encodes it.
    """

    def __init__(self, tools: Iterable[dict[str, Any]]) -> None:
        self.tools = list(tools)

    async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        result = await call_next(ctx)
        if ctx.method == "tools/list" and isinstance(result, dict) and "tools" in result:
            result = {**result, "tools": self.tools}
        return result


def build_server(session: ServeSession, served: ServedTools) -> Server[Any]:
    """A low-level MCP server for one connection (or the phone), answering through the session.

    The stored tools are validated as MCP tools once, here, so a fixture no client could read
    fails at start-up rather than on every listing.
    """
    try:
        listing = types.ListToolsResult(tools=[types.Tool.model_validate(t) for t in served.tools])
    except ValidationError as exc:
        raise CommandError(
            f"{served.name}: the stored tool list is not a valid MCP tool list: {exc}"
        ) from None

    async def list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return listing

    async def call_tool(
        ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        try:
            return call_result(session.answer(served, params.name, params.arguments))
        except Exception as exc:  # a tool error, never a protocol error
            return internal_error(params.name, exc)

    server: Server[Any] = Server(
        served.name,
        version=__version__,
        instructions=session.env.system_prompt(),
        get_tool_input_schema=served.input_schema,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )
    server.middleware.append(StoredToolList(served.tools))
    return server


def open_session(
    data: DataDir, scenario_id: str, clock: Clock | None = None, record: str | None = None
) -> ServeSession:
    """The scenario expanded for the clock, its Environment, and the record file if one is asked for."""
    clock = clock or Clock()
    try:
        scenario = expand(find_scenario(data, scenario_id), clock)
        session = ServeSession(Environment(scenario, data, clock))
    except (ClockError, PhoneDataError) as exc:  # at a moved --clock a time can leave the range
        raise CommandError(f"scenario {scenario_id!r} cannot be served at this clock: {exc}") from None
    if record:
        session.record_to(record)
    return session


def build_servers(
    session: ServeSession, connections: Sequence[str] | None = None, phone: bool = False
) -> list[Server[Any]]:
    return [build_server(session, served) for served in plan(session.env, connections, phone)]


# ---------------------------------------------------------------------------- transports


async def serve_stdio(server: Server[Any]) -> None:
    """Serve one server over this process's stdin and stdout until the client closes stdin."""
    note(f"serving {server.name} over stdio")
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def parse_http(text: str) -> tuple[str, int]:
    """`HOST:PORT`, `:PORT` or `PORT` (host 127.0.0.1); an IPv6 host goes in brackets."""
    host, sep, port = text.rpartition(":")
    if not sep:
        host, port = "", text
    host = host.strip("[]") or "127.0.0.1"
    if not port.isdigit() or int(port) > 65535:
        raise CommandError(f"--http wants HOST:PORT (port 0-65535, 0 for any free port), got {text!r}")
    return host, int(port)


def url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def is_loopback(host: str) -> bool:
    """Whether `host` is this machine only: `localhost` or any loopback address (127.0.0.0/8, ::1)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _names_of_this_machine() -> set[str]:
    """The names and addresses a client elsewhere may use for a wildcard bind (0.0.0.0, ::)."""
    names = {socket.gethostname(), socket.getfqdn()}
    with suppress(OSError):
        names |= {str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None)}
    return names


def allowed_hosts(host: str, port: int, extra: Iterable[str] = ()) -> list[str]:
    """The Host header values a request may carry (`name:port`), whatever the bind address.

    DNS rebinding reaches a server under an attacker's host name, so only the names this
    server is known by pass: the bind address, the loopback names on loopback, this machine's
    names and addresses on a wildcard bind, and any given with --allow-host.
    """
    names = {host, *extra}
    if is_loopback(host):
        names |= {"127.0.0.1", "localhost", "::1"}
    if host in ("0.0.0.0", "::"):
        names |= {"127.0.0.1", "localhost", "::1", *_names_of_this_machine()}
    return sorted(f"{url_host(n)}:{port}" for n in names if n not in ("0.0.0.0", "::"))


def transport_security(host: str, port: int, extra: Iterable[str] = ()) -> TransportSecuritySettings:
    """DNS-rebinding protection for every bind address: Host and Origin must name this server."""
    hosts = allowed_hosts(host, port, extra)
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=hosts,
        allowed_origins=[f"{scheme}://{h}" for h in hosts for scheme in ("http", "https")],
    )


def http_app(
    servers: Sequence[Server[Any]], host: str, port: int = 0, extra_hosts: Iterable[str] = ()
) -> Any:
    """One Starlette app mounting each server's Streamable HTTP endpoint at /<name>/mcp.

    Each path comes from the SDK's own `streamable_http_app`, with the Host and Origin check
    of `transport_security` whatever the bind address (the SDK sets one up only for
    127.0.0.1, localhost and ::1); the parent app runs every session manager in its lifespan,
    since Starlette does not run the lifespans of routes it merely holds.
    """
    from starlette.applications import Starlette

    security = transport_security(host, port, extra_hosts)
    apps = [
        s.streamable_http_app(streamable_http_path=f"/{s.name}/mcp", host=host, transport_security=security)
        for s in servers
    ]

    @asynccontextmanager
    async def lifespan(_app: Starlette):
        async with AsyncExitStack() as stack:
            for server in servers:
                await stack.enter_async_context(server.session_manager.run())
            yield

    return Starlette(routes=[route for app in apps for route in app.routes], lifespan=lifespan)


def listen(host: str, port: int) -> socket.socket:
    """A listening socket, bound before the servers start so their URLs can be announced at once."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family)
    except OSError as exc:
        raise CommandError(f"cannot listen on {url_host(host)}:{port}: {exc}") from None


async def serve_http(
    servers: Sequence[Server[Any]], sock: socket.socket, extra_hosts: Sequence[str] = ()
) -> None:
    """Serve every server over Streamable HTTP in this process, until interrupted."""
    import uvicorn

    host, port = sock.getsockname()[:2]
    for server in servers:
        note(f"serving {server.name} at http://{url_host(host)}:{port}/{server.name}/mcp")
    app = http_app(servers, host, port, extra_hosts)
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=2)
    await uvicorn.Server(config).serve(sockets=[sock])


def only_server(servers: Sequence[Server[Any]]) -> Server[Any]:
    """The one server stdio can carry, or a CommandError naming the ways out."""
    if len(servers) > 1:
        names = ", ".join(s.name for s in servers)
        raise CommandError(
            f"stdio carries one server, and this session has {len(servers)} ({names}); "
            "pick one with --connection NAME (or --phone --no-connections), "
            "or serve them all with --http HOST:PORT"
        )
    return servers[0]


def note(text: str) -> None:
    """A line for the person running the server, on stderr (stdout may be the MCP wire)."""
    print(f"orvena-bench mcp serve: {text}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------- the command


def main(args: argparse.Namespace, clock: Clock) -> int:
    """`orvena-bench mcp serve`: one session, its servers, over stdio or Streamable HTTP."""
    http = parse_http(args.http) if args.http else None
    if http is not None and not is_loopback(http[0]) and not args.allow_remote:
        raise CommandError(
            f"--http {args.http} would serve beyond this machine; bind a loopback address "
            "(127.0.0.1, the default) or add --allow-remote to do it on purpose"
        )
    session = open_session(DataDir.at(args.data), args.scenario, clock)
    servers = build_servers(session, [] if args.no_connections else args.connections, args.phone)
    if http is None:
        serve = partial(serve_stdio, only_server(servers))
    else:
        serve = partial(serve_http, servers, listen(*http), args.allow_hosts or ())
    if args.record:  # opened last, so a refused command leaves no empty record behind
        session.record_to(args.record)
    try:
        anyio.run(serve)
    except KeyboardInterrupt:
        pass
    finally:
        session.close()
    return 0
