"""What scoring one hand gives: the points, with the rule that produced them.

Each variant scores its hands (``score_hand`` in ``variant_box``,
``variant_jersey``) from a validated entry: only arithmetic. Each result
carries an ``Explanation``: a rule id (which docs/RULES.md section applied),
the numbers used, and that section and the English sentence from the
variant's own ``explanations``, so the value needs no lookup to be read. The
UI translates the same rule id through the message catalogues;
``variant_registry.RULE_SECTIONS`` lists every rule id of every variant.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from scorekeeper.rules.hands import Outcome


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a hand scored what it did: a rule id, the values it used, and its words."""

    rule: str
    """Rule id such as ``box.undercut``; a key into the catalogues and ``RULE_SECTIONS``."""
    values: Mapping[str, str | int]
    """The players and numbers of the arithmetic."""
    section: str
    """The docs/RULES.md section that produced the score (``box 7``)."""
    template: str
    """The English sentence, with the ``values`` as placeholders."""

    def english(self) -> str:
        """The explanation as one English sentence with the arithmetic."""
        return self.template.format(**self.values)


def explain(
    explanations: Mapping[str, tuple[str, str]], rule: str, values: Mapping[str, str | int]
) -> Explanation:
    """The explanation of ``rule`` with ``values``, its section and words from a
    variant's ``explanations``."""
    section, template = explanations[rule]
    return Explanation(rule, values, section, template)


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
