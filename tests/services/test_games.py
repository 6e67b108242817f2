"""The game service against a real TinyDB data folder: stale changes refused, changes told.

Two "phones" are two callers holding the game they last saw; the service is
shared, as it is between the browser sessions of one server.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services import revision as revisions
from scorekeeper.services.changes import ChangeFeed, ChangeKind, GameChanged
from scorekeeper.services.errors import (
    StaleDeletedError,
    StaleEditedError,
    StaleGameError,
    StaleRecordedError,
    StaleUndoneError,
)
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from scorekeeper.storage.model import StoredGame
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import FakeClock, SequentialIds

ANN_KNOCKS = HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11})
DRAW = HandEntry(Result.DRAW)


@pytest.fixture
def service(tmp_path: Path) -> Iterator[GameService]:
    repository = TinyDBRepository(tmp_path / "data", clock=FakeClock(), new_id=SequentialIds())
    with GameService(repository) as games:
        yield games


def box_game(games: GameService) -> Game:
    return games.create(
        ["Ann", "Bob", "Cid"], Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )


def jersey_game(games: GameService) -> Game:
    return games.create(["Ann", "Bob", "Dee"], Variant.JERSEY, first=Seats.of_jersey("Ann"))


def test_a_change_against_the_shown_game_is_stored_and_returned(service: GameService) -> None:
    game = box_game(service)
    stored = service.record(game.id, ANN_KNOCKS, based_on=revision(game))
    assert len(stored.hands) == 1
    assert service.load(game.id) == stored
    assert revision(stored) != revision(game)


def test_a_run_of_saves_digests_each_new_game_once(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The screen's revision, the service's check of it and the change it tells name the same
    game objects: each is digested once, and a copy of a game still gets the same revision."""
    game = box_game(service)
    digested: list[Game] = []
    real = revisions.digest

    def counted(of: Game) -> str:
        digested.append(of)
        return real(of)

    monkeypatch.setattr(revisions, "digest", counted)
    shown = service.record(game.id, ANN_KNOCKS, based_on=revision(game))
    digested.clear()
    for _ in range(3):
        shown = service.record(shown.id, DRAW, based_on=revision(shown))
    assert len(digested) == 3, "one digest per save: the new game"
    assert revision(replace(shown)) == real(shown) == revision(shown)


def test_a_stale_save_after_a_draw_is_refused_and_names_the_hand(service: GameService) -> None:
    """Phone B still shows the empty table when A records a draw; B's hand is not stored."""
    game = box_game(service)
    seen_by_b = revision(game)
    service.record(game.id, DRAW, based_on=revision(game), origin="A")
    with pytest.raises(StaleRecordedError) as refused:
        service.record(game.id, ANN_KNOCKS, based_on=seen_by_b, origin="B")
    assert str(refused.value) == "hand 1 was recorded on another phone; here is the table now"
    assert refused.value.current == service.load(game.id)
    assert [h.result for h in service.load(game.id).hands] == [Result.DRAW]


def test_the_same_jersey_hand_is_not_stored_twice(service: GameService) -> None:
    game = jersey_game(service)
    hand = HandEntry(Result.KNOCK, "Bob", {"Ann": 20, "Bob": 4, "Dee": 15})
    both_saw = revision(game)
    service.record(game.id, hand, based_on=both_saw, origin="A")
    with pytest.raises(StaleRecordedError):
        service.record(game.id, hand, based_on=both_saw, origin="B")
    assert len(service.load(game.id).hands) == 1


def test_undo_removes_only_the_hand_it_names(service: GameService) -> None:
    game = box_game(service)
    three = service.record(game.id, DRAW, based_on=revision(game))
    seen_by_b = revision(three)
    four = service.record(game.id, ANN_KNOCKS, based_on=seen_by_b, origin="A")
    with pytest.raises(StaleRecordedError):
        service.undo(game.id, 1, based_on=seen_by_b, origin="B")
    assert service.load(game.id) == four
    undone = service.undo(game.id, 2, based_on=revision(four), origin="A")
    assert [h.result for h in undone.hands] == [Result.DRAW]


