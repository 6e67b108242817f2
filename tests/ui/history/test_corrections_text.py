"""The audit trail and seats as played, in the words the table and the history show."""

from __future__ import annotations

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.i18n.hand_words import correction_text
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import seats_note
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.ui.history.model import hand_lines
from scorekeeper.views.table import table_view
from tests.rules.helpers import DRAW, box_game, knock


def locale(catalog: Catalog, language: str = "en") -> Locale:
    return Locale(catalog=catalog, language=language, choose=lambda _language: None)


def _corrected() -> Game:
    """Hand 1 corrected after hand 2 was played: hand 2 keeps its seats."""
    game = box_game().record(knock("Ann", Ann=5, Bob=12)).record(knock("Cid", Ann=20, Cid=3))
    return game.edit(1, knock("Bob", Ann=12, Bob=5), at="2026-11-30T21:40:00+01:00")


def test_the_hand_list_marks_a_hand_off_the_rotation_with_the_reason(catalog: Catalog) -> None:
    game = _corrected()
    rows = {row.number: row for row in table_view(game, replay(game)).rows}
    assert (rows[1].off_rotation, rows[2].off_rotation, rows[2].corrected) == (False, True, 1)
    assert seats_note(locale(catalog), rows[2].corrected) == (
        "Seats as played: hand 1 was corrected later"
    )


def test_the_history_marks_it_too(catalog: Catalog) -> None:
    game = _corrected()
    lines = hand_lines(replay(game), game.corrections)
    assert [(line.off_rotation, line.corrected) for line in lines] == [(False, None), (True, 1)]


def _every_kind() -> Game:
    game = box_game(target=500).record(knock("Ann", Ann=5, Bob=12)).record(DRAW)
    game = game.undo_last(at="2026-11-30T21:00:00+01:00")
    game = game.redo(2, DRAW, at="2026-11-30T21:01:00+01:00")
    game = game.edit(2, knock("Ann", Ann=2, Cid=9), at="2026-11-30T21:02:00+01:00")
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 150, "gin_bonus": 20})
    game = game.with_rules(rules, at="2026-11-30T21:03:00+01:00")
    theirs = game.record(DRAW)
    to_200 = HouseRules.from_options(house_options(Variant.BOX), {"target": 200})
    theirs = theirs.with_rules(to_200, at="x")
    return game.take(theirs, at="2026-11-30T21:04:00+01:00")


def test_each_correction_is_told_in_its_own_words(catalog: Catalog) -> None:
    game = _every_kind()
    texts = [correction_text(locale(catalog), game, c) for c in game.corrections]
    assert texts[0].startswith("Hand 2 was undone")
    assert texts[1].startswith("Hand 2 was put back with Redo") and texts[1].endswith(
        "Draw: the stock ran out."
    )
    assert texts[2].startswith("Hand 2 was changed")
    assert texts[3].startswith("The house rules were changed") and "to 500 → to 150" in texts[3]
    assert "gin 25 → gin 20" in texts[3]
    # Taking theirs: their rules change (carried with their record), the rules taken,
    # and the one hand they have that this phone had not; nothing for the equal hands.
    assert texts[-2].startswith("The house rules were taken from the other phone's record")
    assert "to 150 → to 200" in texts[-2]
    assert texts[-1].startswith("Hand 3 was added from the other phone's record")
    assert not any(text.startswith(("Hand 1 ", "Hand 2 was taken")) for text in texts[4:])


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_kind_reads_in_every_language(catalog: Catalog, language: str) -> None:
    game = _corrected()
    rows = table_view(game, replay(game)).rows
    assert "{" not in seats_note(locale(catalog, language), rows[0].corrected)
    full = _every_kind()
    for correction in full.corrections:
        text = correction_text(locale(catalog, language), full, correction)
        assert text and "{" not in text
