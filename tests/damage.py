"""Damage as an adversary deals it, to run lines and scenario lines, driven by one random.Random.

The hypothesis suite (tests/test_fuzz.py) draws the Random, so failures shrink; the fuzz
benchmark (benchmarks/fuzz.py) seeds one, so its thousands of lines are reproducible. Each
damage function takes a valid object and returns the raw bytes of one line, newline included
(or not, for a truncated last line), plus the name of the damage done.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

#: Numbers at and past every edge a JSON reader or writer has.
EXTREME_NUMBERS: tuple[Any, ...] = (
    2**63 - 1, 2**63, 2**64 - 1, 2**64, -(2**63) - 1, -(2**64) - 1, 10**30, -(10**40), 2**200,
    1.7976931348623157e308, 5e-324, -0.0, 0, -1, 1e16, 123456789012345678901234567890,
)  # fmt: skip
#: Number texts that are not JSON, or that no double holds.
BAD_NUMBER_TEXTS: tuple[bytes, ...] = (b"NaN", b"Infinity", b"-Infinity", b"1e400", b"-", b"01", b"1.", b"+1")
#: Tokens that parse but fall outside the clock's range, and phone times past it.
UNRENDERABLE: tuple[str, ...] = (
    "{+9999y}", "{+10000000d}", "{iso:+8000y 10:00}", "{weekday-3000y}", "{date:+99999999h}",
    "{+" + "9" * 5000 + "d}", "{utc:+7980y}", "{datetime:-2030y 10:00}",
)  # fmt: skip
BAD_TIMES: tuple[str, ...] = ("9999-12-31T23:59", "0001-01-01", "+8000y", "-3000y 10:00", "9999-12-31T23:00+14:00")
WEIRD_TEXT: tuple[str, ...] = (
    "", " ", "\u0000", "\ufeff", "\u202e", "a\u0301", "𝔘𝔫𝔦", "«" * 50, "„" * 50, "{", "{+1d", "}{", "\\",
    '"', "\r\n", "\t", "\U0010ffff", "ǅ", "İ", "ß" * 30,
)  # fmt: skip


def json_value(rng: random.Random, depth: int = 0) -> Any:
    """A random JSON value: scalars (extreme numbers and odd text among them), lists and objects."""
    kind = rng.randrange(9 if depth < 3 else 6)
    match kind:
        case 0:
            return None
        case 1:
            return rng.choice([True, False])
        case 2:
            return rng.choice(EXTREME_NUMBERS)
        case 3:
            return rng.uniform(-1e6, 1e6)
        case 4:
            return rng.choice(WEIRD_TEXT)
        case 5:
            return "".join(chr(rng.choice([rng.randrange(32, 127), rng.randrange(0x80, 0x3000)])) for _ in range(rng.randrange(12)))
        case 6:
            return [json_value(rng, depth + 1) for _ in range(rng.randrange(4))]
        case 7:
            return {rng.choice(["id", "tool", "arguments", "x", "", "é"]): json_value(rng, depth + 1) for _ in range(rng.randrange(4))}
        case _:
            return rng.randrange(-(10**6), 10**6)


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every node's path in a JSON tree (the root excluded), as tuples of keys and indices."""
    found = []
    if isinstance(value, dict):
        for key, item in value.items():
            found.append((*prefix, key))
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.append((*prefix, index))
            found += paths(item, (*prefix, index))
    return found


def _set(obj: Any, path: tuple, value: Any) -> None:
    for key in path[:-1]:
        obj = obj[key]
    obj[path[-1]] = value


def _delete(obj: Any, path: tuple) -> None:
    for key in path[:-1]:
        obj = obj[key]
    del obj[path[-1]]


def _nested(depth: int, leaf: Any = 1) -> Any:
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


