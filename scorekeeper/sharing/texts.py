"""The free-text fields of a game in the payload: id, creation time, correction times.

Why this deserves care: timestamps are most of the bulk of a corrected game's
audit trail (``2025-06-01T20:15:07+02:00`` is 25 bytes). Any ISO 8601 text that
Python writes back identically is stored as a few bits of style plus the
difference in seconds from the previous timestamp (usually one or two bytes).
Anything else is stored verbatim, so the exact text always survives. The same
goes for game ids: uuid-shaped ids are stored as their 16 bytes.

The fields are checked both ways (at most ``MAX_TEXT`` characters, no control or
formatting characters), so what can be shared can always be imported.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
import uuid

from scorekeeper.sharing.bits import BitReader, BitWriter
from scorekeeper.sharing.errors import MalformedCodeError, UnshareableGameError

MAX_TEXT = 200
"""The session format's limit for ids and timestamps, in characters."""
MAX_TEXT_BYTES = 4 * MAX_TEXT
EPOCH = dt.datetime(2020, 1, 1)
"""Reference wall-clock time of the first timestamp; later ones are relative."""
MAX_SECONDS = 10**10
"""About 317 years: bounds a hostile time difference before any date arithmetic."""
_COMPACT_YEARS = (1900, 2200)
"""Timestamps stored compactly lie in these years, so any difference is under
``MAX_SECONDS``; others (rare, odd) are kept as text."""

_REFUSED_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")
_ID_EMPTY, _ID_TEXT, _ID_HEX, _ID_UUID = range(4)
_STAMP_EMPTY, _STAMP_TEXT, _STAMP_TIME = range(3)
_FRACTIONS = (("seconds", 0, 1), ("milliseconds", 10, 1000), ("microseconds", 20, 1))
_SEPARATORS = ("T", " ")
_TZ_NAIVE, _TZ_Z, _TZ_OFFSET = range(3)


def text_problem(text: str) -> str | None:
    """Why ``text`` cannot be an id or timestamp in a code, or None if it can."""
    if len(text) > MAX_TEXT:
        return f"it is longer than {MAX_TEXT} characters"
    for char in text:
        if unicodedata.category(char) in _REFUSED_CATEGORIES:
            return f"it holds the control or formatting character U+{ord(char):04X}"
    return None


def _checked_for_export(text: str, what: str) -> bytes:
    problem = text_problem(text)
    if problem is not None:
        raise UnshareableGameError(detail=f"the {what} {problem}")
    return text.encode("utf-8")


def _read_text(reader: BitReader, what: str) -> str:
    raw = reader.blob(what, MAX_TEXT_BYTES)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise MalformedCodeError(detail=f"the {what} is not UTF-8 text") from None
    problem = text_problem(text)
    if problem is not None:
        raise MalformedCodeError(detail=f"the {what} {problem}")
    return text


def write_id(writer: BitWriter, game_id: str) -> None:
    """A game id: empty, a dashed uuid (16 bytes), lowercase hex (half size), or text."""
    raw = _checked_for_export(game_id, "game id")
    if not game_id:
        writer.write(_ID_EMPTY, 2)
    elif _uuid_text(game_id) is not None:
        writer.write(_ID_UUID, 2)
        for byte in uuid.UUID(game_id).bytes:
            writer.write(byte, 8)
    elif len(game_id) % 2 == 0 and _hex_text(game_id):
        writer.write(_ID_HEX, 2)
        writer.blob(bytes.fromhex(game_id))
    else:
        writer.write(_ID_TEXT, 2)
        writer.blob(raw)


