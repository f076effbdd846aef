"""Merge per-language staging folders into the bundled scenario sets.

Scenario writers work in staging/<lang>/scenarios/ (a dataset of its own, so they can
validate and run the reference on their share alone). Staged lines are upserted by id
into scenarios/<set>.jsonl and scenarios/reference/<set>.jsonl (a staged id replaces the
line with that id; new ids are added), and lines are ordered by language, then file order.
Generated -conn copies are not touched here (scripts/make_conn.py owns them).

Run: python scripts/merge_staging.py [LANG ...]   (default: every staging folder)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from orvena_bench.vocab import LANGUAGES, SETS  # noqa: E402


def read(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def write(path: Path, items: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in items), encoding="utf-8")


def merge(languages: list[str]) -> None:
    for set_name in SETS:
        for rel in (
            Path("scenarios") / f"{set_name}.jsonl",
            Path("scenarios") / "reference" / f"{set_name}.jsonl",
        ):
            staged = [x for lang in languages for x in read(ROOT / "staging" / lang / rel)]
            replaced = {x["id"] for x in staged}
            kept = [x for x in read(ROOT / rel) if x["id"] not in replaced]
            order = {lang: i for i, lang in enumerate(LANGUAGES)}
            merged = sorted(
                kept + staged, key=lambda x: (x["id"].endswith("-conn"), order[x["id"].split("-", 1)[0]])
            )
            write(ROOT / rel, merged)
            print(f"{rel}: {len(merged)} lines ({len(staged)} staged from {len(languages)} languages)")


if __name__ == "__main__":
    wanted = sys.argv[1:] or sorted(
        p.name for p in (ROOT / "staging").iterdir() if (p / "scenarios").is_dir()
    )
    merge(wanted)
