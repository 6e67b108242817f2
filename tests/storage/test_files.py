"""Game files and the index: what is written is exactly what is read back.

Hypothesis draws valid games of both variants (any names, house rules,
finished or not), which catches what a hand-written example would not, such as
tuples coming back as lists or a name losing its accents.
"""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.game import Game
from scorekeeper.storage.gamefile import GameFile
from scorekeeper.storage.index import IndexEntry, IndexFile
from scorekeeper.storage.model import StoredGame, summarize
from tests.strategies import games

TIMES = st.sampled_from(["2024-05-01T12:00:00+00:00", "2025-12-31T23:59:59+00:00"])


@settings(max_examples=60, deadline=None)
@given(games(max_hands=15), TIMES, st.none() | TIMES)
def test_a_game_file_round_trips(game: Game, updated: str, deleted: str | None) -> None:
    stored = StoredGame(_with_id(game), updated, deleted)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "g1.json"
        GameFile(path).write(stored)
        assert GameFile(path).read("g1") == stored


@settings(max_examples=30, deadline=None)
@given(st.lists(games(max_hands=10), max_size=5), TIMES)
def test_the_index_round_trips(drawn: list[Game], updated: str) -> None:
    entries = [
        IndexEntry(summarize(StoredGame(_with_id(g, f"g{n}"), updated)), (n, 100 + n, 10**18 + n))
        for n, g in enumerate(drawn)
    ]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "index.json"
        IndexFile(path).rebuild(entries)
        assert IndexFile(path).read() == {e.summary.id: e for e in entries}


def _with_id(game: Game, game_id: str = "g1") -> Game:
    return replace(game, id=game_id, created="2024-01-01T00:00:00+00:00")
