"""Bit-level writer and reader for the compact game payload.

Why bits and not bytes: a typical hand is a 3-bit result code, one role bit and
two deadwood values of 4 and 7 bits, so packing them tightly is what lets a
30-hand game fit a small QR version. The reader is the hardened half: it never
reads past the end, caps every variable-length number and string, and at the end
insists that only zero padding remains, so a payload has exactly one reading.
"""

from __future__ import annotations

from scorekeeper.sharing.errors import MalformedCodeError

MAX_VARINT_GROUPS = 5
"""A varint has at most 5 groups of 7 bits (35 bits): more than any field needs."""


class BitWriter:
    """Appends unsigned fields, most significant bit first."""

    def __init__(self) -> None:
        self._out = bytearray()
        self._acc = 0
        self._count = 0

    def write(self, value: int, width: int) -> None:
        """Append ``value`` in exactly ``width`` bits (``ValueError`` if it does not fit)."""
        if width == 0:
            if value:
                raise ValueError(f"{value} does not fit in 0 bits")
            return
        if not 0 <= value < 1 << width:
            raise ValueError(f"{value} does not fit in {width} bits")
        self._acc = (self._acc << width) | value
        self._count += width
        while self._count >= 8:
            self._count -= 8
            self._out.append((self._acc >> self._count) & 0xFF)
        self._acc &= (1 << self._count) - 1

    def varint(self, value: int) -> None:
        """Append a non-negative number in groups of 7 bits, each with a 'more' flag."""
        if value < 0:
            raise ValueError(f"varint {value} is negative")
        groups = 0
        while True:
            groups += 1
            low, value = value & 0x7F, value >> 7
            if groups > MAX_VARINT_GROUPS:
                raise ValueError("varint too large")
            self.write(low | (0x80 if value else 0), 8)
            if not value:
                return

    def signed(self, value: int) -> None:
        """Append a signed number as a zigzag varint (small magnitudes stay short)."""
        self.varint(value * 2 if value >= 0 else -value * 2 - 1)

    def blob(self, data: bytes) -> None:
        """Append a varint length and the bytes."""
        self.varint(len(data))
        for byte in data:
            self.write(byte, 8)

    def to_bytes(self) -> bytes:
        """Everything written, the last byte padded with zero bits."""
        if self._count:
            return bytes(self._out) + bytes([(self._acc << (8 - self._count)) & 0xFF])
        return bytes(self._out)


class BitReader:
    """Reads what ``BitWriter`` wrote; every problem is a ``MalformedCodeError``."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._pos = 0
        self._end = len(data) * 8

    @property
    def remaining(self) -> int:
        """Bits not yet read (used to bound counts before looping over them)."""
        return self._end - self._pos

    def read(self, width: int) -> int:
        """The next ``width`` bits as an unsigned number."""
        if width == 0:
            return 0
        if width > self.remaining:
            raise MalformedCodeError(detail="it ends too early")
        first = self._pos >> 3
        last = (self._pos + width + 7) >> 3
        chunk = int.from_bytes(self._data[first:last], "big")
        shift = last * 8 - self._pos - width
        self._pos += width
        return (chunk >> shift) & ((1 << width) - 1)

    def varint(self, what: str, limit: int) -> int:
        """A varint no larger than ``limit``; ``what`` names the field in the message."""
        value = 0
        for group in range(MAX_VARINT_GROUPS):
            byte = self.read(8)
            value |= (byte & 0x7F) << (7 * group)
            if not byte & 0x80:
                if value > limit:
                    raise MalformedCodeError(detail=f"{what} is {value}, over {limit}")
                return value
        raise MalformedCodeError(detail=f"{what} is too long a number")

    def signed(self, what: str, limit: int) -> int:
        """A zigzag varint whose magnitude is at most ``limit``."""
        raw = self.varint(what, 2 * limit + 1)
        return raw >> 1 if not raw & 1 else -((raw + 1) >> 1)

    def blob(self, what: str, limit: int) -> bytes:
        """A length-prefixed byte string of at most ``limit`` bytes."""
        size = self.varint(f"the length of {what}", limit)
        if size * 8 > self.remaining:
            raise MalformedCodeError(detail=f"{what} runs past the end")
        return bytes(self.read(8) for _ in range(size))

    def finish(self) -> None:
        """Refuse trailing data: only the zero padding of the last byte may remain."""
        if self.remaining >= 8 or self.read(self.remaining):
            raise MalformedCodeError(detail="there is unexpected data after the game")