def test_undo_must_name_the_last_hand(service: GameService) -> None:
    game = box_game(service)
    two = service.record(game.id, DRAW, based_on=revision(game))
    two = service.record(game.id, DRAW, based_on=revision(two))
    with pytest.raises(StaleGameError):
        service.undo(game.id, 1, based_on=revision(two))
    assert len(service.load(game.id).hands) == 2


def test_an_edit_opened_before_an_undo_and_a_new_hand_replaces_nothing(
    service: GameService,
) -> None:
    game = box_game(service)
    game = service.record(game.id, DRAW, based_on=revision(game))
    game = service.record(game.id, DRAW, based_on=revision(game))
    game = service.record(game.id, DRAW, based_on=revision(game))
    seen_by_b = revision(game)
    undone = service.undo(game.id, 3, based_on=seen_by_b, origin="A")
    new_three = service.record(game.id, ANN_KNOCKS, based_on=revision(undone), origin="A")
    with pytest.raises(StaleUndoneError) as refused:
        service.edit(game.id, 3, DRAW, based_on=seen_by_b, origin="B")
    assert "hand 3 was undone on another phone" in str(refused.value)
    assert service.load(game.id) == new_three
    assert service.load(game.id).hands[2].by == "Ann"


def test_an_edit_made_first_elsewhere_is_named(service: GameService) -> None:
    game = box_game(service)
    game = service.record(game.id, ANN_KNOCKS, based_on=revision(game))
    seen = revision(game)
    service.edit(game.id, 1, DRAW, based_on=seen, origin="A")
    with pytest.raises(StaleEditedError):
        service.edit(game.id, 1, ANN_KNOCKS, based_on=seen, origin="B")
    assert service.load(game.id).hands[0].result is Result.DRAW


def test_a_hand_recorded_on_a_game_deleted_meanwhile_is_refused(service: GameService) -> None:
    game = box_game(service)
    service.delete(game.id, origin="A")
    with pytest.raises(StaleDeletedError):
        service.record(game.id, DRAW, based_on=revision(game), origin="B")
    assert service.is_deleted(game.id)
    assert service.load(game.id).hands == ()


def test_a_revision_the_service_never_saw_is_refused_in_general_words(
    service: GameService,
) -> None:
    game = box_game(service)
    with pytest.raises(StaleGameError) as refused:
        service.record(game.id, DRAW, based_on="not-a-revision")
    assert type(refused.value) is StaleGameError
    assert str(refused.value) == "this game was changed on another phone; here it is now"


def test_rules_and_redo_check_the_revision_too(service: GameService) -> None:
    game = box_game(service)
    old = revision(game)
    game = service.record(game.id, DRAW, based_on=old)
    with pytest.raises(StaleRecordedError):
        service.change_rules(game.id, HouseRules.defaults(house_options(Variant.BOX)), based_on=old)
    undone = service.undo(game.id, 1, based_on=revision(game))
    with pytest.raises(StaleGameError):
        service.redo(game.id, 1, DRAW, based_on=revision(game))
    back = service.redo(game.id, 1, DRAW, based_on=revision(undone))
    assert len(back.hands) == 1


def test_every_stored_change_is_told_once_with_its_revision_and_origin(
    service: GameService,
) -> None:
    heard: list[GameChanged] = []
    service.feed.subscribe(heard.append)
    game = box_game(service)
    one = service.record(game.id, ANN_KNOCKS, based_on=revision(game), origin="A")
    undone = service.undo(game.id, 1, based_on=revision(one), origin="B")
    with pytest.raises(StaleGameError):
        service.record(game.id, DRAW, based_on=revision(one), origin="B")
    assert [(c.kind, c.number, c.origin) for c in heard] == [
        (ChangeKind.CREATED, None, ""),
        (ChangeKind.RECORDED, 1, "A"),
        (ChangeKind.UNDONE, 1, "B"),
    ]
    assert heard[1].revision == revision(one) and heard[2].revision == revision(undone)


