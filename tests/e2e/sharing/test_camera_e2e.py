"""Scanning with the camera in real Chromium, whose fake camera films a QR code.

Chromium plays a video file instead of a webcam (``--use-file-for-fake-video-capture``);
the file here is the game's code, drawn into YUV frames. ``flet-camera`` takes
the picture in the browser and the server reads the code in the JPEG it sends.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import Browser, Playwright

from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.ui.sharing import IMPORT_ROUTE, keys
from tests.launcher import AppServer
from tests.ui.sharing.games import box_game, code_png

from ..browser import CHROMIUM, CHROMIUM_ARGS, FIRST_PAINT_TIMEOUT_MS, PHONE, WebApp

pytestmark = pytest.mark.e2e

GAME = box_game()
WIDTH, HEIGHT = 640, 480


def y4m_of(png: bytes, path: Path) -> Path:
    """A short Y4M video (4:2:0) that shows ``png`` centred on white."""
    with Image.open(io.BytesIO(png)) as code:
        side = HEIGHT - 40
        frame = Image.new("L", (WIDTH, HEIGHT), 255)
        frame.paste(code.convert("L").resize((side, side)), ((WIDTH - side) // 2, 20))
    luma = frame.tobytes()
    chroma = bytes([128]) * (WIDTH // 2 * HEIGHT // 2)
    with path.open("wb") as video:
        video.write(f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode())
        for _ in range(10):
            video.write(b"FRAME\n" + luma + chroma + chroma)
    return path


@pytest.fixture(scope="module")
def browser(playwright: Playwright, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Browser]:
    """Chromium whose camera films the game's code (permission granted, no prompt)."""
    video = y4m_of(code_png(GAME), tmp_path_factory.mktemp("camera") / "code.y4m")
    args = [
        *CHROMIUM_ARGS,
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        f"--use-file-for-fake-video-capture={video}",
    ]
    browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=args)
    yield browser
    browser.close()


def test_the_camera_reads_the_code_it_films(app_server: AppServer, browser: Browser) -> None:
    """Under the app's real Content-Security-Policy (flet-camera needs ``blob:``)."""
    context = browser.new_context(
        viewport=PHONE,
        device_scale_factor=1,
    )
    try:
        app = WebApp(context, app_server, app_server.url + IMPORT_ROUTE.lstrip("/"))
        app.open()
        app.wait_text("Import a game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
        app.click(id=keys.IMPORT_SCAN)
        app.wait_text(
            "Hold the code inside the picture, then tap Read the code.", timeout_ms=20_000
        )
        app.screenshot("sharing-camera-light")
        app.click(id=keys.CAMERA_CAPTURE, expect="Game found")
        app.wait_text(fingerprint(GAME))
        app.screenshot("sharing-camera-read-light")
    finally:
        context.close()
