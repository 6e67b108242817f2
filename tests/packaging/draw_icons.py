"""Draws the app's icon and splash: three fanned cards on a green card table.

Run ``python -m tests.packaging.draw_icons`` to redraw ``assets/icon.png`` (1024 px,
full bleed: iOS and Android round the corners themselves) and ``assets/splash.png``
(the cards alone on transparency; the splash colour is in ``[tool.flet.splash]``).
Everything is drawn at twice the size and scaled down, for smooth edges.
"""

from __future__ import annotations

import math
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

ASSETS = Path(__file__).resolve().parents[2] / "assets"
SIZE = 1024
SCALE = 2
FELT_CENTRE = (46, 125, 50)
FELT_EDGE = (10, 52, 18)
RIM = (201, 169, 75)
RED = (198, 40, 40)
BLACK = (33, 33, 33)
PAPER = (250, 248, 240)


def felt(size: int) -> Image.Image:
    """The table: a radial green gradient with a thin gold rim."""
    gradient = Image.radial_gradient("L").resize((size, size), Image.Resampling.BICUBIC)
    table = Image.composite(
        Image.new("RGB", (size, size), FELT_EDGE),
        Image.new("RGB", (size, size), FELT_CENTRE),
        gradient.point(lambda v: min(255, int(v * 1.25))),
    )
    draw = ImageDraw.Draw(table)
    inset = size * 0.06
    draw.ellipse((inset, inset, size - inset, size - inset), outline=RIM, width=int(size * 0.012))
    return table


def heart(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: tuple[int, ...]) -> None:
    draw.ellipse((cx - r, cy - r * 0.9, cx, cy + r * 0.1), fill=fill)
    draw.ellipse((cx, cy - r * 0.9, cx + r, cy + r * 0.1), fill=fill)
    draw.polygon(
        [(cx - r * 0.97, cy - r * 0.25), (cx + r * 0.97, cy - r * 0.25), (cx, cy + r)], fill
    )


def spade(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: tuple[int, ...]) -> None:
    draw.ellipse((cx - r, cy - r * 0.1, cx, cy + r * 0.8), fill=fill)
    draw.ellipse((cx, cy - r * 0.1, cx + r, cy + r * 0.8), fill=fill)
    draw.polygon([(cx - r * 0.97, cy + r * 0.3), (cx + r * 0.97, cy + r * 0.3), (cx, cy - r)], fill)
    draw.polygon(
        [(cx, cy + r * 0.4), (cx - r * 0.45, cy + r * 1.2), (cx + r * 0.45, cy + r * 1.2)], fill
    )


def diamond(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: tuple[int, ...]
) -> None:
    draw.polygon([(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)], fill)


SUITS = ((spade, BLACK), (heart, RED), (diamond, RED))


def card(width: int, height: int, index: int) -> Image.Image:
    """One card: paper, a thin border, the suit large in the middle and small in two corners."""
    layer = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    radius = width * 0.09
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1),
        radius,
        fill=PAPER,
        outline=(190, 186, 170),
        width=max(2, width // 120),
    )
    shape, colour = SUITS[index]
    shape(draw, width / 2, height / 2, width * 0.26, colour)
    corner = width * 0.075
    shape(draw, width * 0.14, height * 0.11, corner, colour)
    shape(draw, width * 0.86, height * 0.89, corner, colour)
    return layer


def fan(size: int) -> Image.Image:
    """Three cards fanned from a pivot below the centre, with a soft shadow."""
    layer = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    width, height = int(size * 0.36), int(size * 0.5)
    pivot = (size / 2, size * 0.86)
    for index, angle in enumerate((-20, 0, 20)):
        face = card(width, height, index)
        rotated = face.rotate(-angle, Image.Resampling.BICUBIC, expand=True)
        # The card's bottom centre sits on an arc around the pivot.
        lift = height * 0.62
        cx = pivot[0] + lift * math.sin(math.radians(angle))
        cy = pivot[1] - lift * math.cos(math.radians(angle))
        x, y = int(cx - rotated.width / 2), int(cy - rotated.height / 2)
        shadow = Image.new("RGBA", rotated.size, (0, 0, 0, 0))
        shadow.putalpha(rotated.getchannel("A").point(lambda a: a * 90 // 255))
        shadow = shadow.filter(ImageFilter.GaussianBlur(size * 0.012))
        layer.alpha_composite(shadow, (x + int(size * 0.012), y + int(size * 0.018)))
        layer.alpha_composite(rotated, (x, y))
    return layer


def draw_icon() -> Image.Image:
    big = SIZE * SCALE
    icon = felt(big).convert("RGBA")
    icon.alpha_composite(fan(big))
    return icon.convert("RGB").resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def draw_splash() -> Image.Image:
    return fan(SIZE * SCALE).resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def main() -> None:
    ASSETS.mkdir(exist_ok=True)
    draw_icon().save(ASSETS / "icon.png", optimize=True)
    draw_splash().save(ASSETS / "splash.png", optimize=True)


if __name__ == "__main__":
    main()
