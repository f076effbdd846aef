"""A contact named in an answer check is found however a careful answer refers to them."""

import pytest

from orvena_bench.folding import FoldedText, contains
from orvena_bench.person_values import PersonValue, person_value
from orvena_bench.scoring import score
from tests.helpers import always_right, run, scenario

AOIFES = [
    {"name": "Aoife Byrne", "relation": "sister", "phones": [{"number": "+353 00 123 4567"}]},
    {"name": "Aoife Kelly", "nickname": "work Aoife", "relation": "colleague"},
    {"name": "Ciarán Byrne", "relation": "brother"},
]
CZECH = [
    {"name": "Veronika Nováková", "nickname": "Verča", "relation": "sestra"},
    {"name": "Veronika Dvořáková", "relation": "kolegyně"},
]


def fills(value, answer, contacts=AOIFES, locale="en_IE", said="text her that I'm running late"):
    return contains(FoldedText(answer), person_value(value, contacts, locale, said))


@pytest.mark.parametrize(
    "answer",
    ["Done, I've texted your sister Aoife.", "Texted your sister.", "I sent it to Aoife B. (your sister)"],
)
def test_a_reference_that_picks_out_the_one_contact_fills_the_name(answer):
    assert fills("Aoife Byrne", answer)


@pytest.mark.parametrize(
    "answer",
    [
        "I've texted Aoife.",
        "I've texted Aoife Kelly.",
        "I've texted work Aoife.",
        "I texted your colleague Aoife",
    ],
)
def test_the_other_contact_with_the_same_name_or_an_ambiguous_one_does_not(answer):
    assert not fills("Aoife Byrne", answer)


def test_a_word_the_user_typed_counts_in_a_confirmation_but_not_in_the_request_given_back():
    said = "text my sister that I'm running late"
    assert fills("Aoife Byrne", "I've texted your sister.", said=said)
    assert not fills("Aoife Byrne", said, said=said)
    assert not fills("Aoife Byrne", "my sister running late", said=said)
    assert fills("Aoife Byrne", "text my sister: Aoife Byrne", said=said)  # the value as written


def test_a_declined_relation_or_nickname_counts_as_the_phone_reads_it():
    assert fills("Veronika Nováková", "Poslal jsem to sestře.", CZECH, "cs_CZ", "napiš jí")
    assert fills("Veronika Nováková", "Napsal jsem Verče.", CZECH, "cs_CZ", "napiš jí")
    assert not fills("Veronika Nováková", "Napsal jsem Veronice.", CZECH, "cs_CZ", "napiš jí")


def test_a_value_that_names_no_contact_or_two_stays_a_plain_string():
    assert type(person_value("Aoife", AOIFES, "en_IE")) is str
    assert type(person_value("Galway", AOIFES, "en_IE")) is str
    assert type(person_value("Aoife Byrne", [], "en_IE")) is str
    assert isinstance(person_value("Aoife Byrne", AOIFES, "en_IE"), PersonValue)


def test_a_required_name_in_a_scenario_accepts_the_relation_and_an_excluded_one_stays_literal():
    phone = {"locale": "en_IE", "timeZone": "Europe/Dublin", "contacts": AOIFES}
    s = scenario({"phone": phone, "request": "did my text to Aoife go through?"},
                 answerAny=["Aoife Byrne"], answerNot=["Aoife Kelly"])  # fmt: skip
    assert score(s, run("Yes, your text to your sister went through."), always_right).passed
    assert not score(s, run("Yes, your text to Aoife went through."), always_right).passed
    # answerNot keeps the value as written: naming the colleague another way is not excluded
    assert score(s, run("Yes, your sister got it, not your colleague."), always_right).passed
