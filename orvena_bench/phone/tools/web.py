"""The web: search_web answers from the phone's `web` entries, fetch_url from its `pages`.

An entry answers a search when all words of its `query` occur in the search (or all
words of the search occur in its query), or when one of its keywords occurs in the search.
Entries with neither answer only when no other entry does: a scenario's fallback.
"""

from __future__ import annotations

import re
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import Page, WebResult, WebSearch
from ..state import PhoneState
from ..text import fold
from .registry import tool

_SCHEME = re.compile(r"^[a-z][a-z0-9+.-]*://")


def normalize_url(url: str) -> str:
    """An address as compared: no scheme, no 'www.', no fragment, no trailing '/'."""
    text = _SCHEME.sub("", url.strip())
    text = text.split("#", 1)[0]
    host, slash, rest = text.partition("/")
    host = host.lower().removeprefix("www.")
    return (host + slash + rest).rstrip("/")


def _answers(entry: WebSearch, query: str, state: PhoneState) -> bool:
    folded = fold(query)
    return (bool(entry.query) and state.match.words_agree(entry.query, query)) or any(
        fold(keyword).strip() in folded for keyword in entry.keywords if keyword.strip()
    )


def _results(entries: list[WebSearch], query: str, state: PhoneState) -> list[WebResult]:
    chosen = [e for e in entries if _answers(e, query, state)]
    if not chosen:
        chosen = [e for e in entries if not e.query and not e.keywords]
    seen: set[str] = set()
    results = []
    for entry in chosen:
        for result in entry.results:
            key = normalize_url(result.url)
            if key not in seen:
                seen.add(key)
                results.append(result)
    return results


def _result_text(number: int, result: WebResult) -> str:
    lines = [f"{number}. {result.title} — {result.url}"]
    detail = formats.line([result.snippet, result.date])
    if detail:
        lines.append(f"   {detail}")
    return "\n".join(lines)


@tool("search_web")
def search_web(state: PhoneState, args: dict[str, Any]) -> str:
    query = args["query"]
    results = _results(state.data.web, query, state)
    if not results:
        return f"No results found for {query!r}."
    body = [_result_text(n, r) for n, r in enumerate(results, start=1)]
    return "\n".join([f"Results for {query!r}:", *body])


def find_page(url: str, pages: list[Page]) -> Page | None:
    """The stored page at `url`, compared as normalize_url() does."""
    wanted = normalize_url(url)
    return next((p for p in pages if normalize_url(p.url) == wanted), None)


@tool("fetch_url")
def fetch_url(state: PhoneState, args: dict[str, Any]) -> str:
    url = args["url"]
    page = find_page(url, state.data.pages)
    if page is None:
        raise ToolError(f"could not load {url}: the page was not found")
    if page.error:
        raise ToolError(f"could not load {url}: {page.error}")
    header = "\n".join(filter(None, [page.title, page.url]))
    return f"{header}\n\n{page.content or '(empty page)'}"
