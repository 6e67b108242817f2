"""axe-core finds no critical or serious violation on any main screen state.

axe-core runs in real Chromium on the page Flutter's semantics tree has been
turned on in (what a screen reader gets), on every state ``screens.walk``
reaches. The failure lists each violation with its nodes; every finding, of any
impact, is written to ``artifacts/axe.json`` for a person to read.

No finding is allowed. Three once were, and are fixed in the app: the house
rules' dialog had no name (Flutter web names a dialog route's outer node only by
``aria-describedby``, and Flet cannot name it; the house rules are now a bottom
sheet, whose route node names itself), and two scrolling regions held nothing
focusable (the statistics' player cards now each have Compare, a variant's page
of the rule book starts with a button per section).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ..conftest import ARTIFACTS, AppServer, WebApp
from ..history.test_history_e2e import OpenApp, seeded
from .axe import blocking, violations
from .screens import walk

__all__ = ["seeded"]  # a fixture: imported so that the tests here can ask for it

pytestmark = pytest.mark.e2e


def test_no_critical_or_serious_violation_on_any_screen(
    seeded: AppServer, open_app: OpenApp
) -> None:
    found: dict[str, list[dict[str, Any]]] = {}

    def check(app: WebApp, screen: str) -> None:
        found[screen] = violations(app)

    seen = walk(open_app, seeded, check)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "axe.json").write_text(json.dumps(found, indent=1, ensure_ascii=False) + "\n")
    assert len(seen) == len(set(seen)) >= 20
    bad = {screen: blocking(each) for screen, each in found.items()}
    bad = {screen: each for screen, each in bad.items() if each}
    assert bad == {}, "\n".join(
        f"{screen}: {v['id']} ({v['impact']}) {v['nodes']}"
        for screen, each in bad.items()
        for v in each
    )
