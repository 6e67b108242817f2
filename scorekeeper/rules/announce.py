"""What changes at the table after a hand, said with the players' names.

After saving a hand the app announces the rotation ("Ann stays in the box; Bob
and Cid swap"). The rules decide the rotation; this module only describes the
step from one hand's seats to the next as a message id plus names (each
variant its own, ``VariantRules.announce``), which the catalogues turn into a
sentence in the player's language. ``english()`` is the fallback used by the
command line and tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.rules.announcement import GAME_OVER, Announcement
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant, variant_rules

if TYPE_CHECKING:
    from scorekeeper.rules.replaying import HandRecord

__all__ = ["Announcement", "announce_next"]

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
        return Announcement(GAME_OVER, {"winner": winner})
    following = Seats(next_dealer or record.dealer, next_roles)
    return variant_rules(variant).announce(record.seats, record.score, following)
