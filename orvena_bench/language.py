"""The answer's language check (docs/language.md), explained step by step so a reviewer can follow it.

The text is first cleaned of what the model did not write in its own language (quoted
text, words copied from tool output that are not common words of the expected language);
a text of a script only one language uses, or made of English words, is read from those;
groups a recognizer confuses are settled by their letters, function words and endings;
otherwise lingua's hypothesis decides, but only when it is confident. Every step is recorded in the verdict, which is what `orvena-bench lang` prints.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import asdict, dataclass, field
from functools import cache, lru_cache
from typing import Any, NamedTuple

from . import vocab
from .common_words import common_words, function_words
from .folding import WORD_CHARS
from .language_groups import (
    ENGLISH_FUNCTION_WORDS,
    ENGLISH_ONLY_REJECTION,
    RECOGNIZER_PARTNERS,
    SCRIPT_LANGUAGE,
    UNIQUE_LETTERS,
    Feature,
    SettlingGroup,
    group_of,
    language_class,
    same_language,
)
from .quotes import strip_quotes

#: Letters that must remain after cleaning for the check to run (docs/language.md).
MIN_LETTERS = 12

#: Summed confidence of a language class above which lingua's reading is trusted. Calibrated
#: on calibration/ (docs/language.md); the dataset card's 0.5 was for Apple's recognizer.
CONFIDENCE_THRESHOLD = 0.45

#: Below this summed confidence for the expected class, an answer the recognizer reads as
#: English, or as another language at least FLOOR_DOMINANCE times as likely, is rejected even
#: when that reading is under CONFIDENCE_THRESHOLD. Short texts spread lingua's confidence
#: thin; the dominance condition keeps a right-language fragment ('su Google Drive?', read da
#: 0.24 against it 0.06) from being rejected on a reading that is itself unsure.
EXPECTED_FLOOR = 0.15
FLOOR_DOMINANCE = 3

#: A text with at least this many English function words that are not function words of the
#: expected language (declared, or among its 200 most frequent), making up at least this
#: share of its words, is English whatever lingua makes of it: on short texts lingua can put
#: English below a neighbour ("Done, your alarm is set for 6.45." reads nb 0.23, en lower).
ENGLISH_WORDS_MIN = 3
ENGLISH_WORDS_SHARE = 0.4
#: ...or at least that many common English words that are not common words of the expected
#: language, making up at least this share ("Timer set for 25 minutes." for a French request).
ENGLISH_COMMON_SHARE = 0.6

#: A script only one bench language uses settles the language from this share of letters.
SCRIPT_SHARE = 0.6
#: Letters only one bench language uses settle it from this many and this share of letters.
UNIQUE_LETTERS_MIN = 3
UNIQUE_LETTERS_SHARE = 0.1

#: A member of a settling group is decided when the evidence only it shows (against the
#: best member of another class) reaches this score...
SETTLE_MIN_SCORE = 2
#: ...and is at least this many times the other's.
SETTLE_MARGIN = 2.0

#: A word: letters, digits and marks, joined by inner hyphens and apostrophes, so that "10-го"
#: and "п'ять" stay one word and the "го" of a Russian ordinal is not the Bulgarian pronoun.
TOKEN = re.compile(f"[{WORD_CHARS}]+(?:[-'’][{WORD_CHARS}]+)*")
#: Soft hyphens and zero-width characters, which break no word (and are removed before the check).
_INVISIBLE = re.compile("[\u00ad\u200b-\u200d\u2060\ufeff]")


def normalize(text: str) -> str:
    """NFC with soft hyphens and zero-width characters removed, as a reader sees the text."""
    return unicodedata.normalize("NFC", _INVISIBLE.sub("", text))


@dataclass(frozen=True)
class Reading:
    """What was read from a text: a language, how, and how surely."""

    language: str | None
    method: str  # script | letters | english | settled | recognized
    confidence: float | None
    scores: dict[str, float] = field(default_factory=dict)
    expected_confidence: float | None = None
    evidence: tuple[str, ...] = ()


@dataclass(frozen=True)
class LanguageVerdict:
    """The language check's result with every step that led to it."""

    passed: bool
    checked: bool
    expected: str
    language: str | None
    confidence: float | None
    method: str  # script | letters | english | settled | recognized | unsure | too-short
    letters: int
    removed_quotes: tuple[str, ...]
    removed_words: tuple[str, ...]
    checked_text: str
    reason: str
    scores: dict[str, float] = field(default_factory=dict)
    #: words of the tool output the cleaning kept, because they are common words of `expected`
    kept_words: tuple[str, ...] = ()
    #: for a settled reading, the letters, words and endings that decided it, with their weight
    evidence: tuple[str, ...] = ()

    def issue(self) -> str | None:
        """The issue line for a failed check, naming what was read, how and how surely."""
        if self.passed:
            return None
        return f"language: {self.reason}"

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["removed_quotes"] = list(self.removed_quotes)
        out["removed_words"] = list(self.removed_words)
        out["kept_words"] = list(self.kept_words)
        out["evidence"] = list(self.evidence)
        return out


