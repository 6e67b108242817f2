"""The repository contract, run against the memory store and the TinyDB store on disk.

Where it matters, a test reopens the store (``stores.reopen``): for TinyDB that
closes it and reads everything back from the files, so the same assertions
check what was persisted.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from scorekeeper.rules.errors import (
    GameOverError,
    HandIndexError,
    PlayerCountError,
    SitterCannotKnockError,
)
from scorekeeper.rules.game import CorrectionKind, Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.session import session_to_dict
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.errors import StaleDeletedError
from scorekeeper.services.games import GameService
from scorekeeper.storage.errors import (
    GameChangedError,
    GameDeletedError,
    GameNotFoundError,
    ImportChangedError,
    RepositoryClosedError,
    StorageError,
)
from scorekeeper.storage.memory import MemoryRepository
from scorekeeper.storage.model import GameSummary, ImportAction
from scorekeeper.storage.repository import GameRepository
from tests.storage.conftest import Stores
from tests.storage.helpers import (
    DRAW,
    FIRST,
    PLAYERS,
    FakeClock,
    SequentialIds,
    append_hand,
    box_knock,
    change_rules,
    edit_hand,
    finish,
    new_box_game,
    play,
    sitter_knock,
    undo_last_hand,
)


def test_a_new_game_gets_an_id_and_creation_time_and_is_listed(stores: Stores) -> None:
    repo = stores.open()
    game = GameService(repo).create(PLAYERS, Variant.BOX, first=FIRST)
    assert game.id == "g0001"
    assert game.created == "2024-05-01T12:00:01+00:00"
    repo = stores.reopen(repo)
    assert repo.load_game(game.id) == game
    assert repo.list_games() == [
        GameSummary(
            id="g0001",
            created="2024-05-01T12:00:01+00:00",
            updated="2024-05-01T12:00:01+00:00",
            variant=Variant.BOX,
            players=PLAYERS,
            hands=0,
            finished=False,
            winner=None,
            totals={"Ann": 0, "Bob": 0, "Cid": 0},
        )
    ]


def test_a_bad_new_game_is_refused_and_nothing_is_stored(repo: GameRepository) -> None:
    with pytest.raises(PlayerCountError):
        GameService(repo).create(["Ann", "Bob"], Variant.BOX, first=FIRST)
    assert repo.list_games() == []


def test_appended_hands_are_stored_and_summarised(stores: Stores) -> None:
    repo = stores.open()
    game = new_box_game(repo)
    game = append_hand(repo, game.id, box_knock(game, captain_deadwood=12))
    game = append_hand(repo, game.id, DRAW)
    repo = stores.reopen(repo)
    loaded = repo.load_game(game.id)
    assert loaded == game
    assert [h.result for h in loaded.hands] == [Result.KNOCK, Result.DRAW]
    (summary,) = repo.list_games()
    assert (summary.hands, dict(summary.totals)) == (2, {"Ann": 10, "Bob": 0, "Cid": 0})
    assert summary.updated > summary.created


def test_a_refused_hand_changes_nothing(stores: Stores) -> None:
    repo = stores.open()
    game = play(repo, new_box_game(repo), 2)
    with pytest.raises(SitterCannotKnockError, match="hand 3"):
        append_hand(repo, game.id, sitter_knock(game))
    repo = stores.reopen(repo)
    assert repo.load_game(game.id) == game
    assert repo.list_games()[0].hands == 2


def test_undo_removes_the_last_hand_and_keeps_the_correction(stores: Stores) -> None:
    repo = stores.open()
    game = play(repo, new_box_game(repo), 3)
    undone = undo_last_hand(repo, game.id)
    assert undone.hands == game.hands[:2]
    (correction,) = undone.corrections
    assert correction.kind is CorrectionKind.UNDO
    assert (correction.hand, correction.before) == (3, game.hands[2])
    assert correction.at == stores.clock.now.isoformat()
    repo = stores.reopen(repo)
    assert repo.load_game(game.id) == undone
    assert repo.list_games()[0].hands == 2


def test_undo_of_an_empty_game_is_refused(repo: GameRepository) -> None:
    game = new_box_game(repo)
    with pytest.raises(HandIndexError):
        undo_last_hand(repo, game.id)
    assert repo.load_game(game.id) == game


def test_edit_replaces_a_hand_and_keeps_the_later_ones_as_played(stores: Stores) -> None:
    repo = stores.open()
    game = play(repo, new_box_game(repo), 3)
    # Bob (captain) undercuts Ann in hand 1: the rotation would now differ, but
    # hand 2 was played with Ann in the box and keeps those seats (docs/RULES.md).
    undercut = HandEntry(Result.KNOCK, "Ann", {"Ann": 9, "Bob": 3})
    moved = edit_hand(repo, game.id, 1, undercut)
    assert [h.seats for h in moved.hands] == [h.seats for h in game.hands]
    assert replay(moved).hands[1].off_rotation
    bigger = HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Bob": 30})
    edited = edit_hand(repo, game.id, 1, bigger)
    assert edited.hands[0] == replace(bigger, seats=game.hands[0].seats)
    assert edited.corrections[-1].kind is CorrectionKind.EDIT
    repo = stores.reopen(repo)
    assert repo.load_game(game.id) == edited
    assert repo.list_games()[0].totals["Ann"] == 28 + 3 + 3


def test_changed_house_rules_are_stored(stores: Stores) -> None:
    repo = stores.open()
    game = play(repo, new_box_game(repo), 2)
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 5})
    changed = change_rules(repo, game.id, rules)
    assert changed.rules.target == 5
    repo = stores.reopen(repo)
    assert repo.load_game(game.id).rules == rules
    (summary,) = repo.list_games()
    assert (summary.finished, summary.winner) == (True, "Ann")


def test_save_game_stores_a_whole_record_under_the_same_id(stores: Stores) -> None:
    repo = stores.open()
    game = play(repo, new_box_game(repo), 2)
    other = Game.start(
        ("Ann", "Bob", "Dee"),
        Variant.BOX,
        first=Seats.of_box(Roles("Dee", "Bob", "Ann")),
        game_id=game.id,
    ).record(DRAW)
    version = repo.load_version(game.id)
    assert (version.game, version.deleted) == (game, False)
    repo.save_game(other, expected=version, updated=repo.now())
    repo = stores.reopen(repo)
    assert repo.load_game(game.id) == other
    (summary,) = repo.list_games()
    assert (summary.players, summary.hands) == (("Ann", "Bob", "Dee"), 1)


def test_save_game_refuses_a_game_written_since_it_was_loaded(stores: Stores) -> None:
    repo = stores.open()
    game = new_box_game(repo)
    seen = repo.load_version(game.id)
    first = game.record(DRAW)
    repo.save_game(first, expected=seen, updated=repo.now())
    with pytest.raises(GameChangedError, match=game.id):
        repo.save_game(game.record(box_knock(game)), expected=seen, updated=repo.now())
    assert repo.load_game(game.id) == first
    again = repo.load_version(game.id)
    assert again.token != seen.token
    repo.save_game(first.record(DRAW), expected=again, updated=repo.now())
    repo = stores.reopen(repo)
    assert len(repo.load_game(game.id).hands) == 2


def test_save_game_refuses_unknown_and_deleted_games(stores: Stores) -> None:
    repo = stores.open()
    game = new_box_game(repo)
    seen = repo.load_version(game.id)
    with pytest.raises(GameNotFoundError):
        repo.load_version("nosuchgame1")
    with pytest.raises(GameNotFoundError):
        repo.save_game(replace(game, id="nosuchgame1"), expected=seen, updated=repo.now())
    repo.delete_game(game.id)
    with pytest.raises(GameChangedError):
        repo.save_game(game.record(DRAW), expected=seen, updated=repo.now())
    deleted = repo.load_version(game.id)
    assert deleted.deleted
    with pytest.raises(GameDeletedError, match=game.id):
        repo.save_game(game.record(DRAW), expected=deleted, updated=repo.now())
    assert repo.load_game(game.id) == game


def test_a_finished_game_is_summarised_and_refuses_more_hands(stores: Stores) -> None:
    repo = stores.open()
    game = finish(repo, new_box_game(repo))
    with pytest.raises(GameOverError):
        append_hand(repo, game.id, DRAW)
    repo = stores.reopen(repo)
    (summary,) = repo.list_games()
    assert summary.finished
    assert summary.winner == replay(game).winner
    assert dict(summary.totals) == dict(replay(game).totals)


def test_a_jersey_game_round_trips(stores: Stores) -> None:
    repo = stores.open()
    game = GameService(repo).create(
        ["Zoé", "Łukasz", "李"], Variant.JERSEY, first=Seats.of_jersey("Łukasz")
    )
    entry = HandEntry(Result.GIN, "李", {"Zoé": 12, "Łukasz": 30})
    game = append_hand(repo, game.id, entry)
    repo = stores.reopen(repo)
    assert repo.load_game(game.id) == game
    assert repo.list_games()[0].totals == {"Zoé": 0, "Łukasz": 0, "李": 92}


def test_the_list_shows_the_most_recently_played_game_first(stores: Stores) -> None:
    repo = stores.open()
    first = new_box_game(repo)
    second = new_box_game(repo, ("Dee", "Eve", "Fay"))
    append_hand(repo, first.id, box_knock(first))
    repo = stores.reopen(repo)
    assert [s.id for s in repo.list_games()] == [first.id, second.id]


def test_unknown_ids_are_refused_with_the_id_in_the_message(repo: GameRepository) -> None:
    with pytest.raises(GameNotFoundError, match="'nope'"):
        repo.load_game("nope")
    with pytest.raises(GameNotFoundError):
        repo.load_version("nope")
    with pytest.raises(GameNotFoundError):
        repo.delete_game("nope")


def test_a_deleted_game_leaves_the_list_and_can_be_restored(stores: Stores) -> None:
    repo = stores.open()
    kept = play(repo, new_box_game(repo), 1)
    gone = play(repo, new_box_game(repo, ("Dee", "Eve", "Fay")), 2)
    repo.delete_game(gone.id)
    repo = stores.reopen(repo)
    assert [s.id for s in repo.list_games()] == [kept.id]
    (deleted,) = repo.list_deleted_games()
    assert (deleted.id, deleted.hands) == (gone.id, 2)
    assert deleted.deleted is not None and deleted.deleted > deleted.updated
    assert repo.load_game(gone.id) == gone
    with pytest.raises(StaleDeletedError):
        append_hand(repo, gone.id, DRAW)
    repo.delete_game(gone.id)  # deleting twice is harmless
    assert repo.restore_game(gone.id) == gone
    repo = stores.reopen(repo)
    assert {s.id for s in repo.list_games()} == {kept.id, gone.id}
    assert repo.list_deleted_games() == []
    assert replace(append_hand(repo, gone.id, DRAW).hands[-1], seats=None) == DRAW


def test_known_players_are_the_listed_names_most_recent_first(stores: Stores) -> None:
    repo = stores.open()
    old = new_box_game(repo, ("Ann", "Bob", "Cid"))
    new_box_game(repo, ("ann", "Dee", "Eve"))
    hidden = new_box_game(repo, ("Zed", "Yan", "Xia"))
    repo.delete_game(hidden.id)
    repo = stores.reopen(repo)
    assert GameService(repo).known_players() == ["ann", "Dee", "Eve", "Bob", "Cid"]
    append_hand(repo, old.id, box_knock(old))
    assert GameService(repo).known_players() == ["Ann", "Bob", "Cid", "Dee", "Eve"]


def test_summaries_cannot_be_changed_by_the_caller(repo: GameRepository) -> None:
    new_box_game(repo)
    summary = repo.list_games()[0]
    with pytest.raises(TypeError):
        summary.totals["Ann"] = 99  # type: ignore[index]
    assert repo.list_games()[0].totals["Ann"] == 0


def test_export_gives_every_listed_game_oldest_first(repo: GameRepository) -> None:
    first = play(repo, new_box_game(repo), 1)
    second = new_box_game(repo, ("Dee", "Eve", "Fay"))
    third = new_box_game(repo, ("Gus", "Hal", "Ida"))
    repo.delete_game(third.id)
    assert repo.export_games() == [first, second]
    assert repo.export_games([third.id]) == [third]


def test_import_into_another_store_round_trips(stores: Stores) -> None:
    source = MemoryRepository()
    games = [play(source, new_box_game(source), 3), finish(source, new_box_game(source))]
    games.append(undo_last_hand(source, games[0].id))
    exported = source.export_games()
    repo = stores.open()
    outcomes = GameService(repo).import_games(exported)
    assert [o.action for o in outcomes] == [ImportAction.ADDED, ImportAction.ADDED]
    repo = stores.reopen(repo)
    assert repo.export_games() == exported
    again = GameService(repo).import_games(exported)
    assert [o.action for o in again] == [ImportAction.SKIPPED, ImportAction.SKIPPED]
    assert len(repo.list_games()) == 2


def test_a_differing_copy_of_a_stored_game_is_a_conflict_and_stores_nothing(
    stores: Stores,
) -> None:
    repo = stores.open()
    mine = play(repo, new_box_game(repo), 2)
    theirs = replace(mine, hands=mine.hands[:1])
    (outcome,) = GameService(repo).import_games([theirs])
    assert outcome.action is ImportAction.CONFLICT
    assert (outcome.source_id, outcome.game_id, outcome.stored) == (mine.id, mine.id, False)
    assert "kept the stored g0001" in outcome.describe()
    repo = stores.reopen(repo)
    assert repo.load_game(mine.id) == mine
    assert [s.id for s in repo.list_games()] == [mine.id]


def test_keeping_both_stores_the_copy_as_a_second_game_marked_as_a_copy(stores: Stores) -> None:
    repo = stores.open()
    mine = play(repo, new_box_game(repo), 2)
    theirs = replace(mine, hands=mine.hands[:1])
    (outcome,) = GameService(repo).import_games([theirs], copies={mine.id})
    assert (outcome.action, outcome.source_id) == (ImportAction.COPIED, mine.id)
    assert outcome.game_id != mine.id
    assert outcome.describe().endswith("as a copy of g0001")
    repo = stores.reopen(repo)
    assert repo.load_game(mine.id) == mine
    assert repo.load_game(outcome.game_id) == replace(theirs, id=outcome.game_id)
    (again,) = GameService(repo).import_games([theirs], copies={mine.id})
    assert (again.action, again.game_id) == (ImportAction.SKIPPED, outcome.game_id)


def test_taking_theirs_replaces_the_stored_game_only_if_it_is_still_the_one_compared(
    stores: Stores,
) -> None:
    repo = stores.open()
    mine = play(repo, new_box_game(repo), 2)
    theirs = replace(mine, hands=mine.hands[:1])
    with pytest.raises(ImportChangedError):
        GameService(repo).import_games([theirs], take={mine.id: (theirs, theirs)})
    assert repo.load_game(mine.id) == mine
    (outcome,) = GameService(repo).import_games([theirs], take={mine.id: (mine, theirs)})
    assert (outcome.action, outcome.game_id) == (ImportAction.REPLACED, mine.id)
    repo = stores.reopen(repo)
    assert repo.load_game(mine.id) == theirs
    assert len(repo.list_games()) == 1


def test_import_gives_new_ids_to_games_without_a_usable_one(repo: GameRepository) -> None:
    base = Game.start(PLAYERS, Variant.BOX, first=FIRST)
    games = [base, replace(base, id="../../etc/passwd"), replace(base, id="UPPER")]
    outcomes = GameService(repo).import_games(games)
    assert [o.action for o in outcomes] == [ImportAction.NEW_ID] * 3
    assert [o.game_id for o in outcomes] == ["g0001", "g0002", "g0003"]
    assert "it had no id" in outcomes[0].describe()
    assert "'UPPER' cannot be used" in outcomes[2].describe()
    stored = repo.load_game("g0001")
    assert stored.created  # a game without a creation time gets the import time
    assert len(repo.list_games()) == 3


def test_import_compares_duplicates_within_one_file(repo: GameRepository) -> None:
    game = replace(Game.start(PLAYERS, Variant.BOX, first=FIRST), id="shared", created="t")
    other = replace(game, players=("Ann", "Bob", "Dee"), first_roles=Roles("Ann", "Bob", "Dee"))
    outcomes = GameService(repo).import_games([game, game, other])
    assert [o.action for o in outcomes] == [
        ImportAction.ADDED,
        ImportAction.SKIPPED,
        ImportAction.CONFLICT,
    ]
    assert len(repo.list_games()) == 1


def test_an_imported_game_without_a_creation_time_matches_the_stored_one(
    repo: GameRepository,
) -> None:
    stored = new_box_game(repo)
    (outcome,) = GameService(repo).import_games([replace(stored, created="")])
    assert outcome.action is ImportAction.SKIPPED


def test_taken_ids_from_the_factory_are_skipped(stores: Stores) -> None:
    stores.ids = iter(["dup", "dup", "dup", "fresh"]).__next__
    repo = stores.open()
    assert new_box_game(repo).id == "dup"
    assert new_box_game(repo).id == "fresh"


def test_an_unusable_id_from_the_factory_is_an_error(stores: Stores) -> None:
    stores.ids = lambda: "Not/Valid"
    repo = stores.open()
    with pytest.raises(StorageError, match="unusable game id 'Not/Valid'"):
        new_box_game(repo)
    assert repo.list_games() == []


def test_a_closed_store_refuses_every_call(repo: GameRepository) -> None:
    game = new_box_game(repo)
    repo.close()
    repo.close()
    with pytest.raises(RepositoryClosedError):
        repo.load_game(game.id)
    with pytest.raises(RepositoryClosedError):
        repo.list_games()


@pytest.mark.parametrize("seed", range(4))
def test_random_operations_leave_both_stores_in_the_same_state(stores: Stores, seed: int) -> None:
    """A random mix of every operation, mirrored on a memory store as the model."""
    rng = random.Random(seed)
    repo = stores.open()
    # The model gets its own clock and ids from the same sequences: both stores are
    # asked for them in the same order, so their answers must match exactly.
    model = MemoryRepository(clock=FakeClock(), new_id=SequentialIds())
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
    for step in range(60):
        games = [s.id for s in model.list_games()]
        deleted = [s.id for s in model.list_deleted_games()]
        choice = rng.random()
        call: tuple[Callable[..., object], tuple[object, ...], dict[str, object]]
        if not games or choice < 0.1:
            players = tuple(rng.sample(names, 3))
            call = (new_box_game, (players,), {})
        elif choice < 0.6:
            game = model.load_game(rng.choice(games))
            entry = DRAW if replay(game).finished else box_knock(game, rng.randint(3, 40))
            call = (append_hand, (game.id, entry), {})
        elif choice < 0.7:
            call = (undo_last_hand, (rng.choice(games),), {})
        elif choice < 0.8:
            call = (GameRepository.delete_game, (rng.choice(games),), {})
        elif choice < 0.9 and deleted:
            call = (GameRepository.restore_game, (rng.choice(deleted),), {})
        else:
            repo = stores.reopen(repo)
            continue
        operation, args, kwargs = call
        name = getattr(operation, "__name__", "")
        results: list[object] = []
        for target in (model, repo):
            try:
                results.append(operation(target, *args, **kwargs))
            except (GameOverError, HandIndexError) as exc:
                results.append(type(exc))
        assert results[0] == results[1], f"step {step}: {name}"
        assert repo.list_games() == model.list_games(), f"step {step}"
        assert repo.list_deleted_games() == model.list_deleted_games()
    repo = stores.reopen(repo)
    assert repo.list_games() == model.list_games()
    for summary in model.list_games():
        assert session_to_dict(repo.load_game(summary.id)) == session_to_dict(
            model.load_game(summary.id)
        )
