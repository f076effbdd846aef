"""Files replaced whole: one file through a temporary renamed into place, or a set of files as one unit.

A killed writer leaves the old file or the new one, never half of one. A set (the tables
and their provenance) is committed by a journal written before the first rename: killed
before it, the next writer deletes the new files; killed after it, the next writer
finishes the renames. Either way the set on disk is all old or all new once anyone writes
to the folder again, and temporaries of writers that are gone are cleared then.
"""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, Any

import orjson

#: The journal of a set being committed, one per folder.
JOURNAL = ".orvena-commit.json"
_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<writer>[^.]*)\.tmp$")
_WRITER = re.compile(r"^(?P<pid>\d+)-[0-9a-f]+$")


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _alive(pid: int) -> bool:
    if pid <= 0:  # never signal a process group or every process (kill(0) and kill(-1))
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def temp_path(target: Path) -> Path:
    """A temporary beside `target` that names its writer, so a later writer can tell it is stale."""
    return target.with_name(f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")


def _stale(path: Path) -> bool:
    """A temporary left by a writer that is gone (or by an older version, which named no writer)."""
    found = _TEMP.match(path.name)
    if not found:
        return False
    writer = _WRITER.match(found["writer"])
    return writer is None or not _alive(int(writer["pid"]))


def _fsync_dir(folder: Path) -> None:
    with suppress(OSError):  # not every file system lets a folder be opened for fsync
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def recover(folder: Path, names: set[str] | None = None) -> None:
    """Finish a set a killed writer committed, then clear stale temporaries (of `names` only, if given)."""
    journal = folder / JOURNAL
    if journal.exists():
        try:
            entry = orjson.loads(journal.read_bytes())
            pid, renames = int(entry["pid"]), [(str(a), str(b)) for a, b in entry["files"]]
        except (OSError, ValueError, KeyError, TypeError):
            pid, renames = 0, []  # a journal cut short by the kill itself: nothing was renamed yet
        if not _alive(pid) or pid == os.getpid():
            for temp, target in renames:
                if (folder / temp).exists():
                    os.replace(folder / temp, folder / target)
            _fsync_dir(folder)
            journal.unlink(missing_ok=True)
    for path in folder.glob(".*.tmp"):
        found = _TEMP.match(path.name)
        if found and (names is None or found["name"] in names) and _stale(path):
            path.unlink(missing_ok=True)


def _write_temp(target: Path, data: bytes) -> Path:
    temp = temp_path(target)
    with open(temp, "xb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.chmod(temp, 0o666 & ~_umask())
    return temp


def write_set(folder: Path, files: Mapping[str, bytes]) -> list[Path]:
    """Replace the files `files` names in `folder` as one unit (see the module docstring)."""
    folder.mkdir(parents=True, exist_ok=True)
    recover(folder)
    temps: dict[str, Path] = {}
    try:
        for name, data in files.items():
            temps[name] = _write_temp(folder / name, data)
        entry = {"pid": os.getpid(), "files": [[temps[n].name, n] for n in files]}
        journal = _write_temp(folder / JOURNAL, orjson.dumps(entry))
        os.replace(journal, folder / JOURNAL)  # the commit point
    except BaseException:
        for temp in temps.values():
            temp.unlink(missing_ok=True)
        raise
    _fsync_dir(folder)
    recover(folder)  # our own journal: rename every file into place, then drop the journal
    return [folder / name for name in files]


@contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: str = "wb") -> Iterator[IO[Any]]:
    """Write `path` through a temporary file that replaces it only when the block succeeds."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    recover(target.parent, {target.name})
    temp = temp_path(target)
    try:
        binary = "b" in mode
        with open(temp, "x" + mode.replace("w", ""), encoding=None if binary else "utf-8") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, 0o666 & ~_umask())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
