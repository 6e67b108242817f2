"""Made-up photos of a QR code on a screen: scaled, rotated, blurred, noisy, JPEG.

Good enough to stand in for a phone camera in tests: the transforms are what a
hand-held shot does to a code (a tilt, a distance, a little focus blur, sensor
noise, JPEG compression), each applied with Pillow to the PNG the app renders.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image, ImageFilter


@dataclass(frozen=True)
class Shot:
    """How the photo is taken."""

    angle: float = 0.0
    """Rotation in degrees."""
    scale: float = 1.0
    """Size relative to the rendered PNG (0.6 leaves about 5 pixels per module)."""
    blur: float = 0.0
    """Gaussian blur radius in pixels."""
    noise: float = 0.0
    """Standard deviation of the Gaussian noise blended in (0-255 scale)."""
    quality: int = 85
    """JPEG quality."""


def take_photo(png: bytes, shot: Shot) -> bytes:
    """JPEG bytes of ``png`` as a camera would see it on a grey table."""
    image = Image.open(io.BytesIO(png)).convert("L")
    width, height = image.size
    size = (max(1, round(width * shot.scale)), max(1, round(height * shot.scale)))
    image = image.resize(size, Image.Resampling.BILINEAR)
    image = image.rotate(shot.angle, Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    if shot.blur:
        image = image.filter(ImageFilter.GaussianBlur(shot.blur))
    if shot.noise:
        image = Image.blend(image, Image.effect_noise(image.size, shot.noise), 0.25)
    table = Image.new("L", (image.width + 80, image.height + 50), 190)
    table.paste(image, (40, 25))
    buffer = io.BytesIO()
    table.convert("RGB").save(buffer, "JPEG", quality=shot.quality)
    return buffer.getvalue()


def side_by_side(pngs: list[bytes]) -> bytes:
    """One PNG showing several codes next to each other (a screen full of parts)."""
    images = [Image.open(io.BytesIO(png)).convert("L") for png in pngs]
    canvas = Image.new("L", (sum(i.width for i in images), max(i.height for i in images)), 255)
    left = 0
    for image in images:
        canvas.paste(image, (left, 0))
        left += image.width
    buffer = io.BytesIO()
    canvas.save(buffer, "PNG")
    return buffer.getvalue()
