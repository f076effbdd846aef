"""Regenerate orvena_bench/data/common_words/<lang>.txt from wordfreq (run once; the files are committed).

The language check keeps a word the answer shares with the tool output when it is a common
word of the expected language (README, "The language check"). wordfreq's lists load in
milliseconds but wordfreq itself is not a run-time dependency; the top words are copied here
so the check needs nothing at run time. Estonian has no wordfreq list: its common words are
the Estonian words the settling group declares (orvena_bench/language_groups.py).
Run: .venv/bin/pip install 'wordfreq>=3.1' && .venv/bin/python scripts/make_common_words.py
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

import wordfreq

from orvena_bench.vocab import LANGUAGES

OUT = Path(__file__).resolve().parent.parent / "orvena_bench" / "data" / "common_words"
#: How many of a language's most frequent words count as common.
TOP = 4000
#: wordfreq's name where it differs from ours (Croatian is in its Serbo-Croatian list).
WORDFREQ_CODE = {"hr": "sh"}


def words(code: str) -> list[str]:
    out = []
    for w in wordfreq.top_n_list(WORDFREQ_CODE.get(code, code), TOP):
        w = unicodedata.normalize("NFC", w).casefold()
        if any(ch.isalpha() for ch in w):
            out.append(w)
    return out


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    available = set(wordfreq.available_languages())
    for code in LANGUAGES:
        source = WORDFREQ_CODE.get(code, code)
        if source not in available:
            print(f"{code}: no wordfreq list, skipped")
            continue
        found = words(code)
        (OUT / f"{code}.txt").write_text("\n".join(found) + "\n", encoding="utf-8")
        print(f"{code}: {len(found)} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
