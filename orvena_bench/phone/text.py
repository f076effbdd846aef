"""How the phone matches what a model typed against what the phone holds: the one module
every search and name comparison goes through (contacts, places, routes, files, photos,
music, reminders, events, weather, web).

Texts become tokens (tokens.py: folded, split at `_` and script changes, respelled,
transliterated). A query token meets an item token at one of five levels:

* EXACT: the same word, up to case, accents, spelling variants, a plural '-s'/'-es', a Korean
  particle or Arabic clitic ('성수점에서' = '성수점', 'لمحمد' = 'محمد'), or a shared synonym
  ('T1' = 'Terminal 1', 'lufthavnen' = 'airport');
* FORM: another form of the word by the dictionary table or the stemmer ('Plzni' = 'Plzeň',
  'října' = 'říjen'), or the same word in another alphabet ('Georgi' = 'Георги');
* PREFIX: the start of the item's word ('caf' -> 'cafés', 'Dani' -> 'Danielle'), or an
  abbreviation of it ('Kgl.' -> 'Kongelige', 'Hbf' -> 'Hauptbahnhof');
* ENDING: only a guess: a shared stem with other endings ('Stephane' ~ 'Stéphanie'), or the
  same consonants in an alphabet without written vowels ('Mohamed' ~ 'محمد');
* PART: inside a longer word: a compound ('Vertrag' in 'Mietvertrag', '계약서' in
  '전세계약서', '国贸' in '北京市朝阳区国贸').

Numbers match only as the same number ('2026' is never '2025'; '46' starts '46A').

Two policies decide which items a search returns; both keep only the items holding the most
query words. `Matcher.best`, for lists a model chooses from (contacts, places, files, music,
events, reminders), then drops items another matches better on every word, counting EXACT,
FORM and PREFIX as equally good: 'Dani' lists Dani Russo and Danielle Ortiz, 'Stephane'
only Stéphane. `Matcher.closest`, for filters that name one thing (a photo's person or
place, a route's end, a weather place), counts every level: 'Иван' keeps Иван, not Ивана.
docs/phone.md ("Matching") has the rules with examples per script.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise

from orvena_bench.folding import fold

from . import lexicon
from .morphology import relation, stem
from .tokens import ADMIN_SUFFIXES, DENSE, HANGUL, SPACED, Token, significant, skeleton, tokens

__all__ = [
    "ENDING",
    "EXACT",
    "FORM",
    "PART",
    "PREFIX",
    "Matcher",
    "Score",
    "fold",
    "level",
    "loosely_equal",
]

EXACT, FORM, PREFIX, ENDING, PART = 6, 5, 4, 3, 1

#: How `best` weighs levels: EXACT, FORM and PREFIX alike.
_LISTING_CLASS = {0: 0, PART: 1, ENDING: 2, PREFIX: 3, FORM: 3, EXACT: 3}

#: Korean particles and name suffixes that follow a word ('에서' in '성수점에서', '님'), longest first.
KOREAN_PARTICLES: tuple[str, ...] = tuple(
    sorted(
        "은 는 이 가 을 를 에 에서 에게 한테 께 의 와 과 도 로 으로 까지 부터 만 요 랑 이랑 하고 처럼 보다 "
        "이나 나 에는 에서는 으로는 로는 씨 님 씨한테 님께 한테서 에게서 께서 로부터 으로부터 이에요 예요 이야 아 야".split(),
        key=len,
        reverse=True,
    )
)

#: Arabic clitics written onto the next word: prepositions, 'and' and the article.
ARABIC_CLITICS: tuple[str, ...] = ("وبال", "بال", "وال", "فال", "كال", "لل", "ال", "ل", "ب", "و", "ف", "ك")

_KINDS = frozenset({"airport", "station", "terminal"})
_UNNAMING = {lang: frozenset(fold(w) for w in words.split()) for lang, words in lexicon.UNNAMING_WORDS.items()}


@lru_cache(maxsize=64)
def _unnaming(language: str) -> frozenset[str]:
    return _UNNAMING.get(language, frozenset()) | _UNNAMING["en"]


def _plurals(word: str) -> tuple[str, ...]:
    """The word and its likely singulars ('churches' -> 'church', 'cafes' -> 'cafe')."""
    if word.endswith("es") and len(word) > 4:
        return (word, word[:-1], word[:-2])
    if word.endswith("s") and len(word) > 3:
        return (word, word[:-1])
    return (word,)


def _without_particle(word: str) -> tuple[str, ...]:
    """A Hangul word and the word without up to two particles at its end ('민준이한테' ->
    '민준이', '민준'), if a word is left."""
    found = [word]
    for _ in range(2):
        found += [w[: -len(p)] for w in found for p in KOREAN_PARTICLES if w.endswith(p) and len(w) > len(p)]
    return tuple(dict.fromkeys(found))


def _subsequence(short: str, word: str) -> bool:
    """Whether `short` is `word` with syllables left out, from its first one ('인천공항' of
    '인천국제공항')."""
    if len(short) < 3 or short[0] != word[0]:
        return False
    rest = iter(word)
    return all(ch in rest for ch in short)


def _without_clitic(word: str) -> tuple[str, ...]:
    """An Arabic word and the word without a clitic before it, if three letters remain."""
    return (word, *(word[len(c) :] for c in ARABIC_CLITICS if word.startswith(c) and len(word) - len(c) >= 3))


def _abbreviates(short: Token, word: Token) -> bool:
    """'kgl' abbreviates 'kongelige' and 'hbf' 'hauptbahnhof': the same first letter, then
    the rest in order; 'ελ' abbreviates 'ελευθεριος' as its start; a lone capital letter
    only a kind word ('station', 'airport')."""
    if not short.abbreviation or len(word.text) <= len(short.text) or short.text[0] != word.text[0]:
        return False
    if len(short.text) == 1:  # the 'H' of 'København H' abbreviates a kind word only: Hovedbanegården
        return word.canon in _KINDS
    rest = iter(word.text[1:])
    return all(ch in rest for ch in short.text[1:])


def _in_compound(q: str, w: str, language: str, raw: str) -> bool:
    """Whether query word `q` is part of compound `w`: inside it with 5+ letters, or declined
    ('ooperisse' has 'ooper' in 'rahvusooper'), or its stem starts it ('miete' -> 'Mietvertrag')."""
    if len(w) >= 5 and q.startswith(w):
        return True  # a stored word begins the query's compound ('ramenrestaurang' -> 'Ramen')
    if len(q) >= 5 and any(q[:n] in w for n in range(len(q), max(5, len(q) - 4) - 1, -1)):
        return True
    root = stem(raw, language)
    return len(root) >= 4 and w.startswith(root) and len(w) > len(root) + 3


def _alphabets(q: Token, w: Token) -> int:
    """A word typed in Latin letters against one in another alphabet, or the other way;
    consonants alone are compared only for scripts that leave vowels unwritten or that
    unidecode spells without them (Arabic, Hebrew, Devanagari)."""
    typed, other, foreign = (q.text, w.latin, w.raw) if w.latin else (w.text, q.latin, q.raw)
    if typed == other:
        return FORM
    if other.startswith(typed) or typed in _plurals(other) or other in _plurals(typed):
        return ENDING
    abjad = any("\u0590" <= c <= "\u06ff" or "\u0900" <= c <= "\u097f" for c in foreign)
    return ENDING if abjad and len(typed) >= 3 and skeleton(typed) == skeleton(other) else 0


@lru_cache(maxsize=65536)
def level(q: Token, w: Token, language: str) -> int:
    """How query token `q` meets item token `w` on a phone in `language`: EXACT, FORM,
    PREFIX, ENDING, PART or 0."""
    if q.canon == w.canon:
        return EXACT
    if q.kind != w.kind:
        return 0
    if q.has_digit or w.has_digit:  # numbers are exact; '46' may still start '46A'
        return PREFIX if q.has_digit and w.text.startswith(q.text) and w.text[len(q.text) :].isalpha() else 0
    if q.kind == HANGUL:
        return _hangul_level(q.text, w.text)
    if q.kind == DENSE:
        return _dense_level(q.text, w.text)
    if bool(q.latin) != bool(w.latin):
        return _alphabets(q, w)
    if set(_plurals(q.text)) & set(_plurals(w.text)) or set(_without_clitic(q.text)) & set(_without_clitic(w.text)):
        return EXACT
    found = {"dictionary": FORM, "stem": FORM, "ending": ENDING, "": 0}[
        relation(q.text, w.text, q.raw, w.raw, language)
    ]
    if found < PREFIX and (w.text.startswith(q.text) or _abbreviates(q, w) or _abbreviates(w, q)):
        found = PREFIX
    if not found and _in_compound(q.text, w.text, language, q.raw):
        found = PART
    return found


_LETTER_NUMBER = re.compile(r"([^\W\d_])(\d+)")


def _joined(levels: list[int], wanted: Sequence[Token], found: Sequence[Token], language: str) -> list[int]:
    """Levels raised where words are written together on one side and apart on the other:
    'San Remo' = 'Sanremo', 'Dalat' = 'Đà Lạt', 'Goghmuseum' = 'Gogh Museum', 'Q3' = 'Quận 3'."""
    spaced = [t for t in found if t.kind == SPACED and not t.extra]
    pairs = {a.text + b.text for a, b in pairwise(spaced)}
    words = {t.text for t in found}
    for i, q in enumerate(wanted):
        if levels[i] >= FORM:
            continue
        if q.text in pairs:
            levels[i] = EXACT
        letter_number = _LETTER_NUMBER.fullmatch(q.text)
        if letter_number and any(
            a.text.startswith(letter_number[1]) and b.text == letter_number[2]
            for a, b in pairwise(spaced)
        ):
            levels[i] = PREFIX
    for i, (q, r) in enumerate(pairwise(wanted)):
        if min(levels[i], levels[i + 1]) < FORM and q.text + r.text in words:
            levels[i] = levels[i + 1] = EXACT
    return levels


def _hangul_level(q: str, w: str) -> int:
    qs, ws = _without_particle(q), _without_particle(w)
    if set(qs) & set(ws):
        return EXACT
    # A word of two syllables or more is found inside a compound ('계약서' in '전세계약서'),
    # one syllable only as a whole word ('집' is not '집게').
    if any(len(a) >= 2 and w.startswith(a) for a in qs):
        return PREFIX
    if any(len(a) >= 2 and a in w for a in qs) or (len(w) >= 2 and w in q) or _subsequence(q, w):
        return PART
    return 0


def _dense_level(q: str, w: str) -> int:
    """Han and kana: the same unit, or it with an administrative suffix ('京都' = '京都府'),
    is EXACT; the start of a unit PREFIX; anywhere else inside PART ('京都' in '東京都')."""
    if w[:-1] == q and w[-1] in ADMIN_SUFFIXES:
        return EXACT
    if w.startswith(q):
        return PREFIX
    return PART if q in w or (len(w) >= 2 and w in q) else 0


@dataclass(frozen=True, slots=True)
class Score:
    """How an item answers a query: the level each query word reached in it."""

    levels: tuple[int, ...]

    @property
    def words(self) -> int:
        """How many query words the item holds."""
        return sum(1 for lv in self.levels if lv)

    @property
    def total(self) -> int:
        return sum(self.levels)

    def beaten_by(self, other: Score, weigh: Callable[[int], int]) -> bool:
        """Whether `other`, weighed by `weigh`, matches every word at least as well and one better."""
        pairs = [(weigh(a), weigh(b)) for a, b in zip(self.levels, other.levels, strict=True)]
        return all(b >= a for a, b in pairs) and any(b > a for a, b in pairs)


def _optional(found_level: int, q: Token, found: Sequence[Token], unnaming: frozenset[str]) -> int:
    """An optional word counts only as written, and a title only where a title stands, at the
    start ('Dr' in 'Dr Anjali Patel'; Vietnamese 'anh' is not the given name of 'Minh Anh')."""
    if not q.optional:
        return found_level
    if q.text in unnaming:
        return EXACT if found and found[0].canon == q.canon else 0
    return found_level if found_level == EXACT else 0


def _phrased(wanted: Sequence[Token], found: Sequence[Token]) -> bool:
    """Whether the query's words stand in `found` side by side, in order ('Jean Pierre' in
    'Jean-Pierre Dubois', not in 'Pierre Jeanneau')."""
    words = [q.text for q in wanted if not q.optional]
    texts = [t.text for t in found if not t.extra]
    n = len(words)
    return n >= 2 and any(texts[i : i + n] == words for i in range(len(texts) - n + 1))


def _literal_first[T](scored: list[tuple[Score, T]]) -> list[tuple[Score, T]]:
    """Where some item holds a query word EXACT, FORM matches of that word elsewhere count as
    ENDING (see `Matcher.best`, `names`)."""
    literal = [any(s.levels[i] == EXACT for s, _ in scored) for i in range(len(scored[0][0].levels))] if scored else []
    return [
        (Score(tuple(ENDING if lit and lv == FORM else lv for lv, lit in zip(s.levels, literal, strict=True))), item)
        for s, item in scored
    ]


@dataclass(frozen=True, slots=True)
class Matcher:
    """The matching rules for one phone; `language` picks the spellings, the stemmer, the
    dictionary table and the home words."""

    language: str = "en"

    # ---------------------------------------------------------------- searching

    @property
    def _unnaming(self) -> frozenset[str]:
        """Titles and possessives of the phone's language and English."""
        return _unnaming(self.language)

    def tokens(self, text: str) -> tuple[Token, ...]:
        return tokens(text, self.language)

    def query_words(self, query: str) -> list[Token]:
        """The tokens of a query that are matched: no one- or two-letter words; titles and
        possessives ('Dr', 'Pak', 'Frau', 'mia') are optional while other words remain:
        they count when an item holds them as written, and are no loss when it does not."""
        found = significant(self.tokens(query), self.language)
        unnaming = self._unnaming
        if all(t.text in unnaming or t.optional for t in found):
            return found
        return [replace(t, optional=True) if t.text in unnaming else t for t in found]

    def score(self, query: str, text: str) -> Score:
        """How well `text` answers `query`."""
        return self._score(self.query_words(query), self.tokens(text))

    def _score(self, wanted: Sequence[Token], found: Sequence[Token]) -> Score:
        levels = [max((level(q, w, self.language) for w in found), default=0) for q in wanted]
        levels = _joined(levels, wanted, found, self.language)
        unnaming = self._unnaming
        return Score(tuple(_optional(lv, q, found, unnaming) for lv, q in zip(levels, wanted, strict=True)))

    def matches(self, query: str, text: str) -> bool:
        """Whether `text` holds at least one word of `query`."""
        return self.score(query, text).words > 0

    def best[T](
        self, items: Iterable[T], query: str | None, text_of: Callable[[T], str], *, names: bool = False
    ) -> list[T]:
        """The items of a list that answer `query` best, best first (an empty query keeps
        all): most query words held, then none that another matches better on every word,
        EXACT, FORM and PREFIX counting alike, so 'Dani' keeps Danielle beside Dani.

        `names`: the items hold names in their base form (contacts), so a query word one
        item holds as typed is that name, and another item's form of it only a guess:
        'Stephane' keeps Stéphane, not Stéphanie; 'Jenna' Jenna, not Jenni; and names that
        hold the query's words side by side win ('Jean Pierre' keeps Jean-Pierre Dubois).
        """
        return self._ranked(items, query, lambda item: [text_of(item)], _LISTING_CLASS.__getitem__, names)

    def closest[T](
        self, items: Iterable[T], query: str | None, texts_of: Callable[[T], Iterable[str]]
    ) -> list[T]:
        """The items a filter names, best first: like `best`, but every level counts ('Иван'
        keeps Иван Петров, not Ивана Петрова) and an item's score is that of its best text
        (a photo's best-matching person)."""
        return self._ranked(items, query, texts_of, lambda lv: lv)

    def _ranked[T](
        self,
        items: Iterable[T],
        query: str | None,
        texts_of: Callable[[T], Iterable[str]],
        weigh: Callable[[int], int],
        names: bool = False,
    ) -> list[T]:
        items = list(items)
        if not query or not query.strip():
            return items
        wanted = self.query_words(query)
        scored = []
        for item in items:
            options = [self._score(wanted, self.tokens(text)) for text in texts_of(item)]
            scored.append((max(options, key=lambda s: (s.words, s.total), default=Score(())), item))
        if names:
            scored = _literal_first(scored)
        top = max((s.words for s, _ in scored), default=0)
        kept = [(s, item) for s, item in scored if top and s.words == top]
        kept = [(s, item) for s, item in kept if not any(s.beaten_by(o, weigh) for o, _ in kept)]
        if names:  # a name asked for as written: 'Jean Pierre' is Jean-Pierre, not Pierre Jeanneau
            phrased = [(s, i) for s, i in kept if any(_phrased(wanted, self.tokens(t)) for t in texts_of(i))]
            kept = phrased or kept
        kept.sort(key=lambda pair: -pair[0].total)
        return [item for _, item in kept]

    def covers(self, query: str, text: str, *, at_least: int = PART) -> bool:
        """Whether every query word (optional ones aside) occurs in `text` at `at_least` or better."""
        return self.covers_tokens(query, self.tokens(text), at_least=at_least)

    def covers_tokens(self, query: str, found: Sequence[Token], *, at_least: int = PART) -> bool:
        """`covers` against a text already split into tokens, for callers that ask many queries of one text."""
        wanted = self.query_words(query)
        levels = [lv for lv, q in zip(self._score(wanted, found).levels, wanted, strict=True) if not q.optional]
        return bool(levels) and min(levels) >= at_least

    def words_agree(self, a: str, b: str) -> bool:
        """Whether every word of one text occurs in the other ('Dublin Airport' ~ 'Airport')."""
        return bool(a.strip() and b.strip()) and (self.covers(a, b) or self.covers(b, a))

    # ---------------------------------------------------------------- places

    def fit(self, wanted: str, name: str) -> tuple[int, int]:
        """How a name a model gave fits a stored place name, for ranking route ends:
        (sides, weakest): `sides` is 2 when each holds every word of the other, 1 when one
        does, 0 otherwise; `weakest` is the lowest level among the words of a side held in
        full ('Plzně' is FORM in 'Plzeň, hlavní nádraží', only PART in 'Plzeňská 8'). A kind
        word ('station', 'airport') need not be on both sides: 'Centraal Station' fits
        'Amsterdam Centraal'."""
        if not (wanted.strip() and name.strip()):
            return (0, 0)
        covered = []
        for one, other in ((wanted, name), (name, wanted)):
            asked = self.query_words(one)
            levels = self._score(asked, self.tokens(other)).levels
            needed = [lv for lv, t in zip(levels, asked, strict=True) if lv or (t.canon not in _KINDS and not t.optional)]
            if needed and all(needed):
                covered.append(min(needed))
        return (len(covered), max(covered, default=0))

    def shared_kind(self, wanted: str, name: str) -> bool:
        """Whether two place names share a kind word ('airport', 'terminal') and no number
        tells them apart ('Kastrup Lufthavn' ~ 'Københavns Lufthavn', not 'Terminal 2' ~ 'T3')."""
        a, b = self.tokens(wanted), self.tokens(name)
        kinds = {t.canon for t in a} & {t.canon for t in b} & {"airport"}
        numbers_a = {t.text for t in a if t.has_digit}
        numbers_b = {t.text for t in b if t.has_digit}
        return bool(kinds) and (not numbers_a or not numbers_b or numbers_a == numbers_b)

    def names_more(self, wanted: str, name: str) -> bool:
        """Whether stored `name` carries words `wanted` lacks ('New York' for 'York')."""
        return not self.covers(name, wanted)

    def same_place(self, wanted: str, name: str) -> bool:
        """Whether a place a model named is the place `name`.

        Scripts that write the city first (Han, kana, Hangul: '北京市朝阳区国贸', '서울 마포구
        망원동') agree when every word of one occurs in the other, so '国贸' and '망원동' name
        the place. Other scripts compare the parts before a comma word by word from the
        start: 'Dublin' and 'Dublin, Ireland' agree, 'New York' and 'York' do not; a declined
        or transliterated word agrees with its base ('Plovdivu', 'Plovdiv', 'Пловдив').
        """
        head_a, head_b = wanted.split(",")[0], name.split(",")[0]
        a, b = self.tokens(head_a), self.tokens(head_b)
        if not a or not b:
            return False
        if all(t.kind != SPACED for t in a) or all(t.kind != SPACED for t in b):
            return self.covers(head_a, head_b, at_least=PREFIX) or self.covers(head_b, head_a, at_least=PREFIX)
        n = min(len(a), len(b))
        return all(level(x, y, self.language) in (EXACT, FORM, ENDING) for x, y in zip(a[:n], b[:n], strict=True))

    def is_here(self, origin: str) -> bool:
        """Whether a route's origin means where the phone is: 'home', 'casa', 'doma', '家',
        '집', 'kotoa', 'here', 'current location'... in the phone's language or English, also
        declined ('kuće' of 'kuća', 'mājām')."""
        wanted = self.tokens(origin)
        phrases = (*lexicon.HERE_WORDS.get(self.language, ()), *lexicon.HERE_WORDS["en"])
        return bool(wanted) and any(
            len(said := self.tokens(p)) == len(wanted)
            and all(level(w, h, self.language) in (EXACT, FORM, ENDING) for w, h in zip(wanted, said, strict=True))
            for p in phrases
        )

    # ---------------------------------------------------------------- names of people

    def called[T](self, items: list[T], query: str, names_of: Callable[[T], Iterable[str]]) -> list[T]:
        """In languages that call people by the last word of their name after a title
        (`lexicon.GIVEN_NAME_LAST`), the items with someone so called, if any; else `items`."""
        asked = self.tokens(query)
        if self.language not in lexicon.GIVEN_NAME_LAST or len(asked) != 2 or asked[0].text not in self._unnaming:
            return items
        given = asked[1]
        chosen = [i for i in items if any((t := self.tokens(n)) and t[-1].text == given.text for n in names_of(i))]
        return chosen or items

    def names_person(self, wanted: str, name: str) -> bool:
        """Whether every word asked for is a word of `name` or a form of one ('Γιώργο' is
        'Γιώργος', 'Mikon' is 'Mikko'), or begins one or is begun by one sharing 4+ letters."""
        words = self.tokens(name)
        asked = self.query_words(wanted)
        return bool(asked) and all(
            any(level(q, w, self.language) in (EXACT, FORM) or _begins(q, w) for w in words) for q in asked
        )


def _begins(q: Token, w: Token) -> bool:
    """One word begins the other and they share 4+ letters."""
    return q.kind == w.kind and (
        (w.text.startswith(q.text) and len(q.text) >= 4) or (q.text.startswith(w.text) and len(w.text) >= 4)
    )


def loosely_equal(wanted: str, actual: str) -> bool:
    """Whether two names agree once folded, one containing the other ('work' ~ 'Work calendar')."""
    a, b = fold(wanted).strip(), fold(actual).strip()
    return bool(a and b) and (a in b or b in a)
