"""The simulated iPhone's data model: one record type per phone list, declared once.

Each field says its JSON key (camelCase of the Python name unless given), what it means
and its constraints; schema.py reads and checks scenario JSON from these declarations and
docs/phone.md describes them. Time fields accept a relative time ('+1d 10:00', '-2h') or
ISO 8601 and are resolved in the phone's zone when the phone is built.
"""

# spec() returns a dataclasses.field (with docs in its metadata), which RUF009 cannot see.
# ruff: noqa: RUF009

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import ClassVar

from orvena_bench.clock import ClockError, locale, zone

from .hours import WEEKDAYS, hours_problem
from .schema import When, spec

ROUTE_MODES: tuple[str, ...] = ("driving", "walking", "transit", "cycling")
PRIORITIES: tuple[str, ...] = ("none", "low", "medium", "high")
TASK_REPEATS: tuple[str, ...] = ("none", "daily", "weekdays", "weekly")
PHOTO_KINDS: tuple[str, ...] = ("photo", "video", "screenshot", "live")
FOCUS_MODES: tuple[str, ...] = (
    "off",
    "do_not_disturb",
    "personal",
    "work",
    "sleep",
    "driving",
    "fitness",
    "reading",
)
ALARM_KINDS: tuple[str, ...] = ("alarm", "timer")


def _clock_time_problem(value: str) -> str | None:
    """Why `value` is not a 24-hour 'HH:MM', or None."""
    hh, sep, mm = value.partition(":")
    ok = sep and hh.isdigit() and mm.isdigit() and len(mm) == 2 and int(hh) < 24 and int(mm) < 60
    return None if ok else f"{value!r} is not a time of day 'HH:MM'"


def _zone_problem(value: str) -> str | None:
    try:
        zone(value)
    except ClockError as exc:
        return str(exc)
    return None


def _locale_problem(value: str) -> str | None:
    try:
        locale(value)
    except ClockError as exc:
        return str(exc)
    return None


class Item:
    """A list item with a stable id; missing ids are generated as `<prefix>-<n>`."""

    ID_PREFIX: ClassVar[str] = "item"
    id: str

    @property
    def id_prefix(self) -> str:
        return self.ID_PREFIX


_ID_DOC = "Stable id the tools show and take; generated as `{}-N` (N = position) when missing."


def _id(prefix: str) -> str:
    return spec(_ID_DOC.format(prefix), "")


# ---------------------------------------------------------------------------- scalars


@dataclass(slots=True)
class Location:
    """Where the phone is."""

    place: str = spec("Place name shown to the model, e.g. 'Dublin, Ireland'.", "")
    lat: float | None = spec("Latitude in degrees.")
    lon: float | None = spec("Longitude in degrees.")


# ---------------------------------------------------------------------------- calendar etc.


@dataclass(slots=True)
class Event(Item):
    """A calendar event."""

    ID_PREFIX: ClassVar[str] = "event"
    id: str = _id("event")
    title: str = spec("What it is.", "", required=True)
    start: When | None = spec("Start; a bare ISO date makes it all-day.", required=True)
    end: When | None = spec("End; default start + 1 h. For all-day events the last day.")
    all_day: bool = spec("All-day event (also implied by a bare-date start).", False)
    location: str = spec("Address or place name.", "")
    notes: str = spec("Free text.", "")
    attendees: list[str] = spec("Names or emails of people invited.", [])
    calendar: str = spec("Calendar name, e.g. 'Work'.", "")


@dataclass(slots=True)
class Reminder(Item):
    """A reminder (to-do)."""

    ID_PREFIX: ClassVar[str] = "reminder"
    id: str = _id("reminder")
    title: str = spec("What to do.", "", required=True)
    due: When | None = spec("When it is due; a bare ISO date is due that day without a time.")
    list: str = spec("Reminders list.", "Reminders")
    notes: str = spec("Free text.", "")
    priority: str = spec("Priority.", "none", choices=PRIORITIES)
    done: bool = spec("Completed.", False)


@dataclass(slots=True)
class Alarm(Item):
    """An alarm (a clock time that rings) or a running timer (kind 'timer')."""

    ID_PREFIX: ClassVar[str] = "alarm"
    id: str = spec("Stable id; generated as `alarm-N` or `timer-N` when missing.", "")
    kind: str = spec("'alarm' or 'timer'.", "alarm", choices=ALARM_KINDS)
    time: datetime | None = spec(
        "Alarm: the clock time it rings ('07:00'; only the time of day matters unless it is a "
        "future one-off). Timer: the moment it ends ('+10m').",
        required=True,
    )
    label: str = spec("Label.", "")
    repeat: list[str] = spec("Weekdays an alarm repeats on.", [], choices=WEEKDAYS)
    enabled: bool = spec("Whether an alarm is on.", True)
    minutes: float | None = spec("Timer: its full length in minutes.")

    @property
    def id_prefix(self) -> str:
        return self.kind


