"""When to ask a model server again: which failures are passing ones, and how long to wait.

A real endpoint answers 429 when it is busy, 5xx when it is overloaded or restarting, and
drops connections; none of that says anything about the model, so the request is sent
again after an exponentially growing, jittered pause, or after the server's `Retry-After`.
Sleep, clock and randomness are fields, so tests replace them and never wait.
"""

from __future__ import annotations

import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime

#: The default of `--max-retries`: with the default pauses, about a minute and a half of
#: backoff in all (1 + 2 + 4 + 8 + 16 + 30 + 30 s at most) before a turn is recorded as errored.
DEFAULT_MAX_RETRIES = 7


def retryable_status(status: int) -> bool:
    """429 (rate limited) and every 5xx are the server's passing trouble; other answers are final."""
    return status == 429 or 500 <= status <= 599


def retry_after_seconds(value: str | None, now: float) -> float | None:
    """The wait a `Retry-After` header asks for, in seconds (delta-seconds or an HTTP date);
    None when absent or unreadable, so the backoff decides instead."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    try:
        return max(0.0, float(text))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None or when.tzinfo is None:
        return None
    return max(0.0, when.timestamp() - now)


async def _sleep(seconds: float) -> None:
    import asyncio  # here, so the command line can read the default without loading asyncio

    await asyncio.sleep(seconds)


@dataclass
class RetryPolicy:
    """Up to `max_retries` more attempts; the n-th pause is a random share (half to all) of
    `base * 2**n` capped at `cap`, or what `Retry-After` asks for, capped at `retry_after_cap`."""

    max_retries: int = DEFAULT_MAX_RETRIES
    base: float = 1.0
    cap: float = 30.0
    retry_after_cap: float = 300.0
    sleep: Callable[[float], Awaitable[None]] = field(default_factory=lambda: _sleep)  # read when built
    now: Callable[[], float] = field(default=time.time)
    random: Callable[[], float] = field(default=random.random)

    def delay(self, attempt: int, retry_after: str | None = None) -> float:
        """The pause before retry number `attempt + 1` (attempt counts from 0)."""
        asked = retry_after_seconds(retry_after, self.now())
        if asked is not None:
            return min(asked, self.retry_after_cap)
        ceiling = min(self.cap, self.base * 2**attempt)
        return ceiling * (0.5 + 0.5 * self.random())
