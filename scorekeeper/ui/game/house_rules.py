"""The house-options editor: the new-game form's, the table's rules dialog's and Settings'.

Each option of the variant gets its label, a one-line explanation and an
editor: a number field, or one button per named value. A refusal from the
core (``HouseRuleError``) is shown right under the option it belongs to.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.refusals import option_refusal
from scorekeeper.i18n.words import option_name, option_value
from scorekeeper.rules.house_options import HouseOption, OptionKind
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.setup_model import OptionsView
from scorekeeper.ui.kit import Look, choice, error_line
from scorekeeper.ui.text_field import typed_text
from scorekeeper.ui.widgets import identified

OWN_NAMES: Mapping[str, str] = {
    "knock_formula": "table.option.knock_formula.label",
    "tie": "table.option.tie.label",
}
"""The options the table names in its own words, a label that leads into the choices;
every other one by its one name."""


def _named(
    locale: Locale, option: HouseOption, current: str, on_change: Callable[[str, str], None]
) -> ft.Control:
    """One button per choice of a word option, the chosen one marked."""
    name = option.key
    buttons = [
        choice(
            option_value(locale.t, name, value, {}),
            key=keys.option_choice(name, value),
            chosen=value == current,
            on_click=partial(on_change, name, value),
            chosen_look=Look.TONAL,
        )
        for value in option.words
    ]
    return ft.Row(wrap=True, spacing=8, run_spacing=8, controls=buttons)


def _number(name: str, text: str, label: str, on_change: Callable[[str, str], None]) -> ft.Control:
    """A small number field; its label is spoken, not drawn (the option's name is beside it)."""
    return identified(
        ft.TextField(
            key=keys.option_field(name),
            value=text,
            width=96,
            dense=True,
            keyboard_type=ft.KeyboardType.NUMBER,
            text_align=ft.TextAlign.END,
            on_change=lambda e: on_change(name, typed_text(e)),
        ),
        label=label,
    )


def options_editor(
    locale: Locale,
    variant: Variant,
    texts: Mapping[str, str],
    view: OptionsView,
    on_change: Callable[[str, str], None],
) -> list[ft.Control]:
    """One block per option of ``variant``'s table: label, explanation, editor, refusal."""
    blocks: list[ft.Control] = []
    for option in house_options(variant):
        name = option.key
        label = option_name(locale.t, name, OWN_NAMES)
        explanation = ft.Text(
            locale.t(f"table.option.{name}.help.{variant.value}"),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
            color=ft.Colors.ON_SURFACE_VARIANT,
        )
        text = texts.get(name, "")
        words = ft.Column(
            spacing=2,
            controls=[ft.Text(label, theme_style=ft.TextThemeStyle.BODY_LARGE), explanation],
        )
        if option.kind is OptionKind.WORD:
            rows: list[ft.Control] = [words, _named(locale, option, text, on_change)]
        else:
            words.expand = True  # beside the field, the words take the rest of the row
            rows = [
                ft.Row(
                    vertical_alignment=ft.CrossAxisAlignment.CENTER,
                    controls=[words, _number(name, text, label, on_change)],
                )
            ]
        error = view.errors.get(name)
        if error is not None:
            rows.append(error_line(option_refusal(locale, error), keys.option_error(name)))
        blocks.append(option_block(rows))
    return blocks


def option_block(rows: list[ft.Control]) -> ft.Column:
    """One option's rows, as wide as the editor.

    Stretched, because the new-game form shows the editor in an expansion tile,
    which centres each block: a block narrower than the tile (the tie option,
    with its short explanation and two short buttons) was set in from the left
    while the wide blocks around it were not.
    """
    return ft.Column(spacing=4, horizontal_alignment=ft.CrossAxisAlignment.STRETCH, controls=rows)
