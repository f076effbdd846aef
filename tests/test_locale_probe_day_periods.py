"""The locale probe reads a time already written in the locale's 12-hour form as that form."""

from orvena_bench.locale_probe import Slot, renderings

TIMES = Slot(times=True, dates=False)


def test_a_korean_afternoon_time_written_with_its_day_period_first_is_not_read_as_a_morning_time():
    assert list(renderings("오후 4:00", "ko_KR", TIMES)) == []
    assert list(renderings("16:00", "ko_KR", TIMES)) == [("16:00", "오후 4:00")]


def test_an_arabic_evening_time_with_its_day_period_after_it_is_already_the_locales_form():
    assert list(renderings("7:00 م", "ar_EG", TIMES)) == []
    assert [r for _, r in renderings("19:00", "ar_EG", TIMES)] == ["7:00 م"]


def test_a_bare_twelve_hour_time_is_still_rendered_in_a_locale_with_a_day_period():
    assert list(renderings("4:00", "ko_KR", TIMES)) == [("4:00", "오전 4:00")]


def test_a_greek_afternoon_time_without_the_closing_dot_of_its_day_period_is_the_locales_form():
    assert list(renderings("4:00 μ.μ", "el_GR", TIMES)) == []
    assert [r for _, r in renderings("16:00", "el_GR", TIMES)] == ["4:00\u202fμ.μ."]
