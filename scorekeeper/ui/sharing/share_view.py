"""The share screen: the game as a QR code another phone can scan, its fingerprint,
the code as text, and the code as an image file.

A big game needs several codes; they are shown one at a time ("Code 1 of 3")
with next and previous, since a phone scans one code well and several small
ones badly. Copying puts *all* codes on the clipboard, one per line, which is
exactly what the import screen's paste field reads. ``ft.Share`` is not used: it
fails in desktop Chromium; copy and save work everywhere.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.services.games import GameService
from scorekeeper.services.sharing import render_png, render_svg
from scorekeeper.ui.addresses import game_route
from scorekeeper.ui.back_link import back_target
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.kit import (
    Look,
    action,
    clipboard_blocked,
    copy_by_hand,
    frame,
    icon_action,
    wide,
)
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.model import ShareCodes, share_codes, step_index
from scorekeeper.ui.sharing.widgets import Tone, banner, fingerprint_block
from scorekeeper.ui.widgets import identified

QR_SIZE = 340
"""Display size of the code: nearly the width of a phone, so another phone reads it."""


def _codes(repository: GameService, game_id: str) -> ShareCodes | ScorekeeperError:
    """The game's codes, or why there are none (not on this phone, cannot be shared)."""
    try:
        game: Game = repository.load(game_id)
        return share_codes(game)
    except ScorekeeperError as error:
        return error


@ft.component
def share_view() -> ft.View:
    """``/game/<id>/share``: the code(s), the fingerprint, copy and save."""
    locale = use_locale()
    services = use_services()
    page = ft.context.page
    game_id = ft.use_route_params().get("game_id", "")
    codes = ft.use_memo(lambda: _codes(services.games, game_id), dependencies=[game_id])
    index, set_index = ft.use_state(0)
    no_status: tuple[str, Tone] = ("", Tone.SUCCESS)
    status, set_status = ft.use_state(no_status)
    by_hand, set_by_hand = ft.use_state(False)
    shown = min(index, codes.total - 1) if isinstance(codes, ShareCodes) else 0
    png = ft.use_memo(
        lambda: render_png(codes.texts[shown]) if isinstance(codes, ShareCodes) else b"",
        dependencies=[codes, shown],
    )
    drawing = ft.use_memo(
        lambda: render_svg(codes.texts[shown]) if isinstance(codes, ShareCodes) else b"",
        dependencies=[codes, shown],
    )
    t = locale.t

    if isinstance(codes, ScorekeeperError):
        body: list[ft.Control] = [
            banner(locale.error(codes), key=keys.SHARE_ERROR, tone=Tone.ERROR)
        ]
    else:
        # A browser may refuse either (no clipboard or downloads allowed, or no
        # answer in time): the player is told, and scanning the code still works;
        # a refused copy shows the text selected, to copy by hand.
        async def copy() -> None:
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

        async def save() -> None:
            name = codes.file_name(shown)
            try:
                await ft.FilePicker().save_file(file_name=name, src_bytes=png)
            except (RuntimeError, TimeoutError):
                set_status((t("share.save_failed"), Tone.ERROR))
                return
            set_status((t("share.saved", name=name), Tone.SUCCESS))

        def step(delta: int) -> None:
            set_index(step_index(shown, delta, codes.total))
            set_status(no_status)

        body = _share_body(locale, codes, shown, drawing, step)
        body += [
            wide(
                action(
                    t("share.save"),
                    key=keys.SHARE_SAVE,
                    on_click=save,
                    look=Look.TONAL,
                    icon=ft.Icons.DOWNLOAD,
                    height=48,
                )
            ),
            wide(
                copy_by_hand(
                    codes.clipboard_text(), t("web.copy_by_hand"), key=keys.SHARE_COPY_FIELD
                )
                if by_hand
                else action(
                    t("share.copy"),
                    key=keys.SHARE_COPY,
                    on_click=copy,
                    look=Look.OUTLINED,
                    icon=ft.Icons.COPY,
                    height=48,
                )
            ),
        ]
        text, tone = status
        if text:
            body.append(banner(text, key=keys.SHARE_STATUS, tone=tone))

    return frame(
        route=page.route or "/",
        key=keys.SHARE_VIEW,
        title=t("share.title"),
        back=icon_action(
            ft.Icons.ARROW_BACK,
            keys.SHARE_BACK,
            t("share.back"),
            lambda: page.navigate(back_target(page.route or "", game_route(game_id))),
        ),
        controls=body,
        spacing=16,
        stretch=False,
    )


def _share_body(
    locale: Locale, codes: ShareCodes, shown: int, drawing: bytes, step: Callable[[int], None]
) -> list[ft.Control]:
    """The hint, the code (with its place among several) and the fingerprint.

    The code is drawn as SVG (the PNG is only for saving): over plain http a PNG
    showed as a blank square (``matrix_svg``)."""
    t = locale.t
    qr = ft.Container(
        alignment=ft.Alignment.CENTER,
        content=ft.Container(
            bgcolor=ft.Colors.WHITE,  # a QR code needs its light quiet zone, in dark mode too
            border_radius=8,
            content=ft.Image(
                src=drawing,
                key=keys.SHARE_QR,
                width=QR_SIZE,
                height=QR_SIZE,
                fit=ft.BoxFit.CONTAIN,
                semantics_label=t(
                    "share.qr_label",
                    index=shown + 1,
                    total=codes.total,
                    fingerprint=codes.fingerprint,
                ),
            ),
        ),
    )
    controls: list[ft.Control] = [
        ft.Text(" · ".join(codes.players), theme_style=ft.TextThemeStyle.TITLE_LARGE),
        ft.Text(t("share.hint"), theme_style=ft.TextThemeStyle.BODY_LARGE),
        qr,
    ]
    if codes.total > 1:
        controls.insert(
            2, banner(t("share.several", total=codes.total), key=keys.SHARE_SEVERAL, tone=Tone.INFO)
        )
        controls.append(
            ft.Row(
                alignment=ft.MainAxisAlignment.CENTER,
                controls=[
                    identified(
                        ft.IconButton(
                            ft.Icons.CHEVRON_LEFT,
                            key=keys.SHARE_PREVIOUS,
                            tooltip=t("share.previous"),
                            on_click=lambda: step(-1),
                        )
                    ),
                    ft.Text(
                        t("share.position", index=shown + 1, total=codes.total),
                        key=keys.SHARE_POSITION,
                        theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                    ),
                    identified(
                        ft.IconButton(
                            ft.Icons.CHEVRON_RIGHT,
                            key=keys.SHARE_NEXT,
                            tooltip=t("share.next"),
                            on_click=lambda: step(1),
                        )
                    ),
                ],
            )
        )
    controls.append(fingerprint_block(locale, codes.fingerprint, key=keys.SHARE_FINGERPRINT))
    controls.append(
        ft.Text(
            t("share.fingerprint_hint"),
            text_align=ft.TextAlign.CENTER,
            color=ft.Colors.ON_SURFACE_VARIANT,
        )
    )
    return controls
