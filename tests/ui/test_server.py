"""Our web server's adjustments to Flet, checked without a browser."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import flet as ft
import pytest
from flet.messaging.protocol import Message, MessageAction

from scorekeeper.web.server import FLET_TRANSPORT_LOG, short_message_text


@pytest.fixture
def message(monkeypatch: pytest.MonkeyPatch) -> Message:
    """A message as big as a screen's; the class's own text is restored afterwards."""
    monkeypatch.setattr(Message, "__repr__", Message.__repr__)
    texts = [ft.Text(f"hand {n}: Ann knocked with 3 against 10") for n in range(200)]
    return Message(MessageAction.PATCH_CONTROL, {"patch": [ft.Column(texts)]})


@pytest.fixture
def transport_log() -> Iterator[logging.Logger]:
    log = logging.getLogger(FLET_TRANSPORT_LOG)
    level = log.level
    yield log
    log.setLevel(level)


def test_a_message_is_written_as_its_action_alone(
    message: Message, transport_log: logging.Logger
) -> None:
    transport_log.setLevel(logging.INFO)
    assert len(f"{message}") > 20_000, "what Flet formats for every message it sends"
    short_message_text()
    assert f"{message}" == f"Message({MessageAction.PATCH_CONTROL!r})"


def test_with_flet_s_transport_log_on_messages_keep_their_full_text(
    message: Message, transport_log: logging.Logger
) -> None:
    transport_log.setLevel(logging.DEBUG)
    full = f"{message}"
    short_message_text()
    assert f"{message}" == full
