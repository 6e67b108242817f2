"""What scoring one hand gives: the points, with the rule that produced them.

Each variant scores its hands (``score_hand`` in ``variant_box``,
``variant_jersey``) from a validated entry: only arithmetic. Each result
carries an ``Explanation``: a rule id (which docs/RULES.md section applied),
the numbers used, and an English sentence with the arithmetic, both from the
variant's own ``explanations``. The UI translates the same rule id through the
message catalogues.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from scorekeeper.rules.hands import Outcome
from scorekeeper.rules.variants import look_up_in_variants


def explained(rule: str) -> tuple[str, str]:
    """``(section, English template)`` of rule id ``rule``, from the variant that has it."""
    return look_up_in_variants(lambda rules: rules.explanations, rule)


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a hand scored what it did: a rule id and the values it used."""

    rule: str
    """Rule id such as ``box.undercut``; a key into the catalogues and ``RULE_SECTIONS``."""
    values: Mapping[str, str | int] = field(default_factory=dict)
    """The players and numbers of the arithmetic."""

    def english(self) -> str:
        """The explanation as one English sentence with the arithmetic."""
        return explained(self.rule)[1].format(**self.values)

    @property
    def section(self) -> str:
        """The docs/RULES.md section that produced the score."""
        return explained(self.rule)[0]


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
