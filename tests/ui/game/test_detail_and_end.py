"""A hand's detail with Edit, the winner screen with Rematch, and the home screen."""

from __future__ import annotations

from scorekeeper.i18n.formatting import format_datetime
from scorekeeper.i18n.hand_words import local_time
from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui import keys as shell_keys
from scorekeeper.ui.game import keys
from tests.storage.helpers import append_hand, undo_last_hand

from ..conftest import StartUi
from .steps import enter, let_notice_expire, record, text_of, totals

PLAYERS = ("Ann", "Bob", "Cid")


def box_game(repository: GameRepository, *hands: HandEntry, target: int = 100) -> str:
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": target})
    game = GameService(repository).create(
        PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)), rules=rules
    )
    for hand in hands:
        append_hand(repository, game.id, hand)
    return game.id


def test_tapping_a_hand_shows_its_entries_rule_totals_and_no_corrections(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = box_game(repository, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}))
    ui = start_ui(route=f"/game/{game_id}")
    ui.click(keys.hand_row(1))
    assert ui.route == f"/game/{game_id}/hands/1"
    assert ui.has_text("Hand 1")
    assert ui.has_text("Ann knocked · Ann 3 · Bob 11"), "the entry reads as in the history"
    assert (
        text_of(ui, keys.DETAIL_EXPLANATION)
        == "Ann knocked with 3 against Bob's 11: Ann scores 11 − 3 = 8"
    )
    assert ui.has_text("Rule book: Scoring a knock")
    assert ui.has_text("Ann 8 · Bob 0 · Cid 0")
    assert ui.has_text("None: entered once, never changed.")
    ui.click(keys.DETAIL_BACK)
    assert ui.route == f"/game/{game_id}"


def test_editing_an_earlier_hand_re_derives_the_later_ones_and_keeps_the_correction(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = box_game(
        repository,
        HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}),
        HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Cid": 10}),
    )
    ui = start_ui(route=f"/game/{game_id}/hands/1")
    ui.click(keys.DETAIL_EDIT)
    assert ui.has_text("Edit hand 1")
    ui.click(keys.deadwood_field(1))
    ui.click(keys.PAD_BACK)
    ui.click(keys.PAD_BACK)
    for digit in (2, 3):  # 23 cannot grow (230 > 98): no Next, no Done
        ui.click(keys.pad_digit(digit))
    assert ui.has_text("Ann knocked with 3 against Bob's 23: Ann scores 23 − 3 = 20")
    ui.click(keys.SHEET_SAVE)
    assert ui.has_text("Hand 1 changed. Totals now: Ann 28 · Bob 0 · Cid 0")
    assert ui.has_text("Ann knocked · Ann 3 · Bob 23")
    corrections = [
        t
        for t in ui.texts()
        if t.startswith("Hand 1 was changed on")
        and t.endswith("Before: Ann knocked · Ann 3 · Bob 11. After: Ann knocked · Ann 3 · Bob 23.")
    ]
    assert len(corrections) == 1
    game = repository.load_game(game_id)
    stamp = local_time(game.corrections[0].at)
    assert stamp is not None and format_datetime(stamp, "en") in corrections[0], (
        "the time of a correction reads as in the history: local, in the language's format"
    )
    assert game.hands[0].deadwood == {"Ann": 3, "Bob": 23}
    let_notice_expire(ui)
    ui.click(keys.DETAIL_BACK)
    assert totals(ui) == [28, 0, 0]


def test_an_edit_that_changes_who_won_keeps_the_later_hands_as_played(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = box_game(
        repository,
        HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}),
        HandEntry(Result.KNOCK, "Cid", {"Cid": 2, "Ann": 10}),
    )
    ui = start_ui(route=f"/game/{game_id}/hands/1")
    ui.click(keys.DETAIL_EDIT)
    enter(ui, "knock", 1, 2, 9)  # now Bob wins hand 1; hand 2 was played with Ann in the box
    ui.click(keys.SHEET_SAVE)
    game = repository.load_game(game_id)
    assert game.hands[0].by == "Bob"
    assert replay(game).hands[1].off_rotation
    assert replay(game).totals == {"Ann": 0, "Bob": 7, "Cid": 8}


