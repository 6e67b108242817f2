"""The question before an Undo: asked only when the hand to undo won the game."""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.rules.game import Game, replay


@dataclass(frozen=True, slots=True)
class UndoQuestion:
    """Undo ``game``'s last hand, number ``number``, that made ``winner`` win?"""

    game: Game
    number: int
    winner: str


def question_for(game: Game) -> UndoQuestion | None:
    """The question to ask before undoing ``game``'s last hand, or None to undo at once.

    Only a finished game asks: its last hand is the one that won it.
    """
    state = replay(game)
    if not game.hands or not state.finished:
        return None
    return UndoQuestion(game, len(game.hands), state.winner or "")
