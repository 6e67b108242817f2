"""The restore review on screen: each differing game, its choice, and the comparison on demand.

Why a list and not one comparison after another: a backup may meet dozens of
games kept here. Each row says who played and how far each record goes; the
three choices are one tap; "for all" sets every row; the full comparison of
the sharing screen (``comparison_panel``) opens under a row when asked, so
the players see what is at stake before choosing. Nothing is stored until
Restore is tapped.
"""

from __future__ import annotations

from functools import partial

import flet as ft

from scorekeeper.i18n.formatting import format_int
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import number
from scorekeeper.services.sharing import Resolution
from scorekeeper.ui.kit import Look, action, card, choice, muted
from scorekeeper.ui.settings import keys
from scorekeeper.ui.settings.backup_hook import ReviewActions
from scorekeeper.ui.settings.restore_model import ConflictRow, RestoreReview, rows
from scorekeeper.ui.sharing.compare_view import comparison_panel


def _side(locale: Locale, key: str, hands: int, totals: dict[str, int]) -> str:
    shown = " · ".join(f"{p} {format_int(v, locale.language)}" for p, v in totals.items())
    return locale.t(key, count=hands, totals=shown)


def _choices(locale: Locale, row: ConflictRow, actions: ReviewActions) -> ft.Control:
    buttons = [
        choice(
            locale.t(f"compare.{resolution.value}"),
            key=keys.restore_choice(row.game_id, resolution.value),
            chosen=row.choice is resolution,
            on_click=partial(actions.choose, row.game_id, resolution),
        )
        for resolution in Resolution
    ]
    return ft.Row(wrap=True, spacing=8, run_spacing=8, controls=buttons)


def _row(locale: Locale, row: ConflictRow, actions: ReviewActions) -> ft.Control:
    """The facts in a card (read as one node), the choices and the comparison below it.

    The buttons stay outside the card: a card is one node to assistive
    technology, and each choice must be a control of its own to be reached.
    """
    t = locale.t
    facts = ft.Column(
        spacing=4,
        controls=[
            ft.Text(", ".join(row.players), weight=ft.FontWeight.BOLD),
            muted(_side(locale, "restore.review.here", row.hands_here, dict(row.totals_here))),
            muted(_side(locale, "restore.review.there", row.hands_there, dict(row.totals_there))),
            muted(t("restore.review.differ", count=row.differing)),
        ],
    )
    controls: list[ft.Control] = [
        card(facts, key=keys.restore_row(row.game_id)),
        _choices(locale, row, actions),
        action(
            t("restore.review.hide" if row.open else "restore.review.compare"),
            key=keys.restore_compare(row.game_id),
            on_click=partial(actions.toggle, row.game_id),
            icon=ft.Icons.EXPAND_LESS if row.open else ft.Icons.COMPARE_ARROWS,
        ),
    ]
    if row.open:
        controls.append(
            comparison_panel(locale, row.comparison, partial(actions.choose, row.game_id))
        )
    return ft.Column(spacing=8, controls=controls)


def _for_all(locale: Locale, actions: ReviewActions) -> ft.Control:
    """One button per choice that sets it for every differing game."""
    return ft.Row(
        wrap=True,
        spacing=8,
        run_spacing=8,
        controls=[
            action(
                locale.t(f"compare.{resolution.value}"),
                key=keys.restore_all(resolution.value),
                on_click=partial(actions.choose_all, resolution),
                look=Look.OUTLINED,
            )
            for resolution in Resolution
        ],
    )


def _ways_on(locale: Locale, actions: ReviewActions, *, busy: bool) -> ft.Control:
    """Restore with the choices made, or leave with nothing stored."""
    return ft.Row(
        wrap=True,
        spacing=8,
        controls=[
            action(
                locale.t("restore.review.apply"),
                key=keys.RESTORE_APPLY,
                on_click=actions.apply,
                look=Look.MAIN,
                icon=ft.Icons.UPLOAD_FILE,
                height=48,
                disabled=busy,
            ),
            action(
                locale.t("button.cancel"),
                key=keys.RESTORE_CANCEL,
                on_click=actions.cancel,
                disabled=busy,
            ),
        ],
    )


def review_panel(
    locale: Locale, review: RestoreReview, actions: ReviewActions, *, busy: bool
) -> ft.Control:
    """The whole review: what the file holds, one row per differing game, and the two ways on."""
    t = locale.t
    controls: list[ft.Control] = [
        ft.Text(
            t("restore.review.title", count=len(review.conflicts)),
            theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
        ),
        ft.Text(t("restore.review.intro")),
        muted(
            t(
                "restore.review.others",
                added=number(locale, review.new_games),
                same=number(locale, review.same_games),
            )
        ),
        ft.Text(t("restore.review.all"), theme_style=ft.TextThemeStyle.TITLE_SMALL),
        _for_all(locale, actions),
        *(_row(locale, row, actions) for row in rows(review)),
        _ways_on(locale, actions, busy=busy),
    ]
    return ft.Column(key=keys.RESTORE_REVIEW, spacing=12, controls=controls)
