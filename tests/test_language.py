"""SPEC 5's language check: cleaning, settling groups, equivalences, thresholds, calibration."""

import pytest

from orvena_bench import language
from orvena_bench.language import Reading, check, settle, strip_quotes, strip_tool_words
from orvena_bench.language_groups import GROUPS, group_of, same_language


def test_quoted_text_is_removed_before_the_check():
    _, removed = strip_quotes('Ich habe „Bohemian Rhapsody" von Queen und "Don\'t Stop Me Now" gespielt.')
    assert removed == ['„Bohemian Rhapsody"', '"Don\'t Stop Me Now"']
    verdict = check(
        "Ich habe den Song \"Don't stop me now, I'm having such a good time\" für dich gespielt.", "de"
    )
    assert verdict.passed and verdict.removed_quotes


def test_words_that_occur_in_the_tool_output_are_removed_before_the_check():
    _, removed, _ = strip_tool_words("Your Team Standup Weekly Sync is at ten", "Team Standup Weekly Sync 10:00")
    assert removed == ["Team", "Standup", "Weekly", "Sync"]


def test_an_answer_with_fewer_than_12_letters_left_is_not_checked():
    verdict = check("OK, 7:30 ✓", "ja")
    assert verdict.passed and not verdict.checked and verdict.letters < 12
    copied = check("Meeting Budget Review Q3", "de", tool_output="Meeting: Budget Review Q3")
    assert not copied.checked


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Нагадування на завтра о дев'ятій вже створено, я вам його покажу.", "uk"),
        ("Напоминание на завтра в девять уже создано, я вам его покажу.", "ru"),
        ("Напомнянето за утре в девет е създадено, ще ви го покажа.", "bg"),
    ],
)
def test_ukrainian_russian_and_bulgarian_are_settled_by_letters_and_function_words(text, read):
    reading = settle(group_of("uk"), text)
    assert reading is not None and reading.language == read


def test_a_russian_answer_to_a_ukrainian_request_fails_and_says_it_was_settled():
    verdict = check("Напоминание на завтра в девять уже создано, я вам его покажу.", "uk")
    assert not verdict.passed
    assert verdict.method == "settled"
    assert verdict.issue() == "language: expected uk, read ru (settled by letters and function words)"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Sestanek je jutri ob desetih, opomnik sem že nastavil.", "sl"),
        ("Sastanak je sutra u deset, podsjetnik ću postaviti.", "hr"),
    ],
)
def test_slovene_and_croatian_are_settled_by_letters_and_function_words(text, read):
    reading = settle(group_of("sl"), text)
    assert reading is not None and reading.language == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Rīt pulksten desmitos jums ir tikšanās ar Annu.", "lv"),
        ("Rytoj dešimtą valandą jūs turite susitikimą su Ona.", "lt"),
        ("Jutro o dziesiątej masz spotkanie z Anną, przypomnienie jest już ustawione.", "pl"),
        ("Homme kell kümme on teil kohtumine Annaga, meeldetuletus on olemas.", "et"),
        ("Huomenna kello kymmenen sinulla on tapaaminen Annan kanssa.", "fi"),
    ],
)
def test_latvian_lithuanian_polish_estonian_and_finnish_are_settled(text, read):
    reading = settle(group_of(read), text)
    assert reading is not None and reading.language == read


def test_a_finnish_answer_to_an_estonian_request_fails():
    verdict = check("Huomenna kello kymmenen sinulla on tapaaminen Annan kanssa.", "et")
    assert not verdict.passed and verdict.language == "fi"


def test_a_czech_answer_does_not_settle_as_polish():
    assert settle(group_of("pl"), "Zítra v deset máte schůzku s Annou, připomínku jsem nastavil.") is None
    assert not check("Zítra v deset máte schůzku s Annou, připomínku jsem nastavil.", "pl").passed


def test_english_function_words_do_not_settle_an_english_answer_as_slovene():
    verdict = check("I have set the alarm in the morning for seven, so you can sleep in.", "sl")
    assert not verdict.passed and verdict.language == "en"


def test_every_settling_group_has_features_that_tell_each_pair_apart():
    for group in GROUPS:
        for a in group.members:
            for b in group.members:
                if not same_language(a.code, b.code):
                    assert group.features[a.code] - group.features[b.code], (group.name, a.code, b.code)


@pytest.mark.parametrize(
    ("a", "b"),
    [("da", "nb"), ("nb", "nn"), ("hr", "sr"), ("hr", "bs"), ("id", "ms"), ("hi", "mr"), ("hi", "ne")],
)
def test_languages_of_one_class_count_as_the_same(a, b):
    assert same_language(a, b) and same_language(b, a)


def test_a_norwegian_answer_to_a_danish_request_passes():
    assert check("Jeg har satt alarmen til klokka sju i morgen tidlig, og den gjentas hver dag.", "da").passed


