"""One game's record: summary, hand table, rule applied, corrections, chart, delete, continue."""

from __future__ import annotations

import flet as ft
import flet_charts as fch

from scorekeeper.rules.hands import Seats
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.history import keys

from ..conftest import StartUi
from ..recorded import keys_on, texts_under


def test_summary_says_variant_target_result_and_totals(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/history/g1")
    summary = texts_under(ui, keys.DETAIL_SUMMARY)
    assert summary[:9] == [
        "Gin with a box · Target 50 · Hands: 8",
        "Started 1 Jan 2024, 10:00",
        "Bob won",
        "Ann",
        "14",
        "Bob",
        "60",
        "Cid",
        "48",
    ]
    assert summary[9].startswith("Record code: ")
    assert ui.has_text("Ann · Bob · Cid"), "the app bar names the players"
    assert not ui.exists(keys.DETAIL_CONTINUE), "a finished game cannot be continued"


def test_each_hand_with_roles_entry_points_rule_and_totals(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    """Checked against the hand-by-hand notes of ``tests/stats/recorded.py`` (G1)."""
    ui = start_ui(route="/history/g1")
    assert texts_under(ui, keys.hand_line(2)) == [
        "Hand 2",
        "Undercut",
        "Cid +11",
        "In the box: Ann · Captain: Cid · Sits out: Bob",
        "Ann knocked · Ann 5 · Cid 4",
        "Undercut! Cid 4 – Ann 5: Cid scores 10 + (5 − 4) = 11 (rule: box 7)",
        "Totals: Ann 7 · Bob 0 · Cid 11",
    ]
    assert texts_under(ui, keys.hand_line(3)) == [
        "Hand 3",
        "Draw",
        "Nobody scores",
        "In the box: Cid · Captain: Bob · Sits out: Ann",
        "Draw: the stock ran out",
        "Draw: nobody scores; Cid stays in the box and deals again (rule: box 11)",
        "Totals: Ann 7 · Bob 0 · Cid 11",
    ]
    assert texts_under(ui, keys.hand_line(6))[:5] == [
        "Hand 6",
        "Gin",
        "Bob +31",
        "In the box: Ann · Captain: Bob · Sits out: Cid",
        "Bob knocked · Bob 0 · Ann 6",
    ], "a knock with 0 is scored as gin; the entry says what was typed"
    assert texts_under(ui, keys.hand_line(8))[-1] == "Totals: Ann 14 · Bob 60 · Cid 48"
    hand_keys = [k for k in keys_on(ui) if k.startswith("history.hand.")]
    assert hand_keys == [keys.hand_line(n) for n in range(1, 9)], "first hand first"


def test_a_jersey_game_names_the_dealer_and_the_penalty(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/history/g2")
    assert texts_under(ui, keys.hand_line(5)) == [
        "Hand 5",
        "Undercut",
        "Cid −20",
        "Dealer: Ann",  # Ann 1, Bob 2, Cid 3 and again 4 after the draw, Ann 5
        "Cid knocked · Cid 2 · Ann 1 · Bob 1",
        "Undercut! Cid knocked with 2 against 1 and 1: Cid loses 20 (rule: jersey 7)",
        "Totals: Ann 13 · Bob −20 · Cid 33",
    ]


def test_the_record_in_polish(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/history/g1", language="pl")
    assert texts_under(ui, keys.hand_line(4)) == [
        "Rozdanie 4",
        "Gin",
        "Cid: +37",
        "W boksie: Cid · Kapitan: Bob · Pauzuje: Ann",
        "Cid ma gina · Cid 0 · Bob 12",
        "Gin! Cid dostaje 25 + 12 (Bob) = 37 (zasada: box 8)",
        "Stan: Ann 7 · Bob 0 · Cid 48",
    ]
    assert "Rozpoczęta 01.01.2024, 10:00" in texts_under(ui, keys.DETAIL_SUMMARY)


def test_corrections_are_listed_with_before_and_after(
    start_ui: StartUi, corrected: GameRepository
) -> None:
    ui = start_ui(route="/history/g3")
    lines = texts_under(ui, keys.DETAIL_CORRECTIONS)
    assert len(lines) == 2
    assert lines[0].startswith("Hand 1 was changed on ")
    assert lines[0].endswith(
        ". Before: ann knocked · ann 2 · Dee 9. After: ann knocked · ann 2 · Dee 11."
    )
    assert lines[1].startswith("Hand 4 was undone on ")
    assert lines[1].endswith(". It was: ann knocked · ann 4 · Bob 5.")


def test_no_corrections_no_corrections_section(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/history/g1")
    assert not ui.exists(keys.DETAIL_CORRECTIONS)
    assert not ui.has_text("Corrections")


def test_the_chart_draws_each_running_total_and_the_target(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/history/g1")
    (chart,) = [c for c in ui.controls() if isinstance(c, fch.LineChart)]
    series = [[(p.x, p.y) for p in line.points] for line in chart.data_series]
    assert series[0] == list(enumerate([0, 7, 7, 7, 7, 14, 14, 14, 14])), "Ann"
    assert series[1] == list(enumerate([0, 0, 0, 0, 0, 0, 31, 41, 60])), "Bob"
    assert series[2] == list(enumerate([0, 0, 11, 11, 48, 48, 48, 48, 48])), "Cid"
    assert series[3] == [(0, 50), (8, 50)], "the target"
    assert len({line.color for line in chart.data_series[:3]}) == 3
    assert len({str(line.dash_pattern) for line in chart.data_series[:3]}) == 3, "not colour alone"
    labels = [c.label for c in ui.controls() if isinstance(c, ft.Semantics) and c.label]
    assert "Chart of the running totals. Final totals: Ann 14 · Bob 60 · Cid 48" in labels


def test_an_unfinished_game_can_be_continued_at_the_table(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/history/g3")
    assert "Unfinished: hand 4 is next" in texts_under(ui, keys.DETAIL_SUMMARY)
    ui.click(keys.DETAIL_CONTINUE)
    assert ui.route == "/game/g3"


def test_delete_returns_to_the_list_and_undo_brings_the_game_back(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/history")
    ui.click(keys.game_row("g1"))
    ui.click(keys.DETAIL_DELETE)
    assert ui.route == "/history"
    assert not ui.exists(keys.game_row("g1"))
    assert [s.id for s in recorded.list_deleted_games()] == ["g1"]
    (snackbar,) = ui.open_dialogs()
    assert isinstance(snackbar, ft.SnackBar)
    assert snackbar.key == keys.DELETED_SNACKBAR
    assert ui.has_text("Game of Ann · Bob · Cid deleted")
    assert snackbar.action == "Undo"

    ui.event(keys.DELETED_SNACKBAR, "action")
    assert ui.exists(keys.game_row("g1"))
    assert recorded.list_deleted_games() == []
    assert [s.id for s in recorded.list_games()].count("g1") == 1


def test_a_deleted_or_unknown_game_says_so(start_ui: StartUi, recorded: GameRepository) -> None:
    recorded.delete_game("g2")
    ui = start_ui(route="/history/g2")
    assert texts_under(ui, keys.DETAIL_MISSING) == ["This game was deleted."]
    assert not ui.exists(keys.DETAIL_DELETE)
    ui.go("/history/nope")
    assert texts_under(ui, keys.DETAIL_MISSING) == ["This game is not stored here (any more)."]


def test_a_game_without_hands(start_ui: StartUi, repository: GameRepository) -> None:
    from scorekeeper.rules.hands import Roles
    from scorekeeper.rules.variants import Variant

    game = GameService(repository).create(
        ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    ui = start_ui(route=f"/history/{game.id}")
    assert texts_under(ui, keys.DETAIL_NO_HANDS) == ["No hands recorded yet."]
    assert not any(isinstance(c, fch.LineChart) for c in ui.controls())
