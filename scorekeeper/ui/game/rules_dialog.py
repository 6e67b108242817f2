"""The house rules of a running game: shown, and changed only after asking.

Before the first hand a change just applies. Once hands are recorded, a change
re-scores every one of them (``games.change_rules``), so the dialog asks
first and says how many hands it re-scores; a recorded hand the new rules
refuse (say, a knock above a lowered limit) is refused with its number.

Why a bottom sheet, not an alert dialog: Flutter's dialog route wraps the
dialog in a route node of its own that Flutter's web engine marks
``role="dialog"`` and names only by ``aria-describedby`` (its label sits on the
node inside), so axe-core found a dialog without a name (aria-dialog-name,
serious), and Flet has no way to name the outer node. A modal bottom sheet is
one route node that names itself (``aria-label``), like the hand sheet's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.services.errors import StaleGameError
from scorekeeper.services.revision import revision
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.house_rules import options_editor
from scorekeeper.ui.game.setup_model import option_texts, options_view
from scorekeeper.ui.kit import Look, action, error_line
from scorekeeper.ui.session_games import use_session_games


@dataclass(frozen=True, slots=True)
class RulesEdit:
    """The dialog's state: the option texts, and whether it is asking to confirm."""

    texts: dict[str, str] = field(default_factory=dict)
    based_on: str = ""
    """The revision of the game the dialog opened on (see ``GameService.change_rules``)."""
    confirming: bool = False
    failure: ScorekeeperError | None = None


@dataclass(frozen=True, slots=True)
class RulesDialog:
    """What the table needs: a way to open the dialog."""

    open: Callable[[], None]


def use_rules_dialog(
    game: Game | None,
    show: Callable[[Game], None],
    on_changed: Callable[[int], None],
    on_stale: Callable[[StaleGameError], None],
) -> RulesDialog:
    """Dialog state and actions; ``on_changed(hands re-scored)`` after a change is stored.

    A change refused because another phone changed the game first closes the
    dialog; the screen shows the stored game and hears why (``on_stale``).
    """
    locale = use_locale()
    t = locale.t
    games = use_session_games()
    closed: RulesEdit | None = None
    edit, set_edit = ft.use_state(closed)

    def open_dialog() -> None:
        if game is not None:
            set_edit(RulesEdit(option_texts(game.variant, game.rules), revision(game)))

    dialog: ft.BottomSheet | None = None
    if game is not None and isinstance(edit, RulesEdit):
        current: RulesEdit = edit
        checked = options_view(game.variant, current.texts)
        close = lambda: set_edit(None)  # noqa: E731

        def apply() -> None:
            if checked.rules is None:
                return
            if game.hands and not current.confirming:
                set_edit(replace(current, confirming=True))
                return
            try:
                stored = games.change_rules(game.id, checked.rules, based_on=current.based_on)
            except StaleGameError as error:
                set_edit(None)
                show(error.current)
                on_stale(error)
                return
            except ScorekeeperError as error:
                set_edit(replace(current, confirming=False, failure=error))
                return
            set_edit(None)
            show(stored)
            on_changed(len(stored.hands))

        def typed(name: str, text: str) -> None:
            set_edit(
                lambda e: (
                    replace(e, texts={**e.texts, name: text}, failure=None)
                    if isinstance(e, RulesEdit)
                    else e
                )
            )

        if current.confirming:
            content: list[ft.Control] = [ft.Text(t("table.house.confirm", count=len(game.hands)))]
            confirm = t("table.house.rescore")
            key = keys.CONFIRM_RESCORE
        else:
            content = options_editor(locale, game.variant, current.texts, checked, typed)
            confirm = t("table.house.apply")
            key = keys.HOUSE_RULES_SAVE
        if current.failure is not None:
            content.append(error_line(locale.error(current.failure), keys.HOUSE_RULES_ERROR))
        unchanged = checked.rules == game.rules
        buttons: list[ft.Control] = [
            action(t("table.house.cancel"), key=keys.HOUSE_RULES_CANCEL, on_click=close),
            action(
                confirm,
                key=key,
                on_click=apply,
                look=Look.MAIN,
                disabled=checked.rules is None or unchanged,
            ),
        ]
        dialog = ft.BottomSheet(
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
    ft.use_dialog(dialog)
    return RulesDialog(open_dialog)
