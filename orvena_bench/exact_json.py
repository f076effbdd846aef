"""JSON values read and written exactly: orjson's speed, the standard library where orjson would not.

orjson reads an integer beyond 64 bits as a float (2^64 comes back as 1.8446744073709552e19)
and refuses to write one, or anything nested deeper than 254 levels. A value must come back
as it went in, so those rare lines take the standard library's path; NaN and Infinity, which
only the standard library accepts, stay refused as orjson refuses them.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

#: 19 digits in a row: every integer orjson reads as a float (beyond 2^64 - 1, or below -2^63)
#: has them. Found by mapping digits to "0" and searching, 20x faster than a regular expression.
_DIGITS_AS_ZERO = bytes(48 if 48 <= b <= 57 else 32 for b in range(256))
_NINETEEN = b"0" * 19


class JSONValueError(ValueError):
    """A value that cannot be read or written exactly; the message says why."""


def _no_constant(name: str) -> Any:
    raise JSONValueError(f"{name} is not JSON")


def loads(data: bytes | str) -> Any:
    """Parse JSON text exactly; orjson.JSONDecodeError or JSONValueError (both ValueErrors) when it is not JSON."""
    value = orjson.loads(data)
    raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
    if raw.translate(_DIGITS_AS_ZERO).find(_NINETEEN) < 0:
        return value
    try:
        return json.loads(data, parse_constant=_no_constant)
    except RecursionError:
        raise JSONValueError(
            "holds an integer beyond 64 bits nested too deeply to be read exactly"
        ) from None


def dumps(value: Any) -> bytes:
    """Compact JSON, non-ASCII kept; JSONValueError for a value no JSON text can carry exactly."""
    try:
        return orjson.dumps(value)
    except orjson.JSONEncodeError as exc:
        first = str(exc)
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
    except RecursionError:
        raise JSONValueError("nested too deeply to be written back as JSON") from None
    except (TypeError, ValueError) as exc:
        raise JSONValueError(f"cannot be written as JSON ({first}; {exc})") from None
    except UnicodeEncodeError as exc:  # pragma: no cover - a lone surrogate from Python code
        raise JSONValueError(f"cannot be written as UTF-8 JSON ({exc.reason})") from None


def dumps_text(value: Any) -> str:
    """dumps() as text."""
    return dumps(value).decode()
