"""One self-contained HTML page of results: summary, a language x model heatmap, category bars,
pass@k, and every scenario's verdict with its issues and calls.

Everything is inline (CSS, a few lines of script, no fonts or libraries fetched), so the page
opens the same offline, attached to an email or years later.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Any

from . import vocab
from .stats import PASS_K_CONVENTION, wilson
from .tables import Outcome

if TYPE_CHECKING:
    import pandas as pd

_CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem auto;max-width:1200px;color:#1d2330;padding:0 1rem}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{margin-top:2.2rem;border-bottom:1px solid #e3e6ec;padding-bottom:.3rem}
.meta{color:#5b6475;font-size:.85rem}table{border-collapse:collapse;margin:.6rem 0}
th,td{padding:.25rem .6rem;border-bottom:1px solid #eef0f4;text-align:left;vertical-align:top}
th{background:#f6f7f9;font-weight:600}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.heat td.cell{text-align:center;min-width:4.2rem;font-variant-numeric:tabular-nums}
.bars{display:grid;grid-template-columns:9rem 1fr;gap:.15rem .8rem;align-items:center}
.track{flex:1;height:.95rem;background:#eef1f6;border-radius:2px}.bar{height:100%;background:#3b6fd8;border-radius:2px;min-width:1px}
.barrow{display:flex;align-items:center;gap:.5rem;font-size:.8rem;margin:.1rem 0}.barrow .count{width:4.5rem;text-align:right;font-variant-numeric:tabular-nums}
.barrow .label{width:10rem;color:#5b6475;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pass{color:#17803d;font-weight:600}.fail{color:#b42318;font-weight:600}
.issues{margin:0;padding-left:1.1rem;color:#8a2a1b}.calls{margin:0;padding-left:1.1rem;font-family:ui-monospace,monospace;font-size:.78rem;color:#39414f}
#scenarios{table-layout:fixed;width:100%}#scenarios td{overflow-wrap:anywhere}#scenarios col.id{width:17%}#scenarios col.set{width:6%}#scenarios col.model{width:10%}#scenarios col.verdict{width:6%}#scenarios col.issues{width:31%}
.controls{position:sticky;top:0;background:#fff;padding:.5rem 0;display:flex;gap:1rem;align-items:center;border-bottom:1px solid #e3e6ec}
input[type=search]{padding:.3rem .5rem;width:18rem}
"""

_SCRIPT = """
const only=document.getElementById('only-failures'),query=document.getElementById('filter');
function apply(){const q=query.value.toLowerCase();let shown=0;
for(const r of document.querySelectorAll('#scenarios tbody tr')){
const ok=(!only.checked||r.dataset.passed==='0')&&(!q||r.textContent.toLowerCase().includes(q));
r.style.display=ok?'':'none';shown+=ok}document.getElementById('shown').textContent=shown}
only.addEventListener('change',apply);query.addEventListener('input',apply);apply();
"""


def _rate_color(rate: float) -> str:
    """Red at 0 %, amber in the middle, green at 100 %."""
    return f"hsl({round(120 * rate)}, 62%, {88 - round(10 * (1 - abs(2 * rate - 1)))}%)"


