"""Laid-out hands: melds as groups, unmatched cards apart, layoffs attached, the verdict.

Why layoffs are drawn inside the knocker's meld: that is where they go on the
table, so the players can check each one against the cards in front of them.
They get a coloured edge and the group a caption naming who laid them off, so
nothing depends on colour alone.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import flet as ft

from scorekeeper.i18n.words import cards_label
from scorekeeper.rules.cards import Card
from scorekeeper.rules.melds import Arrangement, LayoffResult
from scorekeeper.ui.referee import keys
from scorekeeper.ui.referee.card_face import MINI, face
from scorekeeper.ui.referee.model import KnockerCheck, Message

Translate = Callable[..., str]

LAYOFF_RING = ft.Colors.PRIMARY
GROUP_GAP = 8


def say(t: Translate, message: Message) -> str:
    """A model message in the current language."""
    return t(message.key, **message.params)


def _caption(text: str) -> ft.Text:
    return ft.Text(text, size=12, color=ft.Colors.ON_SURFACE_VARIANT, no_wrap=True)


def group(
    cards: tuple[Card, ...],
    *,
    key: str | None = None,
    laid_off: Collection[Card] = (),
    caption: str | None = None,
    label: str | None = None,
    loose: bool = False,
) -> ft.Control:
    """One meld (or the unmatched cards, ``loose``) as a row of small cards.

    ``laid_off`` cards are part of the group but ringed; ``caption`` goes below.
    """
    row = ft.Row(
        spacing=2,
        tight=True,
        controls=[
            _keyed(face(card, MINI, ring=LAYOFF_RING if card in laid_off else None), card, laid_off)
            for card in sorted(cards)
        ],
    )
    body: ft.Control = ft.Column(
        spacing=2, tight=True, controls=[row, _caption(caption)] if caption else [row]
    )
    box = ft.Container(
        key=key,
        padding=4,
        border_radius=ft.BorderRadius.all(8),
        bgcolor=None if loose else ft.Colors.SURFACE_CONTAINER_HIGHEST,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT) if loose else None,
        content=body,
    )
    return ft.Semantics(
        label=label or cards_label(tuple(sorted(cards))), container=True, content=box
    )


def _keyed(control: ft.Container, card: Card, laid_off: Collection[Card]) -> ft.Container:
    if card in laid_off:
        control.key = keys.layoff(card)
    return control


def groups(controls: list[ft.Control]) -> ft.Row:
    """Groups side by side, wrapping onto more lines as needed."""
    return ft.Row(wrap=True, spacing=GROUP_GAP, run_spacing=GROUP_GAP, controls=controls)


def deadwood_line(t: Translate, deadwood: int, *, key: str | None = None) -> ft.Text:
    """ "Deadwood: 6", big enough to read across the table."""
    return ft.Text(
        t("referee.deadwood", deadwood=deadwood),
        key=key,
        theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
        weight=ft.FontWeight.BOLD,
    )


def arrangement_view(
    t: Translate, arrangement: Arrangement, *, with_key: bool = True, deadwood: bool = True
) -> ft.Control:
    """A hand laid out: its melds, the unmatched cards, and (``deadwood``) the deadwood."""
    parts = [
        group(meld, key=keys.meld(i) if with_key else None)
        for i, meld in enumerate(arrangement.melds)
    ]
    if arrangement.unmatched:
        parts.append(
            group(
                arrangement.unmatched,
                key=keys.UNMATCHED if with_key else None,
                caption=t("referee.unmatched"),
                loose=True,
            )
        )
    if not parts:
        parts.append(_caption(t("referee.melds.none")))
    if not deadwood:
        return groups(parts)
    return ft.Column(
        spacing=6,
        controls=[groups(parts), deadwood_line(t, arrangement.deadwood, key=None)],
    )


def layoff_view(
    t: Translate, result: LayoffResult, *, knocker: str, player: str, allowed: bool
) -> ft.Control:
    """An opponent against the knocker's declared melds: layoffs, own melds, deadwood."""
    laid = {
        i: tuple(layoff.card for layoff in result.layoffs if layoff.onto == i)
        for i in range(len(result.knocker_melds))
    }
    declared = [
        group(
            (*meld.cards, *laid[i]),
            key=keys.meld(i),
            laid_off=laid[i],
            caption=t("referee.laid_off_by", player=player) if laid[i] else None,
            label=t(
                "referee.a11y.meld_with_layoffs",
                meld=cards_label(meld.cards),
                cards=cards_label(laid[i]),
                player=player,
            )
            if laid[i]
            else None,
        )
        for i, meld in enumerate(result.knocker_melds)
    ]
    own = [group(meld, key=keys.own_meld(player, i)) for i, meld in enumerate(result.melds)]
    if result.unmatched:
        own.append(
            group(result.unmatched, key=keys.UNMATCHED, caption=t("referee.unmatched"), loose=True)
        )
    if not own:
        own.append(_caption(t("referee.melds.none")))
    if not allowed:
        layoff_note = t("referee.layoffs.not_allowed")
    elif not result.layoffs:
        layoff_note = t("referee.layoffs.none", player=player)
    else:
        layoff_note = None
    return ft.Column(
        spacing=6,
        controls=[
            deadwood_banner(t, result.deadwood),
            _heading(t("referee.declared", player=knocker)),
            groups(declared or [_caption(t("referee.melds.none"))]),
            *([_caption(layoff_note)] if layoff_note else []),
            _heading(t("referee.own_melds", player=player)),
            groups(own),
        ],
    )


