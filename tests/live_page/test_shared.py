"""A change is rendered once per game and language for every open live page (issue 35, point 5).

The streams run as the server runs them, on one event loop; the page's
renderer is counted. Before, every stream rendered the change on its own:
200 pages of a 500-hand game cost the host 10.5 s of CPU per saved hand.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest

from scorekeeper.live_page import app as live_app
from scorekeeper.live_page.app import STREAMS_PER_ADDRESS
from scorekeeper.live_page.shared import SharedRenders
from scorekeeper.live_page.stream import Rendered
from scorekeeper.live_page.words import PageWords
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.services.changes import ChangeKind, GameChanged
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from tests.live_page.conftest import KNOCK, box_game
from tests.live_page.test_app import CATALOG, pages, pages_of, request

STREAMS = 2 * STREAMS_PER_ADDRESS
"""Two addresses' worth: half the pages in English, half in Dutch."""
SECOND = HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Cid": 10})


class Page:
    """One open ``/live/events`` request on the test's loop: the bodies it was sent."""

    def __init__(self, number: int) -> None:
        self.language = "nl" if number % 2 else "en"
        self.scope = request(
            "/live/events", headers={"accept-language": self.language, "last-event-id": "x"}
        )
        self.scope["client"] = (f"10.0.0.{number % 2 + 1}", 5000 + number)
        self.bodies: list[bytes] = []
        self.hang_up = asyncio.Event()

    async def receive(self) -> dict[str, Any]:
        await self.hang_up.wait()
        return {"type": "http.disconnect"}

    async def send(self, message: dict[str, Any]) -> None:
        if message.get("body"):
            self.bodies.append(message["body"])

    def updates(self) -> list[bytes]:
        return [body for body in self.bodies if body.startswith(b"id: ")]


async def until(found: Any, timeout: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not found():
        assert asyncio.get_running_loop().time() < deadline, "not within the time allowed"
        await asyncio.sleep(0.01)


def test_one_saved_hand_is_rendered_once_per_language_for_every_open_page(
    games: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = box_game(games, KNOCK)
    app = pages(games)
    rendered: list[str] = []
    real = live_app.live_html

    def counted(page: Any, words: PageWords, *, full_app: bool = True) -> str:
        rendered.append(words.language)
        return real(page, words, full_app=full_app)

    monkeypatch.setattr(live_app, "live_html", counted)
    open_pages = [Page(number) for number in range(STREAMS)]

    async def run() -> None:
        streams = [
            asyncio.create_task(app(page.scope, page.receive, page.send)) for page in open_pages
        ]
        await until(lambda: all(len(page.updates()) == 1 for page in open_pages))
        rendered.clear()
        # Saved by another thread, as a Flet session's handler saves it.
        saver = threading.Thread(
            target=lambda: games.record(game_id, SECOND, based_on=revision(games.load(game_id)))
        )
        saver.start()
        await asyncio.to_thread(saver.join)
        await until(lambda: all(len(page.updates()) == 2 for page in open_pages))
        for page in open_pages:
            page.hang_up.set()
        await asyncio.gather(*streams)

    asyncio.run(run())
    assert sorted(rendered) == ["en", "nl"], f"{len(rendered)} renders for one change"
    sent = {page.language: {page.updates()[1]} for page in open_pages}
    for page in open_pages:
        assert page.updates()[1] in sent[page.language]
    assert all(len(bodies) == 1 for bodies in sent.values()), "one event per language"
    assert sent["en"] != sent["nl"]
    [news] = [update["news"] for update in pages_of([next(iter(sent["en"])).decode()])]
    assert news.startswith("Hand 2: Ann +8.")


def change(number: int) -> GameChanged:
    return GameChanged("g", ChangeKind.RECORDED, number, f"r{number}", "")


def test_renderings_kept_are_bounded_and_a_failed_one_is_tried_again() -> None:
    made: list[int | None] = []
    failing = {3}

    async def render(
        changed: GameChanged | None, game_id: str | None, words: PageWords
    ) -> Rendered:
        number = changed.number if changed else None
        made.append(number)
        if number in failing:
            failing.discard(number)
            raise OSError("the disk went away")
        return Rendered(f"<p>{number}</p>", "")

    renders = SharedRenders(render, kept=4)
    words = PageWords(CATALOG, "en")

    async def run() -> None:
        changes = [change(number) for number in range(10)]
        for each in changes:
            answers = await asyncio.gather(
                *(renders(each, None, words) for _ in range(5)), return_exceptions=True
            )
            assert len({id(answer) for answer in answers}) == 1, "the same to every stream"
            assert len(renders) <= 4
        assert (await renders(changes[3], None, words)).html == "<p>3</p>"
        assert (await renders(changes[9], None, words)).html == "<p>9</p>"
        await renders(changes[0], None, words)  # no longer kept: rendered again

    asyncio.run(run())
    assert made == [*range(10), 3, 0]
