"""Photos: search_photos by words, dates, people, place, album and kind, newest first."""

from __future__ import annotations

from typing import Any

from .. import formats
from ..model import Photo
from ..state import PhoneState
from ..when import Span, arg_span
from .registry import tool

MAX_SHOWN = 50


def photo_line(photo: Photo, state: PhoneState) -> str:
    """`Saturday 2026-10-31 14:03 · Howth, Dublin · with Niamh Walsh · beach, dog (id photo-1)`."""
    kind = photo.kind if photo.kind != "photo" else ""
    if photo.duration is not None:
        kind = f"{kind} {formats.minutes(photo.duration / 60)}".strip()
    return formats.line(
        [
            formats.moment(photo.taken, state.locale),
            kind,
            photo.place,
            "with " + formats.joined(photo.people) if photo.people else "",
            "albums " + formats.joined(photo.albums) if photo.albums else "",
            formats.joined(photo.tags),
            f'"{photo.caption}"' if photo.caption else "",
            "favourite" if photo.favorite else "",
        ],
        photo.id,
    )


def _text(photo: Photo) -> str:
    return " ".join([*photo.tags, photo.caption, photo.place, *photo.people, *photo.albums])


#: Narrowing filters: argument -> the photo's texts, one of which must answer it best.
_FILTERS = {
    "person": lambda p: p.people,
    "place": lambda p: [p.place],
    "album": lambda p: p.albums,
}


@tool("search_photos")
def search_photos(state: PhoneState, args: dict[str, Any]) -> str:
    span = arg_span(args, state.ctx, default=Span(None, None), open_start=None, open_end=True)
    photos = [p for p in state.data.photos if span.contains(p.taken)]
    if args.get("kind"):
        photos = [p for p in photos if p.kind == args["kind"]]
    for key, texts_of in _FILTERS.items():
        if args.get(key):
            photos = state.match.closest(photos, args[key], texts_of)
    if args.get("person"):  # one person on the photo carries every word: 'Андрій Гнатюк' is not 'Марта Гнатюк'
        photos = [p for p in photos if any(state.match.covers(args["person"], n) for n in p.people)]
        photos = state.match.called(photos, args["person"], lambda p: p.people)
    photos = state.match.best(photos, args.get("query"), _text)
    photos.sort(key=lambda p: (p.taken, p.id), reverse=True)
    filters = [f"{k} {args[k]!r}" for k in ("query", "person", "place", "album", "kind") if args.get(k)]
    parts = ["matching " + formats.joined(filters) if filters else "", span.describe(state.locale)]
    scope = " ".join(p for p in parts if p) or "in the library"
    lines = [photo_line(p, state) for p in photos[:MAX_SHOWN]]
    if len(photos) > MAX_SHOWN:
        lines.append(f"… and {len(photos) - MAX_SHOWN} more")
    return formats.listing(
        f"{formats.count(len(photos), 'item')} {scope}, newest first:",
        lines,
        f"No photos {scope}.",
    )
