"""Numbers and dates in each language's own format (CLDR's rules, written out)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.i18n import LANGUAGES
from scorekeeper.i18n.formatting import (
    NBSP,
    STYLED_LANGUAGES,
    format_date,
    format_datetime,
    format_decimal,
    format_int,
    format_percent,
    format_signed,
    format_time,
    parse_timestamp,
)

EVENING = datetime(2026, 11, 30, 19, 5, tzinfo=UTC)


def test_every_language_of_the_app_has_a_style() -> None:
    assert STYLED_LANGUAGES == LANGUAGES


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "30 Nov 2026"),
        ("nl", "30-11-2026"),
        ("de", "30.11.2026"),
        ("pl", "30.11.2026"),
        ("ms", "30/11/2026"),
    ],
)
def test_dates(language: str, expected: str) -> None:
    assert format_date(EVENING, language) == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "3 Jan 2027"),
        ("nl", "03-01-2027"),
        ("de", "03.01.2027"),
        ("pl", "03.01.2027"),
        ("ms", "03/01/2027"),
    ],
)
def test_day_and_month_padding(language: str, expected: str) -> None:
    assert format_date(date(2027, 1, 3), language) == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "30 Nov 2026, 19:05"),
        ("nl", "30-11-2026 19:05"),
        ("de", "30.11.2026, 19:05"),
        ("pl", "30.11.2026, 19:05"),
        ("ms", "30/11/2026, 19:05"),
    ],
)
def test_date_and_time(language: str, expected: str) -> None:
    assert format_datetime(EVENING, language) == expected


def test_time_is_24_hour_in_every_language() -> None:
    morning = datetime(2026, 1, 2, 7, 3)
    assert {format_time(morning, lang) for lang in LANGUAGES} == {"07:03"}
    assert {format_time(EVENING, lang) for lang in LANGUAGES} == {"19:05"}


def test_the_time_shown_is_the_one_given_not_converted() -> None:
    """Pure: the caller picks the zone; 23:30 UTC is the next day in Amsterdam."""
    late = datetime(2026, 11, 30, 23, 30, tzinfo=UTC)
    amsterdam = late.astimezone(timezone(timedelta(hours=1)))
    assert format_datetime(late, "nl") == "30-11-2026 23:30"
    assert format_datetime(amsterdam, "nl") == "01-12-2026 00:30"


@pytest.mark.parametrize(
    ("language", "small", "thousands", "millions"),
    [
        ("en", "999", "1,234", "1,234,567"),
        ("nl", "999", "1.234", "1.234.567"),
        ("de", "999", "1.234", "1.234.567"),
        ("pl", "999", "1234", f"1{NBSP}234{NBSP}567"),
        ("ms", "999", "1,234", "1,234,567"),
    ],
)
def test_whole_numbers(language: str, small: str, thousands: str, millions: str) -> None:
    assert format_int(999, language) == small
    assert format_int(1234, language) == thousands
    assert format_int(1_234_567, language) == millions


def test_polish_groups_from_five_digits() -> None:
    assert format_int(9999, "pl") == "9999"
    assert format_int(10_000, "pl") == f"10{NBSP}000"


def test_negative_numbers_and_signed_points() -> None:
    assert format_int(-1234, "de") == "\u22121.234"
    assert format_signed(12, "en") == "+12"
    assert format_signed(-20, "en") == "\u221220"
    assert format_signed(0, "en") == "0"
    assert format_signed(1500, "nl") == "+1.500"


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", "1,234.5"), ("nl", "1.234,5"), ("de", "1.234,5"), ("pl", "1234,5"), ("ms", "1,234.5")],
)
def test_decimals(language: str, expected: str) -> None:
    assert format_decimal(1234.46, language) == expected


def test_decimals_round_and_never_show_minus_zero() -> None:
    assert format_decimal(12.25, "en", 2) == "12.25"
    assert format_decimal(7.0, "de") == "7,0"
    assert format_decimal(-0.01, "en") == "0.0"
    assert format_decimal(-2.5, "nl") == "\u22122,5"
    assert format_decimal(3.14159, "en", 0) == "3"


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", "40%"), ("nl", "40%"), ("de", f"40{NBSP}%"), ("pl", "40%"), ("ms", "40%")],
)
def test_percentages(language: str, expected: str) -> None:
    assert format_percent(0.4, language) == expected


def test_percentages_with_decimals() -> None:
    assert format_percent(2 / 3, "en", 1) == "66.7%"
    assert format_percent(2 / 3, "pl", 1) == "66,7%"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        format_int(1, "fr")
    with pytest.raises(ValueError, match="unknown language"):
        format_date(EVENING, "xx")


def test_stored_time_stamps_parse_and_bad_ones_are_none() -> None:
    assert parse_timestamp("2026-11-30T19:05:00+00:00") == EVENING
    assert parse_timestamp("2024-01-01T10:00:00") == datetime(2024, 1, 1, 10, 0)
    assert parse_timestamp("") is None
    assert parse_timestamp("last tuesday") is None


@given(st.integers(min_value=-(10**12), max_value=10**12), st.sampled_from(LANGUAGES))
def test_grouping_only_adds_separators(value: int, language: str) -> None:
    text = format_int(value, language)
    digits = text.replace(",", "").replace(".", "").replace(NBSP, "").replace("\u2212", "-")
    assert int(digits) == value
