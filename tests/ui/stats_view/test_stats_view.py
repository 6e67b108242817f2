"""The statistics screen shows the numbers worked out by hand in ``tests/stats/recorded.py``.

The expected values below are not computed by the code under test: they are
read off the hand-by-hand notes of the four recorded games (G1-G4).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import flet as ft
import pytest

from scorekeeper.config import AppConfig
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.stats_view import keys
from scorekeeper.ui.stats_view.model import PAGE_SIZE, StatsTab
from scorekeeper.ui.stats_view.view import TAB_NAMES

from ..conftest import StartUi
from ..harness import UiHarness
from ..recorded import choose, keys_on, text_of, texts_under
from ..semantics import chosen_state

FIELDS = (
    "games_played",
    "games_won",
    "hands_won",
    "average",
    "gins",
    "knocks",
    "undercuts_given",
    "undercuts_suffered",
    "box_hands",
    "box_rate",
    "hand_streak",
    "game_streak",
)
BY_HAND = {
    #       played won hands avg     gins knocks given suffered box rate   streaks
    "Ann": ("4", "2", "8", "22.1", "1", "7", "3", "1", "6", "67%", "3", "2"),  # 177 / 8
    "Bob": ("4", "1", "3", "20.0", "1", "3", "2", "2", "2", "100%", "3", "1"),  # 60 / 3
    "Cid": ("3", "0", "3", "33.7", "2", "2", "1", "2", "3", "33%", "1", "0"),  # 101 / 3
    "Dee": ("1", "0", "0", "not yet", "0", "0", "0", "0", "1", "0%", "0", "0"),
}


def shown(ui: UiHarness, name: str) -> tuple[str, ...]:
    return tuple(text_of(ui, keys.player_fact(name, field)) for field in FIELDS)


def test_every_player_statistic_matches_the_hand_worked_numbers(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/stats")
    for name, expected in BY_HAND.items():
        assert shown(ui, name) == expected, name
    order = [k for k in keys_on(ui) if k.count(".") == 2 and k.startswith("stats.player.")]
    assert order == [keys.player_card(n) for n in ("Ann", "Bob", "Cid", "Dee")]


def test_labels_say_what_each_number_is(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/stats")
    assert texts_under(ui, keys.player_card("Cid"))[:7] == [
        "Cid",
        "Games played",
        "3",
        "Games won",
        "0",
        "Hands won",
        "3",
    ]
    for label in ("Undercuts given", "Undercuts suffered", "Hands in the box", "Box win rate"):
        assert ui.has_text(label)
    assert ui.has_text("Longest run of hands won")


def test_numbers_in_german_format(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/stats", language="de")
    assert text_of(ui, keys.player_fact("Ann", "average")) == "22,1"
    assert text_of(ui, keys.player_fact("Ann", "box_rate")) == "67\u00a0%"
    assert text_of(ui, keys.player_fact("Dee", "average")) == "noch nicht"
    assert ui.has_text("Durchschnittliche Punkte pro gewonnener Runde")


def test_groups_of_three(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/stats")
    ui.click(keys.tab("groups"))
    assert texts_under(ui, keys.group_card(0)) == [
        "Ann · Bob · Cid",
        "Games: 3 · Finished: 3 · Hands: 15 · Nobody scored: 4",  # G1 3; G2 2 3 5
        "Ann: games won 2 · hands won 5 · gins 1",
        "Bob: games won 1 · hands won 3 · gins 1",
        "Cid: games won 0 · hands won 3 · gins 2",
    ]
    assert texts_under(ui, keys.group_card(1)) == [
        "Ann · Bob · Dee",
        "Games: 1 · Finished: 0 · Hands: 3 · Nobody scored: 0",
        "Ann: games won 0 · hands won 3 · gins 0",
        "Bob: games won 0 · hands won 0 · gins 0",
        "Dee: games won 0 · hands won 0 · gins 0",
    ]


def test_head_to_head(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/stats")
    ui.click(keys.tab("h2h"))
    # Ann and Bob faced each other as box and captain in G1 hands 1, 6, 8 and G3 hand 2.
    assert texts_under(ui, keys.H2H_RESULT) == [
        "Games together: 4 (finished: 3)",
        "Games won: Ann 2 · Bob 1",
        "Hands face to face, box against captain: 4",
        "Hands won: Ann 2 · Bob 2",
    ]
    choose(ui, keys.H2H_SECOND, "Cid")
    # G1 hands 2 (Cid won) and 5 (Ann won), G4 hand 1 (Ann won).
    assert texts_under(ui, keys.H2H_RESULT) == [
        "Games together: 3 (finished: 3)",
        "Games won: Ann 2 · Cid 0",
        "Hands face to face, box against captain: 3",
        "Hands won: Ann 2 · Cid 1",
    ]
    choose(ui, keys.H2H_FIRST, "Cid")
    assert texts_under(ui, keys.H2H_RESULT) == ["Pick two different players."]


def test_a_players_compare_opens_head_to_head_with_that_player_first(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/stats")
    assert ui.find_as(keys.compare("Cid"), ft.TextButton).content == "Compare Cid"
    ui.click(keys.compare("Cid"))
    assert ui.find_as(keys.H2H_FIRST, ft.Dropdown).value == "Cid"
    assert ui.find_as(keys.H2H_SECOND, ft.Dropdown).value != "Cid"
    assert chosen_state(ui, keys.tab("h2h")) is True


def test_no_games_no_statistics(start_ui: StartUi) -> None:
    ui = start_ui(route="/stats")
    assert texts_under(ui, keys.STATS_EMPTY) == [
        "No statistics yet: they appear after the first hand."
    ]


def test_a_damaged_game_is_left_out_and_counted(
    start_ui: StartUi, recorded: GameRepository, app_config: AppConfig
) -> None:
    game_file = Path(app_config.data_dir) / "games" / "g4.json"
    game_file.write_text("{ not json", encoding="utf-8")
    ui = start_ui(route="/stats")
    assert text_of(ui, keys.STATS_UNREADABLE) == (
        "Games left out because they could not be read: 1"
    )
    assert text_of(ui, keys.player_fact("Ann", "games_played")) == "3"


@pytest.mark.parametrize("name", [each.value for each in StatsTab])
def test_each_tab_is_marked_when_chosen(
    start_ui: StartUi, recorded: GameRepository, name: str
) -> None:
    ui = start_ui(route="/stats")
    ui.click(keys.tab(name))
    selected = [t.value for t in StatsTab if chosen_state(ui, keys.tab(t.value))]
    assert selected == [name]


def test_many_players_come_in_pages(start_ui: StartUi, repository: GameRepository) -> None:
    everyone = 3 * (2 * PAGE_SIZE // 3 + 1)  # games of three, a page and a bit
    names = [f"P{n:02d}" for n in range(everyone)]
    games = [  # each with a hand: a game never played is in no statistic
        Game.start(
            tuple(names[i : i + 3]), Variant.BOX, first=Seats.of_box(Roles(*names[i : i + 3]))
        ).record(HandEntry(Result.DRAW))
        for i in range(0, len(names), 3)
    ]
    GameService(repository).import_games([replace(g, id=f"p{n}") for n, g in enumerate(games)])
    ui = start_ui(route="/stats")

    def cards() -> int:
        return sum(1 for k in keys_on(ui) if k.count(".") == 2 and k.startswith("stats.player."))

    assert cards() == PAGE_SIZE
    hidden = everyone - PAGE_SIZE
    assert (
        ui.find_as(keys.STATS_MORE, ft.OutlinedButton).content
        == f"Show more (still hidden: {hidden})"
    )
    ui.click(keys.STATS_MORE)
    assert cards() == 2 * PAGE_SIZE
    ui.click(keys.STATS_MORE)
    assert cards() == everyone
    assert not ui.exists(keys.STATS_MORE)


def test_every_tab_has_its_name() -> None:
    assert set(TAB_NAMES) == set(StatsTab)
