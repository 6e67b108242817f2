"""A data folder full of stored games, written fast, for the browser benchmarks.

Thousands of games are written straight through the store's own files
(``GameFile.stage``, ``IndexFile.rebuild``) as copies of a few dozen distinct
games, instead of through thousands of games played hand by hand, so building
5,000 games takes seconds. The app then opens the folder exactly as it would a real one.
"""

from __future__ import annotations

import os
import random
from dataclasses import replace
from pathlib import Path

from scorekeeper.storage.gamefile import GameFile
from scorekeeper.storage.index import IndexEntry, IndexFile
from scorekeeper.storage.layout import DataLayout, file_sig
from scorekeeper.storage.model import StoredGame, summarize
from tests.benchmarks.bench_storage import templates


def write_games(data_dir: Path, count: int, hands: int, rng: random.Random, prefix: str) -> None:
    """``count`` games of ``hands`` hands spread over a year, ids ``<prefix>000000``…"""
    base = templates(hands, rng)
    summaries = [summarize(StoredGame(game, "")) for game in base]
    layout = DataLayout(data_dir)
    layout.create()
    entries: list[IndexEntry] = []
    for n in range(count):
        day = f"2024-{1 + n * 12 // count:02d}-{1 + n % 28:02d}"
        created, updated = f"{day}T19:{n % 60:02d}:00+00:00", f"{day}T21:30:00+00:00"
        template = n % len(base)
        game = replace(base[template], id=f"{prefix}{n:06d}", created=created)
        path = layout.game_path(game.id)
        os.replace(GameFile(path).stage(StoredGame(game, updated)), path)
        summary = replace(summaries[template], id=game.id, created=created, updated=updated)
        entries.append(IndexEntry(summary, file_sig(path.stat())))
    IndexFile(layout.index_path).rebuild(entries)
