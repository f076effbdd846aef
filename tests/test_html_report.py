"""The HTML report's content, read without a browser: the embedded runs, the card table, the
heatmap and bars with seeds, the comparison as compare.py computes it, colours and RTL isolation."""

import re
from html.parser import HTMLParser

import pytest

from orvena_bench.compare import compare as compare_sides
from orvena_bench.compare import delta_texts, p_text, rate_text, read_side
from orvena_bench.datadir import DataDir
from orvena_bench.html_report import unpack
from orvena_bench.html_report.data import PALETTE, colour
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load
from tests.report_pages import (
    ALPHA,
    ARABIC_ANSWER,
    ARABIC_ISSUE,
    ASK,
    BENCH,
    BETA,
    GAMMA,
    HISTORY,
    RESTRAINT,
    VERDICTS,
    build_page,
)  # fmt: skip

IDS = BENCH + RESTRAINT + ASK


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root, page = build_page(tmp_path_factory.mktemp("report"))
    return root, page.read_text(encoding="utf-8")


class Tables(HTMLParser):
    """Every table of a page as rows of cell texts, by the table's id."""

    def __init__(self):
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self._stack: list[str] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self._stack.append(dict(attrs).get("id") or f"table{len(self.tables)}")
            self.tables[self._stack[-1]] = []
        elif tag == "tr" and self._stack:
            self.tables[self._stack[-1]].append([])
        elif tag in ("td", "th") and self._stack:
            self._cell = []
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")

    def handle_endtag(self, tag):
        if tag == "table" and self._stack:
            self._stack.pop()
        elif tag in ("td", "th") and self._cell is not None:
            self.tables[self._stack[-1]][-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def tables_of(html: str) -> dict[str, list[list[str]]]:
    parser = Tables()
    parser.feed(html)
    return parser.tables


def run_of(data, sid, label):
    side = next(i for i, s in enumerate(data["sides"]) if s["label"] == label)
    return next(r for r in data["runs"] if data["scenarios"][r[0]][0] == sid and r[1] == side)


def test_every_run_travels_in_the_page_with_request_history_answer_calls_outputs_and_failed_checks(built):
    _, html = built
    data = unpack(html)
    assert len(data["runs"]) == sum(len(v) for v in VERDICTS.values())
    scenario = next(s for s in data["scenarios"] if s[0] == "de-weather-regen-morgen")
    assert scenario[1:4] == ["bench", "de", "weather"]
    assert scenario[4] == "brauch ich morgen nen schirm in berlin?"
    assert scenario[5] == [[m["role"], m["content"]] for m in HISTORY]
    run = run_of(data, "de-weather-regen-morgen", BETA)
    assert run[2:5] == ["fail", [ARABIC_ISSUE], ARABIC_ANSWER]
    assert run[5] == [["get_weather", '{"place":"Berlin"}', "Berlin tomorrow: rain (beta)", False]]


def test_the_page_fetches_nothing_and_keeps_its_script_and_styles_inline(built):
    _, html = built
    assert not re.search(r"<script[^>]+src|<link|https?://|@import|url\(", html)


def test_a_line_with_an_error_field_shows_as_errored_not_as_failed(built):
    data = unpack(built[1])
    run = run_of(data, ASK[0], GAMMA)
    assert run[2] == "errored" and run[6] == "model server answered 503"
    assert run_of(data, ASK[0], BETA)[2] == "fail"


def test_the_card_table_has_the_slices_as_rows_and_the_models_as_columns_with_passed_and_rate(built):
    card = tables_of(built[1])["card"]
    assert card[0] == ["slice", "alpha3 seeds", "beta", GAMMA]
    rows = {r[0]: r[1:] for r in card[1:]}
    assert list(rows) == ["all", "apple-13", "conn", "mcp", "restraint", "ask"]
    # beta passes uk-calendar and the -h3 chain of the six bench runs; gamma 5 of 6.
    assert rows["all"][1:] == ["2 (33.3 %)", "5 (83.3 %)"]
    # alpha's seeds pass 4, 3 and 5 of 6: the mean 4.0 = 66.7 %, the range below.
    assert rows["all"][0] == "4.0 (66.7 %) 3–5"
    # restraint: alpha's seeds pass 1, 2 and 0 of 2.
    assert rows["restraint"] == ["1.0 (50.0 %) 0–2", "2 (100.0 %)", "1 (50.0 %)"]
    # gamma's one ask line errored: no result, so no rate (summary.csv: total 0, errored 1).
    assert rows["ask"][2] == "–"
    for label in rows:
        assert f'<dt id="slice-{label}">{label}</dt>' in built[1]


def test_a_model_with_three_seeds_is_one_heatmap_column_at_the_mean_of_its_seeds(built):
    heat = tables_of(built[1])["heatmap"]
    assert heat[0] == ["language", "alpha3 seeds", "beta", GAMMA]
    rows = {r[0]: r[1:] for r in heat[1:]}
    # en: dart, mcp, -conn, -h3; alpha passes 3, 3, 3 of 4 -> 75 %; beta 1 of 4; gamma 4 of 4.
    assert rows["en"] == ["75%", "25%", "100%"]
    # de: alpha 0, 0, 1 of 1 -> mean 33 %.
    assert rows["de"][0] == "33%"
    assert 'title="seed 1: 0/1, seed 2: 0/1, seed 3: 1/1; Wilson 95% (pooled)' in built[1]


def test_category_bars_show_the_mean_of_the_seeds_with_their_min_max_as_whisker(built):
    html = built[1]
    bars = html[html.index('id="bars"') :]
    # calendar (uk): alpha passes 1, 0, 1 -> bar at 66.7 %, whisker 0..100 %.
    calendar = bars[
        bars.index("<strong>calendar</strong>") : bars.index(
            "<strong>", bars.index("<strong>calendar</strong>") + 1
        )
    ]
    assert f"width:66.7%;background:{PALETTE[0]}" in calendar
    assert 'class="whisker" style="left:0.0%;width:100.0%"' in calendar


def test_each_model_keeps_one_colour_in_the_legend_the_tables_the_bars_and_the_pass_k_chart(built):
    html = built[1]
    legend = html[html.index('id="legend"') : html.index("</ul>", html.index('id="legend"'))]
    for index, model in enumerate([ALPHA, BETA, GAMMA]):
        assert f'background:{colour(index)}"></span><bdi>{model}</bdi>' in legend
    assert html.count(f"background:{PALETTE[1]}") >= 3  # legend, card, heatmap, bars
    chart = html[html.index('id="pass-k"') :]
    assert f'stroke="{PALETTE[0]}"' in chart and f'stroke="{PALETTE[1]}"' not in chart  # only alpha has seeds
    assert "pass^k: all k seeds pass" in chart


def test_model_names_and_recorded_text_are_isolated_for_right_to_left_scripts(built):
    html = built[1]
    assert f"<bdi>{GAMMA}</bdi>" in html
    assert GAMMA not in re.sub(
        r"<bdi>[^<]*</bdi>", "", html.split('<script type="application/octet-stream"')[0]
    )
    script = html[html.index('id="data"') :]
    for part in ('said("div", run[4]', 'said("li", i)', 'said("div", s[4]', 'el("bdi", {}, side.label)'):
        assert part in script  # answers, failed checks, requests, run labels: dir="auto" or <bdi>
    assert 'const said = (tag, text, cls) => el(tag, {dir: "auto"' in script


def test_the_embedded_comparison_of_every_pair_is_the_one_compare_computes(built):
    root, html = built
    data = unpack(html)
    labels = [s["label"] for s in data["sides"]]
    assert len(data["comparisons"]) == len(labels) * (len(labels) - 1)
    scenarios = load(DataDir.at(root).scenario_files(), Known())

    def side(label, stem):
        files = [str(root / "results" / s / f"{stem}.jsonl") for s in ("bench", "restraint", "ask")]
        return read_side(label, files, scenarios, None)

    for (i, a_stem), (j, b_stem) in (
        ((1, "alpha-s2"), (4, "gamma")),
        ((4, "gamma"), (1, "alpha-s2")),
        ((3, "beta"), (0, "alpha-s1")),
    ):
        c = compare_sides(side(labels[i], a_stem), side(labels[j], b_stem))
        shown = data["comparisons"][f"{i},{j}"]
        assert shown["p"] == p_text(c)
        assert (shown["a_rate"], shown["b_rate"]) == (rate_text(c, c.a_passed), rate_text(c, c.b_passed))
        assert [data["scenarios"][k][0] for k in shown["a_only"]] == c.a_only
        assert [data["scenarios"][k][0] for k in shown["b_only"]] == c.b_only
        assert (shown["both_pass"], shown["both_fail"], shown["shared"]) == (
            len(c.both_pass),
            len(c.both_fail),
            c.shared,
        )
        assert shown["by_category"] == [[d.group, *delta_texts(d)] for d in c.by_category]
        assert shown["by_language"] == [[d.group, *delta_texts(d)] for d in c.by_language]
    # beta (A) against alpha seed 1 (B), counted by hand from VERDICTS.
    beta_alpha = data["comparisons"]["3,0"]
    assert [data["scenarios"][k][0] for k in beta_alpha["a_only"]] == ["de-unsupported-pizza-bestellen"]
    assert [data["scenarios"][k][0] for k in beta_alpha["b_only"]] == [
        "en-mcp-todo-milk", "en-reminders-remind-me-about-it", "en-scheduled-dart-delays"
    ]  # fmt: skip
    assert (beta_alpha["both_pass"], beta_alpha["both_fail"]) == (3, 2)


def test_a_report_of_one_model_still_renders_and_says_there_is_nothing_to_compare(tmp_path):
    from orvena_bench.cli import main
    from tests.test_report_command import dataset, line

    root = dataset(tmp_path, {"bench/m.jsonl": [line("en-scheduled-dart-delays", True)]})
    page = tmp_path / "r.html"
    assert main(["report", "--data", str(root), "--html", str(page)]) == 0
    data = unpack(page.read_text(encoding="utf-8"))
    assert data["comparisons"] == {} and len(data["runs"]) == 1
    assert "Only one run: nothing to compare." in page.read_text(encoding="utf-8")


def test_markup_in_a_model_name_or_an_answer_is_shown_as_text_never_run(tmp_path):
    from orvena_bench.cli import main
    from tests.test_report_command import dataset, line

    hostile = '<img src=x onerror="alert(1)"></script>'
    root = dataset(
        tmp_path, {"bench/m.jsonl": [line("en-scheduled-dart-delays", False, model=hostile, answer=hostile)]}
    )
    page = tmp_path / "r.html"
    main(["report", "--data", str(root), "--html", str(page)])
    html = page.read_text(encoding="utf-8")
    assert hostile not in html and "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/script&gt;" in html
    assert html.count("</script>") == 2  # the data and the script: nothing closed them early
    assert unpack(html)["runs"][0][4] == hostile  # the answer travels as data, shown with textContent


def test_odd_types_in_a_line_are_shown_as_json_text_and_the_page_still_builds(tmp_path):
    from orvena_bench.cli import main
    from tests.test_report_command import dataset

    odd = {"id": "en-scheduled-dart-delays", "model": "m", "passed": False, "answer": 42, "error": {"code": 503},
           "calls": [{"tool": 5, "arguments": [1, "x"], "output": {"a": 1}, "failed": "yes"}, "junk"]}  # fmt: skip
    root = dataset(tmp_path, {"bench/m.jsonl": [odd]})
    page = tmp_path / "r.html"
    main(["report", "--data", str(root), "--html", str(page)])
    run = unpack(page.read_text(encoding="utf-8"))["runs"][0]
    assert run[2] == "errored" and run[6] == '{"code":503}'
    assert run[4] == "42"
    assert run[5] == [["5", '[1,"x"]', '{"a":1}', False]]  # "junk" is not a call; "yes" is not true


def test_a_set_folder_or_language_the_vocabulary_does_not_know_still_gets_a_filter_entry(tmp_path):
    from orvena_bench.cli import main
    from tests.test_report_command import dataset, line

    stray = {**line("xx-made-up-scenario", True), "language": "xx"}
    root = dataset(
        tmp_path, {"bench/m.jsonl": [line("en-scheduled-dart-delays", True)], "extra/m.jsonl": [stray]}
    )
    page = tmp_path / "r.html"
    assert main(["report", "--data", str(root), "--html", str(page)]) == 1  # the unknown id is a problem
    data = unpack(page.read_text(encoding="utf-8"))
    assert data["sets"] == ["bench", "extra"] and data["languages"] == ["en", "xx"]
    assert next(s for s in data["scenarios"] if s[0] == "xx-made-up-scenario")[4] == ""  # no request known