def test_an_undone_hand_shows_in_the_detail_of_the_hand_that_replaced_it(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = box_game(repository, HandEntry(Result.GIN, "Ann", {"Bob": 20}))
    undo_last_hand(repository, game_id)
    append_hand(repository, game_id, HandEntry(Result.DRAW))
    ui = start_ui(route=f"/game/{game_id}/hands/1")
    removed = [
        t
        for t in ui.texts()
        if t.startswith("Hand 1 was undone")
        and t.endswith("It was: Ann went gin · Ann 0 · Bob 20.")
    ]
    assert len(removed) == 1
    assert ui.has_text("Draw: the stock ran out")


def test_the_winner_screen_ranks_the_players_and_rematch_starts_a_new_game(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = box_game(
        repository,
        HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}),
        HandEntry(Result.GIN, "Ann", {"Cid": 30}),
        target=50,
    )
    ui = start_ui(route=f"/game/{game_id}/end")
    assert text_of(ui, keys.END_WINNER) == "Ann wins!"
    assert ui.has_text("63 points after 2 hands") and ui.has_text("Final table")
    assert ui.has_text("2 won")
    ui.click(keys.END_REMATCH)
    new_id = ui.route.removeprefix("/game/")
    assert new_id != game_id
    new = repository.load_game(new_id)
    old = repository.load_game(game_id)
    assert (new.players, new.variant, new.rules) == (old.players, old.variant, old.rules)
    assert new.first_roles == Roles("Ann", "Bob", "Cid") and new.hands == ()


def test_the_winner_screen_of_a_running_game_says_so(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route=f"/game/{box_game(repository)}/end")
    assert ui.has_text("This game is still being played.")


def test_a_stale_hand_number_says_there_is_no_such_hand(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route=f"/game/{box_game(repository)}/hands/7")
    assert ui.has_text("There is no hand 7 in this game")


def test_start_opens_the_unfinished_game_once_then_home_offers_continue(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = box_game(repository, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}))
    ui = start_ui()
    assert ui.route == f"/game/{game_id}"
    ui.click(keys.TABLE_HOME)
    assert ui.route == "/"
    assert ui.has_text("Game in progress") and ui.has_text("Ann, Bob, Cid")
    assert ui.has_text("Gin with a box · 1 hand · Ann 8 · Bob 0 · Cid 0")
    ui.click(keys.HOME_CONTINUE)
    assert ui.route == f"/game/{game_id}"


def test_a_finished_game_is_not_continued(start_ui: StartUi, repository: GameRepository) -> None:
    box_game(repository, HandEntry(Result.GIN, "Ann", {"Bob": 30}), target=50)
    ui = start_ui()
    assert ui.route == "/"
    assert not ui.exists(keys.HOME_CONTINUE)
    assert not ui.has_text("No games yet. Start one and it will be kept here.")


def test_home_leads_to_the_other_screens(start_ui: StartUi) -> None:
    ui = start_ui()
    assert ui.has_text("No games yet. Start one and it will be kept here.")
    for key, route in (
        (keys.HOME_HISTORY, "/history"),
        (keys.HOME_STATS, "/stats"),
        (keys.HOME_IMPORT, "/import"),
        (keys.HOME_RULES, "/rules"),
        (keys.HOME_SETTINGS, "/settings"),
    ):
        ui.go("/")
        ui.click(key)
        pushed = [
            b["args"]["route"]
            for a, b in ui.messages
            if a.name == "INVOKE_METHOD" and "route" in (b.get("args") or {})
        ]
        assert pushed[-1] == route, pushed  # the last route asked for is this button's
    ui.go("/")
    ui.click(shell_keys.HOME_NEW_GAME)
    assert ui.route == "/new"


def test_a_whole_short_game_by_taps(start_ui: StartUi, repository: GameRepository) -> None:
    game_id = box_game(repository, target=60)
    ui = start_ui(route=f"/game/{game_id}")
    record(ui, "knock", 0, 2, 30)  # Ann 28, stays in the box; Cid captains
    record(ui, "knock", 2, 8, 5)  # Cid undercut by Ann: 10 + 3 = 13 -> Ann 41
    record(ui, "gin", 0, 20)  # Ann 41 + 45 = 86: over 60
    assert text_of(ui, keys.END_WINNER) == "Ann wins!"
    assert len(repository.load_game(game_id).hands) == 3
