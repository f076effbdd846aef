"""Readable explanations of verdicts, for people reviewing one check at a time."""

from __future__ import annotations

from .language import MIN_LETTERS, LanguageVerdict

#: How each reading method is named in explanations.
METHODS: dict[str, str] = {
    "script": "settled by its script",
    "letters": "settled by letters only it uses",
    "english": "settled by English function words",
    "settled": "settled by letters and function words",
    "recognized": "recognized by lingua",
    "unsure": "recognized by lingua, below the confidence threshold",
}


def explain_language(v: LanguageVerdict) -> str:
    """The language check step by step: what was removed and why, what remained, what was read
    and what decided it, the verdict."""
    lines = [f"expected:        {v.expected}"]
    lines.append("removed quotes:  " + (", ".join(v.removed_quotes) if v.removed_quotes else "none"))
    if v.removed_words:
        lines.append(
            "removed words:   " + ", ".join(v.removed_words)
            + f"  (they occur in the tool output and are not common {v.expected} words)"
        )  # fmt: skip
    else:
        lines.append("removed words:   none")
    if v.kept_words:
        lines.append(
            "kept words:      " + ", ".join(v.kept_words)
            + f"  (in the tool output too, but common {v.expected} words or English function words)"
        )  # fmt: skip
    lines.append(f"checked text:    {v.checked_text}")
    lines.append(f"letters left:    {v.letters} (the check runs from {MIN_LETTERS})")
    if not v.checked:
        lines.append("ran:             no")
    else:
        lines.append("ran:             yes")
        how = METHODS[v.method]
        read = v.language or "nothing"
        conf = "" if v.confidence is None else f", confidence {v.confidence:.2f}"
        lines.append(f"read:            {read} ({how}{conf})")
        if v.scores:
            lines.append("scores:          " + ", ".join(f"{k} {val:g}" for k, val in v.scores.items()))
        if v.evidence:
            lines.append("decided by:      " + v.evidence[0])
            lines.extend(f"                 {item}" for item in v.evidence[1:])
    lines.append(f"verdict:         {'PASS' if v.passed else 'FAIL'}: {v.reason}")
    return "\n".join(lines)