@dataclass(frozen=True)
class Cleaned:
    """An answer with what the model did not write in its own language taken out."""

    text: str
    removed_quotes: tuple[str, ...]
    removed_words: tuple[str, ...]
    kept_words: tuple[str, ...]


def strip_tool_words(text: str, tool_output: str, expected: str = "") -> tuple[str, list[str], list[str]]:
    """Remove the words of `text` that were copied from the tool output (names, titles, places).

    A word the tool output also holds is kept when it is a common word of the expected
    language (the answer's own "är", "har", "тысяч", whatever the tool output says) or an
    English function word (the phone's English format is full of them, and removing them
    would let an English answer hide behind it). Returns the text, the removed words and
    the kept ones.
    """
    if not tool_output:
        return text, [], []
    known: set[str] = set()
    for token in TOKEN.findall(normalize(tool_output).casefold()):
        known.add(token)
        if "-" in token or "'" in token or "’" in token:
            known.update(re.split("[-'’]", token))
    keep = common_words(expected) if expected else frozenset()
    removed: list[str] = []
    kept: list[str] = []

    def drop(match: re.Match[str]) -> str:
        word = match.group(0)
        key = word.casefold()
        if key not in known:
            return word
        if key in keep or key in ENGLISH_FUNCTION_WORDS:
            kept.append(word)
            return word
        removed.append(word)
        return " "

    return TOKEN.sub(drop, text), removed, kept


def clean(answer: str, expected: str, tool_output: str = "") -> Cleaned:
    """Quotes, then copied tool-output words, removed from the normalized answer."""
    text, quotes = strip_quotes(normalize(answer))
    text, removed, kept = strip_tool_words(text, tool_output, expected)
    return Cleaned(" ".join(text.split()), tuple(quotes), tuple(removed), tuple(kept))


_LETTER = re.compile(r"[^\W\d_]")


def count_letters(text: str) -> int:
    return len(_LETTER.findall(text))


def _counts(group: SettlingGroup, text: str) -> dict[Feature, int]:
    """How often each of the group's features occurs in `text`.

    An ending counts only on words no member lists or holds as distinctive, so that a word is
    not counted twice ("kad" as a Lithuanian word and as an Estonian "-d"), and only the longest ending
    of the group a word has counts (Finnish "-lle" in "Teemulle", not Estonian "-le"); a
    plain Latin letter is not counted in names (see without_names).
    """
    lowered = text.casefold()
    plain = without_names(text)
    tokens = Counter(TOKEN.findall(lowered))
    by_word, distinctive = group.word_features, group.is_distinctive
    out: dict[Feature, int] = {}
    for f in group.letter_features:
        n = (plain if f.value.isascii() else lowered).count(f.value)
        if n:
            out[f] = n
    for token, c in tokens.items():
        for f in by_word.get(token, ()):
            out[f] = c
        if distinctive(token):
            out[Feature("common", token)] = c
    for token, c in tokens.items():
        if token in by_word or distinctive(token):
            continue
        ending = group.ending_of(token)
        if ending is not None:
            out[ending] = out.get(ending, 0) + c
    return out


_SENTENCE_END_RE = re.compile("[.!?:;\n]")


