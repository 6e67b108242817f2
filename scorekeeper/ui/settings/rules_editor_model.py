"""The default house options' editor as data: what each field shows, and what was typed.

Why a model: a value the rules core refuses stays on screen to be corrected
while the saved value stands, so the editor shows what was typed where there is
something typed, else the saved value. That choice, and whether the saved rules
are the variant's standard ones (Reset then has nothing to do), are pure, and
tested without a page; the hook (``rules_editor_hook``) holds what was typed.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.ui.game.setup_model import option_texts

Typed = Mapping[tuple[Variant, str], str]
"""What was typed per variant and option, kept while a refused value waits for a fix."""


def shown_texts(variant: Variant, saved: HouseRules, typed: Typed) -> dict[str, str]:
    """Each option's field: what was typed for it, else the saved value."""
    return {
        name: typed.get((variant, name), text)
        for name, text in option_texts(variant, saved).items()
    }


def typed_in(typed: Typed, variant: Variant, name: str, text: str) -> Typed:
    """``typed`` with ``text`` in ``variant``'s option ``name``."""
    return {**typed, (variant, name): text}


def standard(variant: Variant) -> HouseRules:
    """The variant's own house options, what Reset puts back."""
    return HouseRules.defaults(house_options(variant))
