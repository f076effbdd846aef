"""Write orvena_bench/phone/data/name_forms/<language>.tsv.gz: the word forms whose base form
the phone looks up, taken from simplemma's dictionaries.

simplemma knows that Czech 'Plzni' is 'Plzeň', 'října' is 'říjen' and Finnish 'äidille' is
'äiti', but loading one language's dictionary costs 0.3-5 s of lzma, too slow for every
audit and run. The phone needs only what people type, so this keeps, per language:

* every form among the language's 50 000 most frequent words (wordfreq) whose base form is
  another word, and
* every form of a name (a capitalised base form: places, people) that the phone's cheap
  rules and the Snowball stemmer do not already relate to its base.

Folded, one `form<TAB>base[,base...]` line each, sorted; a phone reads only its own language's file.
Run it again after upgrading simplemma or wordfreq (neither is needed at run time):

    .venv/bin/pip install 'simplemma>=2.0' 'wordfreq>=3.1' && .venv/bin/python scripts/make_lemma_table.py
"""

from __future__ import annotations

import gzip
import sys

from simplemma.strategies.dictionaries.dictionary_factory import DefaultDictionaryFactory
from wordfreq import available_languages, top_n_list

from orvena_bench.folding import fold
from orvena_bench.phone.morphology import NAME_FORMS, SIMPLEMMA_LANGUAGES, cheap_forms_agree, stems_agree

FREQUENT = 50_000
#: wordfreq's code where it differs from the bench language's.
WORDFREQ = {"hr": "sh"}


def _text(value: str | bytes) -> str:
    return value.decode() if isinstance(value, bytes) else value


def rows(language: str) -> dict[str, set[str]]:
    """Folded form -> its folded base forms for `language` (a word and a name may share a
    form: Polish 'jackiem' is a form of 'Jacek' only as a name)."""
    dictionary = DefaultDictionaryFactory().get_dictionary(SIMPLEMMA_LANGUAGES[language])
    kept: dict[str, set[str]] = {}
    code = WORDFREQ.get(language, language)
    frequent = top_n_list(code, FREQUENT) if code in available_languages() else []
    for word in frequent:
        for spelling in (word, word.capitalize()):
            base = dictionary.get(spelling)
            if base is not None and fold(_text(base)) != fold(word):
                kept.setdefault(fold(word), set()).add(fold(_text(base)))
    for form, base in dictionary.items():
        form, base = _text(form), _text(base)
        if not base[:1].isupper() or form == base or " " in form:
            continue
        folded_form, folded_base = fold(form), fold(base)
        if folded_form == folded_base or cheap_forms_agree(folded_form, folded_base):
            continue
        if stems_agree(form.casefold(), base.casefold(), language):
            continue
        kept.setdefault(folded_form, set()).add(folded_base)
    return kept


def main() -> int:
    NAME_FORMS.mkdir(parents=True, exist_ok=True)
    for language in sorted(SIMPLEMMA_LANGUAGES):
        found = rows(language)
        if not found:
            continue
        out = NAME_FORMS / f"{language}.tsv.gz"
        text = "".join(
            f"{form}\t{','.join(sorted(bases))}\n"
            for form, bases in sorted(found.items())
            if not any(c in form + "".join(bases) for c in "\t,")
        )
        out.write_bytes(gzip.compress(text.encode(), mtime=0))
        print(f"{language}: {len(found)} forms, {out.stat().st_size} bytes", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
