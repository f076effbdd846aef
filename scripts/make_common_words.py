"""Regenerate orvena_bench/data/common_words/ and data/distinctive_words/ (the files are committed).

common_words/<lang>.txt: the language's most frequent words, most frequent first. The
language check keeps a word the answer shares with the tool output when it is one of these
(docs/language.md). Estonian has no wordfreq list: its common words are the
Estonian words its settling group declares (orvena_bench/language_groups.py).

distinctive_words/<lang>.txt: for each member of a settling group, its frequent words that
the other languages of the group hardly use: at most 1/DISTINCTIVE_RATIO as frequent in each
other's wordfreq list (absent counts as zero; for Finnish against Estonian, absent from
simplemma's Estonian dictionary). Not "absent" everywhere: web text mixes neighbours, so
Slovene's list holds Croatian "ili", "unaprijed" and "ponijeti" at a trace of their Croatian
frequency, and a Croatian answer made of such words would settle nothing. English counts
as one of the others for every group: answers mix in English names and brands, and the web
lists of Finnish or Swedish hold "back", "again" and "risk" (an English answer must not
settle as either); so does a bench neighbour outside the group (OUTSIDE_NEIGHBOURS: Czech
for Polish, whose "sto" must not settle a Czech answer as Polish). Settling counts them as
evidence (language_groups.STRONG["common"]). Estonian gets none (nothing to rank its words by).

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
#: How many of a group member's most frequent words may be distinctive...
DISTINCTIVE_TOP = 50000
#: ...when at least this many times as frequent as in any other language of the group.
DISTINCTIVE_RATIO = 20
#: How many of a language's most frequent words count as common.
TOP = 4000
#: Bench languages outside a member's group whose text must not settle as that member.
OUTSIDE_NEIGHBOURS = {"pl": ("cs",)}
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


def _frequencies(code: str) -> dict[str, float]:
    """Every word wordfreq knows in `code` with its frequency (simplemma's Estonian words, each
    at 1.0, since they have no frequency: an Estonian word is never distinctive of Finnish)."""
    if code == "et":
        from simplemma.strategies.dictionaries import DefaultDictionaryFactory

        return dict.fromkeys((w.casefold() for w in DefaultDictionaryFactory().get_dictionary("et")), 1.0)
    out: dict[str, float] = {}
    for w, f in wordfreq.get_frequency_dict(WORDFREQ_CODE.get(code, code)).items():
        key = unicodedata.normalize("NFC", w).casefold()
        out[key] = out.get(key, 0.0) + f
    return out


def write_distinctive() -> None:
    from orvena_bench.language_groups import ENGLISH_FUNCTION_WORDS, GROUPS, language_class

    DISTINCTIVE.mkdir(parents=True, exist_ok=True)
    english = _frequencies("en")
    for group in GROUPS:
        frequency = {m.code: _frequencies(m.code) for m in group.members}
        for member in group.members:
            if member.code == "et":
                continue
            own = frequency[member.code]
            others = [f for c, f in frequency.items() if c not in language_class(member.code)] + [english]
            others += [_frequencies(c) for c in OUTSIDE_NEIGHBOURS.get(member.code, ())]
            top = wordfreq.top_n_list(WORDFREQ_CODE.get(member.code, member.code), DISTINCTIVE_TOP)
            top = list(dict.fromkeys(unicodedata.normalize("NFC", w).casefold() for w in top))
            found = [w for w in top if w.isalpha() and len(w) >= 3
                     and all(DISTINCTIVE_RATIO * f.get(w, 0.0) <= own[w] for f in others)
                     and w not in ENGLISH_FUNCTION_WORDS and w not in member.words]  # fmt: skip
            (DISTINCTIVE / f"{member.code}.txt").write_text("\n".join(found) + "\n", encoding="utf-8")
            print(f"{group.name} {member.code}: {len(found)} distinctive words")


if __name__ == "__main__":
    sys.exit(main())
