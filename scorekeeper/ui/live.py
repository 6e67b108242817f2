"""Changes made on another phone, shown on this one without a reload.

The service announces every stored change on its feed, in the thread that made
it (another browser tab's handler, usually). A screen that shows a game, or the
games list, subscribes here for as long as it is mounted; the notice is handed
to the screen's own session loop (``page.run_task``), where setting state
redraws it as any tap would. ``run_task`` sets Flet's current page in the
calling context, so it runs in a copy of the context the screen subscribed
from: the thread that made the change keeps its own page. Changes this
session made itself are not echoed back: the screen that made them already
shows the stored game.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable

import flet as ft
from flet.components.hooks.use_ref import MutableRef

from scorekeeper.i18n.locale import Locale
from scorekeeper.services.changes import ChangeKind, GameChanged
from scorekeeper.ui.context import use_services

NOTICE_KEYS: dict[ChangeKind, str] = {
    ChangeKind.CREATED: "live.created",
    ChangeKind.RECORDED: "live.recorded",
    ChangeKind.UNDONE: "live.undone",
    ChangeKind.REDONE: "live.redone",
    ChangeKind.EDITED: "live.edited",
    ChangeKind.RULES: "live.rules",
    ChangeKind.DELETED: "live.deleted",
    ChangeKind.RESTORED: "live.restored",
    ChangeKind.IMPORTED: "live.imported",
}
"""What each kind of change made elsewhere is called in the short notice."""


def session_origin() -> str:
    """This session's name on the change feed (so its own changes are not echoed)."""
    return str(ft.context.page.session.id)


def notice_text(locale: Locale, change: GameChanged) -> str:
    """The short notice of a change made on another phone."""
    return locale.t(NOTICE_KEYS[change.kind], number=change.number or 0)


def use_changes(
    game_id: str | None, on_change: Callable[[GameChanged], None], *, own: bool = False
) -> None:
    """Call ``on_change`` on this session for each change another session stores.

    ``game_id`` limits it to one game; None hears about every game (lists).
    ``own`` includes this session's changes too (a list that another screen of
    this tab changed, say by the Undo of a delete).
    """
    feed = use_services().games.feed
    page = ft.context.page
    origin = session_origin()
    latest: MutableRef[Callable[[GameChanged], None] | None] = ft.use_ref(None)
    latest.current = on_change
    stop: MutableRef[Callable[[], None] | None] = ft.use_ref(None)
    home: MutableRef[contextvars.Context | None] = ft.use_ref(None)

    async def deliver(change: GameChanged) -> None:
        handler = latest.current
        if handler is not None:
            handler(change)

    def listen(change: GameChanged) -> None:
        if (change.origin == origin and not own) or (
            game_id is not None and change.game_id != game_id
        ):
            return
        context = home.current
        if context is not None and _connected(page):
            context.copy().run(page.run_task, deliver, change)

    def subscribe() -> None:
        home.current = contextvars.copy_context()
        stop.current = feed.subscribe(listen)

    def unsubscribe() -> None:
        if stop.current is not None:
            stop.current()
            stop.current = None

    ft.use_effect(subscribe, dependencies=[game_id], cleanup=unsubscribe)


def _connected(page: ft.Page) -> bool:
    """Whether ``page``'s tab is connected, so its loop can take the notice.

    Why: a tab that reloads or closes leaves its screens subscribed until its
    session is cleaned up; handing such a session a notice made Flet create the
    coroutine and then fail on the missing connection (``AttributeError ...
    'loop'`` and "coroutine ... was never awaited" in the host's terminal). A
    tab that comes back reloads its game anyway.
    """
    try:
        connection = page.session.connection
    except (AttributeError, RuntimeError):
        return False
    loop = getattr(connection, "loop", None)
    return loop is not None and not loop.is_closed()


def use_games_version() -> int:
    """A number that moves on whenever a change to any game is stored, here or elsewhere.

    Screens that list games (Home's Continue, History, Statistics) read the
    list again when it moves on.
    """
    version, set_version = ft.use_state(0)
    use_changes(None, lambda _change: set_version(lambda v: v + 1), own=True)
    return int(version)
