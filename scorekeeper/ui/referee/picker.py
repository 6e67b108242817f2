"""The 52-card picker (one row per suit, ace to king) and the tray of picked cards.

Why this layout: it mirrors how players sort a hand, so finding a card is a
glance at its suit row and a count along it; 13 cells share the width of a row,
so a 400 px phone still gets ~28 px wide, 52 px tall targets. A tapped card
leaves a hollow slot behind and appears in the tray; tapping either puts it back.
Cards another player holds stay visible but faded and cannot be tapped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import flet as ft

from scorekeeper.rules.cards import Card, Rank, Suit
from scorekeeper.ui.referee import keys
from scorekeeper.ui.referee.card_face import MINI, PICKER, face, spoken
from scorekeeper.ui.widgets import identified

Translate = Callable[..., str]
OnCard = Callable[[Card], None]

CELL_GAP = 2
ROW_GAP = 4
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
        label = t("referee.a11y.held_by", card=spoken(card), player=owner)
    elif held:
        label = t("referee.a11y.picked", card=spoken(card))
    else:
        label = spoken(card)
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
    """The 4 x 13 grid: spades, hearts, diamonds, clubs; ace to king."""
    picked = set(held)
    return ft.Column(
        spacing=ROW_GAP,
        controls=[
            ft.Row(
                spacing=CELL_GAP,
                controls=[
                    _cell(
                        card,
                        held=card in picked,
                        owner=owners.get(card),
                        full=full,
                        on_card=on_card,
                        t=t,
                    )
                    for card in (Card.of(rank, suit) for rank in Rank)
                ],
            )
            for suit in Suit
        ],
    )


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
        semantics.label = t("referee.a11y.in_tray", card=spoken(card))
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
