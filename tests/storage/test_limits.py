"""A game this app saved always loads: the core refuses a change past a limit first.

Before, the 1,001st hand was saved and confirmed, and the next start moved the
whole game to ``damaged/`` because the file reader allows 1,000 hands.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.rules.errors import CorrectionsFullError, GameFullError
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.rules.limits import MAX_CORRECTIONS, MAX_HANDS
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.sharing.payload import encode_payload
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import DRAW, FIRST, PLAYERS, FakeClock, SequentialIds, append_hand


def _open(folder: Path) -> TinyDBRepository:
    return TinyDBRepository(folder, clock=FakeClock(), new_id=SequentialIds())


def _draws(count: int) -> Game:
    """A box game of ``count`` draws (a draw changes nothing, so it never ends)."""
    game = Game.start(PLAYERS, Variant.BOX, first=FIRST, game_id="g0100", created="2024-05-01")
    return replace(game, hands=(DRAW,) * count)


def test_the_hand_after_the_last_one_a_game_can_hold_is_refused_and_the_game_still_loads(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    with _open(folder) as repo:
        GameService(repo).import_games([_draws(MAX_HANDS - 1)])
        assert len(append_hand(repo, "g0100", DRAW).hands) == MAX_HANDS
        with pytest.raises(GameFullError) as refused:
            append_hand(repo, "g0100", DRAW)
        assert "1000 hands, the most a game can hold: start a new one" in str(refused.value)
    with _open(folder) as repo:
        assert repo.problems() == ()
        assert len(repo.load_game("g0100").hands) == MAX_HANDS
        assert [s.id for s in repo.list_games()] == ["g0100"]


def test_the_refusal_is_told_in_every_language() -> None:
    catalog = Catalog.load()
    error = GameFullError(count=MAX_HANDS)
    texts = {catalog.translate_error(error, language) for language in LANGUAGES}
    assert len(texts) == len(LANGUAGES)
    assert all("1000" in text for text in texts)


def test_a_correction_past_the_most_a_game_keeps_is_refused_before_sharing_would_fail() -> None:
    game = _draws(2)
    for _ in range(MAX_CORRECTIONS):
        game = game.undo_last("2024-05-01T12:00:00Z").record(DRAW)
    assert len(game.corrections) == MAX_CORRECTIONS
    encode_payload(game)  # the most a game keeps still fits a shared code
    with pytest.raises(CorrectionsFullError):
        game.edit(1, HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Bob": 5}), "2024-05-01T12:00:02Z")
    with pytest.raises(CorrectionsFullError):
        game.undo_last("2024-05-01T12:00:02Z")
