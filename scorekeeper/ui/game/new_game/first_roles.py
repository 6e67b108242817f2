"""Who starts, on screen: the mode buttons, the chosen mode's controls and the start.

A thin view over ``first_roles_model``: ``first_view`` says what to show and
each control calls one handler of ``FirstActions``, which the new-game hook
turns into a pure change of the form. ``describe`` words the first hand's
``Seats`` (also on the winner screen, for the rematch).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import names_in_a_sentence
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.new_game.first_roles_model import (
    FirstActions,
    FirstChoice,
    FirstMode,
    FirstView,
    PickRow,
    first_view,
)
from scorekeeper.ui.game.setup_model import CutView
from scorekeeper.ui.kit import Look, action, choice, error_line
from scorekeeper.ui.text_field import on_text
from scorekeeper.ui.widgets import identified

MODE_KEYS = {
    FirstMode.CUT: keys.FIRST_MODE_CUT,
    FirstMode.PICK: keys.FIRST_MODE_PICK,
    FirstMode.RANDOM: keys.FIRST_MODE_RANDOM,
}
MODE_ICONS = {
    FirstMode.CUT: ft.Icons.CONTENT_CUT,
    FirstMode.PICK: ft.Icons.TOUCH_APP,
    FirstMode.RANDOM: ft.Icons.CASINO,
}


def describe(locale: Locale, first: Seats) -> str:
    """``Ann is in the box and deals · Bob captains · Cid sits out`` / ``Ann deals first``."""
    if first.roles is not None:
        roles = first.roles
        return locale.t(
            "setup.first.roles", box=roles.box, captain=roles.captain, sitter=roles.sitter
        )
    return locale.t("setup.first.dealer", dealer=first.dealer)


def first_section(
    locale: Locale,
    variant: Variant,
    names: Sequence[str],
    choice: FirstChoice,
    actions: FirstActions,
) -> list[ft.Control]:
    """The mode buttons, the chosen mode's controls and who starts."""
    view = first_view(variant, names, choice)
    # Each mode button as wide as its word, wrapping to a second row if need be: a third
    # of a 360 px row broke "Przełożenie" and "Random" inside the word.
    modes = ft.Row(spacing=6, run_spacing=6, wrap=True, controls=_modes(locale, view, actions))
    controls: list[ft.Control] = [modes]
    if view.cut is not None:
        controls += _cut(
            locale, variant, names, cuts=choice.cuts, view=view.cut, on_cut=actions.on_cut
        )
    elif view.mode is FirstMode.PICK:
        controls += _pick(locale, names, view.pick, actions.on_pick)
    else:
        controls.append(
            action(
                locale.t("setup.first.draw_again" if view.drawn else "setup.first.draw"),
                key=keys.FIRST_RANDOM_AGAIN,
                on_click=actions.on_draw,
                look=Look.OUTLINED,
                icon=ft.Icons.CASINO,
            )
        )
    if view.start is not None:
        controls.append(
            ft.Row(
                key=keys.FIRST_RESULT,
                controls=[
                    ft.Icon(ft.Icons.CHECK_CIRCLE, color=ft.Colors.PRIMARY),
                    ft.Text(describe(locale, view.start), expand=True, weight=ft.FontWeight.W_600),
                ],
            )
        )
    return controls


def _modes(locale: Locale, view: FirstView, actions: FirstActions) -> list[ft.Control]:
    buttons: list[ft.Control] = []
    for mode in FirstMode:
        buttons.append(
            choice(
                locale.t(f"setup.first.{mode.value}"),
                key=MODE_KEYS[mode],
                chosen=mode is view.mode,
                on_click=partial(actions.on_mode, mode),
                icon=MODE_ICONS[mode],
                chosen_look=Look.TONAL,
            )
        )
    return buttons


def _cut(
    locale: Locale,
    variant: Variant,
    names: Sequence[str],
    *,
    cuts: Sequence[str],
    view: CutView,
    on_cut: Callable[[int, str], None],
) -> list[ft.Control]:
    rows: list[ft.Control] = [
        ft.Text(
            locale.t(f"setup.cut.help.{variant.value}"), theme_style=ft.TextThemeStyle.BODY_SMALL
        )
    ]
    for seat, name in enumerate(names):
        rows.append(
            ft.Row(
                controls=[
                    ft.Text(name, expand=True, weight=ft.FontWeight.W_600),
                    identified(
                        ft.TextField(
                            key=keys.cut_field(seat),
                            value=cuts[seat],
                            label=locale.t("setup.cut.card"),
                            # Always shown, not a hint that shows only once the field has focus.
                            helper=locale.t("setup.cut.hint"),
                            helper_max_lines=2,
                            width=150,
                            dense=True,
                            capitalization=ft.TextCapitalization.CHARACTERS,
                            on_change=on_text(partial(on_cut, seat)),
                        ),
                        label=locale.t("setup.cut.card_of", player=name),
                    ),
                ]
            )
        )
        error = view.errors[seat]
        if error is not None:
            rows.append(error_line(locale.error(error)))
    if view.result is not None and not view.result.decided:
        tied = names_in_a_sentence(locale, view.result.redraw)
        rows.append(error_line(locale.t("setup.cut.redraw", players=tied)))
    return rows


def _pick(
    locale: Locale,
    names: Sequence[str],
    steps: Sequence[PickRow],
    on_pick: Callable[[int], None],
) -> list[ft.Control]:
    rows: list[ft.Control] = []
    for row in steps:
        buttons: list[ft.Control] = []
        for seat, name in enumerate(names):
            buttons.append(
                choice(
                    name,
                    key=keys.pick_choice(row.step.value, seat),
                    chosen=seat == row.chosen,
                    on_click=partial(on_pick, seat),
                    disabled=seat in row.taken,
                )
            )
        rows += [
            ft.Text(locale.t(f"setup.pick.{row.step.value}")),
            ft.Row(wrap=True, spacing=8, controls=buttons),
        ]
    return rows
