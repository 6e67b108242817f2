"""The live page in real Chromium: phones join by the printed address, a hand saved in the full
app reaches an open live page without a reload, a revoke shuts it, and axe-core finds nothing.

The server runs as a table is hosted (``--host 0.0.0.0``); the phones open the
address it prints for the network, on this machine's own network address.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.join_secret import JoinSecretFile
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys
from tests.e2e.browser import PHONE, WebApp
from tests.launcher import AppServer
from tests.storage.helpers import append_hand

from ..steps import pick_box_game, record, save, tap, wait_totals

pytestmark = pytest.mark.e2e

AXE_FOLDER = Path(__file__).resolve().parents[1] / "axe"
AXE = AXE_FOLDER / "node_modules" / "axe-core" / "axe.min.js"
NETWORK_ADDRESS = re.compile(r"On your network: (\S+)")
LIVE_UPDATE_MS = 5_000
"""A saved hand on the live page: measured in hundreds of milliseconds (the benchmark); the
bound only keeps a loaded machine from failing the test."""
PLAYERS = ("Ann", "Bob", "Cid")
EXPLANATION = "Ann knocked with 2 against Bob's 9: Ann scores 9 − 2 = 7"


@pytest.fixture
def table(server_factory: Callable[..., AppServer]) -> AppServer:
    return server_factory(host="0.0.0.0")


def printed_address(server: AppServer) -> str:
    """The join address the terminal prints for the other phones (and shows as a QR code)."""
    found = NETWORK_ADDRESS.search(server.output())
    assert found, f"no network address printed:\n{server.output()}"
    return found.group(1)


@pytest.fixture
def phone(browser: Browser) -> Iterator[Callable[..., BrowserContext]]:
    contexts: list[BrowserContext] = []

    def new(**options: Any) -> BrowserContext:
        settings = {"viewport": PHONE, "device_scale_factor": 1, **options}
        context = browser.new_context(**settings)
        contexts.append(context)
        return context

    yield new
    for context in contexts:
        context.close()


def csp_reports(page: Page) -> list[str]:
    """Console messages of the policy refusing something (none is expected)."""
    reports: list[str] = []
    page.on(
        "console",
        lambda message: (
            reports.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    return reports


def test_a_hand_saved_in_the_full_app_reaches_the_live_page_and_a_revoke_shuts_it(
    table: AppServer, phone: Callable[..., BrowserContext]
) -> None:
    address = printed_address(table)
    assert "/live/?join=" in address
    origin = address.split("/live/", 1)[0]

    watcher = phone().new_page()
    reports = csp_reports(watcher)
    opened = watcher.goto(address)
    assert opened is not None and opened.status == 200
    assert watcher.url == f"{origin}/live/", "the secret is gone from the address bar"
    watcher.get_by_role("heading", name="Live at the table").wait_for()
    watcher.get_by_text("No game yet: start one in the full app.").wait_for()
    loads: list[str] = []
    watcher.on("framenavigated", lambda frame: loads.append(frame.url))

    # The other phone joins the same way and taps through to the full app to record.
    recorder = phone()
    live = recorder.new_page()
    live.goto(address)
    with live.expect_navigation(url=f"{origin}/"):
        live.get_by_role("link", name="Open the full app").click()
    live.close()
    app = WebApp(recorder, table, url=f"{origin}/")
    app.open()
    pick_box_game(app)
    tap(app, keys.NEW_START, expect="Record hand")
    watcher.get_by_role("heading", name="Hand 1").or_(
        watcher.get_by_text("No hand played yet.")
    ).first.wait_for(timeout=LIVE_UPDATE_MS)
    scores = watcher.get_by_role("table")
    first_row = scores.get_by_role("row").nth(1).inner_text().split()
    assert first_row == ["Ann", "0", "100", "BOX", "·", "deals"]

    # Ann (box) knocks 2 against Bob's 9: Ann +7.
    record(app, "knock", 0, 2, 9)
    save(app)
    wait_totals(app, 7, 0, 0)
    watcher.get_by_text(EXPLANATION, exact=True).wait_for(timeout=LIVE_UPDATE_MS)
    assert watcher.get_by_role("row", name=re.compile("^Ann 7 93")).count() == 1
    assert watcher.get_by_role("link", name="Rule book: Scoring a knock").count() >= 1
    news = watcher.locator("#news")
    assert news.get_attribute("aria-live") == "polite"
    assert news.inner_text() == f"Hand 1: Ann +7. {EXPLANATION}"
    assert loads == [], "the live page changed without a reload"
    assert reports == []

    # Revoke every phone (what Settings does: a new secret in the data folder).
    JoinSecretFile(table.data_dir).renew()
    gone = watcher.locator("#gone")
    gone.wait_for(state="visible", timeout=LIVE_UPDATE_MS)
    assert "To join again, scan the new code" in gone.inner_text()
    assert gone.get_attribute("role") == "alert"
    again = watcher.reload()
    assert again is not None and again.status == 401
    assert "Invite a phone" in watcher.content()


def test_axe_finds_no_violation_at_360_px_with_large_text_light_and_dark(
    server_factory: Callable[..., AppServer],
    tmp_path: Path,
    phone: Callable[..., BrowserContext],
) -> None:
    assert AXE.is_file(), (
        f"axe-core is missing: run `npm ci --prefix {AXE_FOLDER.relative_to(Path.cwd())}`"
        " (tests/run.sh does)"
    )
    pinned = json.loads((AXE_FOLDER / "package.json").read_text())["dependencies"]["axe-core"]
    assert json.loads((AXE.parent / "package.json").read_text())["version"] == pinned
    # A game with a hand, so every part of the page is there (recording it in the full
    # app is the journey above).
    with open_repository(tmp_path / "table") as store:
        game = GameService(store).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
        append_hand(store, game.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Bob": 9}))
    address = printed_address(server_factory(host="0.0.0.0", data_dir=tmp_path / "table"))
    for scheme in ("light", "dark"):
        check_live_page_with_axe(phone, address, scheme)


def check_live_page_with_axe(
    phone: Callable[..., BrowserContext], address: str, scheme: str
) -> None:
    """axe-core on the live page in ``scheme`` at 360 px, then with the text at twice its size."""
    # The checker is injected past the page's policy; the page itself is as served.
    context = phone(color_scheme=scheme, bypass_csp=True, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(address)
    page.get_by_text(EXPLANATION, exact=True).wait_for()
    page.evaluate("() => document.fonts.ready")
    loaded = "() => [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family)"
    assert page.evaluate(loaded) == ["Scorekeeper Sans"], "the app's font, suits and all"
    page.add_script_tag(path=str(AXE))
    results = page.evaluate("() => axe.run(document, {resultTypes: ['violations']})")
    violations = [(v["id"], [n["target"] for n in v["nodes"]]) for v in results["violations"]]
    assert violations == [], scheme
    assert results["passes"], "axe ran its checks"
    # Large text: the page at twice the browser's default size still fits 360 px.
    page.evaluate("() => { document.documentElement.style.fontSize = '200%'; }")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    results = page.evaluate("() => axe.run(document, {resultTypes: ['violations']})")
    assert [v["id"] for v in results["violations"]] == [], scheme
