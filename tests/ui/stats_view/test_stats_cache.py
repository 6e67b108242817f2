"""The statistics' replayed games: kept between visits, saved in the data folder, read back.

Every test here uses the real TinyDB store and a real file in the test's data
folder. What matters: a game is replayed again exactly when it changed, the
numbers from saved replays equal the numbers from replaying, and nothing wrong
with the saved file can do worse than cost a replay.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.config import AppConfig
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.services.games import GameService
from scorekeeper.services.played_games import PlayedGames, counting_code_stamp
from scorekeeper.stats import PlayedGame
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.stats_cache import STATS_CACHE_FILE, StatsCacheFile
from scorekeeper.ui.stats_view.model import StatsData, compute
from tests.storage.helpers import append_hand, undo_last_hand

STAMP = "test-stamp"


class CountingStore:
    """Wraps a store and counts ``load_game`` calls (each is a game replayed)."""

    def __init__(self, store: GameRepository) -> None:
        self.store = store
        self.loads: list[str] = []

    def list_games(self) -> object:
        return self.store.list_games()

    def load_game(self, game_id: str) -> Game:
        self.loads.append(game_id)
        return self.store.load_game(game_id)


def counting(store: GameRepository) -> GameRepository:
    return CountingStore(store)  # type: ignore[return-value]


def loads(store: GameRepository) -> list[str]:
    return sorted(store.loads)  # type: ignore[attr-defined]


def saved_file(app_config: AppConfig) -> StatsCacheFile:
    return StatsCacheFile.open(app_config.data_dir)


def count_and_save(store: GameRepository, app_config: AppConfig) -> None:
    """What a first run of the app does: count every game, then save the replays."""
    first = PlayedGames(saved_file(app_config), STAMP)
    first.counted(GameService(store), compute)
    assert first.save() is True


def replayed(store: GameRepository) -> StatsData:
    """The numbers from replaying every game, with no cache at all."""
    return compute([PlayedGame.of(store.load_game(s.id)) for s in store.list_games()], 0)


def test_only_games_that_changed_are_replayed_again(recorded: GameRepository) -> None:
    cache = PlayedGames()
    store = counting(recorded)
    played, failed = cache.games(GameService(store))
    assert (len(played), failed) == (4, 0)
    assert loads(store) == ["g1", "g2", "g3", "g4"]

    store.loads.clear()  # type: ignore[attr-defined]
    assert len(cache.games(GameService(store))[0]) == 4
    assert loads(store) == []

    append_hand(recorded, "g3", HandEntry(Result.KNOCK, "ann", {"ann": 4, "Bob": 5}))
    recorded.delete_game("g4")
    played, _ = cache.games(GameService(store))
    assert loads(store) == ["g3"]
    assert sorted(p.id for p in played) == ["g1", "g2", "g3"]
    assert next(p for p in played if p.id == "g3") == PlayedGame.of(recorded.load_game("g3"))


def test_a_count_is_kept_until_a_game_changes(recorded: GameRepository) -> None:
    cache = PlayedGames()
    calls: list[int] = []

    def count(played: list[PlayedGame], unreadable: int) -> int:
        calls.append(len(played))
        return len(played)

    assert cache.ready(GameService(recorded), count) is None, "nothing counted yet"
    assert cache.counted(GameService(recorded), count) == 4
    assert cache.counted(GameService(recorded), count) == 4
    assert cache.ready(GameService(recorded), count) == 4
    assert calls == [4], "nothing changed: counted once"
    recorded.delete_game("g1")
    assert cache.ready(GameService(recorded), count) is None, "a game changed: not at hand"
    assert cache.counted(GameService(recorded), count) == 3
    assert calls == [4, 3]


def test_a_restart_reads_the_saved_replays_instead_of_replaying(
    recorded: GameRepository, app_config: AppConfig
) -> None:
    first = PlayedGames(saved_file(app_config), STAMP)
    expected = first.counted(GameService(recorded), compute)
    assert first.save() is True
    assert first.save() is False, "nothing changed since: nothing to write"
    assert (app_config.data_dir / STATS_CACHE_FILE).is_file()

    store = counting(recorded)
    again = PlayedGames(saved_file(app_config), STAMP)
    assert again.counted(GameService(store), compute) == expected == replayed(recorded)
    assert loads(store) == []
    assert again.save() is False, "what was read back is what the file holds"


def test_after_a_restart_only_what_changed_meanwhile_is_replayed(
    recorded: GameRepository, app_config: AppConfig
) -> None:
    count_and_save(recorded, app_config)
    undo_last_hand(recorded, "g2")
    recorded.delete_game("g4")

    store = counting(recorded)
    again = PlayedGames(saved_file(app_config), STAMP)
    assert again.counted(GameService(store), compute) == replayed(recorded)
    assert loads(store) == ["g2"]
    assert again.save() is True
    saved = json.loads((app_config.data_dir / STATS_CACHE_FILE).read_text("utf-8"))
    assert sorted(saved["games"]) == ["g1", "g2", "g3"]


def test_replays_saved_by_other_code_are_not_trusted(
    recorded: GameRepository, app_config: AppConfig
) -> None:
    count_and_save(recorded, app_config)
    store = counting(recorded)
    PlayedGames(saved_file(app_config), "other counting code").counted(GameService(store), compute)
    assert loads(store) == ["g1", "g2", "g3", "g4"]


def _damage_one_record(path: Path) -> None:
    data = json.loads(path.read_text("utf-8"))
    data["games"]["g2"][1][4][0][0] = "lots"  # a count that is not a number
    path.write_text(json.dumps(data), "utf-8")


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda p: p.write_bytes(b"\x00\xff{not json"), id="garbage"),
        pytest.param(lambda p: p.write_text("[]", "utf-8"), id="not an object"),
        pytest.param(lambda p: p.write_text('{"format": 99}', "utf-8"), id="newer format"),
        pytest.param(lambda p: p.write_bytes(p.read_bytes()[:100]), id="cut short"),
        pytest.param(_damage_one_record, id="one record damaged"),
        pytest.param(lambda p: p.unlink(), id="removed"),
    ],
)
def test_a_damaged_file_costs_a_replay_and_nothing_else(
    recorded: GameRepository, app_config: AppConfig, damage: Callable[[Path], object]
) -> None:
    count_and_save(recorded, app_config)
    damage(app_config.data_dir / STATS_CACHE_FILE)

    store = counting(recorded)
    again = PlayedGames(saved_file(app_config), STAMP)
    assert again.counted(GameService(store), compute) == replayed(recorded)
    assert loads(store), "what could not be read back was replayed"
    assert again.save() is True, "the file is written anew"
    fresh = PlayedGames(saved_file(app_config), STAMP)
    assert fresh.counted(GameService(recorded), compute) == replayed(recorded)


def test_an_interrupted_write_is_swept_away(app_config: AppConfig) -> None:
    app_config.data_dir.mkdir(parents=True)
    leftover = app_config.data_dir / f".{STATS_CACHE_FILE}.abc123.tmp"
    leftover.write_bytes(b"half a file")
    assert saved_file(app_config).read(STAMP) == {}
    assert not leftover.exists()


def test_a_file_that_cannot_be_written_costs_only_time(
    recorded: GameRepository, app_config: AppConfig
) -> None:
    cache = PlayedGames(saved_file(app_config), STAMP)
    expected = cache.counted(GameService(recorded), compute)
    (app_config.data_dir / STATS_CACHE_FILE).mkdir()  # a folder in the way: no rename onto it
    assert cache.save() is False
    assert cache.counted(GameService(recorded), compute) == expected
    assert not list(app_config.data_dir.glob(f".{STATS_CACHE_FILE}.*")), "no temporary left"


def test_the_stamp_follows_the_counting_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "counting_under_test"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "tally.py").write_text("POINTS = 25\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    before = counting_code_stamp(["counting_under_test"])
    assert counting_code_stamp(["counting_under_test"]) == before, "deterministic"
    (package / "tally.py").write_text("POINTS = 20\n")
    assert counting_code_stamp(["counting_under_test"]) != before
    assert counting_code_stamp() != before, "the app's own code has its own stamp"
