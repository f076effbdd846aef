"""A date in an answer check is found however a careful answer names the day."""

from datetime import date

import pytest

from orvena_bench.clock import Clock
from orvena_bench.date_values import DateValue, date_value
from orvena_bench.folding import FoldedText, contains
from orvena_bench.scenario_build import build_scenario, expand
from orvena_bench.scoring import score
from tests.helpers import DART, always_right, run, scenario

TODAY = date(2026, 11, 4)  # a Wednesday


def fills(value, answer, locale, said=""):
    return contains(FoldedText(answer), date_value(value, TODAY, locale, said))


@pytest.mark.parametrize(
    ("value", "locale", "answer"),
    [
        ("2026-11-05", "en_IE", "Moved to tomorrow at 5:30."),
        ("2026-11-05", "nl_NL", "Staat op morgen 17:30."),
        ("2026-11-05", "ja_JP", "明日の朝に変更しました"),
        ("2026-11-05", "ko_KR", "내일은 비가 와요"),
        ("2026-11-06", "ru_RU", "Перенёс на пятницу, в семь"),  # a declined weekday
        ("2026-11-06", "fi_FI", "Eräpäivä on perjantaina."),
        ("2026-11-07", "lt_LT", "šeštadienį 10 val."),
        ("2026-11-03", "de_DE", "Das war gestern."),
        ("2026-11-04", "cs_CZ", "Dnes v pět."),
    ],
)
def test_the_relative_word_or_the_weekday_of_the_coming_week_fills_the_date(value, locale, answer):
    assert fills(value, answer, locale)


@pytest.mark.parametrize(
    ("value", "locale", "answer"),
    [
        ("2026-11-05", "en_IE", "Moved to Friday."),  # the wrong day
        ("2026-11-13", "en_IE", "Due on Friday."),  # next week's Friday is not 'Friday'
        ("2026-11-06", "fi_FI", "Eräpäivä on torstaina."),
        ("2026-11-05", "de_DE", "Heute Morgen war es kalt."),  # 'Morgen' the morning
        ("2026-11-05", "nl_NL", "Elke morgen om zeven."),
        ("2026-11-06", "en_IE", "the day after tomorrow"),  # CLDR has no such word in English: not guessed
    ],
)
def test_another_day_or_a_word_that_only_looks_like_one_does_not(value, locale, answer):
    assert not fills(value, answer, locale)


def test_a_word_the_user_typed_fills_a_confirmation_but_not_the_request_given_back():
    said = "move it to tomorrow"
    assert fills("2026-11-05", "Moved to tomorrow.", "en_IE", said)
    assert not fills("2026-11-05", "move it to tomorrow", "en_IE", said)
    assert fills("2026-11-05", "Thursday.", "en_IE", said)


def test_only_a_whole_iso_date_becomes_a_date_value():
    assert isinstance(date_value("2026-11-05", TODAY, "en_IE"), DateValue)
    assert type(date_value("5 Nov", TODAY, "en_IE")) is str
    assert type(date_value("2026-13-40", TODAY, "en_IE")) is str


def test_an_expanded_scenario_reads_its_dates_against_its_own_clock():
    request = {"request": "check the DART for me"}
    typed = scenario(answerAny=["{+1d}"], forbid=[])  # the DART request says 'tomorrow'
    assert not score(typed, run(DART["request"]), always_right).passed
    assert score(typed, run("Sure, I'll check it tomorrow."), always_right).passed
    s = scenario(request, answerAny=["{+1d}"], forbid=[])
    assert score(s, run("I'll check it tomorrow at half seven."), always_right).passed
    raw = build_scenario({**DART, **request, "expect": {"answerAny": ["{+1d}"]}}, "bench")
    later = expand(raw, Clock.parse("2026-11-06T10:30"))
    assert score(later, run("I'll check it on Saturday."), always_right).passed
    assert not score(later, run("I'll check it on Friday."), always_right).passed
