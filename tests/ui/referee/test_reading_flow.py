"""Read the cards in a Flet session: a real photo through the real reader, from the hand
sheet to the deadwood on it; a broken file refused with the sheet as it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import flet as ft
import pytest

from scorekeeper.rules.card_letters import LetterSet
from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys as sheet_keys
from scorekeeper.ui.referee import keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.sharing import keys as sharing_keys

from ..conftest import StartUi
from ..game.steps import enter
from ..harness import UiHarness
from .test_panel import HANDLERS, disabled, is_inside, tap, text_of

FIXTURES = Path(__file__).parents[2] / "services" / "fixtures"
ROW = (FIXTURES / "cards_row.jpg").read_bytes()
"""Bob's ten cards in an overlapping row: 4♣ 6-9♠ J♠ 7♣ 8♣ 10♣ 10♥; the reader misses 10♥."""
ANN = parse_cards("AH 2H 3H 5D 6D 7D KC KD KH 2C")
"""Three melds and the 2 of clubs: Ann knocks with 2."""
PLAYERS = ("Ann", "Bob", "Cid")


def picks(ui: UiHarness, data: bytes, name: str = "cards.jpg") -> list[dict[str, Any]]:
    """Answer the next file-picker request with one file of ``data``."""
    requests: list[dict[str, Any]] = []

    def pick(args: dict[str, Any]) -> list[dict[str, Any]]:
        requests.append(args)
        return [{"id": 0, "name": name, "size": len(data), "bytes": data}]

    ui.respond_to("FilePicker.pick_files", pick)
    return requests


def sheet(start_ui: StartUi, repository: GameRepository) -> tuple[UiHarness, str]:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(sheet_keys.TABLE_RECORD)
    return ui, game.id


def shows(ui: UiHarness, part: str) -> bool:
    """Whether a text on screen holds ``part``."""
    return any(part in text for text in ui.texts())


def checked_interactive(ui: UiHarness, *, inside: str) -> int:
    """How many controls inside ``inside`` act on taps; each has a key and an identifier."""
    interactive = [
        c
        for c in ui.controls()
        if any(getattr(c, name, None) for name in HANDLERS) and is_inside(c, inside)
    ]
    for control in interactive:
        assert isinstance(control.key, str), f"{type(control).__name__} has no key"
        named = control.parent  # the identifier's node, or the name's inside it
        while isinstance(named, ft.Semantics | ft.MergeSemantics) and not getattr(
            named, "identifier", None
        ):
            named = named.parent
        assert isinstance(named, ft.Semantics) and named.identifier == control.key
    return len(interactive)


def card(text: str) -> Card:
    return Card.parse(text)


def expanding_in_a_wrap(ui: UiHarness) -> list[str]:
    """Controls that expand inside a wrapping row or column.

    Why: Flutter lays a wrapping row out as a Wrap, which has no room to share out;
    an expanding child there is an error, drawn on the web as a grey box over the
    screen (the reader's footer once held one, and a browser showed nothing else).
    """
    return [
        f"{type(c).__name__} in {c.parent.key or type(c.parent).__name__}"
        for c in ui.controls()
        if getattr(c, "expand", None) and isinstance(c.parent, ft.Row | ft.Column) and c.parent.wrap
    ]


