"""`scorekeeper` with no sub-command: options, refusals, addresses and the QR code."""

from __future__ import annotations

import importlib.util
import io
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from scorekeeper.config import AppConfig
from scorekeeper.services.addresses import lan_address, served_urls
from scorekeeper.start.desktop import desktop_available
from scorekeeper.start.terminal import announce, print_qr

REPO = Path(__file__).resolve().parents[2]


def run_cli(*args: str, timeout: float = 20) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_help_lists_the_app_options() -> None:
    result = run_cli("--help")
    assert result.returncode == 0
    for option in ("--web", "--host", "--port", "--data-dir", "--config"):
        assert option in result.stdout


def test_a_bad_config_file_is_one_line_and_status_2(tmp_path: Path) -> None:
    bad = tmp_path / "flet.toml"
    bad.write_text("[app]\nport = 'x'\n")
    result = run_cli("--config", str(bad), "--data-dir", str(tmp_path))
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    assert "port must be a whole number" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_port_flag_is_refused(tmp_path: Path) -> None:
    result = run_cli("--web", "--port", "0", "--data-dir", str(tmp_path))
    assert result.returncode == 2
    assert result.stderr.startswith("scorekeeper: --port must be a whole number")


def test_a_busy_port_is_reported_not_a_traceback(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = run_cli("--web", "--port", str(port), "--data-dir", str(tmp_path / "d"))
    assert result.returncode == 1
    assert f"cannot serve on 127.0.0.1:{port}" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_data_folder_that_cannot_be_created_is_refused(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = run_cli("--web", "--data-dir", str(blocker / "games"))
    assert result.returncode == 1, "a folder that cannot be made is status 1 (README's table)"
    assert "cannot create the data folder" in result.stderr


@pytest.mark.parametrize(
    ("host", "lan", "expected"),
    [
        ("127.0.0.1", "10.0.0.5", ("http://127.0.0.1:8550/", None)),
        ("0.0.0.0", "10.0.0.5", ("http://127.0.0.1:8550/", "http://10.0.0.5:8550/")),
        ("0.0.0.0", None, ("http://127.0.0.1:8550/", None)),
        ("192.168.1.4", None, ("http://192.168.1.4:8550/", "http://192.168.1.4:8550/")),
        ("::1", None, ("http://[::1]:8550/", None)),
    ],
)
def test_served_urls(host: str, lan: str | None, expected: tuple[str, str | None]) -> None:
    config = AppConfig(data_dir=Path("/d"), host=host)
    assert served_urls(config, lan) == expected


def test_announce_on_the_network_prints_the_address_and_a_qr_code() -> None:
    out = io.StringIO()
    announce(AppConfig(data_dir=Path("/d"), host="0.0.0.0"), out, "10.0.0.5")
    text = out.getvalue()
    assert "Scorekeeper is running at http://127.0.0.1:8550/" in text
    assert "On your network: http://10.0.0.5:8550/" in text
    assert "█" in text
    assert "Games are kept in /d" in text


def test_announce_without_a_network_says_so() -> None:
    out = io.StringIO()
    announce(AppConfig(data_dir=Path("/d"), host="0.0.0.0"), out, None)
    assert "No network address found" in out.getvalue()
    assert "█" not in out.getvalue()


def test_the_terminal_qr_code_scans_on_a_dark_terminal() -> None:
    url = "http://192.168.178.23:8550/"
    out = io.StringIO()
    print_qr(url, out)
    image = _render_dark_terminal(out.getvalue())
    result = zxingcpp.read_barcode(image, try_invert=False)
    assert result is not None, "not readable light-on-dark"
    assert result.text == url


def _render_dark_terminal(text: str, scale: int = 6) -> Image.Image:
    """Draw block characters as a dark terminal would: the glyph is light."""
    top_lit, bottom_lit = {"█", "▀"}, {"█", "▄"}
    lines = [line for line in text.splitlines() if line]
    width = max(len(line) for line in lines)
    image = Image.new("L", ((width + 8) * scale, (2 * len(lines) + 8) * scale), 255)
    for row, line in enumerate(lines):
        for col, char in enumerate(line):
            for half, lit in ((0, char in top_lit), (1, char in bottom_lit)):
                if not lit:
                    x, y = (col + 4) * scale, (2 * row + half + 4) * scale
                    image.paste(0, (x, y, x + scale, y + scale))
    return image


def test_desktop_needs_a_display_and_flet_desktop(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not desktop_available({}, "Linux")
    assert not desktop_available({"DISPLAY": ":0", "FLET_FORCE_WEB_SERVER": "1"}, "Linux")
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    assert not desktop_available({"DISPLAY": ":0"}, "Linux")
    assert not desktop_available({}, "Windows")
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: object())
    assert desktop_available({"DISPLAY": ":0"}, "Linux")
    assert desktop_available({}, "Darwin")


def test_lan_address_is_none_or_a_real_interface() -> None:
    address = lan_address()
    assert address is None or (not address.startswith("127.") and address.count(".") == 3)
