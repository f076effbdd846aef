"""A whole number from 10 up is found written out in words, standing alone as a number."""

import pytest

from orvena_bench.clock_phrases import clock_slot
from orvena_bench.folding import contains, fold
from orvena_bench.number_words import NUM2WORDS, said_in, spelled
from orvena_bench.vocab import LANGUAGES


@pytest.mark.parametrize(
    ("n", "language", "text"),
    [
        (65, "pl", "wagon dwunasty, miejsce sześćdziesiąt pięć, okno"),
        (35, "uk", "Їхати хвилин тридцять пʼять"),
        (35, "tr", "otuz beş dakika sürüyor"),  # num2words writes it joined; people write it spaced
        (25, "ar", "خمسة وعشرين دقيقة"),  # the joined 'و' and the spoken oblique tens
        (25, "en", "about twenty-five minutes"),
        (25, "de", "noch fünfundzwanzig Minuten"),
        (65, "hr", "sjedalo šezdeset pet"),
        (15, "en", "the fifteen of them"),
    ],
)
def test_a_number_written_out_is_found(n, language, text):
    assert said_in(fold(text), n, language)


@pytest.mark.parametrize(
    ("n", "language", "text"),
    [
        (65, "pl", "sto sześćdziesiąt pięć"),  # part of 165
        (20, "en", "twenty-five minutes"),  # part of 25
        (15, "en", "one hundred and fifteen"),  # part of 115, past the 'and'
        (25, "en", "twenty six minutes"),
        (9, "en", "nine minutes"),  # below ten: never spelled
    ],
)
def test_a_number_inside_a_longer_one_or_below_ten_is_not(n, language, text):
    assert not said_in(fold(text), n, language)


def test_an_answer_value_that_is_a_whole_number_accepts_its_words_in_the_scenario_language():
    value = clock_slot("35", "uk", "uk_UA")
    assert contains(fold("хвилин тридцять п'ять"), value)
    assert not contains(fold("хвилин тридцять шість"), value)
    assert not contains(fold("хвилин тридцять п'ять"), clock_slot("35", "ja", "ja_JP"))  # no spelled forms


def test_every_declared_language_is_a_bench_language_and_spells_its_numbers():
    assert set(NUM2WORDS) <= set(LANGUAGES)
    assert all(spelled(42, language) for language in NUM2WORDS)
