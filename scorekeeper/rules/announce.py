"""What changes at the table after a hand, said with the players' names.

After saving a hand the app announces the rotation ("Ann stays in the box; Bob
and Cid swap"). The rules decide the rotation; this module only describes the
step from one hand's seats to the next as a message id plus names, which the
catalogues turn into a sentence in the player's language. ``english()`` is the
fallback used by the command line and tests.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant, variant_rules

if TYPE_CHECKING:
    from scorekeeper.rules.replaying import HandRecord

_TEMPLATES: dict[str, str] = {
    "next.box_stays": "{box} stays in the box; {captain} and {sitter} swap",
    "next.box_moves": "{box} goes into the box, {captain} captains, {sitter} sits out",
    "next.box_draw": "{box} stays in the box and deals again",
    "next.deal_passes": "{dealer} deals next",
    "next.deal_again": "{dealer} deals again",
    "next.game_over": "{winner} wins the game",
}


@dataclass(frozen=True, slots=True)
class Announcement:
    """A message id and the names it mentions."""

    key: str
    """Catalogue key such as ``next.box_stays``."""
    names: Mapping[str, str] = field(default_factory=dict)

    def english(self) -> str:
        """The announcement as an English sentence."""
        return _TEMPLATES[self.key].format(**self.names)


def announce_next(
    variant: Variant,
    record: HandRecord,
    next_roles: Roles | None,
    next_dealer: str | None,
    winner: str | None,
) -> Announcement:
    """Describe who sits where after the hand in ``record`` (its variant's words).

    ``next_roles``, ``next_dealer`` and ``winner`` come from the replayed state
    after that hand (``GameState``), so the words always match the rules.
    """
    if winner is not None:
        return Announcement("next.game_over", {"winner": winner})
    following = Seats(next_dealer or record.dealer, next_roles)
    return variant_rules(variant).announce(record.seats, record.score, following)
