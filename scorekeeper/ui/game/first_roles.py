"""Who starts: by the three cut cards, by picking, or by lots the app draws.

``FirstChoice`` is the form's state for this section; ``first_of`` reads who
starts from it (the cut through the core's ``first_from_cut``); ``first_section``
draws it. In ``box`` the start is the first roles (box, captain, sitter), in
``jersey`` the first dealer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial

import flet as ft

from scorekeeper.rules.hands import Roles
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.context import Locale
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.parts import error_line
from scorekeeper.ui.game.setup_model import CutView, cut_view, random_first
from scorekeeper.ui.widgets import identified

MODES = ("cut", "pick", "random")
MODE_KEYS = {
    "cut": keys.FIRST_MODE_CUT,
    "pick": keys.FIRST_MODE_PICK,
    "random": keys.FIRST_MODE_RANDOM,
}
MODE_ICONS = {"cut": ft.Icons.CONTENT_CUT, "pick": ft.Icons.TOUCH_APP, "random": ft.Icons.CASINO}


@dataclass(frozen=True, slots=True)
class FirstChoice:
    """The "who starts" part of the form."""

    mode: str = "cut"
    cuts: tuple[str, ...] = ("", "", "")
    """Cut card per seat, as typed."""
    picked: tuple[int, ...] = ()
    """Seats tapped in Pick mode: the box then the captain (``jersey``: the dealer)."""
    drawn: Roles | str | None = None
    """The lots drawn in Random mode."""


def first_of(variant: Variant, names: Sequence[str], choice: FirstChoice) -> Roles | str | None:
    """Who starts, or None while the section is incomplete."""
    if choice.mode == "cut":
        result = cut_view(variant, names, choice.cuts).result
        if result is None or not result.decided:
            return None
        return result.roles if variant is Variant.BOX else result.dealer
    if choice.mode == "pick":
        picked = [names[s] for s in choice.picked]
        if variant is Variant.JERSEY:
            return picked[0] if picked else None
        if len(picked) < 2:
            return None
        sitter = next(n for n in names if n not in picked)
        return Roles(box=picked[0], captain=picked[1], sitter=sitter)
    drawn = choice.drawn
    if isinstance(drawn, Roles) and sorted(drawn.as_tuple()) == sorted(names):
        return drawn
    return drawn if isinstance(drawn, str) and drawn in names else None


def pick(variant: Variant, choice: FirstChoice, seat: int) -> FirstChoice:
    """A player tapped in Pick mode (tapping again starts over)."""
    needed = 1 if variant is Variant.JERSEY else 2
    picked = choice.picked if seat not in choice.picked and len(choice.picked) < needed else ()
    return replace(choice, picked=(*picked, seat))


def draw_lots(
    variant: Variant, names: Sequence[str], choice: FirstChoice, rng: random.Random
) -> FirstChoice:
    """Random mode: lots drawn with ``rng`` (the shell's randomness, not the rules')."""
    return replace(choice, drawn=random_first(variant, names, rng))


def describe(locale: Locale, first: Roles | str) -> str:
    """``Ann is in the box and deals · Bob captains · Cid sits out`` / ``Ann deals first``."""
    if isinstance(first, Roles):
        return locale.t(
            "setup.first.roles", box=first.box, captain=first.captain, sitter=first.sitter
        )
    return locale.t("setup.first.dealer", dealer=first)


def _cut(
    locale: Locale,
    variant: Variant,
    names: Sequence[str],
    choice: FirstChoice,
    on_cut: Callable[[int, str], None],
) -> list[ft.Control]:
    view: CutView = cut_view(variant, names, choice.cuts)
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
                            value=choice.cuts[seat],
                            label=locale.t("setup.cut.card"),
                            hint_text=locale.t("setup.cut.hint"),
                            width=130,
                            dense=True,
                            capitalization=ft.TextCapitalization.CHARACTERS,
                            on_change=lambda e, seat=seat: on_cut(seat, e.control.value),
                        )
                    ),
                ]
            )
        )
        error = view.errors[seat]
        if error is not None:
            rows.append(error_line(locale.error(error)))
    if view.result is not None and not view.result.decided:
        rows.append(error_line(locale.t("setup.cut.redraw", players=", ".join(view.result.redraw))))
    return rows


def _pick(
    locale: Locale,
    variant: Variant,
    names: Sequence[str],
    choice: FirstChoice,
    on_pick: Callable[[int], None],
) -> list[ft.Control]:
    steps = ("dealer",) if variant is Variant.JERSEY else ("box", "captain")
    rows: list[ft.Control] = []
    for index, step in enumerate(steps):
        if index > len(choice.picked):
            break
        chosen = choice.picked[index] if index < len(choice.picked) else None
        buttons: list[ft.Control] = []
        for seat, name in enumerate(names):
            taken = seat in choice.picked[:index]
            button_type = ft.FilledButton if seat == chosen else ft.OutlinedButton
            buttons.append(
                identified(
                    button_type(
                        content=name,
                        key=keys.pick_choice(step, seat),
                        icon=ft.Icons.CHECK if seat == chosen else None,
                        disabled=taken,
                        on_click=partial(on_pick, seat),
                    )
                )
            )
        rows += [
            ft.Text(locale.t(f"setup.pick.{step}")),
            ft.Row(wrap=True, spacing=8, controls=buttons),
        ]
    return rows


def first_section(
    locale: Locale,
    variant: Variant,
    names: Sequence[str],
    choice: FirstChoice,
    *,
    on_mode: Callable[[str], None],
    on_cut: Callable[[int, str], None],
    on_pick: Callable[[int], None],
    on_draw: Callable[[], None],
) -> list[ft.Control]:
    """The mode buttons, the chosen mode's controls and who starts."""
    modes: list[ft.Control] = []
    for mode in MODES:
        chosen = mode == choice.mode
        button_type = ft.FilledTonalButton if chosen else ft.OutlinedButton
        modes.append(
            ft.Container(
                expand=True,
                content=identified(
                    button_type(
                        content=locale.t(f"setup.first.{mode}"),
                        key=MODE_KEYS[mode],
                        icon=ft.Icons.CHECK if chosen else MODE_ICONS[mode],
                        on_click=partial(on_mode, mode),
                    )
                ),
            )
        )
    controls: list[ft.Control] = [ft.Row(spacing=6, controls=modes)]
    if choice.mode == "cut":
        controls += _cut(locale, variant, names, choice, on_cut)
    elif choice.mode == "pick":
        controls += _pick(locale, variant, names, choice, on_pick)
    else:
        label = "setup.first.draw_again" if choice.drawn else "setup.first.draw"
        controls.append(
            identified(
                ft.OutlinedButton(
                    locale.t(label),
                    key=keys.FIRST_RANDOM_AGAIN,
                    icon=ft.Icons.CASINO,
                    on_click=on_draw,
                )
            )
        )
    first = first_of(variant, names, choice)
    if first is not None:
        controls.append(
            ft.Row(
                key=keys.FIRST_RESULT,
                controls=[
                    ft.Icon(ft.Icons.CHECK_CIRCLE, color=ft.Colors.PRIMARY),
                    ft.Text(describe(locale, first), expand=True, weight=ft.FontWeight.W_600),
                ],
            )
        )
    return controls