def without_names(text: str) -> str:
    """The text's words without names: a capitalized word inside a sentence ("Spotify",
    "YouTube") may be a foreign brand or name, whose plain Latin letters say nothing of the
    language; its other letters ("Jurić", "Liepiņai") and endings ("Teemulle") still do."""
    kept = []
    starts_sentence, end = True, 0
    for m in TOKEN.finditer(text):
        word = m.group(0)
        if end:
            starts_sentence = _SENTENCE_END_RE.search(text, end, m.start()) is not None
        end = m.end()
        if (word[:1].isupper() and not starts_sentence) or word[1:] != word[1:].lower():
            continue
        kept.append(word)
    return " ".join(kept).casefold()


def settle(group: SettlingGroup, text: str, expected: str = "") -> Reading | None:
    """Decide a member of `group` from its letters, function words and endings, or None when they don't.

    Two members are compared on the features only one of them lists: one is ahead when its
    own reach SETTLE_MIN_SCORE (English function words not counted towards it: "in", "for"
    and "i" are group words too, and must not settle an English text) and SETTLE_MARGIN
    times the other's. With an expected member, the text settles as another member that is
    ahead of it, else as the expected one when it is ahead of every other class; without
    one, as the best-scoring member when it is ahead of the best of another class.
    """
    found = _found(group, text)
    scores = {code: _score(found, code) for code in group.features}

    def ahead(a: str, b: str) -> bool:
        mine = _score(found, a, b)
        theirs = _score(found, b, a)
        unaided = _score(found, a, b, english=False)
        return unaided >= SETTLE_MIN_SCORE and mine >= SETTLE_MARGIN * theirs

    ranked = sorted(scores, key=lambda c: -scores[c])
    expected_member = next((c for c in ranked if same_language(expected, c)), None) if expected else None
    if expected_member is not None:
        rivals = [c for c in ranked if not same_language(expected_member, c)]
        for rival in rivals:
            if ahead(rival, expected_member):
                return _settled(found, scores, rival, expected_member)
        if all(ahead(expected_member, rival) for rival in rivals):
            return _settled(found, scores, expected_member, rivals[0])
        return None
    best = ranked[0]
    second = next(c for c in ranked if not same_language(best, c))
    return _settled(found, scores, best, second) if ahead(best, second) else None


class _Found(NamedTuple):
    """A feature a text shows: how often, its weight times that, the members that list it, and
    how much of the weight comes from English function words written as English writes them."""

    count: int
    weight: int
    holders: frozenset[str]
    english: int


def _found(group: SettlingGroup, text: str) -> dict[Feature, _Found]:
    """The group's features in `text`, each weighed once (settling compares them many times)."""
    english = _english_occurrences(text)
    out = {}
    for f, n in _counts(group, text).items():
        w = group.weight(f)
        as_english = min(n, english[f.value]) if f.kind == "word" else 0
        out[f] = _Found(n, w * n, group.holders(f), w * as_english)
    return out


def _english_occurrences(text: str) -> Counter[str]:
    """English function words as English writes them, case-folded: every occurrence, except that
    "i" counts only as "I" (English never writes its pronoun lowercase, and a lowercase "i" is
    the Croatian "and", which must settle a Croatian text however English-like the word is)."""
    return Counter(
        key for word in TOKEN.findall(text)
        if (key := word.casefold()) in ENGLISH_FUNCTION_WORDS and (key != "i" or word == "I")
    )  # fmt: skip


def _score(found: dict[Feature, _Found], code: str, unless: str | None = None, english: bool = True) -> int:
    """The weight of the features found in the text that member `code` lists and `unless` does not
    (without English function words written as English writes them, unless `english`)."""
    return sum(
        x.weight - (0 if english else x.english)
        for x in found.values()
        if code in x.holders and (unless is None or unless not in x.holders)
    )


def _settled(found: dict[Feature, _Found], scores: dict[str, int], read: str, against: str) -> Reading:
    """The settled reading, with the features that decided it (and those against it) as evidence."""

    def listed(own: str, other: str, prefix: str) -> list[str]:
        shown = sorted((f for f, x in found.items() if own in x.holders and other not in x.holders),
                       key=lambda f: (-found[f].weight, f.value))  # fmt: skip
        return [f"{prefix}{f.kind} {f.value!r} x{found[f].count} = {found[f].weight}" for f in shown]

    summary = f"{read} {_score(found, read, against)} against {against} {_score(found, against, read)}"
    evidence = [summary, *listed(read, against, ""), *listed(against, read, f"for {against}: ")]
    return Reading(read, "settled", None, {k: float(v) for k, v in scores.items()}, None, tuple(evidence))


