"""The page's static parts as HTML strings: legend, card table, heatmap, category bars, pass@k chart.

They are drawn in Python, so they show without script and tests can read them; the script adds
only what needs choosing (scenario rows, filters, the comparison). Every text from a run or a
model name is escaped and isolated in <bdi>, so right-to-left text cannot reorder its neighbours.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from .. import vocab
from ..stats import PASS_K_CONVENTION
from .data import CARD_ROWS, PageData, SeedCell

if TYPE_CHECKING:
    import pandas as pd


def bdi(text: str) -> str:
    """Escaped text in its own bidi island."""
    return f"<bdi>{escape(text)}</bdi>"


def rate_colour(rate: float) -> str:
    """Red at 0 %, amber in the middle, green at 100 %."""
    return f"hsl({round(120 * rate)}, 62%, {88 - round(10 * (1 - abs(2 * rate - 1)))}%)"


def swatch(page: PageData, model: str) -> str:
    return f'<span class="swatch" style="background:{page.colour_of(model)}"></span>'


def model_head(page: PageData, model: str) -> str:
    seeds = sum(1 for s in page.sides if s.model == model)
    note = f'<span class="seeds">{seeds} seeds</span>' if seeds > 1 else ""
    return f'<th class="model">{swatch(page, model)}{bdi(model)}{note}</th>'


def legend(page: PageData) -> str:
    """Each model's colour, used by every chart, and its seeds."""
    items = []
    for m in page.models:
        seeds = [s.seed for s in page.sides if s.model == m and s.seed]
        note = f' <span class="meta">seeds {escape(", ".join(seeds))}</span>' if seeds else ""
        items.append(f"<li>{swatch(page, m)}{bdi(m)}{note}</li>")
    return f'<ul class="legend" id="legend" aria-label="models">{"".join(items)}</ul>'


def _percent(rate: float) -> str:
    return f"{100 * rate:.1f} %"


def card_table(page: PageData) -> str:
    """Slices as rows, models as columns, `passed (rate %)`; several seeds show their mean and range."""
    head = "".join(model_head(page, m) for m in page.models)
    rows = []
    for label, _, _, _ in CARD_ROWS:
        cells = _model_cells(
            page,
            page.card,
            label,
            "num",
            lambda c: f'<td class="num" title="{escape(c.title())}">{_card_text(c)}</td>',
        )
        if cells is not None:
            rows.append(f'<tr><th><a href="#slice-{label}">{label}</a></th>{cells}</tr>')
    if not rows:
        return "<p>No runs.</p>"
    explained = "".join(
        f'<dt id="slice-{label}">{label}</dt><dd>{escape(meaning)}</dd>' for label, _, _, meaning in CARD_ROWS
    )
    return (
        f'<div class="scroll"><table id="card" class="card"><thead><tr><th>slice</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
        f'<p class="meta">Each cell: passed (rate %) over the runs recorded. With several seeds: the mean '
        f"over seeds and, below, the seeds' range.</p><dl class=slices>{explained}</dl>"
    )


def _model_cells(
    page: PageData,
    table: dict[tuple[str, str], SeedCell],
    row: str,
    css: str,
    render: Callable[[SeedCell], str],
) -> str | None:
    """One row's cells, a column per model ('–' where a model has none); None when no model has one."""
    if not any((row, m) in table for m in page.models):
        return None
    return "".join(
        render(table[(row, m)]) if (row, m) in table else f'<td class="{css}" title="no runs">–</td>'
        for m in page.models
    )


def _card_text(cell: SeedCell) -> str:
    if len(cell.counts) == 1:
        _, passed, total = cell.counts[0]
        return f"{passed} ({100 * passed / total:.1f} %)"
    low, high = min(p for _, p, _ in cell.counts), max(p for _, p, _ in cell.counts)
    return f'{cell.mean_passed:.1f} ({_percent(cell.mean)})<br><span class="range">{low}–{high}</span>'


def heatmap(page: PageData) -> str:
    """Language × model, one column per model: the mean over its seeds, hover for each seed."""
    if not page.heat:
        return "<p>No bench runs.</p>"
    head = "".join(model_head(page, m) for m in page.models)
    rows = []
    for language in vocab.LANGUAGES:
        cells = _model_cells(
            page,
            page.heat,
            language,
            "cell",
            lambda c: (
                f'<td class="cell" style="background:{rate_colour(c.mean)}" title="{escape(c.title())}">'
                f"{100 * c.mean:.0f}%</td>"
            ),
        )
        if cells is not None:
            rows.append(f"<tr><th>{language}</th>{cells}</tr>")
    return f'<div class="scroll"><table class="heat" id="heatmap"><thead><tr><th>language</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'