def encode(obj: Any) -> bytes:
    return json.dumps(obj, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _strings(obj: Any) -> list[tuple]:
    return [p for p in paths(obj) if isinstance(_get(obj, p), str)]


def _get(obj: Any, path: tuple) -> Any:
    for key in path:
        obj = obj[key]
    return obj


def _raw_damage(rng: random.Random, raw: bytes) -> tuple[bytes, str]:
    """Damage at the byte level; raw has no newline."""
    match rng.randrange(8):
        case 0:
            return raw[: rng.randrange(1, max(2, len(raw)))], "truncated"
        case 1:
            at = rng.randrange(len(raw))
            junk = bytes(rng.choice(b'\x00\xff\xfe\xc3"{}[],:\\ \x7f\x80') for _ in range(rng.randrange(1, 4)))
            return raw[:at] + junk + raw[at:], "garbled"
        case 2:
            at = raw.find(b'"', rng.randrange(len(raw)))
            return (raw[: at + 1] + b"\xff\xc0\xed\xa0\x80" + raw[at + 1 :] if at >= 0 else raw + b"\xff"), "invalid-utf8"
        case 3:
            return b"\xef\xbb\xbf" + raw, "bom"
        case 4:
            at = raw.find(b'"', rng.randrange(len(raw)))
            return (raw[: at + 1] + b"\x00" + raw[at + 1 :] if at >= 0 else raw + b"\x00"), "nul"
        case 5:
            number = rng.choice(BAD_NUMBER_TEXTS)
            at = raw.rfind(b"}")
            return raw[:at] + b', "n": ' + number + raw[at:], "bad-number"
        case 6:
            return b"[" + raw + b"]", "not-an-object"
        case _:
            return raw.replace(b'"', b"'", 2), "quotes"


def damage_tree(rng: random.Random, obj: dict[str, Any], texts: tuple[str, ...] = ()) -> tuple[bytes, str]:
    """Damage a JSON object: a node retyped, deleted, nested deep, an extreme number, odd text,
    or (with `texts`) a string replaced by one of them. Returns the line and the damage's name."""
    obj = json.loads(json.dumps(obj))
    where = paths(obj)
    kind = rng.randrange(7 if texts else 6)
    if kind == 0 and where:
        _set(obj, rng.choice(where), json_value(rng))
        name = "retyped"
    elif kind == 1 and where:
        path = rng.choice(where)
        _delete(obj, path)
        name = "deleted"
    elif kind == 2 and where:
        _set(obj, rng.choice(where), _nested(rng.choice([200, 254, 255, 600, 1000, 1021, 1030])))
        name = "nested"
    elif kind == 3 and where:
        _set(obj, rng.choice(where), rng.choice(EXTREME_NUMBERS))
        name = "number"
    elif kind == 4 and _strings(obj):
        path = rng.choice(_strings(obj))
        _set(obj, path, _get(obj, path) + rng.choice(["\ud800", "\udfff x", "\u0000", "\ufeff", "\u2028"]))
        name = "odd-text"
    elif kind == 6 and _strings(obj):
        path = rng.choice(_strings(obj))
        _set(obj, path, rng.choice(texts))
        name = "text"
    else:
        obj[rng.choice(["id", "answer", "calls", "expect", "phone", "x"])] = json_value(rng)
        name = "top-field"
    return encode(obj), name


def damage(rng: random.Random, obj: dict[str, Any], texts: tuple[str, ...] = ()) -> tuple[bytes, str]:
    """One damaged line (newline included unless the damage is a cut), of any kind."""
    choice = rng.randrange(10)
    if choice < 5:
        raw, name = damage_tree(rng, obj, texts)
    elif choice < 8:
        raw, name = _raw_damage(rng, encode(obj))
    elif choice == 8:
        return rng.choice([b"\n", b"   \n", b"\r\n", b"\t\n"]), "blank"
    else:
        return encode(obj) + b"\r\n", "crlf"
    return raw + b"\n", name


#: Run-line damage that only a run line has: its error field and tool-call ids in a broken line.
def run_specific(rng: random.Random, obj: dict[str, Any]) -> tuple[bytes, str]:
    obj = json.loads(json.dumps(obj))
    kind = rng.randrange(3)
    if kind == 0:
        obj["error"] = rng.choice([False, 0, [], {}, None, "", "  ", True, 1, "timeout", {"code": 5}, [1]])
        return encode(obj) + b"\n", "error-field"
    if kind == 1:
        calls = {"transcript": [{"role": "assistant", "tool_calls": [{"id": "call_1", "type": "function"}]}]}
        raw = encode({**calls, **obj})
        return raw[: rng.randrange(len(encode(calls)) + 10, len(raw))] + b"\n", "broken-with-call-id"
    obj["calls"] = [{**c, "arguments": json.dumps(c.get("arguments", {})) + rng.choice(["", "x", "}"])} for c in obj.get("calls", [])]
    return encode(obj) + b"\n", "arguments-string"


Damage = Callable[[random.Random, dict[str, Any]], tuple[bytes, str]]


# ---------------------------------------------------------------------------- what must hold

_LOCATED = r"^{file}:{line}: (?P<id>.+?): (?P<path>\$\S*): (?P<message>.+)$"
INTERNAL = "internal error while"


def _python_value(raw: bytes) -> Any:
    """The line as Python's own reader sees it, or None when it cannot read it."""
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        return None


def top_level_id(raw: bytes) -> str | None:
    """The line's own id when Python's reader can parse it, else None (nothing to judge by)."""
    value = _python_value(raw)
    return value.get("id") if isinstance(value, dict) and isinstance(value.get("id"), str) else None


def check_error(text: str, file: str, line: int, raw: bytes) -> list[str]:
    """What is wrong with one error message: not located, under the wrong id, or an internal error."""
    import re

    found = re.match(_LOCATED.format(file=re.escape(file), line=line), text, re.DOTALL)
    if not found:
        return [f"line {line}: error not located as FILE:LINE: ID: PATH: message: {text[:160]!r}"]
    wrong = []
    expected = top_level_id(raw)
    if expected is not None:  # as it reads in UTF-8: a lone surrogate cannot, and is shown replaced
        expected = expected.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    if expected is not None and found["id"] not in (expected, "-"):
        wrong.append(f"line {line}: reported under {found['id']!r}, the line's id is {expected!r}")
    if found["id"] == "call_1":
        wrong.append(f"line {line}: reported under a tool call's id")
    if INTERNAL in text:
        wrong.append(f"line {line}: {found['message'][:200]}")
    return wrong


def check_scored(file: str, inputs: list[bytes], outputs: list[bytes], clean: dict[int, bytes]) -> tuple[int, list[str]]:
    """Lines lost and misreports of a scored file: one output line per input line, in order;
    every error located; every kept value as it came in; clean lines as when scored alone."""
    lost = max(0, len(inputs) - len(outputs)) + max(0, len(outputs) - len(inputs))
    wrong: list[str] = []
    for number, (raw, out) in enumerate(zip(inputs, outputs, strict=False), 1):
        try:
            scored = json.loads(out)
        except ValueError:
            wrong.append(f"line {number}: output is not JSON")
            continue
        given = _python_value(raw)
        if isinstance(given, dict) and "fuzzLine" in scored and scored["fuzzLine"] != given.get("fuzzLine"):
            lost += 1
            wrong.append(f"line {number}: the output of another line in its place")
            continue
        if number in clean and out != clean[number]:
            wrong.append(f"line {number}: a clean line scored differently beside damaged ones")
        if scored.get("passed") is False and scored.get("issues") == [] and isinstance(scored.get("error"), str):
            wrong += check_error(scored["error"], file, number, raw)
            continue
        if not isinstance(given, dict):
            wrong.append(f"line {number}: scored although it holds no JSON object")
            continue
        changed = [k for k in given if k not in ("passed", "issues", "scoring") and scored.get(k) != given[k]]
        if changed:
            wrong.append(f"line {number}: {changed[0]} did not come back as it went in")
    return lost, wrong


def check_loaded(file: str, inputs: list[bytes], loaded: Any, clean: set[int]) -> tuple[int, list[str]]:
    """Lines lost and misreports of a loaded scenario file: each line becomes a scenario or has
    located problems (never neither), clean lines always load, no problem is an internal error."""
    by_line: dict[int, list[Any]] = {}
    wrong: list[str] = []
    for problem in loaded.problems:
        if problem.file != file or problem.line is None or not 1 <= problem.line <= len(inputs):
            wrong.append(f"problem not located in the file: {problem}")
            continue
        if not problem.path.startswith("$"):
            wrong.append(f"line {problem.line}: problem without a JSON path: {problem}")
        by_line.setdefault(problem.line, []).append(problem)
    lines = {s.line for s in loaded.scenarios.values()}
    lost = 0
    for number, raw in enumerate(inputs, 1):
        if not raw.strip():
            continue  # blank lines in scenario files hold nothing (docs/formats.md)
        if number in clean and number not in lines:
            lost += 1
            wrong.append(f"line {number}: a clean scenario did not load: {by_line.get(number)}")
        if number not in lines and number not in by_line:
            lost += 1
            wrong.append(f"line {number}: neither loaded nor reported")
        for problem in by_line.get(number, []):
            wrong += [w for w in check_error(str(problem), file, number, raw) if "not located" not in w]
    return lost, wrong
