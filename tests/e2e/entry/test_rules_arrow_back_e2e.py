"""After leaving Rules by the app's arrow, the browser's Back does not open Rules again.

The arrow used to push Home as a new entry of the browser's history, so the
history read Home, Rules, Home and Back went into the Rules just left.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.rules_view import keys as rules_keys
from tests.launcher import AppServer

from ..browser import WebApp

pytestmark = pytest.mark.e2e


def test_back_after_the_rules_arrow_does_not_reopen_the_rules(
    app_server: AppServer, open_app: Callable[..., WebApp]
) -> None:
    app = open_app()
    app.by_id(game_keys.HOME_RULES).first.wait_for(state="visible", timeout=30_000)
    app.click(id=game_keys.HOME_RULES)
    app.by_id(rules_keys.BACK).first.wait_for(state="visible")
    app.click(id=rules_keys.BACK)
    app.by_id(game_keys.HOME_RULES).first.wait_for(state="visible")
    app.page.wait_for_timeout(500)

    app.page.go_back()
    app.page.wait_for_timeout(2000)
    assert not app.by_id(rules_keys.BACK).count(), "browser Back opened the Rules again"
    app.click(id=game_keys.HOME_RULES)  # an ordinary visit still opens them
    app.by_id(rules_keys.BACK).first.wait_for(state="visible")
