"""One hand in full (``/game/{id}/hands/{n}``): entries, the rule with its arithmetic,
cards if entered, every correction made to it, and Edit.

An edit goes through the same hand sheet as recording, checked by a trial
``Game.edit``: a later hand that no longer fits is refused with its number
before anything is saved. After a saved edit every later hand is replayed, and
the detail and the table show the re-derived result.
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
from scorekeeper.rules.game import Game, HandRecord, replay
from scorekeeper.services.errors import StaleGameError
from scorekeeper.ui.back_link import mark_started, with_back
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import frame
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.game_data import use_game
from scorekeeper.ui.game.notice import notice_bar
from scorekeeper.ui.game.notice_hook import use_heard, use_notice
from scorekeeper.ui.game.sheet.hook import Saved, use_hand_sheet
from scorekeeper.ui.game.sheet.view import sheet_dialog
from scorekeeper.ui.game.table.tiles import outcome_badge
from scorekeeper.ui.game.table.view import missing_game
from scorekeeper.ui.kit import Look, action, heading, icon_action
from scorekeeper.ui.live import notice_text
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
    """The detail of hand ``number`` of game ``game_id``, with Edit."""
    params = ft.use_route_params()
    game_id = params.get("game_id", "")
    number_text = params.get("number", "")
    locale = use_locale()
    t = locale.t
    notifier = use_notice()
    ft.use_dialog(notice_bar(notifier.bar))
    notify = notifier.show
    heard = use_heard(notify)
    loaded, show = use_game(game_id, lambda change: heard.tell(notice_text(locale, change)))
    ft.on_mounted(mark_started)

    def saved(done: Saved) -> None:
        show(done.game)
        state = replay(done.game)
        totals = totals_line(locale, done.game.players, state.totals)
        notify(t("detail.saved", number=done.number, totals=totals))

    def stale(error: StaleGameError) -> None:
        show(error.current)
        notify(locale.error(error))

    sheet = use_hand_sheet(loaded.game, saved, stale, heard.text, deleted=loaded.deleted)
    heard.follow(sheet.open is not None)
    ft.use_dialog(sheet_dialog(locale, sheet.open))
    game, state = loaded.game, loaded.state
    if sheet.shown is not None and sheet.shown != game:
        # Changed elsewhere while the hand is being corrected: the screen stays on the
        # hand as the sheet opened it; the sheet says so, and Save says what happened.
        game, state = sheet.shown, replay(sheet.shown)
    number = int(number_text) if number_text.isdigit() else 0
    if game is None or state is None or not 1 <= number <= len(state.hands):
        return missing_game(
            locale.error(loaded.error) if loaded.error else t("detail.no_hand", number=number_text)
        )
    route = game_route(game_id, "hands", str(number))
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
        route=route,
        key=keys.DETAIL_VIEW,
        title=t("word.hand", number=number),
        back=icon_action(
            ft.Icons.ARROW_BACK,
            keys.DETAIL_BACK,
            t("button.back_to_table"),
            navigate(game_route(game_id)),
        ),
        controls=[*detail_controls(locale, game, state.hands[number - 1]), edit],
    )
