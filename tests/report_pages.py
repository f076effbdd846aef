"""A results folder with three models, the first run with three seeds, and its HTML report.

Shared by the HTML report's tests: the page built as a user builds it (`orvena-bench report --html`).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import orjson

from orvena_bench.cli import main

MINI = Path(__file__).parent / "data" / "mini"

BENCH = [
    "en-scheduled-dart-delays",
    "de-weather-regen-morgen",
    "uk-calendar-zustrich-zavtra",
    "en-mcp-todo-milk",
    "en-weather-dublin-umbrella-conn",
    "en-chain-gym-then-text-h3",
]
RESTRAINT = ["en-no-tool-capital-of-australia", "de-unsupported-pizza-bestellen"]
ASK = ["en-reminders-remind-me-about-it"]

#: The third model's name is Arabic, so isolation of model names shows too.
ALPHA, BETA, GAMMA = "alpha", "beta", "نموذج-ج"
ARABIC_ANSWER = "الطقس في برلين ممطر غدًا، خذ مظلة. Berlin 8°C"
ARABIC_ISSUE = "answerAny: answer has none of ['Schirm', 'Regen'] — الجواب"

#: The conversation before the German weather request, shown with it.
HISTORY = [
    {"role": "user", "content": "Ich fahre morgen nach Berlin."},
    {"role": "assistant", "content": "Gute Reise!"},
]

#: Verdicts per model (and seed) over BENCH + RESTRAINT + ASK.
VERDICTS = {
    (ALPHA, 1): [1, 0, 1, 1, 0, 1, 1, 0, 1],
    (ALPHA, 2): [1, 0, 0, 1, 0, 1, 1, 1, 1],
    (ALPHA, 3): [1, 1, 1, 1, 0, 1, 0, 0, 1],
    (BETA, None): [0, 0, 1, 0, 0, 1, 1, 1, 0],
    (GAMMA, None): [1, 0, 1, 1, 1, 1, 1, 0, 0],
}


def run_line(sid: str, model: str, seed: int | None, passed: bool) -> dict:
    line = {
        "id": sid,
        "model": model,
        "seed": seed,
        "passed": passed,
        "issues": [] if passed else [f"calls: expected schedule_task for {sid}"],
        "answer": f"{model} answered {sid}.",
        "calls": [{"tool": "get_weather", "arguments": {"place": "Berlin"}, "failed": False,
                   "matched": True, "output": f"Berlin tomorrow: rain ({model})"}],
    }  # fmt: skip
    if model == BETA and sid == "de-weather-regen-morgen":
        line["answer"], line["issues"] = ARABIC_ANSWER, [ARABIC_ISSUE]
    if model == GAMMA and sid == "en-reminders-remind-me-about-it":
        line["error"] = "model server answered 503"
    return line


def results(tmp_path: Path) -> Path:
    """A data folder (the mini scenarios) whose results/ hold the three models' runs."""
    root = tmp_path / "data"
    shutil.copytree(MINI, root)
    bench = root / "scenarios" / "bench.jsonl"
    scenarios = [orjson.loads(x) for x in bench.read_bytes().splitlines()]
    for obj in scenarios:
        if obj["id"] == "de-weather-regen-morgen":
            obj["history"] = HISTORY
    bench.write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in scenarios))
    for (model, seed), verdicts in VERDICTS.items():
        lines = [
            run_line(sid, model, seed, bool(v))
            for sid, v in zip(BENCH + RESTRAINT + ASK, verdicts, strict=True)
        ]
        name = f"{'gamma' if model == GAMMA else model}{'' if seed is None else f'-s{seed}'}.jsonl"
        for set_name, ids in (("bench", BENCH), ("restraint", RESTRAINT), ("ask", ASK)):
            path = root / "results" / set_name / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in lines if x["id"] in ids))
    return root


def build_page(tmp_path: Path) -> tuple[Path, Path]:
    """The data folder and the page `orvena-bench report --html` writes for it."""
    root = results(tmp_path)
    page = tmp_path / "report.html"
    assert main(["report", "--data", str(root), "--out", str(tmp_path / "tables"), "--html", str(page)]) == 0
    return root, page
