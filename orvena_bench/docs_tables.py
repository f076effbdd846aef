"""The tables the docs show that are generated from the declarations they describe.

Each block sits between `<!-- NAME:start -->` and `<!-- NAME:end -->` in its Markdown file;
tests/test_docs_generated.py fails when one differs from its generator, and
`python scripts/make_docs.py` rewrites them all. A vocabulary changed in code therefore
cannot leave the docs behind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


def _codes(values) -> str:
    return " ".join(f"`{v}`" for v in values)


def vocabulary_markdown() -> str:
    """The scenario format's vocabularies (docs/formats.md), from orvena_bench/vocab.py."""
    from . import vocab

    rows = [
        ("scenario fields, required", vocab.SCENARIO_REQUIRED),
        ("scenario fields, optional", vocab.SCENARIO_OPTIONAL),
        (f"`language`: the {len(vocab.LANGUAGES)} languages", vocab.LANGUAGES),
        (f"`category`: the {len(vocab.CATEGORIES)} categories", vocab.CATEGORIES),
        ("sets (`scenarios/<set>.jsonl`)", vocab.SETS),
        ("groups of the bench, by id suffix", vocab.GROUP_SUFFIXES),
        ("`history` roles", sorted(vocab.HISTORY_ROLES)),
        ("`phone` keys besides its lists", vocab.PHONE_SCALARS),
        ("`phone` lists", vocab.PHONE_LISTS),
        ("keys of an MCP rule", sorted(vocab.RULE_KEYS)),
        ("loader tools (call checks ignore them unless a check names one)", sorted(vocab.LOADER_TOOLS)),
        ("categories where a failed call counts", sorted(vocab.FAILED_CALLS_COUNT_IN)),
    ]
    lines = ["| what | values |", "|---|---|"]
    lines += [f"| {what} | {_codes(values)} |" for what, values in rows]
    return "\n".join(lines)


def slices_markdown() -> str:
    """The summary slices (docs/tables.md), from orvena_bench/tables.py."""
    from . import vocab
    from .tables import SLICES

    apple = " ".join(code for code in vocab.LANGUAGES if code in vocab.APPLE_LANGUAGES)
    lines = ["| slice | the runs it counts |", "|---|---|"]
    for name, meaning in SLICES:
        extra = f": {apple}" if name == "apple-13" else ""
        lines.append(f"| `{name}` | {meaning}{extra} |")
    return "\n".join(lines)


def language_markdown() -> str:
    """The language check's parameters (docs/language.md), from language.py and language_groups.py."""
    from . import language as L
    from . import language_groups as G

    def classes(groups) -> str:
        return ", ".join("{" + ", ".join(sorted(g)) + "}" for g in groups)

    rows = [
        ("letters that must remain for the check to run", L.MIN_LETTERS),
        ("share of letters in a script only one bench language uses that settles it", L.SCRIPT_SHARE),
        (
            "letters only one bench language uses that settle it (count, share of letters)",
            f"{L.UNIQUE_LETTERS_MIN}, {L.UNIQUE_LETTERS_SHARE} ({', '.join(G.UNIQUE_LETTERS)})",
        ),
        (
            "English function words that make a text English (count, share of words)",
            f"{L.ENGLISH_WORDS_MIN}, {L.ENGLISH_WORDS_SHARE}",
        ),
        (
            "...or common English words (count, share of words)",
            f"{L.ENGLISH_WORDS_MIN}, {L.ENGLISH_COMMON_SHARE}",
        ),
        ("settling groups", ", ".join("{" + ", ".join(m.code for m in g.members) + "}" for g in G.GROUPS)),
        (
            "a settled member's own evidence: at least, and times the other's",
            f"{L.SETTLE_MIN_SCORE}, {L.SETTLE_MARGIN:g}",
        ),
        ("weight of a feature only one class lists", _weights(G.STRONG)),
        ("weight of a feature several classes list", _weights(G.WEAK)),
        ("languages counted as one", classes(G.EQUIVALENT)),
        ("recognizer partners besides the bench languages", ", ".join(G.RECOGNIZER_PARTNERS)),
        ("confidence of another class that rejects", L.CONFIDENCE_THRESHOLD),
        (
            "below it: expected class under this, and the reading English or this many times as likely",
            f"{L.EXPECTED_FLOOR}, {L.FLOOR_DOMINANCE}",
        ),
        ("requests where the recognizer rejects only English", ", ".join(sorted(G.ENGLISH_ONLY_REJECTION))),
    ]
    lines = ["| parameter | value |", "|---|---|"]
    lines += [f"| {what} | {value} |" for what, value in rows]
    return "\n".join(lines)


def _weights(table: dict[str, int]) -> str:
    return ", ".join(f"{kind} {weight}" for kind, weight in table.items())


def _check_keys() -> str:
    from .vocab import check_keys_markdown

    return check_keys_markdown()


def _reference_keys() -> str:
    from .vocab import reference_keys_markdown

    return reference_keys_markdown()


def _clock_examples() -> str:
    from .clock_phrases import examples_markdown

    return examples_markdown()


@dataclass(frozen=True)
class Generated:
    """One generated block: the file (from the project root), its marker name, its generator."""

    file: str
    name: str
    make: Callable[[], str]

    @property
    def start(self) -> str:
        return f"<!-- {self.name}:start -->\n"

    @property
    def end(self) -> str:
        return f"\n<!-- {self.name}:end -->"

    def current(self, root: Path) -> str:
        """The block as the file holds it now."""
        text = (root / self.file).read_text(encoding="utf-8")
        if self.start not in text or self.end not in text:
            raise ValueError(f"{self.file}: no block <!-- {self.name}:start/end -->")
        return text.split(self.start, 1)[1].split(self.end, 1)[0]

    def write(self, root: Path) -> bool:
        """Rewrite the block from its generator; True when the file changed."""
        path = root / self.file
        text = path.read_text(encoding="utf-8")
        head, rest = text.split(self.start, 1)
        new = f"{head}{self.start}{self.make()}{self.end}{rest.split(self.end, 1)[1]}"
        if new == text:
            return False
        path.write_text(new, encoding="utf-8")
        return True


GENERATED: tuple[Generated, ...] = (
    Generated("docs/formats.md", "vocabulary", vocabulary_markdown),
    Generated("docs/scoring.md", "check-keys", _check_keys),
    Generated("docs/tables.md", "slices", slices_markdown),
    Generated("docs/language.md", "language-parameters", language_markdown),
    Generated("docs/audit.md", "reference-keys", _reference_keys),
    Generated("docs/clock-times.md", "clock-examples", _clock_examples),
)
