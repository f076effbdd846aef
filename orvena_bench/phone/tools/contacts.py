"""Contacts: search_contacts, create_contact, and how a recipient name becomes a contact.

Messaging tools take 'to' as a name, a contact id, a number or an address; resolve()
turns it into one contact (or the raw number/address), or explains who matched so the
model can ask the user which one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import Contact, EmailAddress, PhoneNumber
from ..state import PhoneState
from ..text import FORM, fold
from ..when import arg_day
from .registry import tool

_PHONE_LIKE = re.compile(r"[+\d][\d\s().-]{4,}")


def digits(text: str) -> str:
    """Only the digits of a phone number, so spacing and '+' don't matter when comparing."""
    return re.sub(r"\D", "", text)


def contact_line(contact: Contact) -> str:
    """`Aoife Byrne (Mum, mother) · mobile +353 00 123 4567 · … (id contact-1)`."""
    also = formats.joined([contact.nickname, contact.relation])
    return formats.line(
        [
            f"{contact.name} ({also})" if also else contact.name,
            contact.company,
            *(f"{p.label} {p.number}" for p in contact.phones),
            *(f"{e.label} {e.address}" for e in contact.emails),
            contact.address,
            f"birthday {contact.birthday.isoformat()}" if contact.birthday else "",
            f"notes: {contact.notes}" if contact.notes else "",
        ],
        contact.id,
    )


def _name_text(contact: Contact) -> str:
    return " ".join([contact.name, contact.nickname, contact.relation])


def _all_text(contact: Contact) -> str:
    return " ".join(
        [
            _name_text(contact),
            contact.company,
            contact.address,
            contact.notes,
            *(e.address for e in contact.emails),
        ]
    )


def _by_number(contacts: list[Contact], number: str) -> list[Contact]:
    wanted = digits(number)
    return [c for c in contacts if any(wanted in digits(p.number) for p in c.phones)]


def _by_email(contacts: list[Contact], address: str) -> list[Contact]:
    return [c for c in contacts if any(fold(e.address) == fold(address.strip()) for e in c.emails)]


def _named_by(contacts: list[Contact], query: str, state: PhoneState) -> list[Contact]:
    """When the query is a contact's nickname or relation ('mamaku', 'маме', 'mia madre'),
    those contacts and the ones whose name holds it ('Tomek' is Tomasz Lis's nickname and
    Tomek Wrona's name), not names that only begin with it (Mamat, Mamedov)."""
    match = state.match

    def called(c: Contact) -> bool:
        return any(match.covers(query, t, at_least=FORM) for t in (c.nickname, c.relation) if t)

    if not any(called(c) for c in contacts):
        return []
    found = (c for c in contacts if called(c) or match.covers(query, c.name, at_least=FORM))
    return sorted(found, key=lambda c: (fold(c.name), c.id))


@tool("search_contacts")
def search_contacts(state: PhoneState, args: dict[str, Any]) -> str:
    query = args["query"]
    contacts = state.data.contacts
    if _PHONE_LIKE.fullmatch(query.strip()):
        found = sorted(_by_number(contacts, query), key=lambda c: (fold(c.name), c.id))
    else:
        found = _named_by(contacts, query, state) or state.match.best(
            sorted(contacts, key=lambda c: (fold(c.name), c.id)), query, _all_text, names=True
        )
        found = state.match.called(found, query, lambda c: [c.name])
    return formats.listing(
        f"{formats.count(len(found), 'contact')} matching {query!r}:",
        [contact_line(c) for c in found],
        f"No contacts matching {query!r}.",
    )


@tool("create_contact")
def create_contact(state: PhoneState, args: dict[str, Any]) -> str:
    contact = Contact(
        id=state.new_id("contact"),
        name=args["name"],
        phones=[PhoneNumber(args["phone"])] if args.get("phone") else [],
        emails=[EmailAddress(args["email"])] if args.get("email") else [],
        birthday=arg_day(args, "birthday", state.ctx),
        **{key: args[key] for key in ("company", "relation", "address", "notes") if key in args},
    )
    namesakes = [c for c in state.data.contacts if fold(c.name) == fold(contact.name)]
    state.data.contacts.append(contact)
    text = f"Created contact: {contact_line(contact)}"
    if namesakes:
        text += "\nNote: a contact with this name already exists: " + formats.joined(c.id for c in namesakes)
    return text


# ---------------------------------------------------------------------------- recipients


@dataclass(frozen=True, slots=True)
class Recipient:
    """Who a message goes to: the name to show and the number or address used."""

    name: str
    address: str
    label: str = ""


def _one_contact(to: str, state: PhoneState) -> Contact:
    contacts = state.data.contacts
    wanted = {t.text for t in state.match.query_words(to)}
    # Names decline (Greek 'στον Γιώργο', Finnish 'Mikon'), but every word asked for must
    # still be accounted for, so 'vet on Abbot Kinney' never reaches the vet.
    tiers = (
        lambda c: c.id == to,  # an id
        lambda c: fold(to) in (fold(c.name), fold(c.nickname)),  # a whole name or nickname
        lambda c: wanted <= {t.text for t in state.match.tokens(_name_text(c))},  # whole words: 'Ciara' is not 'Ciarán'
        lambda c: state.match.names_person(to, _name_text(c)),  # 'Γιώργο' is 'Γιώργος'
    )
    # No looser tier: a message or call must never go to someone the words only half name.
    found = next((hits for tier in tiers if (hits := [c for c in contacts if tier(c)])), [])
    if not found:
        raise ToolError(
            f"no contact matches {to!r}; search_contacts finds people, or give a number or address"
        )
    if len(found) > 1:
        listed = "; ".join(contact_line(c) for c in found)
        raise ToolError(f"{to!r} matches {len(found)} contacts: {listed}. Say which one (by id).")
    return found[0]


def resolve(to: str, state: PhoneState, *, email: bool) -> Recipient:
    """The recipient of a message, call (email=False) or email (email=True)."""
    to = to.strip()
    contacts = state.data.contacts
    if email and "@" in to:
        owners = _by_email(contacts, to)
        return Recipient(owners[0].name if owners else to, to)
    if not email and _PHONE_LIKE.fullmatch(to):
        owners = _by_number(contacts, to)
        return Recipient(owners[0].name if len(owners) == 1 else to, to)
    contact = _one_contact(to, state)
    if email:
        if not contact.emails:
            raise ToolError(f"{contact.name} has no email address")
        return Recipient(contact.name, contact.emails[0].address, contact.emails[0].label)
    if not contact.phones:
        raise ToolError(f"{contact.name} has no phone number")
    mobile = [p for p in contact.phones if fold(p.label) in ("mobile", "iphone", "cell")]
    phone = (mobile or contact.phones)[0]
    return Recipient(contact.name, phone.number, phone.label)
