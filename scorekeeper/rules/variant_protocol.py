"""What a variant is to the rest of the app: one object per variant, behind one protocol.

Why: the code used to ask "is this ``box``?" in some thirty places (and "are
there roles?" for the same question). Each of those questions is now a member
here, answered once per variant in its own module (``variant_box``,
``variant_jersey``) and looked up with ``variant_rules(variant)`` in
``variant_registry``. Adding a variant is a module implementing this protocol
plus its line there (docs/DESIGN.md, "Adding a variant").

The members take plain values (players, seats, an entry, the house rules), not
a ``Game``, so the variant modules sit below the replay that calls them; the
protocol itself only names types, so every module may import it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from scorekeeper.rules.announcement import Announcement
    from scorekeeper.rules.hands import HandEntry, Seats
    from scorekeeper.rules.house_options import HouseOption
    from scorekeeper.rules.scoring import HandScore
    from scorekeeper.rules.variants import HouseRules, Variant

Players = tuple[str, ...]
"""The three names in seat order."""


class VariantRules(Protocol):
    """Everything that differs between variants (docs/RULES.md, one chapter each)."""

    @property
    def variant(self) -> Variant:
        """The id this object answers for."""

    @property
    def name_key(self) -> str:
        """Catalogue key of the variant's one name (``variant.box``)."""

    @property
    def options(self) -> tuple[HouseOption, ...]:
        """The house options, in file order, with their kinds, ranges and defaults."""

    @property
    def explanations(self) -> Mapping[str, tuple[str, str]]:
        """Each rule id a score of this variant can cite: its docs/RULES.md section and
        its English sentence (placeholders as in the ``explain.<rule id>`` texts)."""

    @property
    def announcements(self) -> Mapping[str, str]:
        """Each announcement key ``announce`` can give, with its English sentence."""

    @property
    def has_roles(self) -> bool:
        """Whether a hand's seats are box, captain and sitter (else only a dealer)."""

    @property
    def layoffs_on_gin(self) -> bool:
        """Whether the opponents may lay off on a gin hand's melds."""

    @property
    def cut_places(self) -> int:
        """How many places of the cut decide the start: a tie there means drawing again."""

    def start(self, players: Players, first: Seats) -> Seats:
        """``first`` as the first hand may have it; ``FirstRolesError`` if it does not fit."""

    def start_from_ranking(self, ranked: Sequence[str]) -> Seats:
        """The first seats when the players are ranked (highest cut, score or lot first)."""

    def check_seats(self, players: Players, seats: Seats, number: int) -> Seats:
        """``seats`` as hand ``number`` may have them, or ``SeatsError``/``DealerSeatError``."""

    def check_hand(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry, number: int
    ) -> None:
        """Refuse what docs/RULES.md refuses for this variant (entries 2-4, 7)."""

    def score_hand(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry
    ) -> HandScore:
        """The score of a checked entry, with the rule that gave it."""

    def next_seats(self, players: Players, seats: Seats, score: HandScore) -> Seats:
        """The seats of the hand after one played with ``seats`` and scored ``score``."""

    def announce(self, played: Seats, score: HandScore, following: Seats) -> Announcement:
        """The step from one hand's seats to the next, said with names."""

    def card_holders(self, players: Players, seats: Seats) -> tuple[str, ...]:
        """Who holds cards in a hand with ``seats``, in seat order."""

    def undercutters(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry, knocker: str
    ) -> tuple[str, ...]:
        """Who is credited with undercutting ``knocker`` in an undercut hand."""

    def first_from_dict(self, players: Players, first: Mapping[str, Any]) -> Seats:
        """A session file's ``first`` object, names resolved (file 1)."""

    def seats_from_dict(self, players: Players, doc: Mapping[str, Any], number: int) -> Seats:
        """A session hand's ``seats`` object, names resolved (file 5)."""
