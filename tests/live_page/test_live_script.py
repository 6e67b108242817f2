"""The live page's script tells a busy host from a revoked phone (issue 35, point 6).

An ``EventSource`` refused by the server closes without saying why. The script
asks once more: a host whose streams are all taken (429), or one that fails
(5xx, no answer), shows "busy" and follows again a few seconds later; only a
refused cookie (401) shows that the host revoked every phone. Run in Node
against stand-ins for the browser (``live_script.js``): the browser tests
show the page itself.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from scorekeeper import live_page

SCRIPT = Path(live_page.__file__).with_name("live.js")
HARNESS = Path(__file__).with_name("live_script.js")
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js runs the page's script")


def run(scenario: str, status: str = "429") -> dict[str, Any]:
    assert NODE is not None
    done = subprocess.run(
        [NODE, str(HARNESS), str(SCRIPT), scenario, status],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.mark.parametrize("status", ["429", "503", "200", "offline"])
def test_a_refused_stream_on_a_busy_host_says_busy_and_follows_again(status: str) -> None:
    seen = run("refused", status)
    assert seen["shown"] == {"busy": True, "gone": False}
    assert seen["fetched"] == ["/live/events?v=second"], "asked once, for what the page shows"
    assert seen["retries"] == [5000]
    assert seen["sources"] == ["/live/events?v=first", "/live/events?v=second"]
    assert seen["afterRetry"] == {"busy": False, "live": "<p>hand 2</p>"}


def test_a_refused_cookie_says_the_host_revoked_every_phone() -> None:
    seen = run("refused", "401")
    assert seen["shown"] == {"busy": False, "gone": True}
    assert seen["retries"] == []
    assert len(seen["sources"]) == 1


def test_a_revoke_told_by_the_stream_says_so_and_stops_following() -> None:
    seen = run("revoked")
    assert seen["shown"] == {"busy": False, "gone": True}
    assert seen["closed"] is True
    assert seen["fetched"] == [] and len(seen["sources"]) == 1


def test_a_broken_stream_the_browser_reconnects_shows_nothing() -> None:
    seen = run("reconnecting")
    assert seen["shown"] == {"busy": False, "gone": False}
    assert seen["fetched"] == [] and seen["retries"] == []
