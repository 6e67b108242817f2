"""Every main screen state, light and dark: photographed, named, stated and checked by axe-core.

One walk per theme through ``screens.walk`` on the shared seeded server, and at
each state every check that needs the real page: a settled picture
(``every-<screen>-<scheme>`` in the artefacts, for a person to read; home must be
light or dark as asked), each control's own name and each choice's state as
Chromium's accessibility tree has them (``checks``), and axe-core on the page
with Flutter's semantics tree on. Every axe finding, of any impact, is written to
``artifacts/axe-<scheme>.json``; a critical or serious one fails the walk.

No axe finding is allowed. Three once were, and are fixed in the app: the house
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

from tests.launcher import AppServer

from ..browser import ARTIFACTS, WebApp, mean_brightness
from ..steps import OpenApp
from .axe import blocking, violations
from .checks import name_problems, named_controls, state_problems
from .screens import walk

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_screen_is_drawn_named_and_stated_in_each_theme(
    walk_server: AppServer, open_app: OpenApp, scheme: str
) -> None:
    found: dict[str, list[dict[str, Any]]] = {}
    problems: dict[str, list[str]] = {}
    listing: dict[str, list[tuple[str, str]]] = {}

    def check(app: WebApp, screen: str) -> None:
        picture = app.screenshot(f"every-{screen}-{scheme}")
        if screen == "home":
            assert (mean_brightness(picture) > 150) is (scheme == "light"), f"home is not {scheme}"
        listing[screen] = named_controls(app)
        wrong = name_problems(listing[screen]) + state_problems(app, screen)
        if wrong:
            problems[screen] = wrong
        found[screen] = violations(app)

    seen = walk(open_app, walk_server, check, color_scheme=scheme)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    report = json.dumps(found, indent=1, ensure_ascii=False)
    (ARTIFACTS / f"axe-{scheme}.json").write_text(report + "\n")
    assert len(seen) == len(set(seen)) >= 20
    assert all(listing.values()), f"a screen without a control: {listing}"
    assert problems == {}, "\n".join(f"{screen}: {each}" for screen, each in problems.items())
    bad = {screen: blocking(each) for screen, each in found.items()}
    bad = {screen: each for screen, each in bad.items() if each}
    assert bad == {}, "\n".join(
        f"{screen}: {v['id']} ({v['impact']}) {v['nodes']}"
        for screen, each in bad.items()
        for v in each
    )
