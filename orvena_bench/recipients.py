"""Who a call's arguments address: a contact's id, number or email address stands for the contact.

An agent may send a message to `contact-3`, `+353 00 123 4567` or `aoife@byrne.example` instead
of writing the name, and the phone delivers all three to the same person. So an argument check
that names the person must hold, and an `argsNot` that names another person must catch it: the
scorer reads the names of the contacts so addressed beside the arguments themselves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .folding import fold
from .phone.model import Contact
from .phone.state import assigned_ids
from .phone.tools.contacts import digits

#: A run of a phone number inside JSON text (the phone's own rule reads numbers this way too).
_NUMBER = re.compile(r"\+?\d[\d\s().-]{4,}\d")
#: Fewer digits than this are a count, a time or a date, never a phone number.
_MIN_DIGITS = 6


@dataclass(frozen=True, slots=True)
class Addressee:
    """One contact as the scorer needs it: how a call can address them, and their name."""

    id: str
    numbers: tuple[str, ...]  # digits only
    emails: tuple[str, ...]  # folded
    name: str  # folded: the name, and the nickname when there is one


def addressees(phone: dict[str, Any]) -> tuple[Addressee, ...]:
    """The contacts of a scenario's phone, with the ids the phone gives them."""
    raw = [c for c in phone.get("contacts") or () if isinstance(c, dict)]
    given = [(c["id"] if isinstance(c.get("id"), str) else "", Contact.ID_PREFIX) for c in raw]
    out = []
    for contact, contact_id in zip(raw, assigned_ids(given), strict=True):
        numbers = tuple(
            digits(str(p.get("number", ""))) for p in contact.get("phones") or () if isinstance(p, dict)
        )
        emails = tuple(
            fold(str(e.get("address", ""))) for e in contact.get("emails") or () if isinstance(e, dict)
        )
        names = " / ".join(str(contact.get(k)) for k in ("name", "nickname") if contact.get(k))
        out.append(Addressee(contact_id, numbers, emails, fold(names)))
    return tuple(out)


def addressed_in(folded_arguments: str, people: tuple[Addressee, ...]) -> list[str]:
    """The folded names of the contacts the arguments address by id, number or email address.

    A number counts as the phone counts it: its digits within one contact's number, and only
    when exactly one contact has it (a shared office line names nobody in particular)."""
    if not people:
        return []
    found: list[str] = []
    for person in people:
        quoted = (person.id, *person.emails)
        if any(f'"{fold(q)}"' in folded_arguments for q in quoted if q):
            found.append(person.name)
    for run in _NUMBER.findall(folded_arguments):
        wanted = digits(run)
        if len(wanted) < _MIN_DIGITS:
            continue
        owners = [p for p in people if any(wanted in number for number in p.numbers)]
        if len(owners) == 1:
            found.append(owners[0].name)
    return list(dict.fromkeys(found))