def test_a_change_carries_the_stored_game_so_no_screen_reads_the_file_again(
    service: GameService,
) -> None:
    heard: list[GameChanged] = []
    service.feed.subscribe(heard.append)
    game = box_game(service)
    one = service.record(game.id, ANN_KNOCKS, based_on=revision(game))
    ruled = service.change_rules(
        game.id,
        HouseRules.from_options(house_options(Variant.BOX), {"target": 50}),
        based_on=revision(one),
    )
    service.delete(game.id)
    back = service.restore(game.id)
    assert [c.game for c in heard] == [game, one, ruled, None, back]
    assert all(c.revision == revision(c.game) for c in heard if c.game is not None)


def test_a_save_reads_the_stored_game_once(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = box_game(service)
    reads: list[str] = []
    repository = service._repository
    fetch = repository._fetch

    def counted(game_id: str) -> StoredGame:
        reads.append(game_id)
        return fetch(game_id)

    monkeypatch.setattr(repository, "_fetch", counted)
    one = service.record(game.id, ANN_KNOCKS, based_on=revision(game))
    service.undo(game.id, 1, based_on=revision(one))
    assert reads == [game.id, game.id]


def test_a_save_refused_by_the_store_is_the_same_refusal_as_a_stale_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another service saved between this one's load and its save: the store refuses."""
    repository = TinyDBRepository(tmp_path / "data", clock=FakeClock(), new_id=SequentialIds())
    with GameService(repository) as first:
        game = box_game(first)
        seen = repository.load_version(game.id)
        one = GameService(repository).record(game.id, ANN_KNOCKS, based_on=revision(game))
        monkeypatch.setattr(repository, "load_version", lambda _game_id: seen)
        with pytest.raises(StaleGameError) as refused:
            first.record(game.id, DRAW, based_on=revision(game))
        monkeypatch.undo()
        assert type(refused.value) is StaleGameError and refused.value.current == one
        assert first.load(game.id) == one


def test_a_listener_that_fails_is_dropped_and_the_save_stands(service: GameService) -> None:
    def broken(_change: GameChanged) -> None:
        raise RuntimeError("this browser tab is gone")

    heard: list[GameChanged] = []
    service.feed.subscribe(broken)
    service.feed.subscribe(heard.append)
    game = box_game(service)
    stored = service.record(game.id, DRAW, based_on=revision(game))
    assert service.load(game.id) == stored
    assert len(service.feed) == 1 and len(heard) == 2


def test_unsubscribed_listeners_hear_nothing() -> None:
    feed = ChangeFeed()
    heard: list[GameChanged] = []
    stop = feed.subscribe(heard.append)
    stop()
    feed.publish(GameChanged("g", ChangeKind.RECORDED, 1, "r", ""))
    assert heard == [] and len(feed) == 0


def test_two_phones_saving_at_once_store_exactly_one_hand(service: GameService) -> None:
    """Racing threads, as Flet runs two sessions' handlers: one wins, the other is refused."""
    game = box_game(service)
    seen = revision(game)
    start = threading.Barrier(4)
    refused: list[StaleGameError] = []

    def phone(origin: str) -> None:
        start.wait()
        try:
            service.record(game.id, ANN_KNOCKS, based_on=seen, origin=origin)
        except StaleGameError as error:
            refused.append(error)

    threads = [threading.Thread(target=phone, args=(str(n),)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(service.load(game.id).hands) == 1
    assert len(refused) == 3


def test_a_bound_service_says_its_origin_once_and_shares_the_log(service: GameService) -> None:
    heard: list[GameChanged] = []
    service.feed.subscribe(heard.append)
    phone = service.bound_to("phone-A")
    game = box_game(phone)
    one = phone.record(game.id, ANN_KNOCKS, based_on=revision(game))
    phone.undo(game.id, 1, based_on=revision(one), origin="told")
    assert [c.origin for c in heard] == ["phone-A", "phone-A", "told"]
    with pytest.raises(StaleRecordedError):
        service.record(game.id, DRAW, based_on=revision(game))
    assert service.record(game.id, DRAW, based_on=revision(service.load(game.id))).hands
    assert heard[-1].origin == ""
