"""Scoring one run against one scenario (docs/scoring.md): every check, every failed check a line.

The scorer is a pure function of an expanded scenario and a run; the language check is
the only part that consults a model (lingua), and it is injected so tests can see which
verdict each step produced.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import vocab
from .folding import FoldedText, contains, fold
from .language import LanguageVerdict
from .language import check as check_language
from .recipients import Addressee, addressed_in, addressees
from .runs import Call, Run
from .scenario import ExpectedCall, Scenario, StringCheck
from .vocab import Quantifier

LanguageCheck = Callable[[str, str, str], LanguageVerdict]


@dataclass(frozen=True)
class Verdict:
    """A scenario's verdict on one run: passed only when no issue was found."""

    passed: bool
    issues: tuple[str, ...]
    language: LanguageVerdict | None = None


# ---------------------------------------------------------------------------- strings


def failures(check: StringCheck, folded_text: str) -> list[str]:
    """What a quantified string check misses in a folded text, as phrases; [] when it holds."""
    values = check.values
    match check.key.quantifier:
        case Quantifier.ALL:
            return [f"lacks {v!r}" for v in values if not contains(folded_text, v)]
        case Quantifier.ANY:
            if any(contains(folded_text, v) for v in values):
                return []
            return ["has none of " + ", ".join(repr(v) for v in values)]
        case Quantifier.GROUPS:
            return [
                "has none of " + ", ".join(repr(v) for v in group)
                for group in values
                if not any(contains(folded_text, v) for v in group)
            ]
        case Quantifier.NONE:
            return [f"contains excluded {v!r}" for v in values if contains(folded_text, v)]
    raise AssertionError(check.key)  # pragma: no cover


# ---------------------------------------------------------------------------- calls


def call_counts(expected: ExpectedCall, call: Call, category: str) -> bool:
    """Whether a failed call may stand for `expected` here (the `ok` and category rule of docs/scoring.md)."""
    if not call.failed:
        return True
    if expected.ok is True:
        return False
    return expected.ok is False or category in vocab.FAILED_CALLS_COUNT_IN


def call_matches(expected: ExpectedCall, call: Call, category: str, folded_args: str) -> bool:
    return (
        call.tool == expected.tool
        and call_counts(expected, call, category)
        and not any(failures(check, folded_args) for check in expected.checks)
    )


class CallIndex:
    """The run's calls, each one's arguments folded once, when an expected call first needs them.

    A contact addressed by id, number or email address is read by name too (recipients), after
    a line break no check value holds, so `to: contact-3` meets a check that names the person."""

    def __init__(self, calls: Sequence[Call], phone: dict[str, Any] | None = None) -> None:
        self.calls = calls
        self._phone = phone or {}
        self._people: tuple[Addressee, ...] | None = None
        self._folded: dict[int, str] = {}

    def folded(self, index: int) -> str:
        if index not in self._folded:
            if self._people is None:
                self._people = addressees(self._phone)
            text = fold(self.calls[index].arguments)
            names = addressed_in(text, self._people)
            self._folded[index] = "\n".join([text, *names])
        return self._folded[index]

    def find(self, expected: ExpectedCall, category: str, start: int) -> int | None:
        """The first position at or after `start` where `expected` is matched."""
        for index in range(start, len(self.calls)):
            call = self.calls[index]
            if call.tool == expected.tool and call_matches(expected, call, category, self.folded(index)):
                return index
        return None

    def sequence(self, expected: Sequence[ExpectedCall], category: str) -> int | None:
        """How many of `expected` appear in order (len(expected) when all do).

        Taking each expected call at its earliest match is optimal for an in-order
        subsequence, so one greedy pass decides it.
        """
        position = 0
        for found, call in enumerate(expected):
            index = self.find(call, category, position)
            if index is None:
                return found
            position = index + 1
        return len(expected)

    def near_miss(self, expected: ExpectedCall, category: str) -> str:
        """Why no call matched `expected`: not called, failed, or which argument check missed."""
        same_tool = [i for i, call in enumerate(self.calls) if call.tool == expected.tool]
        if not same_tool:
            return f"{expected.tool} was never called"
        notes = []
        for i in same_tool[:3]:
            call = self.calls[i]
            if not call_counts(expected, call, category):
                notes.append(f"call {i + 1} failed")
                continue
            missed = [f"{c.key.name} {m}" for c in expected.checks for m in failures(c, self.folded(i))]
            notes.append(f"call {i + 1} {'; '.join(missed) or 'came before an earlier expected call'}")
        return f"{expected.tool} was called {len(same_tool)}x: " + " | ".join(notes)


def _sequence_issue(
    label: str, expected: Sequence[ExpectedCall], index: CallIndex, category: str
) -> str | None:
    found = index.sequence(expected, category)
    if found == len(expected):
        return None
    missing = expected[found]
    after = f" after {expected[found - 1].tool}" if found else ""
    return (
        f"{label}: expected call {found + 1} of {len(expected)} not made{after}: "
        f"{missing.describe()} ({index.near_miss(missing, category)})"
    )


def call_issues(scenario: Scenario, run: Run) -> list[str]:
    """The issues of calls, anyOf, forbid and noTools."""
    expect = scenario.expect
    issues: list[str] = []
    index = CallIndex(run.calls, scenario.phone)
    if expect.calls:
        issue = _sequence_issue("calls", expect.calls, index, scenario.category)
        if issue:
            issues.append(issue)
    if expect.any_of:
        misses = [_sequence_issue(f"sequence {n}", seq, index, scenario.category)
                  for n, seq in enumerate(expect.any_of, 1)]  # fmt: skip
        if all(misses):
            issues.append(
                f"anyOf: none of the {len(misses)} sequences appears ("
                + "; ".join(m for m in misses if m)
                + ")"
            )
    called = [call.tool for call in run.calls]
    for tool in expect.forbid:
        if tool in called:
            issues.append(f"forbid: {tool} was called ({called.count(tool)}x)")
    if expect.no_tools:
        used = [tool for tool in called if tool not in vocab.LOADER_TOOLS]
        if used:
            issues.append(f"noTools: {len(used)} tool call(s) made: {', '.join(dict.fromkeys(used))}")
    return issues


# ---------------------------------------------------------------------------- answer


def answer_issues(scenario: Scenario, run: Run, folded_answer: str) -> list[str]:
    """The issues of answer, answerAny, answerGroups and answerNot."""
    return [
        f"{check.key.name}: answer {miss}"
        for check in scenario.expect.answer
        for miss in failures(check, folded_answer)
    ]


def score(scenario: Scenario, run: Run, language_check: LanguageCheck = check_language) -> Verdict:
    """Score one run against an expanded scenario: passed only if every check holds."""
    issues: list[str] = []
    if run.error:
        issues.append(f"the turn failed: {run.error}")
    if not run.answer.strip():
        issues.append("the answer is empty")
    issues += call_issues(scenario, run)
    issues += answer_issues(scenario, run, FoldedText(run.answer))
    verdict = None
    if run.answer.strip():
        verdict = language_check(run.answer, scenario.expected_language, run.tool_output)
        issue = verdict.issue()
        if issue:
            issues.append(issue)
    return Verdict(not issues, tuple(issues), verdict)
