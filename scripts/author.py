#!/usr/bin/env python3
"""Edit the bundled dataset line by line, by scenario id, keeping each file's one-line-per-object form.

  scripts/author.py show ID                 the scenario (with its checks) and its reference, indented
  scripts/author.py put FILE.json           replace the scenario or reference line with FILE's id
                                             ({"scenario": {...}} or {"reference": {...}}, or both)
  scripts/author.py probes FILE.json        set alternatives and traps from {ID: {"alternatives": [...],
                                             "traps": [...]}, ...}; an id's lists replace its old ones

Scenario ids are stable: `put` replaces a line in place and never adds, renames or removes one.
After editing bench originals, run scripts/make_conn.py so their -conn copies follow.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETS = ("bench", "restraint", "ask")


def _files(kind: str) -> list[Path]:
    base = ROOT / "scenarios"
    return [(base / "reference" if kind == "reference" else base) / f"{s}.jsonl" for s in SETS]


def _find(kind: str, sid: str) -> tuple[Path, list[str], int]:
    for path in _files(kind):
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        for i, line in enumerate(lines):
            if json.loads(line)["id"] == sid:
                return path, lines, i
    raise SystemExit(f"no {kind} with id {sid}")


def _replace(kind: str, obj: dict) -> None:
    path, lines, i = _find(kind, obj["id"])
    lines[i] = json.dumps(obj, ensure_ascii=False) + "\n"
    path.write_text("".join(lines), encoding="utf-8")


def show(sid: str) -> None:
    for kind in ("scenario", "reference"):
        _, lines, i = _find(kind, sid)
        print(json.dumps({kind: json.loads(lines[i])}, ensure_ascii=False, indent=1))


def put(file: str) -> None:
    given = json.loads(Path(file).read_text(encoding="utf-8"))
    for kind in ("scenario", "reference"):
        if kind in given:
            _replace(kind, given[kind])
            print(f"{kind} {given[kind]['id']} replaced")


def probes(file: str) -> None:
    given = json.loads(Path(file).read_text(encoding="utf-8"))
    for sid, lists in given.items():
        _, lines, i = _find("reference", sid)
        obj = json.loads(lines[i])
        for key in ("alternatives", "traps"):
            if key in lists:
                obj[key] = lists[key]
        _replace("reference", obj)
    print(f"probes set for {len(given)} scenarios")


def main() -> int:
    if len(sys.argv) != 3 or sys.argv[1] not in ("show", "put", "probes"):
        print(__doc__, file=sys.stderr)
        return 2
    {"show": show, "put": put, "probes": probes}[sys.argv[1]](sys.argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main())