def read_id(reader: BitReader) -> str:
    """Inverse of ``write_id``."""
    kind = reader.read(2)
    if kind == _ID_EMPTY:
        return ""
    if kind == _ID_UUID:
        return str(uuid.UUID(bytes=bytes(reader.read(8) for _ in range(16))))
    if kind == _ID_HEX:
        return reader.blob("the game id", MAX_TEXT // 2).hex()
    return _read_text(reader, "game id")


def _uuid_text(text: str) -> uuid.UUID | None:
    try:
        value = uuid.UUID(text)
    except ValueError:
        return None
    return value if str(value) == text else None


def _hex_text(text: str) -> bool:
    return all(char in "0123456789abcdef" for char in text)


class StampWriter:
    """Writes timestamps, each relative to the previous one written."""

    def __init__(self, writer: BitWriter) -> None:
        self._writer = writer
        self._reference = EPOCH

    def write(self, text: str, what: str) -> None:
        """One timestamp (any text; ISO 8601 is stored compactly)."""
        raw = _checked_for_export(text, what)
        if not text:
            self._writer.write(_STAMP_EMPTY, 2)
            return
        style = _iso_style(text)
        if style is None:
            self._writer.write(_STAMP_TEXT, 2)
            self._writer.blob(raw)
            return
        moment, fraction, separator, zone = style
        wall = moment.replace(tzinfo=None, microsecond=0)
        self._writer.write(_STAMP_TIME, 2)
        self._writer.signed(int((wall - self._reference).total_seconds()))
        self._reference = wall
        self._writer.write(fraction, 2)
        _, width, unit = _FRACTIONS[fraction]
        self._writer.write(moment.microsecond // unit, width)
        self._writer.write(separator, 1)
        self._writer.write(zone, 2)
        if zone == _TZ_OFFSET:
            offset = moment.utcoffset()
            assert offset is not None
            self._writer.signed(int(offset.total_seconds()) // 60)


class StampReader:
    """Reads what ``StampWriter`` wrote, in the same order."""

    def __init__(self, reader: BitReader) -> None:
        self._reader = reader
        self._reference = EPOCH

    def read(self, what: str) -> str:
        """The next timestamp's exact text."""
        kind = self._reader.read(2)
        if kind == _STAMP_EMPTY:
            return ""
        if kind == _STAMP_TEXT:
            return _read_text(self._reader, what)
        if kind != _STAMP_TIME:
            raise MalformedCodeError(detail=f"the {what} has an unknown form")
        seconds = self._reader.signed(f"the {what}", MAX_SECONDS)
        try:
            wall = self._reference + dt.timedelta(seconds=seconds)
        except OverflowError:
            raise MalformedCodeError(detail=f"the {what} is out of range") from None
        self._reference = wall
        fraction = self._reader.read(2)
        if fraction >= len(_FRACTIONS):
            raise MalformedCodeError(detail=f"the {what} has an unknown form")
        _, width, unit = _FRACTIONS[fraction]
        micro = self._reader.read(width) * unit
        separator = self._reader.read(1)
        zone = self._reader.read(2)
        offset = 0
        if zone == _TZ_OFFSET:
            offset = self._reader.signed(f"the {what}'s time zone", 24 * 60)
        elif zone not in (_TZ_NAIVE, _TZ_Z):
            raise MalformedCodeError(detail=f"the {what} has an unknown time zone form")
        if micro > 999_999 or abs(offset) >= 24 * 60:
            raise MalformedCodeError(detail=f"the {what} is out of range")
        moment = wall.replace(microsecond=micro)
        if zone != _TZ_NAIVE:
            moment = moment.replace(tzinfo=dt.timezone(dt.timedelta(minutes=offset)))
        return _format(moment, fraction, separator, zone)


def _iso_style(text: str) -> tuple[dt.datetime, int, int, int] | None:
    """How to rebuild ``text`` exactly from a datetime, or None if it cannot be."""
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    if not _COMPACT_YEARS[0] <= moment.year <= _COMPACT_YEARS[1]:
        return None
    offset = moment.utcoffset()
    zones = [_TZ_NAIVE] if offset is None else [_TZ_Z, _TZ_OFFSET]
    if offset is not None and offset.total_seconds() % 60:
        return None
    for fraction in range(len(_FRACTIONS)):
        for separator in range(len(_SEPARATORS)):
            for zone in zones:
                if _format(moment, fraction, separator, zone) == text:
                    return moment, fraction, separator, zone
    return None


def _format(moment: dt.datetime, fraction: int, separator: int, zone: int) -> str:
    text = moment.isoformat(sep=_SEPARATORS[separator], timespec=_FRACTIONS[fraction][0])
    if zone == _TZ_Z:
        if not text.endswith("+00:00"):
            return ""
        return text[: -len("+00:00")] + "Z"
    return text
