"""Sharing between two phones in real Chromium: two servers, two data folders.

Phone A (``app_server``, its folder seeded before it starts) shows a game's code;
phone B (a second server on a fresh folder) imports it through the real file
picker, from pasted text, or finds a changed copy and resolves the comparison.
Each test ends by stopping phone B and reading its folder: what the screen said
is what was stored.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from scorekeeper.rules.game import Game
from scorekeeper.services.games import GameService
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.decode import read_code_texts_in_file
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.sharing import IMPORT_ROUTE, keys, share_route
from tests.launcher import AppServer
from tests.ui.sharing.games import blank_png, box_game, changed_copy, code_png

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp, mean_brightness
from ..steps import paste

pytestmark = pytest.mark.e2e

GAME = box_game()
OpenApp = Callable[..., WebApp]
ServerFactory = Callable[..., AppServer]


def seed(folder: Path, games: Iterable[Game]) -> None:
    """Write games into a data folder, then let go of its lock for the server."""
    with open_repository(folder) as store:
        GameService(store).import_games(list(games))


def stored(server: AppServer) -> dict[str, str]:
    """Stop the phone and read back what it kept: game id -> fingerprint."""
    server.stop()
    with open_repository(server.data_dir) as store:
        return {s.id: fingerprint(store.load_game(s.id)) for s in store.list_games()}


@pytest.fixture
def app_server(
    request: pytest.FixtureRequest, server_factory: ServerFactory, tmp_path: Path
) -> AppServer:
    """Phone A, holding ``GAME`` (or the games given by indirect parametrization)."""
    folder = tmp_path / "phone-a"
    seed(folder, getattr(request, "param", [GAME]))
    return server_factory(data_dir=folder)


def open_at(open_app: OpenApp, server: AppServer, route: str, scheme: str, wait: str) -> WebApp:
    """A tab on ``server`` opened directly at ``route``, once ``wait`` is on screen."""
    app = open_app(server=server, url=server.url + route.lstrip("/"), color_scheme=scheme)
    app.wait_text(wait, timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    return app


def pick_file(app: WebApp, path: Path) -> None:
    """Tap "Pick an image" and choose ``path`` in the browser's file chooser."""
    with app.page.expect_file_chooser() as chooser:
        app.click(id=keys.IMPORT_PICK)
    chooser.value.set_files(str(path))


def screenshot(app: WebApp, name: str, scheme: str) -> None:
    shot = app.screenshot(f"{name}-{scheme}")
    assert (mean_brightness(shot) > 150) == (scheme == "light"), f"{name} is not {scheme}"


def test_a_game_travels_as_a_qr_image_to_a_fresh_phone(
    app_server: AppServer,
    server_factory: ServerFactory,
    open_app: OpenApp,
    tmp_path: Path,
) -> None:
    code = fingerprint(GAME)
    share = open_at(open_app, app_server, share_route(GAME.id), "light", code)
    screenshot(share, "sharing-share", "light")
    with share.page.expect_download() as download:
        share.click(id=keys.SHARE_SAVE)
    image = tmp_path / download.value.suggested_filename
    download.value.save_as(image)
    assert image.name == f"scorekeeper-{code}.png"
    assert read_code_texts_in_file(image.read_bytes()) == game_to_codes(GAME)
    share.wait_text(f"Image saved as {image.name}.")

    phone_b = server_factory(data_dir=tmp_path / "phone-b")
    importer = open_at(open_app, phone_b, IMPORT_ROUTE, "dark", "Import a game")
    screenshot(importer, "sharing-import", "dark")
    pick_file(importer, image)
    importer.wait_text("Game found")
    importer.wait_text(code)
    card = importer.page.locator('flt-semantics[aria-label*="Ann · Bob · Cid"]')  # the card reads
    assert "1 Jun 2025" in (card.first.get_attribute("aria-label") or "")  # as one group
    screenshot(importer, "sharing-preview", "dark")
    importer.click(id=keys.IMPORT_STORE, expect="Stored on this phone.")
    importer.wait_text(code)
    screenshot(importer, "sharing-stored", "dark")

    dark_share = open_at(open_app, app_server, share_route(GAME.id), "dark", code)
    screenshot(dark_share, "sharing-share", "dark")
    assert stored(phone_b) == {GAME.id: code}


