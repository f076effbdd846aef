"""Walking parsed JSON: every string with its path, a copy with strings mapped, the depth guard.

Scenarios, references and the audit all need these; they know nothing about scenarios.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any


def iter_strings(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """Every string in a JSON tree with its JSON path (dict keys are not text)."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from iter_strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from iter_strings(item, f"{path}[{index}]")


def map_strings(value: Any, fn: Callable[[str], str]) -> Any:
    """A copy of a JSON tree with `fn` applied to every string."""
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        return {key: map_strings(item, fn) for key, item in value.items()}
    if isinstance(value, list):
        return [map_strings(item, fn) for item in value]
    return value


def too_deep(value: Any, limit: int, path: str = "$") -> str | None:
    """The JSON path of the first node nested deeper than `limit`, or None.

    Recursion stops at `limit`, so it never goes deeper than the limit however deep the value
    is; the path is built only along the branch that is too deep.
    """
    if isinstance(value, dict):
        items: Iterable[tuple[Any, Any]] = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return None
    if limit < 0:
        return path
    for key, item in items:
        if isinstance(item, dict | list):
            found = too_deep(item, limit - 1, "")
            if found is not None:
                step = f"[{key}]" if isinstance(value, list) else f".{key}"
                return path + step + found
    return None