@dataclass(slots=True)
class Task(Item):
    """A task the assistant runs by itself later (schedule_task)."""

    ID_PREFIX: ClassVar[str] = "task"
    id: str = _id("task")
    at: datetime | None = spec("When it runs.", required=True)
    instruction: str = spec("What the assistant will do.", "", required=True)
    repeat: str = spec("Repetition.", "none", choices=TASK_REPEATS)


# ---------------------------------------------------------------------------- contacts


@dataclass(slots=True)
class PhoneNumber:
    """One phone number of a contact."""

    number: str = spec("International form, national part starting 00: +353 00 123 4567.", "", required=True)
    label: str = spec("e.g. 'mobile', 'work', 'home'.", "mobile")


@dataclass(slots=True)
class EmailAddress:
    """One email address of a contact."""

    address: str = spec("An address on .example, e.g. aoife@mail.example.", "", required=True)
    label: str = spec("e.g. 'home', 'work'.", "home")


@dataclass(slots=True)
class Contact(Item):
    """A person or business in Contacts."""

    ID_PREFIX: ClassVar[str] = "contact"
    id: str = _id("contact")
    name: str = spec("Full name.", "", required=True)
    nickname: str = spec("What the user calls them, e.g. 'Mum'.", "")
    relation: str = spec("Relationship, e.g. 'mother', 'dentist'.", "")
    company: str = spec("Company.", "")
    phones: list[PhoneNumber] = spec("Phone numbers.", [])
    emails: list[EmailAddress] = spec("Email addresses.", [])
    address: str = spec("Postal address.", "")
    birthday: date | None = spec("Birthday (ISO date).")
    notes: str = spec("Free text.", "")
    favorite: bool = spec("Marked as a favourite.", False)


# ---------------------------------------------------------------------------- places, routes


@dataclass(slots=True)
class Place(Item):
    """A business, landmark or area the Maps search knows."""

    ID_PREFIX: ClassVar[str] = "place"
    id: str = _id("place")
    name: str = spec("Name.", "", required=True)
    category: str = spec("Kind of place, e.g. 'café', 'pharmacy'.", "")
    address: str = spec("Street address.", "")
    city: str = spec("City or area, used by `near`.", "")
    lat: float | None = spec("Latitude; with lon it gives distances and `near` anchors.")
    lon: float | None = spec("Longitude.")
    rating: float | None = spec("Average rating out of 5.")
    reviews: int | None = spec("Number of ratings.")
    price: str = spec("Price level, e.g. '€€'.", "")
    phone: str = spec("Phone number.", "")
    website: str = spec("Web address.", "")
    hours: dict[str, str] = spec(
        "Opening hours per weekday: {'mon': '09:00-18:00', 'sun': 'closed', 'sat': '24h'}.",
        {},
        check=hours_problem,
    )
    tags: list[str] = spec("Extra search words (cuisine, services, names in other languages).", [])
    summary: str = spec("One-line description.", "")


@dataclass(slots=True)
class Leg:
    """One step of a route."""

    mode: str = spec("'walk', 'drive', 'bus', 'train', 'tram', 'metro', 'ferry', 'cycle'…", "", required=True)
    duration: int | None = spec("Minutes.", required=True)
    line: str = spec("Line or road, e.g. 'DART', 'M50', '46A'.", "")
    origin: str = spec("Where the step starts.", "", key="from")
    destination: str = spec("Where it ends.", "", key="to")
    departs: datetime | None = spec("Departure time of a scheduled service.")
    stops: int | None = spec("Number of stops.")
    note: str = spec("Extra text, e.g. 'platform 2'.", "")


@dataclass(slots=True)
class Route(Item):
    """A route the Maps directions know, by origin, destination and mode."""

    ID_PREFIX: ClassVar[str] = "route"
    id: str = _id("route")
    origin: str = spec("Start; empty means the current location.", "", key="from")
    destination: str = spec("Destination name or address.", "", key="to", required=True)
    mode: str = spec("Travel mode.", "driving", choices=ROUTE_MODES)
    duration: int | None = spec("Minutes door to door.", required=True)
    distance: float | None = spec("Kilometres.")
    summary: str = spec("Main roads or lines, e.g. 'via M50'.", "")
    traffic: str = spec("Traffic or service note, e.g. 'heavy traffic, +10 min'.", "")
    departures: list[datetime] = spec(
        "Transit: departure times of the first leg; the route takes the next one.", []
    )
    legs: list[Leg] = spec("Steps, in order.", [])


# ---------------------------------------------------------------------------- weather


@dataclass(slots=True)
class Current:
    """The conditions right now (on today's weather day)."""

    temperature: float | None = spec("Temperature.", required=True)
    condition: str = spec("e.g. 'light rain'.", "")
    feels_like: float | None = spec("Apparent temperature.")
    wind: float | None = spec("Wind, km/h.")


