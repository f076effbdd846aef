"""Provider-safe tool names: every tool of the bundled data fits, none collide, and each maps back."""

import re

import pytest

from orvena_bench.catalog import load_catalog
from orvena_bench.connections import load_fixture, transcript_id
from orvena_bench.datadir import DataDir
from orvena_bench.tool_names import PROVIDER_PATTERN, NameClash, ProviderNames, provider_name


def bundled_tool_names() -> list[str]:
    data = DataDir.at(None)
    names = [tool.name for tool in load_catalog(data.catalog).tools]
    for path in sorted(data.fixtures.glob("*.json")):
        names += [transcript_id(path.stem, t["name"]) for t in load_fixture(data.fixtures, path.stem).tools]
    return names


def test_every_tool_of_the_bundled_data_gets_a_distinct_name_every_provider_accepts():
    names = bundled_tool_names()
    wires = [provider_name(n) for n in names]
    assert len(names) > 400
    assert all(PROVIDER_PATTERN.fullmatch(w) for w in wires)
    assert len(set(wires)) == len(set(names))
    table = ProviderNames(names)
    assert all(table.inward(provider_name(n)) == n for n in names)


def test_an_mcp_tool_is_sent_under_a_readable_name_and_a_native_one_unchanged():
    internal = transcript_id("tinytodo", "find-tasks")
    assert re.fullmatch(r"mcp_[0-9a-f]{8}_find-tasks", provider_name(internal))
    assert provider_name("send_message") == "send_message"


def test_a_name_with_unsafe_characters_or_too_long_fits_and_stays_distinct():
    long_a, long_b = "x" * 70 + "a", "x" * 70 + "b"
    names = ["get.weather", "get weather", long_a, long_b, transcript_id("c", "op.with.dots")]
    wires = [provider_name(n) for n in names]
    assert all(PROVIDER_PATTERN.fullmatch(w) for w in wires)
    assert len(set(wires)) == len(names)


def test_a_plain_name_that_looks_like_a_converted_mcp_name_cannot_take_its_place():
    internal = transcript_id("tinytodo", "find-tasks")
    lookalike = provider_name(internal)
    assert provider_name(lookalike) != lookalike
    ProviderNames([internal, lookalike])  # no clash


def test_a_name_the_model_made_up_is_passed_on_unchanged_for_the_phone_to_refuse():
    assert ProviderNames(["send_message"]).inward("hack_the_planet") == "hack_the_planet"


def test_the_same_name_is_sent_the_same_way_in_every_round():
    names = ProviderNames(["send_message"])
    names.add([transcript_id("gmail", "search_threads"), "send_message"])
    assert names.outward(transcript_id("gmail", "search_threads")) == provider_name(
        transcript_id("gmail", "search_threads")
    )


def test_two_tools_that_would_share_a_name_are_reported(monkeypatch):
    monkeypatch.setattr("orvena_bench.tool_names.provider_name", lambda name: "same")
    with pytest.raises(NameClash, match="both be sent as 'same'"):
        ProviderNames(["a", "b"])
