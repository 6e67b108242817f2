"""What an import does with each arriving game, decided in the services over a real data folder.

"The same record" has one definition (the fingerprint's canonical text), so
what the players see as the same code is exactly what an import skips, and a
game that needs an id of its own gets one made from that same text.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.services.import_actions import (
    CODE_ID_PREFIX,
    COPY_ID_DIGITS,
    code_id,
    content_id,
    same_record,
)
from scorekeeper.services.imports import ImportStatus, import_game
from scorekeeper.services.revision import revision
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage.model import ImportAction
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import FakeClock, SequentialIds, box_knock

PLAYERS = ("Ann", "Bob", "Cid")
FIRST = Seats.of_box(Roles(*PLAYERS))


@pytest.fixture
def games(tmp_path: Path) -> Iterator[GameService]:
    repository = TinyDBRepository(tmp_path / "data", clock=FakeClock(), new_id=SequentialIds())
    with GameService(repository) as service:
        yield service


def _played(games: GameService, hands: int = 2) -> Game:
    game = games.create(PLAYERS, Variant.BOX, first=FIRST)
    for _ in range(hands):
        game = games.record(game.id, box_knock(game), based_on=revision(game))
    return game


def test_the_same_record_is_what_the_fingerprint_says(games: GameService) -> None:
    stored = _played(games)
    copy = replace(stored, created="2020-01-01T00:00:00+00:00")
    unpinned = replace(stored, hands=tuple(replace(h, seats=None) for h in stored.hands))
    changed = stored.record(HandEntry(Result.DRAW))
    for other, same in ((copy, True), (unpinned, True), (changed, False)):
        assert same_record(stored, other) is same
        assert (fingerprint(stored) == fingerprint(other)) is same
    assert same_record(None, stored) is False, "an unreadable stored game is never the same"


def test_an_import_skips_the_same_record_and_keeps_a_differing_one(games: GameService) -> None:
    stored = _played(games)
    unpinned = replace(stored, hands=tuple(replace(h, seats=None) for h in stored.hands))
    (outcome,) = games.import_games([unpinned])
    assert outcome.action is ImportAction.SKIPPED
    (outcome,) = games.import_games([stored.record(HandEntry(Result.DRAW))])
    assert outcome.action is ImportAction.CONFLICT
    assert games.load(stored.id) == stored


def test_a_kept_copy_is_named_by_its_content_and_not_made_twice(games: GameService) -> None:
    stored = _played(games)
    theirs = stored.record(HandEntry(Result.DRAW))
    (outcome,) = games.import_games([theirs], copies={stored.id})
    assert outcome.action is ImportAction.COPIED
    assert outcome.game_id == content_id(theirs)[:COPY_ID_DIGITS]
    assert games.load(outcome.game_id) == replace(theirs, id=outcome.game_id)
    (again,) = games.import_games([theirs], copies={stored.id})
    assert (again.action, again.game_id) == (ImportAction.SKIPPED, outcome.game_id)
    assert len(games.list_games()) == 2


def test_a_game_without_an_id_is_stored_under_its_content_id_once(games: GameService) -> None:
    arriving = replace(_played(games), id="")
    first = import_game(games, arriving)
    assert first.status is ImportStatus.ADDED
    assert first.game.id == code_id(arriving) == CODE_ID_PREFIX + content_id(arriving)[:24]
    assert import_game(games, arriving).status is ImportStatus.UNCHANGED
    assert len(games.list_games()) == 2


def test_a_new_game_is_started_by_the_service_and_told(games: GameService) -> None:
    told: list[str] = []
    games.feed.subscribe(lambda change: told.append(change.kind.value))
    game = games.create(PLAYERS, Variant.JERSEY, first=Seats.of_jersey("Bob"))
    assert games.load(game.id) == game
    assert (game.id, game.created) == ("g0001", "2024-05-01T12:00:01+00:00")
    assert told == ["created"]
