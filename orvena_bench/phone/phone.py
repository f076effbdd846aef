"""The simulated iPhone a model acts on: one object per turn that answers native tool calls.

`call` never raises. What it answers, and whether the call counts as `matched`:

* a phone tool with valid arguments: its answer (is_error when the tool could not do it,
  e.g. an unknown id or a page that does not load); matched;
* a phone tool with arguments that break its schema: an error naming each problem
  ("create_event: 'start' is required"); matched, since the phone did answer;
* a loader (load_skills, load_tools, load_connectors) or a name that is no native tool:
  an error; not matched, because the agent environment or an MCP rule must answer those.
"""

from __future__ import annotations

from typing import Any

from orvena_bench.catalog import Catalog, ToolDef, load_catalog
from orvena_bench.clock import ClockError, TimeContext
from orvena_bench.records import ToolResult

from .. import exact_json
from ..arguments import argument_problems
from .errors import ToolError
from .state import PhoneState
from .tools import HANDLERS


class Phone:
    """A scenario's phone for one turn: its state, and the native tools that act on it."""

    def __init__(self, data: dict[str, Any], ctx: TimeContext, catalog: Catalog | None = None):
        """Build the phone from a scenario's (token-expanded) `phone` object.

        Raises PhoneDataError when the data does not follow the data model.
        """
        self.catalog = catalog or load_catalog()
        self.state = PhoneState.build(data, ctx)

    @property
    def native_tools(self) -> tuple[ToolDef, ...]:
        """All 38 native tools of the catalog, loaders included."""
        return self.catalog.tools

    @property
    def tool_names(self) -> frozenset[str]:
        """The tools this phone answers itself (the catalog's tools minus the loaders)."""
        return frozenset(t.name for t in self.catalog.tools if not t.is_loader and t.name in HANDLERS)

    def call(self, name: str, arguments: dict[str, Any] | str | None) -> ToolResult:
        """Answer one tool call; see the module docstring for what comes back."""
        tool = self.catalog.tool(name)
        if tool is None or tool.is_loader or name not in HANDLERS:
            what = "answered by the agent environment, not by the phone" if tool else "no such tool"
            return ToolResult(f"{name}: {what}", is_error=True, matched=False)
        try:
            args = _as_object(arguments)
            problems = argument_problems(tool.input_schema, args)
            if problems:
                return _error(name, "; ".join(problems))
            return ToolResult(HANDLERS[name](self.state, args))
        except ToolError as exc:
            return _error(name, str(exc))
        except (ClockError, ValueError) as exc:
            return _error(name, str(exc))
        except Exception as exc:  # the phone must answer every call, even after a bug
            return _error(name, f"internal error ({type(exc).__name__}: {exc})")


def _error(name: str, message: str) -> ToolResult:
    return ToolResult(f"{name}: {message}", is_error=True)


def _as_object(arguments: dict[str, Any] | str | None) -> Any:
    """Arguments as an object: None means no arguments; a string is parsed as JSON."""
    if arguments is None:
        return {}
    if isinstance(arguments, str):
        try:
            return exact_json.loads(arguments) if arguments.strip() else {}
        except ValueError as exc:
            raise ToolError(f"arguments are not valid JSON ({exc})") from exc
    return arguments