def test_an_english_answer_to_a_german_request_fails_with_its_confidence():
    verdict = check("Dentist appointment tomorrow morning with Doctor Weber.", "de")
    assert not verdict.passed and verdict.method == "recognized"
    assert "read en (recognized, confidence" in verdict.reason


def test_a_japanese_answer_mixed_with_latin_product_names_is_settled_by_its_script():
    verdict = check("Wi-Fiをオフにしておきました。", "ja")
    assert verdict.passed and verdict.method == "script"


class FixedRecognizer:
    def __init__(self, language, confidence):
        self.reading = Reading(language, "recognized", confidence, {language: confidence}, 0.3)

    def read(self, text, expected):
        return self.reading


@pytest.mark.parametrize("expected", ["et", "lv", "lt", "sl"])
def test_for_et_lv_lt_and_sl_requests_the_recognizer_rejects_only_english(monkeypatch, expected):
    neutral = "Tänane plaan: kohvik Mustamäel, siis kino Solarises."  # letters only; the reading is forced
    monkeypatch.setattr(language, "settle", lambda *args: None)
    monkeypatch.setattr(language, "recognizer", lambda: FixedRecognizer("fi", 0.9))
    assert check(neutral, expected).passed
    monkeypatch.setattr(language, "recognizer", lambda: FixedRecognizer("en", 0.9))
    assert not check(neutral, expected).passed


def test_a_reading_below_the_threshold_is_not_judged_unless_the_expected_language_is_unlikely(monkeypatch):
    monkeypatch.setattr(language, "settle_script", lambda text: None)
    monkeypatch.setattr(language, "settle", lambda *args: None)
    unsure = Reading(
        "es", "recognized", language.CONFIDENCE_THRESHOLD - 0.01, {}, language.EXPECTED_FLOOR + 0.05
    )
    monkeypatch.setattr(language, "recognizer", lambda: type("R", (), {"read": lambda self, t, e: unsure})())
    verdict = check("Una frase cualquiera bastante larga.", "pt")
    assert verdict.passed and verdict.method == "unsure"
    unlikely = Reading(
        "es", "recognized", language.CONFIDENCE_THRESHOLD - 0.01, {}, language.EXPECTED_FLOOR - 0.05
    )
    monkeypatch.setattr(
        language, "recognizer", lambda: type("R", (), {"read": lambda self, t, e: unlikely})()
    )
    assert not check("Una frase cualquiera bastante larga.", "pt").passed


def test_the_recognizer_is_built_once_per_process():
    assert language.recognizer() is language.recognizer()


@pytest.fixture(scope="module")
def held_out():
    from calibration.calibrate import evaluate, texts

    return evaluate(texts("held-out"))


def test_on_the_held_out_half_the_check_meets_its_targets(held_out):
    met = held_out.meets()
    assert met["right_rejected"], held_out.right_rejected.misses
    assert met["english_caught"], held_out.english_caught.misses
    assert met["mean_pair_caught"], held_out.mean_pair


@pytest.mark.xfail(strict=True, reason="hr->sl is at 92.2 % on the held-out half, under 95 %")
def test_on_the_held_out_half_every_neighbour_direction_is_caught_at_95_percent(held_out):
    assert held_out.meets()["pair_caught"], {k: v.value for k, v in held_out.pairs.items()}


def test_english_function_words_of_the_phones_format_are_not_removed_as_tool_words():
    output = "2 files matching query 'lejekontrakt', most recent first: Lejekontrakt Jagtvej.pdf · modified for 3 months"
    answer = "Here is what I found for you: the notice is 3 months. Let me know if there is anything else I should do."
    _, removed, _ = strip_tool_words(answer, output, "da")
    assert "for" not in [w.lower() for w in removed]
    assert not check(answer, "da", output).passed


def test_croatian_function_words_that_slovene_shares_do_not_settle_croatian_as_slovene():
    verdict = check("To je oko pola sata vožnje, a to vrijedi za obje strane.", "hr")
    assert verdict.passed and verdict.language == "hr"


def test_an_unsure_reading_of_another_language_rejects_only_when_it_dominates_the_expected_one(monkeypatch):
    monkeypatch.setattr(language, "settle_script", lambda text: None)
    monkeypatch.setattr(language, "settle", lambda *args: None)

    def reading(read, confidence, own):
        fixed = Reading(read, "recognized", confidence, {}, own)
        monkeypatch.setattr(language, "recognizer", lambda: type("R", (), {"read": lambda self, t, e: fixed})())

    reading("da", 0.24, 0.06)  # 0.24 is 4x 0.06: another language, clearly ahead
    assert not check("su Google Drive, nella cartella", "it").passed
    reading("da", 0.30, 0.12)  # under 3x: both unsure, not judged
    assert check("su Google Drive, nella cartella", "it").passed
    reading("en", 0.30, 0.12)  # an English reading with the expected language unlikely rejects
    assert not check("su Google Drive, nella cartella", "it").passed
