"""Tool names every model provider accepts, and the way back to the names the app uses.

The app names an MCP tool `mcp.<connection uuid>.<operation>` (dots, up to 84 characters),
but OpenAI-style APIs, Anthropic's and Google's accept only `^[a-zA-Z0-9_-]{1,64}$`. An agent
sends `provider_name(...)` of each tool and maps the model's calls back with `ProviderNames`,
so run lines still record `<connection>/<operation>` and transcripts the internal ids.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable

#: What OpenAI-, Anthropic- and Google-style tool-calling APIs accept as a function name.
PROVIDER_PATTERN = re.compile(r"[a-zA-Z0-9_-]{1,64}")

#: `mcp.<uuid>.<operation>`, the app's internal id of an MCP tool.
_INTERNAL = re.compile(r"mcp\.([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(.+)", re.S)
_UNSAFE = re.compile(r"[^a-zA-Z0-9_-]")
_LIMIT = 64


def _digest(text: str, length: int = 8) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:length]


def provider_name(name: str) -> str:
    """The name sent to the model: a pure function of the app's name, so it is stable across rounds.

    `mcp.<uuid>.<operation>` becomes `mcp_<first 8 hex of the uuid>_<operation>`; a name that
    already fits is sent as is. A name with other characters, or too long, keeps a readable
    prefix and ends with a digest of the whole name, so two different names never share one.
    """
    internal = _INTERNAL.fullmatch(name)
    readable = f"mcp_{internal[1]}_{internal[2]}" if internal else name
    # a non-MCP name that looks like a converted one is digested too, so it can never take one's place
    if PROVIDER_PATTERN.fullmatch(readable) and (internal or not name.startswith("mcp_")):
        return readable
    suffix = "_" + _digest(name)
    return _UNSAFE.sub("_", readable)[: _LIMIT - len(suffix)] + suffix


class NameClash(ValueError):
    """Two tools of one turn would be sent under the same name."""


class ProviderNames:
    """One turn's tools under provider names, both ways; a name the model made up maps to itself."""

    def __init__(self, names: Iterable[str] = ()) -> None:
        self._back: dict[str, str] = {}
        self.add(names)

    def add(self, names: Iterable[str]) -> None:
        """Learn the names of tools offered now (the list grows when connections are loaded)."""
        for name in names:
            wire = provider_name(name)
            known = self._back.setdefault(wire, name)
            if known != name:
                raise NameClash(f"tools {known!r} and {name!r} would both be sent as {wire!r}")

    def outward(self, name: str) -> str:
        return provider_name(name)

    def inward(self, wire: str) -> str:
        """The app's name of a tool the model called; an unknown name is passed on for the phone to refuse."""
        return self._back.get(wire, wire)
