"""The default house options' editor: what was typed, and each accepted value saved at once.

There is no Save button to forget: an option the rules core accepts is saved
as it is typed (``with_typed_option`` keeps the saved rules for a refused one),
and what was typed stays on screen until it is fixed or Reset.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.rules.variants import Variant
from scorekeeper.ui.game.setup_model import OptionsView, options_view, with_typed_option
from scorekeeper.ui.settings import rules_editor_model as model
from scorekeeper.ui.settings.state import use_preferences


@dataclass(frozen=True, slots=True)
class RulesEditor:
    """What the editor draws for one variant, and what its fields and Reset do."""

    texts: dict[str, str]
    checked: OptionsView
    """Each field's text checked on its own, so each refusal sits beside its field."""
    is_standard: bool
    """The saved options are the variant's own: Reset has nothing to put back."""
    on_option: Callable[[str, str], None]
    reset: Callable[[], None]


def use_rules_editor(variant: Variant) -> RulesEditor:
    """``variant``'s options as saved and as typed, each accepted value saved as it is typed."""
    preferences = use_preferences()
    saved = preferences.settings.rules_for(variant)
    empty: model.Typed = {}
    typed, set_typed = ft.use_state(empty)
    texts = model.shown_texts(variant, saved, typed)

    def on_option(name: str, text: str) -> None:
        set_typed(lambda kept: model.typed_in(kept, variant, name, text))
        preferences.change(
            lambda s: s.with_rules(
                variant, with_typed_option(variant, s.rules_for(variant), name, text)
            )
        )

    def reset() -> None:
        set_typed({})
        preferences.change(lambda s: s.with_rules(variant, model.standard(variant)))

    is_standard = saved == model.standard(variant)
    return RulesEditor(texts, options_view(variant, texts), is_standard, on_option, reset)
