"""MCP connections: safe names, their captured tool lists, and the transcript ids they get.

A connection name comes from scenario files that may be downloaded from anywhere, so it is
accepted only as a plain file name inside fixtures/mcp/, never as a path.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import orjson

_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")


class FixtureError(ValueError):
    """A connection that cannot be used: bad name, missing fixture, unreadable tool list."""


def check_name(name: str) -> str:
    """Return `name` if it is a plain connection name (`google-drive`), else raise."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise FixtureError(
            f"connection name {name!r} is not a plain name (lowercase letters, digits, '-', '_')"
        )
    return name


def fixture_path(fixtures_dir: Path, name: str) -> Path:
    """The tool list file of connection `name`, guaranteed to lie inside `fixtures_dir`."""
    path = (fixtures_dir / f"{check_name(name)}.json").resolve()
    if path.parent != fixtures_dir.resolve():  # pragma: no cover - the name check prevents it
        raise FixtureError(f"connection {name!r} resolves outside {fixtures_dir}")
    if not path.is_file():
        raise FixtureError(f"connection {name!r} has no tool list at {path}")
    return path


@dataclass(frozen=True)
class Fixture:
    """A captured tools/list result: the raw bytes (served as stored) and the parsed tools."""

    name: str
    raw: bytes
    tools: tuple[dict[str, Any], ...]

    @property
    def operations(self) -> frozenset[str]:
        return frozenset(tool["name"] for tool in self.tools)

    def tool(self, operation: str) -> dict[str, Any] | None:
        return next((t for t in self.tools if t["name"] == operation), None)


@lru_cache(maxsize=64)
def load_fixture(fixtures_dir: Path, name: str) -> Fixture:
    """Read and check one connection's tool list (cached: fixtures never change in a run)."""
    path = fixture_path(fixtures_dir, name)
    raw = path.read_bytes()
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise FixtureError(f"{path}: not valid JSON ({exc})") from exc
    tools = data.get("tools") if isinstance(data, dict) else None
    if not isinstance(tools, list) or not all(
        isinstance(t, dict) and isinstance(t.get("name"), str) for t in tools
    ):
        raise FixtureError(f'{path}: expected {{"tools": [{{"name": ...}}, ...]}}')
    return Fixture(name, raw, tuple(tools))


def split_tool_name(name: str) -> tuple[str, str] | None:
    """`gmail/search_threads` -> ('gmail', 'search_threads'); None for a native tool name."""
    connection, sep, operation = name.partition("/")
    return (connection, operation) if sep and connection and operation else None


def connection_uuid(connection: str) -> uuid.UUID:
    """The app's internal UUID of a connection (docs/formats.md: uuid5 of 'orvena:<id>')."""
    return uuid.uuid5(uuid.NAMESPACE_URL, "orvena:" + connection)


def transcript_id(connection: str, operation: str) -> str:
    """The name an MCP tool has inside a transcript: mcp.<uuid>.<operation>."""
    return f"mcp.{connection_uuid(connection)}.{operation}"
