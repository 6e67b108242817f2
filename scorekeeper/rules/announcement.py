"""An announcement of what changes at the table: a message id, the names it mentions, its words.

After saving a hand the app announces the rotation ("Ann stays in the box; Bob
and Cid swap"). The rules decide the rotation; each variant describes the step
from one hand's seats to the next (``VariantRules.announce``) as a message id
plus names, which the catalogues turn into a sentence in the player's
language, and carries the English words from its ``announcements`` (the
command line's and the tests'). Only the end of the game is common to every
variant; ``game.announce_next`` chooses between the two.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

GAME_OVER = "next.game_over"
GAME_OVER_ENGLISH = "{winner} wins the game"


@dataclass(frozen=True, slots=True)
class Announcement:
    """A message id, the names it mentions, and its English sentence."""

    key: str
    """Catalogue key such as ``next.box_stays``."""
    names: Mapping[str, str]
    template: str
    """The English sentence, with the ``names`` as placeholders."""

    def english(self) -> str:
        """The announcement as an English sentence."""
        return self.template.format(**self.names)


def game_over(winner: str) -> Announcement:
    """The announcement that ``winner`` has won the game."""
    return Announcement(GAME_OVER, {"winner": winner}, GAME_OVER_ENGLISH)
