"""A contact addressed by id, number or email address counts as the contact named."""

import re

import pytest

from orvena_bench.clock import Clock
from orvena_bench.datadir import DataDir
from orvena_bench.environment import Environment
from orvena_bench.phone.state import assigned_ids
from orvena_bench.recipients import addressees
from orvena_bench.scoring import score
from tests.helpers import always_right, call, run, scenario

PHONE = {
    "locale": "en_IE",
    "timeZone": "Europe/Dublin",
    "contacts": [
        {"name": "Aoife Byrne", "phones": [{"number": "+353 00 123 4567", "label": "mobile"}],
         "emails": [{"address": "aoife@byrne.example"}]},
        {"name": "Aoife Kelly", "nickname": "work Aoife", "phones": [{"number": "+353 00 765 4321"}]},
        {"id": "c-desk", "name": "Front desk", "phones": [{"number": "+353 00 111 2222"}]},
        {"name": "Reception", "phones": [{"number": "+353 00 111 2222"}]},
    ],
}  # fmt: skip
EXPECT = {"calls": [{"tool": "send_message", "args": ["Aoife Byrne"], "argsNot": ["Kelly"]}]}


def verdict(to: str):
    s = scenario({"phone": PHONE}, **EXPECT)
    r = run("Sent.", [call("send_message", {"to": to, "text": "running late"})])
    return score(s, r, always_right)


@pytest.mark.parametrize(
    "to", ["Aoife Byrne", "contact-1", "+353 00 123 4567", "00 123 4567", "aoife@byrne.example"]
)
def test_the_right_contact_by_name_id_number_or_address_passes(to):
    assert verdict(to).passed, verdict(to).issues


@pytest.mark.parametrize("to", ["contact-2", "+353 00 765 4321", "Aoife Kelly"])
def test_the_other_contact_with_the_same_first_name_fails_however_addressed(to):
    assert not verdict(to).passed


def test_a_number_two_contacts_share_names_nobody():
    s = scenario({"phone": PHONE}, calls=[{"tool": "send_message", "args": ["Front desk"]}])
    by_number = score(s, run("Sent.", [call("send_message", {"to": "+353 00 111 2222"})]), always_right)
    by_id = score(s, run("Sent.", [call("send_message", {"to": "c-desk"})]), always_right)
    assert not by_number.passed and by_id.passed


def test_a_short_run_of_digits_is_not_read_as_a_phone_number():
    s = scenario({"phone": PHONE}, calls=[{"tool": "send_message", "args": ["Aoife Byrne"]}])
    assert not score(s, run("Sent.", [call("send_message", {"to": "4567"})]), always_right).passed


def test_the_scorer_gives_contacts_the_ids_the_phone_shows_the_agent():
    s = scenario({"phone": PHONE})
    env = Environment(s, DataDir.at(None), Clock())
    shown = re.findall(r"\(id ([\w-]+)\)", env.call("search_contacts", {"query": "Aoife"}).text)
    shown += re.findall(r"\(id ([\w-]+)\)", env.call("search_contacts", {"query": "Reception"}).text)
    assert shown == ["contact-1", "contact-2", "contact-4"]
    assert [p.id for p in addressees(s.phone)] == ["contact-1", "contact-2", "c-desk", "contact-4"]


def test_generated_ids_keep_given_ones_and_skip_taken_positions():
    items = [("", "contact"), ("contact-1", "contact"), ("", "contact"), ("", "timer")]
    assert assigned_ids(items) == ["contact-2", "contact-1", "contact-3", "timer-4"]
    assert assigned_ids([("", "alarm")], {"alarm-1"}) == ["alarm-2"]
