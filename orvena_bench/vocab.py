"""The bench's vocabularies, declared once.

The validator, the scorer, the audit and the docs all read these tables, so a key or a
category added here is known everywhere at once and nowhere else needs a list of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

#: The 30 languages of the bench (ISO 639-1), in the order the tables list them.
LANGUAGES: tuple[str, ...] = (
    "en", "da", "de", "es", "fr", "it", "ja", "ko", "nl", "pt", "sv", "tr", "vi",
    "fi", "pl", "cs", "ru", "uk", "bg", "hr", "sl", "et", "lv", "lt", "el", "nb",
    "id", "hi", "zh", "ar",
)  # fmt: skip

#: The 13 languages Apple's on-device model supports: one slice of summary.csv.
APPLE_LANGUAGES: frozenset[str] = frozenset(
    ["da", "de", "en", "es", "fr", "it", "ja", "ko", "nl", "pt", "sv", "tr", "vi"]
)

#: The 20 categories, in the card's order.
CATEGORIES: tuple[str, ...] = (
    "calendar", "reminders", "alarms", "scheduled", "weather", "places", "travel",
    "contacts", "health", "photos", "files", "web", "media", "device", "chain",
    "recovery", "followup", "no-tool", "unsupported", "mcp",
)  # fmt: skip

#: Categories where an expected call counts even when it failed (docs/scoring.md).
FAILED_CALLS_COUNT_IN: frozenset[str] = frozenset({"recovery", "unsupported"})

#: The three scenario sets and their files under scenarios/.
SETS: tuple[str, ...] = ("bench", "restraint", "ask")

#: Id suffixes that form groups of the bench.
GROUP_SUFFIXES: tuple[str, ...] = ("-h3", "-conn")

#: Tools that only reveal other tools; call checks ignore them unless a check names one.
LOADER_TOOLS: frozenset[str] = frozenset({"load_skills", "load_tools", "load_connectors"})

#: History roles a scenario may use.
HISTORY_ROLES: frozenset[str] = frozenset({"user", "assistant"})

#: The lists a phone may hold (docs/formats.md).
PHONE_LISTS: tuple[str, ...] = (
    "events", "reminders", "alarms", "tasks", "contacts", "places", "routes",
    "weather", "web", "pages", "files", "photos", "health", "music", "device",
)  # fmt: skip

#: Scalar keys of a phone besides its lists.
PHONE_SCALARS: tuple[str, ...] = ("locale", "timeZone", "location")


class Quantifier(Enum):
    """How a list of strings is tested against a text: the same four ways for answers and args."""

    ALL = "all"  # every string occurs
    ANY = "any"  # at least one occurs
    GROUPS = "groups"  # at least one of each group occurs
    NONE = "none"  # no string occurs


class Shape(Enum):
    """The JSON shape of a check's value, which the validator enforces."""

    CALLS = "list of expected calls"
    SEQUENCES = "list of lists of expected calls"
    TOOL_NAME = "tool name"
    TOOL_NAMES = "list of tool names"
    TRUE = "true"
    BOOL = "boolean"
    STRINGS = "list of strings"
    GROUPS = "list of lists of strings"
    LANGUAGE = "language code"


@dataclass(frozen=True)
class CheckKey:
    """One key of `expect` or of an expected call: its shape, how it tests, what it means."""

    name: str
    shape: Shape
    meaning: str
    quantifier: Quantifier | None = None


#: Keys of `expect` (docs/formats.md, docs/scoring.md).
EXPECT_KEYS: dict[str, CheckKey] = {
    k.name: k
    for k in (
        CheckKey("calls", Shape.CALLS, "these calls appear in this order among the calls made"),
        CheckKey("anyOf", Shape.SEQUENCES, "at least one of these call sequences appears"),
        CheckKey("forbid", Shape.TOOL_NAMES, "none of these tools was called"),
        CheckKey("noTools", Shape.TRUE, "no tool was called"),
        CheckKey("answer", Shape.STRINGS, "the answer contains all of these", Quantifier.ALL),
        CheckKey("answerAny", Shape.STRINGS, "the answer contains at least one", Quantifier.ANY),
        CheckKey(
            "answerGroups",
            Shape.GROUPS,
            "the answer contains at least one of each group",
            Quantifier.GROUPS,
        ),
        CheckKey("answerNot", Shape.STRINGS, "the answer contains none of these", Quantifier.NONE),
        CheckKey("language", Shape.LANGUAGE, "the answer's language, when not the scenario's"),
    )
}

