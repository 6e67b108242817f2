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
from scorekeeper.ui.frames import frame
from scorekeeper.ui.kit import Look, action, copy_by_hand, icon_action, wide
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.model import ShareCodes, Tone
from scorekeeper.ui.sharing.share_hook import ShareScreen, use_share
from scorekeeper.ui.sharing.widgets import banner, fingerprint_block

QR_SIZE = 340
"""Display size of the code: nearly the width of a phone, so another phone reads it."""


@ft.component
def share_view() -> ft.View:
    """``/game/<id>/share``: the code(s), the fingerprint, copy and save."""
    screen = use_share()
    t = screen.locale.t
    codes = screen.codes
    if isinstance(codes, ScorekeeperError):
        body = [banner(screen.locale.error(codes), key=keys.SHARE_ERROR, tone=Tone.ERROR)]
    else:
        body = [
            *_share_body(screen.locale, codes, screen.shown, screen.drawing, screen.step),
            *_share_buttons(screen, codes),
        ]
    return frame(
        route=screen.route,
        key=keys.SHARE_VIEW,
        title=t("share.title"),
        back=icon_action(ft.Icons.ARROW_BACK, keys.SHARE_BACK, t("share.back"), screen.back),
        controls=body,
        spacing=16,
        stretch=False,
        ref=screen.view,
    )


def _share_buttons(screen: ShareScreen, codes: ShareCodes) -> list[ft.Control]:
    """Save the shown code as an image; copy every code (or show them to copy by hand)."""
    t = screen.locale.t
    controls: list[ft.Control] = [
        wide(
            action(
                t("share.save"),
                key=keys.SHARE_SAVE,
                on_click=screen.save,
                look=Look.TONAL,
                icon=ft.Icons.DOWNLOAD,
                height=48,
            )
        ),
        wide(
            copy_by_hand(codes.clipboard_text(), t("web.copy_by_hand"), key=keys.SHARE_COPY_FIELD)
            if screen.by_hand
            else action(
                t("share.copy"),
                key=keys.SHARE_COPY,
                on_click=screen.copy,
                look=Look.OUTLINED,
                icon=ft.Icons.COPY,
                height=48,
            )
        ),
    ]
    text, tone = screen.status
    if text:
        controls.append(banner(text, key=keys.SHARE_STATUS, tone=tone))
    return controls


def _share_body(
    locale: Locale, codes: ShareCodes, shown: int, drawing: bytes, step: Callable[[int], None]
) -> list[ft.Control]:
    """The hint, the code (with its place among several) and the fingerprint.

    The code is drawn as SVG (the PNG is only for saving): over plain http a PNG
    showed as a blank square (``matrix_svg``)."""
    t = locale.t
    qr = _qr(locale, codes, shown, drawing)
    controls: list[ft.Control] = [
        ft.Text(" · ".join(codes.players), theme_style=ft.TextThemeStyle.TITLE_LARGE),
        ft.Text(t("share.hint"), theme_style=ft.TextThemeStyle.BODY_LARGE),
        qr,
    ]
    if codes.total > 1:
        controls.insert(
            2, banner(t("share.several", total=codes.total), key=keys.SHARE_SEVERAL, tone=Tone.INFO)
        )
        controls.append(_pager(locale, codes, shown, step))
    controls.append(fingerprint_block(locale, codes.fingerprint, key=keys.SHARE_FINGERPRINT))
    controls.append(
        ft.Text(
            t("share.fingerprint_hint"),
            text_align=ft.TextAlign.CENTER,
            color=ft.Colors.ON_SURFACE_VARIANT,
        )
    )
    return controls


def _qr(locale: Locale, codes: ShareCodes, shown: int, drawing: bytes) -> ft.Control:
    """The shown code on its white ground: the one part another phone's camera reads."""
    return ft.Container(
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
                semantics_label=locale.t(
                    "share.qr_label",
                    index=shown + 1,
                    total=codes.total,
                    fingerprint=codes.fingerprint,
                ),
            ),
        ),
    )


def _pager(
    locale: Locale, codes: ShareCodes, shown: int, step: Callable[[int], None]
) -> ft.Control:
    """Previous, "Code 1 of 3" and next: only a game too big for one code has them."""
    t = locale.t
    return ft.Row(
        alignment=ft.MainAxisAlignment.CENTER,
        controls=[
            icon_action(
                ft.Icons.CHEVRON_LEFT,
                keys.SHARE_PREVIOUS,
                t("share.previous"),
                lambda: step(-1),
            ),
            ft.Text(
                t("share.position", index=shown + 1, total=codes.total),
                key=keys.SHARE_POSITION,
                theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
            ),
            icon_action(ft.Icons.CHEVRON_RIGHT, keys.SHARE_NEXT, t("share.next"), lambda: step(1)),
        ],
    )
