"""Broken and hostile photo files, made on the fly: what a reader must refuse cleanly."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image


def png_claiming(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims ``width`` by ``height`` pixels (a decompression bomb)."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body))
            + kind
            + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00" * 1024, 9)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


def jpeg(width: int = 640, height: int = 480, **options: object) -> bytes:
    """A plain grey JPEG of that size."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (120, 130, 140)).save(buffer, "JPEG", **options)
    return buffer.getvalue()


HOSTILE: dict[str, bytes] = {
    "text": b"these are my cards: TD QS 4H\n",
    "empty": b"",
    "truncated-jpeg": jpeg()[:300],
    "truncated-png": png_claiming(64, 64)[:40],
    "bomb-png": png_claiming(30_000, 30_000),
    "huge-dimensions": png_claiming(70_000, 1_000),
    "absurd-shape": png_claiming(1_000_000, 1),
    "zero-size": png_claiming(0, 0),
    "progressive-bomb": jpeg(8000, 8000, progressive=True, quality=5),
}
"""Each refused with a ``CardPhotoError``, by name (the test ids)."""
