"""What produced a score: the engine, the recognizer, the time zone data, CLDR and the clock.

A verdict can change when lingua's models or the tzdata release change, so every scored
output carries these versions; a reader comparing two score files can tell why they differ.
"""

from __future__ import annotations

from functools import lru_cache
from importlib.metadata import PackageNotFoundError, version

from .clock import Clock


def _version(package: str) -> str:
    try:
        return version(package)
    except PackageNotFoundError:  # pragma: no cover - only in a broken install
        return "unknown"


@lru_cache(maxsize=1)
def versions() -> dict[str, str]:
    """The versions of the parts a verdict depends on."""
    from babel.core import get_cldr_version

    return {
        "orvena-bench": _version("orvena-bench"),
        "lingua": _version("lingua-language-detector"),
        "tzdata": _version("tzdata"),
        "cldr": str(get_cldr_version()),
    }


def record(clock: Clock) -> dict[str, str]:
    """The provenance record written beside every scored output."""
    return {**versions(), "clock": clock.wall.isoformat(timespec="minutes")}
