"""One scenario turn as an agent meets it: the phone, the connections, the clock, the tools.

`tools()` is what an agent is given and `call()` is how it acts; both hide the
expectations. Every call is logged in the form a run line records (docs/formats.md), with MCP
tools under `<connection>/<operation>` whatever name the agent used for them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import exact_json
from .catalog import Catalog, load_catalog
from .clock import Clock
from .connections import split_tool_name, transcript_id
from .datadir import DataDir
from .mcp_rules import RuleMatcher
from .phone import Phone
from .records import ToolResult
from .scenario import Scenario
from .skills import SKILLS
from .vocab import LOADER_TOOLS


@dataclass(frozen=True, slots=True)
class CallRecord:
    """One call as a run line stores it."""

    tool: str
    arguments: dict[str, Any]
    failed: bool
    matched: bool
    output: str
    structured: Any = None

    def to_json(self) -> dict[str, Any]:
        out = {
            "tool": self.tool,
            "arguments": self.arguments,
            "failed": self.failed,
            "matched": self.matched,
            "output": self.output,
        }
        if self.structured is not None:
            out["structured"] = self.structured
        return out


def parse_arguments(arguments: Any) -> tuple[dict[str, Any], str | None]:
    """Arguments as an object, from an object or a JSON string; an unreadable value is kept aside.

    A string that is not a JSON object is recorded as {"$unparsed": text}, so the run line
    still shows what the model sent and the call fails like a malformed call in the app.
    """
    if arguments is None:
        return {}, None
    if isinstance(arguments, dict):
        return arguments, None
    if isinstance(arguments, str):
        try:
            value = exact_json.loads(arguments) if arguments.strip() else {}
        except ValueError as exc:
            return {"$unparsed": arguments}, f"arguments are not valid JSON ({exc})"
        if isinstance(value, dict):
            return value, None
    return {
        "$unparsed": arguments if isinstance(arguments, str) else repr(arguments)
    }, "arguments must be a JSON object"


class Environment:
    """The simulated phone and MCP servers for one turn of one (expanded) scenario."""

    def __init__(
        self, scenario: Scenario, data: DataDir, clock: Clock | None = None, catalog: Catalog | None = None
    ) -> None:
        self.scenario = scenario
        self.clock = clock or Clock()
        self.catalog = catalog or load_catalog(data.catalog)
        self.context = scenario.context(self.clock)
        self.phone = Phone(scenario.phone, self.context, self.catalog)
        self.mcp = RuleMatcher(scenario.tools, scenario.connections, data.fixtures)
        self.loaded: list[str] = []  # connections whose tools the agent has been shown
        self.calls: list[CallRecord] = []
        self._mcp_ids = {
            transcript_id(conn, tool["name"]): f"{conn}/{tool['name']}"
            for conn, fixture in self.mcp.fixtures.items()
            for tool in fixture.tools
        }

    # ------------------------------------------------------------------ what the agent sees

    def system_prompt(self) -> str:
        """The catalog's base prompt filled for this phone, naming the installed connections."""
        location = self.scenario.phone.get("location", {}).get("place", "unknown")
        prompt = self.catalog.render_prompt(
            now=self.clock.now(self.context.tz).strftime("%A %Y-%m-%d %H:%M"),
            timeZone=self.context.tz.key,
            locale=str(self.context.locale),
            location=location,
        )
        if self.scenario.connections:
            names = ", ".join(self._connection_name(c) for c in self.scenario.connections)
            prompt += f"\n\nConnected services: {names}. Load their tools with load_connectors when a request is about one of them."
        return prompt

    def tools(self) -> list[dict[str, Any]]:
        """Native tools and loaders, then the tools of connections loaded so far (under their internal ids)."""
        declared = [tool.declaration() for tool in self.catalog.tools]
        for conn in self.loaded:
            for tool in self.mcp.fixtures[conn].tools:
                declared.append({**tool, "name": transcript_id(conn, tool["name"])})
        return declared

    def canonical(self, name: str) -> str:
        """`mcp.<uuid>.<operation>` -> `<connection>/<operation>`; other names unchanged."""
        return self._mcp_ids.get(name, name)

    def transcript_name(self, name: str) -> str:
        """The name a tool has in a transcript: MCP tools under their internal id."""
        split = split_tool_name(name)
        return transcript_id(*split) if split else name

    # ------------------------------------------------------------------ acting

    def call(self, name: str, arguments: Any) -> ToolResult:
        """Answer one call and log it; bad calls become tool errors, never exceptions."""
        tool = self.canonical(name)
        args, problem = parse_arguments(arguments)
        if problem is not None:
            result = ToolResult(f"{tool}: {problem}", is_error=True, matched=False)
        else:
            try:
                result = self._answer(tool, args)
            except Exception as exc:  # a bug in a tool must not end the turn
                result = ToolResult(
                    f"{tool}: internal error ({type(exc).__name__}: {exc})", is_error=True, matched=False
                )
        self.calls.append(
            CallRecord(tool, args, result.is_error, result.matched, result.text, result.structured)
        )
        return result

    def _answer(self, tool: str, args: dict[str, Any]) -> ToolResult:
        if tool in LOADER_TOOLS:
            return self._loader(tool, args)
        if split_tool_name(tool) is not None:
            return self.mcp.call(tool, args)
        return self.phone.call(tool, args)

    def _loader(self, tool: str, args: dict[str, Any]) -> ToolResult:
        if tool == "load_skills":
            wanted = [s for s in args.get("skills", []) if isinstance(s, str)]
            unknown = [s for s in wanted if s not in SKILLS]
            if not wanted or unknown:
                return ToolResult(
                    f"load_skills: unknown or missing skills {unknown or wanted}; known: {', '.join(SKILLS)}",
                    True,
                )
            return ToolResult("\n\n".join(f"## {s}\n{SKILLS[s]}" for s in wanted))
        if tool == "load_tools":
            wanted = [c for c in args.get("categories", []) if isinstance(c, str)]
            tools = [t for t in self.catalog.tools if t.category in wanted]
            if not tools:
                return ToolResult(f"load_tools: no native tools in categories {wanted}", True)
            return ToolResult("Available now:\n" + "\n".join(f"- {t.name}: {t.description}" for t in tools))
        return self._load_connectors(args)

    def _load_connectors(self, args: dict[str, Any]) -> ToolResult:
        installed = list(self.mcp.fixtures)
        wanted = args.get("connections")
        if not wanted:
            if not installed:
                return ToolResult("No services are connected.")
            lines = [
                f"- {c} ({self._connection_name(c)}): {len(self.mcp.fixtures[c].tools)} tools"
                for c in installed
            ]
            return ToolResult("Connected services:\n" + "\n".join(lines))
        missing = [c for c in wanted if c not in installed]
        if missing:
            return ToolResult(
                f"load_connectors: not connected: {', '.join(map(str, missing))}; connected: {', '.join(installed) or 'none'}",
                True,
            )
        out = []
        for conn in wanted:
            if conn not in self.loaded:
                self.loaded.append(conn)
            out.append(f"## {self._connection_name(conn)}")
            out += [
                f"- {conn}/{t['name']}: {t.get('description', '')}" for t in self.mcp.fixtures[conn].tools
            ]
        return ToolResult("\n".join(out) + "\n\nThese tools can now be called.")

    def _connection_name(self, conn: str) -> str:
        known = self.catalog.connection(conn)
        return known.name if known else conn
