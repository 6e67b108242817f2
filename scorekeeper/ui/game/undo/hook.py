"""The undo question's state and actions, for the table and the winner screen.

The question is held in the screen's state and drawn by ``view`` through
``ft.use_dialog``, like the screen's other dialogs, so it closes when the state
says so, whatever re-rendered the screen in between (the undo itself does).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.rules.game import Game
from scorekeeper.ui.game.undo.model import UndoQuestion, question_for


@dataclass(frozen=True, slots=True)
class UndoAsking:
    """What a screen with an Undo needs: the tap's handler, and the open question's."""

    ask: Callable[[Game], None]
    """Undo the last hand of the game given, asking first if that hand won it."""
    question: UndoQuestion | None
    """The open question, for the view to draw; None when none is asked."""
    keep: Callable[[], None]
    """Close the question and keep the result."""
    confirm: Callable[[], None]
    """Close the question and undo."""


def use_undo_question(undo: Callable[[Game], None]) -> UndoAsking:
    """``undo`` for a running game; for a finished one, the question first."""
    none: UndoQuestion | None = None
    question, set_question = ft.use_state(none)

    def ask(game: Game) -> None:
        asked = question_for(game)
        if asked is None:
            undo(game)
        else:
            set_question(asked)

    def confirm() -> None:
        if question is not None:
            set_question(None)
            undo(question.game)

    return UndoAsking(ask, question, lambda: set_question(None), confirm)
