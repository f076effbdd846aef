"""The app's exported catalog: native tool definitions, connections and the base system prompt.

The catalog file is data the agent sees verbatim, so it is read once, checked strictly
(every schema must be valid JSON Schema) and handed out as frozen records; the phone,
the runner and the docs all read the same copy.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import orjson
from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

from . import vocab
from .datadir import DataDir

#: Placeholders of the system prompt that the runner fills for each scenario.
PROMPT_PLACEHOLDERS: tuple[str, ...] = ("now", "timeZone", "locale", "location")

#: Phone keys a tool's permissions may name: the lists, and the phone's location.
PERMISSION_KEYS: frozenset[str] = frozenset(vocab.PHONE_LISTS) | {"location"}

#: The category of the three tools that reveal other tools.
LOADER_CATEGORY = "loader"


class CatalogError(ValueError):
    """A catalog file that cannot be used; the message names the file and the entry."""


@dataclass(frozen=True, slots=True)
class Permissions:
    """What a tool may touch on the phone, and whether the app asks the user first."""

    reads: tuple[str, ...]
    writes: tuple[str, ...]
    confirmation: bool


@dataclass(frozen=True, slots=True, eq=False)
class ToolDef:
    """One native tool as the catalog declares it (hashed by identity: its schema is a dict)."""

    name: str
    category: str
    description: str
    input_schema: dict[str, Any]
    permissions: Permissions

    @property
    def is_loader(self) -> bool:
        """One of the tools that reveal other tools; the agent environment answers it."""
        return self.category == LOADER_CATEGORY

    def declaration(self) -> dict[str, Any]:
        """The tool as a model is shown it: name, description and JSON schema."""
        return {"name": self.name, "description": self.description, "inputSchema": self.input_schema}


@dataclass(frozen=True, slots=True)
class Connection:
    """An MCP connection the app can install, and where its captured tool list lives."""

    id: str
    name: str
    fixture: str


@dataclass(frozen=True, eq=False)
class Catalog:
    """The whole catalog; compared and hashed by identity, since load_catalog caches it."""

    version: str
    system_prompt: str
    tools: tuple[ToolDef, ...]
    connections: tuple[Connection, ...]

    def tool(self, name: str) -> ToolDef | None:
        """The native tool called `name`, or None."""
        return self._by_name.get(name)

    @property
    def names(self) -> tuple[str, ...]:
        """Tool names in catalog order."""
        return tuple(t.name for t in self.tools)

    @cached_property
    def _by_name(self) -> dict[str, ToolDef]:
        return {t.name: t for t in self.tools}

    def connection(self, connection_id: str) -> Connection | None:
        """The connection with id `connection_id`, or None."""
        return next((c for c in self.connections if c.id == connection_id), None)

    def render_prompt(self, **values: str) -> str:
        """The system prompt with {now}, {timeZone}, {locale} and {location} filled in.

        Plain replacement, not str.format, so other braces in the prompt stay as written.
        """
        missing = [p for p in PROMPT_PLACEHOLDERS if p not in values]
        if missing:
            raise CatalogError(f"system prompt needs values for: {', '.join(missing)}")
        text = self.system_prompt
        for key, value in values.items():
            text = text.replace("{" + key + "}", value)
        return text


def default_path() -> Path:
    """The bundled catalog (or the one under $ORVENA_BENCH_DATA)."""
    return DataDir.at(None).catalog


def load_catalog(path: str | os.PathLike[str] | None = None) -> Catalog:
    """Read and check the catalog at `path` (default: the bundled one), once per path."""
    return _load(Path(path or default_path()).resolve())


@lru_cache(maxsize=8)
def _load(path: Path) -> Catalog:
    try:
        raw = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise CatalogError(f"{path}: cannot read the catalog ({exc})") from exc
    return parse_catalog(raw, str(path))


def parse_catalog(raw: Any, where: str = "catalog") -> Catalog:
    """Type a catalog object, raising CatalogError at the first entry that is malformed."""
    _require(raw, dict, where)
    for key, kind in (("version", str), ("systemPrompt", str), ("tools", list), ("connections", list)):
        _require(raw.get(key), kind, f"{where}: {key}")
    tools = tuple(_tool(t, f"{where}: tools[{i}]") for i, t in enumerate(raw["tools"]))
    names = [t.name for t in tools]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise CatalogError(f"{where}: duplicate tool names: {', '.join(duplicates)}")
    connections = tuple(
        _connection(c, f"{where}: connections[{i}]") for i, c in enumerate(raw["connections"])
    )
    return Catalog(raw["version"], raw["systemPrompt"], tools, connections)


def _require(value: Any, kind: type, where: str) -> None:
    if not isinstance(value, kind):
        raise CatalogError(f"{where}: expected {kind.__name__}, got {type(value).__name__}")


def _tool(raw: Any, where: str) -> ToolDef:
    _require(raw, dict, where)
    for key, kind in (
        ("name", str),
        ("category", str),
        ("description", str),
        ("inputSchema", dict),
        ("permissions", dict),
    ):
        _require(raw.get(key), kind, f"{where}.{key}")
    where = f"{where} ({raw['name']})"
    schema = raw["inputSchema"]
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        raise CatalogError(f"{where}: invalid inputSchema: {exc.message}") from exc
    if schema.get("type") != "object":
        raise CatalogError(f"{where}: inputSchema must have type 'object'")
    permissions = raw["permissions"]
    lists = {}
    for key in ("reads", "writes"):
        value = permissions.get(key)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise CatalogError(f"{where}: permissions.{key} must be a list of phone keys")
        unknown = sorted(set(value) - PERMISSION_KEYS)
        if unknown:
            raise CatalogError(f"{where}: permissions.{key} names unknown phone keys: {unknown}")
        lists[key] = tuple(value)
    _require(permissions.get("confirmation"), bool, f"{where}: permissions.confirmation")
    return ToolDef(
        raw["name"],
        raw["category"],
        raw["description"],
        schema,
        Permissions(lists["reads"], lists["writes"], permissions["confirmation"]),
    )


def _connection(raw: Any, where: str) -> Connection:
    _require(raw, dict, where)
    for key in ("id", "name", "fixture"):
        _require(raw.get(key), str, f"{where}.{key}")
    return Connection(raw["id"], raw["name"], raw["fixture"])
