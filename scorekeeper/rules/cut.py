"""Who starts: the first roles (``box``) or first dealer (``jersey``) from cut cards.

RULES.md box 2: highest card is box, middle captain, lowest sitter; K high, A
low; suits do not break ties, tied players draw again. Jersey 2: the highest card
deals first. Only ties that matter force a redraw: in ``jersey`` two low cards
may tie, since only the highest is used.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from scorekeeper.rules.cards import Card
from scorekeeper.rules.errors import DuplicateCardError, PlayerCountError
from scorekeeper.rules.hands import Roles
from scorekeeper.rules.variants import Variant


@dataclass(frozen=True, slots=True)
class CutResult:
    """Either who starts, or which players must draw again."""

    roles: Roles | None = None
    """``box``: the first roles, when decided."""
    dealer: str | None = None
    """The first dealer, when decided (in ``box``, the box player)."""
    redraw: tuple[str, ...] = ()
    """Players who tied where it matters and draw again (seat order)."""

    @property
    def decided(self) -> bool:
        """True when no one has to draw again."""
        return not self.redraw


def first_from_cut(variant: Variant, cuts: Mapping[str, Card]) -> CutResult:
    """Decide the start from each player's cut card (keys in seat order)."""
    if len(cuts) != 3:
        raise PlayerCountError(count=len(cuts))
    seen: set[Card] = set()
    for card in cuts.values():
        if card in seen:
            raise DuplicateCardError(card)
        seen.add(card)
    players = list(cuts)
    ranked = sorted(players, key=lambda p: cuts[p].rank, reverse=True)
    ranks = [cuts[p].rank for p in ranked]
    if variant is Variant.JERSEY:
        tied = [p for p in players if cuts[p].rank == ranks[0]]
        if len(tied) > 1:
            return CutResult(redraw=tuple(tied))
        return CutResult(dealer=ranked[0])
    if len(set(ranks)) < 3:
        counts = {r: ranks.count(r) for r in ranks}
        return CutResult(redraw=tuple(p for p in players if counts[cuts[p].rank] > 1))
    roles = Roles(box=ranked[0], captain=ranked[1], sitter=ranked[2])
    return CutResult(roles=roles, dealer=roles.box)
