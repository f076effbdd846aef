"""The fixed moment (docs/formats.md), relative times, and the six token kinds."""

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from orvena_bench.clock import (
    FIXED_MOMENT,
    Clock,
    ClockError,
    TimeContext,
    find_tokens,
    parse_relative,
    zone,
)

DUBLIN = TimeContext.of(Clock(), "Europe/Dublin", "en_IE")


def at(value: str, tz: str = "Europe/Dublin", clock: Clock | None = None) -> datetime:
    return (clock or Clock()).resolve(parse_relative(value), zone(tz))


def test_the_fixed_moment_is_wednesday_4_november_2026_at_half_past_ten_local():
    now = Clock().now(zone("Asia/Tokyo"))
    assert (now.year, now.month, now.day, now.hour, now.minute) == (2026, 11, 4, 10, 30)
    assert now.strftime("%A") == "Wednesday"
    assert now.utcoffset() == timedelta(hours=9)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("+1d 10:00", "2026-11-05T10:00:00+00:00"),
        ("-2h", "2026-11-04T08:30:00+00:00"),
        ("+15d", "2026-11-19T10:30:00+00:00"),
        ("10:00", "2026-11-04T10:00:00+00:00"),
        ("+1w", "2026-11-11T10:30:00+00:00"),
        ("+1mo", "2026-12-04T10:30:00+00:00"),
        ("-1y", "2025-11-04T10:30:00+00:00"),
        ("+1d2h", "2026-11-05T12:30:00+00:00"),
        ("-30m", "2026-11-04T10:00:00+00:00"),
        ("+2d 7:05", "2026-11-06T07:05:00+00:00"),
    ],
)
def test_relative_times_resolve_against_the_fixed_moment(value, expected):
    assert at(value).isoformat() == expected


@pytest.mark.parametrize("value", ["+1x", "1d", "", "+", "25:00", "+1d 24:00", "+d", "10:60", "tomorrow"])
def test_a_string_that_is_not_a_relative_time_is_refused(value):
    with pytest.raises(ClockError):
        parse_relative(value)


def test_calendar_units_keep_the_wall_clock_across_the_end_of_daylight_saving_in_new_york():
    # New York left daylight saving on Sunday 1 November 2026: five days earlier was EDT.
    before = at("-5d", "America/New_York")
    assert before.isoformat() == "2026-10-30T10:30:00-04:00"


def test_hour_units_move_elapsed_time_across_the_end_of_daylight_saving():
    # 120 hours before 10:30 EST is 11:30 EDT: the clock went back one hour in between.
    before = at("-120h", "America/New_York")
    assert before.isoformat() == "2026-10-30T11:30:00-04:00"
    assert before.astimezone(UTC) == Clock().now(zone("America/New_York")).astimezone(UTC) - timedelta(
        hours=120
    )


def test_a_local_time_in_a_daylight_saving_gap_moves_forward():
    clock = Clock(datetime(2027, 3, 28, 1, 30))  # Dublin skips 01:00-02:00 that night
    assert clock.now(zone("Europe/Dublin")).isoformat() == "2027-03-28T02:30:00+01:00"


def test_an_ambiguous_local_time_takes_its_first_occurrence():
    clock = Clock(datetime(2026, 10, 25, 1, 30))  # Dublin repeats 01:00-02:00 that night
    assert clock.now(zone("Europe/Dublin")).isoformat() == "2026-10-25T01:30:00+01:00"


def test_the_six_token_kinds_expand_as_the_spec_table_shows_for_dublin():
    expand = DUBLIN.expand
    assert expand("{+1d}") == "2026-11-05"
    assert expand("{weekday+1d}") == "Thursday"
    assert expand("{iso:+1d 10:00}") == "2026-11-05T10:00:00+00:00"
    assert expand("{utc:-2h}") == "2026-11-04T08:30:00Z"
    assert expand("{date:+15d}") == "19 November 2026"
    assert expand("{datetime:+1d 10:00}") == "5 November 2026, 10:00"


def test_a_long_date_in_paris_is_french():
    assert TimeContext.of(Clock(), "Europe/Paris", "fr_FR").expand("{date:+15d}") == "19 novembre 2026"


@pytest.mark.parametrize(
    ("locale", "tz", "token", "expected"),
    [
        ("de_DE", "Europe/Berlin", "{weekday+1d}", "Donnerstag"),
        ("ja_JP", "Asia/Tokyo", "{weekday+1d}", "木曜日"),
        ("uk_UA", "Europe/Kyiv", "{weekday+1d}", "четвер"),
        ("es_ES", "Europe/Madrid", "{date:+15d}", "19 de noviembre de 2026"),
        ("pl_PL", "Europe/Warsaw", "{date:+1d}", "5 listopada 2026"),
        ("ko_KR", "Asia/Seoul", "{date:+1d}", "2026년 11월 5일"),
        ("el_GR", "Europe/Athens", "{weekday+1d}", "Πέμπτη"),
        ("fi_FI", "Europe/Helsinki", "{weekday+1d}", "torstai"),
    ],
)
def test_weekday_names_and_long_dates_come_from_cldr_in_the_phone_language(locale, tz, token, expected):
    assert TimeContext.of(Clock(), tz, locale).expand(token) == expected


