"""How the phone matches what a model typed against what the phone holds: the one module
every search and name comparison goes through (contacts, places, routes, files, photos,
music, reminders, events, weather, web).

A text becomes tokens: folded words, split at punctuation and `_`, and at changes of
script ('2025년' is '2025' + '년'; Japanese kanji, katakana and kana runs part, so '新宿の写真'
reads '新宿', '写真'). A query token meets an item token at one of four levels:

* EXACT: the same word, up to case, accents, a plural '-s'/'-es', a Korean particle
  ('성수점에서' = '성수점'), or a synonym for airports and terminals ('T1' = 'Terminal 1');
* PREFIX: the start of the item's word ('caf' -> 'cafés', 'Dani' -> 'Danielle');
* FORM: another form of the word: a declension (`morphology.forms_agree`: 'Plzni' = 'Plzeň');
* PART: inside a longer word: a stored word that begins a compound ('ramenrestaurang' ->
  'Ramen'), part of a Hangul compound ('계약서' -> '전세계약서'), part of a run of Han or
  kana ('国贸' -> '北京市朝阳区国贸').

Numbers match only as the same number ('2026' is never '2025'; '46' starts '46A'). A search
keeps the items holding the most query words, then the most of them above PART, best first
(`Matcher.best`). docs/phone.md
("Matching") has the rules with examples per script.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from orvena_bench.folding import WORD, fold

from . import placewords
from .morphology import forms_agree

__all__ = [
    "EXACT",
    "FORM",
    "PART",
    "PREFIX",
    "Matcher",
    "Score",
    "Token",
    "fold",
    "loosely_equal",
    "tokens",
]

EXACT, PREFIX, FORM, PART = 4, 3, 2, 1

#: Korean particles that follow a word ('에서' in '성수점에서'), longest first.
KOREAN_PARTICLES: tuple[str, ...] = tuple(
    sorted(
        "은 는 이 가 을 를 에 에서 에게 한테 께 의 와 과 도 로 으로 까지 부터 만 요 랑 이랑 하고 처럼 보다 이나 나 에는 에서는 으로는 로는 이랑은".split(),
        key=len,
        reverse=True,
    )
)

SPACED, HANGUL, DENSE = "spaced", "hangul", "dense"


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a text: folded (`text`), lower case with accents (`raw`, for stemmers),
    the canonical word synonyms share (`canon`), and its script class."""

    text: str
    raw: str
    canon: str
    kind: str

    @property
    def has_digit(self) -> bool:
        return any(c.isdigit() for c in self.text)


@lru_cache(maxsize=8192)
def _script(ch: str) -> str:
    """A character's script class for splitting: 'han', 'hira', 'kata', 'hangul', 'thai', or ''."""
    if ch.isdigit():
        return ""
    name = unicodedata.name(ch, "")
    if name.startswith("HANGUL"):
        return "hangul"
    if name.startswith("CJK") or "IDEOGRAPH" in name:
        return "han"
    if name.startswith("HIRAGANA"):
        return "hira"
    if name.startswith("KATAKANA") or ch == "ー":
        return "kata"
    if name.startswith("THAI"):
        return "thai"
    return ""


def _runs(word: str) -> list[tuple[str, str]]:
    """`word` split where its script changes, each part with its script class."""
    runs: list[tuple[str, str]] = []
    for ch in word:
        script = _script(ch)
        if runs and runs[-1][1] == script:
            runs[-1] = (runs[-1][0] + ch, script)
        else:
            runs.append((ch, script))
    return runs


_TERMINAL = re.compile(r"t(\d{1,2})")


def _canon(folded: str) -> str:
    if folded in placewords.AIRPORT_WORDS:
        return "airport"
    if folded in placewords.TERMINAL_WORDS:
        return "terminal"
    return folded


@lru_cache(maxsize=16384)
def tokens(text: str) -> tuple[Token, ...]:
    """The tokens of `text` (see the module docstring)."""
    lowered = unicodedata.normalize("NFKC", text).casefold()
    out: list[Token] = []
    for word in WORD.findall(lowered):
        for piece in word.split("_"):
            runs = _runs(piece)
            dense = any(s in ("han", "kata") for _, s in runs)
            for run, script in runs:
                if script == "hira" and dense and len(run) <= 3:
                    continue  # Japanese particles and endings between words: の, から, で
                out.extend(_tokens_of(run, script))
    return _joined_airports(out)


def _joined_airports(found: list[Token]) -> tuple[Token, ...]:
    """Two-word airport names ('sân bay', 'zračna luka') as one token."""
    joined: list[Token] = []
    for token in found:
        if joined and (joined[-1].text, token.text) in placewords.AIRPORT_PHRASES:
            first = joined.pop()
            token = Token(f"{first.text} {token.text}", f"{first.raw} {token.raw}", "airport", SPACED)
        joined.append(token)
    return tuple(joined)


