"""Typing a validated scenario object, and expanding its tokens for a clock (load -> expand).

Expansion is a step of its own, so the census can count tokens in the text as written and
the scorer sees the text as the clock renders it. Clock times in answer checks become
slots of the language's renderings here (clock_phrases).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from . import vocab
from .clock import Clock
from .clock_phrases import CLOCK_VALUE, clock_slot
from .date_values import with_dates
from .json_tree import map_strings
from .person_values import person_value
from .scenario import TOKEN_PARTS, Expect, ExpectedCall, Message, Rule, Scenario, StringCheck
from .vocab import CheckKey, Quantifier, Shape


def _string_checks(obj: dict[str, Any], keys: Iterable[CheckKey]) -> tuple[StringCheck, ...]:
    checks = []
    for key in keys:
        if key.name in obj:
            values = obj[key.name]
            if key.shape is Shape.GROUPS:
                values = [tuple(group) for group in values]
            checks.append(StringCheck(key, tuple(values)))
    return tuple(checks)


def _expected_call(obj: dict[str, Any]) -> ExpectedCall:
    return ExpectedCall(obj["tool"], _string_checks(obj, vocab.ARGS_KEYS), obj.get("ok"))


def _answer_checks(
    obj: dict[str, Any], language: str, locale: str, said: str, contacts: Any = ()
) -> tuple[StringCheck, ...]:
    """The answer checks, each clock-time value a slot of the time's renderings in `language`,
    and each required value that names one contact a slot of the ways to refer to them.

    Forms the user typed are left out of a slot, so that echoing the request still cannot
    satisfy a check; an excluded time keeps its spoken forms only when no required time is
    the same hour twelve hours apart ('six o'clock' must not exclude 18:00 for 06:00).
    """
    checks = _string_checks(obj, vocab.ANSWER_KEYS)
    required = {
        int(m.group(1)) % 24
        for c in checks
        if c.key.quantifier is not Quantifier.NONE
        for v in (x for g in c.values for x in (g if isinstance(g, tuple) else (g,)))
        if (m := CLOCK_VALUE.fullmatch(v.strip()))
    }

    def slot(value: str, excluded: bool) -> str:
        if not excluded and (person := person_value(value, contacts, locale, said)) is not value:
            return person
        m = CLOCK_VALUE.fullmatch(value.strip())
        spoken = not (excluded and m and (int(m.group(1)) + 12) % 24 in required)
        return clock_slot(value, language, locale, spoken, said)

    out = []
    for c in checks:
        excluded = c.key.quantifier is Quantifier.NONE
        if c.key.quantifier is Quantifier.GROUPS:
            values = tuple(tuple(slot(v, excluded) for v in group) for group in c.values)
        else:
            values = tuple(slot(v, excluded) for v in c.values)
        out.append(StringCheck(c.key, values))
    return tuple(out)


def build_expect(
    obj: dict[str, Any], language: str = "", locale: str = "", said: str = "", contacts: Any = ()
) -> Expect:
    """Type a validated `expect` object; clock times in answer checks become slots when the
    scenario's language and locale are given."""
    answer = (
        _answer_checks(obj, obj.get("language") or language, locale, said, contacts)
        if locale
        else _string_checks(obj, vocab.ANSWER_KEYS)
    )
    return Expect(
        calls=tuple(_expected_call(call) for call in obj.get("calls", ())),
        any_of=tuple(tuple(_expected_call(call) for call in seq) for seq in obj.get("anyOf", ())),
        forbid=tuple(obj.get("forbid", ())),
        no_tools=bool(obj.get("noTools", False)),
        answer=answer,
        language=obj.get("language"),
    )


def build_scenario(obj: dict[str, Any], set_name: str, file: str = "", line: int = 0) -> Scenario:
    """Type a validated scenario object (tokens as written)."""
    return Scenario(
        id=obj["id"],
        set=set_name,
        language=obj["language"],
        category=obj["category"],
        request=obj["request"],
        history=tuple(Message(m["role"], m["content"]) for m in obj.get("history", ())),
        connections=tuple(obj.get("connections", ())),
        phone=obj["phone"],
        tools={
            name: tuple(
                Rule(
                    tuple(r.get("match", ())),
                    r["result"],
                    r.get("nth"),
                    bool(r.get("error", False)),
                    r.get("structured"),
                )
                for r in rules
            )
            for name, rules in obj.get("tools", {}).items()
        },
        expect=build_expect(
            obj["expect"],
            obj["language"],
            str(obj["phone"].get("locale") or ""),
            " ".join([obj["request"], *(m["content"] for m in obj.get("history", ()))]),
            obj["phone"].get("contacts") or (),
        ),
        raw=obj,
        file=file,
        line=line,
    )


def expand(scenario: Scenario, clock: Clock | None = None, parts: tuple[str, ...] = TOKEN_PARTS) -> Scenario:
    """The scenario with every token in `parts` (expect, tools, phone) rendered for `clock`."""
    ctx = scenario.context(clock or Clock())
    obj = dict(scenario.raw)
    for part in parts:
        if part in obj:
            obj[part] = map_strings(obj[part], ctx.expand)
    built = build_scenario(obj, scenario.set, scenario.file, scenario.line)
    said = " ".join([built.request, *(m.content for m in built.history)])
    today = ctx.clock.now(ctx.tz).date()
    return replace(built, expect=with_dates(built.expect, today, str(built.phone.get("locale") or ""), said))
