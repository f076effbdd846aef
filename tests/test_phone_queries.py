"""The natural-query table: per language, a phone and the queries people type, each with the
text its answer must show and the text it must not (tests/data/phone_queries/<lang>.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from orvena_bench import vocab
from orvena_bench.clock import Clock, TimeContext
from orvena_bench.folding import fold
from orvena_bench.json_tree import map_strings
from orvena_bench.phone import Phone, validate_phone

TABLE = Path(__file__).resolve().parent / "data" / "phone_queries"


def _table(lang: str) -> dict[str, Any]:
    return json.loads((TABLE / f"{lang}.json").read_text(encoding="utf-8"))


def _phone(raw: dict[str, Any]) -> Phone:
    """A phone built as a scenario's is: validated, tokens expanded in its zone and locale."""
    assert validate_phone(raw) == []
    ctx = TimeContext.of(Clock(), raw["timeZone"], raw["locale"])
    return Phone(map_strings(raw, ctx.expand), ctx)


def _cases() -> list[Any]:
    cases = []
    for path in sorted(TABLE.glob("*.json")):
        for n, query in enumerate(json.loads(path.read_text(encoding="utf-8"))["queries"]):
            cases.append(pytest.param(path.stem, n, id=f"{path.stem}-{n}-{query['tool']}"))
    return cases


def test_the_table_covers_every_bench_language_with_five_queries_or_more():
    have = {p.stem: len(_table(p.stem)["queries"]) for p in TABLE.glob("*.json")}
    assert sorted(have) == sorted(vocab.LANGUAGES)
    assert all(n >= 5 for n in have.values()), have


@pytest.mark.parametrize(("lang", "n"), _cases())
def test_a_natural_query_finds_its_item_and_not_the_other(lang: str, n: int):
    table = _table(lang)
    query = table["queries"][n]
    result = _phone(table["phone"]).call(query["tool"], query["arguments"])
    shown = fold(result.text)
    assert not result.is_error, result.text
    assert fold(query["finds"]) in shown, f"{query['class']}: {result.text}"
    assert fold(query["notFinds"]) not in shown, f"{query['class']}: {result.text}"
