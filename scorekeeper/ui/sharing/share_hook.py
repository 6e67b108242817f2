"""The share screen's state and actions: the game's codes, which one is shown, what
the last copy or save said, and the copy by hand when a browser refuses the clipboard.

The screen (:mod:`scorekeeper.ui.sharing.share_view`) only draws what this gives.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.services.games import GameService
from scorekeeper.services.sharing import render_png, render_svg
from scorekeeper.ui.back_link import back_target
from scorekeeper.ui.clipboard import clipboard_blocked, use_revealed
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.model import ShareCodes, Tone, share_codes, step_index
from scorekeeper.views.addresses import game_route

Status = tuple[str, Tone]
"""What the last copy or save said, and how (nothing yet: an empty text)."""

NO_STATUS: Status = ("", Tone.SUCCESS)


@dataclass(frozen=True, slots=True)
class ShareScreen:
    """What the share screen draws, and what its buttons do."""

    locale: Locale
    route: str
    codes: ShareCodes | ScorekeeperError
    """The game's codes, or why there are none (not on this phone, cannot be shared)."""
    shown: int
    """The code on screen, counted from 0."""
    drawing: bytes
    """The shown code as SVG (the PNG is only for saving)."""
    status: Status
    by_hand: bool
    """The browser refused the clipboard: the codes are shown selected, to copy by hand."""
    view: ft.Ref[ft.View]
    """The screen's view, scrolled to the codes to copy by hand once they show."""
    copy: Callable[[], Awaitable[None]]
    save: Callable[[], Awaitable[None]]
    step: Callable[[int], None]
    back: Callable[[], None]


def _codes(games: GameService, game_id: str) -> ShareCodes | ScorekeeperError:
    """The game's codes, or why there are none (not on this phone, cannot be shared)."""
    try:
        return share_codes(games.load(game_id))
    except ScorekeeperError as error:
        return error


def use_share() -> ShareScreen:
    """``/game/<id>/share``'s state; copy, save and step through the codes.

    A browser may refuse the clipboard or a download (not allowed, or no answer
    in time): the player is told, and scanning the code still works; a refused
    copy shows the text selected, to copy by hand.
    """
    locale = use_locale()
    services = use_services()
    page = ft.context.page
    game_id = ft.use_route_params().get("game_id", "")
    codes = ft.use_memo(lambda: _codes(services.games, game_id), dependencies=[game_id])
    index, set_index = ft.use_state(0)
    status, set_status = ft.use_state(NO_STATUS)
    by_hand, set_by_hand = ft.use_state(False)
    view = use_revealed(by_hand, keys.SHARE_COPY_FIELD)
    shown = min(index, codes.total - 1) if isinstance(codes, ShareCodes) else 0
    png, drawing = _use_drawings(codes, shown)

    def step(delta: int) -> None:
        if isinstance(codes, ShareCodes):
            set_index(step_index(shown, delta, codes.total))
            set_status(NO_STATUS)

    def back() -> None:
        page.navigate(back_target(page.route or "", game_route(game_id)))

    return ShareScreen(
        locale,
        page.route or "/",
        codes,
        shown,
        drawing,
        status,
        by_hand,
        view,
        _copier(locale, page, codes, set_by_hand, set_status),
        _file_saver(locale, codes, shown, png, set_status),
        step,
        back,
    )


def _use_drawings(codes: ShareCodes | ScorekeeperError, shown: int) -> tuple[bytes, bytes]:
    """The shown code as PNG (to save) and as SVG (to draw), drawn again only when the
    code shown changes: a sub-hook, so the screen's hook reads as its state."""
    png = ft.use_memo(
        lambda: render_png(codes.texts[shown]) if isinstance(codes, ShareCodes) else b"",
        dependencies=[codes, shown],
    )
    drawing = ft.use_memo(
        lambda: render_svg(codes.texts[shown]) if isinstance(codes, ShareCodes) else b"",
        dependencies=[codes, shown],
    )
    return png, drawing


def _copier(
    locale: Locale,
    page: ft.Page,
    codes: ShareCodes | ScorekeeperError,
    set_by_hand: Callable[[bool], None],
    set_status: Callable[[Status], None],
) -> Callable[[], Awaitable[None]]:
    """Copy: the one action that may fall back to the copy by hand."""
    t = locale.t

    async def copy() -> None:
        if not isinstance(codes, ShareCodes):
            return
        if clipboard_blocked(page.url):
            set_by_hand(True)
            return
        try:
            await ft.Clipboard().set(codes.clipboard_text())
        except (RuntimeError, TimeoutError):
            set_by_hand(True)
            return
        copied = (
            t("share.copied") if codes.total == 1 else t("share.copied_many", count=codes.total)
        )
        set_status((copied, Tone.SUCCESS))

    return copy


def _file_saver(
    locale: Locale,
    codes: ShareCodes | ScorekeeperError,
    shown: int,
    png: bytes,
    set_status: Callable[[Status], None],
) -> Callable[[], Awaitable[None]]:
    """Save: the one action that hands the browser a file, which it may refuse."""
    t = locale.t

    async def save() -> None:
        if not isinstance(codes, ShareCodes):
            return
        name = codes.file_name(shown)
        try:
            await ft.FilePicker().save_file(file_name=name, src_bytes=png)
        except (RuntimeError, TimeoutError):
            set_status((t("share.save_failed"), Tone.ERROR))
            return
        set_status((t("share.saved", name=name), Tone.SUCCESS))

    return save
