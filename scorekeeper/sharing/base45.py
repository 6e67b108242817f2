"""Base45 (RFC 9285): bytes as text in the QR alphanumeric alphabet.

QR alphanumeric mode stores 45 symbols in 5.5 bits each, so base45 text carries
about 97% of what byte mode would, while staying plain, copyable text (no
binary that a chat app or clipboard could mangle). A property worth knowing:
encoded text never ends with a space (the last symbol of a group is at most
``Z``), so trimming pasted text never damages a code.
"""

from __future__ import annotations

from scorekeeper.sharing.errors import DamagedCodeError

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
_VALUES = {char: value for value, char in enumerate(ALPHABET)}


def encode(data: bytes) -> str:
    """Base45 text of ``data``: three symbols per two bytes, two for a last odd byte."""
    out: list[str] = []
    for start in range(0, len(data) - 1, 2):
        number = data[start] * 256 + data[start + 1]
        number, c = divmod(number, 45)
        e, d = divmod(number, 45)
        out += (ALPHABET[c], ALPHABET[d], ALPHABET[e])
    if len(data) % 2:
        d, c = divmod(data[-1], 45)
        out += (ALPHABET[c], ALPHABET[d])
    return "".join(out)


def decode(text: str) -> bytes:
    """The bytes of base45 ``text``; ``DamagedCodeError`` for any invalid symbol or group."""
    if len(text) % 3 == 1:
        raise DamagedCodeError(detail="the text has a stray character at the end")
    values: list[int] = []
    for position, char in enumerate(text):
        value = _VALUES.get(char)
        if value is None:
            raise DamagedCodeError(detail=f"{char!r} at position {position} is not allowed")
        values.append(value)
    out = bytearray()
    for start in range(0, len(values), 3):
        group = values[start : start + 3]
        if len(group) == 3:
            number = group[0] + group[1] * 45 + group[2] * 2025
            if number > 0xFFFF:
                raise DamagedCodeError(detail=f"group at position {start} is out of range")
            out += number.to_bytes(2, "big")
        else:
            number = group[0] + group[1] * 45
            if number > 0xFF:
                raise DamagedCodeError(detail=f"group at position {start} is out of range")
            out.append(number)
    return bytes(out)
