"""The house rules of a running game, drawn: the options, or the question before re-scoring.

What it holds and stores is :mod:`scorekeeper.ui.game.table.rules_hook`'s.

Why a bottom sheet, not an alert dialog: Flutter's dialog route wraps the
dialog in a route node of its own that Flutter's web engine marks
``role="dialog"`` and names only by ``aria-describedby`` (its label sits on the
node inside), so axe-core found a dialog without a name (aria-dialog-name,
serious), and Flet has no way to name the outer node. A modal bottom sheet is
one route node that names itself (``aria-label``), like the hand sheet's.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.game import Game
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.house_rules import options_editor
from scorekeeper.ui.game.setup_model import OptionsView
from scorekeeper.ui.game.table.rules_edit import RulesActions, RulesEdit
from scorekeeper.ui.game.table.rules_hook import OpenRules
from scorekeeper.ui.kit import Look, action, error_line


def rules_dialog(locale: Locale, shown: OpenRules | None) -> ft.BottomSheet | None:
    """The open dialog drawn (for ``ft.use_dialog``), or None when it is closed."""
    if shown is None:
        return None
    return rules_sheet(locale, shown.game, shown.edit, shown.checked, shown.actions)


def rules_sheet(
    locale: Locale, game: Game, current: RulesEdit, checked: OptionsView, actions: RulesActions
) -> ft.BottomSheet:
    """The dialog: apply and cancel above the options (or the question), any refusal below."""
    t = locale.t
    close = actions.close
    if current.confirming:
        content: list[ft.Control] = [ft.Text(t("table.house.confirm", count=len(game.hands)))]
        confirm = t("table.house.rescore")
        key = keys.CONFIRM_RESCORE
    else:
        content = options_editor(locale, game.variant, current.texts, checked, actions.on_option)
        confirm = t("table.house.apply")
        key = keys.HOUSE_RULES_SAVE
    if current.failure is not None:
        content.append(error_line(locale.error(current.failure), keys.HOUSE_RULES_ERROR))
    unchanged = checked.rules == game.rules
    buttons: list[ft.Control] = [
        action(t("button.cancel"), key=keys.HOUSE_RULES_CANCEL, on_click=close),
        action(
            confirm,
            key=key,
            on_click=actions.apply,
            look=Look.MAIN,
            disabled=checked.rules is None or unchanged,
        ),
    ]
    return ft.BottomSheet(
        key=keys.HOUSE_RULES_DIALOG,
        scrollable=True,
        content=ft.Container(
            padding=ft.Padding.only(left=16, right=16, top=8, bottom=24),
            content=ft.Column(
                tight=True,
                scroll=ft.ScrollMode.AUTO,
                spacing=14,
                controls=[
                    ft.Text(t("word.house_rules"), theme_style=ft.TextThemeStyle.TITLE_LARGE),
                    # Above the fields (a full-screen form's place): the sheet's
                    # fields run past a phone's screen, and the way out stays in view.
                    ft.Row(alignment=ft.MainAxisAlignment.END, wrap=True, controls=buttons),
                    *content,
                ],
            ),
        ),
        on_dismiss=close,
    )
