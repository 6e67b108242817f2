"""axe-core in the real page, after Flutter's semantics tree is on.

Why injected over the DevTools protocol: the app's page has a strict
Content-Security-Policy (no inline script), and what the test evaluates is not
the page's own script, so the policy stays as a player gets it. axe-core comes
from npm as a pinned test dependency (``tests/e2e/axe/package.json``, installed
by ``tests/run.sh``); nothing is fetched while a test runs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ..browser import WebApp

AXE_FOLDER = Path(__file__).resolve().parents[1] / "axe"
AXE = AXE_FOLDER / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("critical", "serious")
"""The impacts a screen may not have."""

RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.map(v => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map(n => n.target.join(' ') + ' ' + n.html.slice(0, 160)),
  }));
}"""


def axe_source() -> str:
    """axe-core's script, the pinned version, or a failure that says how to install it."""
    install = "run tests/run.sh, or `npm ci --prefix tests/e2e/axe` (the version is pinned there)"
    if not AXE.exists():
        pytest.fail(f"axe-core is missing: {install}")
    pinned = json.loads((AXE_FOLDER / "package.json").read_text())["dependencies"]["axe-core"]
    installed = json.loads((AXE.parent / "package.json").read_text())["version"]
    if installed != pinned:
        pytest.fail(f"axe-core {installed} is installed, {pinned} is pinned: {install}")
    return AXE.read_text()


def violations(app: WebApp) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now: ``{id, impact, nodes}`` each."""
    if not app.page.evaluate("() => typeof axe !== 'undefined'"):
        session = app.context.new_cdp_session(app.page)
        try:
            session.send("Runtime.evaluate", {"expression": axe_source()})
        finally:
            session.detach()
    found: list[dict[str, Any]] = app.page.evaluate(RUN_AXE)
    return found


def blocking(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The critical and serious ones."""
    return [violation for violation in found if violation["impact"] in BLOCKING]
