"""Flet runs handlers in threads: concurrent calls lose nothing and corrupt nothing.

Saves race for real here: each writer of the shared game has a service of its
own, so only the store's one lock around its check and write keeps a save made
meanwhile from being overwritten.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from pathlib import Path

from scorekeeper.rules.game import replay
from scorekeeper.services.errors import StaleGameError
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from scorekeeper.storage.errors import GameChangedError, StorageError
from scorekeeper.storage.gamefile import GameFile
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import DRAW, append_hand, box_knock, new_box_game

OWN_GAMES = 6
SHARED_WRITERS = 4
HANDS = 25


def test_concurrent_saves_lose_nothing(data_dir: Path) -> None:
    repo = TinyDBRepository(data_dir)
    own = [new_box_game(repo, (f"A{i}", f"B{i}", f"C{i}")) for i in range(OWN_GAMES)]
    shared = new_box_game(repo, ("Ann", "Bob", "Cid"))
    errors: list[BaseException] = []
    start = threading.Barrier(OWN_GAMES + SHARED_WRITERS + 1)
    done = threading.Event()

    def guarded(work: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            try:
                start.wait()
                work()
            except BaseException as exc:  # collected and re-raised by the test
                errors.append(exc)

        return run

    def own_writer(game_id: str) -> None:
        for _ in range(HANDS):
            append_hand(repo, game_id, box_knock(repo.load_game(game_id), captain_deadwood=3))

    def shared_writer() -> None:
        # A phone of its own (its own service): a save refused because another
        # phone saved first is retried on the stored game the refusal carries.
        games = GameService(repo)
        shown, saved = games.load(shared.id), 0
        while saved < HANDS:
            try:
                shown = games.record(shared.id, DRAW, based_on=revision(shown))
                saved += 1
            except StaleGameError as refusal:
                shown = refusal.current

    def reader() -> None:
        while not done.is_set():
            assert len(repo.list_games()) == OWN_GAMES + 1
            GameService(repo).known_players()
            repo.load_game(shared.id)

    threads = [threading.Thread(target=guarded(functools.partial(own_writer, g.id))) for g in own]
    threads += [threading.Thread(target=guarded(shared_writer)) for _ in range(SHARED_WRITERS)]
    reading = threading.Thread(target=guarded(reader))
    for thread in [*threads, reading]:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    done.set()
    reading.join(timeout=120)
    assert errors == []

    expected = {g.id: HANDS for g in own} | {shared.id: HANDS * SHARED_WRITERS}
    assert {s.id: s.hands for s in repo.list_games()} == expected
    repo.close()
    with TinyDBRepository(data_dir) as again:
        assert again.problems() == ()
        assert {s.id: s.hands for s in again.list_games()} == expected
        for game_id, hands in expected.items():
            game = again.load_game(game_id)
            assert len(game.hands) == hands
            assert replay(game).totals[game.players[0]] == (0 if game_id == shared.id else HANDS)
    for path in (data_dir / "games").iterdir():
        assert GameFile(path).read(path.stem) is not None


def test_calls_after_close_from_other_threads_are_refused(data_dir: Path) -> None:
    repo = TinyDBRepository(data_dir)
    game = new_box_game(repo)
    repo.close()
    failures: list[str] = []

    def late() -> None:
        try:
            append_hand(repo, game.id, DRAW)
        except StorageError as exc:
            failures.append(str(exc))

    thread = threading.Thread(target=late)
    thread.start()
    thread.join()
    assert failures == [f"the game store for {data_dir} is closed"]


def test_of_saves_racing_from_one_loaded_version_exactly_one_is_stored(data_dir: Path) -> None:
    repo = TinyDBRepository(data_dir)
    game = new_box_game(repo)
    seen = repo.load_version(game.id)
    start = threading.Barrier(SHARED_WRITERS)
    stored: list[int] = []
    refused: list[int] = []

    def save(deadwood: int) -> None:
        start.wait()
        try:
            repo.save_game(
                game.record(box_knock(game, captain_deadwood=deadwood)),
                expected=seen,
                updated=repo.now(),
            )
            stored.append(deadwood)
        except GameChangedError:
            refused.append(deadwood)

    threads = [threading.Thread(target=save, args=(3 + n,)) for n in range(SHARED_WRITERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert len(stored) == 1 and len(refused) == SHARED_WRITERS - 1
    repo.close()
    with TinyDBRepository(data_dir) as again:
        (hand,) = again.load_game(game.id).hands
        assert hand.deadwood["Bob"] == stored[0]