#: Keys of one expected call (docs/formats.md, docs/scoring.md).
CALL_KEYS: dict[str, CheckKey] = {
    k.name: k
    for k in (
        CheckKey("tool", Shape.TOOL_NAME, "the tool's name (`<connection>/<operation>` for MCP)"),
        CheckKey("args", Shape.STRINGS, "all occur in the call's JSON arguments", Quantifier.ALL),
        CheckKey("argsAny", Shape.STRINGS, "at least one occurs", Quantifier.ANY),
        CheckKey("argsGroups", Shape.GROUPS, "at least one of each group", Quantifier.GROUPS),
        CheckKey("argsNot", Shape.STRINGS, "none occurs", Quantifier.NONE),
        CheckKey("ok", Shape.BOOL, "true: must have succeeded; false: either"),
    )
}

#: The expect keys whose strings test the final answer, with their quantifier.
ANSWER_KEYS: tuple[CheckKey, ...] = tuple(k for k in EXPECT_KEYS.values() if k.quantifier)

#: The expected-call keys whose strings test the call's arguments.
ARGS_KEYS: tuple[CheckKey, ...] = tuple(k for k in CALL_KEYS.values() if k.quantifier)

#: Keys of one MCP rule (docs/formats.md).
RULE_KEYS: frozenset[str] = frozenset({"match", "nth", "result", "error", "structured"})

#: Top-level keys of a scenario: required, then optional.
SCENARIO_REQUIRED: tuple[str, ...] = ("id", "language", "category", "request", "phone", "expect")
SCENARIO_OPTIONAL: tuple[str, ...] = ("history", "connections", "tools", "notes")


@dataclass(frozen=True)
class FieldKey:
    """One field of a reference line or of one of its probes: what it holds and what it means."""

    name: str
    shape: str
    meaning: str
    required: bool = False


#: Fields of a reference line (scenarios/reference/<set>.jsonl, docs/audit.md).
REFERENCE_KEYS: dict[str, FieldKey] = {
    k.name: k
    for k in (
        FieldKey("id", "scenario id", "the scenario this line solves", True),
        FieldKey("calls", "list of {tool, arguments}", "the intended calls, made in order", True),
        FieldKey("answer", "string", "the intended final answer", True),
        FieldKey(
            "alternatives",
            "list of probes",
            "other correct solutions, worded as other native speakers would; each must PASS",
        ),
        FieldKey(
            "traps",
            "list of probes with `catches`",
            "plausible wrong solutions built from what the phone holds; each must FAIL on `catches`",
        ),
    )
}

#: Fields of one alternative or trap.
PROBE_KEYS: dict[str, FieldKey] = {
    k.name: k
    for k in (
        FieldKey("answer", "string", "the final answer (tokens expanded like the reference's)", True),
        FieldKey("calls", "list of {tool, arguments}", "the calls made; omitted: the reference's calls"),
        FieldKey(
            "catches",
            "expect key",
            "traps only, required: the check that must catch it (`answerNot`, `calls`, `language`, ...)",
        ),
        FieldKey("note", "string", "for authors: what the probe varies or why it is wrong"),
        FieldKey(
            "limit",
            "string",
            "traps only: why no substring check can reject this wrong answer; the trap is then "
            "counted as a known limit of the bench, not played as a must-fail",
        ),
    )
}

#: Every probe of a scenario (alternatives and traps) should number at least these.
MIN_ALTERNATIVES = 2
MIN_TRAPS = 1


def scenario_group(scenario_id: str) -> str:
    """The group an id belongs to by its suffix: '-h3', '-conn', or '' for an original."""
    for suffix in GROUP_SUFFIXES:
        if scenario_id.endswith(suffix):
            return suffix
    return ""


def check_keys_markdown() -> str:
    """The table of check keys that docs/scoring.md shows, generated from the declarations above."""
    rows = ["| key | where | value | passes when |", "|---|---|---|---|"]
    for where, keys in (("expect", EXPECT_KEYS), ("expected call", CALL_KEYS)):
        for key in keys.values():
            rows.append(f"| `{key.name}` | {where} | {key.shape.value} | {key.meaning} |")
    return "\n".join(rows)


def reference_keys_markdown() -> str:
    """The table of reference and probe fields that docs/audit.md shows, generated from the declarations."""
    rows = ["| field | of | value | meaning |", "|---|---|---|---|"]
    for where, keys in (("reference line", REFERENCE_KEYS), ("alternative or trap", PROBE_KEYS)):
        for key in keys.values():
            required = " (required)" if key.required else ""
            rows.append(f"| `{key.name}`{required} | {where} | {key.shape} | {key.meaning} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(check_keys_markdown())
