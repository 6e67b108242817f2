"""An announcement of what changes at the table: a message id and the names it mentions.

Apart from ``announce`` (which decides what to say) because each variant makes
its own announcements (``VariantRules.announce``) and gives their English
words (``VariantRules.announcements``); only the end of the game is common.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from scorekeeper.rules.variants import look_up_in_variants

GAME_OVER = "next.game_over"
GAME_OVER_ENGLISH = "{winner} wins the game"


def english_template(key: str) -> str:
    """The English words of announcement ``key`` (the common one, or a variant's)."""
    if key == GAME_OVER:
        return GAME_OVER_ENGLISH
    return look_up_in_variants(lambda rules: rules.announcements, key)


@dataclass(frozen=True, slots=True)
class Announcement:
    """A message id and the names it mentions."""

    key: str
    """Catalogue key such as ``next.box_stays``."""
    names: Mapping[str, str] = field(default_factory=dict)

    def english(self) -> str:
        """The announcement as an English sentence."""
        return english_template(self.key).format(**self.names)
