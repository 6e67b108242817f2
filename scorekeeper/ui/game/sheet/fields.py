"""The deadwood part of the hand sheet: one field per player, the pad, Count from cards
and Read the cards.

Split from ``view`` so each module stays one idea: this one draws the
fields of a ``SheetView`` (limits and refusals beside them) and the number pad
for the active field; ``SheetActions`` names what every control of the sheet asks for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.refusals import refusal_text
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.sheet.layout import SheetLayout
from scorekeeper.ui.game.sheet.model import FieldView, SheetActions, SheetView
from scorekeeper.ui.game.sheet.number_pad import number_pad
from scorekeeper.ui.kit import action, error_line, heading, icon_action
from scorekeeper.ui.widgets import identified


@dataclass(frozen=True, slots=True)
class PreviewParts:
    """The preview in pieces, placed around the pad by :func:`deadwood_section`."""

    card: list[ft.Control]
    """A refusal of the whole entry, or the score with what happens next."""
    save: list[ft.Control]
    """The Save button (empty while nothing can be saved)."""
    score: str | None
    """The score in one sentence, for the block above an open pad."""
    save_label: str


@dataclass(frozen=True, slots=True)
class DeadwoodSection:
    """The deadwood part of the sheet, in the order it is drawn."""

    body: list[ft.Control]
    """The heading and, with no pad open, the fields, refusals, preview and Save."""
    pad: list[ft.Control]
    """With a field active: the fields, the block above the pad (hint, score or
    refusal) and the pad: what the player types, where it goes, and what it says."""
    after: list[ft.Control]
    """The preview below an open pad."""


def _limit(locale: Locale, field: FieldView) -> str:
    return locale.t("sheet.limit.knock" if field.knocker else "sheet.limit.any", limit=field.limit)


def _field(
    locale: Locale, seat: int, field: FieldView, on_focus: Callable[[str], None], compact: bool
) -> ft.Control:
    """One deadwood field: name, the number (or a dash), the limit; framed when active.

    Active is also said as the field's selected state: a screen reader hears which
    field the pad types into, as a sighted player sees the frame move on.

    Compact: the limit stands beside the number, a line lower on a short screen.
    """
    color = (
        ft.Colors.ERROR
        if field.error
        else (ft.Colors.PRIMARY if field.active else ft.Colors.OUTLINE)
    )
    marker = ft.Icons.ERROR_OUTLINE if field.error else (ft.Icons.EDIT if field.active else None)
    icon = [] if marker is None else [ft.Icon(marker, size=16, color=color)]
    name = ft.Text(field.player, weight=ft.FontWeight.W_600, no_wrap=True, expand=True)
    number = ft.Text(field.text or "–", size=28, weight=ft.FontWeight.BOLD)
    limit = ft.Text(_limit(locale, field), theme_style=ft.TextThemeStyle.BODY_SMALL)
    name_row: list[ft.Control] = [name, *icon]
    if compact:
        # The whole name, in two lines if it must: beside the marker, a third of a
        # 360 px phone with larger text cut "Małgorzata" to "Małgor…".
        name.no_wrap = False
        name.max_lines = 2
        name.size = COMPACT_NAME
        name_row = [name]
        limit.expand = True
        values: list[ft.Control] = [
            ft.Row(
                spacing=6,
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
                controls=[number, limit, *icon],
            )
        ]
    else:
        values = [number, limit]
    return ft.Container(
        expand=True,
        content=identified(
            ft.Container(
                key=keys.deadwood_field(seat),
                on_click=lambda: on_focus(field.player),
                padding=ft.Padding.symmetric(horizontal=10, vertical=2 if compact else 6),
                border=ft.Border.all(3 if field.active else 1, color),
                border_radius=12,
                content=ft.Column(
                    spacing=0,
                    controls=[ft.Row(spacing=4, controls=name_row), *values],
                ),
            ),
            selected=field.active,
        ),
    )


COMPACT_NAME = 13
"""A deadwood field's name on a compact sheet (a fixed size: "Małgorzata" fits)."""
STATUS_HEIGHT = 48
"""Two lines: the pad keeps its place as the hints and the score come and go."""


def _status(locale: Locale, view: SheetView, field: FieldView, score: str | None) -> ft.Control:
    """Above the pad: a refusal, else the score once the entry is complete, else whose
    deadwood the pad types and its limits.

    One block of fixed height for the hint and the score, so what appears or goes
    away as digits are typed never moves the pad under the player's thumb. A
    refusal is the exception: it takes the lines it needs and the pad gives way,
    because a refusal cut at two lines hid what to do ("... or did Ann go gin?")
    behind the pad in Polish at 400 px, and half of it in German and Dutch with
    larger text. The pad moves only when a refusal appears, after the tap that
    caused it. A refusal stays until its field is fixed: the active field's
    first, else another field's, so moving on hides none. With the score shown,
    the pad's last key is Save.
    """
    refused = field if field.error is not None else next((f for f in view.fields if f.error), None)
    if refused is not None and refused.error is not None:
        text = refusal_text(locale, refused.error, view.seats.number)
        return error_line(text, keys.SHEET_FIELD_ERROR)
    content: ft.Control
    if score is not None:
        content = ft.Text(
            score,
            key=keys.SHEET_SCORE,
            theme_style=ft.TextThemeStyle.BODY_MEDIUM,
            weight=ft.FontWeight.W_600,
            max_lines=2,
            overflow=ft.TextOverflow.ELLIPSIS,
        )
    else:
        content = ft.Column(
            spacing=0,
            controls=[
                ft.Text(
                    locale.t("sheet.deadwood_of", player=field.player),
                    theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                    weight=ft.FontWeight.W_600,
                ),
                ft.Text(_limit(locale, field), theme_style=ft.TextThemeStyle.BODY_SMALL),
            ],
        )
    return ft.Container(height=STATUS_HEIGHT, alignment=ft.Alignment.TOP_LEFT, content=content)


