"""The share screen without a browser: the code, its parts, the fingerprint, copy and save."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.services.games import GameService
from scorekeeper.sharing.codes import game_from_codes, game_to_codes
from scorekeeper.sharing.decode import read_code_texts_in_file
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.clipboard import revealed_name
from scorekeeper.ui.sharing import keys, share_route

from ..conftest import StartUi
from ..harness import UiHarness
from ..qr_drawing import drawn_png
from .games import big_game, box_game

GAME = box_game()


def _open(start_ui: StartUi, repository: GameRepository, game: Any = GAME, **kw: Any) -> UiHarness:
    GameService(repository).import_games([game])
    return start_ui(route=share_route(game.id), **kw)


def _shown_codes(ui: UiHarness) -> list[str]:
    drawing = ui.find_as(keys.SHARE_QR, ft.Image).src
    assert isinstance(drawing, bytes), "the code is drawn in the page, not fetched"
    return read_code_texts_in_file(drawn_png(drawing))


def test_the_code_on_screen_is_the_game_and_its_fingerprint_is_shown(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = _open(start_ui, repository)
    assert game_from_codes(_shown_codes(ui)) == GAME
    assert ui.find_as(keys.SHARE_FINGERPRINT, ft.Text).value == fingerprint(GAME)
    assert ui.has_text("Share game") and ui.has_text("Ann · Bob · Cid")
    assert not ui.exists(keys.SHARE_POSITION), "one code: no 1 of 1"
    width = ui.find_as(keys.SHARE_QR, ft.Image).width
    assert width is not None and width >= 300


def test_copy_puts_the_code_text_on_the_clipboard(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = _open(start_ui, repository)
    copied: list[str] = []
    ui.respond_to("Clipboard.set", lambda args: copied.append(args["data"]))
    ui.click(keys.SHARE_COPY)
    assert copied == game_to_codes(GAME)
    assert ui.find(keys.SHARE_STATUS)
    assert ui.has_text("Code copied. Paste it into a message to the other phone.")


def test_save_downloads_the_png_named_after_the_fingerprint(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = _open(start_ui, repository)
    saved: list[dict[str, Any]] = []
    ui.respond_to("FilePicker.save_file", saved.append)
    ui.click(keys.SHARE_SAVE)
    (args,) = saved
    name = f"scorekeeper-{fingerprint(GAME)}.png"
    assert args["file_name"] == name
    assert game_from_codes(read_code_texts_in_file(args["src_bytes"])) == GAME
    assert ui.has_text(f"Image saved as {name}.")


def refuse(args: dict[str, Any]) -> None:
    raise RuntimeError("NotAllowedError: the browser refused")


@pytest.mark.parametrize(
    ("method", "button", "message"),
    [
        (
            "Clipboard.set",
            keys.SHARE_COPY,
            "This browser does not let the app copy here: the text is selected below. "
            "Long-press it (or right-click it) and choose Copy.",
        ),
        (
            "FilePicker.save_file",
            keys.SHARE_SAVE,
            "The image could not be saved here. Let the other phone scan the code on this screen.",
        ),
    ],
)
def test_a_browser_that_refuses_is_named_and_the_code_stays_on_screen(
    start_ui: StartUi, repository: GameRepository, method: str, button: str, message: str
) -> None:
    ui = _open(start_ui, repository)
    ui.respond_to(method, refuse)
    ui.respond_to("View.scroll_to", lambda args: None)  # the text to copy by hand, shown
    ui.click(button)
    assert ui.has_text(message)
    assert not ui.has_text("Code copied. Paste it into a message to the other phone.")
    assert ui.exists(keys.SHARE_QR)


def test_a_big_game_shows_its_codes_one_at_a_time(
    start_ui: StartUi, repository: GameRepository
) -> None:
    big = big_game()
    ui = _open(start_ui, repository, big)
    parts = game_to_codes(big)
    assert len(parts) == 3
    assert ui.has_text(
        "This game needs 3 codes. Show them one after the other; "
        "the other phone can read them in any order."
    )
    seen = []
    for position in (1, 2, 3, 1):
        assert ui.find_as(keys.SHARE_POSITION, ft.Text).value == f"Code {position} of 3"
        seen += _shown_codes(ui)
        ui.click(keys.SHARE_NEXT)
    assert seen == [*parts, parts[0]]
    ui.click(keys.SHARE_PREVIOUS)  # from code 2 back to 1, then round to 3
    ui.click(keys.SHARE_PREVIOUS)
    assert _shown_codes(ui) == [parts[2]]
    ui.click(keys.SHARE_NEXT)

    saved: list[str] = []
    ui.respond_to("FilePicker.save_file", lambda args: saved.append(args["file_name"]))
    ui.click(keys.SHARE_NEXT)
    ui.click(keys.SHARE_SAVE)
    assert ui.find_as(keys.SHARE_POSITION, ft.Text).value == "Code 2 of 3"
    assert saved == [f"scorekeeper-{fingerprint(big)}-2-of-3.png"]

    copied: list[str] = []
    ui.respond_to("Clipboard.set", lambda args: copied.append(args["data"]))
    ui.click(keys.SHARE_COPY)
    assert copied == ["\n".join(parts)]
    assert ui.has_text("All 3 codes copied. Paste them into a message to the other phone.")


def test_a_game_that_is_not_here_says_so(start_ui: StartUi) -> None:
    ui = start_ui(route=share_route("nosuchgame"))
    assert ui.find(keys.SHARE_ERROR)
    assert ui.has_text("There is no stored game with id 'nosuchgame'")
    assert not ui.exists(keys.SHARE_QR)


def test_back_leads_to_the_game(start_ui: StartUi, repository: GameRepository) -> None:
    ui = _open(start_ui, repository)
    pushed: list[str] = []
    ui.respond_to("Page.push_route", lambda args: pushed.append(args["route"]))
    ui.click(keys.SHARE_BACK)
    assert pushed == [f"/game/{GAME.id}"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_on_the_screen_comes_from_the_catalogue(
    start_ui: StartUi, repository: GameRepository, catalog: Catalog, language: str
) -> None:
    ui = _open(start_ui, repository, big_game(), language=language)
    ui.respond_to("Clipboard.set", lambda args: None)
    ui.click(keys.SHARE_COPY)
    allowed = {catalog.template(key, language) for key in catalog.keys(language)}
    code = fingerprint(big_game())
    words = [t for t in ui.texts() if t not in allowed and t not in (code, "Ann · Bob · Cid")]
    assert words == [
        catalog.translate("share.several", language, total=3),
        catalog.translate("share.position", language, index=1, total=3),
        catalog.translate("share.copied_many", language, count=3),
    ]


def test_the_text_to_copy_by_hand_is_brought_into_view_when_it_shows(
    start_ui: StartUi, repository: GameRepository
) -> None:
    """Shown in the copy button's place at the foot of the screen, four lines high, it reached
    below the fold with its selection out of sight (issue 34): the screen scrolls to it."""
    ui = _open(start_ui, repository)
    scrolled: list[dict[str, Any]] = []
    ui.respond_to("View.scroll_to", scrolled.append)
    ui.respond_to("Clipboard.set", refuse)
    assert scrolled == []
    ui.click(keys.SHARE_COPY)
    assert ui.exists(keys.SHARE_COPY_FIELD)
    (args,) = scrolled
    assert args["scroll_key"]["value"] == revealed_name(keys.SHARE_COPY_FIELD)
    block = [c.key for c in ui.controls() if isinstance(c.key, ft.ScrollKey)]
    assert [key.value for key in block] == [revealed_name(keys.SHARE_COPY_FIELD)]
