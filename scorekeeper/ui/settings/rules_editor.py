"""The house options a new game starts with, for the default variant.

The same editor as the new-game form's and the table's (``options_editor``):
each option with its name, what it does and the core's refusal under it. What
differs is when a value counts: here each value the rules core accepts is saved
as it is typed (no Save button to forget), while a refused one stays on screen
to be corrected and the saved value stands.
"""

from __future__ import annotations

from collections.abc import Mapping

import flet as ft

from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.game.house_rules import options_editor
from scorekeeper.ui.game.setup_model import option_texts, options_view, with_typed_option
from scorekeeper.ui.kit import action
from scorekeeper.ui.settings import keys
from scorekeeper.ui.settings.state import use_preferences

Typed = Mapping[tuple[Variant, str], str]
"""What was typed per variant and option, kept while a refused value waits for a fix."""


@ft.component
def rules_editor(variant: Variant) -> ft.Control:
    """``variant``'s house options as saved, each saved again as an accepted value is typed."""
    locale = use_locale()
    preferences = use_preferences()
    saved = preferences.settings.rules_for(variant)
    typed, set_typed = ft.use_state(dict[tuple[Variant, str], str]())
    texts = {
        name: typed.get((variant, name), text)
        for name, text in option_texts(variant, saved).items()
    }
    checked = options_view(variant, texts)

    def on_option(name: str, text: str) -> None:
        set_typed(lambda kept: {**kept, (variant, name): text})
        preferences.change(
            lambda s: s.with_rules(
                variant, with_typed_option(variant, s.rules_for(variant), name, text)
            )
        )

    def reset() -> None:
        set_typed({})
        preferences.change(
            lambda s: s.with_rules(variant, HouseRules.defaults(house_options(variant)))
        )

    standard = saved == HouseRules.defaults(house_options(variant))
    return ft.Column(
        spacing=12,
        controls=[
            *options_editor(locale, variant, texts, checked, on_option),
            action(
                locale.t("settings.rules.reset"),
                key=keys.RULES_RESET,
                on_click=reset,
                icon=ft.Icons.RESTART_ALT,
                disabled=standard and not checked.errors,
            ),
        ],
    )
