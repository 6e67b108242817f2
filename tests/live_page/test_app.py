"""The live page's ASGI app, driven as the server drives it: pages, files, and the live stream."""

from __future__ import annotations

import asyncio
import gzip
import json
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.words import explanation_text
from scorekeeper.live_page.app import STREAMS_PER_ADDRESS, LivePages
from scorekeeper.live_page.http import CONTENT_SECURITY_POLICY
from scorekeeper.live_page.stream import Closing
from scorekeeper.live_page.words import PageWords
from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from tests.live_page.conftest import KNOCK, box_game

CATALOG = Catalog.load()
FONT = Path(__file__).resolve().parents[2] / "assets" / "fonts" / "ScorekeeperSans-Regular.ttf"


async def inner(scope: Any, receive: Any, send: Any) -> None:
    """The full app's stand-in: says who answered."""
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"full app"})


def pages(
    games: GameService, key: Callable[[], str] = lambda: "", closing: Closing | None = None
) -> LivePages:
    return LivePages(
        inner,
        games,
        CATALOG,
        language=lambda accept: "nl" if "nl" in accept else "en",
        table_key=key,
        font=FONT,
        closing=closing,
    )


def request(
    path: str, *, method: str = "GET", headers: dict[str, str] | None = None, query: str = ""
) -> dict[str, Any]:
    return {
        "type": "http",
        "method": method,
        "path": path,
        "query_string": query.encode(),
        "headers": [(k.encode(), v.encode()) for k, v in (headers or {}).items()],
        "client": ("10.0.0.7", 5000),
    }


def get(app: LivePages, path: str, **kwargs: Any) -> tuple[int, dict[str, str], bytes]:
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b""}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    asyncio.run(app(request(path, **kwargs), receive, send))
    head = {k.decode(): v.decode() for k, v in sent[0].get("headers", [])}
    return sent[0]["status"], head, b"".join(m.get("body", b"") for m in sent[1:])


def test_the_page_of_the_game_at_the_table_in_the_browsers_language(games: GameService) -> None:
    box_game(games, KNOCK)
    status, head, body = get(pages(games), "/live/", headers={"accept-language": "nl"})
    assert status == 200
    assert head["content-type"] == "text/html; charset=utf-8"
    assert head["content-security-policy"] == CONTENT_SECURITY_POLICY
    assert "'unsafe-inline'" not in CONTENT_SECURITY_POLICY
    assert head["cache-control"] == "no-store"
    text = body.decode()
    assert '<html lang="nl">' in text
    assert "Live aan tafel" in text


def test_pages_and_files_travel_compressed_and_files_are_cached_for_good(
    games: GameService,
) -> None:
    box_game(games, KNOCK)
    app = pages(games)
    status, head, body = get(app, "/live/", headers={"accept-encoding": "gzip, br"})
    assert head["content-encoding"] == "gzip"
    page = gzip.decompress(body).decode()
    for path in (app.files.style, app.files.script):
        assert path in page
        status, head, body = get(app, path, headers={"accept-encoding": "gzip"})
        assert status == 200
        assert head["cache-control"] == "public, max-age=31536000, immutable"
        assert gzip.decompress(body)
    status, head, style = get(app, app.files.style)
    font = next(part.split('"')[1] for part in style.decode().split("url(")[1:])
    status, head, body = get(app, font)
    assert status == 200 and head["content-type"] == "font/ttf"
    assert body == FONT.read_bytes()


def test_other_addresses_go_to_the_full_app_and_unknown_ones_are_refused(
    games: GameService,
) -> None:
    app = pages(games)
    assert get(app, "/")[2] == b"full app"
    assert get(app, "/lively")[2] == b"full app"
    assert get(app, "/live/nothing")[0] == 404
    assert get(app, "/live/", method="POST")[0] == 405
    status, _, body = get(app, "/live/game/no-such-game")
    assert status == 404
    assert b"This game is not at the table" in body


class Stream:
    """One open ``/live/events`` request, run on its own event loop in a thread."""

    def __init__(self, app: LivePages, query: str = "", last: str = "") -> None:
        self.events: list[str] = []
        self.status = 0
        self.arrived = threading.Condition()
        self.loop = asyncio.new_event_loop()
        self._hang_up = asyncio.Event()
        headers = {"last-event-id": last} if last else {}
        scope = request("/live/events", query=query, headers=headers)
        self.thread = threading.Thread(
            target=self.loop.run_until_complete, args=(app(scope, self._receive, self._send),)
        )
        self.thread.start()

    async def _receive(self) -> dict[str, Any]:
        await self._hang_up.wait()
        return {"type": "http.disconnect"}

    async def _send(self, message: dict[str, Any]) -> None:
        with self.arrived:
            if message["type"] == "http.response.start":
                self.status = message["status"]
            elif message.get("body"):
                self.events.append(message["body"].decode())
            self.arrived.notify_all()

    def wait_for(self, found: Callable[[list[str]], bool], timeout: float = 5.0) -> None:
        with self.arrived:
            assert self.arrived.wait_for(lambda: found(self.events), timeout), self.events

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self._hang_up.set)
        self.thread.join(10)
        assert not self.thread.is_alive()


