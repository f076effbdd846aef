"""A date in an answer check means that day, however a careful answer names it.

Authors write a date (`2026-11-05`, often from a `{+1d}` token) beside the local forms they
thought of; a native speaker may say `tomorrow`, `morgen`, `huomenna`, or the weekday (`on
Thursday`, `ve čtvrtek`, `torstaina`) for a day of the coming week. So an ISO date in a
required answer check also accepts the CLDR word for its distance from today (yesterday,
today, tomorrow and the days either side, Babel), and its weekday name when it falls within
the next six days; weekday names are matched as the phone matches words (declined forms
count: `в пятницу` for `пятница`). Words the user typed count only in an answer that says
something of its own (echo), so "Staat op morgen" confirms "verzet naar morgen" while the
request given back fills nothing; excluded dates (`answerNot`) stay literal.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from functools import lru_cache
from typing import Any

from babel import Locale, UnknownLocaleError

from .echo import says_more_than
from .folding import fold
from .phone.text import FORM, Matcher
from .vocab import Quantifier

ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")

#: Where a relative word is also another word: German and Dutch 'morgen' is 'tomorrow' and
#: 'morning' ('heute Morgen', 'guten Morgen', "'s morgens"); after these it is the morning.
NOT_AFTER: dict[str, tuple[str, ...]] = {
    "de": ("heute", "gestern", "am", "jeden", "guten", "diesen", "den", "der", "morgen"),
    "nl": ("'s", "goede", "goeie", "deze", "elke", "iedere", "de", "vanochtend"),
}


@lru_cache(maxsize=64)
def _relative(locale: str) -> dict[int, str]:
    try:
        data = Locale.parse(locale)._data["date_fields"]["day"]["relative"]
    except (UnknownLocaleError, ValueError, KeyError):
        return {}
    return {int(k): str(v) for k, v in dict(data).items()}


@lru_cache(maxsize=64)
def _weekdays(locale: str) -> tuple[tuple[str, ...], ...]:
    """Monday..Sunday, each as its format and stand-alone wide names."""
    try:
        days = Locale.parse(locale).days
    except (UnknownLocaleError, ValueError):
        return ()
    return tuple(
        tuple(dict.fromkeys((days["format"]["wide"][i], days["stand-alone"]["wide"][i]))) for i in range(7)
    )


#: Scripts written without spaces, or with particles joined on (Korean): no word boundaries.
_DENSE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


@lru_cache(maxsize=4096)
def _word_pattern(word: str, language: str) -> re.Pattern[str]:
    folded = fold(word)
    if _DENSE.search(folded):
        return re.compile(re.escape(folded))
    before = "".join(f"(?<!{re.escape(fold(w))} )" for w in NOT_AFTER.get(language, ()))
    return re.compile(before + r"(?<!\w)" + re.escape(folded) + r"(?!\w)")


class DateValue(str):
    """An ISO date in a required answer check, with the words for that day the answer may use."""

    _words: tuple[str, ...]  # relative words, matched on word boundaries
    _weekday: tuple[str, ...]  # weekday names, matched as the phone matches words
    _language: str
    _said: str  # the request and history, folded
    _folded: str  # the value as written, folded
    _typed: frozenset[str] = frozenset()  # which of the words and names the user typed

    def __new__(
        cls, value: str, words: tuple[str, ...], weekday: tuple[str, ...], language: str, said: str = ""
    ) -> DateValue:
        day = super().__new__(cls, value)
        day._words, day._weekday, day._language, day._said = words, weekday, language, said
        day._folded = fold(value).strip()
        return day

    def found_in(self, folded: str) -> bool:
        """The date as written, a relative word, or the weekday; a word the user typed only in an
        answer that says something of its own."""
        if self._folded in folded:
            return True
        echo_ok: list[bool] = []  # computed once, when a typed word is first met

        def usable(word: str) -> bool:
            if word not in self._typed:
                return True
            if not echo_ok:
                echo_ok.append(says_more_than(folded, self._said))
            return echo_ok[0]

        language = self._language
        if any(
            fold(w) in folded and usable(w) and _word_pattern(w, language).search(folded) for w in self._words
        ):
            return True
        if not self._weekday:
            return False
        matcher = Matcher(language)
        found = matcher.tokens(getattr(folded, "original", folded))
        return any(
            usable(name) and matcher.covers_tokens(name, found, at_least=FORM) for name in self._weekday
        )


def date_value(value: str, today: date, locale: str, said: str = "") -> str:
    """`value` as a DateValue when it is an ISO date and nothing else, else unchanged."""
    match = ISO_DATE.fullmatch(value.strip())
    if match is None:
        return value
    try:
        day = date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return value
    language = locale.split("_")[0] or "en"
    offset = (day - today).days
    folded_said = fold(said)
    words = tuple(w for k, w in _relative(locale).items() if k == offset)
    typed = {w for w in words if _word_pattern(w, language).search(folded_said)}
    weekday: tuple[str, ...] = ()
    if 0 <= offset <= 6 and _weekdays(locale):
        matcher = Matcher(language)
        weekday = _weekdays(locale)[day.weekday()]
        said_tokens = matcher.tokens(said)
        typed |= {n for n in weekday if matcher.covers_tokens(n, said_tokens, at_least=FORM)}
    result = DateValue(value, words, weekday, language, folded_said)
    result._typed = frozenset(typed)
    return result


def with_dates(expect: Any, today: date, locale: str, said: str) -> Any:
    """The expectations with each ISO date of a required answer check as a DateValue."""

    def one(value: Any) -> Any:
        return date_value(value, today, locale, said) if isinstance(value, str) else value

    checks = []
    for check in expect.answer:
        if check.key.quantifier is Quantifier.NONE:
            checks.append(check)
        elif check.key.quantifier is Quantifier.GROUPS:
            checks.append(replace(check, values=tuple(tuple(one(v) for v in g) for g in check.values)))
        else:
            checks.append(replace(check, values=tuple(one(v) for v in check.values)))
    return replace(expect, answer=tuple(checks))
