"""Which page addresses keep the clipboard from the app (not a secure context)."""

from __future__ import annotations

import pytest

from scorekeeper.ui.clipboard import clipboard_blocked


@pytest.mark.parametrize(
    ("page_url", "blocked"),
    [
        ("ws://192.168.1.20:8550/ws", True),
        ("http://192.168.1.20:8550/", True),
        ("ws://scorekeeper.local:8550/ws", True),
        ("ws://127.0.0.1:8550/ws", False),
        ("ws://127.0.1.1:8550/ws", False),
        ("ws://localhost:8550/ws", False),
        ("ws://[::1]:8550/ws", False),
        ("wss://192.168.1.20/ws", False),
        ("https://table.example/", False),
        ("", False),
        (None, False),
    ],
)
def test_plain_http_away_from_this_machine_blocks_the_clipboard(
    page_url: str | None, blocked: bool
) -> None:
    assert clipboard_blocked(page_url) is blocked
