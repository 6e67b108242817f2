"""Who starts: the first roles (``box``) or first dealer (``jersey``) from cut cards.

docs/RULES.md box 2: highest card is box, middle captain, lowest sitter; K high, A
low; suits do not break ties, tied players draw again. Jersey 2: the highest card
deals first. Only ties that matter force a redraw: in ``jersey`` two low cards
may tie, since only the highest is used (each variant's ``cut_places``).

Since suits never count, a cut may be given as a rank alone (``K``) as well as a
card (``KH``); only two identical *cards* are an error (one deck has one KH).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from scorekeeper.rules.cards import Card, Rank
from scorekeeper.rules.errors import DuplicateCardError, InvalidCardError, PlayerCountError
from scorekeeper.rules.hands import Roles
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.rules.variants import Variant

CutCard = Card | Rank
"""What a player cut: the card, or only its rank."""

_RANKS: dict[str, Rank] = {rank.symbol: rank for rank in Rank} | {"10": Rank.TEN}


def parse_cut(text: str) -> CutCard:
    """A cut as typed: a rank alone (``K``, ``10``, ``t``) or a card in card notation (``KH``).

    Raises ``InvalidCardError`` naming the text when it is neither.
    """
    rank = _RANKS.get(text.strip().upper())
    if rank is not None:
        return rank
    if not text.strip():
        raise InvalidCardError(text)
    return Card.parse(text)


def cut_rank(cut: CutCard) -> Rank:
    """The rank that counts in a cut."""
    return cut if isinstance(cut, Rank) else cut.rank


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


def first_from_cut(variant: Variant, cuts: Mapping[str, CutCard]) -> CutResult:
    """Decide the start from each player's cut card or rank (keys in seat order)."""
    if len(cuts) != 3:
        raise PlayerCountError(count=len(cuts))
    seen: set[Card] = set()
    for cut in cuts.values():
        if isinstance(cut, Card):
            if cut in seen:
                raise DuplicateCardError(cut)
            seen.add(cut)
    rank_of = {player: cut_rank(cut) for player, cut in cuts.items()}
    players = list(cuts)
    ranked = sorted(players, key=lambda p: rank_of[p], reverse=True)
    ranks = [rank_of[p] for p in ranked]
    rules = variant_rules(variant)
    deciding = set(ranks[: rules.cut_places])
    tied = [p for p in players if rank_of[p] in deciding and ranks.count(rank_of[p]) > 1]
    if tied:
        return CutResult(redraw=tuple(tied))
    start = rules.start_from_ranking(ranked)
    return CutResult(roles=start.roles, dealer=start.dealer)