def category_bars(page: PageData) -> str:
    """One bar per model and category at the seeds' mean, its whisker the seeds' min–max (or Wilson)."""
    blocks = []
    for category in vocab.CATEGORIES:
        bars = []
        for m in page.models:
            cell = page.bars.get((category, m))
            if cell is None:
                continue
            spread = cell.spread
            bars.append(
                f'<div class="barrow" title="{escape(cell.title())}"><span class="label">{bdi(m)}</span>'
                f'<div class="track"><div class="bar" style="width:{100 * cell.mean:.1f}%;background:{page.colour_of(m)}"></div>'
                f'<div class="whisker" style="left:{100 * spread.low:.1f}%;width:{100 * (spread.high - spread.low):.1f}%"></div></div>'
                f'<span class="count">{_percent(cell.mean)}</span></div>'
            )
        if bars:
            blocks.append(f"<div><strong>{category}</strong></div><div>{''.join(bars)}</div>")
    if not blocks:
        return "<p>No bench runs.</p>"
    return (
        '<p class="meta">Bar: mean pass rate over the model\'s seeds. Whisker: min–max over the seeds, '
        "or the Wilson 95 % interval for a model with one seed.</p>"
        f'<div class="bars" id="bars">{"".join(blocks)}</div>'
    )


def pass_k_charts(page: PageData) -> str:
    """pass@k (solid) and pass^k (dashed) against k, one line per model, per set, slice `all`."""
    frame = page.pass_k
    if frame.empty:
        return ""
    charts = []
    for set_name in vocab.SETS:
        rows = frame[(frame["set"] == set_name) & (frame["slice"] == "all")]
        if not rows.empty:
            charts.append(_chart(page, set_name, rows))
    return (
        f'<h2 id="pass-k">pass@k and pass^k</h2><p class="meta">{escape(PASS_K_CONVENTION)}</p>'
        f'<div class="charts">{"".join(charts)}</div>'
        f"<details><summary>as a table</summary>{table(frame, {'seeds', 'k', 'scenarios', 'pass_at_k', 'pass_hat_k'})}</details>"
    )


def _chart(page: PageData, set_name: str, rows: pd.DataFrame) -> str:
    width, height, left, bottom, top, right = 300, 170, 40, 30, 14, 12
    kmax = int(rows["k"].max())

    def x(k: int) -> float:
        return left + (width - left - right) * ((k - 1) / (kmax - 1) if kmax > 1 else 0.5)

    def y(v: float) -> float:
        return top + (height - top - bottom) * (1 - v)

    grid = "".join(
        f'<line x1="{left}" x2="{width - right}" y1="{y(v):.1f}" y2="{y(v):.1f}" class="grid"/>'
        f'<text x="{left - 4}" y="{y(v) + 4:.1f}" class="tick" text-anchor="end">{100 * v:.0f}%</text>'
        for v in (0, 0.25, 0.5, 0.75, 1)
    ) + "".join(
        f'<text x="{x(k):.1f}" y="{height - bottom + 14}" class="tick" text-anchor="middle">{k}</text>'
        for k in range(1, kmax + 1)
    )
    lines = []
    for model, group in rows.groupby("model", sort=True, observed=True):
        group = group.sort_values("k")
        stroke = page.colour_of(str(model))
        for column, dash in (("pass_at_k", ""), ("pass_hat_k", ' stroke-dasharray="5 4"')):
            points = " ".join(
                f"{x(int(k)):.1f},{y(float(v)):.1f}" for k, v in zip(group["k"], group[column], strict=True)
            )
            lines.append(
                f'<polyline points="{points}" fill="none" stroke="{stroke}" stroke-width="2"{dash}>'
                f"<title>{escape(str(model))} {column.replace('_hat_', '^').replace('_at_', '@')}</title></polyline>"
            )
            lines.extend(
                f'<circle cx="{x(int(k)):.1f}" cy="{y(float(v)):.1f}" r="3" fill="{stroke}"><title>{escape(str(model))} k={k}: {float(v):.3f}</title></circle>'
                for k, v in zip(group["k"], group[column], strict=True)
            )
    return (
        f'<figure class="chart"><svg viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="pass@k and pass^k, {set_name}">{grid}{"".join(lines)}'
        f'<text x="{width / 2}" y="{height - 2}" class="tick" text-anchor="middle">k (seeds drawn)</text></svg>'
        f"<figcaption>{set_name}, slice all: solid pass@k, dashed pass^k</figcaption></figure>"
    )


def table(frame: pd.DataFrame, numeric: set[str]) -> str:
    """A plain table of a frame, numeric columns right-aligned."""
    head = "".join(
        f'<th class="{"num" if c in numeric else ""}">{escape(str(c))}</th>' for c in frame.columns
    )
    rows = []
    for record in frame.astype(str).itertuples(index=False):
        cells = "".join(
            f'<td class="{"num" if c in numeric else ""}">{bdi(v)}</td>'
            for c, v in zip(frame.columns, record, strict=True)
        )
        rows.append(f"<tr>{cells}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
