"""A game's record laid out: the summary, the hand-by-hand table, the corrections.

Why cards rather than a grid: a hand has roles, an entry, a rule sentence and
three totals; on a 400-point phone a grid of all that would scroll sideways.
Each hand is a small card that reads top to bottom in the order the table
played it: who sat where, what was entered, what the rule made of it, and
where everybody stands.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.hand_words import (
    cards_texts,
    correction_text,
    entry_text,
    roles_text,
    rule_text,
    when,
)
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import (
    SEPARATOR,
    number,
    outcome_label,
    points_text,
    seats_note,
    totals_line,
    variant_name,
)
from scorekeeper.rules.corrections import Correction
from scorekeeper.rules.game import Game, GameState
from scorekeeper.rules.hands import Outcome
from scorekeeper.services.sharing import fingerprint
from scorekeeper.ui.history import keys
from scorekeeper.ui.history.list_view import VARIANT_ICONS
from scorekeeper.ui.history.model import HandLine
from scorekeeper.ui.icons import OUTCOME_ICONS
from scorekeeper.ui.kit import card, copyable, muted


def _badge(locale: Locale, outcome: Outcome) -> ft.Control:
    """The outcome as icon and word on a tinted chip."""
    return ft.Container(
        padding=ft.Padding.symmetric(horizontal=8, vertical=2),
        border_radius=8,
        bgcolor=ft.Colors.SECONDARY_CONTAINER,
        content=ft.Row(
            tight=True,
            spacing=4,
            controls=[
                ft.Icon(OUTCOME_ICONS[outcome], size=16, color=ft.Colors.ON_SECONDARY_CONTAINER),
                ft.Text(
                    outcome_label(locale, outcome),
                    theme_style=ft.TextThemeStyle.LABEL_LARGE,
                    color=ft.Colors.ON_SECONDARY_CONTAINER,
                ),
            ],
        ),
    )


def hand_card(locale: Locale, game: Game, line: HandLine) -> ft.Control:
    """One hand: number, outcome, points; roles; entry; rule; totals."""
    header = ft.Row(
        alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
        # The points go under the hand's number when both do not fit one line
        # (a long name with larger text): side by side they were clipped ("+2").
        wrap=True,
        run_spacing=2,
        controls=[
            ft.Row(
                tight=True,
                spacing=8,
                controls=[
                    ft.Text(
                        locale.t("word.hand", number=line.number),
                        theme_style=ft.TextThemeStyle.TITLE_SMALL,
                        weight=ft.FontWeight.BOLD,
                    ),
                    _badge(locale, line.outcome),
                ],
            ),
            ft.Text(
                points_text(locale, line.scorer, line.points[line.scorer] if line.scorer else 0),
                theme_style=ft.TextThemeStyle.TITLE_SMALL,
                weight=ft.FontWeight.BOLD,
            ),
        ],
    )
    body: list[ft.Control] = [
        header,
        muted(roles_text(locale, line.roles, line.dealer)),
        *([_seats_note(locale, line)] if line.off_rotation else []),
        ft.Text(entry_text(locale, line.entry, game.players)),
        *(muted(text) for text in cards_texts(locale, line.entry)),
        ft.Text(rule_text(locale, line.explanation), italic=True),
        ft.Text(
            locale.t("history.totals", totals=totals_line(locale, game.players, line.totals)),
            weight=ft.FontWeight.W_600,
        ),
    ]
    return card(ft.Column(body, spacing=4), key=keys.hand_line(line.number), padding=12)


def _seats_note(locale: Locale, line: HandLine) -> ft.Control:
    """Why this hand's seats are not the rotation's: the seats it was played with."""
    text = seats_note(locale, line.corrected)
    return ft.Row(
        spacing=4,
        controls=[
            ft.Icon(ft.Icons.EVENT_SEAT, size=16, color=ft.Colors.TERTIARY),
            ft.Text(text, color=ft.Colors.TERTIARY, expand=True),
        ],
    )


def summary_card(locale: Locale, game: Game, state: GameState) -> ft.Control:
    """Date, variant, target, result, totals and the record's fingerprint."""
    t = locale.t
    if state.finished and state.winner is not None:
        status = t("word.won_by", winner=state.winner)
        status_icon = ft.Icons.EMOJI_EVENTS
    else:
        status = t("history.unfinished_next", number=len(game.hands) + 1)
        status_icon = ft.Icons.HOURGLASS_TOP
    totals = ft.Row(
        alignment=ft.MainAxisAlignment.SPACE_AROUND,
        controls=[
            ft.Column(
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                spacing=0,
                controls=[
                    ft.Text(player, weight=ft.FontWeight.W_600),
                    ft.Text(
                        number(locale, state.totals[player]),
                        theme_style=ft.TextThemeStyle.HEADLINE_MEDIUM,
                        weight=ft.FontWeight.BOLD,
                    ),
                ],
            )
            for player in game.players
        ],
    )
    facts = SEPARATOR.join(
        (
            variant_name(locale, game.variant),
            t("history.target", target=number(locale, game.rules.target)),
            t("history.hands", count=number(locale, len(game.hands))),
        )
    )
    return card(
        ft.Column(
            spacing=8,
            controls=[
                ft.Row(
                    spacing=8,
                    controls=[
                        ft.Icon(VARIANT_ICONS[game.variant], color=ft.Colors.PRIMARY),
                        ft.Text(facts, expand=True),
                    ],
                ),
                muted(t("history.started", when=when(locale, game.created, with_time=True))),
                ft.Row(
                    spacing=8,
                    controls=[
                        ft.Icon(status_icon, color=ft.Colors.PRIMARY),
                        ft.Text(status, weight=ft.FontWeight.BOLD, expand=True),
                    ],
                ),
                totals,
                copyable(muted(t("history.fingerprint", code=fingerprint(game)))),
            ],
        ),
        key=keys.DETAIL_SUMMARY,
    )


def corrections_card(locale: Locale, game: Game, lines: tuple[Correction, ...]) -> ft.Control:
    """The audit trail: every correction, oldest first."""
    return card(
        ft.Column(
            spacing=8,
            controls=[
                ft.Row(
                    spacing=8,
                    controls=[
                        ft.Icon(ft.Icons.EDIT_NOTE, color=ft.Colors.PRIMARY),
                        ft.Text(correction_text(locale, game, line), expand=True),
                    ],
                )
                for line in lines
            ],
        ),
        key=keys.DETAIL_CORRECTIONS,
        padding=12,
    )
