"""The live page's script says why it stopped following (issue 35, point 6; issue 34, point 2).

An ``EventSource`` refused by the server closes without saying why. The script
asks once more: a host whose streams are all taken (429), or one that fails
(5xx), shows "busy" and follows again a few seconds later; only a refused
cookie (401) shows that the host revoked every phone. A table switched off
says so on its stream (``closing``): the page says the table was closed, marks
its scores as of then, and offers to rejoin once the address answers again. A
host out of reach is said to be, and asked again less and less often, not
every 2 s for ever as the browser would. Run in Node against stand-ins for the
browser (``live_script.js``, timers on a clock of its own); the browser test
``tests/e2e/web/test_phone_host.py`` shows the page itself.
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


NOBODY = {"gone": False, "busy": False, "closed": False, "away": False, "rejoin": False}


def only(notice: str) -> dict[str, bool]:
    return NOBODY | {notice: True}


@pytest.mark.parametrize("status", ["429", "503", "200"])
def test_a_refused_stream_on_a_busy_host_says_busy_and_follows_again(status: str) -> None:
    seen = run("refused", status)
    assert seen["shown"] == only("busy")
    assert seen["fetched"] == ["/live/events?v=second"], "asked once, for what the page shows"
    assert seen["retries"] == [5000]
    assert seen["sources"] == ["/live/events?v=first", "/live/events?v=second"]
    assert seen["afterRetry"] == {"shown": NOBODY, "live": "<p>hand 2</p>", "state": ""}


def test_a_refused_stream_with_no_answer_says_the_host_is_out_of_reach() -> None:
    seen = run("refused", "offline")
    assert seen["shown"] == only("away")
    assert seen["state"] == "away", "the scores are marked as possibly out of date"
    assert seen["retries"] == [2000]


def test_a_refused_cookie_says_the_host_revoked_every_phone() -> None:
    seen = run("refused", "401")
    assert seen["shown"] == only("gone")
    assert seen["retries"] == []
    assert len(seen["sources"]) == 1


def test_a_revoke_told_by_the_stream_says_so_and_stops_following() -> None:
    seen = run("revoked")
    assert seen["shown"] == only("gone")
    assert seen["closed"] is True
    assert seen["fetched"] == [] and len(seen["sources"]) == 1


def test_a_closed_table_says_so_and_offers_a_rejoin_once_it_answers_again() -> None:
    seen = run("closing", "offline,offline,offline,200")
    assert seen["shown"] == only("closed"), "closed, not revoked nor busy"
    assert seen["state"] == "closed", "the scores are marked as those of the closed table"
    assert seen["closed"] is True and len(seen["sources"]) == 1, "no silent reconnect"
    assert seen["askedAt"] == [2000, 6000, 14000, 30000], "asked less and less often"
    assert seen["shownLater"] == only("closed") | {"rejoin": True}
    assert seen["reloads"] == 1, "Rejoin opens the page again"


def test_a_closed_table_reopened_under_a_new_secret_says_the_phone_was_revoked() -> None:
    seen = run("closing", "offline,401")
    assert seen["shownLater"] == only("gone")


def test_a_host_out_of_reach_is_said_to_be_and_asked_ever_less_often() -> None:
    seen = run("broken", "offline")
    assert seen["shown"] == only("away")
    assert seen["askedAt"] == [0, 2000, 6000, 14000, 30000], "5 asks in 35 s, not 17 or more"
    assert seen["sources"] == ["/live/events?v=first"], "the browser's own retry is stopped"


def test_a_broken_stream_on_a_host_that_answers_follows_again_at_once_and_quietly() -> None:
    seen = run("broken", "200")
    assert seen["shown"] == NOBODY
    assert seen["retries"] == []
    assert seen["sources"] == ["/live/events?v=first", "/live/events?v=first"]
    assert seen["afterRetry"]["live"] == "<p>hand 2</p>"
