"""The steps every browser test takes: getting around, the seeded folder, a game's taps.

Why one module: the tests read as a player's journey (open the app at an address,
go to another, tap, type a hand, wait for the totals), and each step's waits are
the hard-won part (a control that moved, a field Flutter attached late); written
once here, a fix reaches every test. Test modules import steps from here, never
from each other."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.rules.variants import MAX_DEADWOOD
from scorekeeper.services.games import GameService
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.sheet.model import number_done
from scorekeeper.ui.sharing import keys as sharing_keys
from tests.launcher import AppServer
from tests.storage.helpers import edit_hand
from tests.ui.recorded import recorded_games

from .browser import FIRST_PAINT_TIMEOUT_MS, STEP_TIMEOUT_MS, WebApp

TOTAL_IS = """([id, value]) => {
  const node = document.querySelector(`[flt-semantics-identifier="${id}"]`);
  return node !== null && node.textContent.trim() === value;
}"""
"""True once the tile total with this identifier shows ``value``."""


def wait_total(app: WebApp, seat: int, value: int, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
    """Wait until the tile of ``seat`` shows the total ``value``; else fail with the screen."""
    try:
        app.page.wait_for_function(
            TOTAL_IS, arg=[keys.tile_total(seat), str(value)], polling="raf", timeout=timeout_ms
        )
    except PlaywrightTimeoutError:
        pytest.fail(
            f"seat {seat}'s total was not {value} within {timeout_ms} ms;"
            f" {app.evidence(f'total {seat} = {value}')}"
        )


def wait_totals(app: WebApp, *values: int) -> None:
    """Wait until the three tiles show ``values``."""
    for seat, value in enumerate(values):
        wait_total(app, seat, value)


FILL_TRIES = 4
FILL_SETTLE_MS = 3_000
"""How long typed keys may take to show in the field before they are typed again."""


def reveal(app: WebApp, identifier: str, *, steps: int = 12) -> None:
    """Scroll the screen under the mouse until the control with ``identifier`` is in view.

    Flutter builds semantics nodes only for what is (nearly) on screen, so a
    control further down a long form appears only after scrolling.
    """
    target = app.by_id(identifier).first
    app.page.mouse.move(200, 400)
    for _ in range(steps):
        if target.is_visible():
            box = target.bounding_box()
            bottom = (app.page.viewport_size or {"height": 800})["height"]
            if box is not None and box["y"] + box["height"] <= bottom:
                return
        app.page.mouse.wheel(0, 250)
        app.page.wait_for_timeout(150)
    target.wait_for(state="visible", timeout=STEP_TIMEOUT_MS)


def see(app: WebApp, text: str, *, steps: int = 12) -> None:
    """Wait for ``text``, scrolling down a little at a time if it is below the fold."""
    target = app.by_text(text).first
    app.page.mouse.move(200, 400)
    for _ in range(steps):
        try:
            target.wait_for(state="visible", timeout=600)
            return
        except PlaywrightTimeoutError:
            app.page.mouse.wheel(0, 200)
    app.wait_text(text)


def press(app: WebApp, identifier: str, expect: str | None = None) -> None:
    """Tap a control (by key) once it stands still (a sheet sliding up moves its buttons)."""
    click_still(app, app.by_id(identifier).first, expect)


def press_text(app: WebApp, text: str, expect: str | None = None) -> None:
    """Tap what shows ``text`` once it is the only one and stands still.

    A snack bar that replaces another waits until the old one has slid away;
    until then two "Undo" buttons can be on screen.
    """
    matches = app.by_text(text)
    for _ in range(100):
        if matches.count() == 1:
            break
        app.page.wait_for_timeout(50)
    click_still(app, matches.first, expect)


def click_still(app: WebApp, target: Any, expect: str | None) -> None:
    """Click the centre of ``target`` after its box stopped moving, then wait for ``expect``."""
    target.wait_for(state="visible", timeout=STEP_TIMEOUT_MS)
    app.settle_after_load()
    box = target.bounding_box()
    still = 0
    for _ in range(60):
        app.page.wait_for_timeout(40)
        again = target.bounding_box()
        still = still + 1 if again == box else 0
        box = again
        if still >= 2:
            break
    assert box is not None, "the control has no box on screen"
    app.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    if expect is not None:
        app.wait_text(expect)


def tap(app: WebApp, identifier: str, expect: str | None = None) -> None:
    """Scroll to the control if needed, then tap it."""
    reveal(app, identifier)
    press(app, identifier, expect)


def fill(app: WebApp, identifier: str, text: str) -> None:
    """Type ``text`` into a text field, checking it arrived (else type it again).

    Flutter starts editing a moment after the field is focused; keys typed in
    that moment are lost, so the field's value is checked and typing repeated.
    The check waits for the value (up to ``FILL_SETTLE_MS``) instead of looking
    once: on a busy machine the page takes longer than a fixed pause to take the
    keys in, and typing again over keys still arriving doubled them.
    """
    reveal(app, identifier)
    field = app.by_id(identifier).locator("input, textarea").first
    held = ""
    for _ in range(FILL_TRIES):
        press(app, identifier)
        app.page.wait_for_function(
            "() => document.activeElement && document.activeElement.tagName === 'INPUT'",
            timeout=STEP_TIMEOUT_MS,
        )
        app.select_all()
        app.page.keyboard.type(text)
        try:
            app.page.wait_for_function(
                "([key, text]) => { const f = document.querySelector("
                '`[flt-semantics-identifier="${key}"] input,'
                ' [flt-semantics-identifier="${key}"] textarea`);'
                " return f !== null && f.value === text; }",
                arg=[identifier, text],
                timeout=FILL_SETTLE_MS,
            )
            return
        except PlaywrightTimeoutError:
            held = field.input_value() if field.count() else "(no field)"
    raise AssertionError(
        f"could not type {text!r} into {identifier} in {FILL_TRIES} tries: it held {held!r}; "
        + app.evidence(f"typing into {identifier}")
    )


def unfocus(app: WebApp) -> None:
    """Leave the text field being typed in (its blinking cursor keeps screenshots moving)."""
    app.page.evaluate("() => document.activeElement && document.activeElement.blur()")


ACTIVE_FIELD = """(other) => {
  const chosen = (e) => ['aria-current', 'aria-selected'].some((a) => e.getAttribute(a) === 'true');
  for (const host of document.querySelectorAll('[flt-semantics-identifier^="sheet.field."]')) {
    const key = host.getAttribute('flt-semantics-identifier');
    if (key !== other && [host, ...host.querySelectorAll('*')].some(chosen)) return key;
  }
  return null;
}"""
"""The key of the deadwood field the phone shows as active, if it is not ``other``."""


def typing_field(app: WebApp, other_than: str | None = None) -> str:
    """Wait until the phone shows a deadwood field other than ``other_than`` as active.

    Why: a field moves on by itself once its number is complete (or on Next), and
    the pad is then drawn anew for the next field; a digit tapped on the pad as
    it was drawn before the move is refused (``sheet_model.pad_key``), as it is
    for a player whose thumb was quicker than the screen. A player sees the frame
    move on before typing; the test waits for the same move, as the field's
    selected state says it.
    """
    try:
        handle = app.page.wait_for_function(ACTIVE_FIELD, arg=other_than, timeout=STEP_TIMEOUT_MS)
    except PlaywrightTimeoutError:
        pytest.fail(
            f"no deadwood field but {other_than} became active within {STEP_TIMEOUT_MS} ms;"
            f" {app.evidence('the next deadwood field')}"
        )
    return str(handle.json_value())


def pad(app: WebApp, value: int) -> None:
    """Tap the digits of ``value`` on the number pad."""
    for digit in str(value):
        press(app, keys.pad_digit(int(digit)))


def enter(
    app: WebApp, result: str, by: int | None = None, *deadwood: int, knock_limit: int = 10
) -> None:
    """Result, who (seat), each deadwood; ends on the preview.

    Next is tapped only where the pad waits for more (the app's own rule,
    ``sheet_model.number_done``): a knocker's 3 or an opponent's 25 moves on by itself.
    Each number is typed once its field shows as active (:func:`typing_field`).
    After the last number the pad has closed, or its last key has become Save.
    """
    press(app, keys.result_choice(result))
    if by is not None:
        press(app, keys.by_choice(by))
    field: str | None = None
    for index, value in enumerate(deadwood):
        knocker = result == "knock" and index == 0
        last = index == len(deadwood) - 1
        field = typing_field(app, other_than=field)
        pad(app, value)
        if not last and not number_done(str(value), knock_limit if knocker else MAX_DEADWOOD):
            press(app, keys.PAD_NEXT)
        if knocker and value == 0:
            result = "gin"  # the sheet turned the knock into gin; the rest are opponents


def record(
    app: WebApp, result: str, by: int | None = None, *deadwood: int, knock_limit: int = 10
) -> None:
    """Open the sheet, enter the hand and wait for its preview (not yet saved)."""
    press(app, keys.TABLE_RECORD, expect="How did it end?")
    enter(app, result, by, *deadwood, knock_limit=knock_limit)
    app.by_id(keys.SHEET_SAVE).first.wait_for(state="visible", timeout=STEP_TIMEOUT_MS)


def save(app: WebApp) -> None:
    """Tap Save and wait until the sheet is gone; tap once more if the first tap was lost.

    Why a second tap is safe: a sheet saves against the game it opened on, so a
    tap after a save that did go through is refused, never a second hand. Why it
    is needed: on a busy machine a tap right after the preview appeared was seen
    to land while the sheet was still being laid out, and nothing happened (as a
    player would, the test then taps again). A sheet that never closes still fails.
    """
    press(app, keys.SHEET_SAVE)
    button = app.by_id(keys.SHEET_SAVE).first
    try:
        button.wait_for(state="detached", timeout=STEP_TIMEOUT_MS / 2)
    except PlaywrightTimeoutError:
        press(app, keys.SHEET_SAVE)
        button.wait_for(state="detached", timeout=STEP_TIMEOUT_MS)


def new_game(app: WebApp, variant: str, names: tuple[str, str, str]) -> None:
    """From home: New game, the variant and the three names (who starts is left to the test)."""
    press(app, "home.new_game", expect="Who starts?")
    press(app, keys.variant_card(variant))
    for seat, name in enumerate(names):
        fill(app, keys.player_field(seat), name)


def pick_box_game(app: WebApp, names: tuple[str, str, str] = ("Ann", "Bob", "Cid")) -> None:
    """From a freshly opened app: a ``box`` game whose first roles are picked in seat order.

    The first player is in the box, the second captains, the third sits out; the
    form is left, with the roles shown and no field focused, before its Start
    button (tapped at once, Start could still be moving under the new line).
    """
    app.wait_text("New game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    new_game(app, "box", names)
    tap(app, keys.FIRST_MODE_PICK, "Who is in the box (and deals)?")
    tap(app, keys.pick_choice("box", 0), expect="Who captains?")
    tap(app, keys.pick_choice("captain", 1))
    box, captain, sitter = names
    see(app, f"{box} is in the box and deals · {captain} captains · {sitter} sits out")
    unfocus(app)


# --- getting around --------------------------------------------------------------------

OpenApp = Callable[..., WebApp]
ServerFactory = Callable[..., AppServer]
WINNER = next(game for game in recorded_games() if game.id == "g1")
"""The seeded folder's finished box game, which Bob won."""