def deadwood_banner(t: Translate, deadwood: int) -> ft.Control:
    """An opponent's deadwood after laying off, first thing under the tray."""
    return ft.Container(
        padding=ft.Padding.symmetric(horizontal=12, vertical=8),
        border_radius=ft.BorderRadius.all(12),
        bgcolor=ft.Colors.SECONDARY_CONTAINER,
        content=ft.Row(
            spacing=10,
            controls=[
                ft.Icon(ft.Icons.CALCULATE_OUTLINED, color=ft.Colors.ON_SECONDARY_CONTAINER),
                ft.Text(
                    t("referee.deadwood", deadwood=deadwood),
                    key=keys.DEADWOOD,
                    theme_style=ft.TextThemeStyle.TITLE_LARGE,
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.ON_SECONDARY_CONTAINER,
                ),
            ],
        ),
    )


def _heading(text: str) -> ft.Text:
    return ft.Text(text, theme_style=ft.TextThemeStyle.LABEL_LARGE)


def verdict_banner(t: Translate, check: KnockerCheck) -> ft.Control | None:
    """The verdict in words with an icon, and what stops the referee from going on."""
    if check.headline is None or check.verdict is None:
        return None
    bad = check.problem is not None
    ink = ft.Colors.ON_ERROR_CONTAINER if bad else ft.Colors.ON_PRIMARY_CONTAINER
    lines: list[ft.Control] = [
        ft.Text(
            say(t, check.headline),
            key=keys.VERDICT,
            theme_style=ft.TextThemeStyle.TITLE_LARGE,
            weight=ft.FontWeight.BOLD,
            color=ink,
        )
    ]
    if check.problem is not None:
        lines.append(ft.Text(say(t, check.problem), key=keys.PROBLEM, color=ink))
    if check.note is not None:
        lines.append(ft.Text(say(t, check.note), key=keys.NOTE, color=ink))
    return ft.Container(
        padding=ft.Padding.symmetric(horizontal=12, vertical=8),
        border_radius=ft.BorderRadius.all(12),
        bgcolor=ft.Colors.ERROR_CONTAINER if bad else ft.Colors.PRIMARY_CONTAINER,
        content=ft.Row(
            spacing=10,
            controls=[
                ft.Icon(ft.Icons.BLOCK if bad else ft.Icons.CHECK_CIRCLE, color=ink),
                ft.Column(spacing=2, tight=True, expand=True, controls=lines),
            ],
        ),
    )
