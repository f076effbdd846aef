"""The answer's language check (SPEC 5), explained step by step so a reviewer can follow it.

The text is first cleaned of what the model did not write in its own language (quoted
text, words copied from tool output); groups a recognizer confuses are settled by their
letters and function words; otherwise lingua's hypothesis decides, but only when it is
confident. Every step is recorded in the verdict, which is what `orvena-bench lang` prints.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import asdict, dataclass, field
from functools import cache, lru_cache
from typing import Any

from . import vocab
from .folding import WORD, fold_needle
from .language_groups import (
    ENGLISH_FUNCTION_WORDS,
    ENGLISH_ONLY_REJECTION,
    RECOGNIZER_PARTNERS,
    SCRIPT_LANGUAGE,
    UNIQUE_LETTERS,
    SettlingGroup,
    group_of,
    language_class,
    same_language,
)

#: Letters that must remain after cleaning for the check to run (SPEC 5).
MIN_LETTERS = 12

#: Summed confidence of a language class above which lingua's reading is trusted. Calibrated
#: on calibration/sentences (see calibration/README.md); the card's 0.5 was for Apple's recognizer.
CONFIDENCE_THRESHOLD = 0.45

#: Below this summed confidence for the expected class, an answer the recognizer reads as
#: English, or as another language at least FLOOR_DOMINANCE times as likely, is rejected even
#: when that reading is under CONFIDENCE_THRESHOLD. Short texts spread lingua's confidence
#: thin; the dominance condition keeps a right-language fragment ('su Google Drive?', read da
#: 0.24 against it 0.06) from being rejected on a reading that is itself unsure.
EXPECTED_FLOOR = 0.15
FLOOR_DOMINANCE = 3

#: A script only one bench language uses settles the language from this share of letters.
SCRIPT_SHARE = 0.6
#: Letters only one bench language uses settle it from this many and this share of letters.
UNIQUE_LETTERS_MIN = 3
UNIQUE_LETTERS_SHARE = 0.1

#: A member of a settling group is decided when its evidence reaches this score...
SETTLE_MIN_SCORE = 2
#: ...and is at least this many times the runner-up's.
SETTLE_MARGIN = 2.0
#: A distinctive function word weighs this many distinctive letters.
WORD_WEIGHT = 2

_QUOTED = re.compile(
    r'"[^"\n]*"|“[^”\n]*”|„[^“”"\n]*[“”"]|«[^»]*»|»[^«]*«|‘[^’\n]*’|‹[^›]*›|「[^」]*」|『[^』]*』|`[^`\n]*`'
)


@dataclass(frozen=True)
class Reading:
    """What was read from a text: a language, how, and how surely."""

    language: str | None
    method: str  # script | letters | settled | recognized
    confidence: float | None
    scores: dict[str, float] = field(default_factory=dict)
    expected_confidence: float | None = None


@dataclass(frozen=True)
class LanguageVerdict:
    """The language check's result with every step that led to it."""

    passed: bool
    checked: bool
    expected: str
    language: str | None
    confidence: float | None
    method: str  # script | letters | settled | recognized | unsure | too-short
    letters: int
    removed_quotes: tuple[str, ...]
    removed_words: tuple[str, ...]
    checked_text: str
    reason: str
    scores: dict[str, float] = field(default_factory=dict)

    def issue(self) -> str | None:
        """The issue line for a failed check, naming what was read, how and how surely."""
        if self.passed:
            return None
        return f"language: {self.reason}"

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["removed_quotes"] = list(self.removed_quotes)
        out["removed_words"] = list(self.removed_words)
        return out


def strip_quotes(text: str) -> tuple[str, list[str]]:
    """Remove quoted spans (titles, names, messages the model cites) and return them."""
    removed = [m.group(0) for m in _QUOTED.finditer(text)]
    return _QUOTED.sub(" ", text), removed


def strip_tool_words(text: str, tool_output: str) -> tuple[str, list[str]]:
    """Remove the words of `text` that also occur in the tool output (names, titles, places),
    except English function words, which the phone's English answer format is full of."""
    if not tool_output:
        return text, []
    known = {fold_needle(w) for w in WORD.findall(tool_output)} - ENGLISH_FUNCTION_WORDS
    removed: list[str] = []

    def drop(match: re.Match[str]) -> str:
        if fold_needle(match.group(0)) in known:
            removed.append(match.group(0))
            return " "
        return match.group(0)

    return WORD.sub(drop, text), removed


_LETTER = re.compile(r"[^\W\d_]")


def count_letters(text: str) -> int:
    return len(_LETTER.findall(text))


def settle(group: SettlingGroup, text: str) -> Reading | None:
    """Decide a member of `group` from its letters and function words, or None when they don't.

    The two best-scoring members are compared on the features only one of them lists: the
    best is decided when those reach SETTLE_MIN_SCORE and SETTLE_MARGIN times the other's.
    """
    lowered = text.casefold()
    words = Counter(WORD.findall(lowered))

    def weight(own_letters: frozenset[str], own_words: frozenset[str]) -> int:
        return sum(lowered.count(ch) for ch in own_letters) + WORD_WEIGHT * sum(words[w] for w in own_words)

    features = group.features
    scores = {code: weight(*f) for code, f in features.items()}
    (best, _), (second, _) = sorted(scores.items(), key=lambda kv: -kv[1])[:2]
    (best_letters, best_words), (other_letters, other_words) = features[best], features[second]
    ahead = weight(best_letters - other_letters, best_words - other_words)
    behind = weight(other_letters - best_letters, other_words - best_words)
    if ahead >= SETTLE_MIN_SCORE and ahead >= SETTLE_MARGIN * behind:
        return Reading(best, "settled", None, {k: float(v) for k, v in scores.items()})
    return None


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
    """Run the language check of SPEC 5 on one answer."""
    text, quotes = strip_quotes(answer)
    text, words = strip_tool_words(text, tool_output)
    letters = count_letters(text)
    cleaned = " ".join(text.split())

    def verdict(passed: bool, reading: Reading | None, method: str, reason: str) -> LanguageVerdict:
        return LanguageVerdict(
            passed=passed, checked=reading is not None, expected=expected,
            language=reading.language if reading else None,
            confidence=reading.confidence if reading else None, method=method, letters=letters,
            removed_quotes=tuple(quotes), removed_words=tuple(words), checked_text=cleaned,
            reason=reason, scores=reading.scores if reading else {},
        )  # fmt: skip

    if letters < MIN_LETTERS:
        return verdict(True, None, "too-short", f"only {letters} letters left to check (needs {MIN_LETTERS})")
    reading = _read(cleaned, expected)
    read = reading.language
    if reading.method != "recognized":
        ok = same_language(expected, read or "")
        how = {"script": "settled by its script", "letters": "settled by letters only it uses",
               "settled": "settled by letters and function words"}[reading.method]  # fmt: skip
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
    Croatian function words too, and must not settle an English answer as either.
    """
    by_script = settle_script(text)
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
    if read_group is not None and read_group is not expected_group:
        groups.append(read_group)
    for group in groups:
        settled = settle(group, text)
        if settled is not None:
            return settled
    return reading
