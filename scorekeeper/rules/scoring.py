"""Scoring one hand, with the rule that produced the score.

Both functions assume a validated entry (see ``validation``): they only do
arithmetic. Each result carries an ``Explanation``: a rule id (which docs/RULES.md
section applied), the numbers used, and an English sentence with the arithmetic.
The UI translates the same rule id through the message catalogues.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from scorekeeper.rules.hands import HandEntry, Outcome, Result, Roles
from scorekeeper.rules.variants import HouseRules, KnockFormula, TieRule

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


def _points(players: tuple[str, ...], scorer: str | None, amount: int) -> dict[str, int]:
    return {p: (amount if p == scorer else 0) for p in players}


def score_box(
    rules: HouseRules, players: tuple[str, ...], roles: Roles, entry: HandEntry
) -> HandScore:
    """Score a ``box`` hand: a two-player gin hand between box and captain.

    docs/RULES.md box 5-9: a knock with 0 is gin; the knocker scores ``d - k`` when
    lower, else the opponent undercuts for ``bonus + (k - d)``; gin scores
    ``gin bonus + d``; the sitter always scores 0.
    """
    if entry.result is Result.DRAW or entry.by is None:
        return HandScore(
            Outcome.DRAW,
            None,
            _points(players, None, 0),
            Explanation("box.draw", {"box": roles.box}),
        )
    knocker = entry.by
    opponent = roles.opponent_of(knocker)
    k = entry.deadwood_of(knocker)
    d = entry.deadwood[opponent]
    if entry.result is Result.GIN or k == 0:
        points = rules.gin_bonus + d
        return HandScore(
            Outcome.GIN,
            knocker,
            _points(players, knocker, points),
            Explanation(
                "box.gin",
                {
                    "winner": knocker,
                    "loser": opponent,
                    "bonus": rules.gin_bonus,
                    "d": d,
                    "points": points,
                },
            ),
        )
    if k < d:
        points = d - k
        return HandScore(
            Outcome.KNOCK,
            knocker,
            _points(players, knocker, points),
            Explanation(
                "box.knock",
                {"winner": knocker, "loser": opponent, "k": k, "d": d, "points": points},
            ),
        )
    points = rules.undercut_bonus + (k - d)
    return HandScore(
        Outcome.UNDERCUT,
        opponent,
        _points(players, opponent, points),
        Explanation(
            "box.undercut",
            {
                "winner": opponent,
                "loser": knocker,
                "bonus": rules.undercut_bonus,
                "k": k,
                "d": d,
                "points": points,
            },
        ),
    )


def score_jersey(
    rules: HouseRules, players: tuple[str, ...], dealer: str, entry: HandEntry
) -> HandScore:
    """Score a ``jersey`` hand: all three hold cards.

    docs/RULES.md jersey 4-7: gin scores ``bonus + a + b``; a knock lower than both
    opponents scores ``(a + b) - k`` (or ``(a - k) + (b - k)``); otherwise the
    knocker is undercut and loses the penalty, or, with the tie option, a tie
    scores nothing.
    """
    if entry.result is Result.DRAW or entry.by is None:
        return HandScore(
            Outcome.DRAW,
            None,
            _points(players, None, 0),
            Explanation("jersey.draw", {"dealer": dealer}),
        )
    knocker = entry.by
    a, b = (entry.deadwood[p] for p in players if p != knocker)
    k = entry.deadwood_of(knocker)
    if entry.result is Result.GIN or k == 0:
        points = rules.gin_bonus + a + b
        return HandScore(
            Outcome.GIN,
            knocker,
            _points(players, knocker, points),
            Explanation(
                "jersey.gin",
                {"winner": knocker, "bonus": rules.gin_bonus, "a": a, "b": b, "points": points},
            ),
        )
    if k < a and k < b:
        each = rules.knock_formula is KnockFormula.EACH_MINUS_OWN
        points = (a - k) + (b - k) if each else (a + b) - k
        return HandScore(
            Outcome.KNOCK,
            knocker,
            _points(players, knocker, points),
            Explanation(
                "jersey.knock_each" if each else "jersey.knock",
                {"winner": knocker, "k": k, "a": a, "b": b, "points": points},
            ),
        )
    values: dict[str, str | int] = {"loser": knocker, "k": k, "a": a, "b": b}
    tied = k <= a and k <= b
    if tied and rules.tie is TieRule.NO_SCORE:
        return HandScore(
            Outcome.TIE, None, _points(players, None, 0), Explanation("jersey.tie", values)
        )
    penalty = rules.undercut_penalty
    return HandScore(
        Outcome.UNDERCUT,
        None,
        _points(players, knocker, -penalty),
        Explanation("jersey.undercut", {**values, "penalty": penalty}),
    )
