"""The 52-card picker (one row per suit, ace to king) and the tray of picked cards.

Why this layout: it mirrors how players sort a hand, so finding a card is a
glance at its suit and a count along it. A suit takes two rows (ace to 7, then
8 to king) so that each cell is a thumb's target: 13 cells in one row left a
28 px wide target on a 400 px phone, 7 give at least 44 px from 360 px up
(Material asks 48, the WCAG 44 × 44). A tapped card
leaves a hollow slot behind and appears in the tray; tapping either puts it back.
Cards another player holds stay visible but faded and cannot be tapped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import flet as ft

from scorekeeper.i18n.words import card_label
from scorekeeper.rules.cards import Card, Rank, Suit
from scorekeeper.ui.referee import keys
from scorekeeper.ui.referee.card_face import MINI, PICKER, face
from scorekeeper.ui.widgets import identified

Translate = Callable[..., str]
OnCard = Callable[[Card], None]

CELL_GAP = 2
ROW_GAP = 2
"""Between the two rows of one suit."""
SUIT_GAP = 8
"""Between suits: the two rows of a suit read as one group."""
PER_ROW = 7
"""Cells in a row: ace to 7 above 8 to king."""
DISCARD_RING = ft.Colors.ERROR
"""The suggested discard's edge; it is also named in words next to the tray."""


def _tap(on_card: OnCard, card: Card) -> Callable[[], None]:
    return lambda: on_card(card)


def _cell(
    card: Card, *, held: bool, owner: str | None, full: bool, on_card: OnCard, t: Translate
) -> ft.Control:
    """One picker cell, in one of four states: free, picked, another's, or locked (hand full)."""
    disabled = owner is not None or (full and not held)
    cell = face(card, PICKER, hollow=held)
    cell.key = keys.card(card)
    cell.on_click = None if disabled else _tap(on_card, card)
    cell.disabled = disabled
    if owner is not None:
        cell.opacity = 0.3
        label = t("referee.a11y.held_by", card=card_label(card), player=owner)
    elif held:
        label = t("referee.a11y.picked", card=card_label(card))
    else:
        label = card_label(card)
    semantics = identified(cell)
    semantics.expand = True  # the row's direct child is what shares the width
    semantics.label = label
    semantics.button = True
    semantics.selected = held
    semantics.container = True
    semantics.exclude_semantics = True
    return semantics


def card_picker(
    *,
    held: tuple[Card, ...],
    owners: Mapping[Card, str],
    full: bool,
    on_card: OnCard,
    t: Translate,
) -> ft.Control:
    """Spades, hearts, diamonds, clubs, each in two rows: ace to 7, 8 to king."""
    picked = set(held)

    def row(cards: list[Card]) -> ft.Control:
        cells = [
            _cell(
                card,
                held=card in picked,
                owner=owners.get(card),
                full=full,
                on_card=on_card,
                t=t,
            )
            for card in cards
        ]
        # The short row keeps the long row's cell width (the same column per rank).
        fillers = [ft.Container(expand=True) for _ in range(PER_ROW - len(cells))]
        return ft.Row(spacing=CELL_GAP, controls=[*cells, *fillers])

    suits: list[ft.Control] = []
    for suit in Suit:
        cards = [Card.of(rank, suit) for rank in Rank]
        suits.append(
            ft.Column(
                spacing=ROW_GAP,
                controls=[row(cards[:PER_ROW]), row(cards[PER_ROW:])],
            )
        )
    return ft.Column(spacing=SUIT_GAP, controls=suits)


def tray(
    *,
    held: tuple[Card, ...],
    on_card: OnCard,
    t: Translate,
    discard: Card | None = None,
) -> ft.Control:
    """The picked cards in the order tapped; tap one to take it out again.

    ``discard`` (the best discard from 11 cards) gets a red edge.
    """
    cards: list[ft.Control] = []
    for card in held:
        mini = face(card, MINI, ring=DISCARD_RING if card == discard else None)
        mini.key = keys.tray_card(card)
        mini.on_click = _tap(on_card, card)
        semantics = identified(mini)
        semantics.label = t("referee.a11y.in_tray", card=card_label(card))
        semantics.button = True
        semantics.container = True
        semantics.exclude_semantics = True
        cards.append(semantics)
    if not cards:
        return ft.Container(
            height=MINI.height,
            alignment=ft.Alignment.CENTER_LEFT,
            content=ft.Text(t("referee.tray.empty"), color=ft.Colors.ON_SURFACE_VARIANT),
        )
    return ft.Row(wrap=True, spacing=3, run_spacing=3, controls=cards)
