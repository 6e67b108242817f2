"""Two sessions of one app process on one game, as two phones at a table (no client needed).

The app is built once (one game service, one change feed) and two simulated
sessions run it, as the browser tabs of one server do.
"""

from __future__ import annotations

from collections.abc import Iterator

import flet as ft
import pytest

from scorekeeper.compose.root import create_main
from scorekeeper.config import AppConfig
from scorekeeper.i18n import Catalog
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from scorekeeper.ui.history import keys as history_keys
from tests.storage.helpers import append_hand

from ..harness import UiHarness

PLAYERS = ("Ann", "Bob", "Cid")


@pytest.fixture
def two_phones(
    app_config: AppConfig, catalog: Catalog, repository: GameRepository
) -> Iterator[tuple[UiHarness, UiHarness, str]]:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    append_hand(repository, game.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}))
    main = create_main(app_config, catalog=catalog, repository=repository)
    phones = [UiHarness(main, route=f"/game/{game.id}").start() for _ in range(2)]
    try:
        yield phones[0], phones[1], game.id
        for phone in phones:
            phone.assert_no_crash()
    finally:
        for phone in phones:
            phone.close()


def record_draw(phone: UiHarness) -> None:
    phone.click(keys.TABLE_RECORD)
    phone.click(keys.result_choice("draw"))
    phone.click(keys.SHEET_SAVE)


def test_a_hand_saved_on_one_phone_redraws_the_other_with_a_notice(
    two_phones: tuple[UiHarness, UiHarness, str],
) -> None:
    a, b, _ = two_phones
    assert b.has_text("Hand 2")
    record_draw(a)
    assert a.has_text("Hand 3")
    b.settle()
    assert b.has_text("Hand 3")
    assert b.has_text("Hand 2 was recorded on another phone.")
    assert not a.has_text("Hand 2 was recorded on another phone."), "no echo on the saving phone"


def test_a_sheet_opened_before_the_other_phone_saved_is_refused_and_shows_the_table(
    two_phones: tuple[UiHarness, UiHarness, str], repository: GameRepository
) -> None:
    a, b, game_id = two_phones
    b.click(keys.TABLE_RECORD)
    b.click(keys.result_choice("draw"))
    record_draw(a)
    b.settle()
    b.click(keys.SHEET_SAVE)
    assert b.has_text("hand 2 was recorded on another phone; here is the table now")
    assert b.has_text("Hand 3")
    assert len(repository.load_game(game_id).hands) == 2


def test_undo_is_named_and_a_stale_one_removes_nothing(
    two_phones: tuple[UiHarness, UiHarness, str], repository: GameRepository
) -> None:
    a, b, game_id = two_phones
    assert b.find_as(keys.TABLE_UNDO, ft.IconButton).tooltip == "Undo hand 1"
    record_draw(a)
    b.settle()
    assert b.find_as(keys.TABLE_UNDO, ft.IconButton).tooltip == "Undo hand 2"
    b.click(keys.TABLE_UNDO)
    assert b.has_text("Hand 2 undone")
    assert [h.result for h in repository.load_game(game_id).hands] == [Result.KNOCK]
    a.settle()
    assert a.has_text("Hand 2 was undone on another phone.")


def test_the_games_list_and_continue_follow_a_change_made_elsewhere(
    two_phones: tuple[UiHarness, UiHarness, str],
) -> None:
    a, b, game_id = two_phones
    b.go("/history")
    assert b.exists(history_keys.game_row(game_id))
    before = b.texts()
    record_draw(a)
    b.settle()
    changed = [(old, new) for old, new in zip(before, b.texts(), strict=True) if old != new]
    assert len(changed) == 1, changed  # the game's line, and only its hand count
    old, new = changed[0]
    assert new.rsplit(" ", 1) == [old.rsplit(" ", 1)[0], "2"]


def test_an_edit_open_while_its_hand_is_undone_elsewhere_keeps_working_and_is_refused(
    two_phones: tuple[UiHarness, UiHarness, str], repository: GameRepository
) -> None:
    a, b, game_id = two_phones
    b.go(f"/game/{game_id}/hands/1")
    b.click(keys.DETAIL_EDIT)
    b.click(keys.result_choice("draw"))
    a.click(keys.TABLE_UNDO)
    b.settle()  # the screen updates under the open sheet (it used to crash here)
    assert b.has_text("Hand 1 was undone on another phone.")
    assert b.has_text("Edit hand 1")
    b.click(keys.SHEET_SAVE)
    assert b.has_text("hand 1 was undone on another phone; here is the table now")
    assert repository.load_game(game_id).hands == ()


