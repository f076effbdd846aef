"""Numbers in answer checks are matched as numbers, on digit boundaries."""

import pytest

from orvena_bench.clock_phrases import clock_slot
from orvena_bench.folding import contains, fold
from orvena_bench.number_values import NumberValue, number_value


@pytest.mark.parametrize(
    ("value", "answer"),
    [
        ("4 min", "the bus comes in 14 min"),
        ("12 €", "that comes to 112 € in all"),
        ("1885", "it happened in 18850"),
        ("3 dní", "zbývá 13 dní"),
        ("4分", "还有14分钟"),
        ("٥ كم", "المسافة ١٥ كم"),
    ],
)
def test_a_number_inside_a_longer_number_does_not_count(value, answer):
    assert not contains(fold(answer), number_value(value))


@pytest.mark.parametrize(
    ("value", "answer"),
    [
        ("4 min", "the bus comes in 4 min"),
        ("12 €", "that comes to 12 € in all"),
        ("176", "set the oven to 176,7 °C"),  # more precision
        ("1989", "die Mauer fiel am 9.11.1989"),  # a date
        ("15.08", "we were there on 15.08.2026"),
        ("87,6", "soit 87,60 € aller-retour"),  # a fraction written more precisely
        ("3.3", "1평은 약 3.3058㎡입니다"),
        ("€30", "it costs €30."),
        ("4 min", "in４ min"),  # full-width digits fold to ASCII
    ],
)
def test_a_number_on_its_own_counts_even_next_to_separators_and_more_precision(value, answer):
    assert contains(fold(answer), number_value(value))


def test_only_values_with_a_digit_at_an_edge_become_numbers():
    assert type(number_value("Haarmonie")) is str
    assert type(number_value("kl. 19.30")) is NumberValue
    assert type(number_value("Sat 14")) is NumberValue
    assert type(number_value("A4")) is NumberValue
    assert type(number_value("A4 paper")) is str


def test_answer_values_that_are_not_clock_times_are_matched_as_numbers():
    value = clock_slot("4 min", "en", "en_IE")
    assert type(value) is NumberValue
    assert not contains(fold("14 min"), value)
