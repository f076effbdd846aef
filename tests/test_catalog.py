"""The exported catalog: 38 native tools with valid schemas, 12 connections, the base prompt."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from orvena_bench import vocab
from orvena_bench.catalog import (
    PERMISSION_KEYS,
    PROMPT_PLACEHOLDERS,
    CatalogError,
    default_path,
    load_catalog,
    parse_catalog,
)

ROOT = Path(__file__).resolve().parent.parent
RAW = json.loads((ROOT / "catalog" / "orvena-catalog.json").read_text(encoding="utf-8"))

#: Tool names the dataset card uses; they must exist exactly.
CARD_NAMES = (
    "schedule_task", "search_web", "fetch_url", "create_reminder", "schedule_alarm",
    "load_skills", "load_tools", "load_connectors",
)  # fmt: skip

#: The areas the native tools must cover, as tool categories.
AREAS = (
    "calendar", "reminders", "alarms", "scheduled", "weather", "places", "travel",
    "contacts", "health", "photos", "files", "web", "media", "device",
)  # fmt: skip

CONNECTIONS = {
    "gmail": "Gmail", "google-drive": "Google Drive", "google-calendar": "Google Calendar",
    "github": "GitHub", "todoist": "Todoist", "home-assistant": "Home Assistant",
    "notion": "Notion", "linear": "Linear", "airtable": "Airtable", "atlassian": "Atlassian",
    "granola": "Granola", "zapier": "Zapier",
}  # fmt: skip


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_the_catalog_has_exactly_38_uniquely_named_tools(catalog):
    assert len(catalog.tools) == 38
    assert len(set(catalog.names)) == 38


def test_the_dataset_cards_tool_names_exist(catalog):
    assert [name for name in CARD_NAMES if catalog.tool(name) is None] == []
    assert {t.name for t in catalog.tools if t.is_loader} == vocab.LOADER_TOOLS


def test_every_area_of_the_phone_has_tools(catalog):
    assert {t.category for t in catalog.tools} == set(AREAS) | {"loader"}


def test_every_input_schema_is_a_valid_closed_object_schema(catalog):
    for tool in catalog.tools:
        schema = tool.input_schema
        Draft202012Validator.check_schema(schema)
        assert schema["type"] == "object", tool.name
        assert schema["additionalProperties"] is False, tool.name
        assert set(schema["required"]) <= set(schema["properties"]), tool.name
        for name, prop in schema["properties"].items():
            assert prop.get("description"), f"{tool.name}.{name} has no description"


def test_every_tool_has_a_description_written_for_a_model(catalog):
    for tool in catalog.tools:
        assert 60 <= len(tool.description) <= 700, tool.name
        assert "  " not in tool.description, tool.name


def test_permissions_name_phone_keys_and_writes_are_declared(catalog):
    for tool in catalog.tools:
        assert set(tool.permissions.reads) <= PERMISSION_KEYS
        assert set(tool.permissions.writes) <= PERMISSION_KEYS
    writers = {t.name for t in catalog.tools if t.permissions.writes}
    assert {"create_event", "schedule_task", "set_device_setting", "play_music"} <= writers
    confirmed = {t.name for t in catalog.tools if t.permissions.confirmation}
    assert confirmed == {"delete_event", "send_message", "call_contact", "send_email"}


def test_schedule_task_takes_a_local_time_and_an_instruction(catalog):
    schema = catalog.tool("schedule_task").input_schema
    assert schema["required"] == ["at", "instruction"]
    validator = Draft202012Validator(schema)
    assert validator.is_valid({"at": "2026-11-05T07:30", "instruction": "Check the DART for delays"})
    assert not validator.is_valid({"at": "2026-11-05T07:30"})


def test_the_catalog_lists_the_12_connections_with_their_fixture_paths(catalog):
    assert {c.id: c.name for c in catalog.connections} == CONNECTIONS
    for connection in catalog.connections:
        assert connection.fixture == f"fixtures/mcp/{connection.id}.json"
    assert catalog.connection("gmail").name == "Gmail"


def test_the_system_prompt_has_every_placeholder_and_renders(catalog):
    for placeholder in PROMPT_PLACEHOLDERS:
        assert "{" + placeholder + "}" in catalog.system_prompt
    text = catalog.render_prompt(
        now="Wednesday 4 November 2026 10:30",
        timeZone="Europe/Dublin",
        locale="en_IE",
        location="Dublin, Ireland",
    )
    assert "Wednesday 4 November 2026 10:30 (Europe/Dublin)" in text
    assert "{" not in text
    with pytest.raises(CatalogError, match="needs values for: location"):
        catalog.render_prompt(now="x", timeZone="y", locale="z")


def test_load_catalog_reads_one_copy_per_path(catalog):
    assert load_catalog(default_path()) is catalog
    assert load_catalog(str(ROOT / "catalog" / "orvena-catalog.json")) is catalog


def test_a_malformed_catalog_is_rejected_with_the_entry_named():
    duplicated = copy.deepcopy(RAW)
    duplicated["tools"].append(copy.deepcopy(RAW["tools"][0]))
    with pytest.raises(CatalogError, match="duplicate tool names: load_skills"):
        parse_catalog(duplicated)
    broken = copy.deepcopy(RAW)
    broken["tools"][5]["inputSchema"]["properties"]["title"]["type"] = "text"
    with pytest.raises(CatalogError, match=r"tools\[5\] \(update_event\): invalid inputSchema"):
        parse_catalog(broken)
    unknown = copy.deepcopy(RAW)
    unknown["tools"][3]["permissions"]["reads"] = ["calendar"]
    with pytest.raises(CatalogError, match="unknown phone keys"):
        parse_catalog(unknown)
    with pytest.raises(CatalogError, match="cannot read the catalog"):
        load_catalog(ROOT / "no-such-catalog.json")


def test_the_catalog_doc_lists_every_tool(catalog):
    text = (ROOT / "docs" / "catalog.md").read_text(encoding="utf-8")
    assert [t.name for t in catalog.tools if f"`{t.name}`" not in text] == []
