"""One hand in full (``/game/{id}/hands/{n}``): entries, the rule with its arithmetic,
cards if entered, every correction made to it, and Edit.

An edit goes through the same hand sheet as recording, checked by a trial
``Game.edit``: a later hand that no longer fits is refused with its number
before anything is saved. After a saved edit every later hand is replayed, and
the detail and the table show the re-derived result. What the detail shows, and
its sheet, are ``detail_hook``'s; this module draws.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.hand_words import correction_text, entry_text
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import (
    cards_label,
    explanation_text,
    points_text,
    seats_note,
    totals_line,
)
from scorekeeper.rules.game import Game, HandRecord
from scorekeeper.ui.back_link import with_back
from scorekeeper.ui.frames import frame
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.notice import notice_bar
from scorekeeper.ui.game.sheet.view import sheet_dialog
from scorekeeper.ui.game.table.detail_hook import use_hand_detail
from scorekeeper.ui.game.table.tiles import outcome_badge
from scorekeeper.ui.game.table.view import missing_game
from scorekeeper.ui.kit import Look, action, heading, icon_action
from scorekeeper.ui.route_state import navigate
from scorekeeper.views.addresses import game_route
from scorekeeper.views.table import hand_row
from scorekeeper.views.table_words import (
    roles_line,
    rule_address,
    rule_title,
)


def _text(
    value: str, key: str | None = None, *, style: ft.TextThemeStyle = ft.TextThemeStyle.BODY_LARGE
) -> ft.Control:
    # Not selectable: Flutter's web semantics turn a selectable text into an empty,
    # disabled text box, and a screen reader then reads nothing of the hand.
    return ft.Text(value, key=key, theme_style=style)


def _rule_link(locale: Locale, game: Game, record: HandRecord) -> ft.Control:
    """The hand's rule ("Rule book: Scoring a knock") as a link: that rule on the rules screen,
    then back."""
    explanation = record.score.explanation
    here = game_route(game.id, "hands", str(record.number))
    return action(
        rule_title(locale, explanation),
        key=keys.DETAIL_RULE_LINK,
        on_click=navigate(with_back(rule_address(explanation, game.id), here)),
        icon=ft.Icons.MENU_BOOK,
    )


def detail_controls(locale: Locale, game: Game, record: HandRecord) -> list[ft.Control]:
    """Everything the detail shows about one replayed hand."""
    t = locale.t
    row = hand_row(record, game)
    totals = totals_line(locale, game.players, record.totals)
    controls: list[ft.Control] = [
        ft.Row(
            spacing=10,
            controls=[
                outcome_badge(locale, row.outcome),
                ft.Text(
                    points_text(locale, row.scorer, row.points),
                    theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                ),
            ],
        ),
        _text(roles_line(locale, record.roles, record.dealer), style=ft.TextThemeStyle.BODY_MEDIUM),
        *(
            [
                _text(
                    seats_note(locale, row.corrected),
                    keys.DETAIL_SEATS,
                    style=ft.TextThemeStyle.BODY_MEDIUM,
                )
            ]
            if row.off_rotation
            else []
        ),
        heading(t("detail.entries")),
        _text(entry_text(locale, record.entry, game.players)),
        heading(t("detail.rule")),
        _text(explanation_text(locale, record.score.explanation), keys.DETAIL_EXPLANATION),
        _rule_link(locale, game, record),
        heading(t("detail.totals")),
        _text(totals),
    ]
    if record.entry.cards:
        controls.append(heading(t("detail.cards")))
        controls += [
            _text(f"{p}: {cards_label(cards)}", style=ft.TextThemeStyle.BODY_MEDIUM)
            for p, cards in record.entry.cards.items()
        ]
    corrections = [c for c in game.corrections if c.hand == record.number]
    controls.append(heading(t("word.corrections")))
    if corrections:
        controls += [
            _text(correction_text(locale, game, c), style=ft.TextThemeStyle.BODY_MEDIUM)
            for c in corrections
        ]
    else:
        controls.append(_text(t("detail.no_corrections"), style=ft.TextThemeStyle.BODY_MEDIUM))
    return controls


@ft.component
def hand_detail_screen() -> ft.View:
    """The detail of the hand the address names, with Edit."""
    detail = use_hand_detail()
    locale, sheet, number = detail.locale, detail.sheet, detail.number
    t = locale.t
    ft.use_dialog(notice_bar(detail.notices))
    ft.use_dialog(sheet_dialog(locale, sheet.open))
    if detail.game is None or detail.record is None:
        return missing_game(detail.missing)
    edit = action(
        t("detail.edit"),
        key=keys.DETAIL_EDIT,
        on_click=lambda: sheet.open_edit(number),
        look=Look.TONAL,
        icon=ft.Icons.EDIT,
        wide=True,
        height=52,
    )
    return frame(
        route=game_route(detail.game_id, "hands", str(number)),
        key=keys.DETAIL_VIEW,
        title=t("word.hand", number=number),
        back=icon_action(
            ft.Icons.ARROW_BACK,
            keys.DETAIL_BACK,
            t("button.back_to_table"),
            navigate(game_route(detail.game_id)),
        ),
        controls=[*detail_controls(locale, detail.game, detail.record), edit],
    )