FOLLOW = """(path) => {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
}"""
"""Go to ``path`` inside the running page, as Flutter's router takes an address typed
into the bar: a new history entry it has not seen, announced by ``popstate``."""


def route(server: AppServer, path: str) -> str:
    """The address of ``path`` on ``server``."""
    return server.url + path.lstrip("/")


def go(app: WebApp, url: str) -> None:
    """Go to another address of the app in the same tab, without loading the page again.

    Why not a page load: the screen an address shows is the app's own routing, which
    this reaches exactly as an address typed into the bar does (Flutter's router hears
    a new history entry); loading Flutter's client again for each screen cost three
    to five seconds and proved nothing more. Tests whose point is a load (a restart,
    a bookmark, a reload) call :func:`load`.
    """
    parts = urlsplit(url)
    path = "/" + parts.path.lstrip("/") + (f"?{parts.query}" if parts.query else "")
    app.url = url
    app.page.evaluate(FOLLOW, path)


def load(app: WebApp, url: str) -> None:
    """Load ``url`` in the same tab: a fresh page load, as a bookmark or a reload would."""
    app.url = url
    app.open()


def open_at(open_app: OpenApp, server: AppServer, path: str, **options: object) -> WebApp:
    """A new tab on ``server`` opened at ``path`` (``options`` as ``open_app``'s)."""
    return open_app(server=server, url=route(server, path), **options)


