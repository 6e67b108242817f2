"""The table's house-rules dialog as a value, changed without a screen."""

from __future__ import annotations

from scorekeeper.rules.errors import InvalidCardError
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.revision import revision
from scorekeeper.ui.game.table.rules_edit import asking, opened, refused, typed


def _game() -> Game:
    return Game.start(
        ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )


def test_it_opens_on_the_games_rules_and_revision() -> None:
    game = _game()
    edit = opened(game)
    assert edit.texts["target"] == str(game.rules.target)
    assert edit.based_on == revision(game)
    assert not edit.confirming and edit.failure is None


def test_typing_after_a_refusal_clears_it_and_keeps_the_other_options() -> None:
    edit = refused(asking(opened(_game())), InvalidCardError("ZZ", hand=1))
    assert edit.failure is not None and not edit.confirming
    again = typed(edit, "target", "150")
    assert again.failure is None
    assert again.texts["target"] == "150"
    assert again.texts["gin_bonus"] == edit.texts["gin_bonus"]
