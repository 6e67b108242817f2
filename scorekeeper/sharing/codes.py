"""Games as code text: ``SKG1:`` + base45, or numbered parts for big games.

A whole game is one text ``SKG2:<base45 of the frame>``: ``SKG`` names the
format (ScoreKeeper Game), ``2`` its version (``SKG1`` codes, without the seats
each hand was played with, are still read). A game whose code would need a QR
version above ``SINGLE_MAX_VERSION`` is split into parts
``SKG1-<i>/<n>:<base45 of tag + slice>``, where the tag is the frame's 4-byte
checksum: parts can be scanned in any order, parts of two games never mix, and
the joined frame is checked as a whole. (QR "structured append" would do the
same job, but few readers support it.)

Everything here is plain text in and out, so a pasted message, a scanned code
and a photo of several codes on one screen all go through the same checks.
Sizes are capped before any work: total text, number of parts, then the frame
(see ``frame``) and the payload (see ``payload``).
"""

from __future__ import annotations

import contextlib
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from scorekeeper.rules.game import Game
from scorekeeper.sharing import base45
from scorekeeper.sharing.errors import (
    CodeTooLargeError,
    CodeVersionError,
    DamagedCodeError,
    MalformedCodeError,
    MissingPartsError,
    MixedPartsError,
    NotAGameCodeError,
    UnshareableGameError,
)
from scorekeeper.sharing.frame import CRC_BYTES, MAX_FRAME_BYTES, checksum_of, pack, unpack
from scorekeeper.sharing.payload import PAYLOAD_VERSION, decode_payload, encode_payload
from scorekeeper.sharing.qr import capacity

FORMAT = "SKG"
VERSION = PAYLOAD_VERSION
READABLE_VERSIONS = (1, 2)
PREFIX = f"{FORMAT}{VERSION}"
SINGLE_MAX_VERSION = 25
"""Above this QR version a game is split: bigger codes are hard to scan from a phone."""
MAX_PARTS = 64
MAX_TEXT_CHARS = MAX_FRAME_BYTES * 3 // 2 + MAX_PARTS * 20
"""All code text of one game together; anything longer is refused unread."""

_HEAD = re.compile(r"SKG(\d{1,3})([:-])")
_PART = re.compile(r"SKG\d-([1-9]\d?)/([1-9]\d?):")


@dataclass(frozen=True, slots=True)
class CodePart:
    """One parsed code: a whole frame (``total`` 1) or part ``index`` of ``total``."""

    index: int
    total: int
    version: int
    """The format version named by the code's prefix (``SKG1``, ``SKG2``)."""
    tag: bytes
    """The whole frame's checksum; the same in every part of one game."""
    data: bytes
    """The frame (whole code) or this part's slice of it."""


