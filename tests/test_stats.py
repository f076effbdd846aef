"""Wilson, McNemar and pass^k against values worked out by hand."""

import math

import pytest

from orvena_bench.stats import mcnemar_exact, pass_at_k, pass_hat_k, wilson


def test_wilson_matches_a_hand_computed_interval():
    # 8 of 10, z = 1.96: denominator 1 + z²/10 = 1.38415; centre (0.8 + z²/20) / 1.38415 = 0.71674;
    # half-width z * sqrt(0.8 * 0.2 / 10 + z²/400) / 1.38415 = 0.22658
    interval = wilson(8, 10)
    assert interval.low == pytest.approx(0.4902, abs=1e-4)
    assert interval.high == pytest.approx(0.9433, abs=1e-4)


def test_wilson_stays_inside_0_and_1_at_the_extremes():
    assert wilson(0, 20).low == 0.0 and wilson(0, 20).high == pytest.approx(0.1611, abs=1e-4)
    assert wilson(20, 20).high == 1.0 and wilson(20, 20).low == pytest.approx(0.8389, abs=1e-4)


def test_wilson_needs_runs():
    with pytest.raises(ValueError):
        wilson(0, 0)


def test_mcnemar_exact_is_the_two_sided_binomial_on_discordant_pairs():
    # 1 vs 9 discordant: 2 * (C(10,0) + C(10,1)) / 2^10 = 2 * 11 / 1024
    assert mcnemar_exact(1, 9) == pytest.approx(22 / 1024)
    assert mcnemar_exact(9, 1) == pytest.approx(22 / 1024)
    assert mcnemar_exact(5, 5) == 1.0
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(0, 6) == pytest.approx(2 / 64)


def test_pass_at_k_and_pass_hat_k_by_hand():
    # 4 seeds, 2 passing; k = 2: pass@2 = 1 - C(2,2)/C(4,2) = 5/6, pass^2 = C(2,2)/C(4,2) = 1/6
    assert pass_at_k(4, 2, 2) == pytest.approx(5 / 6)
    assert pass_hat_k(4, 2, 2) == pytest.approx(1 / 6)
    # k = 1 is the plain pass rate for both
    assert pass_at_k(4, 3, 1) == pass_hat_k(4, 3, 1) == pytest.approx(0.75)
    # k = n: any seed passes / all seeds pass
    assert pass_at_k(3, 1, 3) == 1.0 and pass_hat_k(3, 1, 3) == 0.0 and pass_hat_k(3, 3, 3) == 1.0
    assert math.isclose(pass_at_k(3, 0, 2), 0.0)


def test_pass_k_refuses_impossible_counts():
    for n, c, k in ((2, 3, 1), (2, 1, 3), (2, 1, 0)):
        with pytest.raises(ValueError):
            pass_hat_k(n, c, k)
