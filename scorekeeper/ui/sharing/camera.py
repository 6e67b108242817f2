"""Scanning a code with the camera (``flet-camera``), offered only where it can work.

The camera lives in the client (the browser or the phone app): the server asks
it for a picture, gets a JPEG back and reads the code(s) in it like any other
image, so the reading and all its checks stay in ``scorekeeper.sharing``.
``flet-camera`` is imported lazily and by name: an installation without it
simply has no camera button, and the rest of the import screen works.

Taking a picture is an explicit tap ("Read the code") rather than a stream of
frames: each frame would travel over the network to the server, and a tap
gives the players a clear moment and a clear answer.
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable
from functools import cache
from types import ModuleType
from typing import Any

import flet as ft

from scorekeeper.ui.context import use_locale
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.widgets import Tone, banner, wide
from scorekeeper.ui.widgets import identified

PREVIEW_HEIGHT = 320


@cache
def camera_module() -> ModuleType | None:
    """``flet_camera`` if it is installed, else None."""
    try:
        return importlib.import_module("flet_camera")
    except ImportError:
        return None


def camera_available(page: ft.Page) -> bool:
    """Whether this session can scan: the package is there and the client can host it.

    ``flet-camera`` runs in the web client and in Android and iOS builds; in a
    desktop window it refuses to render.
    """
    mobile = page.platform is not None and page.platform.is_mobile()
    return camera_module() is not None and bool(page.web or mobile)


def _back_camera(cameras: list[Any]) -> Any:
    """The camera facing away from the user (the one that can see another phone)."""
    module = camera_module()
    assert module is not None
    back = [c for c in cameras if c.lens_direction == module.CameraLensDirection.BACK]
    return (back or cameras)[0]


@ft.component
def camera_panel(
    on_picture: Callable[[bytes], Awaitable[None]], on_close: Callable[[], None]
) -> ft.Control:
    """The live camera, a button that reads the code in view, and a close button."""
    locale = use_locale()
    t = locale.t
    module = camera_module()
    assert module is not None, "camera_panel is only shown when camera_available()"
    camera = ft.use_memo(ft.Ref[Any], dependencies=[])
    state, set_state = ft.use_state("starting")
    detail, set_detail = ft.use_state("")

    async def start() -> None:
        control = camera.current
        if control is None:
            return
        try:
            cameras = await control.get_available_cameras()
            if not cameras:
                set_state("none")
                return
            await control.initialize(
                _back_camera(cameras), module.ResolutionPreset.HIGH, enable_audio=False
            )
            set_state("ready")
        except Exception as exc:  # refused permission, insecure page, busy device ...
            set_detail(str(exc) or type(exc).__name__)
            set_state("failed")

    ft.on_mounted(start)

    async def capture() -> None:
        control = camera.current
        if control is None:
            return
        try:
            picture = await control.take_picture()
        except Exception as exc:  # the client could not take or send the picture
            set_detail(str(exc) or type(exc).__name__)
            set_state("no_picture")
            return
        set_state("ready")
        await on_picture(picture)

    controls: list[ft.Control] = [
        ft.Container(
            height=PREVIEW_HEIGHT,
            border_radius=12,
            clip_behavior=ft.ClipBehavior.HARD_EDGE,
            bgcolor=ft.Colors.BLACK,
            content=module.Camera(key=keys.CAMERA, ref=camera, expand=True),
        )
    ]
    if state == "ready":
        controls.append(ft.Text(t("import.camera.ready"), key=keys.CAMERA_STATUS))
    elif state == "starting":
        controls.append(ft.Text(t("import.camera.starting"), key=keys.CAMERA_STATUS))
    else:
        message = {
            "none": t("import.camera.none"),
            "no_picture": t("import.camera.no_picture", detail=detail),
        }.get(state) or t("import.camera.failed", detail=detail)
        controls.append(banner(message, key=keys.CAMERA_STATUS, tone=Tone.ERROR))
    controls += [
        wide(
            identified(
                ft.FilledButton(
                    t("import.camera.capture"),
                    key=keys.CAMERA_CAPTURE,
                    icon=ft.Icons.QR_CODE_SCANNER,
                    height=52,
                    disabled=state not in ("ready", "no_picture"),
                    on_click=capture,
                )
            )
        ),
        wide(
            identified(
                ft.TextButton(t("import.camera.close"), key=keys.CAMERA_CLOSE, on_click=on_close)
            )
        ),
    ]
    return ft.Column(spacing=8, controls=controls)