def wait_in(app: WebApp, key: str, text: str, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
    """Wait until the control (or card) with ``key`` shows ``text`` somewhere inside it.

    Flutter hands a list tile's or a card's texts to the browser as one node, so
    a card is found by its key and its text is searched, spaces normalised.
    """
    app.page.wait_for_function(
        """([key, text]) => {
            const node = document.querySelector(`[flt-semantics-identifier="${key}"]`);
            if (!node) return false;
            const labels = [node, ...node.querySelectorAll('[aria-label]')]
                .map(e => e.getAttribute('aria-label') || '');
            const all = (node.innerText + ' ' + labels.join(' ')).replace(/\\s+/g, ' ');
            return all.includes(text);
        }""",
        arg=[key, text],
        timeout=timeout_ms,
    )


def seed(data_dir: Path) -> Path:
    """The recorded games, plus a correction in G3, stored in ``data_dir``."""
    with open_repository(data_dir) as store:
        GameService(store).import_games(recorded_games())
        edit_hand(store, "g3", 1, HandEntry(Result.KNOCK, "ann", {"ann": 2, "Dee": 11}))
    return data_dir


def paste(app: WebApp, text: str) -> None:
    """Put ``text`` into the import screen's paste field, as a player pasting it would.

    Flutter's text field can miss the first keystrokes while it takes the focus
    (seen: "SKG1:..." arrived as "G1:..."), so the field's own value is checked
    and the typing repeated until it holds exactly ``text``.
    """
    field = app.by_id(sharing_keys.IMPORT_PASTE_FIELD).locator("textarea, input").first
    for _ in range(3):
        app.type_into(text, id=sharing_keys.IMPORT_PASTE_FIELD)
        try:
            app.page.wait_for_function(
                "([field, text]) => field.value === text",
                arg=[field.element_handle(), text],
                timeout=2_000,
            )
            return
        except PlaywrightTimeoutError:
            continue
    pytest.fail(f"the paste field would not take {text!r}: {field.input_value()!r}")
