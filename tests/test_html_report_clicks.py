"""The HTML report driven as a reader drives it, in headless Chromium through Playwright:
open a row, filter, turn pages, pick two runs, follow a discordant scenario's link.

Playwright drives the machine's Chromium (no browser download). Like the other browser tests
these fail without Chromium unless ORVENA_NO_BROWSER=1 is set (docs/report.md).
"""

import os

import pytest

from orvena_bench.html_report import chromium, unpack
from tests.report_pages import ARABIC_ANSWER, VERDICTS, build_page

pytestmark = pytest.mark.skipif(
    os.environ.get("ORVENA_NO_BROWSER") == "1", reason="ORVENA_NO_BROWSER=1: browser tests skipped"
)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(
            executable_path=chromium.find(), args=[f for f in chromium.FLAGS if f != "--headless"]
        )
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return build_page(tmp_path_factory.mktemp("clicks"))[1]


@pytest.fixture
def page(browser, built):
    tab = browser.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.goto(built.as_uri())
    tab.wait_for_selector("body[data-ready='1']")
    yield tab
    assert errors == [] and tab.inner_text("#js-errors") == ""
    tab.close()


def shown(tab) -> int:
    return int(tab.inner_text("#shown"))


def test_clicking_a_row_opens_its_answer_and_calls_and_clicking_again_closes_it(page):
    row = page.locator("tr.run", has_text="beta").filter(has_text="de-weather-regen-morgen")
    row.click()
    detail = page.locator("tr.detail")
    assert detail.count() == 1
    assert detail.locator(".answer").inner_text() == ARABIC_ANSWER
    assert detail.locator(".answer").get_attribute("dir") == "auto"
    assert "Berlin tomorrow: rain (beta)" in detail.locator("pre.output").inner_text()
    page.locator("tr.run", has_text="beta").filter(has_text="de-weather-regen-morgen").click()
    assert page.locator("tr.detail").count() == 0


def test_the_selectors_filter_and_the_pager_turns_pages(page):
    total = sum(len(v) for v in VERDICTS.values())
    assert shown(page) == total
    page.select_option("#f-rows", "25")
    assert page.locator("tr.run").count() == 25 and page.inner_text("#page-of") == "page 1 of 2"
    page.click("#next")
    assert page.locator("tr.run").count() == total - 25 and page.inner_text("#page-of") == "page 2 of 2"
    page.select_option("#f-set", "restraint")
    page.select_option("#f-verdict", "fail")
    assert shown(page) == sum(1 - v for verdicts in VERDICTS.values() for v in verdicts[6:8])
    page.select_option("#f-model", label="alpha")
    assert shown(page) == 3  # alpha's seeds fail 1, 0 and 2 of the two restraint scenarios
    page.fill("#f-text", "pizza")
    assert shown(page) == 2


def test_picking_two_runs_shows_their_comparison_and_a_discordant_link_opens_both_runs(page, built):
    data = unpack(built.read_text(encoding="utf-8"))
    page.select_option("#cmp-a", label="beta")
    page.select_option("#cmp-b", label="alpha (seed 1)")
    shown_pair = data["comparisons"]["3,0"]
    assert page.inner_text("#cmp-p").startswith(f"McNemar exact p = {shown_pair['p']} ")
    sid = data["scenarios"][shown_pair["b_only"][0]][0]
    page.click(f'#compare-result a[data-scenario="{sid}"]')
    opened = page.locator("tr.run.open")
    assert opened.count() == 2 and shown(page) == len(VERDICTS)
    assert {opened.nth(i).locator("td").nth(2).inner_text() for i in range(2)} == {"beta", "alpha (seed 1)"}
    page.click("#f-id button")
    assert shown(page) == sum(len(v) for v in VERDICTS.values())


@pytest.mark.parametrize(
    ("fragment", "runs"),
    [
        ("#set=bench&model=beta&verdict=fail", 4),  # beta fails 4 of its 6 bench runs
        ("#language=de", 10),  # two German scenarios, five runs each
        ("#category=weather&set=bench", 10),  # de-weather and the -conn Dublin copy
        ("#set=restraint&model=alpha&verdict=pass", 3),  # alpha's seeds pass 1, 2 and 0 of 2
        ("#verdict=errored", 1),  # the line with an `error` field
        ("#text=remind me", 0),  # text searches ids, issues, answers and tools, not requests
        ("#text=rain (beta)", 0),  # nor tool outputs
        ("#text=beta answered de-", 1),  # the pizza; beta answered the weather in Arabic
    ],
)
def test_the_filters_in_a_link_select_runs_by_set_model_language_category_verdict_and_text(
    browser, built, fragment, runs
):
    tab = browser.new_page()
    tab.goto(built.as_uri() + fragment)
    tab.wait_for_selector("body[data-ready='1']")
    assert tab.inner_text("#js-errors") == ""
    assert shown(tab) == runs and tab.locator("tr.run").count() == runs
    tab.close()