def _tokens_of(run: str, script: str) -> list[Token]:
    folded = fold(run)
    if not folded:
        return []
    if script == "hangul":
        return [Token(folded, run, folded, HANGUL)]
    if script:
        return [Token(folded, run, folded, DENSE)]
    terminal = _TERMINAL.fullmatch(folded)
    if terminal:  # 'T1' is 'Terminal 1'
        return [Token(folded, run, "terminal", SPACED), Token(terminal[1], terminal[1], terminal[1], SPACED)]
    return [Token(folded, run, _canon(folded), SPACED)]


def _significant(found: Sequence[Token]) -> list[Token]:
    """Query tokens worth matching: spaced words of one or two letters ('in', 'at', 'di') go,
    unless they carry a digit or nothing else is left; Hangul and dense words all count."""
    kept = [t for t in found if t.kind != SPACED or len(t.text) >= 3 or t.has_digit]
    return kept or list(found)


def _plurals(word: str) -> tuple[str, ...]:
    """The word and its likely singulars ('churches' -> 'church', 'cafes' -> 'cafe')."""
    if word.endswith("es") and len(word) > 4:
        return (word, word[:-1], word[:-2])
    if word.endswith("s") and len(word) > 3:
        return (word, word[:-1])
    return (word,)


def _without_particle(word: str) -> tuple[str, ...]:
    """A Hangul word and the word without a particle at its end, if one leaves a word."""
    found = [word]
    for particle in KOREAN_PARTICLES:
        if word.endswith(particle) and len(word) > len(particle):
            found.append(word[: -len(particle)])
    return tuple(found)


def level(q: Token, w: Token, language: str) -> int:
    """How query token `q` meets item token `w`: EXACT, PREFIX, FORM, PART or 0."""
    if q.canon == w.canon:
        return EXACT
    if q.kind != w.kind:
        return 0
    if q.has_digit or w.has_digit:  # numbers are exact; '46' may still start '46A'
        return PREFIX if q.has_digit and w.text.startswith(q.text) and w.text[len(q.text) :].isalpha() else 0
    if q.kind == HANGUL:
        return _hangul_level(q.text, w.text)
    if q.kind == DENSE:
        if q.text in w.text or (len(w.text) >= 2 and w.text in q.text):
            return PART
        return 0
    if q.text in _plurals(w.text) or w.text in _plurals(q.text):
        return EXACT
    if forms_agree(q.text, w.text, q.raw, w.raw, language):
        return FORM
    if w.text.startswith(_plurals(q.text)):
        return PREFIX
    if len(w.text) >= 5 and q.text.startswith(w.text):
        return PART
    return 0


def _hangul_level(q: str, w: str) -> int:
    qs, ws = _without_particle(q), _without_particle(w)
    if q in ws or w in qs:
        return EXACT
    # A word of two syllables or more is found inside a compound ('계약서' in '전세계약서'),
    # one syllable only as a whole word ('집' is not '집게').
    if any(len(a) >= 2 and a in w for a in qs) or (len(w) >= 2 and w in q):
        return PART
    return 0


@dataclass(frozen=True, slots=True)
class Score:
    """How an item answers a query: the level each query word reached in it."""

    levels: tuple[int, ...]

    @property
    def words(self) -> int:
        """How many query words the item holds."""
        return sum(1 for lv in self.levels if lv)

    @property
    def whole(self) -> int:
        """How many query words the item holds as words, not only as parts of longer ones."""
        return sum(1 for lv in self.levels if lv > PART)

    @property
    def rank(self) -> tuple[int, int, int]:
        """What orders items: words held, words held whole, then the sum of levels."""
        return (self.words, self.whole, sum(self.levels))


