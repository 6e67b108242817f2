"""The camera panel as data: where the camera is in its life, each event a pure change.

The panel's camera lives in the client and answers asynchronously (the list of
cameras, the start, each picture); every answer moves ``CameraPanel`` from one
``CameraMode`` to the next here, so what the panel offers after any sequence of
answers is tested without a client or a camera. ``camera`` only asks the
client and draws the result.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class CameraMode(enum.Enum):
    """Where the camera is, as the panel tells it."""

    STARTING = "starting"
    """Asked for the cameras and the start; no answer yet."""
    READY = "ready"
    """Showing what it sees; a picture can be taken."""
    NONE = "none"
    """The device has no camera at all."""
    FAILED = "failed"
    """The camera did not start (refused permission, an insecure page, a busy device)."""
    NO_PICTURE = "no_picture"
    """It started, but the last picture could not be taken or sent; trying again may work."""


@dataclass(frozen=True, slots=True)
class CameraPanel:
    """The panel's state."""

    mode: CameraMode = CameraMode.STARTING
    detail: str = ""
    """What the client said went wrong (shown inside the message), for the failing modes."""

    @property
    def can_capture(self) -> bool:
        """Whether "Read the code" can be tapped: the camera is running."""
        return self.mode in (CameraMode.READY, CameraMode.NO_PICTURE)


def started(_panel: CameraPanel) -> CameraPanel:
    """The camera started (or took a picture): it is ready for the next."""
    return CameraPanel(CameraMode.READY)


def no_camera(_panel: CameraPanel) -> CameraPanel:
    """The client found no camera."""
    return CameraPanel(CameraMode.NONE)


def failed(_panel: CameraPanel, detail: str) -> CameraPanel:
    """The camera did not start; ``detail`` is the client's reason."""
    return CameraPanel(CameraMode.FAILED, detail)


def no_picture(_panel: CameraPanel, detail: str) -> CameraPanel:
    """A picture could not be taken; the camera stays on (``detail``: the client's reason)."""
    return CameraPanel(CameraMode.NO_PICTURE, detail)
