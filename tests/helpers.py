"""Small builders shared by the tests: scenarios and runs from plain dicts."""

from __future__ import annotations

from typing import Any

from orvena_bench.language import LanguageVerdict
from orvena_bench.runs import Run, parse_run
from orvena_bench.scenario import Scenario
from orvena_bench.scenario_build import build_scenario, expand

DART = {
    "id": "en-scheduled-dart-delays",
    "language": "en",
    "category": "scheduled",
    "request": "at half 7 tomorrow morning check if there's any delays on the DART and let me know",
    "phone": {"locale": "en_IE", "timeZone": "Europe/Dublin",
              "location": {"place": "Dublin, Ireland", "lat": 53.3331, "lon": -6.2489}},
    "expect": {"calls": [{"tool": "schedule_task", "args": ["{+1d}T07:30", "DART"]}],
               "forbid": ["search_web", "fetch_url", "create_reminder", "schedule_alarm"],
               "answerAny": ["7:30", "07:30"]},
}  # fmt: skip


def scenario(overrides: dict[str, Any] | None = None, **expect: Any) -> Scenario:
    """The DART scenario, with top-level overrides and/or a replaced `expect`, expanded."""
    obj = {**DART, **(overrides or {})}
    if expect:
        obj["expect"] = expect
    return expand(build_scenario(obj, "bench"))


def call(tool: str, arguments: Any = None, failed: bool = False, output: str | None = None) -> dict[str, Any]:
    out = {
        "tool": tool,
        "arguments": arguments if arguments is not None else {},
        "failed": failed,
        "matched": True,
    }
    if output is not None:
        out["output"] = output
    return out


def run(answer: str = "Done.", calls: list[dict[str, Any]] | None = None, **extra: Any) -> Run:
    return parse_run({"id": DART["id"], "answer": answer, "calls": calls or [], **extra})


def always_right(answer: str, expected: str, tool_output: str) -> LanguageVerdict:
    """A language check that passes everything, to test the other checks alone."""
    return LanguageVerdict(True, False, expected, None, None, "too-short", 0, (), (), answer, "stub")