#: Anything past the Latin blocks, plus the Latin Extended Additional block Vietnamese uses.
_BEYOND_LATIN = re.compile("[\u0370-\u1dff\u1e00-\u1eff\u2c00-\U0010ffff]")


@cache
def _script(ch: str) -> str:
    name = unicodedata.name(ch, "")
    return "CJK" if name.startswith("CJK") else name.split(" ", 1)[0]


def settle_script(text: str) -> Reading | None:
    """A text written mostly in a script or letters only one bench language uses is that language."""
    if not _BEYOND_LATIN.search(text):
        return None  # Latin letters only, and none that one language owns
    letters = _LETTER.findall(text)
    if not letters:
        return None
    scripts = Counter(_script(ch) for ch in letters)
    kana = scripts["HIRAGANA"] + scripts["KATAKANA"]
    if kana:
        scripts["CJK"] += kana
        scripts["HIRAGANA"] = scripts["KATAKANA"] = 0
    script, count = scripts.most_common(1)[0]
    if count >= SCRIPT_SHARE * len(letters) and script in SCRIPT_LANGUAGE:
        code = "ja" if script == "CJK" and kana else SCRIPT_LANGUAGE[script]
        return Reading(code, "script", None, {script.lower(): round(count / len(letters), 3)})
    for code, own in UNIQUE_LETTERS.items():
        found = sum(1 for ch in letters if ch.lower() in own)
        if found >= UNIQUE_LETTERS_MIN and found >= UNIQUE_LETTERS_SHARE * len(letters):
            return Reading(code, "letters", None, {code: float(found)})
    return None


def settle_english(text: str, expected: str) -> Reading | None:
    """Read English from a text mostly made of English words foreign to `expected`: either
    English function words that are not function words of `expected`, or common English
    words that are not common words of `expected`."""
    if same_language(expected, "en"):
        return None
    words = [t for t in TOKEN.findall(text.casefold()) if not t.isdigit()]
    function = [w for w in words if w in ENGLISH_FUNCTION_WORDS and w not in function_words(expected)]
    english, own = common_words("en"), common_words(expected)
    common = [w for w in words if w in english and w not in own]
    for found, share, what in ((function, ENGLISH_WORDS_SHARE, "English function words"),
                               (common, ENGLISH_COMMON_SHARE, f"common English words, not common {expected} words")):  # fmt: skip
        if len(found) >= ENGLISH_WORDS_MIN and len(found) >= share * len(words):
            evidence = (f"{len(found)} of {len(words)} words are {what}", *found)
            return Reading("en", "english", None, {"en": round(len(found) / len(words), 3)}, None, evidence)
    return None


class Recognizer:
    """lingua restricted to the bench languages and their partners, built once per process."""

    def __init__(self) -> None:
        from lingua import IsoCode639_1, Language, LanguageDetectorBuilder

        codes = sorted(set(vocab.LANGUAGES) | set(RECOGNIZER_PARTNERS))
        languages = [Language.from_iso_code_639_1(getattr(IsoCode639_1, c.upper())) for c in codes]
        self._detector = LanguageDetectorBuilder.from_languages(*languages).build()
        # each lingua language's code and class, worked out once rather than per answer
        self._classes = {
            lang: (code, language_class(code)) for lang, code in zip(languages, codes, strict=True)
        }

    def classes(self, text: str) -> list[tuple[str, float]]:
        """Language classes by summed confidence, best first, each named by its likeliest member."""
        by_class: dict[frozenset[str], float] = {}
        member: dict[frozenset[str], str] = {}
        for value in self._detector.compute_language_confidence_values(text):
            code, cls = self._classes[value.language]
            by_class[cls] = by_class.get(cls, 0.0) + value.value
            member.setdefault(cls, code)  # values come best first
        return sorted(((member[c], v) for c, v in by_class.items()), key=lambda kv: -kv[1])

    def read(self, text: str, expected: str) -> Reading:
        """The top class with its summed confidence, and the expected class's own confidence."""
        classes = self.classes(text)
        if not classes:
            return Reading(None, "recognized", 0.0)
        top, confidence = classes[0]
        own = next((v for code, v in classes if same_language(expected, code)), 0.0)
        scores = {code: round(v, 4) for code, v in classes[:5]}
        return Reading(top, "recognized", confidence, scores, own)