DELETED_BANNER = (
    "This game was deleted on another phone, so this hand cannot be saved. What you typed"
    " stays here to read; Home leads back to your games."
)


def test_an_open_sheet_hears_its_game_deleted_keeps_the_entry_and_offers_home(
    two_phones: tuple[UiHarness, UiHarness, str], repository: GameRepository
) -> None:
    a, b, game_id = two_phones
    a.click(keys.TABLE_RECORD)
    a.click(keys.result_choice("draw"))
    b.go(f"/history/{game_id}")
    b.click(history_keys.DETAIL_DELETE)
    a.settle()
    assert a.has_text(DELETED_BANNER)
    assert not a.exists(keys.SHEET_SAVE), "Save is still offered on a deleted game"
    assert a.exists(keys.result_choice("draw")), "the entry is gone"
    a.click(keys.SHEET_CLOSE)
    assert a.exists(keys.TABLE_DELETED), "the table does not say the game was deleted"
    assert not a.exists(keys.TABLE_RECORD)
    a.click(keys.TABLE_HOME_AFTER_DELETE)
    assert a.route == "/"
    assert [s.id for s in repository.list_deleted_games()] == [game_id]


def test_a_save_refused_because_the_game_was_deleted_keeps_the_sheet_and_its_entry(
    two_phones: tuple[UiHarness, UiHarness, str], repository: GameRepository
) -> None:
    """Deleted where the feed could not tell (the store only): Save says so, sheet kept."""
    a, _, game_id = two_phones
    a.click(keys.TABLE_RECORD)
    a.click(keys.result_choice("draw"))
    repository.delete_game(game_id)
    a.click(keys.SHEET_SAVE)
    assert a.has_text(DELETED_BANNER)
    assert a.exists(keys.result_choice("draw"))
    a.click(keys.SHEET_HOME)
    assert a.route == "/"
    assert len(repository.load_game(game_id).hands) == 1


def test_a_hand_details_sheet_says_what_another_phone_did(
    two_phones: tuple[UiHarness, UiHarness, str],
) -> None:
    a, b, game_id = two_phones
    b.go(f"/game/{game_id}/hands/1")
    b.click(keys.DETAIL_EDIT)
    record_draw(a)
    b.settle()
    assert b.exists(keys.SHEET_HEARD), "the sheet does not say what the other phone did"
    assert b.has_text("Hand 2 was recorded on another phone.")


def test_a_table_open_on_the_other_phone_goes_home_when_its_game_is_deleted(
    two_phones: tuple[UiHarness, UiHarness, str],
) -> None:
    a, b, game_id = two_phones
    assert a.exists(keys.TABLE_RECORD)
    b.go(f"/history/{game_id}")
    b.click(history_keys.DETAIL_DELETE)
    a.settle()
    assert a.route == "/", f"the table of a deleted game stayed open at {a.route}"
    assert not a.exists(keys.TABLE_RECORD)


def test_a_notice_from_another_phone_shows_over_an_open_hand_sheet(
    two_phones: tuple[UiHarness, UiHarness, str],
) -> None:
    a, b, _ = two_phones
    b.click(keys.TABLE_RECORD)
    record_draw(a)
    b.settle()
    assert b.exists(keys.SHEET_CLOSE), "the sheet closed"
    assert b.has_text("Hand 2 was recorded on another phone.")


def test_an_open_game_record_redraws_from_the_feed_and_ignores_other_games(
    two_phones: tuple[UiHarness, UiHarness, str],
    repository: GameRepository,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The history detail reads no file for a change: another game's leaves it as it is, its
    own game's is drawn from the game the change feed carries."""
    a, b, game_id = two_phones
    other = GameService(repository).create(
        PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS))
    )
    reads: list[str] = []
    load = repository.load_game

    def counted(read_id: str) -> Game:
        reads.append(read_id)
        return load(read_id)

    b.go(f"/history/{other.id}")
    monkeypatch.setattr(repository, "load_game", counted)
    record_draw(a)
    b.settle()
    assert reads == [], "a change to another game reloaded the open record"

    monkeypatch.setattr(repository, "load_game", load)
    b.go(f"/history/{game_id}")
    assert not b.has_text("Hand 3")
    monkeypatch.setattr(repository, "load_game", counted)
    record_draw(a)
    b.settle()
    assert b.has_text("Hand 3")
    assert reads == [], "the record read its game again instead of the one the feed carried"