def test_sydney_is_already_a_day_ahead_of_utc_at_the_fixed_moment():
    sydney = TimeContext.of(Clock(), "Australia/Sydney", "en_AU")
    assert sydney.expand("{+0d}") == "2026-11-04"
    assert sydney.expand("{utc:+0d}") == "2026-11-03T23:30:00Z"
    assert sydney.expand("{iso:+1d 00:30}") == "2026-11-05T00:30:00+11:00"
    assert sydney.expand("{utc:+1d 00:30}") == "2026-11-04T13:30:00Z"


def test_braces_that_do_not_start_like_a_token_stay_literal():
    text = 'config {"a": 1} and {name} stay'
    assert DUBLIN.expand(text) == text
    assert find_tokens(text) == []


def test_a_brace_group_that_starts_like_a_token_but_does_not_parse_is_an_error():
    for bad in ("{+1x}", "{date:soon}", "{weekday+1q}", "{dateX+1d}"):
        with pytest.raises(ClockError):
            DUBLIN.expand(bad)


def test_clock_moves_the_fixed_moment_for_every_token():
    moved = TimeContext.of(Clock.parse("2027-01-06T09:00"), "Europe/Dublin", "en_IE")
    assert moved.expand("{+1d} {weekday+0d} {iso:+0d}") == "2027-01-07 Wednesday 2027-01-06T09:00:00+00:00"
    assert Clock().wall == FIXED_MOMENT


def test_clock_with_an_offset_is_refused_because_it_applies_in_every_zone():
    with pytest.raises(ClockError):
        Clock.parse("2027-01-06T09:00+01:00")


def test_zones_come_from_the_tzdata_package_and_path_tricks_are_refused():
    assert zone("Europe/Dublin").key == "Europe/Dublin"
    for bad in ("Mars/Olympus", "../../etc/passwd", "/etc/localtime", ""):
        with pytest.raises(ClockError):
            zone(bad)


def test_phone_fields_accept_a_relative_time_or_an_absolute_iso_value():
    tz = zone("Europe/Dublin")
    assert Clock().moment("+1d 09:00", tz).isoformat() == "2026-11-05T09:00:00+00:00"
    assert Clock().moment("2026-12-24T18:00", tz).isoformat() == "2026-12-24T18:00:00+00:00"
    assert Clock().moment("2026-12-24T18:00:00+01:00", tz).isoformat() == "2026-12-24T17:00:00+00:00"
    with pytest.raises(ClockError):
        Clock().moment("1d", tz)


offsets = st.tuples(
    st.sampled_from("+-"),
    st.lists(
        st.tuples(st.integers(0, 400), st.sampled_from(["y", "mo", "w", "d", "h", "m"])),
        min_size=1,
        max_size=3,
    ),
    st.none() | st.tuples(st.integers(0, 23), st.integers(0, 59)),
)


@given(offsets)
def test_any_well_formed_relative_time_parses_and_lands_on_its_time_of_day(parts):
    sign, units, time_of_day = parts
    text = sign + "".join(f"{n}{u}" for n, u in units)
    if time_of_day:
        text += f" {time_of_day[0]:02d}:{time_of_day[1]:02d}"
    moment = at(text, "UTC")
    if time_of_day:
        assert (moment.hour, moment.minute) == time_of_day


@given(st.integers(-3000, 3000), st.integers(0, 23), st.integers(0, 59))
def test_a_day_offset_with_a_time_of_day_is_that_calendar_day_at_that_time(days, hour, minute):
    sign = "+" if days >= 0 else "-"
    moment = at(f"{sign}{abs(days)}d {hour}:{minute:02d}", "UTC")
    expected = (FIXED_MOMENT + timedelta(days=days)).replace(hour=hour, minute=minute)
    assert moment.replace(tzinfo=None) == expected


@pytest.mark.parametrize(
    "token", ["{+9999y}", "{+10000000d}", "{-2025y}", "{+" + "9" * 5000 + "d}", "{+99999999h}", "{iso:+8000y 10:00}"]
)
def test_a_token_that_parses_but_leaves_the_clocks_range_is_a_clock_error_not_a_crash(token):
    ctx = TimeContext.of(Clock(), "America/New_York", "en_US")
    with pytest.raises(ClockError, match="out of range"):
        ctx.expand(token)


@pytest.mark.parametrize("value", ["9999-12-31T23:00", "0001-01-01", "9999-12-31T23:00+14:00", "+8000y"])
def test_a_phone_time_outside_the_clocks_range_is_a_clock_error_in_every_zone(value):
    with pytest.raises(ClockError, match="out of range"):
        Clock().moment(value, zone("Pacific/Kiritimati"))


def test_the_last_supported_day_renders_in_a_zone_west_of_utc():
    ctx = TimeContext.of(Clock(), "Pacific/Pago_Pago", "en_US")
    assert ctx.expand("{iso:+7972y 23:59}") == "9998-11-04T23:59:00-11:00"
