"""The camera panel's state and its calls to the client's camera (``flet-camera``).

The camera lives in the client: the server asks it for the cameras there, starts
the one facing away from the player, and asks it for a picture. Each answer (or
refusal: a permission refused, an insecure page, a busy device) is a pure change
of :class:`~scorekeeper.ui.sharing.camera_model.CameraPanel`; the view
(:mod:`scorekeeper.ui.sharing.camera`) draws the panel and the camera control that
the ``ref`` here is attached to.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import partial
from types import ModuleType
from typing import Any

import flet as ft

from scorekeeper.ui.sharing import camera_model as model
from scorekeeper.ui.sharing.camera_check import camera_module
from scorekeeper.ui.sharing.camera_model import CameraPanel


@dataclass(frozen=True, slots=True)
class Camera:
    """What the panel draws, the client's camera control it attaches, and its one tap."""

    module: ModuleType
    """``flet_camera``, whose ``Camera`` the view draws."""
    ref: ft.Ref[Any]
    """Attached to the drawn camera control: the client's camera to ask."""
    panel: CameraPanel
    capture: Callable[[], Awaitable[None]]
    """Read the code (or the cards) in view: take a picture and hand it on."""


def use_camera(on_picture: Callable[[bytes], Awaitable[None]], *, photo: bool) -> Camera:
    """Start the client's back camera once drawn; take a picture on the tap.

    ``photo``: the largest picture the camera can take, for a photo of cards (at
    the 720p that reads a QR code, a card's corner index is too small to read).
    """
    module = camera_module()
    assert module is not None, "the camera panel is only shown when camera_available()"
    camera = ft.use_memo(ft.Ref[Any], dependencies=[])
    panel, set_panel = ft.use_state(CameraPanel())

    async def start() -> None:
        control = camera.current
        if control is None:
            return
        try:
            cameras = await control.get_available_cameras()
            if not cameras:
                set_panel(model.no_camera)
                return
            size = module.ResolutionPreset.MAX if photo else module.ResolutionPreset.HIGH
            await control.initialize(_back_camera(module, cameras), size, enable_audio=False)
            set_panel(model.started)
        except Exception as exc:  # refused permission, insecure page, busy device ...
            set_panel(partial(model.failed, detail=str(exc) or type(exc).__name__))

    ft.on_mounted(start)

    async def capture() -> None:
        control = camera.current
        if control is None:
            return
        try:
            picture = await control.take_picture()
        except Exception as exc:  # the client could not take or send the picture
            set_panel(partial(model.no_picture, detail=str(exc) or type(exc).__name__))
            return
        set_panel(model.started)
        await on_picture(picture)

    return Camera(module, camera, panel, capture)


def _back_camera(module: ModuleType, cameras: list[Any]) -> Any:
    """The camera facing away from the user (the one that can see another phone)."""
    back = [c for c in cameras if c.lens_direction == module.CameraLensDirection.BACK]
    return (back or cameras)[0]
