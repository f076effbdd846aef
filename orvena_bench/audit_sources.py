"""Two audit checks on where a solution's facts come from.

A reference answer that names a contact's surname, number or address without a call that
returned it was written by someone who read the scenario file, not the phone: a model could
never say it, so the reference proves nothing about the checks it passes. And an MCP rule of
a write operation that matches any arguments confirms whatever a model asked for, so a wrong
title or a wrong issue passes as done.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from .folding import WORD, fold
from .scenario import Scenario

#: Words of an operation's name that make it a write, when its fixture has no readOnlyHint.
WRITE_VERBS: frozenset[str] = frozenset(
    """add append archive assign cancel close comment complete create delete edit insert merge move
    post publish remove rename reply save schedule send set start stop submit toggle transition
    trigger turn update upload write""".split()
)

_NAME_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_CLOCK = re.compile(r"(?<![\d:.])([01]?\d|2[0-3])[:.]([0-5]\d)(?!\d)(?:\s*([ap])\.?\s?m\b)?", re.IGNORECASE)


def clock_times(text: str, exact: bool = False) -> set[tuple[int, int]]:
    """The clock times a text states, as (hour, minute); without am/pm and unless `exact`, a
    morning reading also stands for the afternoon one ('2:00' may be 14:00)."""
    out = set()
    for m in _CLOCK.finditer(text):
        hour, minute, half = int(m.group(1)), int(m.group(2)), (m.group(3) or "").lower()
        if half and 1 <= hour <= 12:
            out.add((hour % 12 + (12 if half == "p" else 0), minute))
            continue
        out.add((hour, minute))
        if not exact and hour < 12:
            out.add((hour + 12, minute))
    return out


def is_write(operation: str, tool: dict[str, Any] | None) -> bool:
    """Whether an MCP operation changes something: its readOnlyHint, else a write verb in its name."""
    hint = ((tool or {}).get("annotations") or {}).get("readOnlyHint")
    if isinstance(hint, bool):
        return not hint
    parts = {p.lower() for p in _NAME_PARTS.findall(operation)}
    parts |= {p.lower() for p in re.split(r"[-_]", operation)}
    return bool(parts & WRITE_VERBS)


#: A contact name that reads as a person's ('Mads Kjær', 'O'Brien'), not a service ('SŽ – info').
_PERSONAL = re.compile(r"[^\W\d_]+(?:[-'’. ][^\W\d_]+\.?){0,3}")


def _contact_strings(phone: dict[str, Any]) -> Iterator[str]:
    """What only the phone knows of its contacts: name words, numbers and addresses."""
    for contact in phone.get("contacts") or []:
        if not isinstance(contact, dict):
            continue
        name = contact.get("name")
        if isinstance(name, str) and _PERSONAL.fullmatch(name.strip()):
            yield from (w for w in WORD.findall(fold(name)) if len(w) >= 3 or not w.isascii())
        for entry in contact.get("phones") or []:
            if isinstance(entry, dict) and isinstance(entry.get("number"), str):
                yield re.sub(r"\D", "", entry["number"])[-7:]
        for entry in contact.get("emails") or []:
            if isinstance(entry, dict) and isinstance(entry.get("address"), str):
                yield fold(entry["address"])


def _given(scenario: Scenario, outputs: Iterable[str], prompt: str) -> str:
    return fold(" ".join([scenario.request, prompt, *(m.content for m in scenario.history), *outputs]))


def unsourced_times(
    scenario: Scenario, answer: str, outputs: Iterable[str], prompt: str
) -> tuple[list[str], list[str]]:
    """Clock times the answer states that no input gave: those the phone holds (read without the
    call that returns them) and those nothing holds (for review: derived, or made up)."""
    outputs = list(outputs)
    given = clock_times(_given(scenario, outputs, prompt))
    held = clock_times(json.dumps(scenario.phone, ensure_ascii=False))
    from_phone, from_nowhere = [], []
    for m in _CLOCK.finditer(fold(answer)):
        said = clock_times(m.group(0), exact=True) or clock_times(m.group(0))
        if said & given:
            continue
        (from_phone if said & held else from_nowhere).append(m.group(0))
    return from_phone, from_nowhere


def _says(word: str, words: set[str]) -> bool:
    """Whether `words` hold `word` or a declined form of it ('Babiću' for 'Babić', 'Marku' for 'Marko')."""
    if word in words:
        return True
    if len(word) < 4 or not word.isalpha():
        return False
    stem = word[:-1]
    return any(w.startswith(stem) and len(w) - len(word) <= 2 for w in words)


def unsourced_phone_facts(scenario: Scenario, answer: str, outputs: Iterable[str], prompt: str) -> list[str]:
    """Contact facts the answer states that neither the user, the system prompt nor a call's output gave.

    Names count in their declined forms on both sides, so 'Marku Babiću' states the contact
    'Marko Babić', and a request that says 'Marku' gives 'Marko'.
    """
    given = _given(scenario, outputs, prompt)
    given_words = set(WORD.findall(given))
    given_digits = re.sub(r"\D", "", given)
    said = fold(answer)
    said_words = set(WORD.findall(said))
    said_digits = re.sub(r"\D", "", said)
    found = []
    for fact in dict.fromkeys(_contact_strings(scenario.phone)):
        if fact.isdigit():
            if len(fact) >= 6 and fact in said_digits and fact not in given_digits:
                found.append(fact)
        elif "@" in fact:
            if fact in said and fact not in given:
                found.append(fact)
        elif fact.isascii() or " " in fact:
            if _says(fact, said_words) and not _says(fact, given_words) and fact not in given:
                found.append(fact)
        elif fact in said and fact not in given:
            found.append(fact)
    return found


def write_rules_without_match(scenario: Scenario, fixtures: dict[str, Any]) -> list[str]:
    """Write operations whose rules include one with no match strings that succeeds (it confirms
    any call); a catch-all that answers with an error is the not-found every other call should get."""
    out = []
    for name, rules in scenario.tools.items():
        connection, _, operation = name.partition("/")
        fixture = fixtures.get(connection)
        tool = fixture.tool(operation) if fixture is not None else None
        if is_write(operation, tool) and any(not rule.match and not rule.error for rule in rules):
            out.append(name)
    return out
