"""The default house options' editor: a typed value shows until it is fixed, per variant."""

from __future__ import annotations

from scorekeeper.rules.variants import Variant
from scorekeeper.ui.settings.rules_editor_model import shown_texts, standard, typed_in


def test_what_was_typed_shows_in_place_of_the_saved_value_of_that_variant_only() -> None:
    saved = standard(Variant.JERSEY)
    typed = typed_in({}, Variant.JERSEY, "target", "abc")
    shown = shown_texts(Variant.JERSEY, saved, typed)
    assert shown["target"] == "abc"
    assert shown["knock_limit"] == str(saved.knock_limit), "an untyped field shows the saved value"
    box = shown_texts(Variant.BOX, standard(Variant.BOX), typed)
    assert box["target"] == str(standard(Variant.BOX).target), "typed in jersey, not in box"


def test_typing_again_replaces_what_was_typed_and_keeps_the_rest() -> None:
    typed = typed_in(typed_in({}, Variant.BOX, "target", "1"), Variant.BOX, "gin_bonus", "30")
    assert typed_in(typed, Variant.BOX, "target", "150") == {
        (Variant.BOX, "target"): "150",
        (Variant.BOX, "gin_bonus"): "30",
    }
