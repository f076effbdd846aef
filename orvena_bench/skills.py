"""What `load_skills` returns: short working guidance per area, written for a model.

The app keeps such guidance out of the system prompt and hands it out on request; these
texts are ours and say only what holds for every scenario of the bench.
"""

from __future__ import annotations

SKILLS: dict[str, str] = {
    "calendar": "Read the calendar before changing it. Give times as local ISO 8601 (2026-11-05T10:00). "
    "When moving an event, update it rather than creating a second one; name the event and its new time in the answer.",
    "reminders": "A reminder needs a title and, when the user gives one, a due time or list. "
    "Confirm the title and the due time in the answer; complete a reminder instead of deleting it when it is done.",
    "alarms": "An alarm rings at a time of day; a timer runs for a duration. Use the one the user asked for "
    "and repeat the time or duration in the answer.",
    "scheduled": "When the user wants something checked or done later, schedule a task with the moment and a "
    "clear instruction; do not do the work now. Say when it will run.",
    "weather": "Ask the weather tool for the place and day the user means (the current location when none is "
    "named). Answer with the figures it returns: temperature, rain, wind.",
    "places": "Search places near the location that matters (the user's, or a place the user names, in "
    "another city if need be). Check opening hours before recommending a place.",
    "travel": "Ask for a route with the right mode (driving, walking, transit, cycling). Give the duration "
    "and, when the user asks when to leave, work back from the arrival time.",
    "contacts": "Find the contact before messaging or calling; if two contacts fit, ask which one. Send "
    "exactly the message the user asked for and say to whom it went.",
    "health": "Read the metric and days asked for; report numbers with their units. Do not give medical advice.",
    "photos": "Search photos by date, place, person or album; report how many were found and when.",
    "files": "Search files by name or content, then read the one that fits before quoting it.",
    "web": "Search the web for facts that change (news, prices, schedules, opening times); fetch a page "
    "when the user gives a link. General knowledge needs no search.",
    "media": "Search the library when the user names music loosely; then play it and say what is playing.",
    "device": "Read the device status before changing a setting; change only what the user asked for.",
    "connectors": "Connected services are reached through their own tools, named '<connection>/<operation>'. "
    "Load a connection's tools with load_connectors before using them, and use them only for requests about that service.",
}
