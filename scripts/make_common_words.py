"""Regenerate orvena_bench/data/common_words/ and data/distinctive_words/ (the files are committed).

common_words/<lang>.txt: the language's most frequent words, most frequent first. The
language check keeps a word the answer shares with the tool output when it is one of these
(docs/language.md). Estonian has no wordfreq list: its common words are the
Estonian words its settling group declares (orvena_bench/language_groups.py).

distinctive_words/<lang>.txt: for each member of a settling group, its frequent words that
no other language of the group uses at all (absent from the others' whole wordfreq lists;
for Finnish against Estonian, absent from simplemma's Estonian dictionary). Settling counts
them as weak evidence. Estonian gets none (nothing to rank its words by).

Neither wordfreq nor simplemma is a run-time dependency (simplemma's dictionaries take
seconds to load); the words are copied here so the check needs nothing at run time.
Run: scripts/venv wordlists && .venv/bin/python scripts/make_common_words.py
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

import wordfreq

from orvena_bench.vocab import LANGUAGES

DATA = Path(__file__).resolve().parent.parent / "orvena_bench" / "data"
OUT = DATA / "common_words"
DISTINCTIVE = DATA / "distinctive_words"
#: How many of a group member's most frequent words may be distinctive.
DISTINCTIVE_TOP = 4000
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
    write_distinctive()
    return 0


def _all_words(code: str) -> set[str]:
    if code == "et":
        from simplemma.strategies.dictionaries import DefaultDictionaryFactory

        return {w.casefold() for w in DefaultDictionaryFactory().get_dictionary("et")}
    return {unicodedata.normalize("NFC", w).casefold() for w in wordfreq.top_n_list(WORDFREQ_CODE.get(code, code), 10**6)}


def write_distinctive() -> None:
    from orvena_bench.language_groups import ENGLISH_FUNCTION_WORDS, GROUPS, language_class

    DISTINCTIVE.mkdir(parents=True, exist_ok=True)
    for group in GROUPS:
        everything = {m.code: _all_words(m.code) for m in group.members}
        for member in group.members:
            if member.code == "et":
                continue
            others = set().union(*(w for c, w in everything.items() if c not in language_class(member.code)))
            top = words(member.code)[:DISTINCTIVE_TOP]
            found = [w for w in top if w.isalpha() and len(w) >= 3 and w not in others
                     and w not in ENGLISH_FUNCTION_WORDS and w not in member.words]  # fmt: skip
            (DISTINCTIVE / f"{member.code}.txt").write_text("\n".join(found) + "\n", encoding="utf-8")
            print(f"{group.name} {member.code}: {len(found)} distinctive words")


if __name__ == "__main__":
    sys.exit(main())
