"""Statistics count who sat where as played, also after an earlier hand was corrected."""

from __future__ import annotations

import json

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.session import dumps_session, loads_session
from scorekeeper.rules.variants import Variant
from scorekeeper.stats import PlayedGame, player_stats
from scorekeeper.stats.record import from_record, to_record


def _corrected_game() -> Game:
    """Ann won hand 1 (as entered), so hand 2 was played with Ann in the box and Bob out.

    Hand 1 is corrected afterwards: Bob won it. Hand 2 was still played as it was.
    """
    game = Game.start(
        ["Ann", "Bob", "Cid"], Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    game = game.record(HandEntry(Result.KNOCK, "Ann", {"Ann": 5, "Bob": 12}))
    game = game.record(HandEntry(Result.KNOCK, "Cid", {"Ann": 20, "Cid": 3}))
    return game.edit(1, HandEntry(Result.KNOCK, "Bob", {"Ann": 12, "Bob": 5}), at="t")


def test_duels_and_seat_counts_use_the_seats_as_played() -> None:
    played = PlayedGame.of(_corrected_game())
    # Hand 2 was Ann (box) against Cid (captain), Bob out, whatever hand 1 became.
    assert played.duels == (("Ann", "Bob", "Bob"), ("Ann", "Cid", "Cid"))
    stats = {s.name: s for s in player_stats([played]).values()}
    assert (stats["Bob"].hands_sat_out, stats["Cid"].hands_sat_out) == (1, 1)
    assert (stats["Ann"].hands_in_box, stats["Bob"].hands_in_box) == (2, 0)
    assert (stats["Bob"].points_won, stats["Cid"].points_won) == (7, 17)


def test_the_saved_record_of_a_corrected_game_reads_back_the_same() -> None:
    game = loads_session(dumps_session(_corrected_game()))
    played = PlayedGame.of(game)
    assert from_record(json.loads(json.dumps(to_record(played)))) == played
