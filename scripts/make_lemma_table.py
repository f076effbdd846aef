"""Write orvena_bench/phone/data/name_forms/<language>.tsv.gz: declined forms of proper names that the
phone's cheap rules and the Snowball stemmers do not relate to their base form.

simplemma's dictionaries know that Czech 'Plzni' is 'Plzeň' and Finnish 'Helsingissä' is
'Helsinki', but loading one costs 0.3-5 s of lzma per language, too slow for every audit and
run. The phone needs only the forms its other rules miss, and only of names (a capitalised
lemma: places and people, what users decline when they search), so this script keeps those,
folded, one `form<TAB>base` line each, sorted, one file per language (a phone reads only
its own language's file). Run it again after upgrading simplemma:

    .venv/bin/pip install 'simplemma>=2.0' && .venv/bin/python scripts/make_lemma_table.py
"""

from __future__ import annotations

import gzip
import sys

from simplemma.strategies.dictionaries.dictionary_factory import DefaultDictionaryFactory

from orvena_bench.folding import fold
from orvena_bench.phone.morphology import NAME_FORMS, SIMPLEMMA_LANGUAGES, cheap_forms_agree, stems_agree


def rows(language: str) -> set[tuple[str, str]]:
    """(form, base) pairs of `language` that only the dictionary relates."""
    kept: set[tuple[str, str]] = set()
    dictionary = DefaultDictionaryFactory().get_dictionary(SIMPLEMMA_LANGUAGES[language])
    for form, base in dictionary.items():
        form = form.decode() if isinstance(form, bytes) else form
        base = base.decode() if isinstance(base, bytes) else base
        if not base[:1].isupper() or form == base or " " in form:
            continue
        folded_form, folded_base = fold(form), fold(base)
        if folded_form == folded_base or cheap_forms_agree(folded_form, folded_base):
            continue
        if stems_agree(form.casefold(), base.casefold(), language):
            continue
        kept.add((folded_form, folded_base))
    return kept


def main() -> int:
    NAME_FORMS.mkdir(parents=True, exist_ok=True)
    for language in sorted(SIMPLEMMA_LANGUAGES):
        found = sorted(rows(language))
        if not found:
            continue
        out = NAME_FORMS / f"{language}.tsv.gz"
        text = "".join(f"{form}\t{base}\n" for form, base in found)
        out.write_bytes(gzip.compress(text.encode(), mtime=0))
        print(f"{language}: {len(found)} forms, {out.stat().st_size} bytes", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
