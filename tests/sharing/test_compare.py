"""Comparing two records, the three resolutions, and importing through the store."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.services.imports import (
    ImportStatus,
    StaleComparisonError,
    import_game,
    resolve,
)
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.compare import (
    HandStatus,
    Resolution,
    compare_games,
    keep_both,
    take_theirs,
)
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage.memory import MemoryRepository
from tests.sharing.reading import import_codes
from tests.storage.helpers import append_hand


def knock(by: str, **deadwood: int) -> HandEntry:
    return HandEntry(Result.KNOCK, by, deadwood)


HANDS = [
    knock("Ann", Ann=5, Bob=12),
    knock("Cid", Ann=6, Cid=8),
    HandEntry(Result.DRAW),
    HandEntry(Result.GIN, "Bob", {"Ann": 30}),
    knock("Bob", Bob=3, Cid=3),
]


def game_of(hands: list[HandEntry], game_id: str = "g1", **options: object) -> Game:
    game = Game.start(
        ("Ann", "Bob", "Cid"),
        Variant.BOX,
        first=Seats.of_box(Roles("Ann", "Bob", "Cid")),
        rules=HouseRules.from_options(house_options(Variant.BOX), options),
        game_id=game_id,
        created="2025-06-01T18:00:00+00:00",
    )
    for hand in hands:
        game = game.record(hand)
    return game


MINE = game_of(HANDS)


def test_identical_records() -> None:
    comparison = compare_games(MINE, game_of(HANDS))
    assert comparison.settings == ()
    assert comparison.differences == ()
    assert comparison.fingerprint_here == comparison.fingerprint_there


def test_a_hand_with_other_deadwood_shows_the_score_consequence() -> None:
    theirs = game_of([*HANDS[:4], knock("Bob", Bob=3, Cid=13)])
    comparison = compare_games(MINE, theirs)
    (row,) = comparison.differences
    assert row.status is HandStatus.DIFFERENT
    assert row.here is not None and row.there is not None
    assert (row.here.number, row.there.number) == (5, 5)
    assert row.here.points == {"Ann": 0, "Bob": 0, "Cid": 10}
    assert row.there.points == {"Ann": 0, "Bob": 10, "Cid": 0}
    assert row.point_change == {"Ann": 0, "Bob": 10, "Cid": -10}
    assert "undercut" in row.here.explanation
    assert "13 − 3 = 10" in row.there.explanation
    here, there = comparison.totals_here, comparison.totals_there
    assert {p: there[p] - here[p] for p in here} == {"Ann": 0, "Bob": 10, "Cid": -10}


def test_a_hand_missing_in_the_middle_is_one_row_only_here() -> None:
    theirs = game_of([*HANDS[:2], *HANDS[3:]])
    comparison = compare_games(MINE, theirs)
    statuses = [row.status for row in comparison.rows]
    assert statuses == [
        HandStatus.SAME,
        HandStatus.SAME,
        HandStatus.ONLY_HERE,
        HandStatus.SAME,
        HandStatus.SAME,
    ]
    only = comparison.rows[2]
    assert only.here is not None and only.there is None
    assert only.here.number == 3


def test_extra_hands_there_are_only_there() -> None:
    theirs = MINE.record(knock("Cid", Cid=2, Ann=9))
    comparison = compare_games(MINE, theirs)
    (row,) = comparison.differences
    assert row.status is HandStatus.ONLY_THERE
    assert row.there is not None and row.there.number == 6
    assert row.point_change == {"Ann": 0, "Bob": 0, "Cid": 7}


def test_settings_differences_are_listed() -> None:
    theirs = game_of(HANDS, target=150, gin_bonus=20)
    comparison = compare_games(MINE, theirs)
    names = {(s.name, s.here, s.there) for s in comparison.settings}
    assert names == {("house rule 'target'", "100", "150"), ("house rule 'gin_bonus'", "25", "20")}
    row = comparison.rows[3]
    assert row.status is HandStatus.SAME
    assert row.point_change == {"Ann": 0, "Bob": -5, "Cid": 0}


def test_pure_resolutions() -> None:
    theirs = game_of([*HANDS[:3], knock("Bob", Bob=2, Ann=40)], target=150)
    comparison = compare_games(MINE, theirs)
    assert comparison.here is MINE
    taken = take_theirs(comparison, "2025-06-01T20:00:00+00:00")
    assert taken.id == MINE.id
    assert (taken.hands, taken.rules) == (theirs.hands, theirs.rules)
    assert fingerprint(taken) == fingerprint(theirs)
    # Hands 1-3 are the same on both phones and are not logged; the rules are (hand 0).
    assert [(c.kind.value, c.hand) for c in taken.corrections] == [
        ("take", 0),
        ("take", 4),
        ("take", 5),
    ]
    assert keep_both(comparison, "g2") == (MINE, replace(theirs, id="g2"))


def test_taking_theirs_with_other_players_replaces_the_record_whole() -> None:
    theirs = Game.start(
        ("Ann", "Bob", "Dee"),
        Variant.BOX,
        first=Seats.of_box(Roles("Ann", "Bob", "Dee")),
        game_id="x",
    )
    comparison = compare_games(MINE, theirs)
    assert {s.name for s in comparison.settings} >= {"players", "first roles"}
    assert all(row.status is HandStatus.ONLY_HERE for row in comparison.rows)
    assert take_theirs(comparison, "t") == replace(theirs, id=MINE.id)


# --- through the store ------------------------------------------------------------------


def store_with(game: Game) -> MemoryRepository:
    ids = iter(f"id{n}" for n in range(100))
    repository = MemoryRepository(clock=lambda: "2025-06-02T10:00:00+00:00", new_id=ids.__next__)
    GameService(repository).import_games([game])
    return repository


def test_a_new_game_is_stored() -> None:
    repository = store_with(MINE)
    other = game_of(HANDS[:2], game_id="new1")
    result = import_codes(GameService(repository), game_to_codes(other))
    assert result.status is ImportStatus.ADDED
    assert repository.load_game("new1") == other
    assert len(repository.list_games()) == 2


def test_the_same_game_again_changes_nothing() -> None:
    repository = store_with(MINE)
    before = repository.list_games()
    result = import_game(GameService(repository), MINE)
    assert result.status is ImportStatus.UNCHANGED
    assert repository.list_games() == before


def test_a_different_record_is_compared_not_stored() -> None:
    repository = store_with(MINE)
    theirs = game_of([*HANDS, knock("Cid", Cid=1, Ann=20)])
    result = import_game(GameService(repository), theirs)
    assert result.status is ImportStatus.CONFLICT
    assert result.comparison is not None
    assert repository.load_game(MINE.id) == MINE
    assert len(repository.list_games()) == 1


@pytest.mark.parametrize("resolution", list(Resolution))
def test_resolutions_through_the_store(resolution: Resolution) -> None:
    repository = store_with(MINE)
    theirs = game_of([*HANDS[:3], knock("Bob", Bob=2, Ann=40)], target=150)
    comparison = import_game(GameService(repository), theirs).comparison
    assert comparison is not None
    stored = resolve(GameService(repository), comparison, resolution)
    if resolution is Resolution.KEEP_MINE:
        assert stored == (MINE,)
        assert repository.load_game(MINE.id) == MINE
    elif resolution is Resolution.TAKE_THEIRS:
        (game,) = stored
        assert game.id == MINE.id
        assert (game.hands, game.rules) == (theirs.hands, theirs.rules)
        assert repository.load_game(MINE.id) == game
        assert fingerprint(game) == fingerprint(theirs)
        assert len(repository.list_games()) == 1
    else:
        mine, copy = stored
        assert mine == repository.load_game(MINE.id) == MINE
        assert copy.id != MINE.id
        assert replace(copy, id=theirs.id) == theirs
        assert len(repository.list_games()) == 2


def test_resolving_take_theirs_with_other_players_replaces_the_stored_record() -> None:
    repository = store_with(MINE)
    theirs = Game.start(
        ("Ann", "Bob", "Dee"),
        Variant.BOX,
        first=Seats.of_box(Roles("Ann", "Bob", "Dee")),
        game_id="g1",
    )
    comparison = import_game(GameService(repository), theirs).comparison
    assert comparison is not None
    (game,) = resolve(GameService(repository), comparison, Resolution.TAKE_THEIRS)
    kept_creation = replace(theirs, id=MINE.id, created=MINE.created)
    assert repository.load_game(MINE.id) == game == kept_creation
    assert len(repository.list_games()) == 1


def test_a_stale_comparison_is_refused() -> None:
    repository = store_with(MINE)
    comparison = import_game(GameService(repository), game_of(HANDS[:2])).comparison
    assert comparison is not None
    append_hand(repository, MINE.id, knock("Cid", Cid=2, Ann=40))
    with pytest.raises(StaleComparisonError):
        resolve(GameService(repository), comparison, Resolution.TAKE_THEIRS)


def test_a_game_whose_id_was_deleted_here_is_added_as_a_new_game() -> None:
    repository = store_with(MINE)
    repository.delete_game(MINE.id)
    result = import_game(GameService(repository), game_of(HANDS[:1]))
    assert result.status is ImportStatus.ADDED
    assert result.game.id != MINE.id
