"""The house options a new game starts with, for the default variant.

The same editor as the new-game form's and the table's (``options_editor``):
each option with its name, what it does and the core's refusal under it. What
differs is when a value counts: here each value the rules core accepts is saved
as it is typed (no Save button to forget), while a refused one stays on screen
to be corrected and the saved value stands (``rules_editor_model``,
``rules_editor_hook``); this module draws.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.rules.variants import Variant
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.game.house_rules import options_editor
from scorekeeper.ui.kit import action
from scorekeeper.ui.settings import keys
from scorekeeper.ui.settings.rules_editor_hook import use_rules_editor


@ft.component
def rules_editor(variant: Variant) -> ft.Control:
    """``variant``'s house options as saved, each saved again as an accepted value is typed."""
    locale = use_locale()
    editor = use_rules_editor(variant)
    return ft.Column(
        spacing=12,
        controls=[
            *options_editor(locale, variant, editor.texts, editor.checked, editor.on_option),
            action(
                locale.t("settings.rules.reset"),
                key=keys.RULES_RESET,
                on_click=editor.reset,
                icon=ft.Icons.RESTART_ALT,
                disabled=editor.is_standard and not editor.checked.errors,
            ),
        ],
    )
