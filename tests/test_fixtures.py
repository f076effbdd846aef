"""The 12 MCP tool lists: the counts the card publishes, valid schemas, unique operation names."""

from pathlib import Path

import orjson
import pytest
from jsonschema import Draft202012Validator

from orvena_bench.catalog import load_catalog

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "mcp"
COUNTS = {
    "gmail": 23, "google-drive": 8, "google-calendar": 9, "github": 131, "todoist": 47,
    "home-assistant": 39, "notion": 44, "linear": 76, "airtable": 46, "atlassian": 40,
    "granola": 6, "zapier": 22,
}  # fmt: skip


def tools(name: str) -> list[dict]:
    return orjson.loads((FIXTURES / f"{name}.json").read_bytes())["tools"]


def test_there_are_exactly_the_12_connections_with_491_tools_in_all():
    assert {p.stem for p in FIXTURES.glob("*.json")} == set(COUNTS)
    assert sum(COUNTS.values()) == 491


@pytest.mark.parametrize(("name", "count"), COUNTS.items())
def test_each_tool_list_has_its_published_count_of_uniquely_named_tools(name, count):
    names = [t["name"] for t in tools(name)]
    assert len(names) == count and len(set(names)) == count


@pytest.mark.parametrize("name", COUNTS)
def test_every_input_schema_is_valid_json_schema_of_an_object(name):
    for tool in tools(name):
        Draft202012Validator.check_schema(tool["inputSchema"])
        assert tool["inputSchema"]["type"] == "object", tool["name"]
        assert tool["description"].strip(), tool["name"]


def test_the_catalog_lists_the_same_12_connections_with_their_fixture_files():
    catalog = load_catalog()
    assert {c.id: c.fixture for c in catalog.connections} == {n: f"fixtures/mcp/{n}.json" for n in COUNTS}
