"""The frame around a payload: optional raw deflate, then a CRC-32.

Layout: ``flags`` (1 byte; bit 0 = the body is raw DEFLATE, other bits must be 0),
``body``, ``crc32(flags + body)`` (4 bytes, big-endian).

Why both: the bit-packed hand log barely compresses, but names, texts and
entered cards sometimes do, so the writer keeps deflate only when it wins. The
checksum catches a mistyped or truncated paste (a QR code has its own error
correction, pasted text has none) and is checked *before* inflating, and
inflating stops at ``MAX_PAYLOAD_BYTES`` of output, so a deflate bomb costs
nothing.
"""

from __future__ import annotations

import zlib

from scorekeeper.sharing.errors import (
    CodeTooLargeError,
    DamagedCodeError,
    MalformedCodeError,
    UnshareableGameError,
)

MAX_PAYLOAD_BYTES = 64 * 1024
"""Largest payload after inflating; far above any real game (1000 hands with cards)."""
MAX_FRAME_BYTES = 32 * 1024
"""Largest frame (what the codes carry) that the reader accepts."""
CRC_BYTES = 4
_DEFLATED = 0x01


def pack(payload: bytes) -> bytes:
    """The frame of ``payload``: deflated if that is shorter, with its checksum."""
    if len(payload) > MAX_PAYLOAD_BYTES:
        raise UnshareableGameError(detail=f"the game needs {len(payload)} bytes")
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated = compressor.compress(payload) + compressor.flush()
    flags, body = (_DEFLATED, deflated) if len(deflated) < len(payload) else (0, payload)
    head = bytes([flags]) + body
    frame = head + zlib.crc32(head).to_bytes(CRC_BYTES, "big")
    if len(frame) > MAX_FRAME_BYTES:
        raise UnshareableGameError(detail=f"the game needs {len(frame)} bytes")
    return frame


def checksum_of(frame: bytes) -> bytes:
    """The checksum bytes at the end of ``frame`` (they also tag its parts)."""
    return frame[-CRC_BYTES:]


def unpack(frame: bytes) -> bytes:
    """The payload inside ``frame``, after checking its size and its checksum."""
    if len(frame) > MAX_FRAME_BYTES:
        raise CodeTooLargeError(what="the code", limit=f"{MAX_FRAME_BYTES} bytes")
    if len(frame) < 1 + CRC_BYTES:
        raise DamagedCodeError(detail="it is too short")
    head, crc = frame[:-CRC_BYTES], frame[-CRC_BYTES:]
    if zlib.crc32(head).to_bytes(CRC_BYTES, "big") != crc:
        raise DamagedCodeError(detail="the checksum does not match")
    flags, body = head[0], head[1:]
    if flags & ~_DEFLATED:
        raise MalformedCodeError(detail=f"unknown flags {flags:#04x}")
    if not flags & _DEFLATED:
        return body
    inflater = zlib.decompressobj(-15)
    try:
        payload = inflater.decompress(body, MAX_PAYLOAD_BYTES + 1)
    except zlib.error:
        raise MalformedCodeError(detail="the compressed data is broken") from None
    if len(payload) > MAX_PAYLOAD_BYTES:
        raise CodeTooLargeError(what="the unpacked game", limit=f"{MAX_PAYLOAD_BYTES} bytes")
    if not inflater.eof or inflater.unused_data:
        raise MalformedCodeError(detail="the compressed data is cut short or followed by junk")
    return payload
