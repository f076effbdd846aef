"""The statistics the reports quote, each defined once: Wilson intervals, McNemar's exact test, pass@k and pass^k.

The HTML report, `compare` and the tables call these functions and nothing else, so a
number means the same wherever it appears.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: z for a two-sided 95 % interval.
Z95 = 1.959963984540054


@dataclass(frozen=True)
class Interval:
    low: float
    high: float


def wilson(passed: int, total: int, z: float = Z95) -> Interval:
    """The Wilson score interval for a pass rate: honest near 0 and 1, where the normal one is not."""
    if total <= 0:
        raise ValueError("an interval needs at least one run")
    p = passed / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    return Interval(max(0.0, centre - half), min(1.0, centre + half))


def mcnemar_exact(a_only: int, b_only: int) -> float:
    """Two-sided exact McNemar p-value: the discordant pairs as a binomial(n, 1/2) test."""
    n = a_only + b_only
    if n == 0:
        return 1.0
    k = min(a_only, b_only)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def pass_at_k(n: int, c: int, k: int) -> float:
    """Chance that at least one of k runs drawn from n (c of them passing) passes."""
    _check(n, c, k)
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def pass_hat_k(n: int, c: int, k: int) -> float:
    """pass^k: chance that all k runs drawn from n (c of them passing) pass."""
    _check(n, c, k)
    return math.comb(c, k) / math.comb(n, k)


def _check(n: int, c: int, k: int) -> None:
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")


#: The convention, written wherever pass@k and pass^k are shown.
PASS_K_CONVENTION = (
    "pass@k: at least one of k seeds passes; pass^k: all k seeds pass. With n seeds and c "
    "passing for a scenario, pass@k = 1 - C(n-c,k)/C(n,k) and pass^k = C(c,k)/C(n,k), "
    "averaged over the scenarios run with n seeds."
)
