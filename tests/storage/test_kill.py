"""SIGKILL at random moments: every database opens, every confirmed hand is there.

A forked child records hands (and starts new games when one is won) as fast as
it can, writing a line to a pipe after each save returns. The parent kills it
after a random delay, reopens the folder and checks that the store opens with
no problem and holds every confirmed hand, with exactly the content the child
recorded, and at most one hand more per run (killed after the rename but before
the save returned and was confirmed).
Forking, rather than starting a new interpreter each time, keeps 200+ kills
within seconds while the kill still lands anywhere, including mid-write.
"""

from __future__ import annotations

import functools
import os
import random
import select
import signal
import time
from pathlib import Path

import pytest

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import append_hand

KILLS = 300
MAX_DELAY = 0.05
FIRST_SAVE_TIMEOUT = 30.0
"""Seconds a freshly forked child may take to confirm its first save on a busy machine."""
PLAYERS = ("Ann", "Bob", "Cid")


def next_hand(game: Game) -> HandEntry:
    """The child's next hand: deterministic, so the parent can rebuild every game."""
    roles = replay(game).next_roles
    assert roles is not None
    deadwood = 3 + len(game.hands) % 7
    return HandEntry(Result.KNOCK, roles.box, {roles.box: 2, roles.captain: deadwood})


@functools.cache
def expected_hands(count: int) -> tuple[HandEntry, ...]:
    game = Game.start(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    for _ in range(count):
        game = game.record(next_hand(game))
    return game.hands


def child(data_dir: Path, pipe: int) -> None:
    """Record hands forever; report each game start and each saved hand on ``pipe``."""
    repo = TinyDBRepository(data_dir)
    current = [s for s in repo.list_games() if not s.finished]
    game = repo.load_game(current[0].id) if current else None
    while True:
        if game is None or replay(game).finished:
            game = GameService(repo).create(
                PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS))
            )
        else:
            game = append_hand(repo, game.id, next_hand(game))
        os.write(pipe, f"{game.id} {len(game.hands)}\n".encode())


def run_and_kill(data_dir: Path, delay: float, *, after_a_save: bool) -> list[tuple[str, int]]:
    """Fork a child, SIGKILL it ``delay`` seconds later, return what it confirmed.

    ``after_a_save``: the delay starts when the child has confirmed its first save,
    not when it was forked. Why both kinds: a kill counted from the fork lands
    while the child opens the folder (or, on a busy machine, before it saved
    anything at all), one counted from a save lands among the saves, however
    slow the machine is, so every second run is sure to kill a writer.
    """
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        status = 1
        try:
            os.close(read_end)
            child(data_dir, write_end)
        finally:
            os._exit(status)
    os.close(write_end)
    chunks = []
    if after_a_save:
        ready, _, _ = select.select([read_end], [], [], FIRST_SAVE_TIMEOUT)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            pytest.fail(f"the child confirmed no save within {FIRST_SAVE_TIMEOUT} s")
        chunks.append(os.read(read_end, 65536))
    time.sleep(delay)
    os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status), "the child died before it was killed"
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    lines = b"".join(chunks).decode().splitlines()
    return [(game_id, int(hands)) for game_id, hands in (line.split() for line in lines)]


@pytest.mark.slow
def test_sigkill_never_loses_a_confirmed_hand(data_dir: Path) -> None:
    rng = random.Random(20240501)
    confirmed: dict[str, int] = {}
    saves = 0
    TinyDBRepository(data_dir).close()
    for kill in range(KILLS):
        lines = run_and_kill(data_dir, rng.uniform(0, MAX_DELAY), after_a_save=kill % 2 == 1)
        saves += len(lines)
        touched = {game_id for game_id, _ in lines}
        for game_id, hands in lines:
            confirmed[game_id] = max(confirmed.get(game_id, 0), hands)
        with TinyDBRepository(data_dir) as repo:
            assert repo.problems() == (), f"kill {kill}"
            summaries = {s.id: s for s in repo.list_games()}
            assert set(confirmed) <= set(summaries), f"kill {kill}: a confirmed game is missing"
            # The child writes to the games it confirmed and to the unfinished one it
            # continues (where a save may have landed unconfirmed): check those.
            unfinished = {s.id for s in summaries.values() if not s.finished}
            check = set(summaries) if kill % 25 == 0 else touched | unfinished
            for game_id in check:
                game = repo.load_game(game_id)
                stored, promised = len(game.hands), confirmed.get(game_id, 0)
                assert promised <= stored <= promised + 1, f"kill {kill}: game {game_id}"
                assert game.hands == expected_hands(stored), f"kill {kill}: game {game_id}"
                assert summaries[game_id].hands == stored
                confirmed[game_id] = stored
    assert saves >= KILLS // 2, "every run counted from a save confirms one at least"
    assert len(confirmed) > 3, "games should have been won and new ones started"
