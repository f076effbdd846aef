"""n/N progress for long commands (`score`, `audit`) on a terminal; nothing when output is piped.

The total is asked for only when a bar is shown, so a piped or scripted run never pays for
counting (`score` counts its input lines for it).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol, TextIO


class Progress(Protocol):
    """What a long loop reports to: its size once, then each step done."""

    enabled: bool

    def start(self, total: Callable[[], int]) -> None: ...

    def advance(self, steps: int = 1) -> None: ...


class Silent:
    """No terminal: nothing shown, nothing counted."""

    enabled = False

    def start(self, total: Callable[[], int]) -> None:
        pass

    def advance(self, steps: int = 1) -> None:
        pass


class _Bar:
    """A rich bar with the count done of the total (`37/637`)."""

    enabled = True

    def __init__(self, bar, label: str) -> None:
        self.bar, self.label, self.task = bar, label, None

    def start(self, total: Callable[[], int]) -> None:
        self.task = self.bar.add_task(self.label, total=total())

    def advance(self, steps: int = 1) -> None:
        if self.task is not None:
            self.bar.advance(self.task, steps)


@contextmanager
def terminal_progress(label: str, stream: TextIO | None = None) -> Iterator[Progress]:
    """A bar on `stream` (default: standard error) when it is a terminal, else Silent."""
    stream = stream if stream is not None else sys.stderr
    if not stream.isatty():
        yield Silent()
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
    from rich.progress import Progress as RichProgress

    console = Console(file=stream, force_terminal=True)
    columns = (TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with RichProgress(*columns, console=console, transient=True) as bar:
        yield _Bar(bar, label)