def pages_of(events: list[str]) -> list[dict[str, str]]:
    return [json.loads(event.split("data: ", 1)[1]) for event in events if "event: page" in event]


def open_page(games: GameService) -> tuple[str, Stream]:
    """A box game with one hand, its page loaded and the page's stream opened on it."""
    game_id = box_game(games, KNOCK)
    app = pages(games)
    _status, _, body = get(app, "/live/")
    shown = body.decode().split('data-v="', 1)[1].split('"', 1)[0]
    return game_id, Stream(app, last=shown)


def test_a_hand_saved_elsewhere_reaches_an_open_page_with_its_explanation(
    games: GameService,
) -> None:
    game_id, stream = open_page(games)
    try:
        stream.wait_for(lambda events: any("retry:" in e for e in events))
        assert pages_of(stream.events) == [], "the page already shows the latest"
        second = HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Cid": 10})
        # Saved by another thread, as a Flet session's handler saves it.
        saver = threading.Thread(
            target=lambda: games.record(game_id, second, based_on=revision(games.load(game_id)))
        )
        saver.start()
        saver.join()
        stream.wait_for(lambda events: bool(pages_of(events)))
        [update] = pages_of(stream.events)
        record = replay(games.load(game_id)).hands[-1]
        why = explanation_text(PageWords(CATALOG, "en"), record.score.explanation)
        assert update["news"] == f"Hand 2: Ann +8. {why}"
        assert "Hand 2" in update["html"] and "16" in update["html"]
    finally:
        stream.close()
    assert stream.status == 200


def test_a_page_that_missed_a_change_is_brought_up_to_date_at_once(games: GameService) -> None:
    box_game(games, KNOCK)
    stream = Stream(pages(games), last="0123456789abcdef")
    try:
        stream.wait_for(lambda events: bool(pages_of(events)))
        assert "Hand 1" in pages_of(stream.events)[0]["html"]
    finally:
        stream.close()


def test_a_new_secret_closes_the_stream_and_tells_the_page(games: GameService) -> None:
    box_game(games, KNOCK)
    secret = ["first"]
    stream = Stream(pages(games, key=lambda: secret[0]))
    stream.wait_for(lambda events: any("retry:" in e for e in events))
    secret[0] = "renewed"
    stream.wait_for(lambda events: any("event: revoked" in e for e in events))
    stream.thread.join(5)
    assert not stream.thread.is_alive(), "the stream ended by itself"
    assert len(games.feed) == 0, "and stopped listening to the feed"


def test_a_stopping_server_tells_every_open_page_the_table_closed(games: GameService) -> None:
    """Two pages, each on its own event loop; one told after the stop opens and ends at once."""
    box_game(games, KNOCK)
    closing = Closing()
    app = pages(games, closing=closing)
    streams = [Stream(app), Stream(app)]
    for stream in streams:
        stream.wait_for(lambda events: any("retry:" in e for e in events))
    closing.close()
    late = Stream(app)
    for stream in [*streams, late]:
        stream.wait_for(lambda events: any("event: closing" in e for e in events))
        stream.thread.join(5)
        assert not stream.thread.is_alive(), "the stream ended by itself"
        assert not any("event: revoked" in e for e in stream.events), "closed is not revoked"
    assert len(games.feed) == 0


def test_one_address_holds_a_bounded_number_of_streams(games: GameService) -> None:
    app = pages(games)
    streams = [Stream(app) for _ in range(STREAMS_PER_ADDRESS)]
    try:
        for stream in streams:
            stream.wait_for(lambda events: any("retry:" in e for e in events))
        status, _, body = get(app, "/live/events")
        assert status == 429
        assert b"Too many live pages" in body
    finally:
        for stream in streams:
            stream.close()
    assert len(games.feed) == 0


def test_an_open_page_draws_the_game_the_change_carries_without_reading_it_again(
    games: GameService, monkeypatch: Any
) -> None:
    game_id, stream = open_page(games)
    loads: list[str] = []
    load = games.load
    try:
        stream.wait_for(lambda events: any("retry:" in e for e in events))
        based_on = revision(games.load(game_id))
        monkeypatch.setattr(games, "load", lambda wanted: loads.append(wanted) or load(wanted))
        games.record(
            game_id, HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Cid": 10}), based_on=based_on
        )
        stream.wait_for(lambda events: bool(pages_of(events)))
        [update] = pages_of(stream.events)
        assert "Hand 2" in update["html"]
    finally:
        stream.close()
    assert loads == [], "the page read the game again instead of drawing the change's"
