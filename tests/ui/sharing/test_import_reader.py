"""The import screen with the QR reader this installation has, or none, and the image caps."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.sharing import decoders
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.limits import MAX_IMAGE_BYTES
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.sharing import IMPORT_ROUTE, keys

from ..conftest import StartUi
from .games import box_game

NO_READER = (
    "This installation cannot read QR codes from pictures. Paste the code text below;"
    " the other phone can copy it from its share screen."
)


def picks(data: bytes, name: str = "photo.png") -> Any:
    return lambda args: [{"id": 0, "name": name, "size": len(data), "bytes": data}]


def test_without_a_reader_the_screen_says_so_and_offers_paste(
    start_ui: StartUi, repository: GameRepository, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(decoders, "available", lambda: ())
    ui = start_ui(route=IMPORT_ROUTE)
    assert ui.has_text(NO_READER)
    assert not ui.exists(keys.IMPORT_PICK)
    assert not ui.exists(keys.IMPORT_SCAN)
    game = box_game()
    (code,) = game_to_codes(game)
    ui.type_text(keys.IMPORT_PASTE_FIELD, code)
    ui.click(keys.IMPORT_PASTE_READ)
    assert ui.exists(keys.IMPORT_PREVIEW)


def test_with_a_reader_picking_an_image_is_offered(start_ui: StartUi) -> None:
    ui = start_ui(route=IMPORT_ROUTE)
    assert not ui.has_text(NO_READER)
    assert ui.exists(keys.IMPORT_PICK)


def test_an_image_over_the_cap_is_refused_with_the_command_lines_message(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route=IMPORT_ROUTE)
    ui.respond_to("FilePicker.pick_files", picks(b"\x89PNG\r\n\x1a\n" + bytes(MAX_IMAGE_BYTES)))
    ui.click(keys.IMPORT_PICK)
    assert ui.find(keys.IMPORT_ERROR)
    assert any("too large" in text and "16 MB" in text for text in ui.texts())
    assert repository.list_games() == []