@dataclass(slots=True)
class Hour:
    """One hour of a day's forecast."""

    time: str = spec("Time of day 'HH:MM'.", "", required=True, check=_clock_time_problem)
    temperature: float | None = spec("Temperature.", required=True)
    condition: str = spec("Condition.", "")
    precipitation: int | None = spec("Chance of rain or snow, %.")


@dataclass(slots=True)
class WeatherDay:
    """One day's forecast for one place."""

    place: str = spec("Place name; empty means the phone's location.", "")
    aliases: list[str] = spec("Other names of the place (other languages, districts).", [])
    date: date | None = spec("The day.", required=True)
    condition: str = spec("e.g. 'sunny', 'showers'.", "")
    high: float | None = spec("Highest temperature.")
    low: float | None = spec("Lowest temperature.")
    unit: str = spec("Temperature unit.", "C", choices=("C", "F"))
    precipitation: int | None = spec("Chance of rain or snow, %.")
    wind: float | None = spec("Wind, km/h.")
    humidity: int | None = spec("Relative humidity, %.")
    uv: int | None = spec("UV index.")
    sunrise: str = spec("Time of day 'HH:MM'.", "", check=_clock_time_problem)
    sunset: str = spec("Time of day 'HH:MM'.", "", check=_clock_time_problem)
    current: Current | None = spec("Conditions now (today only).")
    hours: list[Hour] = spec("Hourly forecast.", [])
    alerts: list[str] = spec("Weather warnings.", [])


# ---------------------------------------------------------------------------- web


@dataclass(slots=True)
class WebResult:
    """One search result."""

    title: str = spec("Title.", "", required=True)
    url: str = spec("Address; fetch_url finds its text in `pages`.", "", required=True)
    snippet: str = spec("Short extract.", "")
    date: str = spec("Publication date as shown.", "")


@dataclass(slots=True)
class WebSearch:
    """Results the web search returns for queries like `query` or containing a keyword."""

    query: str = spec("A query this entry answers (matched folded, either way round).", "")
    keywords: list[str] = spec(
        "The entry answers any search containing one of these. An entry with neither query "
        "nor keywords answers every search.",
        [],
    )
    results: list[WebResult] = spec("Results, best first.", [], required=True)


@dataclass(slots=True)
class Page:
    """A web page fetch_url can load."""

    url: str = spec(
        "Address (scheme, 'www.' and a trailing '/' are ignored when matching).", "", required=True
    )
    title: str = spec("Title.", "")
    content: str = spec("Readable text.", "")
    error: str = spec("When set, loading fails with this reason, e.g. 'HTTP 503'.", "")


# ---------------------------------------------------------------------------- files, photos


@dataclass(slots=True)
class File(Item):
    """A file in the Files app."""

    ID_PREFIX: ClassVar[str] = "file"
    id: str = _id("file")
    name: str = spec("File name with extension.", "", required=True)
    folder: str = spec("Folder path, e.g. 'iCloud Drive/Documents'.", "iCloud Drive")
    kind: str = spec("Type; default the extension, e.g. 'pdf'.", "")
    size: int | None = spec("Bytes.")
    created: datetime | None = spec("Created.")
    modified: datetime | None = spec("Last modified.")
    content: str = spec("Text read_file returns (empty: no readable text).", "")
    tags: list[str] = spec("Finder tags.", [])


@dataclass(slots=True)
class Photo(Item):
    """A photo or video in the library."""

    ID_PREFIX: ClassVar[str] = "photo"
    id: str = _id("photo")
    taken: datetime | None = spec("When it was taken.", required=True)
    kind: str = spec("Kind.", "photo", choices=PHOTO_KINDS)
    place: str = spec("Where, e.g. 'Howth, Dublin'.", "")
    people: list[str] = spec("Named people in it.", [])
    albums: list[str] = spec("Albums it is in.", [])
    tags: list[str] = spec("What is in it: 'beach', 'dog', 'receipt'…", [])
    caption: str = spec("Caption or recognised text.", "")
    favorite: bool = spec("Favourite.", False)
    duration: int | None = spec("Video length, seconds.")


# ---------------------------------------------------------------------------- health


@dataclass(slots=True)
class Workout:
    """One workout."""

    type: str = spec("e.g. 'running', 'cycling', 'yoga'.", "", required=True)
    start: datetime | None = spec("Start.")
    duration: int | None = spec("Minutes.", required=True)
    distance: float | None = spec("Kilometres.")
    energy: int | None = spec("Active kcal.")