@lru_cache(maxsize=1)
def recognizer() -> Recognizer:
    return Recognizer()


def check(answer: str, expected: str, tool_output: str = "") -> LanguageVerdict:
    """Run the language check (docs/language.md) on one answer."""
    cleaned = clean(answer, expected, tool_output)
    letters = count_letters(cleaned.text)

    def verdict(passed: bool, reading: Reading | None, method: str, reason: str) -> LanguageVerdict:
        return LanguageVerdict(
            passed=passed, checked=reading is not None, expected=expected,
            language=reading.language if reading else None,
            confidence=reading.confidence if reading else None, method=method, letters=letters,
            removed_quotes=cleaned.removed_quotes, removed_words=cleaned.removed_words,
            checked_text=cleaned.text, reason=reason, scores=reading.scores if reading else {},
            kept_words=cleaned.kept_words, evidence=reading.evidence if reading else (),
        )  # fmt: skip

    if letters < MIN_LETTERS:
        return verdict(True, None, "too-short", f"only {letters} letters left to check (needs {MIN_LETTERS})")
    reading = _read(cleaned.text, expected)
    read = reading.language
    if reading.method != "recognized":
        ok = same_language(expected, read or "")
        how = {"script": "settled by its script", "letters": "settled by letters only it uses",
               "settled": "settled by letters and function words",
               "english": "settled by English function words"}[reading.method]  # fmt: skip
        return verdict(ok, reading, reading.method, f"expected {expected}, read {read} ({how})")
    confidence = reading.confidence or 0.0
    own = reading.expected_confidence or 0.0
    how = f"recognized, confidence {confidence:.2f}"
    other = not same_language(expected, read or "")
    if expected in ENGLISH_ONLY_REJECTION:
        other = read == "en"
        how += f"; {expected} requests reject only English"
    unlikely = own < EXPECTED_FLOOR and (read == "en" or confidence >= FLOOR_DOMINANCE * own)
    sure = confidence >= CONFIDENCE_THRESHOLD or unlikely
    if not sure:
        return verdict(True, reading, "unsure",
                       f"expected {expected}, read {read} ({how}; below {CONFIDENCE_THRESHOLD} and "
                       f"{expected} at {own:.2f}, not below {EXPECTED_FLOOR}: not judged)")  # fmt: skip
    if other and confidence < CONFIDENCE_THRESHOLD:
        how += f"; {expected} only {own:.2f}"
    return verdict(not other, reading, "recognized", f"expected {expected}, read {read} ({how})")


def _read(text: str, expected: str) -> Reading:
    """Settle by script; else settle the group the answer or the expected language falls in; else recognize.

    The expected language's group is settled only when the recognizer does not read,
    confidently, a language outside it: English words such as "in" or "I" are Slovene and
    Croatian function words too, and must not settle an English answer as either. Another
    group is settled only when the recognizer confidently reads a member of it: settling tells
    members apart, it does not decide that a text belongs to the group ("Timer set for 25
    minutes." holds the Danish word "timer").
    """
    by_script = settle_script(text) or settle_english(text, expected)
    if by_script is not None:
        return by_script
    reading = recognizer().read(text, expected)
    groups = []
    expected_group = group_of(expected)
    read_group = group_of(reading.language or "")
    confident_elsewhere = (
        reading.confidence or 0.0
    ) >= CONFIDENCE_THRESHOLD and read_group is not expected_group
    if expected_group is not None and not confident_elsewhere:
        groups.append(expected_group)
    if read_group is not None and read_group is not expected_group and confident_elsewhere:
        groups.append(read_group)  # settling names the member; whether it is the group is lingua's call
    for group in groups:
        settled = settle(group, text, expected)
        if settled is not None:
            return settled
    return reading
