"""One rendering of the live part per change, game and language, shared by every open stream.

Why: every stream used to read the store and render the page again on its
own after each change, though all the pages of one game in one language show
the same. With 200 live pages open on a 500-hand game, each saved hand cost
the host 10.5 to 11.7 s of CPU, and the last page got it 10.5 s late. Now the
first stream to hear of a change renders it, and every other stream that asks
for the same (change, game, language) awaits that rendering and sends its
bytes as they are.

What is kept is small and bounded: the renderings of the latest
:data:`RENDERS_KEPT` (change, game, language), oldest dropped first. A stream
too slow to find its rendering kept renders it again, which costs time, never
a wrong page: a rendering reads the store as it is when made, and a stream
hears of every later change too. A page's first rendering (no change: a page
opening, or coming back) is not shared; a failed one is dropped, so the next
stream to ask tries again.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, Final

from scorekeeper.live_page.stream import Rendered
from scorekeeper.live_page.words import PageWords
from scorekeeper.services.changes import GameChanged

RENDERS_KEPT: Final = 32
"""Renderings kept: five languages of a few pages, for the last few changes."""

RenderPage = Callable[[GameChanged | None, str | None, PageWords], Coroutine[Any, Any, Rendered]]
"""Renders the live part of a game's page (None: the game at the table) after a change."""
_Key = tuple[int, str | None, str]
"""A change (its ``id``), a game (None: the one at the table) and a language."""


@dataclass(frozen=True, slots=True)
class _Kept:
    change: GameChanged
    """Held, so that no other change can take its ``id`` while it is kept."""
    rendering: asyncio.Task[Rendered]


class SharedRenders:
    """Renders through ``render`` once per (change, game, language); one per server, on its loop.

    ``kept`` is how many renderings are kept (0: none, every stream renders on its own).
    """

    def __init__(self, render: RenderPage, *, kept: int = RENDERS_KEPT) -> None:
        self._render = render
        self._kept_most = kept
        self._kept: OrderedDict[_Key, _Kept] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    async def __call__(
        self, change: GameChanged | None, game_id: str | None, words: PageWords
    ) -> Rendered:
        """The live part of ``game_id``'s page in ``words``' language after ``change``."""
        if change is None or self._kept_most <= 0:
            return await self._render(change, game_id, words)
        key = (id(change), game_id, words.language)
        loop = asyncio.get_running_loop()
        kept = self._kept.get(key)
        if kept is None or kept.change is not change or kept.rendering.get_loop() is not loop:
            kept = _Kept(change, loop.create_task(self._render(change, game_id, words)))
            kept.rendering.add_done_callback(lambda done: self._forget_failed(key, done))
            self._kept[key] = kept
            while len(self._kept) > self._kept_most:
                self._kept.popitem(last=False)
        # Shielded: a stream whose client left stops waiting, the others still get it.
        return await asyncio.shield(kept.rendering)

    def _forget_failed(
        self, key: tuple[int, str | None, str], done: asyncio.Task[Rendered]
    ) -> None:
        if done.cancelled() or done.exception() is not None:
            kept = self._kept.get(key)
            if kept is not None and kept.rendering is done:
                del self._kept[key]
