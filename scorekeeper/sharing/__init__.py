"""Sharing a game between phones: compact payload, QR codes, import and compare.

The data flows one way, each step in its own module:

``Game`` -> ``payload`` (bit-packed, see ``entries`` and ``texts``) -> ``frame``
(optional deflate + CRC-32) -> ``codes`` (``SKG2:`` + ``base45``, or numbered
parts) -> ``qr`` (PNG bytes at level M). Back: an image (``decode``, zxing-cpp)
or pasted text -> ``codes`` -> ``frame`` -> ``payload`` -> the rules package's
validating session reader -> ``Game``. ``fingerprint`` gives the short code both
phones show; ``compare`` lines up two records; the import use case
(``services.imports``) stores through the game store. Every refusal is a
``SharingError`` (``errors``).

Nothing here is imported by the rules core; qrcode, Pillow and zxing-cpp are
imported inside the functions that need them.
"""
