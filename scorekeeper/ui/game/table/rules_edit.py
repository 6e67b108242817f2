"""The table's house-rules dialog as a value: what is typed, and whether it asks to confirm.

Pure changes only; :mod:`scorekeeper.ui.game.table.rules_hook` holds the value and
stores the change, :mod:`scorekeeper.ui.game.table.rules_dialog` draws it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.services.revision import revision
from scorekeeper.ui.game.setup_model import option_texts


@dataclass(frozen=True, slots=True)
class RulesEdit:
    """The dialog's state: the option texts, and whether it is asking to confirm."""

    texts: dict[str, str] = field(default_factory=dict)
    based_on: str = ""
    """The revision of the game the dialog opened on (see ``GameService.change_rules``)."""
    confirming: bool = False
    failure: ScorekeeperError | None = None


def opened(game: Game) -> RulesEdit:
    """The dialog as it opens on ``game``: its rules as typed, its revision to change."""
    return RulesEdit(option_texts(game.variant, game.rules), revision(game))


def typed(edit: RulesEdit, name: str, text: str) -> RulesEdit:
    """Option ``name`` as typed; a refusal of the last apply is gone with the change."""
    return replace(edit, texts={**edit.texts, name: text}, failure=None)


def asking(edit: RulesEdit) -> RulesEdit:
    """The dialog asks before re-scoring the hands already recorded."""
    return replace(edit, confirming=True)


def refused(edit: RulesEdit, error: ScorekeeperError) -> RulesEdit:
    """The store refused the change (a recorded hand the new rules refuse): back to editing."""
    return replace(edit, confirming=False, failure=error)


@dataclass(frozen=True, slots=True)
class RulesActions:
    """What the sheet's controls do."""

    apply: Callable[[], None]
    close: Callable[[], None]
    on_option: Callable[[str, str], None]
