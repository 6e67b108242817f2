"""Numbers and dates the way each of the app's languages writes them.

Why not Babel or the C locale: the app speaks five languages and needs a
handful of formats (a date, a time, whole numbers, one decimal, a percentage).
``locale.setlocale`` is process-wide, so two browser tabs in two languages would
fight over it, and a dependency of several megabytes of CLDR data would buy
little. The rules below are CLDR's for these five locales, written out:

=========  ===============  =========  ==========  =======  ========
language   date             thousands  decimal     percent  example
=========  ===============  =========  ==========  =======  ========
``en``     ``30 Nov 2026``  ``,``      ``.``       ``40%``  1,234.5
``nl``     ``30-11-2026``   ``.``      ``,``       ``40%``  1.234,5
``de``     ``30.11.2026``   ``.``      ``,``       ``40 %`` 1.234,5
``pl``     ``30.11.2026``   space*     ``,``       ``40%``  1234,5
``ms``     ``30/11/2026``   ``,``      ``.``       ``40%``  1,234.5
=========  ===============  =========  ==========  =======  ========

\\* Polish groups with a no-break space, and only from five digits on
(``1234`` but ``12 345``), as CLDR's minimum grouping digits say. Times are
24-hour (``19:05``) in all five. Everything here is pure: the caller converts a
time to the zone it wants shown before formatting it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Final

__all__ = [
    "STYLED_LANGUAGES",
    "format_date",
    "format_datetime",
    "format_decimal",
    "format_int",
    "format_percent",
    "format_signed",
    "format_time",
    "parse_timestamp",
]

NBSP: Final = "\u00a0"
"""No-break space: a number and its group separator or unit never wrap apart."""

MINUS: Final = "\u2212"
"""The minus sign of every negative number the app shows ("Cid −1", not "Cid -1"):
the same sign as in its score sentences ("20 − 7 = 13"), and a hyphen would also
let a line break between the sign and the number."""

_EN_MONTHS: Final = (
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Style:
    """How one language writes numbers and dates."""

    group: str
    """Thousands separator."""
    decimal: str
    """Decimal separator."""
    min_grouping: int
    """Digits the integer part needs before it is grouped at all (CLDR)."""
    percent: str
    """Template of a percentage; ``{}`` is the number."""
    date_separator: str
    """Between day, month and year; empty for English, which names the month."""
    date_time: str
    """Template joining a date and a time."""


_STYLES: Final[dict[str, _Style]] = {
    "en": _Style(",", ".", 4, "{}%", "", "{date}, {time}"),
    "nl": _Style(".", ",", 4, "{}%", "-", "{date} {time}"),
    "de": _Style(".", ",", 4, "{}" + NBSP + "%", ".", "{date}, {time}"),
    "pl": _Style(NBSP, ",", 5, "{}%", ".", "{date}, {time}"),
    "ms": _Style(",", ".", 4, "{}%", "/", "{date}, {time}"),
}

STYLED_LANGUAGES: Final = tuple(_STYLES)
"""Languages with a number and date style (a test keeps it equal to ``LANGUAGES``)."""


def _style(language: str) -> _Style:
    try:
        return _STYLES[language]
    except KeyError:
        raise ValueError(f"unknown language {language!r} (known: {', '.join(_STYLES)})") from None


def _group(digits: str, style: _Style) -> str:
    """``1234567`` -> ``1,234,567`` in ``style`` (digits only, no sign)."""
    if len(digits) < style.min_grouping:
        return digits
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return style.group.join(parts)


def format_int(value: int, language: str) -> str:
    """A whole number with the language's thousands separator (``−1.234`` in ``de``)."""
    style = _style(language)
    sign = MINUS if value < 0 else ""
    return sign + _group(str(abs(value)), style)


def format_signed(value: int, language: str) -> str:
    """Points won or lost in a hand: ``+12``, ``−20``, and ``0`` without a sign."""
    text = format_int(value, language)
    return f"+{text}" if value > 0 else text


def format_decimal(value: float, language: str, digits: int = 1) -> str:
    """A number rounded to ``digits`` decimals, e.g. ``12,5`` in ``nl``."""
    style = _style(language)
    text = f"{abs(value):.{digits}f}"
    whole, _, fraction = text.partition(".")
    sign = MINUS if value < 0 and any(c not in "0." for c in text) else ""
    grouped = sign + _group(whole, style)
    return f"{grouped}{style.decimal}{fraction}" if fraction else grouped


def format_percent(ratio: float, language: str, digits: int = 0) -> str:
    """``ratio`` (0.4) as a percentage (``40%``; ``40 %`` in ``de``)."""
    style = _style(language)
    return style.percent.format(format_decimal(ratio * 100, language, digits))


def format_date(moment: date, language: str) -> str:
    """The calendar date: ``30 Nov 2026``, ``30-11-2026``, ``30.11.2026``, ``30/11/2026``."""
    style = _style(language)
    if not style.date_separator:
        return f"{moment.day} {_EN_MONTHS[moment.month - 1]} {moment.year}"
    sep = style.date_separator
    return f"{moment.day:02d}{sep}{moment.month:02d}{sep}{moment.year}"


def format_time(moment: datetime, language: str) -> str:
    """The time of day, 24-hour: ``19:05``."""
    _style(language)
    return f"{moment.hour:02d}:{moment.minute:02d}"


def format_datetime(moment: datetime, language: str) -> str:
    """Date and time together, e.g. ``30 Nov 2026, 19:05`` or ``30-11-2026 19:05``."""
    style = _style(language)
    return style.date_time.format(
        date=format_date(moment, language), time=format_time(moment, language)
    )


def parse_timestamp(text: str) -> datetime | None:
    """An ISO 8601 time stamp as stored (``2026-11-30T18:05:00+00:00``), or None.

    None for an empty or unreadable text: an imported game may carry no
    creation time, and a list must still show it.
    """
    if not text:
        return None
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None