@dataclass(slots=True)
class HealthDay:
    """The Health app's numbers for one day (sleep counts on the day the user woke up)."""

    date: date | None = spec("The day.", required=True)
    steps: int | None = spec("Steps.")
    distance: float | None = spec("Walking and running distance, km.")
    flights: int | None = spec("Flights climbed.")
    active_energy: int | None = spec("Active energy, kcal.")
    exercise_minutes: int | None = spec("Exercise minutes.")
    stand_hours: int | None = spec("Stand hours.")
    sleep: float | None = spec("Hours asleep the night before.")
    heart_rate: int | None = spec("Average heart rate, bpm.")
    resting_heart_rate: int | None = spec("Resting heart rate, bpm.")
    weight: float | None = spec("Body weight, kg.")
    water: float | None = spec("Water drunk, litres.")
    mindful_minutes: int | None = spec("Mindful minutes.")
    workouts: list[Workout] = spec("Workouts that day.", [])


# ---------------------------------------------------------------------------- music, device


@dataclass(slots=True)
class Track(Item):
    """A song in the music library."""

    ID_PREFIX: ClassVar[str] = "track"
    id: str = _id("track")
    title: str = spec("Song title.", "", required=True)
    artist: str = spec("Artist.", "")
    album: str = spec("Album.", "")
    genre: str = spec("Genre.", "")
    duration: int | None = spec("Seconds.")
    year: int | None = spec("Release year.")
    playlists: list[str] = spec("Playlists it is in.", [])


@dataclass(slots=True)
class NowPlaying:
    """What the Music app is playing or has paused."""

    title: str = spec("Song title.", "", required=True)
    artist: str = spec("Artist.", "")
    album: str = spec("Album.", "")
    source: str = spec("Playlist, album or artist being played.", "")
    playing: bool = spec("Playing (true) or paused (false).", True)
    shuffle: bool = spec("Shuffle on.", False)


@dataclass(slots=True)
class Device:
    """The phone's state and settings: an object, not a list. Missing fields take defaults."""

    model: str = spec("Model name.", "iPhone 16")
    os_version: str = spec("iOS version.", "iOS 26.1")
    battery: int = spec("Battery level, %.", 78)
    charging: bool = spec("Charging.", False)
    storage_total: float = spec("Storage, GB.", 128.0)
    storage_free: float = spec("Free storage, GB.", 41.5)
    wifi: bool = spec("Wi-Fi on.", True)
    wifi_network: str = spec("Joined Wi-Fi network.", "")
    cellular_data: bool = spec("Mobile data on.", True)
    carrier: str = spec("Mobile carrier.", "")
    bluetooth: bool = spec("Bluetooth on.", True)
    bluetooth_devices: list[str] = spec("Connected Bluetooth devices.", [])
    airplane_mode: bool = spec("Airplane Mode.", False)
    hotspot: bool = spec("Personal Hotspot.", False)
    volume: int = spec("Media volume, %.", 50)
    brightness: int = spec("Screen brightness, %.", 60)
    silent_mode: bool = spec("Ring/silent switch on silent.", False)
    do_not_disturb: bool = spec("Do Not Disturb on.", False)
    focus: str = spec("Active Focus.", "off", choices=FOCUS_MODES)
    low_power_mode: bool = spec("Low Power Mode.", False)
    dark_mode: bool = spec("Dark appearance.", False)
    flashlight: bool = spec("Torch on.", False)
    location_services: bool = spec("Location Services on.", True)
    now_playing: NowPlaying | None = spec("Music playing or paused.")


# ---------------------------------------------------------------------------- the phone


@dataclass(slots=True)
class PhoneData:
    """A scenario's whole `phone` object."""

    locale: str = spec(
        "CLDR locale of the phone, e.g. 'en_IE'.", "en_IE", required=True, check=_locale_problem
    )
    time_zone: str = spec(
        "IANA zone, e.g. 'Europe/Dublin'.", "UTC", key="timeZone", required=True, check=_zone_problem
    )
    location: Location = spec("Where the phone is: {place, lat, lon}.", Location())
    events: list[Event] = spec("Calendar events.", [])
    reminders: list[Reminder] = spec("Reminders.", [])
    alarms: list[Alarm] = spec("Alarms and running timers.", [])
    tasks: list[Task] = spec("Scheduled assistant tasks.", [])
    contacts: list[Contact] = spec("Contacts.", [])
    places: list[Place] = spec("Places the Maps search knows.", [])
    routes: list[Route] = spec("Routes the Maps directions know.", [])
    weather: list[WeatherDay] = spec("Forecast days, per place.", [])
    web: list[WebSearch] = spec("Web search results by query.", [])
    pages: list[Page] = spec("Web pages by URL.", [])
    files: list[File] = spec("Files.", [])
    photos: list[Photo] = spec("Photos and videos.", [])
    health: list[HealthDay] = spec("Health data per day.", [])
    music: list[Track] = spec("Music library tracks.", [])
    device: Device = spec("Device state and settings (an object).", Device())
