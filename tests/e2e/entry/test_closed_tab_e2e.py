"""A phone that reloads or closes its tab leaves no traceback in the host's terminal.

Its screens stayed subscribed to the change feed until the session was cleaned
up; the next hand stored on another phone was handed to the gone session, and
the server printed ``AttributeError ... 'loop'`` and "coroutine ... was never
awaited". Two phones: one reloads, one closes, the third records two hands.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import record, save, wait_totals

pytestmark = pytest.mark.e2e

NOISE = ("Traceback", "never awaited", "'loop'")


def test_hands_after_a_tab_reloaded_and_one_closed_print_no_traceback(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    server, game_id = box_game
    url = f"{server.url}game/{game_id}"
    playing, reloading, closing = (open_app(url=url) for _ in range(3))
    for app in (playing, reloading, closing):
        app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    reloading.page.reload()
    reloading.page.wait_for_selector(
        "flt-semantics-placeholder", state="attached", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    reloading.enable_semantics()
    reloading.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    closing.page.close()
    playing.page.wait_for_timeout(1000)

    record(playing, "knock", 0, 3, 25)
    save(playing)
    wait_totals(playing, 22, 0, 0)
    wait_totals(reloading, 22, 0, 0)
    playing.page.wait_for_timeout(2000)
    printed = server.output()
    assert not [word for word in NOISE if word in printed], printed[-3000:]
