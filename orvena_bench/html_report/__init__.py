"""One self-contained HTML page of results, for a team comparing models.

Split by job: `data` regroups the report's numbers and records (Python does every count),
`sections` draws the static parts (card table, heatmap, bars, pass@k charts), `page.html`,
`page.css` and `page.js` are the template and the script that shows the runs and the
comparison. Everything is inline and the runs travel gzip-compressed and base64-encoded in
the page, so it opens offline, nothing fetched, and 10 models × 3 seeds × 637 scenarios stay
a few megabytes.
"""

from __future__ import annotations

import base64
import gzip
from collections.abc import Sequence
from functools import cache
from html import escape
from importlib.resources import files
from typing import TYPE_CHECKING, Any

import orjson

from . import sections
from .data import PageData, build

if TYPE_CHECKING:
    import pandas as pd

    from ..scenario_sets import ScenarioSet
    from ..tables import Outcome

__all__ = ["PageData", "build", "pack", "render_html", "unpack"]


@cache
def _asset(name: str) -> str:
    return files(__package__).joinpath(name).read_text(encoding="utf-8")


def pack(payload: dict[str, Any]) -> str:
    """The page's data as the script reads it: JSON, gzip, base64 (no `<` can end the script early)."""
    return base64.b64encode(gzip.compress(orjson.dumps(payload), compresslevel=6, mtime=0)).decode("ascii")


def unpack(html: str) -> dict[str, Any]:
    """The data embedded in a page: for tests and tools that read a page without a browser."""
    start = html.index('data-encoding="gzip+base64">') + len('data-encoding="gzip+base64">')
    return orjson.loads(gzip.decompress(base64.b64decode(html[start : html.index("</script>", start)])))


def render_html(
    tables: dict[str, pd.DataFrame],
    outcomes: Sequence[Outcome],
    pass_k: pd.DataFrame,
    provenance: dict[str, Any],
    scenarios: ScenarioSet | None = None,
) -> str:
    """The whole page as one string; `scenarios` supplies each run's request and history."""
    page = build(tables, outcomes, pass_k, scenarios)
    meta = " · ".join(
        f"{escape(k)} {escape(str(v))}"
        for k, v in provenance.items()
        if k in ("orvena-bench", "lingua", "tzdata", "cldr", "clock", "verdicts")
    )
    slots = {
        "css": _asset("page.css"),
        "meta": meta,
        "legend": sections.legend(page),
        "card": sections.card_table(page),
        "heatmap": sections.heatmap(page),
        "bars": sections.category_bars(page),
        "pass_k": sections.pass_k_charts(page),
        "data": pack(page.payload),
        "script": _asset("page.js"),
    }
    html = _asset("page.html")
    for name, value in slots.items():
        html = html.replace(f"<!--slot:{name}-->", value, 1)
    return html
