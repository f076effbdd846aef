"""How the phone matches what a model typed against what the phone holds.

Search on a phone is forgiving: case, accents and plural endings don't matter, a query word
may be the start of a longer word, and words of scripts written without spaces (CJK, kana,
Thai) match anywhere. Items are ranked by how many query words they contain, and only the
best-ranked ones are returned, so 'italian restaurant' prefers Italian restaurants.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from orvena_bench.folding import WORD, fold

__all__ = [
    "best_matches",
    "fold",
    "loosely_equal",
    "query_words",
    "same_place",
    "score",
    "words",
    "words_agree",
]

_SPACED_SCRIPTS = ("LATIN", "GREEK", "CYRILLIC", "DIGIT", "HANGUL", "DEVANAGARI", "ARABIC", "HEBREW")


#: Korean particles that follow a word in a query ('에서' in '성수점에서').
KOREAN_PARTICLES = frozenset(
    "은 는 이 가 을 를 에 에서 에게 한테 께 의 와 과 도 로 으로 까지 부터 만 요 랑 이랑 하고 처럼 보다 이나 나".split()
)


@lru_cache(maxsize=4096)
def _is_spaced(word: str) -> bool:
    """Whether `word` is written in a script that separates words with spaces."""
    return all(unicodedata.name(ch, "").startswith(_SPACED_SCRIPTS) or ch == "_" for ch in word)


def query_words(query: str) -> list[str]:
    """The words of a query worth matching: folded, without one- and two-letter words
    such as 'in' or 'at' (unless the query has nothing else)."""
    found = words(query)
    significant = [w for w in found if len(w) >= 3 or any(c.isdigit() for c in w) or not _is_spaced(w)]
    return significant or found


def words(text: str) -> list[str]:
    """The folded words of `text`."""
    return WORD.findall(fold(text))


def _variants(word: str) -> tuple[str, ...]:
    """The word and its likely singulars ('churches' -> 'church', 'cafes' -> 'cafe')."""
    if word.endswith("es") and len(word) > 4:
        return (word, word[:-1], word[:-2])
    if word.endswith("s") and len(word) > 3:
        return (word, word[:-1])
    return (word,)


def _word_found(word: str, text: str, text_words: Sequence[str]) -> bool:
    if not _is_spaced(word):
        return word in text or any(len(w) >= 2 and w in word for w in text_words)
    if "HANGUL" in unicodedata.name(word[0], ""):
        # Korean attaches particles to words: '성수점에서' is '성수점' + '에서'.
        return any(
            w == word or (word.startswith(w) and word[len(w) :] in KOREAN_PARTICLES) for w in text_words
        )
    variants = _variants(word)
    # A stored word of 5+ letters that begins a longer query word matches too, so compounds
    # find their stem ('ramenrestaurang' finds 'Ramen'); and two words that differ only in
    # an ending of up to two letters after a stem of 4+ letters are one word declined
    # ('kavárnu' finds 'Kavárna', 'Говерлу' finds 'Говерла').
    return any(
        w.startswith(variants) or (len(w) >= 5 and word.startswith(w)) or _same_stem(word, w)
        for w in text_words
    )


def _same_stem(a: str, b: str) -> bool:
    stem = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return stem >= 4 and stem >= max(len(a), len(b)) - 2


def score(query: str, text: str) -> int:
    """How many of the query's words occur in `text`."""
    folded = fold(text)
    text_words = WORD.findall(folded)
    return sum(_word_found(word, folded, text_words) for word in query_words(query))


def best_matches[T](items: Iterable[T], query: str | None, text_of: Callable[[T], str]) -> list[T]:
    """The items whose text contains the most query words (at least one), in their order.

    An empty query keeps every item.
    """
    items = list(items)
    if not query or not query.strip():
        return items
    scored = [(score(query, text_of(item)), item) for item in items]
    top = max((s for s, _ in scored), default=0)
    return [item for s, item in scored if s == top and top > 0]


def loosely_equal(wanted: str, actual: str) -> bool:
    """Whether two names agree once folded, one containing the other ('work' ~ 'Work calendar')."""
    a, b = fold(wanted).strip(), fold(actual).strip()
    return bool(a and b) and (a in b or b in a)


def same_place(wanted: str, name: str) -> bool:
    """Whether a place a model named is the place `name`, comparing the parts before a comma
    word by word from the start: 'Dublin' and 'Dublin, Ireland' agree, 'New York' and
    'York' do not; a declined word agrees with its stem ('Plovdivu', 'Plovdiv')."""
    a = WORD.findall(fold(wanted.split(",")[0]))
    b = WORD.findall(fold(name.split(",")[0]))
    if not a or not b:
        return False
    n = min(len(a), len(b))
    if all(x == y or _same_stem(x, y) for x, y in zip(a[:n], b[:n], strict=True)):
        return True  # the same words, or the same words declined ('Θεσσαλονίκης', 'Θεσσαλονίκη')
    joined_a, joined_b = "".join(a), "".join(b)
    return not _is_spaced(joined_a) and (joined_a.startswith(joined_b) or joined_b.startswith(joined_a))


def words_agree(a: str, b: str) -> bool:
    """Whether every word of one text occurs in the other ('Dublin Airport' ~ 'Airport')."""
    return bool(a.strip() and b.strip()) and (
        score(a, b) == len(query_words(a)) or score(b, a) == len(query_words(b))
    )