@dataclass(frozen=True, slots=True)
class Matcher:
    """The matching rules for one phone; `language` picks the stemmer and the home words."""

    language: str = "en"

    # ---------------------------------------------------------------- searching

    def query_words(self, query: str) -> list[Token]:
        """The tokens of a query that are matched."""
        return _significant(tokens(query))

    def score(self, query: str, text: str) -> Score:
        """How well `text` answers `query`."""
        return self._score(self.query_words(query), tokens(text))

    def _score(self, wanted: Sequence[Token], found: Sequence[Token]) -> Score:
        return Score(tuple(max((level(q, w, self.language) for w in found), default=0) for q in wanted))

    def matches(self, query: str, text: str) -> bool:
        """Whether `text` holds at least one word of `query`."""
        return self.score(query, text).words > 0

    def best[T](
        self,
        items: Iterable[T],
        query: str | None,
        text_of: Callable[[T], str],
        order: Callable[[T], Any] | None = None,
    ) -> list[T]:
        """The items that answer `query` best, best first, then by `order` (or as given).

        Kept are the items holding the most query words (at least one) and, of those, the
        most as whole words: 'Mikko Laine' keeps Mikko Laine over Mikko Virtanen, and
        '전세' as a word of a file beats '전세' inside another's '전세계약서'. A word that is
        the start of a name ('Dani' for 'Danielle') or another form of it ('Janou' for
        'Jana') is a whole word, so both people stay for the model to tell apart. An empty
        query keeps every item.
        """
        items = list(items)
        if not query or not query.strip():
            return sorted(items, key=order) if order else items
        wanted = self.query_words(query)
        scored = [(self._score(wanted, tokens(text_of(item))), item) for item in items]
        top = max((s.rank[:2] for s, _ in scored), default=(0, 0))
        if top[0] == 0:
            return []
        kept = [(s, item) for s, item in scored if s.rank[:2] == top]
        if order:
            kept.sort(key=lambda pair: order(pair[1]))
        kept.sort(key=lambda pair: -pair[0].rank[2])
        return [item for _, item in kept]

    def covers(self, query: str, text: str, *, at_least: int = PART) -> bool:
        """Whether every query word occurs in `text` at `at_least` or better."""
        wanted = self.query_words(query)
        found = tokens(text)
        return bool(wanted) and all(
            max((level(q, w, self.language) for w in found), default=0) >= at_least for q in wanted
        )

    def words_agree(self, a: str, b: str) -> bool:
        """Whether every word of one text occurs in the other ('Dublin Airport' ~ 'Airport')."""
        return bool(a.strip() and b.strip()) and (self.covers(a, b) or self.covers(b, a))

    def fit(self, wanted: str, name: str) -> tuple[int, int]:
        """How well a name a model gave fits a stored name, for ranking route ends:
        (2, q) when each covers the other, (1, q) when one covers the other, (0, 0) when
        neither does; q sums the word levels both ways."""
        if not (wanted.strip() and name.strip()):
            return (0, 0)
        forward = self._score(self.query_words(wanted), tokens(name))
        backward = self._score(self.query_words(name), tokens(wanted))
        full_forward = forward.words == len(forward.levels) > 0
        full_backward = backward.words == len(backward.levels) > 0
        if not (full_forward or full_backward):
            return (0, 0)
        return (1 + (full_forward and full_backward), sum(forward.levels) + sum(backward.levels))

    def names_more(self, wanted: str, name: str) -> bool:
        """Whether stored `name` carries words `wanted` lacks ('New York' for 'York')."""
        return not self.covers(name, wanted)

    # ---------------------------------------------------------------- places

    def same_place(self, wanted: str, name: str) -> bool:
        """Whether a place a model named is the place `name`.

        Scripts that write the city first (Han, kana, Hangul: '北京市朝阳区国贸', '서울 마포구
        망원동') agree when every word of one occurs in the other, so '国贸' and '망원동' name
        the place. Other scripts compare the parts before a comma word by word from the
        start: 'Dublin' and 'Dublin, Ireland' agree, 'New York' and 'York' do not; a declined
        word agrees with its base ('Plovdivu', 'Plovdiv').
        """
        a = tokens(wanted.split(",")[0])
        b = tokens(name.split(",")[0])
        if not a or not b:
            return False
        if all(t.kind != SPACED for t in a) or all(t.kind != SPACED for t in b):
            return self.words_agree(wanted.split(",")[0], name.split(",")[0])
        n = min(len(a), len(b))
        return all(level(x, y, self.language) in (EXACT, FORM) for x, y in zip(a[:n], b[:n], strict=True))

    def is_here(self, origin: str) -> bool:
        """Whether a route's origin means where the phone is: 'home', 'casa', 'doma', '家',
        '집', 'kotoa', 'here', 'current location'... in the phone's language or English."""
        wanted = " ".join(t.text for t in tokens(origin))
        phrases = (*placewords.HERE_WORDS.get(self.language, ()), *placewords.HERE_WORDS["en"])
        return bool(wanted) and any(wanted == " ".join(t.text for t in tokens(p)) for p in phrases)

    # ---------------------------------------------------------------- names of people

    def names_person(self, wanted: str, name: str) -> bool:
        """Whether every word asked for is a word of `name` or a form of one, sharing at
        least 4 letters or a stem ('Γιώργο' is 'Γιώργος', 'Mikon' is 'Mikko', 'Ciara' is
        not 'Ciarán')."""
        words = tokens(name)
        asked = self.query_words(wanted)
        return bool(asked) and all(
            any(level(q, w, self.language) in (EXACT, FORM) or _begins(q, w) for w in words) for q in asked
        )


def _begins(q: Token, w: Token) -> bool:
    """One word begins the other and they share 4+ letters ('Ciarán' does not begin with 'Ciara'
    plus a short ending, so it needs 4 shared letters and an exact start)."""
    return q.kind == w.kind and (
        (w.text.startswith(q.text) and len(q.text) >= 4) or (q.text.startswith(w.text) and len(w.text) >= 4)
    )


def loosely_equal(wanted: str, actual: str) -> bool:
    """Whether two names agree once folded, one containing the other ('work' ~ 'Work calendar')."""
    a, b = fold(wanted).strip(), fold(actual).strip()
    return bool(a and b) and (a in b or b in a)
