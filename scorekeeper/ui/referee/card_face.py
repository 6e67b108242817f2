"""How one card looks: a white face, a big rank, and a drawn suit, in every theme.

Why drawn suits: they were drawn because the web client's own font had no
♠ ♥ ♦ ♣. The app's font (``assets/fonts``) has them now and texts use it, but a
card face keeps its small inline SVGs: they are filled and sized as on real
cards, the same in every theme, and need no font to have loaded.

Why a white face in dark mode too: that is what the cards on the table look
like, and red and near-black ink stay readable on it. Hearts and diamonds are
red, spades and clubs near-black, and the four shapes differ, so the suit never
depends on colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorekeeper.i18n.words import card_label, rank_label
from scorekeeper.rules.cards import Card, Suit

RED_INK = "#C62828"
BLACK_INK = "#1B1B1F"
FACE = "#FFFFFF"
FACE_EDGE = "#8A8F89"
"""A mid grey: visible around a white card on a light and on a dark background."""

_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
    '<g fill="{ink}">{shape}</g></svg>'
)
_SHAPES: dict[Suit, str] = {
    Suit.SPADES: (
        '<path d="M50 4C60 24 94 40 94 64A21 21 0 0 1 56 74Q58 88 70 96H30Q42 88 44 74'
        'A21 21 0 0 1 6 64C6 40 40 24 50 4Z"/>'
    ),
    Suit.HEARTS: (
        '<path d="M50 94C22 68 4 52 4 30A23 23 0 0 1 50 20A23 23 0 0 1 96 30C96 52 78 68 50 94Z"/>'
    ),
    Suit.DIAMONDS: '<path d="M50 2Q68 30 90 50Q68 70 50 98Q32 70 10 50Q32 30 50 2Z"/>',
    Suit.CLUBS: (
        '<circle cx="50" cy="27" r="21"/><circle cx="26" cy="58" r="21"/>'
        '<circle cx="74" cy="58" r="21"/><circle cx="50" cy="52" r="12"/>'
        '<path d="M46 56Q46 84 32 96H68Q54 84 54 56Z"/>'
    ),
}


def ink(suit: Suit) -> str:
    """Red for hearts and diamonds, near-black for spades and clubs."""
    return RED_INK if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK_INK


SUIT_SVG: dict[Suit, bytes] = {
    suit: _SVG.format(ink=ink(suit), shape=shape).encode() for suit, shape in _SHAPES.items()
}
"""The four suit symbols as SVG documents, in their ink."""


@dataclass(frozen=True, slots=True)
class FaceSize:
    """Dimensions of a card face; the picker's width comes from its row."""

    height: float
    rank: float
    suit: float
    width: float | None = None


PICKER = FaceSize(height=48, rank=17, suit=15)
"""A picker cell: 7 share a row (a suit takes two), so it is 48 px tall and at least
44 px wide from a 360 px phone up."""
MINI = FaceSize(height=44, rank=15, suit=13, width=30)
"""Cards in the tray and in laid-out melds."""


def face(
    card: Card,
    size: FaceSize,
    *,
    ring: str | None = None,
    hollow: bool = False,
) -> ft.Container:
    """A card face: rank above suit, in the suit's ink, on white.

    ``ring`` draws a thick coloured edge (best discard, laid-off card). ``hollow``
    draws the empty slot a picked card leaves in the picker: no face, the rank and
    a tick in the theme's primary colour, so it differs in shape, not only in hue
    (the row still says the suit).
    """
    colour = ft.Colors.PRIMARY if hollow else ink(card.suit)
    if ring:
        border = ft.Border.all(3, ring)
    elif hollow:
        border = ft.Border.all(2, ft.Colors.PRIMARY)
    else:
        border = ft.Border.all(1, FACE_EDGE)
    return ft.Container(
        width=size.width,
        height=size.height,
        expand=size.width is None,
        bgcolor=None if hollow else FACE,
        border=border,
        border_radius=ft.BorderRadius.all(5),
        alignment=ft.Alignment.CENTER,
        padding=ft.Padding.symmetric(vertical=2),
        # Heard as the card ("6♠"), not as its rank and a nameless image.
        content=ft.Semantics(
            label=card_label(card),
            exclude_semantics=True,
            content=ft.Column(
                spacing=1,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                alignment=ft.MainAxisAlignment.CENTER,
                controls=[
                    ft.Text(
                        rank_label(card.rank),
                        size=size.rank,
                        weight=ft.FontWeight.BOLD,
                        color=colour,
                        no_wrap=True,
                    ),
                    ft.Icon(ft.Icons.CHECK, size=size.suit, color=ft.Colors.PRIMARY)
                    if hollow
                    else ft.Image(src=SUIT_SVG[card.suit], width=size.suit, height=size.suit),
                ],
            ),
        ),
    )
