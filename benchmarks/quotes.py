"""Quote stripping stays linear in the text's length whatever the text holds.

Times strip_quotes on adversarial texts (40,000 unclosed „, 1 MB of «, 1 MB of alternating
„ and newlines) against the same length of ordinary prose with closed quotes, in one run.
Target: each adversarial text well under a second (< 0.25 s); the ratio to ordinary text
shows that no text costs more than its length. Run: python benchmarks/quotes.py
"""

from __future__ import annotations

import sys
import time

from common import ROOT  # noqa: F401  (puts the project on sys.path)

from orvena_bench.quotes import strip_quotes


def timed(text: str) -> float:
    start = time.perf_counter()
    strip_quotes(text)
    return time.perf_counter() - start


def main() -> int:
    prose = 'Jag spelar ”Vem vet” och sedan »Kom igen» och "Dancing Queen" åt dig. '
    cases = {
        "40,000 unclosed „": "„" * 40_000,
        "1 MB of «": "«" * 1_000_000,
        "1 MB of „ and line breaks": "„\n" * 500_000,
        "1 MB of unclosed quotes of every style": "".join("\"“„”‘‚«»‹›「『《`") * 70_000,
    }
    for label, text in cases.items():
        ordinary = (prose * (len(text) // len(prose) + 1))[: len(text)]
        t, base = timed(text), timed(ordinary)
        print(f"{label}: {t:.3f} s (target < 0.25 s), {t / base:.2f}x ordinary text of the same length ({base:.3f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
