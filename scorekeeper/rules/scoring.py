"""What scoring one hand gives: the points, with the rule that produced them.

Each variant scores its hands (``score_hand`` in ``variant_box``,
``variant_jersey``) from a validated entry: only arithmetic. Each result
carries an ``Explanation``: a rule id (which docs/RULES.md section applied),
the numbers used, and an English sentence with the arithmetic.
The UI translates the same rule id through the message catalogues.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from scorekeeper.rules.hands import Outcome

_TEMPLATES: dict[str, str] = {
    "box.draw": "Draw: nobody scores; {box} stays in the box and deals again",
    "box.knock": "{winner} knocked with {k} against {loser}'s {d}: {d} − {k} = {points}",
    "box.undercut": "{winner} undercut {loser}: {bonus} + ({k} − {d}) = {points}",
    "box.gin": "{winner} went gin: {bonus} + {loser}'s {d} = {points}",
    "jersey.draw": "Draw: nobody scores; {dealer} deals again",
    "jersey.knock": "{winner} knocked with {k}: ({a} + {b}) − {k} = {points}",
    "jersey.knock_each": "{winner} knocked with {k}: ({a} − {k}) + ({b} − {k}) = {points}",
    "jersey.undercut": "{loser} knocked with {k} and was undercut ({a}, {b}): −{penalty}",
    "jersey.tie": "{loser} knocked with {k} and tied ({a}, {b}): nobody scores",
    "jersey.gin": "{winner} went gin: {bonus} + {a} + {b} = {points}",
}

RULE_SECTIONS: dict[str, str] = {
    "box.draw": "box 11",
    "box.knock": "box 7",
    "box.undercut": "box 7",
    "box.gin": "box 8",
    "jersey.draw": "jersey 5",
    "jersey.knock": "jersey 7",
    "jersey.knock_each": "jersey 7",
    "jersey.undercut": "jersey 7",
    "jersey.tie": "jersey 7",
    "jersey.gin": "jersey 4",
}
"""Which section of docs/RULES.md each rule id comes from, so a score links to its rule."""


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a hand scored what it did: a rule id and the values it used."""

    rule: str
    """Rule id such as ``box.undercut``; a key into the catalogues and ``RULE_SECTIONS``."""
    values: Mapping[str, str | int] = field(default_factory=dict)
    """The players and numbers of the arithmetic."""

    def english(self) -> str:
        """The explanation as one English sentence with the arithmetic."""
        return _TEMPLATES[self.rule].format(**self.values)

    @property
    def section(self) -> str:
        """The docs/RULES.md section that produced the score."""
        return RULE_SECTIONS[self.rule]


@dataclass(frozen=True, slots=True)
class HandScore:
    """The scored result of one hand."""

    outcome: Outcome
    winner: str | None
    """The player who scored, None for a draw, a jersey undercut or a tie."""
    points: Mapping[str, int]
    """Points of every player for this hand, zeros included, in seat order."""
    explanation: Explanation


def points_of(players: tuple[str, ...], scorer: str | None, amount: int) -> dict[str, int]:
    """Every player's points of a hand in which only ``scorer`` (if anyone) scores ``amount``."""
    return {p: (amount if p == scorer else 0) for p in players}
