"""The HTML report opened in headless Chromium: its script runs without errors and draws the
rows, the comparison and the opened scenario, and scripts/screenshot_report.sh renders it.

These tests need Chromium. They fail when it is missing, so CI cannot pass without them;
a developer without a browser sets ORVENA_NO_BROWSER=1 to skip them (docs/report.md).
"""

import os
import re
import subprocess
from pathlib import Path

import pytest

from orvena_bench.compare import Side, add_outcomes, compare, p_text, rate_text
from orvena_bench.html_report import chromium, unpack
from tests.report_pages import ARABIC_ANSWER, ARABIC_ISSUE, HISTORY, VERDICTS, build_page

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(
    os.environ.get("ORVENA_NO_BROWSER") == "1", reason="ORVENA_NO_BROWSER=1: browser tests skipped"
)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    chromium.find()  # raises NoBrowser, failing the tests, when there is no Chromium
    root, page = build_page(tmp_path_factory.mktemp("browser"))
    return root, page


def errors_of(dom: str) -> str:
    return re.search(r'<p id="js-errors">(.*?)</p>', dom, re.S).group(1)


def test_the_script_runs_without_errors_and_draws_a_page_of_rows(built):
    _, page = built
    dom = chromium.dom(page, "#rows=10")
    assert 'data-ready="1"' in dom and errors_of(dom) == "" and "data-errors" not in dom
    assert len(re.findall(r'<tr class="run"', dom)) == 10
    total = sum(len(v) for v in VERDICTS.values())
    assert f'<span id="shown">{total}</span>' in dom and f"page 1 of {-(-total // 10)}" in dom
    assert '<table id="card"' in dom and '<table class="heat" id="heatmap"' in dom


def test_the_comparison_picked_in_the_link_shows_compare_s_numbers_either_way_round(built):
    _, page = built
    data = unpack(page.read_text(encoding="utf-8"))
    for a, b in ((3, 4), (4, 3)):
        dom = chromium.dom(page, f"#compare={a},{b}")
        assert errors_of(dom) == ""
        shown = data["comparisons"][f"{a},{b}"]
        p = re.search(r'<p id="cmp-p">([^<]*)</p>', dom).group(1)
        assert p == (f"McNemar exact p = {shown['p']} (A only {len(shown['a_only'])}, B only "
                     f"{len(shown['b_only'])}, of {shown['shared']} pairs)")  # fmt: skip
        assert f"A pass rate: {shown['a_rate']}" in dom and f"B pass rate: {shown['b_rate']}" in dom
        for sid in (data["scenarios"][k][0] for k in shown["a_only"] + shown["b_only"]):
            assert f'data-scenario="{sid}"' in dom  # each discordant scenario links to its rows


def test_the_numbers_the_page_shows_are_the_ones_compare_computes_from_the_same_outcomes(built):
    root, page = built
    from orvena_bench.datadir import DataDir
    from orvena_bench.scenario_checks import Known
    from orvena_bench.scenario_sets import load
    from orvena_bench.tables import collect

    outcomes = collect(root / "results", load(DataDir.at(root).scenario_files(), Known())).outcomes
    beta, gamma = (add_outcomes(Side(m), (o for o in outcomes if o.model == m)) for m in ("beta", "نموذج-ج"))
    c = compare(beta, gamma)
    dom = chromium.dom(page, "#compare=3,4")
    assert f"McNemar exact p = {p_text(c)} " in dom
    assert f"A pass rate: {rate_text(c, c.a_passed)}" in dom


def test_a_linked_scenario_opens_its_runs_with_request_history_answer_calls_and_checks_isolated(built):
    _, page = built
    dom = chromium.dom(page, "#scenario=de-weather-regen-morgen")
    assert errors_of(dom) == ""
    assert len(re.findall(r'<tr class="run open"', dom)) == len(VERDICTS)
    assert '<div dir="auto" class="said">brauch ich morgen nen schirm in berlin?</div>' in dom
    for message in HISTORY:
        assert f'{message["role"]}: <bdi dir="auto" class="">{message["content"]}</bdi>' in dom
    assert f'<div dir="auto" class="said answer">{ARABIC_ANSWER}</div>' in dom
    assert f'<li dir="auto" class="">{ARABIC_ISSUE}</li>' in dom
    assert '<pre dir="auto" class="arguments">{"place":"Berlin"}</pre>' in dom
    assert '<pre dir="auto" class="output">Berlin tomorrow: rain (beta)</pre>' in dom
    assert 'class="chip">scenario <bdi>de-weather-regen-morgen</bdi>' in dom


def test_screenshot_report_renders_the_page_to_a_png(built, tmp_path):
    root, _ = built
    out = tmp_path / "shot.png"
    subprocess.run(
        [str(ROOT / "scripts" / "screenshot_report.sh"), str(out), "--data", str(root)],
        check=True, capture_output=True, timeout=180, env={**os.environ, "ORVENA_SHOT_SIZE": "800,600"},
    )  # fmt: skip
    head = out.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")) == (800, 600)
