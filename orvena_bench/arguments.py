"""Checking a call's arguments against a tool's JSON schema, with messages a model can act on.

Native tools and MCP operations are checked alike, as the app and a real MCP server would.

jsonschema's own messages quote whole instances; a model does better with one short line
per problem that names the argument: "'start' is required", "unknown argument 'when'".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

_TYPE_WORDS = {
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
    "array": "a list",
    "object": "an object",
    "null": "null",
}


#: Validators by schema object: catalog and fixture schemas live for the whole process.
_VALIDATORS: dict[int, tuple[Mapping[str, Any], Draft202012Validator]] = {}


def _validator(schema: Mapping[str, Any]) -> Draft202012Validator:
    cached = _VALIDATORS.get(id(schema))
    if cached is None or cached[0] is not schema:
        cached = (schema, Draft202012Validator(schema))
        _VALIDATORS[id(schema)] = cached
    return cached[1]


def _where(error: ValidationError) -> str:
    path = [str(p) for p in error.absolute_path]
    if not path:
        return "the arguments"
    head, *rest = path
    return "'" + head + "".join(f"[{p}]" if p.isdigit() else f".{p}" for p in rest) + "'"


def _message(error: ValidationError) -> list[str]:
    where = _where(error)
    match error.validator:
        case "required":
            return [f"'{key}' is required" for key in error.validator_value if key not in error.instance]
        case "additionalProperties":
            allowed = ", ".join(error.schema.get("properties", {})) or "none"
            extra = [key for key in error.instance if key not in error.schema.get("properties", {})]
            return [f"unknown argument '{key}' (allowed: {allowed})" for key in extra]
        case "type":
            kinds = (
                error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
            )
            return [f"{where} must be " + " or ".join(_TYPE_WORDS.get(k, k) for k in kinds)]
        case "enum":
            return [f"{where} must be one of: " + ", ".join(map(str, error.validator_value))]
        case "minLength":
            return [f"{where} must not be empty"]
    return [f"{where}: {error.message}"]


def argument_problems(schema: Mapping[str, Any], arguments: Any) -> list[str]:
    """Every way `arguments` break a tool's input schema, one short line each, in a stable order."""
    errors = sorted(
        _validator(schema).iter_errors(arguments),
        key=lambda e: ([str(p) for p in e.absolute_path], e.validator),
    )
    return [message for error in errors for message in _message(error)]
