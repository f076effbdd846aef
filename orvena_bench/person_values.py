"""A person named in an answer check means that contact, however a careful answer refers to them.

An author writes the name (`Aoife Byrne`); a native speaker may answer with the first name and
the relation (`your sister Aoife`), the nickname (`Mam`) or the surname alone. Each of these is
accepted when what the answer says of the person picks out exactly that contact among the
phone's contacts: `Aoife` alone does not, when two contacts are called Aoife, so the other
contact with the same name still fails. Words are matched as the phone matches them (forms,
declension: 'sestře' is 'sestra'). Words the user typed count only in an answer that says
something of its own (echo): "I've texted your sister" confirms "text my sister", while the
request given back fills nothing (the value as written always does, as before).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from .echo import says_more_than
from .folding import fold
from .phone.text import FORM, Matcher

_NAME_KEYS = ("name", "nickname", "relation")


@dataclass(frozen=True)
class _Contact:
    name: str
    nickname: str
    relation: str

    @property
    def text(self) -> str:
        return " ".join(t for t in (self.name, self.nickname, self.relation) if t)

    def identifiers(self) -> tuple[str, ...]:
        """What an answer may call them by: the whole name, each of its words, the nickname, the relation."""
        words = self.name.split()
        return tuple(dict.fromkeys(t for t in (self.name, *words, self.nickname, self.relation) if t))


class PersonValue(str):
    """An answer-check value naming one contact, filled by any reference that picks them out."""

    _matcher: Matcher
    _own: tuple[str, ...]  # identifiers the user did not type
    _typed: tuple[str, ...]  # identifiers the user typed
    _said: str  # the request and history, folded
    _shared: dict[str, frozenset[int]]  # identifier -> the other contacts it also fits

    def __new__(
        cls,
        value: str,
        matcher: Matcher,
        identifiers: tuple[tuple[str, ...], tuple[str, ...]],
        said: str,
        shared: dict[str, frozenset[int]],
    ) -> PersonValue:
        person = super().__new__(cls, value)
        person._matcher, (person._own, person._typed), person._said = matcher, identifiers, said
        person._shared = shared
        return person

    @cached_property
    def _folded(self) -> str:
        return fold(self).strip()

    def found_in(self, folded: str) -> bool:
        """The value as written, or identifiers that together fit this contact and no other."""
        if self._folded in folded:
            return True
        found = self._matcher.tokens(getattr(folded, "original", folded))
        usable = self._own + (self._typed if says_more_than(folded, self._said) else ())
        present = [i for i in usable if self._matcher.covers_tokens(i, found, at_least=FORM)]
        if not present:
            return False
        others = frozenset.intersection(*(self._shared[i] for i in present))
        return not others


def _contacts(raw: Any) -> list[_Contact]:
    out = []
    for c in raw or ():
        if isinstance(c, dict) and isinstance(c.get("name"), str):
            out.append(_Contact(*(str(c.get(k) or "") for k in _NAME_KEYS)))
    return out


def person_value(value: str, contacts: Any, locale: str, said: str = "") -> str:
    """`value` as a PersonValue when it names exactly one of the phone's contacts, else unchanged."""
    people = _contacts(contacts)
    if not people or any(ch.isdigit() for ch in value):
        return value
    matcher = Matcher(locale.split("_")[0] or "en")
    folded = fold(value).strip()
    named = [i for i, p in enumerate(people) if fold(p.name) == folded]
    if not named:
        named = [i for i, p in enumerate(people) if matcher.names_person(value, p.text)]
    if len(named) != 1:
        return value
    me = people[named[0]]
    said_tokens = matcher.tokens(said)
    typed = tuple(i for i in me.identifiers() if matcher.covers_tokens(i, said_tokens, at_least=FORM))
    own = tuple(i for i in me.identifiers() if i not in typed)
    others = {n: matcher.tokens(p.text) for n, p in enumerate(people) if n != named[0]}
    shared = {
        i: frozenset(n for n, found in others.items() if matcher.covers_tokens(i, found, at_least=FORM))
        for i in me.identifiers()
    }
    return PersonValue(value, matcher, (own, typed), fold(said), shared)
