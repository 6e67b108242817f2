"""Scanning a code with the camera (``flet-camera``), offered only where it can work.

The camera lives in the client (the browser or the phone app): the server asks
it for a picture, gets a JPEG back and reads the code(s) in it like any other
image, so the reading and all its checks stay in ``scorekeeper.sharing``.
``flet-camera`` is imported lazily and by name: an installation without it
simply has no camera button, and the rest of the import screen works. The
camera's state and its calls to the client are ``camera_hook``'s; this module draws.

Taking a picture is an explicit tap ("Read the code") rather than a stream of
frames: each frame would travel over the network to the server, and a tap
gives the players a clear moment and a clear answer.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.kit import Look, action, wide
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.camera_hook import use_camera
from scorekeeper.ui.sharing.camera_model import CameraMode, CameraPanel
from scorekeeper.ui.sharing.model import Tone
from scorekeeper.ui.sharing.widgets import banner

PREVIEW_HEIGHT = 320


@ft.component
def camera_panel(
    on_picture: Callable[[bytes], Awaitable[None]],
    on_close: Callable[[], None],
    *,
    photo: bool = False,
) -> ft.Control:
    """The live camera, a button that reads the code in view, and a close button.

    ``photo``: a photo of cards for "Read the cards" rather than a QR code
    (:func:`~scorekeeper.ui.sharing.camera_hook.use_camera` takes a larger picture).
    """
    locale = use_locale()
    camera = use_camera(on_picture, photo=photo)
    return _camera_column(
        locale,
        camera.module.Camera,
        camera.ref,
        camera.panel,
        on_capture=camera.capture,
        on_close=on_close,
        photo=photo,
    )


def _camera_column(
    locale: Locale,
    camera_control: Callable[..., ft.Control],
    camera: ft.Ref[Any],
    panel: CameraPanel,
    *,
    on_capture: Callable[[], Awaitable[None]],
    on_close: Callable[[], None],
    photo: bool,
) -> ft.Control:
    """What the panel draws, apart from the camera's hooks and its calls to the client."""
    t = locale.t
    controls: list[ft.Control] = [
        ft.Container(
            height=PREVIEW_HEIGHT,
            border_radius=12,
            clip_behavior=ft.ClipBehavior.HARD_EDGE,
            bgcolor=ft.Colors.BLACK,
            content=camera_control(key=keys.CAMERA, ref=camera, expand=True),
        )
    ]
    controls.append(_status(locale, panel, photo=photo))
    controls += [
        wide(
            action(
                t("reading.capture" if photo else "import.camera.capture"),
                key=keys.CAMERA_CAPTURE,
                on_click=on_capture,
                look=Look.MAIN,
                icon=ft.Icons.PHOTO_CAMERA if photo else ft.Icons.QR_CODE_SCANNER,
                height=52,
                disabled=not panel.can_capture,
            )
        ),
        wide(action(t("import.camera.close"), key=keys.CAMERA_CLOSE, on_click=on_close)),
    ]
    return ft.Column(spacing=8, controls=controls)


def _status(locale: Locale, panel: CameraPanel, *, photo: bool) -> ft.Control:
    """A line while the camera starts or runs; a refusal that says what to do otherwise."""
    t = locale.t
    if panel.mode is CameraMode.READY:
        ready = t("reading.camera.ready" if photo else "import.camera.ready")
        return ft.Text(ready, key=keys.CAMERA_STATUS)
    if panel.mode is CameraMode.STARTING:
        return ft.Text(t("import.camera.starting"), key=keys.CAMERA_STATUS)
    if panel.mode is CameraMode.NONE:
        message = t("reading.camera.none" if photo else "import.camera.none")
    elif panel.mode is CameraMode.NO_PICTURE:
        message = t("import.camera.no_picture", detail=panel.detail)
    else:
        message = t("import.camera.failed", detail=panel.detail)
    return banner(message, key=keys.CAMERA_STATUS, tone=Tone.ERROR)
