"""The camera panel's modes without a client: what each answer of the camera leads to."""

from __future__ import annotations

from scorekeeper.ui.sharing import camera_model as model
from scorekeeper.ui.sharing.camera_model import CameraMode, CameraPanel


def test_the_panel_starts_waiting_and_cannot_take_a_picture_yet() -> None:
    panel = CameraPanel()
    assert panel.mode is CameraMode.STARTING and not panel.can_capture


def test_a_started_camera_takes_pictures_and_one_that_failed_can_try_again() -> None:
    ready = model.started(CameraPanel())
    assert ready == CameraPanel(CameraMode.READY) and ready.can_capture
    missed = model.no_picture(ready, "Could not load Blob from its URL")
    assert missed.mode is CameraMode.NO_PICTURE and missed.can_capture
    assert missed.detail == "Could not load Blob from its URL"
    assert model.started(missed) == CameraPanel(CameraMode.READY)  # the next picture worked


def test_no_camera_or_a_refused_start_offers_no_picture() -> None:
    assert not model.no_camera(CameraPanel()).can_capture
    refused = model.failed(CameraPanel(), "Permission denied")
    assert (refused.mode, refused.detail, refused.can_capture) == (
        CameraMode.FAILED,
        "Permission denied",
        False,
    )
