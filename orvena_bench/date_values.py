"""A date in an answer check means that day, however a careful answer names it.

Authors write a date (`2026-11-05`, often from a `{+1d}` token) beside the local forms they
thought of; a native speaker may say `tomorrow`, `morgen`, `huomenna`, or the weekday (`on
Thursday`, `ve čtvrtek`, `torstaina`) for a day of the coming week. So an ISO date in a
required answer check also accepts the CLDR word for its distance from today (yesterday,
today, tomorrow and the days either side, Babel), and its weekday name when it falls within
the next six days; weekday names are matched as the phone matches words (declined forms
count: `в пятницу` for `пятница`). Words the user typed do not count, so repeating the
request never fills the check; excluded dates (`answerNot`) stay literal.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from functools import lru_cache
from typing import Any

from babel import Locale, UnknownLocaleError

from .folding import fold
from .person_values import _covers
from .phone.text import Matcher
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

    _words: tuple[str, ...]  # relative words, folded, matched on word boundaries
    _weekday: tuple[str, ...]  # weekday names, matched as the phone matches words
    _language: str

    def __new__(
        cls, value: str, words: tuple[str, ...], weekday: tuple[str, ...], language: str
    ) -> DateValue:
        day = super().__new__(cls, value)
        day._words, day._weekday, day._language = words, weekday, language
        return day

    def found_in(self, folded: str) -> bool:
        if fold(self).strip() in folded:
            return True
        if any(w in folded and _word_pattern(w, self._language).search(folded) for w in self._words):
            return True
        if not self._weekday:
            return False
        matcher = Matcher(self._language)
        found = matcher.tokens(getattr(folded, "original", folded))
        return any(_covers(matcher, name, found) for name in self._weekday)


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
    words = tuple(
        w
        for k, w in _relative(locale).items()
        if k == offset and not _word_pattern(w, language).search(folded_said)
    )
    weekday: tuple[str, ...] = ()
    if 0 <= offset <= 6 and _weekdays(locale):
        matcher = Matcher(language)
        typed = matcher.tokens(said)
        weekday = tuple(n for n in _weekdays(locale)[day.weekday()] if not _covers(matcher, n, typed))
    return DateValue(value, words, weekday, language)


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