def deadwood_section(
    locale: Locale,
    view: SheetView,
    players: tuple[str, ...],
    actions: SheetActions,
    parts: PreviewParts,
    *,
    layout: SheetLayout,
) -> DeadwoodSection:
    """The fields, then the pad for the active field, or else the preview and Save.

    Save needs no Done: once the entry is complete while the pad is still open
    (an opponent's 7 could still become 70), the score shows above the pad, its
    last key becomes Save, and the full preview follows below it.
    """
    fields = view.fields
    controls = _deadwood_head(locale, view, actions, layout.compact)
    row = ft.Row(
        spacing=8,
        controls=[
            _field(locale, players.index(f.player), f, actions.on_focus, layout.compact)
            for f in fields
        ],
    )
    active = next((f for f in fields if f.active), None)
    if active is None:
        number = view.seats.number
        refusals = [
            error_line(refusal_text(locale, f.error, number), keys.SHEET_FIELD_ERROR)
            for f in fields
            if f.error
        ]
        return DeadwoodSection([*controls, row, *refusals, *parts.card, *parts.save], [], [])
    pad = _pad(locale, view, players, actions, parts, active=active, layout=layout)
    status = _status(locale, view, active, parts.score if view.can_save else None)
    return DeadwoodSection(controls, [row, status, pad], parts.card)


def _deadwood_head(
    locale: Locale, view: SheetView, actions: SheetActions, compact: bool
) -> list[ft.Control]:
    """The heading with the card buttons, or once counted, whose cards are kept below it.

    Compact, the buttons are icons and the heading takes the rest of its line. Roomy, their
    words take most of a phone's width: the heading keeps its words whole on its own line
    and the buttons go beside it where they fit, else below ("Dead/woo/d" at 400 px).
    """
    title = locale.t("sheet.deadwood" if view.layoffs else "sheet.deadwood_gin")
    buttons = [] if view.draft.cards else [_cards(locale, view, actions, compact)]
    head = (
        ft.Row(controls=[ft.Container(expand=True, content=heading(title)), *buttons])
        if compact
        else ft.Row(wrap=True, controls=[heading(title), *buttons])
    )
    return [head, *([_cards(locale, view, actions, compact)] if view.draft.cards else [])]


def _pad(
    locale: Locale,
    view: SheetView,
    players: tuple[str, ...],
    actions: SheetActions,
    parts: PreviewParts,
    *,
    active: FieldView,
    layout: SheetLayout,
) -> ft.Control:
    """The pad typing into the active field; its last key is Save once the entry is complete."""
    seen = active.player
    if view.can_save:
        next_key, next_label, on_next = keys.SHEET_SAVE, parts.save_label, actions.on_save
    else:
        last = active is view.fields[-1]
        next_key, on_next = keys.PAD_NEXT, partial(actions.on_next, seen)
        next_label = locale.t("word.done" if last else "word.next")
    return ft.Container(
        key=keys.pad_for(players.index(seen)),
        content=number_pad(
            on_digit=partial(actions.on_digit, seen),
            on_back=partial(actions.on_back, seen),
            on_next=on_next,
            next_label=next_label,
            back_label=locale.t("sheet.pad.back"),
            next_key=next_key,
            key_height=layout.key_height,
            spacing=layout.key_spacing,
        ),
    )


def _cards(locale: Locale, view: SheetView, actions: SheetActions, compact: bool) -> ft.Control:
    """Count from cards and Read the cards, next to the deadwood heading; once counted,
    whose cards are kept.

    Compact: the buttons are their icons alone (named by their words), so the
    heading beside them keeps to one line.
    """
    if not view.draft.cards:
        buttons = (
            (
                keys.SHEET_READ_CARDS,
                "reading.read",
                ft.Icons.PHOTO_CAMERA_OUTLINED,
                actions.on_read_cards,
            ),
            (
                keys.SHEET_COUNT_CARDS,
                "sheet.count_cards",
                ft.Icons.GRID_VIEW,
                actions.on_count_cards,
            ),
        )
        if compact:
            return ft.Row(
                spacing=0,
                tight=True,
                controls=[
                    icon_action(icon, key, locale.t(text), tap) for key, text, icon, tap in buttons
                ],
            )
        return ft.Row(
            spacing=0,
            tight=True,
            wrap=True,
            controls=[
                action(locale.t(text), key=key, on_click=tap, icon=icon)
                for key, text, icon, tap in buttons
            ],
        )
    who = ", ".join(view.draft.cards)
    return ft.Row(
        key=keys.SHEET_CARDS,
        controls=[
            ft.Icon(ft.Icons.STYLE, size=18),
            ft.Text(locale.t("sheet.cards_kept", players=who), expand=True),
            action(
                locale.t("sheet.cards_remove"),
                key=keys.SHEET_CARDS_REMOVE,
                on_click=actions.on_remove_cards,
            ),
        ],
    )
