"""Generate the bench's -conn group: 100 copies of everyday originals with connections installed.

Each copy is its original with an id ending `-conn` and 2 to 6 MCP connections installed
that the request does not need; the expectations and the reference do not change. The
choice is deterministic (hashes of the ids), spread evenly over the languages, so running
this again after an original changes keeps every copy in step with it.

Run: python scripts/make_conn.py [--check]   (--check: exit 1 if the files are not in step)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from orvena_bench.vocab import LANGUAGES  # noqa: E402

COPIES = 100
#: Categories whose requests are everyday phone tasks; no-tool and unsupported requests need
#: no tool at all, and MCP scenarios already install the connections they use.
EVERYDAY = frozenset(
    "calendar reminders alarms scheduled weather places travel contacts health photos files "
    "web media device chain recovery followup".split()
)


def _hash(*parts: str) -> str:
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()


def read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def eligible(original: dict) -> bool:
    return (
        original["category"] in EVERYDAY
        and not original.get("connections")
        and not original["id"].endswith(("-h3", "-conn"))
    )


def choose(originals: list[dict], count: int = COPIES) -> list[dict]:
    """`count` originals, taken round-robin over the languages, each language's by id hash."""
    by_language: dict[str, list[dict]] = {}
    for original in sorted(filter(eligible, originals), key=lambda s: _hash(s["id"])):
        by_language.setdefault(original["language"], []).append(original)
    chosen: list[dict] = []
    while len(chosen) < count and any(by_language.values()):
        for language in LANGUAGES:
            if by_language.get(language) and len(chosen) < count:
                chosen.append(by_language[language].pop(0))
    return chosen


def connections_for(sid: str, available: list[str]) -> list[str]:
    """2 to 6 connections, picked and ordered by hashes of the id."""
    count = 2 + int(_hash(sid, "count"), 16) % 5
    return sorted(available, key=lambda c: _hash(sid, c))[:count]


def copies(
    originals: list[dict], references: dict[str, dict], available: list[str]
) -> tuple[list[dict], list[dict]]:
    scenarios, solutions = [], []
    for original in choose(originals):
        sid = original["id"] + "-conn"
        scenarios.append({**original, "id": sid, "connections": connections_for(sid, available)})
        solutions.append({**references[original["id"]], "id": sid})
    return scenarios, solutions


def generate(root: Path) -> tuple[list[dict], list[dict], list[dict], list[dict]]:
    """The bench and its references as they should be: originals kept, -conn copies regenerated."""
    bench = [s for s in read(root / "scenarios" / "bench.jsonl") if not s["id"].endswith("-conn")]
    refs = [
        r for r in read(root / "scenarios" / "reference" / "bench.jsonl") if not r["id"].endswith("-conn")
    ]
    available = sorted(p.stem for p in (root / "fixtures" / "mcp").glob("*.json"))
    scenarios, solutions = copies(bench, {r["id"]: r for r in refs}, available)
    return bench, scenarios, refs, solutions


def dump(items: list[dict]) -> str:
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in items)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="only check that the files are in step")
    args = parser.parse_args()
    bench, scenarios, refs, solutions = generate(ROOT)
    files = {
        ROOT / "scenarios" / "bench.jsonl": dump(bench + scenarios),
        ROOT / "scenarios" / "reference" / "bench.jsonl": dump(refs + solutions),
    }
    stale = [path for path, text in files.items() if path.read_text(encoding="utf-8") != text]
    if args.check:
        for path in stale:
            print(f"{path}: -conn copies are not in step with their originals; run scripts/make_conn.py")
        return 1 if stale else 0
    for path, text in files.items():
        path.write_text(text, encoding="utf-8")
    print(f"{len(scenarios)} -conn copies of {len({s['language'] for s in scenarios})} languages written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