def game_to_codes(game: Game, *, max_version: int = SINGLE_MAX_VERSION) -> list[str]:
    """The code text(s) of ``game``: one if it fits ``max_version``, else numbered parts."""
    frame = pack(encode_payload(game))
    whole = f"{PREFIX}:{base45.encode(frame)}"
    limit = capacity(max_version)
    if len(whole) <= limit:
        return [whole]
    total = math.ceil(len(frame) / (limit * 2 // 3))
    while total <= MAX_PARTS:
        texts = _parts(frame, total)
        if all(len(text) <= limit for text in texts):
            return texts
        total += 1
    raise UnshareableGameError(detail=f"it would need more than {MAX_PARTS} codes")


def _parts(frame: bytes, total: int) -> list[str]:
    size, extra = divmod(len(frame), total)
    tag = checksum_of(frame)
    texts: list[str] = []
    start = 0
    for index in range(1, total + 1):
        end = start + size + (1 if index <= extra else 0)
        texts.append(f"{PREFIX}-{index}/{total}:{base45.encode(tag + frame[start:end])}")
        start = end
    return texts


def split_pasted_text(text: str) -> list[str]:
    """The codes in pasted text: one per line; a line not starting a code continues one.

    Chat apps wrap long lines and trim spaces at the ends; neither can break a
    code (base45 text never ends with a space). Lower case is accepted, since
    the alphabet has no lower-case letters.
    """
    if len(text) > MAX_TEXT_CHARS:
        raise CodeTooLargeError(what="the text", limit=f"{MAX_TEXT_CHARS} characters")
    codes: list[str] = []
    for raw_line in text.splitlines():
        line = raw_line.strip()
        if line.isascii():
            line = line.upper()
        if not line:
            continue
        if line.startswith(FORMAT) or not codes:
            codes.append(line)
        else:
            codes[-1] += line
    if not codes:
        raise NotAGameCodeError(detail="the text is empty")
    return codes


def parse_code(text: str) -> CodePart:
    """One code text (whole or part) checked for its prefix and decoded from base45."""
    head = _HEAD.match(text)
    if head is None:
        shown = text[:12] + ("…" if len(text) > 12 else "")
        raise NotAGameCodeError(detail=f"it starts with {shown!r}")
    version = int(head.group(1))
    if version not in READABLE_VERSIONS or head.group(1) != str(version):
        raise CodeVersionError(version=f"{FORMAT}{head.group(1)}")
    if head.group(2) == ":":
        frame = base45.decode(text[head.end() :])
        return CodePart(1, 1, version, checksum_of(frame), frame)
    part = _PART.match(text)
    if part is None:
        raise MalformedCodeError(detail="the part number is not 'number/total'")
    index, total = int(part.group(1)), int(part.group(2))
    if not 2 <= total <= MAX_PARTS or index > total:
        raise MalformedCodeError(detail=f"part {index} of {total} is not possible")
    raw = base45.decode(text[part.end() :])
    if len(raw) <= CRC_BYTES:
        raise MalformedCodeError(detail=f"part {index} of {total} is empty")
    return CodePart(index, total, version, raw[:CRC_BYTES], raw[CRC_BYTES:])


def join_parts(parts: Iterable[CodePart]) -> bytes:
    """The frame from one whole code, or from all parts of one game in any order.

    A part scanned twice is fine; two different codes for the same slot, or
    parts with different totals or tags, are codes of different games.
    """
    slots: dict[int, CodePart] = {}
    first: CodePart | None = None
    for part in parts:
        first = first or part
        if (part.total, part.tag, part.version) != (first.total, first.tag, first.version):
            raise MixedPartsError()
        if slots.setdefault(part.index, part) != part:
            raise MixedPartsError()
    if first is None:
        raise NotAGameCodeError(detail="no code was given")
    missing = [str(index) for index in range(1, first.total + 1) if index not in slots]
    if missing:
        raise MissingPartsError(have=len(slots), total=first.total, missing=", ".join(missing))
    return b"".join(slots[index].data for index in range(1, first.total + 1))


def game_from_codes(texts: Iterable[str]) -> Game:
    """The game in the given code texts (one whole code, or all parts in any order)."""
    texts = list(texts)
    if sum(len(text) for text in texts) > MAX_TEXT_CHARS:
        raise CodeTooLargeError(what="the code text", limit=f"{MAX_TEXT_CHARS} characters")
    if len(texts) > MAX_PARTS:
        raise CodeTooLargeError(what=f"{len(texts)} codes", limit=f"{MAX_PARTS} codes")
    return _game_from_parts([parse_code(text) for text in texts])


def _game_from_parts(parts: list[CodePart]) -> Game:
    frame = join_parts(parts)
    payload = unpack(frame)
    if checksum_of(frame) != parts[0].tag:
        raise DamagedCodeError(detail="the parts do not add up to the game they name")
    return decode_payload(payload, parts[0].version)


@dataclass(frozen=True, slots=True)
class Scan:
    """Codes read so far while scanning a game split over several codes.

    An immutable value: the camera loop keeps the latest ``Scan``, shows
    ``have`` of ``total`` ("2 of 3 codes") and calls ``game()`` once ``complete``.
    A code of another game is refused by ``add`` and leaves the scan as it was.
    """

    parts: tuple[CodePart, ...] = ()

    def add(self, text: str) -> Scan:
        """This scan with one more code text (a repeat changes nothing)."""
        if len(text) > MAX_TEXT_CHARS:
            raise CodeTooLargeError(what="the code text", limit=f"{MAX_TEXT_CHARS} characters")
        part = parse_code(text.strip())
        if part in self.parts:
            return self
        parts = [*self.parts, part]
        with contextlib.suppress(MissingPartsError):
            join_parts(parts)
        if sum(len(p.data) for p in parts) > MAX_FRAME_BYTES:
            raise CodeTooLargeError(what="the scanned codes", limit=f"{MAX_FRAME_BYTES} bytes")
        return Scan(tuple(parts))

    @property
    def total(self) -> int:
        """How many codes the game has (0 before the first one is read)."""
        return self.parts[0].total if self.parts else 0

    @property
    def have(self) -> int:
        """How many different codes of the game have been read."""
        return len({part.index for part in self.parts})

    @property
    def complete(self) -> bool:
        """Whether every code of the game has been read."""
        return bool(self.parts) and self.have == self.total

    def game(self) -> Game:
        """The game, once complete (else ``MissingPartsError`` naming what is missing)."""
        return _game_from_parts(list(self.parts))