def test_a_photo_is_read_corrected_confirmed_and_counted_on_the_sheet(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = sheet(start_ui, repository)
    enter(ui, "knock", 0)
    ui.click(sheet_keys.SHEET_COUNT_CARDS)
    tap(ui, ANN)
    ui.click(keys.NEXT)
    ui.click(keys.READ)
    requests = picks(ui, ROW)
    ui.click(keys.READ_PICK)
    assert requests[0]["with_data"] is True
    assert ui.exists(keys.READ_PHOTO)
    read = parse_cards("4C 6S 7S 8S 9S JS 7C 8C TC")
    for seen in read:
        assert ui.exists(keys.read_card(seen)), seen
    assert text_of(ui, keys.READ_COUNT) == "9 cards for Bob. Tap a card to fix it."
    assert not ui.exists(keys.read_card(card("TH")))
    assert expanding_in_a_wrap(ui) == []

    ui.click(keys.read_card(card("4C")))  # a wrong card: the picker fixes it
    assert disabled(ui, keys.card(card("KH")))  # Ann holds it
    ui.click(keys.card(card("5C")))
    assert not ui.exists(keys.read_card(card("4C")))
    ui.click(keys.READ_ADD)  # the card the reader missed
    ui.click(keys.card(card("TH")))
    assert text_of(ui, keys.READ_COUNT) == "10 cards for Bob. Tap a card to fix it."
    ui.click(keys.READ_CONFIRM)

    assert not ui.exists(keys.READER)
    assert text_of(ui, keys.COUNT) == "Bob: all 10 cards in"
    ui.click(keys.NEXT)
    assert ui.exists(keys.summary("Bob"))
    ui.click(keys.DONE)
    # 5♣ 7♣ 8♣ 10♣ J♠ 10♥ left beside 6-9♠, none laid off on Ann's melds: 50.
    assert shows(ui, "Ann knocked with 2 against Bob's 50")
    assert ui.has_text("Cards entered for Ann, Bob")
    ui.click(sheet_keys.SHEET_SAVE)
    stored = repository.load_game(game_id).hands[0]
    assert stored.deadwood == {"Ann": 2, "Bob": 50}
    assert stored.cards["Bob"] == tuple(sorted(parse_cards("5C 6S 7S 8S 9S JS 7C 8C TC TH")))


def test_a_card_another_player_holds_is_pointed_out_and_cannot_be_confirmed(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, _ = sheet(start_ui, repository)
    enter(ui, "knock", 0)
    ui.click(sheet_keys.SHEET_COUNT_CARDS)
    tap(ui, parse_cards("4C 5C 6C AH 2H 3H KC KD KH 2D"))  # 4♣ is in Bob's photo too
    ui.click(keys.NEXT)
    ui.click(keys.READ)
    picks(ui, ROW)
    ui.click(keys.READ_PICK)
    assert ui.exists(keys.READ_PROBLEM)
    assert ui.has_text("4♣ is already Ann's in this hand: fix or remove it.")
    assert disabled(ui, keys.READ_CONFIRM)
    ui.click(keys.read_remove(card("4C")))
    assert not ui.exists(keys.READ_PROBLEM)
    assert not disabled(ui, keys.READ_CONFIRM)


@pytest.mark.parametrize(
    "data",
    [b"these are not the cards you are looking for", ROW[: len(ROW) // 3]],
    ids=["not an image", "cut short"],
)
def test_a_broken_file_is_refused_and_the_sheet_keeps_what_was_typed(
    start_ui: StartUi, repository: GameRepository, data: bytes
) -> None:
    ui, game_id = sheet(start_ui, repository)
    enter(ui, "knock", 0, 3, 20)
    ui.click(sheet_keys.SHEET_READ_CARDS)  # the referee opens on the photo reader
    assert shows(ui, "Spread Ann's cards face up")
    picks(ui, data)
    ui.click(keys.READ_PICK)
    assert ui.exists(keys.READ_REFUSAL)
    assert shows(ui, "This file is not a photo the app can read")
    assert ui.exists(keys.READ_PICK)  # another photo can be picked at once
    ui.click(keys.READ_CANCEL)
    assert ui.exists(keys.card(card("AS")))  # the referee's picker, to tap them in instead
    ui.click(keys.CANCEL)
    assert shows(ui, "Ann knocked with 3 against Bob's 20")
    assert len(repository.load_game(game_id).hands) == 0


CAMERA = {"name": "back", "lens_direction": "back", "sensor_orientation": 90}


def test_the_camera_takes_a_full_size_photo_and_its_cards_are_shown(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, _ = sheet(start_ui, repository)
    enter(ui, "knock", 0)
    ui.click(sheet_keys.SHEET_READ_CARDS)
    ui.respond_to("Camera.get_available_cameras", lambda args: [CAMERA])
    started: list[dict[str, Any]] = []
    ui.respond_to("Camera.initialize", started.append)
    ui.respond_to("Camera.take_picture", lambda args: ROW)
    ui.click(keys.READ_CAMERA)
    assert started[0]["resolution_preset"] == "max"  # a QR scan's 720p cannot read corners
    assert ui.has_text(
        "Hold the phone over the cards so every corner is in the picture, then tap Take the photo."
    )
    ui.click(sharing_keys.CAMERA_CAPTURE)
    assert not ui.exists(sharing_keys.CAMERA)
    assert text_of(ui, keys.READ_COUNT) == "9 cards for Ann. Tap a card to fix it."
    # each card and its ✕, Add, Cancel, Another photo, Confirm: each named for a browser
    assert checked_interactive(ui, inside=keys.READER) == 9 * 2 + 4


def test_the_letters_set_in_settings_are_kept(start_ui: StartUi) -> None:
    ui = start_ui(route="/settings")
    assert ui.has_text("The letters on your cards")
    ui.click(settings_keys.card_letters(LetterSet.FR))
    ui.settle()
    assert ui.find_as(settings_keys.card_letters(LetterSet.FR), ft.ListTile).selected
    assert not ui.find_as(settings_keys.card_letters(None), ft.ListTile).selected
