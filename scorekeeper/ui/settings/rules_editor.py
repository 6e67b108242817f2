"""The house options a new game starts with, for the default variant.

Each number is checked as it is typed, by the rules core itself
(``HouseRules.from_options``): a value the rules refuse is shown as an error
under its field, in the player's language, and not saved; every accepted value
is saved at once (no Save button to forget).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

import flet as ft

from scorekeeper.i18n.words import option_name, option_value
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.house_options import OptionKind
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.kit import action, typed_text
from scorekeeper.ui.option_refusal import option_refusal
from scorekeeper.ui.settings import keys
from scorekeeper.ui.settings.state import use_preferences
from scorekeeper.ui.settings.widgets import choice_chips
from scorekeeper.ui.widgets import identified

OWN_NAMES: Mapping[str, str] = {
    "knock_formula": "settings.option.knock_formula",
    "tie": "settings.option.tie",
}
"""The options the settings name in their own words (a heading over capitalised
choices: "Scoring a winning knock"); the number fields by their one name ("Target")."""
OWN_VALUES: Mapping[tuple[str, str], str] = {
    ("knock_formula", "each_minus_own"): "settings.option.knock_formula.each_minus_own",
    ("knock_formula", "sum_minus_own"): "settings.option.knock_formula.sum_minus_own",
    ("tie", "undercut"): "settings.option.tie.undercut",
    ("tie", "no_score"): "word.nobody_scores",
}
"""The settings' chips: each choice as a capitalised phrase that stands alone."""


@ft.component
def rules_editor(variant: Variant) -> ft.Control:
    """Fields for ``variant``'s numeric options, chips for its choices, and a reset."""
    locale = use_locale()
    t = locale.t
    preferences = use_preferences()
    rules = preferences.settings.rules_for(variant)
    options = rules.to_options(house_options(variant))
    drafts, set_drafts = ft.use_state(dict[str, str]())
    errors, set_errors = ft.use_state(dict[str, str]())

    def save(name: str, value: object) -> None:
        try:
            changed = HouseRules.from_options(house_options(variant), {**options, name: value})
        except ScorekeeperError as exc:
            set_errors({**errors, f"{variant.value}.{name}": option_refusal(locale, exc)})
            return
        set_errors({k: v for k, v in errors.items() if k != f"{variant.value}.{name}"})
        preferences.change(lambda s: s.with_rules(variant, changed))

    def typed(name: str, text: str) -> None:
        set_drafts(lambda kept: {**kept, f"{variant.value}.{name}": text})
        stripped = text.strip()
        value: object = int(stripped) if stripped.lstrip("-").isdigit() else stripped
        save(name, value)

    def typed_event(name: str, e: ft.Event[ft.TextField]) -> None:
        typed(name, typed_text(e))

    def reset() -> None:
        set_drafts({})
        set_errors({})
        preferences.change(lambda s: s.with_rules(variant, HouseRules.defaults(table)))

    table = house_options(variant)
    fields: list[ft.Control] = []
    for name in (option.key for option in table if option.kind is OptionKind.NUMBER):
        field = identified(
            ft.TextField(
                key=keys.rule_field(name),
                label=option_name(t, name, OWN_NAMES),
                value=drafts.get(f"{variant.value}.{name}", str(options[name])),
                error=errors.get(f"{variant.value}.{name}"),
                keyboard_type=ft.KeyboardType.NUMBER,
                on_change=functools.partial(typed_event, name),
            )
        )
        # The row lays out the wrapper: one field a line on a phone (side by side,
        # half a 360 px screen clipped German labels: "Strafe fürs Unterb…"), two
        # from a small tablet up.
        field.col = {"xs": 12, "sm": 6}
        fields.append(field)
    controls: list[ft.Control] = [ft.ResponsiveRow(fields, spacing=12, run_spacing=12)]
    for option in table:
        if option.kind is not OptionKind.WORD:
            continue
        name = option.key
        controls += [
            ft.Text(option_name(t, name, OWN_NAMES), weight=ft.FontWeight.W_600),
            choice_chips(
                [
                    (
                        keys.rule_choice(name, value),
                        option_value(t, name, value, OWN_VALUES),
                        options[name] == value,
                        functools.partial(save, name, value),
                    )
                    for value in option.words
                ]
            ),
        ]
    standard = rules == HouseRules.defaults(house_options(variant))
    controls.append(
        action(
            t("settings.rules.reset"),
            key=keys.RULES_RESET,
            on_click=reset,
            icon=ft.Icons.RESTART_ALT,
            disabled=standard and not errors,
        )
    )
    return ft.Column(controls, spacing=12)
