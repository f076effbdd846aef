"""Quoted spans an answer cites (titles, names, messages), found in one pass over the text.

Each opening mark has the marks that may close it; a mark with no closing mark after it is
left as it is. The next closing mark of each style and the next line break are remembered
between openers, so the scan is linear in the text's length whatever it holds (40,000
unclosed „ or a megabyte of «).
"""

from __future__ import annotations

import re

#: Opening mark -> (marks that close it, whether the quote must end on its own line).
#: Plain single quotes are left alone: they are apostrophes in too many languages.
QUOTE_STYLES: dict[str, tuple[str, bool]] = {
    '"': ('"', True),  # "…"
    "“": ("”", True),  # “…” (English, Spanish, Greek)
    "„": ("“”\"", True),  # „…“ (German, Czech, Baltic, Slavic) and „…” (Polish, Hungarian, Croatian)
    "”": ("”", True),  # ”…” (Swedish, Finnish)
    "‘": ("’", True),  # ‘…’
    "‚": ("‘’", True),  # ‚…‘ (German single)
    "«": ("»", False),  # «…» (French, Russian, Ukrainian, Italian, Spanish, Norwegian)
    "»": ("«»", False),  # »…« (German, Danish) and »…» (Swedish, Finnish)
    "‹": ("›", False),  # ‹…›
    "›": ("‹›", False),  # ›…‹ and ›…›
    "「": ("」", False),  # 「…」 (Japanese, Chinese)
    "『": ("』", False),  # 『…』
    "《": ("》", False),  # 《…》 (Chinese titles)
    "`": ("`", True),  # `…`
}

_OPENERS = re.compile("[" + re.escape("".join(QUOTE_STYLES)) + "]")
_CLOSERS = {opener: re.compile("[" + re.escape(closers) + "]") for opener, (closers, _) in QUOTE_STYLES.items()}


def strip_quotes(text: str) -> tuple[str, list[str]]:
    """Remove quoted spans and return the text (each span replaced by a space) and the spans."""
    removed: list[str] = []
    pieces: list[str] = []
    next_close: dict[str, int] = {}  # per opener: the first closing mark at or after its last search
    next_newline = -1
    newline_from = -1  # where next_newline was searched from (-1: not yet)
    last = pos = 0
    while (m := _OPENERS.search(text, pos)) is not None:
        at = m.start()
        opener = m.group(0)
        close = next_close.get(opener)
        if close is None or (close != -1 and close <= at):
            found = _CLOSERS[opener].search(text, at + 1)
            close = next_close[opener] = found.start() if found else -1
        if close == -1:  # nothing closes this style from here on
            pos = at + 1
            continue
        if QUOTE_STYLES[opener][1]:
            if newline_from == -1 or (next_newline != -1 and next_newline <= at):
                next_newline = text.find("\n", at + 1)
                newline_from = at + 1
            if next_newline != -1 and next_newline < close:
                pos = at + 1
                continue
        removed.append(text[at : close + 1])
        pieces.append(text[last:at])
        pieces.append(" ")
        last = pos = close + 1
    pieces.append(text[last:])
    return "".join(pieces), removed