def _table(frame: pd.DataFrame, numeric: set[str]) -> str:
    head = "".join(
        f'<th class="{"num" if c in numeric else ""}">{escape(str(c))}</th>' for c in frame.columns
    )
    rows = []
    for record in frame.astype(str).itertuples(index=False):
        cells = "".join(
            f'<td class="{"num" if c in numeric else ""}">{escape(v)}</td>'
            for c, v in zip(frame.columns, record, strict=True)
        )
        rows.append(f"<tr>{cells}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _model_label(model: str, seed: str) -> str:
    return f"{model} (seed {seed})" if seed else model


def _tally(
    outcomes: list[Outcome], group: str, keep: Callable[[Outcome], bool]
) -> dict[tuple[str, str], list[int]]:
    """[passed, total] per (group value, model label) over the outcomes kept."""
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for o in outcomes:
        if keep(o):
            cell = counts[(getattr(o, group), _model_label(o.model, o.seed))]
            cell[0] += o.passed
            cell[1] += 1
    return counts


def _heatmap(outcomes: list[Outcome]) -> str:
    counts = _tally(outcomes, "language", lambda o: o.set == "bench")
    models = sorted({m for _, m in counts})
    if not models:
        return "<p>No bench runs.</p>"
    head = "".join(f"<th>{escape(m)}</th>" for m in models)
    rows = []
    for language in vocab.LANGUAGES:
        if not any((language, m) in counts for m in models):
            continue
        cells = []
        for m in models:
            if (language, m) not in counts:
                cells.append('<td class="cell" title="no runs">–</td>')
                continue
            passed, total = counts[(language, m)]
            ci = wilson(passed, total)
            tip = f"{passed}/{total}, Wilson 95% {100 * ci.low:.0f}-{100 * ci.high:.0f}%"
            cells.append(
                f'<td class="cell" style="background:{_rate_color(passed / total)}" title="{tip}">{100 * passed / total:.0f}%</td>'
            )
        rows.append(f"<tr><th>{language}</th>{''.join(cells)}</tr>")
    return f'<table class="heat"><thead><tr><th>language</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def _category_bars(outcomes: list[Outcome]) -> str:
    counts = _tally(outcomes, "category", lambda o: o.set == "bench" and not o.conn)
    models = sorted({m for _, m in counts})
    blocks = []
    for category in vocab.CATEGORIES:
        bars = []
        for m in models:
            if (category, m) not in counts:
                continue
            passed, total = counts[(category, m)]
            width = 100 * passed / total
            bars.append(
                f'<div class="barrow"><span class="label">{escape(m)}</span>'
                f'<div class="track"><div class="bar" style="width:{width:.1f}%"></div></div>'
                f'<span class="count">{passed}/{total}</span></div>'
            )
        if bars:
            blocks.append(f"<div><strong>{category}</strong></div><div>{''.join(bars)}</div>")
    return f'<div class="bars">{"".join(blocks)}</div>' if blocks else "<p>No bench runs.</p>"


def _scenario_rows(outcomes: list[Outcome]) -> str:
    rows = []
    for o in sorted(
        outcomes, key=lambda o: (vocab.SETS.index(o.set) if o.set in vocab.SETS else 9, o.id, o.model, o.seed)
    ):
        verdict = '<span class="pass">pass</span>' if o.passed else '<span class="fail">fail</span>'
        issues = "".join(f"<li>{escape(i)}</li>" for i in o.issues)
        calls = "".join(f"<li>{escape(c)}</li>" for c in o.calls)
        rows.append(
            f'<tr data-passed="{int(o.passed)}"><td>{escape(o.id)}</td><td>{escape(o.set)}</td>'
            f"<td>{escape(_model_label(o.model, o.seed))}</td><td>{verdict}</td>"
            f'<td><ul class="issues">{issues}</ul></td><td><ul class="calls">{calls}</ul></td></tr>'
        )
    return "".join(rows)


def render_html(
    tables: dict[str, pd.DataFrame], outcomes: list[Outcome], pass_k: pd.DataFrame, provenance: dict[str, Any]
) -> str:
    """The whole page as one string."""
    meta = " · ".join(
        f"{escape(k)} {escape(str(v))}"
        for k, v in provenance.items()
        if k in ("orvena-bench", "lingua", "tzdata", "cldr", "clock", "verdicts")
    )
    pass_k_html = (
        f"<h2>pass@k and pass^k</h2><p class=meta>{escape(PASS_K_CONVENTION)}</p>"
        + _table(pass_k, {"seeds", "k", "scenarios", "pass_at_k", "pass_hat_k"})
        if not pass_k.empty
        else ""
    )
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>orvena-bench results</title><style>{_CSS}</style></head><body>
<h1>orvena-bench results</h1><p class="meta">{meta}</p>
<h2>Summary</h2>{_table(tables["summary"], {"passed", "total", "rate", "scenarios"})}
<h2>Pass rate by language and model (bench)</h2>
<p class="meta">Hover a cell for its count and Wilson 95% interval.</p>{_heatmap(outcomes)}
<h2>Pass rate by category (bench without -conn)</h2>{_category_bars(outcomes)}
{pass_k_html}
<h2>Scenarios</h2>
<div class="controls"><label><input type="checkbox" id="only-failures"> failures only</label>
<input type="search" id="filter" placeholder="filter by id, model, issue, tool"><span><span id="shown"></span> shown</span></div>
<table id="scenarios"><colgroup><col class="id"><col class="set"><col class="model"><col class="verdict"><col class="issues"><col></colgroup><thead><tr><th>id</th><th>set</th><th>model</th><th>verdict</th><th>issues</th><th>calls</th></tr></thead>
<tbody>{_scenario_rows(outcomes)}</tbody></table>
<script>{_SCRIPT}</script></body></html>
"""