def test_copied_text_pasted_on_the_other_phone(
    app_server: AppServer, server_factory: ServerFactory, open_app: OpenApp, tmp_path: Path
) -> None:
    code = fingerprint(GAME)
    share = open_at(open_app, app_server, share_route(GAME.id), "light", code)
    share.context.grant_permissions(["clipboard-read", "clipboard-write"])
    share.click(
        id=keys.SHARE_COPY, expect="Code copied. Paste it into a message to the other phone."
    )
    copied = share.page.evaluate("navigator.clipboard.readText()")
    assert copied == "\n".join(game_to_codes(GAME))

    phone_b = server_factory(data_dir=tmp_path / "phone-b")
    importer = open_at(open_app, phone_b, IMPORT_ROUTE, "light", "Import a game")
    paste(importer, copied)
    importer.click(id=keys.IMPORT_PASTE_READ, expect="Game found")
    importer.click(id=keys.IMPORT_STORE, expect="Stored on this phone.")
    importer.click(id=keys.IMPORT_AGAIN, expect="Import a game")

    blank = tmp_path / "table-cloth.png"
    blank.write_bytes(blank_png())
    pick_file(importer, blank)
    importer.wait_text("No QR code found in the image; hold the phone steady and fill the frame")
    screenshot(importer, "sharing-bad-image", "light")
    paste(importer, "SKG1:NOT A GAME")
    importer.click(id=keys.IMPORT_PASTE_READ)
    importer.wait_text(
        "The code is damaged or incomplete (the text has a stray character at the end); "
        "scan or copy it again"
    )
    importer.wait_gone("No QR code found in the image; hold the phone steady and fill the frame")
    assert stored(phone_b) == {GAME.id: code}


@pytest.mark.parametrize("app_server", [[changed_copy(GAME)]], indirect=True)
def test_a_changed_copy_is_compared_and_each_choice_does_what_it_says(
    app_server: AppServer, open_app: OpenApp, tmp_path: Path
) -> None:
    """Phone A holds a copy where hand 4 differs; the other phone's code arrives as a photo."""
    image = tmp_path / "other-phone.png"
    image.write_bytes(code_png(GAME))
    mine, theirs = fingerprint(changed_copy(GAME)), fingerprint(GAME)
    phone = open_at(open_app, app_server, IMPORT_ROUTE, "light", "Import a game")

    def compare() -> None:
        pick_file(phone, image)
        phone.click(id=keys.IMPORT_STORE, expect="This game differs from yours")
        for text in (mine, theirs, "Hand 4", "Taking theirs changes: Bob +28", "Keep both"):
            phone.wait_text(text)

    compare()
    screenshot(phone, "sharing-compare", "light")
    phone.click(id=keys.COMPARE_KEEP_MINE, expect="You kept this phone's record. Nothing changed.")
    phone.click(id=keys.IMPORT_AGAIN, expect="Import a game")

    compare()
    phone.click(
        id=keys.COMPARE_KEEP_BOTH,
        expect="Both records are kept; the other phone's is now a separate game "
        f"(record code {theirs}).",
    )
    phone.click(id=keys.IMPORT_AGAIN, expect="Import a game")

    compare()
    phone.click(
        id=keys.COMPARE_TAKE_THEIRS,
        expect=f"This phone now holds the other phone's record (record code {theirs}).",
    )
    kept = stored(app_server)
    assert kept[GAME.id] == theirs
    assert sorted(kept.values()) == [theirs, theirs], "keep both added the other record"


@pytest.mark.parametrize("app_server", [[changed_copy(GAME)]], indirect=True)
def test_the_comparison_reads_in_the_dark(
    app_server: AppServer, open_app: OpenApp, tmp_path: Path
) -> None:
    image = tmp_path / "other-phone.png"
    image.write_bytes(code_png(GAME))
    phone = open_at(open_app, app_server, IMPORT_ROUTE, "dark", "Import a game")
    pick_file(phone, image)
    phone.click(id=keys.IMPORT_STORE, expect="This game differs from yours")
    screenshot(phone, "sharing-compare", "dark")
