"""Stores with known games for the history, statistics and settings screens, and helpers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import flet as ft
import pytest
from flet.messaging.protocol import MessageAction

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from tests.stats.recorded import ALL
from tests.storage.helpers import append_hand, edit_hand, undo_last_hand
from tests.ui.harness import UiHarness


def recorded_games() -> list[Game]:
    """The four games of ``tests/stats/recorded.py``, with UTC creation times as stored."""
    return [replace(game, created=f"{game.created}+00:00") for game in ALL]


@pytest.fixture
def recorded(repository: GameRepository) -> GameRepository:
    """The store holding the recorded games G1-G4 (ids ``g1``...``g4``)."""
    GameService(repository).import_games(recorded_games())
    return repository


@pytest.fixture
def corrected(recorded: GameRepository) -> GameRepository:
    """As ``recorded``, with G3's first hand edited and a fourth hand added and undone."""
    edit_hand(recorded, "g3", 1, HandEntry(Result.KNOCK, "ann", {"ann": 2, "Dee": 11}))
    append_hand(recorded, "g3", HandEntry(Result.KNOCK, "ann", {"ann": 4, "Bob": 5}))
    undo_last_hand(recorded, "g3")
    return recorded


def keys_on(ui: UiHarness) -> list[str]:
    """Every key on screen, in tree order (the harness's ``keys()``)."""
    return ui.keys()


def text_of(ui: UiHarness, key: str) -> str:
    """The text a ``Text`` control with ``key`` shows."""
    control = ui.find(key)
    assert isinstance(control, ft.Text), f"{key} is a {type(control).__name__}"
    return str(control.value)


def texts_under(ui: UiHarness, key: str) -> list[str]:
    """Every text drawn inside the control with ``key`` (in tree order)."""
    root = ui.find(key)

    def inside(control: ft.BaseControl) -> bool:
        node: ft.BaseControl | None = control
        while node is not None:
            if node is root:
                return True
            node = node.parent
        return False

    return [str(c.value) for c in ui.controls() if isinstance(c, ft.Text) and c.value and inside(c)]


def choose(ui: UiHarness, key: str, value: str) -> None:
    """Pick ``value`` in a dropdown, as the client does: set the value, then ``select``."""
    control = ui.find(key)
    ui.session.apply_patch(control._i, {"value": value})
    ui.event(control, "select", value)


def invoked(ui: UiHarness, method: str) -> list[dict[str, Any]]:
    """The arguments of every call of a client method such as ``save_file``."""
    return [
        body.get("args") or {}
        for action, body in ui.messages
        if action == MessageAction.INVOKE_METHOD and body.get("name") == method
    ]
