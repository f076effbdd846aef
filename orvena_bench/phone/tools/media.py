"""Music: search_music and play_music over the phone's library; playback lives on the device.

Playing sets `device.nowPlaying`, so get_device_status and later play_music actions see
it. The queue is the library's tracks matching what is playing, in library order; shuffle
is recorded but the first track stays the first match, so runs are repeatable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import NowPlaying, Track
from ..state import PhoneState
from ..text import fold
from .registry import tool

_KIND_TEXT: dict[str, Callable[[Track], str]] = {
    "song": lambda t: t.title,
    "artist": lambda t: t.artist,
    "album": lambda t: t.album,
    "playlist": lambda t: " ".join(t.playlists),
    "genre": lambda t: t.genre,
    "any": lambda t: " ".join([t.title, t.artist, t.album, t.genre, *t.playlists]),
}


def _length(seconds: int | None) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}" if seconds is not None else ""


def track_line(track: Track) -> str:
    """`"Cherry Wine" · Hozier · Hozier · 4:00 (id track-1)`."""
    return formats.line(
        [
            f'"{track.title}"',
            track.artist,
            track.album,
            _length(track.duration),
            str(track.year) if track.year else "",
        ],
        track.id,
    )


def _playlists(music: list[Track]) -> dict[str, int]:
    """Playlist names in order of first appearance, with their track counts."""
    counts: dict[str, int] = {}
    for track in music:
        for name in track.playlists:
            counts[name] = counts.get(name, 0) + 1
    return counts


@tool("search_music")
def search_music(state: PhoneState, args: dict[str, Any]) -> str:
    query, kind = args["query"], args.get("kind", "any")
    music = state.data.music
    tracks = state.match.best(music, query, _KIND_TEXT[kind])
    text = formats.listing(
        f"{formats.count(len(tracks), 'track')} matching {query!r}:",
        [track_line(t) for t in tracks],
        f"No tracks matching {query!r}.",
    )
    if kind in ("any", "playlist"):
        lists = [(n, c) for n, c in _playlists(music).items() if state.match.matches(query, n)]
        if lists:
            named = (f"{n} ({formats.count(c, 'track')})" for n, c in lists)
            text += "\nPlaylists: " + formats.joined(named)
    return text


def _source(query: str, kind: str, tracks: list[Track], state: PhoneState) -> str:
    """What the user asked to hear, named as the library names it ('Road trip', 'Hozier')."""
    names = {
        "playlist": [n for t in tracks for n in t.playlists],
        "album": [t.album for t in tracks],
        "artist": [t.artist for t in tracks],
        "genre": [t.genre for t in tracks],
    }
    for name_kind, candidates in names.items():
        if kind in ("any", name_kind):
            for name in candidates:
                if name and state.match.words_agree(query, name):
                    return name
    return query


def now_playing_text(now: NowPlaying) -> str:
    """What is playing, as play_music and get_device_status both show it."""
    return formats.line(
        [
            f'"{now.title}" by {now.artist}' if now.artist else f'"{now.title}"',
            f"album {now.album}" if now.album else "",
            f"from {now.source}" if now.source else "",
            "shuffle on" if now.shuffle else "",
            "playing" if now.playing else "paused",
        ]
    )


def _queue(state: PhoneState, source: str) -> list[Track]:
    """The tracks a source plays: exactly the playlist, album or artist it names, else the best matches."""
    music = state.data.music
    wanted = fold(source)
    for names in (lambda t: t.playlists, lambda t: [t.album], lambda t: [t.artist]):
        exact = [t for t in music if any(fold(n) == wanted for n in names(t) if n)]
        if exact:
            return exact
    return state.match.best(music, source, _KIND_TEXT["any"]) or list(music)


def _play(state: PhoneState, track: Track, source: str, shuffle: bool) -> str:
    now = NowPlaying(track.title, track.artist, track.album, source, True, shuffle)
    state.data.device.now_playing = now
    count = len(_queue(state, source))
    return f"Now playing: {now_playing_text(now)} · {formats.count(count, 'track')} queued"


def _current(state: PhoneState) -> NowPlaying:
    now = state.data.device.now_playing
    if now is None:
        raise ToolError("nothing is playing; give a query to start music")
    return now


def _step(state: PhoneState, forward: bool) -> str:
    now = _current(state)
    queue = _queue(state, now.source)
    titles = [fold(t.title) for t in queue]
    index = titles.index(fold(now.title)) if fold(now.title) in titles else -1
    track = queue[(index + (1 if forward else -1)) % len(queue)]
    return _play(state, track, now.source, now.shuffle)


@tool("play_music")
def play_music(state: PhoneState, args: dict[str, Any]) -> str:
    action, query = args.get("action", "play"), args.get("query")
    music = state.data.music
    resuming = action == "play" and not query and state.data.device.now_playing is not None
    if action in ("pause", "resume") or resuming:
        now = _current(state)
        now.playing = action != "pause"
        return f"{'Paused' if action == 'pause' else 'Resumed'}: {now_playing_text(now)}"
    if not music:
        raise ToolError("the music library is empty")
    if action in ("next", "previous"):
        return _step(state, forward=action == "next")
    kind = args.get("kind", "any")
    tracks = state.match.best(music, query, _KIND_TEXT[kind])
    if not tracks:
        raise ToolError(f"nothing in the music library matches {query!r}; search_music lists what is there")
    source = _source(query, kind, tracks, state) if query else "library"
    return _play(state, tracks[0], source, bool(args.get("shuffle")))
