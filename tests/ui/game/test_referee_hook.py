"""Count from cards: the hand sheet hands over to the referee panel and takes its count back."""

from __future__ import annotations

import pytest

from scorekeeper.rules.cards import Card
from scorekeeper.rules.hands import Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.sheet import view as sheet_view
from scorekeeper.ui.referee import keys as referee_keys

from ..conftest import StartUi
from . import fake_referee
from .steps import enter, totals

PLAYERS = ("Ann", "Bob", "Cid")


def box_table(start_ui: StartUi, repository: GameRepository) -> tuple[object, str]:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    return start_ui(route=f"/game/{game.id}"), game.id


def test_the_count_fills_the_deadwood_and_the_cards_are_kept_with_the_hand(
    start_ui: StartUi, repository: GameRepository, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sheet_view, "referee_panel", fake_referee.referee_panel)
    fake_referee.SEEN.clear()
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_RECORD)
    assert not ui.exists(keys.SHEET_COUNT_CARDS)  # not before a knock or gin and who
    enter(ui, "knock", 0)
    ui.click(keys.SHEET_COUNT_CARDS)
    assert ui.exists("fake.panel") and not ui.exists(keys.SHEET_COUNT_CARDS)
    assert fake_referee.SEEN[-1] == {
        "read_first": False,
        "knocker": "Ann",
        "opponents": ("Bob",),
        "knock_limit": 10,
        "allow_layoffs_on_gin": False,
        "result": Result.KNOCK,
    }
    ui.click("fake.done")
    assert [d.key for d in ui.open_dialogs()] == [keys.sheet(1, editing=False)]
    assert ui.has_text("Cards entered for Ann, Bob")
    assert ui.has_text("Ann knocked with 3 against Bob's 57: Ann scores 57 − 3 = 54")
    ui.click(keys.SHEET_SAVE)
    stored = repository.load_game(game.id).hands[0]
    assert stored.deadwood == {"Ann": 3, "Bob": 57}
    assert stored.cards == {"Ann": fake_referee.ANN, "Bob": fake_referee.BOB}
    assert totals(ui) == [54, 0, 0]


def test_cancel_returns_to_the_sheet_as_it_was(
    start_ui: StartUi, repository: GameRepository, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sheet_view, "referee_panel", fake_referee.referee_panel)
    game = GameService(repository).create(PLAYERS, Variant.JERSEY, first=Seats.of_jersey("Ann"))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_RECORD)
    enter(ui, "gin", 1)
    ui.click(keys.SHEET_COUNT_CARDS)
    assert fake_referee.SEEN[-1]["opponents"] == ("Ann", "Cid")
    assert fake_referee.SEEN[-1]["allow_layoffs_on_gin"] is True
    ui.click("fake.cancel")
    assert ui.has_text("Ann's deadwood") and not ui.exists("fake.panel")


def test_read_the_cards_opens_the_referee_on_its_photo_reader(
    start_ui: StartUi, repository: GameRepository, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sheet_view, "referee_panel", fake_referee.referee_panel)
    ui, _ = box_table(start_ui, repository)
    ui.click(keys.TABLE_RECORD)
    assert not ui.exists(keys.SHEET_READ_CARDS)  # not before a knock or gin and who
    enter(ui, "knock", 0)
    ui.click(keys.SHEET_READ_CARDS)
    assert fake_referee.SEEN[-1]["read_first"] is True
    ui.click("fake.cancel")
    ui.click(keys.SHEET_COUNT_CARDS)
    assert fake_referee.SEEN[-1]["read_first"] is False  # a count by taps is a count by taps


def test_removing_the_cards_keeps_the_numbers(
    start_ui: StartUi, repository: GameRepository, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sheet_view, "referee_panel", fake_referee.referee_panel)
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_RECORD)
    enter(ui, "knock", 0)
    ui.click(keys.SHEET_COUNT_CARDS)
    ui.click("fake.done")
    ui.click(keys.SHEET_CARDS_REMOVE)
    assert ui.exists(keys.SHEET_COUNT_CARDS) and ui.exists(keys.SHEET_SAVE)
    ui.click(keys.SHEET_SAVE)
    assert repository.load_game(game.id).hands[0].cards == {}


def test_the_real_referee_panel_counts_a_knock_into_the_sheet(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_RECORD)
    enter(ui, "knock", 0)
    ui.click(keys.SHEET_COUNT_CARDS)
    assert ui.exists(referee_keys.PANEL)
    for card in fake_referee.ANN:
        ui.click(referee_keys.card(card))
    ui.click(referee_keys.NEXT)
    for card in fake_referee.BOB:
        ui.click(referee_keys.card(card))
    ui.click(referee_keys.NEXT)
    ui.click(referee_keys.DONE)
    assert ui.has_text("Cards entered for Ann, Bob")
    ui.click(keys.SHEET_SAVE)
    stored = repository.load_game(game.id).hands[0]
    assert stored.deadwood["Ann"] == 3 and set(stored.cards) == {"Ann", "Bob"}
    assert all(isinstance(c, Card) for c in stored.cards["Bob"])
