"""The simulated phone: every native tool's answer, writes within a turn, zones and validation."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from orvena_bench import vocab
from orvena_bench.catalog import load_catalog
from orvena_bench.clock import Clock, TimeContext
from orvena_bench.phone import Phone, PhoneDataError, validate_phone
from orvena_bench.phone.model import PhoneData
from orvena_bench.phone.schema import Kind, fields_of
from orvena_bench.phone.tools import HANDLERS

DOCS = Path(__file__).resolve().parent.parent / "docs" / "phone.md"

DUBLIN = {"place": "Dublin, Ireland", "lat": 53.3331, "lon": -6.2489}

#: A phone with something in every list; all names, numbers and addresses are fictional.
PHONE: dict[str, Any] = {
    "locale": "en_IE",
    "timeZone": "Europe/Dublin",
    "location": DUBLIN,
    "events": [
        {"title": "Dentist", "start": "+1d 10:00", "end": "+1d 10:45", "location": "Clinic Rd"},
        {"title": "Standup", "start": "11:00", "attendees": ["Niamh Walsh"], "calendar": "Work"},
        {"title": "Lisbon trip", "start": "2026-11-10", "end": "2026-11-12"},
        {"id": "ev-old", "title": "Book club", "start": "-7d 19:00", "end": "-7d 21:00"},
    ],
    "reminders": [
        {"title": "Buy milk", "due": "-1d 18:00", "list": "Groceries"},
        {"title": "Renew passport", "priority": "high"},
        {"title": "Water plants", "done": True},
    ],
    "alarms": [
        {"time": "07:00", "label": "Wake up", "repeat": ["mon", "tue", "wed", "thu", "fri"]},
        {"kind": "timer", "time": "+8m", "minutes": 10, "label": "Eggs"},
    ],
    "tasks": [{"at": "+2d 09:00", "instruction": "Check the bin collection day"}],
    "contacts": [
        {
            "name": "Aoife Byrne",
            "nickname": "Mum",
            "relation": "mother",
            "phones": [{"number": "+353 00 123 4567", "label": "mobile"}],
            "emails": [{"address": "aoife@mail.example"}],
            "birthday": "1961-05-17",
        },
        {"name": "Ciarán Byrne", "phones": [{"number": "+353 00 222 3333"}]},
        {"name": "Ciara Doyle", "company": "Doyle Plumbing", "relation": "plumber"},
    ],
    "places": [
        {
            "name": "Kaph",
            "category": "café",
            "tags": ["coffee"],
            "address": "31 Drury St, Dublin 2",
            "lat": 53.3423,
            "lon": -6.2628,
            "rating": 4.6,
            "reviews": 812,
            "price": "€",
            "phone": "+353 00 555 0101",
            "hours": {d: "08:00-18:00" for d in ("mon", "tue", "wed", "thu", "fri")}
            | {"sat": "09:00-18:00", "sun": "closed"},
        },
        {
            "name": "Night Owl Pharmacy",
            "category": "pharmacy",
            "lat": 53.35,
            "lon": -6.26,
            "hours": {"wed": "18:00-02:00"},
        },
        {"name": "Colosseum", "category": "landmark", "city": "Rome", "lat": 41.8902, "lon": 12.4922},
        {
            "name": "Bar del Fico",
            "category": "café",
            "tags": ["coffee"],
            "city": "Rome",
            "lat": 41.8990,
            "lon": 12.4700,
        },
    ],
    "routes": [
        {
            "to": "Dublin Airport",
            "mode": "driving",
            "duration": 35,
            "distance": 14.2,
            "summary": "via M1",
            "traffic": "moderate traffic",
        },
        {
            "to": "Airport",
            "mode": "transit",
            "duration": 45,
            "departures": ["10:42", "11:12", "11:42"],
            "legs": [
                {"mode": "walk", "duration": 5, "to": "O'Connell St"},
                {"mode": "bus", "line": "16", "duration": 40, "stops": 18},
            ],
        },
    ],
    "weather": [
        {
            "date": "+0d",
            "condition": "light rain",
            "high": 13,
            "low": 9,
            "precipitation": 70,
            "wind": 25,
            "sunrise": "07:31",
            "sunset": "16:50",
            "current": {"temperature": 11, "condition": "light rain", "feelsLike": 8},
            "hours": [{"time": "12:00", "temperature": 12, "precipitation": 60}],
        },
        {"date": "+1d", "condition": "sunny", "high": 12, "low": 5},
        {
            "place": "Tokyo, Japan",
            "aliases": ["東京"],
            "date": "+0d",
            "condition": "clear",
            "high": 19,
            "low": 11,
        },
    ],
    "web": [
        {
            "query": "DART delays",
            "keywords": ["Irish Rail"],
            "results": [
                {
                    "title": "Irish Rail live updates",
                    "url": "https://www.irishrail.example/live",
                    "snippet": "Minor delays on the DART northbound",
                },
            ],
        }
    ],
    "pages": [
        {
            "url": "https://irishrail.example/live/",
            "title": "Live updates",
            "content": "DART: delays of 10 minutes northbound.",
        },
        {"url": "https://closed.example/", "error": "HTTP 503"},
    ],
    "files": [
        {
            "name": "Lease 2026.pdf",
            "folder": "iCloud Drive/Documents",
            "size": 240000,
            "modified": "-3d",
            "content": "Monthly rent: 1500 EUR, due on the 1st.",
        },
        {
            "name": "Packing list.txt",
            "folder": "iCloud Drive/Travel",
            "modified": "-1d",
            "content": "passport, charger",
        },
    ],
    "photos": [
        {"taken": "-4d 14:03", "place": "Howth, Dublin", "people": ["Niamh Walsh"], "tags": ["beach", "dog"]},
        {"taken": "-40d 09:00", "place": "Lisbon, Portugal", "albums": ["Summer"], "tags": ["tram"]},
        {"taken": "-1d 20:00", "kind": "screenshot", "caption": "Boarding pass"},
    ],
    "health": [
        {"date": "-1d", "steps": 8421, "sleep": 7.2, "restingHeartRate": 58},
        {
            "date": "+0d",
            "steps": 4210,
            "sleep": 6.5,
            "workouts": [{"type": "running", "start": "07:10", "duration": 32, "distance": 5.1}],
        },
    ],
    "music": [
        {
            "title": "Cherry Wine",
            "artist": "Hozier",
            "album": "Hozier",
            "duration": 240,
            "playlists": ["Road trip"],
        },
        {
            "title": "Nothing Compares 2 U",
            "artist": "Sinéad O'Connor",
            "genre": "pop",
            "playlists": ["Road trip"],
        },
    ],
    "device": {"battery": 42, "wifiNetwork": "Byrne-Home", "volume": 60},
}


def make_phone(data: dict[str, Any] | None = None, zone: str = "Europe/Dublin") -> Phone:
    data = copy.deepcopy(PHONE if data is None else data)
    return Phone(data, TimeContext.of(Clock(), zone, data["locale"]))


@pytest.fixture
def phone() -> Phone:
    return make_phone()


def ok(phone: Phone, tool: str, /, **arguments: Any) -> str:
    """The answer of a call that must succeed."""
    result = phone.call(tool, arguments)
    assert not result.is_error, result.text
    assert result.matched
    return result.text


def error(phone: Phone, tool: str, /, **arguments: Any) -> str:
    """The answer of a call that must fail."""
    result = phone.call(tool, arguments)
    assert result.is_error, result.text
    return result.text


# ---------------------------------------------------------------------------- the phone's surface


def test_the_phone_answers_every_native_tool_except_the_loaders(phone):
    catalog = load_catalog()
    assert set(HANDLERS) == {t.name for t in catalog.tools if not t.is_loader}
    assert len(phone.native_tools) == 38
    assert len(phone.tool_names) == 35


def test_a_loader_or_unknown_tool_is_an_unmatched_error(phone):
    for name in ("load_tools", "gmail/search", "make_coffee"):
        result = phone.call(name, {})
        assert result.is_error and not result.matched


def test_arguments_breaking_the_schema_are_a_matched_error_naming_each_problem(phone):
    result = phone.call("create_event", {"title": 5, "when": "tomorrow"})
    assert result.is_error and result.matched
    assert "create_event: " in result.text
    assert "'start' is required" in result.text
    assert "unknown argument 'when'" in result.text
    assert "'title' must be a string" in result.text


def test_an_enum_violation_lists_the_allowed_values(phone):
    text = error(phone, "get_route", destination="Airport", mode="teleport")
    assert "'mode' must be one of: driving, walking, transit, cycling" in text


def test_arguments_may_arrive_as_a_json_string(phone):
    assert phone.call("list_tasks", "{}").text.startswith("Scheduled tasks")
    assert "not valid JSON" in phone.call("list_tasks", "{oops").text


def test_an_unreadable_time_argument_is_an_error_with_an_example(phone):
    text = error(phone, "create_event", title="Lunch", start="tomorrow noon")
    assert "'start'" in text and "2026-11-05T10:00" in text


# ---------------------------------------------------------------------------- calendar


def test_list_events_defaults_to_the_coming_week_in_time_order(phone):
    text = ok(phone, "list_events")
    assert text.splitlines()[0] == "3 events from Wednesday 2026-11-04 to Tuesday 2026-11-10:"
    assert text.index("Standup") < text.index("Dentist") < text.index("Lisbon trip")
    assert "- Thursday 2026-11-05 10:00–10:45 · Dentist · Clinic Rd (id event-1)" in text
    assert "Tuesday 2026-11-10 – Thursday 2026-11-12 all day · Lisbon trip (id event-3)" in text
    assert "Book club" not in text


def test_list_events_with_only_from_covers_that_day(phone):
    text = ok(phone, "list_events", **{"from": "2026-11-05"})
    assert text.splitlines()[0] == "1 event on Thursday 2026-11-05:"


def test_a_query_without_dates_searches_all_dates(phone):
    text = ok(phone, "list_events", query="book club")
    assert "Wednesday 2026-10-28 19:00–21:00 · Book club (id ev-old)" in text


def test_list_events_filters_by_calendar(phone):
    assert "Standup" in ok(phone, "list_events", calendar="work")
    assert "Dentist" not in ok(phone, "list_events", calendar="work")


def test_an_event_created_is_seen_by_a_later_list(phone):
    created = ok(
        phone,
        "create_event",
        title="Lunch with Ciara",
        start="2026-11-05T12:30",
        location="Kaph",
        attendees=["Ciara Doyle"],
    )
    assert created == (
        "Created event: Thursday 2026-11-05 12:30–13:30 · Lunch with Ciara · Kaph · "
        "with Ciara Doyle (id event-5)"
    )
    assert "Lunch with Ciara" in ok(phone, "list_events", **{"from": "2026-11-05"})


def test_creating_an_overlapping_event_names_the_overlap(phone):
    text = ok(phone, "create_event", title="Call", start="2026-11-05T10:30", end="2026-11-05T11:00")
    assert "Overlaps with:\n- Thursday 2026-11-05 10:00–10:45 · Dentist" in text


def test_a_bare_date_start_makes_an_all_day_event(phone):
    text = ok(phone, "create_event", title="Day off", start="2026-11-13")
    assert "Friday 2026-11-13 all day · Day off" in text


def test_an_end_before_the_start_is_refused(phone):
    text = error(phone, "create_event", title="X", start="2026-11-05T10:00", end="2026-11-05T09:00")
    assert "'end' must be after 'start'" in text


def test_moving_an_event_keeps_its_length(phone):
    text = ok(phone, "update_event", id="event-1", start="2026-11-06T15:00")
    assert "Friday 2026-11-06 15:00–15:45 · Dentist" in text
    assert "Dentist" in ok(phone, "list_events", **{"from": "2026-11-06"})
    assert "Dentist" not in ok(phone, "list_events", **{"from": "2026-11-05"})


def test_an_update_of_an_unknown_id_is_an_error_pointing_to_the_list_tool(phone):
    text = error(phone, "update_event", id="event-99", title="X")
    assert text == "update_event: no event with id 'event-99'; list_events shows the ids"


def test_an_update_without_changes_is_an_error(phone):
    assert "nothing to change" in error(phone, "update_event", id="event-1")


def test_a_deleted_event_is_gone_and_its_id_is_not_reused(phone):
    assert ok(phone, "delete_event", id="event-1").startswith("Deleted event: Thursday 2026-11-05")
    assert "Dentist" not in ok(phone, "list_events")
    assert "(id event-5)" in ok(phone, "create_event", title="New", start="2026-11-07T09:00")
    assert "no event" in error(phone, "delete_event", id="event-1")


# ---------------------------------------------------------------------------- reminders


def test_list_reminders_shows_open_ones_with_overdue_marked(phone):
    text = ok(phone, "list_reminders")
    assert text.splitlines()[0] == "2 open reminders:"
    assert "Buy milk · due Tuesday 2026-11-03 18:00 · list Groceries · overdue (id reminder-1)" in text
    assert "Renew passport · list Reminders · priority high (id reminder-2)" in text
    assert "Water plants" not in text
    assert "[done] Water plants" in ok(phone, "list_reminders", include_completed=True)


def test_list_reminders_filters_by_list_and_due_range(phone):
    assert "Buy milk" in ok(phone, "list_reminders", list="groceries")
    assert "Renew" not in ok(phone, "list_reminders", list="groceries")
    assert (
        ok(phone, "list_reminders", **{"from": "2026-11-05"})
        == "No open reminders due from Thursday 2026-11-05."
    )
    assert "Buy milk" in ok(phone, "list_reminders", to="2026-11-04")


def test_a_reminder_created_with_a_date_only_is_due_that_day(phone):
    text = ok(phone, "create_reminder", title="Pay rent", due="2026-11-06", list="Home")
    assert text == "Created reminder: Pay rent · due Friday 2026-11-06 · list Home (id reminder-4)"
    assert "Pay rent" in ok(phone, "list_reminders", list="Home")


def test_updating_and_completing_a_reminder_persist(phone):
    text = ok(phone, "update_reminder", id="reminder-2", due="2026-11-20T09:00")
    assert "due Friday 2026-11-20 09:00" in text
    assert ok(phone, "complete_reminder", id="reminder-2").startswith("Completed reminder: [done]")
    assert "Renew passport" not in ok(phone, "list_reminders")
    assert "already completed" in ok(phone, "complete_reminder", id="reminder-2")


# ---------------------------------------------------------------------------- alarms and timers


def test_list_alarms_shows_the_next_ring_and_running_timers(phone):
    text = ok(phone, "list_alarms")
    assert "07:00 · Wake up · weekdays · on · rings Thursday 2026-11-05 07:00 (id alarm-1)" in text
    assert "Timer 10 min · Eggs · ends Wednesday 2026-11-04 10:38 · 8 min left (id timer-2)" in text


def test_an_alarm_at_a_clock_time_already_past_today_rings_tomorrow(phone):
    text = ok(phone, "schedule_alarm", time="06:45", label="Gym")
    assert text == "Alarm set: 06:45 · Gym · once · on · rings Thursday 2026-11-05 06:45 (id alarm-3)"
    assert "Gym" in ok(phone, "list_alarms")


def test_a_repeating_alarm_rings_on_its_next_weekday(phone):
    text = ok(phone, "schedule_alarm", time="09:00", repeat=["sat", "sun"])
    assert "weekends · on · rings Saturday 2026-11-07 09:00" in text


def test_a_one_off_alarm_in_the_past_is_refused(phone):
    assert "not in the future" in error(phone, "schedule_alarm", time="2026-11-04T08:00")


def test_a_timer_ends_after_its_length_and_can_be_stopped(phone):
    text = ok(phone, "start_timer", minutes=1.5, label="Tea")
    assert (
        text
        == "Timer started: Timer 1 min 30 s · Tea · ends Wednesday 2026-11-04 10:31 · 1 min 30 s left (id timer-3)"
    )
    assert ok(phone, "delete_alarm", id="timer-3").startswith("Stopped timer: Timer 1 min 30 s")
    assert ok(phone, "delete_alarm", id="alarm-1").startswith("Deleted alarm: 07:00")
    assert "No alarms set." in ok(phone, "list_alarms")


# ---------------------------------------------------------------------------- scheduled tasks


def test_the_cards_dart_example_schedules_a_task_for_half_seven_tomorrow(phone):
    instruction = "Check if there are any delays on the DART and let me know"
    result = phone.call("schedule_task", {"at": "2026-11-05T07:30", "instruction": instruction})
    assert not result.is_error
    assert result.text == (f"Task scheduled: Thursday 2026-11-05 07:30 · {instruction} · once (id task-2)")
    listed = ok(phone, "list_tasks")
    assert listed.index("DART") < listed.index("bin collection")


def test_a_task_in_the_past_or_without_a_time_is_refused(phone):
    text = error(phone, "schedule_task", at="2026-11-04T07:30", instruction="x")
    assert "not in the future; the phone's time is Wednesday 2026-11-04 10:30" in text
    assert "needs a time of day" in error(phone, "schedule_task", at="2026-11-05", instruction="x")


def test_a_cancelled_task_leaves_the_list(phone):
    assert ok(phone, "cancel_task", id="task-1").startswith("Cancelled task: Friday 2026-11-06 09:00")
    assert ok(phone, "list_tasks") == "No scheduled tasks."


# ---------------------------------------------------------------------------- weather


def test_weather_defaults_to_today_at_the_phones_location(phone):
    text = ok(phone, "get_weather")
    assert text.splitlines() == [
        "Dublin, Ireland · Wednesday 2026-11-04: light rain, high 13 °C, low 9 °C, precipitation 70%, "
        "wind 25 km/h, sunrise 07:31, sunset 16:50",
        "Now: 11 °C, light rain, feels like 8 °C",
        "  12:00 · 12 °C · precipitation 60%",
    ]


def test_weather_for_several_days_and_another_place(phone):
    text = ok(phone, "get_weather", place="Dublin", days=2)
    assert "Thursday 2026-11-05: sunny, high 12 °C, low 5 °C" in text
    assert "Tokyo, Japan · Wednesday 2026-11-04: clear" in ok(phone, "get_weather", place="東京")


def test_weather_for_an_unknown_place_or_date_says_so_without_failing(phone):
    assert ok(phone, "get_weather", place="New York") == "No weather data for 'New York'."
    assert "forecasts exist for 2026-11-04, 2026-11-05" in ok(phone, "get_weather", date="2026-11-20")


# ---------------------------------------------------------------------------- places and routes


def test_search_places_finds_nearby_places_nearest_first_with_opening_state(phone):
    text = ok(phone, "search_places", query="coffee")
    assert text.splitlines()[0] == "1 place matching 'coffee' near Dublin, Ireland:"
    assert (
        "Kaph · café · 31 Drury St, Dublin 2 · rating 4.6 (812 reviews) · € · open now, closes 18:00" in text
    )
    assert "Bar del Fico" not in text


def test_search_places_near_a_landmark_in_another_city(phone):
    text = ok(phone, "search_places", query="cafés", near="the Colosseum in Rome")
    assert "near Colosseum" in text and "Bar del Fico" in text and "Kaph" not in text


def test_open_now_filters_by_opening_hours_including_past_midnight(phone):
    assert "No places matching 'pharmacy'" in ok(phone, "search_places", query="pharmacy", open_now=True)
    assert "closed now, opens 18:00" in ok(phone, "search_places", query="pharmacy")


def test_place_details_by_id_or_name(phone):
    text = ok(phone, "get_place_details", id="place-1")
    assert "Hours: Monday 08:00-18:00;" in text and "Sunday closed" in text
    assert "Phone: +353 00 555 0101" in text
    assert ok(phone, "get_place_details", id="kaph") == text
    assert "no place with id or name" in error(phone, "get_place_details", id="place-42")


def test_get_route_lists_every_mode_with_leave_and_arrive_times(phone):
    text = ok(phone, "get_route", destination="Dublin Airport")
    assert (
        "Driving from Dublin, Ireland to Dublin Airport: 35 min, 14.2 km, via M1 · "
        "leave 10:30, arrive 11:05 (Wednesday 2026-11-04) · moderate traffic (id route-1)"
    ) in text
    assert "Transit from Dublin, Ireland to Airport: 45 min · leave 10:42, arrive 11:27" in text
    assert "  2. bus 16 · 40 min · 18 stops" in text


def test_get_route_plans_for_an_arrival_time_with_departures(phone):
    text = ok(phone, "get_route", destination="airport", mode="transit", arrive_by="2026-11-04T12:00")
    assert "leave 11:12, arrive 11:57" in text


def test_get_route_to_an_unknown_place_or_mode_finds_nothing(phone):
    assert ok(phone, "get_route", destination="Galway") == "No route found to 'Galway': the destination is not recognised."
    assert "known modes: driving" in ok(phone, "get_route", destination="Dublin Airport", mode="cycling")


# ---------------------------------------------------------------------------- contacts


def test_search_contacts_matches_nicknames_relations_and_numbers(phone):
    text = ok(phone, "search_contacts", query="mum")
    assert text == (
        "1 contact matching 'mum':\n- Aoife Byrne (Mum, mother) · mobile +353 00 123 4567 · "
        "home aoife@mail.example · birthday 1961-05-17 (id contact-1)"
    )
    assert "Ciara Doyle" in ok(phone, "search_contacts", query="plumber")
    assert "Ciarán Byrne" in ok(phone, "search_contacts", query="222 3333")


def test_a_message_goes_to_the_one_matching_contact(phone):
    text = ok(phone, "send_message", to="Mum", text="Running 10 min late")
    assert text == 'Message sent to Aoife Byrne (+353 00 123 4567): "Running 10 min late"'
    assert phone.state.outbox[-1].address == "+353 00 123 4567"


def test_an_ambiguous_or_unreachable_recipient_is_an_error_listing_the_matches(phone):
    text = error(phone, "send_message", to="Byrne", text="hi")
    assert "matches 2 contacts" in text and "contact-1" in text and "contact-2" in text
    assert "Ciara Doyle has no phone number" in error(phone, "call_contact", to="Ciara Doyle")
    assert "no contact matches 'Zoe'" in error(phone, "send_message", to="Zoe", text="hi")


def test_a_first_name_prefers_the_contact_with_exactly_that_name(phone):
    assert "Ciara Doyle" in error(phone, "call_contact", to="Ciara")  # not Ciarán: no number
    assert "Ciarán Byrne on +353 00 222 3333" in ok(phone, "call_contact", to="ciaran")


def test_calls_and_emails_use_the_contacts_number_and_address(phone):
    assert ok(phone, "call_contact", to="Aoife") == "Calling Aoife Byrne on +353 00 123 4567 (mobile)."
    assert ok(phone, "call_contact", to="+353 00 999 8888", video=True) == (
        "FaceTime video call to +353 00 999 8888."
    )
    text = ok(phone, "send_email", to="Mum", subject="Sunday", body="Dinner at 6?", cc=["x@mail.example"])
    assert (
        text
        == 'Email sent to Aoife Byrne <aoife@mail.example>; cc x@mail.example <x@mail.example>; subject "Sunday".'
    )
    assert [s.kind for s in phone.state.outbox] == ["call", "video call", "email"]


def test_a_created_contact_can_be_messaged_in_the_same_turn(phone):
    text = ok(phone, "create_contact", name="Eoin Kelly", phone="+353 00 765 4321", relation="plumber")
    assert text == "Created contact: Eoin Kelly (plumber) · mobile +353 00 765 4321 (id contact-4)"
    assert "+353 00 765 4321" in ok(phone, "send_message", to="Eoin", text="Can you come Friday?")


# ---------------------------------------------------------------------------- health, photos, files


def test_health_data_lists_days_with_a_total_and_average(phone):
    text = ok(phone, "get_health_data", metric="steps")
    assert text.splitlines() == [
        "Steps, Thursday 2026-10-29 – Wednesday 2026-11-04:",
        "- Tuesday 2026-11-03: 8421 steps",
        "- Wednesday 2026-11-04: 4210 steps",
        "Total 12631 steps over 2 days with data; daily average 6316 steps.",
    ]
    sleep = ok(phone, "get_health_data", metric="sleep", **{"from": "2026-11-04"})
    assert "Wednesday 2026-11-04: 6.5 h (6 h 30 min)" in sleep and "Tuesday" not in sleep


def test_health_workouts_and_missing_metrics(phone):
    text = ok(phone, "get_health_data", metric="workouts")
    assert "- Wednesday 2026-11-04 07:10 · running · 32 min · 5.1 km" in text
    assert ok(phone, "get_health_data", metric="weight").startswith("No weight data")


def test_search_photos_by_words_person_place_kind_and_dates_newest_first(phone):
    text = ok(phone, "search_photos", query="beach")
    assert "Saturday 2026-10-31 14:03 · Howth, Dublin · with Niamh Walsh · beach, dog (id photo-1)" in text
    assert "photo-1" in ok(phone, "search_photos", person="Niamh")
    assert "photo-2" in ok(phone, "search_photos", place="Lisbon", album="summer")
    assert '"Boarding pass"' in ok(phone, "search_photos", kind="screenshot")
    everything = ok(phone, "search_photos", **{"from": "2026-09-01"})
    assert everything.index("photo-3") < everything.index("photo-1") < everything.index("photo-2")
    assert ok(phone, "search_photos", query="giraffe").startswith("No photos matching")


def test_search_files_and_read_file_by_id_or_path(phone):
    text = ok(phone, "search_files", query="rent")
    assert (
        "Lease 2026.pdf · iCloud Drive/Documents · pdf · 240 KB · modified Sunday 2026-11-01 10:30 (id file-1)"
        in text
    )
    assert ok(phone, "search_files", kind="txt").count("\n- ") == 1
    content = ok(phone, "read_file", id="iCloud Drive/Documents/Lease 2026.pdf")
    assert content.endswith("Monthly rent: 1500 EUR, due on the 1st.")
    assert "no file with id or path" in error(phone, "read_file", id="file-9")


# ---------------------------------------------------------------------------- web


def test_search_web_matches_the_entry_query_or_a_keyword(phone):
    text = ok(phone, "search_web", query="are there DART delays this morning")
    assert text == (
        "Results for 'are there DART delays this morning':\n"
        "1. Irish Rail live updates — https://www.irishrail.example/live\n"
        "   Minor delays on the DART northbound"
    )
    assert "Irish Rail live" in ok(phone, "search_web", query="irish rail status")


def test_an_unmatched_web_search_finds_nothing_without_an_error(phone):
    assert ok(phone, "search_web", query="best pizza") == "No results found for 'best pizza'."


def test_fetch_url_ignores_scheme_www_and_trailing_slash_and_reports_failures(phone):
    text = ok(phone, "fetch_url", url="https://www.irishrail.example/live")
    assert text.startswith("Live updates\n") and text.endswith("delays of 10 minutes northbound.")
    assert error(phone, "fetch_url", url="https://nowhere.example/x") == (
        "fetch_url: could not load https://nowhere.example/x: the page was not found"
    )
    assert "could not load https://closed.example/: HTTP 503" in error(
        phone, "fetch_url", url="https://closed.example/"
    )


# ---------------------------------------------------------------------------- media and device


def test_search_music_finds_tracks_and_playlists(phone):
    text = ok(phone, "search_music", query="road trip")
    assert '"Cherry Wine" · Hozier · Hozier · 4:00 (id track-1)' in text
    assert text.endswith("Playlists: Road trip (2 tracks)")


def test_playing_music_sets_now_playing_and_controls_follow_it(phone):
    text = ok(phone, "play_music", query="road trip", kind="playlist")
    assert text.startswith('Now playing: "Cherry Wine" by Hozier · album Hozier · from Road trip')
    assert "Nothing Compares 2 U" in ok(phone, "play_music", action="next")
    assert ok(phone, "play_music", action="pause").startswith("Paused:")
    assert "Now playing:" in ok(phone, "get_device_status") and "paused" in ok(phone, "get_device_status")
    assert "nothing in the music library matches" in error(phone, "play_music", query="Mozart")


def test_music_controls_without_anything_playing_are_errors(phone):
    assert "nothing is playing" in error(phone, "play_music", action="pause")


def test_device_status_and_settings_persist_within_the_turn(phone):
    status = ok(phone, "get_device_status")
    assert "Battery: 42%" in status and "Wi-Fi: on (Byrne-Home)" in status
    assert ok(phone, "set_device_setting", setting="wifi", value=False) == "Wi-Fi set to off (was on)."
    assert "Wi-Fi: off" in ok(phone, "get_device_status")
    assert ok(phone, "set_device_setting", setting="volume", value="30%") == "Volume set to 30% (was 60%)."
    assert ok(phone, "set_device_setting", setting="focus", value="Do Not Disturb") == (
        "Focus set to do_not_disturb (was off)."
    )
    assert "was already off" in ok(phone, "set_device_setting", setting="flashlight", value="off")
    assert "must be a percentage" in error(phone, "set_device_setting", setting="brightness", value=True)


def test_current_location_needs_location_services(phone):
    assert ok(phone, "get_current_location") == "Current location: Dublin, Ireland (53.3331, -6.2489)"
    ok(phone, "set_device_setting", setting="location_services", value=False)
    assert "Location Services are off" in error(phone, "get_current_location")


# ---------------------------------------------------------------------------- time zones and times


def test_relative_phone_times_resolve_in_the_phones_own_zone():
    tokyo = copy.deepcopy(PHONE) | {"timeZone": "Asia/Tokyo", "locale": "ja_JP"}
    text = ok(make_phone(tokyo, "Asia/Tokyo"), "list_events", **{"from": "2026-11-05"})
    assert "2026-11-05 10:00–10:45 · Dentist" in text  # tomorrow 10:00 local, in Tokyo too
    assert text.startswith("1 event on 木曜日 2026-11-05:")  # the weekday comes from CLDR


def test_an_absolute_time_with_an_offset_shows_in_the_phones_zone():
    data = copy.deepcopy(PHONE)
    data["events"] = [{"title": "Call", "start": "2026-11-05T10:00:00+00:00"}]
    dublin = ok(make_phone(data, "Europe/Dublin"), "list_events", query="call")
    tokyo = ok(make_phone(data | {"timeZone": "Asia/Tokyo"}, "Asia/Tokyo"), "list_events", query="call")
    assert "2026-11-05 10:00–11:00 · Call" in dublin
    assert "2026-11-05 19:00–20:00 · Call" in tokyo


def test_a_tool_argument_with_an_offset_is_converted_to_local_time(phone):
    text = ok(phone, "create_event", title="Sync", start="2026-11-05T09:00:00Z")
    assert "Thursday 2026-11-05 09:00–10:00 · Sync" in text  # Dublin is UTC+0 in November
    tokyo = make_phone(copy.deepcopy(PHONE) | {"timeZone": "Asia/Tokyo"}, "Asia/Tokyo")
    assert "2026-11-05 18:00–19:00 · Sync" in ok(
        tokyo, "create_event", title="Sync", start="2026-11-05T09:00:00Z"
    )


def test_the_fixed_moment_is_1030_local_in_every_zone():
    for zone in ("Europe/Dublin", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Auckland"):
        phone = make_phone(copy.deepcopy(PHONE) | {"timeZone": zone}, zone)
        assert "rings Thursday 2026-11-05 07:00" in ok(phone, "list_alarms")
        assert "ends Wednesday 2026-11-04 10:38" in ok(phone, "list_alarms")


# ---------------------------------------------------------------------------- validation


def test_the_example_phone_is_valid():
    assert validate_phone(PHONE) == []


def test_validate_phone_reports_every_problem_with_its_json_path():
    bad = copy.deepcopy(PHONE)
    bad["calendar"] = []
    bad["events"][0]["when"] = "+1d"
    bad["events"][1]["start"] = "tomorrow"
    bad["events"][2]["attendees"] = "Niamh"
    bad["reminders"][0]["priority"] = "urgent"
    bad["places"][0]["hours"]["mon"] = "9 to 5"
    bad["contacts"][0]["phones"][0] = {"label": "mobile"}
    bad["routes"][1]["departures"][0] = "1042"
    bad["device"] = {"battery": "full"}
    bad["weather"][0]["hours"][0]["time"] = "noon"
    paths = dict(validate_phone(bad))
    assert set(paths) == {
        "$.phone.calendar",
        "$.phone.events[0].when",
        "$.phone.events[1].start",
        "$.phone.events[2].attendees",
        "$.phone.reminders[0].priority",
        "$.phone.places[0].hours",
        "$.phone.contacts[0].phones[0].number",
        "$.phone.routes[1].departures[0]",
        "$.phone.device.battery",
        "$.phone.weather[0].hours[0].time",
    }
    assert paths["$.phone.calendar"].startswith("unknown phone key")
    assert paths["$.phone.events[0].when"].startswith("unknown field (known: id, title, start")
    assert "'urgent' is not one of: none, low, medium, high" in paths["$.phone.reminders[0].priority"]
    assert paths["$.phone.contacts[0].phones[0].number"] == "missing (required)"
    assert "must be an integer" in paths["$.phone.device.battery"]
    assert "'9 to 5' is not an opening range" in paths["$.phone.places[0].hours"]


def test_validate_phone_accepts_relative_iso_and_unexpanded_token_times():
    data = {
        "locale": "fr_FR",
        "timeZone": "Europe/Paris",
        "events": [
            {"title": "a", "start": "+1w"},
            {"title": "b", "start": "2026-11-05T10:00+01:00"},
            {"title": "c", "start": "{iso:+1d 10:00}"},
            {"title": "d", "start": "{+2d}"},
        ],
    }
    assert validate_phone(data) == []
    data["events"].append({"title": "e", "start": "{+1x}"})
    assert [p for p, _ in validate_phone(data)] == ["$.phone.events[4].start"]


def test_validate_phone_checks_locale_zone_and_the_object_itself():
    assert validate_phone([]) == [("$.phone", "must be an object, got list")]
    problems = dict(validate_phone({"locale": "xx_QQ", "timeZone": "Mars/Olympus"}))
    assert "unknown locale" in problems["$.phone.locale"]
    assert "unknown time zone" in problems["$.phone.timeZone"]
    assert dict(validate_phone({}))["$.phone.timeZone"] == "missing (required)"


def test_building_a_phone_from_invalid_data_raises_with_the_problems():
    with pytest.raises(PhoneDataError, match=r"\$\.phone\.events\[0\]\.start: missing"):
        make_phone({"locale": "en_IE", "timeZone": "Europe/Dublin", "events": [{"title": "x"}]})


def test_given_ids_are_kept_and_missing_ones_never_collide():
    data = {
        "locale": "en_IE",
        "timeZone": "Europe/Dublin",
        "tasks": [
            {"at": "+1d 09:00", "instruction": "a"},
            {"id": "task-1", "at": "+1d 10:00", "instruction": "b"},
        ],
    }
    text = ok(make_phone(data), "list_tasks")
    assert re.findall(r"\(id (task-\d+)\)", text) == ["task-2", "task-1"]


def test_a_minimal_phone_answers_with_empty_lists_and_defaults():
    phone = make_phone({"locale": "de_DE", "timeZone": "Europe/Berlin"})
    assert ok(phone, "list_events") == "No events from Mittwoch 2026-11-04 to Dienstag 2026-11-10."
    assert "Battery: 78%" in ok(phone, "get_device_status")
    assert ok(phone, "get_weather") == "No weather data for ''."


# ---------------------------------------------------------------------------- model and docs in sync


def test_the_data_model_holds_exactly_the_specs_phone_lists():
    keys = {info.key for info in fields_of(PhoneData)}
    assert keys == set(vocab.PHONE_LISTS) | set(vocab.PHONE_SCALARS)


def _all_records(cls: type, seen: set[type]) -> set[type]:
    seen.add(cls)
    for info in fields_of(cls):
        if info.kind in (Kind.RECORD, Kind.RECORDS) and info.record not in seen:
            _all_records(info.record, seen)
    return seen


def test_docs_describe_every_field_and_every_tool():
    text = DOCS.read_text(encoding="utf-8")
    missing = [
        f"{cls.__name__}.{info.key}"
        for cls in _all_records(PhoneData, set())
        for info in fields_of(cls)
        if f"`{info.key}`" not in text
    ]
    assert missing == []
    assert [name for name in HANDLERS if f"### {name}" not in text] == []


# ---------------------------------------------------------------------------- the phone never raises

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)
_ARG_NAMES = [
    "id",
    "title",
    "start",
    "end",
    "from",
    "to",
    "query",
    "time",
    "at",
    "minutes",
    "to",
    "value",
    "setting",
    "metric",
    "url",
    "destination",
    "near",
    "place",
    "days",
    "action",
]


@settings(max_examples=300, deadline=None)
@given(
    name=st.sampled_from(sorted(HANDLERS)),
    arguments=st.dictionaries(st.sampled_from(_ARG_NAMES), _JSON, max_size=4) | _JSON,
)
def test_the_phone_answers_any_call_without_raising(name, arguments):
    phone = make_phone()
    result = phone.call(name, arguments)
    assert isinstance(result.text, str) and result.text
    assert "internal error" not in result.text, result.text
    json.dumps(result.text)


# ---------------------------------------------------------------------------- fixes from scenario writing


def small_phone(**lists: Any) -> Phone:
    return make_phone({"locale": "en_IE", "timeZone": "Europe/Dublin", "location": DUBLIN, **lists})


def test_a_place_open_around_the_clock_says_so_instead_of_closing_at_midnight():
    p = small_phone(places=[{"name": "Late Chemist", "category": "pharmacy", "lat": 53.34, "lon": -6.26,
                             "hours": dict.fromkeys(("mon", "tue", "wed", "thu", "fri", "sat", "sun"), "24h")}])  # fmt: skip
    assert "open 24 hours" in ok(p, "search_places", query="pharmacy")


def test_place_details_do_not_repeat_a_city_the_address_already_names():
    p = small_phone(
        places=[{"name": "Beach Bar", "address": "1 Ocean Front Walk, Santa Monica", "city": "Santa Monica"}]
    )
    assert "Address: 1 Ocean Front Walk, Santa Monica\n" in ok(p, "get_place_details", id="place-1") + "\n"


def test_a_days_workouts_are_listed_in_the_order_they_started():
    p = small_phone(health=[{"date": "2026-11-04", "workouts": [
        {"type": "running", "start": "08:05", "duration": 30}, {"type": "cycling", "start": "07:00", "duration": 20}]}])  # fmt: skip
    text = ok(p, "get_health_data", metric="workouts")
    assert text.index("cycling") < text.index("running")


def test_whole_hours_of_sleep_are_not_repeated_in_brackets():
    p = small_phone(health=[{"date": "2026-11-04", "sleep": 6}])
    text = ok(p, "get_health_data", metric="sleep", **{"from": "2026-11-04"})
    assert "6 h" in text and "(6 h)" not in text


def test_a_route_leg_with_one_stop_says_one_stop():
    p = small_phone(routes=[{"to": "Heuston", "mode": "transit", "duration": 12,
                             "legs": [{"mode": "tram", "line": "Red", "duration": 9, "stops": 1}]}])  # fmt: skip
    text = ok(p, "get_route", destination="Heuston")
    assert "1 stop" in text and "1 stops" not in text


def test_a_recipient_named_only_in_part_is_refused_rather_than_guessed():
    p = small_phone(
        contacts=[{"name": "Dr Lee", "relation": "vet", "phones": [{"number": "+1 00 310 555 0100"}]}]
    )
    result = p.call("call_contact", {"to": "vet on Abbot Kinney"})
    assert result.is_error and "no contact matches" in result.text
    assert not p.call("call_contact", {"to": "vet"}).is_error


def test_hangul_is_matched_by_words_so_a_branch_name_does_not_find_another_shop():
    p = small_phone(places=[{"name": "온기베이커리 성수점", "lat": 53.34, "lon": -6.26},
                            {"name": "성수 온기 국밥", "lat": 53.34, "lon": -6.26}])  # fmt: skip
    text = ok(p, "search_places", query="온기베이커리 성수점에서")
    assert "온기베이커리" in text and "국밥" not in text


def test_events_until_six_pm_are_described_until_six_pm():
    text = ok(make_phone(), "list_events", **{"from": "2026-11-05T08:00", "to": "2026-11-05T18:00"})
    assert "18:00" in text.splitlines()[0] and "17:59" not in text


def test_playing_a_playlist_queues_exactly_that_playlist():
    tracks = [{"title": "Diễm xưa", "artist": "Trịnh Công Sơn", "playlists": ["Nhạc Trịnh"]},
              {"title": "Hạ trắng", "artist": "Trịnh Công Sơn", "playlists": ["Nhạc Trịnh"]},
              {"title": "Lofi Diễm xưa", "artist": "Chill VN", "playlists": ["Nhạc Trịnh Lofi"]}]  # fmt: skip
    text = ok(small_phone(music=tracks), "play_music", query="Nhạc Trịnh", kind="playlist")
    assert "2 tracks queued" in text


def test_a_declined_name_still_reaches_its_contact_but_only_when_every_word_fits():
    p = small_phone(contacts=[{"name": "Γιώργος Παπαδόπουλος", "phones": [{"number": "+30 00 123 4567"}]},
                              {"name": "Jan Novák", "phones": [{"number": "+420 00 111 222"}]}])  # fmt: skip
    assert "Γιώργος" in ok(p, "send_message", to="Γιώργο", text="Έρχομαι")
    assert p.call("send_message", {"to": "Γιώργο Νικολάου", "text": "x"}).is_error


def test_an_average_in_hours_is_shown_in_whole_minutes():
    p = small_phone(health=[{"date": "2026-11-03", "sleep": 6.5}, {"date": "2026-11-04", "sleep": 7.36}])
    text = ok(p, "get_health_data", metric="sleep", **{"from": "2026-11-03"})
    assert "6 h 56 min" in text and " s)" not in text


def test_devanagari_words_keep_their_vowel_signs_so_one_letter_never_matches_a_whole_city():
    p = small_phone(
        photos=[
            {"taken": "-3d 12:00", "place": "हज़रतगंज, लखनऊ"},
            {"taken": "-2d 12:00", "place": "हवा महल, जयपुर"},
        ]
    )
    text = ok(p, "search_photos", place="जयपुर")
    assert "जयपुर" in text and "लखनऊ" not in text


def test_a_person_filter_needs_one_person_with_every_word_asked_for():
    p = small_phone(photos=[{"taken": "-3d 12:00", "people": ["Марта Гнатюк"]},
                            {"taken": "-2d 12:00", "people": ["Андрій Гнатюк", "Оля"]}])  # fmt: skip
    text = ok(p, "search_photos", person="Андрій Гнатюк")
    assert text.startswith("1 item") and "Андрій" in text


def test_a_declined_word_finds_its_item_but_a_different_word_with_the_same_start_does_not():
    p = small_phone(places=[{"name": "Kavárna Industra", "category": "kavárna", "lat": 53.34, "lon": -6.26},
                            {"name": "Kavalír Bar", "category": "bar", "lat": 53.34, "lon": -6.26}])  # fmt: skip
    text = ok(p, "search_places", query="kavárnu")
    assert "Industra" in text and "Kavalír" not in text
    photos = small_phone(photos=[{"taken": "-2d 12:00", "place": "Говерла"}])
    assert "Говерла" in ok(photos, "search_photos", place="Говерлу")


def test_weather_for_a_declined_city_name_finds_the_city():
    p = small_phone(weather=[{"place": "Θεσσαλονίκη", "date": "2026-11-04", "condition": "ήλιος", "high": 19, "low": 11}])
    assert "19 °C" in ok(p, "get_weather", place="Θεσσαλονίκης")
    assert "No weather data" in ok(p, "get_weather", place="Θεσσαλία")
