"""Every relative link of README.md and docs/*.md leads to a file that exists, and to a heading it holds."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

_LINK = re.compile(r"\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^#{1,6} (.+)$")


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation but hyphens dropped, spaces as hyphens."""
    text = heading.strip().lower().replace("`", "")
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    found: set[str] = set()
    fenced = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (m := _HEADING.match(line)):
            base = slug(m.group(1))
            name, n = base, 0
            while name in found:
                n += 1
                name = f"{base}-{n}"
            found.add(name)
    return found


def links(path: Path) -> list[tuple[int, str]]:
    out = []
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced:
            out += [(number, target) for target in _LINK.findall(line)]
    return out


def test_a_heading_gets_the_anchor_github_gives_it():
    assert (
        slug("`orvena-bench run --set SET --agent AGENT [options]`")
        == "orvena-bench-run---set-set---agent-agent-options"
    )
    assert slug("Reference solutions, alternatives and traps") == "reference-solutions-alternatives-and-traps"


def test_every_relative_link_of_the_docs_leads_somewhere():
    broken = []
    for doc in DOCS:
        for number, target in links(doc):
            if re.match(r"^[a-z]+:", target):
                continue  # http:, https:, mailto: are not checked offline
            file, _, anchor = target.partition("#")
            dest = (doc.parent / file).resolve() if file else doc
            if not dest.exists():
                broken.append(f"{doc.relative_to(ROOT)}:{number}: no file {file}")
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                broken.append(
                    f"{doc.relative_to(ROOT)}:{number}: {file or doc.name} has no heading #{anchor}"
                )
    assert broken == []
