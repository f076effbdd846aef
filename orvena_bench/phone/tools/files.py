"""Files: search_files by words, folder and type, and read_file by id or path."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import File
from ..state import PhoneState
from ..text import fold
from .registry import tool

_UNITS = (("GB", 10**9), ("MB", 10**6), ("KB", 10**3))


def file_kind(file: File) -> str:
    """The file's type: as given, else its extension."""
    if file.kind:
        return file.kind
    _, dot, extension = file.name.rpartition(".")
    return extension.lower() if dot else ""


def size_text(size: int | None) -> str:
    """`240 KB`, `1.2 MB` (decimal units, as the Files app shows them)."""
    if size is None:
        return ""
    for unit, factor in _UNITS:
        if size >= factor:
            return f"{formats.number(round(size / factor, 1))} {unit}"
    return f"{size} B"


def path_of(file: File) -> str:
    """`folder/name`, the path read_file accepts."""
    return f"{file.folder.rstrip('/')}/{file.name}" if file.folder else file.name


def file_line(file: File, state: PhoneState) -> str:
    """`Lease 2026.pdf · iCloud Drive/Documents · pdf · 240 KB · modified … (id file-1)`."""
    return formats.line(
        [
            file.name,
            file.folder,
            file_kind(file),
            size_text(file.size),
            "modified " + formats.moment(file.modified, state.locale) if file.modified else "",
            "tags " + formats.joined(file.tags) if file.tags else "",
        ],
        file.id,
    )


_UNDATED = datetime.min.replace(tzinfo=UTC)


def _newest_first(files: list[File]) -> list[File]:
    """Most recently modified (or created) first, then by name; undated files last."""
    by_name = sorted(files, key=lambda f: (f.name, f.id))
    return sorted(by_name, key=lambda f: f.modified or f.created or _UNDATED, reverse=True)


@tool("search_files")
def search_files(state: PhoneState, args: dict[str, Any]) -> str:
    files = list(state.data.files)
    if args.get("folder"):
        files = [f for f in files if fold(args["folder"]).strip("/ ") in fold(f.folder)]
    if args.get("kind"):
        files = [f for f in files if fold(file_kind(f)) == fold(args["kind"]).lstrip(".")]
    query = args.get("query")
    files = state.match.best(files, query, lambda f: " ".join([f.name, f.folder, *f.tags, f.content]))
    files = _newest_first(files)
    described = [f"{k} {args[k]!r}" for k in ("query", "folder", "kind") if args.get(k)]
    scope = "matching " + formats.joined(described) if described else "in Files"
    return formats.listing(
        f"{formats.count(len(files), 'file')} {scope}, most recent first:",
        [file_line(f, state) for f in files],
        f"No files {scope}.",
    )


def _find_file(key: str, state: PhoneState) -> File:
    key = key.strip()
    files = state.data.files
    for test in (
        lambda f: f.id == key,
        lambda f: fold(path_of(f)) == fold(key).strip("/"),
        lambda f: fold(f.name) == fold(key),
    ):
        found = [f for f in files if test(f)]
        if len(found) == 1:
            return found[0]
        if found:
            raise ToolError(
                f"{key!r} names {len(found)} files: "
                + "; ".join(file_line(f, state) for f in found)
                + ". Give the id."
            )
    raise ToolError(f"no file with id or path {key!r}; search_files shows the ids")


@tool("read_file")
def read_file(state: PhoneState, args: dict[str, Any]) -> str:
    file = _find_file(args["id"], state)
    body = file.content or "(no readable text in this file)"
    return f"{file.name} ({file.folder}, id {file.id})\n\n{body}"
