"""The live page's addresses, as one ASGI app in front of the full app.

Requests under ``/live`` are answered here; every other request (the full
app, its websocket) passes on untouched. Mounted by the web server inside its
layers, so the table's gate has already let the request in, and the host and
origin rules and the connection limits hold as for the full app.

- ``/live/``: the game at the table (what the join address opens), following
  it to the next game; ``/live/game/<id>``: one game of the table;
- ``/live/events``: their server-sent events (:mod:`.stream`), at most
  :data:`STREAMS_PER_ADDRESS` open per client address and :data:`MOST_STREAMS`
  in all;
- ``/live/<name>.<digest>.css|js``, ``/live/font.<digest>.ttf``: the style,
  the script and the app's font, named by their content and cached for good.

Pages and files travel gzip-compressed. Reading the store and rendering a
stream's live part run in a worker thread, never on the server's event loop;
after a change, one rendering per game and language serves every stream.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Final
from urllib.parse import parse_qsl, unquote

import anyio.to_thread

from scorekeeper.i18n import Catalog
from scorekeeper.live_page.http import (
    IMMUTABLE,
    ASGIApp,
    Receive,
    Scope,
    Send,
    answer,
    compressed,
    header,
)
from scorekeeper.live_page.model import LivePage, live_page, table_game_id
from scorekeeper.live_page.render import (
    EVENTS_PATH,
    GAME_PATH,
    Files,
    live_html,
    message_html,
    message_part,
    page_html,
)
from scorekeeper.live_page.shared import RENDERS_KEPT, SharedRenders
from scorekeeper.live_page.stream import Closing, Rendered, stream
from scorekeeper.live_page.texts import news_text
from scorekeeper.live_page.words import PageWords
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.services.changes import GameChanged
from scorekeeper.services.games import GameService

PREFIX: Final = "/live"
STREAMS_PER_ADDRESS: Final = 6
"""Open live pages of one client address: a phone's tabs."""
MOST_STREAMS: Final = 200
"""Open live pages in all."""
HTML: Final = "text/html; charset=utf-8"


@dataclass(frozen=True, slots=True)
class _File:
    body: bytes
    gzipped: bytes
    content_type: str


def _named(stem: str, suffix: str, body: bytes) -> str:
    return f"{PREFIX}/{stem}.{hashlib.sha256(body).hexdigest()[:12]}{suffix}"


