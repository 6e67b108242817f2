"""The import screen without a browser: paste, pick, scan; preview; store; compare; choose."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import flet as ft
import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.rules.game import Game
from scorekeeper.services.games import GameService
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.sharing import IMPORT_ROUTE, keys
from scorekeeper.ui.sharing.camera_check import camera_available
from tests.storage.helpers import undo_last_hand

from ..conftest import StartUi
from ..harness import UiHarness
from .games import big_game, blank_png, box_game, changed_copy, code_png

GAME = box_game()


def _paste(ui: UiHarness, text: str) -> None:
    ui.type_text(keys.IMPORT_PASTE_FIELD, text)
    ui.click(keys.IMPORT_PASTE_READ)


def _picks(ui: UiHarness, *images: bytes) -> list[dict[str, Any]]:
    """Answer the next file-picker request with ``images``; returns the requests made."""
    requests: list[dict[str, Any]] = []

    def pick(args: dict[str, Any]) -> list[dict[str, Any]]:
        requests.append(args)
        return [
            {"id": i, "name": f"code-{i}.png", "size": len(data), "bytes": data}
            for i, data in enumerate(images)
        ]

    ui.respond_to("FilePicker.pick_files", pick)
    return requests


@pytest.fixture
def ui(start_ui: StartUi) -> UiHarness:
    return start_ui(route=IMPORT_ROUTE)


def test_the_screen_offers_three_ways_in(ui: UiHarness) -> None:
    assert ui.has_text("Import a game")
    for key in (
        keys.IMPORT_SCAN,
        keys.IMPORT_PICK,
        keys.IMPORT_PASTE_FIELD,
        keys.IMPORT_PASTE_READ,
    ):
        assert ui.exists(key), key
    assert not ui.exists(keys.IMPORT_ERROR)


def test_pasted_text_is_previewed_then_stored(ui: UiHarness, repository: GameRepository) -> None:
    _paste(ui, "\n".join(game_to_codes(GAME)))
    assert ui.has_text("Game found")
    assert ui.find_as(keys.PREVIEW_PLAYERS, ft.Text).value == "Ann · Bob · Cid"
    assert ui.find_as(keys.PREVIEW_FINGERPRINT, ft.Text).value == fingerprint(GAME)
    for text in ("1 Jun 2025", "Gin with a box", "4", "19", "55", "0"):
        assert ui.has_text(text), text
    assert repository.list_games() == [], "nothing is stored before the players say so"

    ui.click(keys.IMPORT_STORE)
    assert ui.has_text("Stored on this phone.")
    assert fingerprint(repository.load_game(GAME.id)) == fingerprint(GAME)
    assert ui.find_as(keys.PREVIEW_FINGERPRINT, ft.Text).value == fingerprint(GAME)

    pushed: list[str] = []
    ui.respond_to("Page.push_route", lambda args: pushed.append(args["route"]))
    ui.click(keys.IMPORT_OPEN)
    assert pushed == [f"/game/{GAME.id}"]


def test_an_image_from_the_file_picker_is_read(ui: UiHarness) -> None:
    requests = _picks(ui, code_png(GAME))
    ui.click(keys.IMPORT_PICK)
    assert requests[0]["with_data"] is True
    assert ui.find_as(keys.PREVIEW_FINGERPRINT, ft.Text).value == fingerprint(GAME)


def test_a_split_game_is_read_part_by_part(ui: UiHarness) -> None:
    big = big_game()
    _picks(ui, code_png(big, 2))
    ui.click(keys.IMPORT_PICK)
    assert ui.has_text("1 of 3 codes read. Now read the others, in any order.")
    _picks(ui, code_png(big, 0), code_png(big, 1))
    ui.click(keys.IMPORT_PICK)
    assert ui.find_as(keys.PREVIEW_FINGERPRINT, ft.Text).value == fingerprint(big)
    assert ui.has_text("1,000")


def test_start_over_forgets_the_parts_read(ui: UiHarness) -> None:
    _picks(ui, code_png(big_game(), 0))
    ui.click(keys.IMPORT_PICK)
    ui.click(keys.IMPORT_START_OVER)
    assert not ui.exists(keys.IMPORT_PROGRESS)


def test_a_cancelled_file_picker_changes_nothing(ui: UiHarness) -> None:
    _picks(ui)
    ui.click(keys.IMPORT_PICK)
    assert not ui.exists(keys.IMPORT_ERROR)
    assert ui.exists(keys.IMPORT_PICK)


@pytest.mark.parametrize(
    ("image", "message"),
    [
        (blank_png(), "No QR code found in the image; hold the phone steady and fill the frame"),
        (
            b"%PDF-1.4 not an image",
            "The file is not a readable image (not an image format the app knows)",
        ),
    ],
    ids=["no-code", "not-an-image"],
)
def test_a_bad_image_gets_one_clear_message_and_changes_nothing(
    ui: UiHarness, repository: GameRepository, image: bytes, message: str
) -> None:
    _picks(ui, code_png(big_game(), 1))
    ui.click(keys.IMPORT_PICK)
    _picks(ui, image)
    ui.click(keys.IMPORT_PICK)
    assert ui.find(keys.IMPORT_ERROR)
    assert ui.has_text(message)
    assert ui.has_text("1 of 3 codes read. Now read the others, in any order.")
    assert repository.list_games() == []


def test_bad_text_gets_one_clear_message(ui: UiHarness) -> None:
    _paste(ui, "hello there")
    assert ui.has_text("This is not a Scorekeeper game code (it starts with 'HELLO THERE')")
    (code,) = game_to_codes(GAME)
    _paste(ui, code[:-6])
    assert ui.exists(keys.IMPORT_ERROR)
    assert [t for t in ui.texts() if t.startswith("The code is damaged")]
    _paste(ui, code)
    assert not ui.exists(keys.IMPORT_ERROR), "a good read clears the message"


def test_the_pasted_text_stays_after_a_refusal(ui: UiHarness) -> None:
    _paste(ui, "SKG1:NOT A GAME")
    assert ui.exists(keys.IMPORT_ERROR)
    assert ui.find_as(keys.IMPORT_PASTE_FIELD, ft.TextField).value == "SKG1:NOT A GAME"


def test_fast_typing_is_never_set_back(ui: UiHarness) -> None:
    """Keystrokes arrive faster than the server handles them; none may be undone.

    (With the field bound to state, a re-render for "SKG" reached the client after
    "SKG1:..." had been typed and set the field back.)
    """
    (code,) = game_to_codes(GAME)
    field = ui.find(keys.IMPORT_PASTE_FIELD)
    session = ui.session

    async def keystrokes() -> None:
        for end in range(1, len(code) + 1):
            session.apply_patch(field._i, {"value": code[:end]})
            asyncio.get_running_loop().create_task(
                session.dispatch_event(field._i, "change", code[:end])
            )
            await asyncio.sleep(0)

    ui._run(keystrokes())
    assert ui.find_as(keys.IMPORT_PASTE_FIELD, ft.TextField).value == code
    ui.click(keys.IMPORT_PASTE_READ)
    assert ui.find_as(keys.PREVIEW_FINGERPRINT, ft.Text).value == fingerprint(GAME)


def test_cancel_in_the_preview_stores_nothing(ui: UiHarness, repository: GameRepository) -> None:
    _paste(ui, game_to_codes(GAME)[0])
    ui.click(keys.IMPORT_CANCEL)
    assert ui.exists(keys.IMPORT_PICK)
    assert ui.find_as(keys.IMPORT_PASTE_FIELD, ft.TextField).value == ""
    assert repository.list_games() == []


def test_a_game_already_here_is_not_stored_twice(ui: UiHarness, repository: GameRepository) -> None:
    GameService(repository).import_games([GAME])
    _paste(ui, game_to_codes(GAME)[0])
    ui.click(keys.IMPORT_STORE)
    assert ui.has_text(
        f"You already have this game (same record code {fingerprint(GAME)}). Nothing changed."
    )
    assert len(repository.list_games()) == 1


def _conflict(ui: UiHarness, repository: GameRepository, theirs: Game = GAME) -> None:
    GameService(repository).import_games([changed_copy(GAME)])
    _paste(ui, game_to_codes(theirs)[0])
    ui.click(keys.IMPORT_STORE)
    assert ui.exists(keys.COMPARE)


def test_a_changed_copy_opens_the_comparison(ui: UiHarness, repository: GameRepository) -> None:
    _conflict(ui, repository)
    texts = ui.texts()
    for text in (
        "This game differs from yours",
        "This phone",
        "Other phone",
        fingerprint(changed_copy(GAME)),
        fingerprint(GAME),
        "Hands 1–3: the same on both phones",
        "Hand 4",
        "differs",
        "Bob knocked",
        "Ann 30 · Bob 3",
        "Bob +27",
        "Bob went gin",
        "Ann 30",
        "Bob +55",
        "Taking theirs changes: Bob +28",
        "Keep mine",
        "Take theirs",
        "Keep both",
    ):
        assert text in texts, (text, texts)
    line = ui.find(keys.compare_hand(1))
    assert isinstance(line, ft.Container) and line.border is not None, "the difference stands out"
    assert not isinstance(ui.find(keys.compare_hand(0)), ft.Container)


def test_keep_mine(ui: UiHarness, repository: GameRepository) -> None:
    _conflict(ui, repository)
    ui.click(keys.COMPARE_KEEP_MINE)
    assert ui.has_text("You kept this phone's record. Nothing changed.")
    assert fingerprint(repository.load_game(GAME.id)) == fingerprint(changed_copy(GAME))


def test_take_theirs(ui: UiHarness, repository: GameRepository) -> None:
    _conflict(ui, repository)
    ui.click(keys.COMPARE_TAKE_THEIRS)
    code = fingerprint(GAME)
    assert ui.has_text(f"This phone now holds the other phone's record (record code {code}).")
    assert fingerprint(repository.load_game(GAME.id)) == code
    assert ui.find_as(keys.PREVIEW_FINGERPRINT, ft.Text).value == code


def test_keep_both(ui: UiHarness, repository: GameRepository) -> None:
    _conflict(ui, repository)
    ui.click(keys.COMPARE_KEEP_BOTH)
    assert ui.has_text(
        "Both records are kept; the other phone's is now a separate game "
        f"(record code {fingerprint(GAME)})."
    )
    games = repository.list_games()
    assert len(games) == 2
    other = next(g.id for g in games if g.id != GAME.id)
    pushed: list[str] = []
    ui.respond_to("Page.push_route", lambda args: pushed.append(args["route"]))
    ui.click(keys.IMPORT_OPEN)
    ui.click(keys.IMPORT_OPEN_OTHER)
    assert pushed == [f"/game/{GAME.id}", f"/game/{other}"]


def test_a_choice_after_the_game_changed_meanwhile_is_refused(
    ui: UiHarness, repository: GameRepository
) -> None:
    _conflict(ui, repository)
    undo_last_hand(repository, GAME.id)  # another tab recorded something meanwhile
    ui.click(keys.COMPARE_TAKE_THEIRS)
    assert ui.has_text("The game changed on this phone since the comparison; import the code again")
    assert ui.exists(keys.COMPARE)


def test_settings_that_differ_are_listed(ui: UiHarness, repository: GameRepository) -> None:
    theirs = box_game(target=150)
    GameService(repository).import_games([GAME])
    _paste(ui, game_to_codes(theirs)[0])
    ui.click(keys.IMPORT_STORE)
    assert ui.exists(keys.COMPARE_SETTINGS)
    for text in (
        "Settings that differ",
        "Target",
        "100",
        "150",
        "Hands 1–4: the same on both phones",
    ):
        assert ui.has_text(text), text


# --- the camera ------------------------------------------------------------------------------

CAMERA = {"name": "back", "lens_direction": "back", "sensor_orientation": 90}


def test_the_camera_reads_a_code(ui: UiHarness) -> None:
    ui.respond_to("Camera.get_available_cameras", lambda args: [CAMERA])
    started: list[dict[str, Any]] = []
    ui.respond_to("Camera.initialize", started.append)
    ui.respond_to("Camera.take_picture", lambda args: code_png(GAME))
    ui.click(keys.IMPORT_SCAN)
    assert ui.exists(keys.CAMERA)
    assert started and started[0]["enable_audio"] is False
    assert ui.has_text("Hold the code inside the picture, then tap Read the code.")
    ui.click(keys.CAMERA_CAPTURE)
    assert ui.find_as(keys.PREVIEW_FINGERPRINT, ft.Text).value == fingerprint(GAME)
    assert not ui.exists(keys.CAMERA)


def test_a_picture_without_a_code_keeps_the_camera_open(ui: UiHarness) -> None:
    ui.respond_to("Camera.get_available_cameras", lambda args: [CAMERA])
    ui.respond_to("Camera.initialize", lambda args: None)
    ui.respond_to("Camera.take_picture", lambda args: blank_png())
    ui.click(keys.IMPORT_SCAN)
    ui.click(keys.CAMERA_CAPTURE)
    assert ui.exists(keys.IMPORT_ERROR)
    assert ui.exists(keys.CAMERA)
    ui.click(keys.CAMERA_CLOSE)
    assert not ui.exists(keys.CAMERA)


def test_a_camera_that_fails_says_what_to_do_instead(ui: UiHarness) -> None:
    def refuse(args: dict[str, Any]) -> None:
        raise RuntimeError("Permission denied")

    ui.respond_to("Camera.get_available_cameras", refuse)
    ui.click(keys.IMPORT_SCAN)
    assert ui.has_text(
        "The camera did not start (Permission denied). Pick an image or paste the text instead."
    )
    assert ui.find_as(keys.CAMERA_CAPTURE, ft.FilledButton).disabled


def test_no_camera_at_all(ui: UiHarness) -> None:
    ui.respond_to("Camera.get_available_cameras", lambda args: [])
    ui.click(keys.IMPORT_SCAN)
    assert ui.has_text("This device has no camera. Pick an image or paste the text instead.")


@pytest.mark.parametrize(
    ("web", "platform", "offered"),
    [
        (True, ft.PagePlatform.LINUX, True),
        (False, ft.PagePlatform.ANDROID, True),
        (False, ft.PagePlatform.IOS, True),
        (False, ft.PagePlatform.LINUX, False),
        (False, ft.PagePlatform.WINDOWS, False),
    ],
)
def test_the_camera_is_offered_where_flet_camera_runs(
    web: bool, platform: ft.PagePlatform, offered: bool
) -> None:
    page = SimpleNamespace(web=web, platform=platform)
    assert camera_available(page) is offered  # type: ignore[arg-type]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_on_the_screens_comes_from_the_catalogue(
    start_ui: StartUi, repository: GameRepository, catalog: Catalog, language: str
) -> None:
    ui = start_ui(route=IMPORT_ROUTE, language=language)
    allowed = {catalog.template(key, language) for key in catalog.keys(language)}
    assert [t for t in ui.texts() if t not in allowed] == []
    _conflict(ui, repository)
    data = {
        fingerprint(GAME),
        fingerprint(changed_copy(GAME)),
        "Ann",
        "Bob",
        "Cid",
        "0",
        "19",
        "27",
        "55",
        "Ann 30 · Bob 3",
        "Ann 30",
        "Bob +27",
        "Bob +55",
    }
    expected = {
        catalog.translate("compare.same_run", language, first=1, last=3),
        catalog.translate("word.hand", language, number=4),
        catalog.translate("compare.outcome.knock", language, player="Bob"),
        catalog.translate("compare.outcome.gin", language, player="Bob"),
        catalog.translate("compare.change", language, changes="Bob +28"),
    }
    assert {t for t in ui.texts() if t not in allowed and t not in data} == expected


def test_a_picture_the_client_cannot_send_says_what_to_do(ui: UiHarness) -> None:
    def revoked(args: dict[str, Any]) -> None:
        raise RuntimeError("Could not load Blob from its URL")

    ui.respond_to("Camera.get_available_cameras", lambda args: [CAMERA])
    ui.respond_to("Camera.initialize", lambda args: None)
    ui.respond_to("Camera.take_picture", revoked)
    ui.click(keys.IMPORT_SCAN)
    ui.click(keys.CAMERA_CAPTURE)
    assert ui.has_text(
        "The camera could not take the picture (Could not load Blob from its URL). "
        "Try again, or pick an image or paste the text instead."
    )
    ui.respond_to("Camera.take_picture", lambda args: code_png(GAME))
    ui.click(keys.CAMERA_CAPTURE)
    assert ui.find_as(keys.PREVIEW_FINGERPRINT, ft.Text).value == fingerprint(GAME)
