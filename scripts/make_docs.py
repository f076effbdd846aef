"""Rewrite every generated table of the docs from its declaration (orvena_bench/docs_tables.py).

Run: python scripts/make_docs.py. The calibration table is written by
`python calibration/calibrate.py --readme`, since it needs the calibration run.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from orvena_bench.docs_tables import GENERATED


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    for block in GENERATED:
        changed = block.write(root)
        print(f"{block.file}: {block.name} {'rewritten' if changed else 'unchanged'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