class LivePages:
    """``/live/...`` answered from the stored games; the rest handed to ``app``."""

    def __init__(
        self,
        app: ASGIApp,
        games: GameService,
        catalog: Catalog,
        *,
        language: Callable[[str], str],
        table_key: Callable[[], str] = lambda: "",
        font: Path | None = None,
        full_app: bool = True,
        renders_kept: int = RENDERS_KEPT,
        closing: Closing | None = None,
    ) -> None:
        """``language`` picks a language from ``Accept-Language`` (the browser's, else the host's);
        ``table_key`` is the table's current secret ("" off table mode); ``font`` the app's font;
        ``full_app``: whether ``app`` serves the full app (not when a phone hosts the table);
        ``renders_kept``: the renderings after a change shared by the streams (:mod:`.shared`);
        ``closing``: what the server tells when it stops (its open streams then end)."""
        self._app = app
        self._renders = SharedRenders(self._render, kept=renders_kept)
        self._closing = closing or Closing()
        self._games = games
        self._catalog = catalog
        self._language = language
        self._table_key = table_key
        self._streams: Counter[str] = Counter()
        folder = resources.files(__package__)
        style = (folder / "live.css").read_bytes()
        script = (folder / "live.js").read_bytes()
        files: dict[str, tuple[bytes, str]] = {}
        if font is not None and font.is_file():
            font_bytes = font.read_bytes()
            font_path = _named("font", ".ttf", font_bytes)
            files[font_path] = (font_bytes, "font/ttf")
            style = style.replace(b"/live/font.ttf", font_path.encode())
        self.files = Files(
            style=_named("live", ".css", style),
            script=_named("live", ".js", script),
            full_app=full_app,
        )
        files[self.files.style] = (style, "text/css; charset=utf-8")
        files[self.files.script] = (script, "text/javascript; charset=utf-8")
        self._files = {
            path: _File(body, compressed(body), kind) for path, (body, kind) in files.items()
        }

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = str(scope.get("path", ""))
        if scope["type"] != "http" or not (path == PREFIX or path.startswith(PREFIX + "/")):
            await self._app(scope, receive, send)
            return
        words = PageWords(self._catalog, self._language(header(scope, "accept-language")))
        if scope.get("method") not in ("GET", "HEAD"):
            await self._message(scope, send, 405, words, "live_page.not_here")
        elif path in self._files:
            file = self._files[path]
            await answer(
                scope,
                send,
                200,
                file.body,
                content_type=file.content_type,
                cache=IMMUTABLE,
                gzipped=file.gzipped,
            )
        elif path in (PREFIX, PREFIX + "/"):
            await self._page(scope, send, words, None)
        elif path.startswith(GAME_PATH) and len(path) > len(GAME_PATH):
            await self._page(scope, send, words, unquote(path[len(GAME_PATH) :]))
        elif path == EVENTS_PATH:
            await self._events(scope, receive, send, words)
        else:
            await self._message(scope, send, 404, words, "live_page.not_here")

    async def _page(self, scope: Scope, send: Send, words: PageWords, game_id: str | None) -> None:
        page = await anyio.to_thread.run_sync(self._read, game_id)
        if page is None:
            await self._message(scope, send, 404, words, "live_page.no_such_game")
            return
        body = page_html(page, words, self.files).encode("utf-8")
        await answer(scope, send, 200, body, content_type=HTML, gzipped=compressed(body))

    async def _render(
        self, change: GameChanged | None, game_id: str | None, words: PageWords
    ) -> Rendered:
        return await anyio.to_thread.run_sync(self._rendered, change, game_id, words)

    def _rendered(
        self, change: GameChanged | None, game_id: str | None, words: PageWords
    ) -> Rendered:
        """The live part of ``game_id``'s page after ``change``: read and rendered off the loop."""
        page = self._read(game_id, change)
        if page is None:
            return Rendered(message_part(words, "live_page.no_such_game"), "")
        news = "" if change is None else news_text(words, change, page)
        return Rendered(live_html(page, words, full_app=self.files.full_app), news)

    def _read(self, game_id: str | None, change: GameChanged | None = None) -> LivePage | None:
        """The page of ``game_id`` (None: the game at the table); None when that game is gone.

        The game a change carries (as stored after it) is drawn as it is: every open page
        hears each change, so reading its file again for each of them would be a read per
        page per hand.
        """
        summaries = self._games.list_games()
        wanted = game_id if game_id is not None else table_game_id(summaries)
        if wanted is None:
            return live_page(None, summaries, at_table=True)
        if change is not None and change.game is not None and change.game_id == wanted:
            return live_page(change.game, summaries, at_table=game_id is None)
        try:
            game = self._games.load(wanted)
        except ScorekeeperError:
            return None if game_id is not None else live_page(None, summaries, at_table=True)
        if game_id is not None and self._games.is_deleted(game_id):
            return None
        return live_page(game, summaries, at_table=game_id is None)

    async def _message(
        self, scope: Scope, send: Send, status: int, words: PageWords, key: str
    ) -> None:
        body = message_html(words, self.files, key).encode("utf-8")
        await answer(scope, send, status, body, content_type=HTML)

    async def _events(self, scope: Scope, receive: Receive, send: Send, words: PageWords) -> None:
        address = str((scope.get("client") or ("?", 0))[0])
        if (
            self._streams[address] >= STREAMS_PER_ADDRESS
            or sum(self._streams.values()) >= MOST_STREAMS
        ):
            await answer(
                scope,
                send,
                429,
                words.t("live_page.too_many").encode(),
                content_type="text/plain; charset=utf-8",
            )
            return
        query = dict(parse_qsl(bytes(scope.get("query_string", b"")).decode("latin-1")))
        game_id = query.get("game")

        async def render(change: GameChanged | None) -> Rendered:
            return await self._renders(change, game_id, words)

        self._streams[address] += 1
        try:
            await stream(
                receive,
                send,
                feed=self._games.feed,
                render=render,
                shown=header(scope, "last-event-id") or query.get("v", ""),
                table_key=self._table_key,
                closing=self._closing,
            )
        finally:
            self._streams[address] -= 1
            if self._streams[address] <= 0:
                del self._streams[address]
