"""Two audit checks on where a solution's facts come from.

A reference answer that names a contact's surname, number or address without a call that
returned it was written by someone who read the scenario file, not the phone: a model could
never say it, so the reference proves nothing about the checks it passes. And an MCP rule of
a write operation that matches any arguments confirms whatever a model asked for, so a wrong
title or a wrong issue passes as done.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from .folding import WORD, fold
from .scenarios import Scenario

#: Words of an operation's name that make it a write, when its fixture has no readOnlyHint.
WRITE_VERBS: frozenset[str] = frozenset(
    """add append archive assign cancel close comment complete create delete edit insert merge move
    post publish remove rename reply save schedule send set start stop submit toggle transition
    trigger turn update upload write""".split()
)

_NAME_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def is_write(operation: str, tool: dict[str, Any] | None) -> bool:
    """Whether an MCP operation changes something: its readOnlyHint, else a write verb in its name."""
    hint = ((tool or {}).get("annotations") or {}).get("readOnlyHint")
    if isinstance(hint, bool):
        return not hint
    parts = {p.lower() for p in _NAME_PARTS.findall(operation)}
    parts |= {p.lower() for p in re.split(r"[-_]", operation)}
    return bool(parts & WRITE_VERBS)


def _contact_strings(phone: dict[str, Any]) -> Iterator[str]:
    """What only the phone knows of its contacts: name words, numbers and addresses."""
    for contact in phone.get("contacts") or []:
        if not isinstance(contact, dict):
            continue
        name = contact.get("name")
        if isinstance(name, str):
            yield from (w for w in WORD.findall(fold(name)) if len(w) >= 3 or not w.isascii())
        for entry in contact.get("phones") or []:
            if isinstance(entry, dict) and isinstance(entry.get("number"), str):
                yield re.sub(r"\D", "", entry["number"])[-7:]
        for entry in contact.get("emails") or []:
            if isinstance(entry, dict) and isinstance(entry.get("address"), str):
                yield fold(entry["address"])


def unsourced_phone_facts(scenario: Scenario, answer: str, outputs: Iterable[str], prompt: str) -> list[str]:
    """Contact facts the answer states that neither the user, the system prompt nor a call's output gave."""
    given = fold(" ".join([scenario.request, prompt, *(m.content for m in scenario.history), *outputs]))
    given_digits = re.sub(r"\D", "", given)
    said = fold(answer)
    said_words = set(WORD.findall(said))
    said_digits = re.sub(r"\D", "", said)
    found = []
    for fact in dict.fromkeys(_contact_strings(scenario.phone)):
        if fact.isdigit():
            if len(fact) >= 6 and fact in said_digits and fact not in given_digits:
                found.append(fact)
        elif (fact in said_words if fact.isascii() else fact in said) and fact not in given:
            found.append(fact)
    return found


def write_rules_without_match(scenario: Scenario, fixtures: dict[str, Any]) -> list[str]:
    """Write operations whose rules include one with no match strings that succeeds (it confirms any call).

    A rule without match strings that answers with an error (an outage, a catch-all 'no such
    entity') confirms nothing, so it is not counted.
    """
    out = []
    for name, rules in scenario.tools.items():
        connection, _, operation = name.partition("/")
        fixture = fixtures.get(connection)
        tool = fixture.tool(operation) if fixture is not None else None
        if is_write(operation, tool) and any(not rule.match and not rule.error for rule in rules):
            out.append(name)
    return out
