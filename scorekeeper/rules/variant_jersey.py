"""Variant ``jersey``: Jersey Gin, all three play (docs/RULES.md, jersey 1-8).

Everything that is particular to ``jersey`` is here: its house options (three
of them words rather than numbers), the deal passing round the table, that
every player holds cards, the scoring of a knock against two opponents, and
the words for who deals next.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from scorekeeper.rules.announcement import Announcement
from scorekeeper.rules.errors import DealerSeatError, FirstRolesError, UnknownPlayerError
from scorekeeper.rules.hands import HandEntry, Outcome, Result, Seats
from scorekeeper.rules.house_options import HouseOption, OptionKind
from scorekeeper.rules.scoring import HandScore, explain, points_of
from scorekeeper.rules.session_hands import required
from scorekeeper.rules.validation import check_cards, check_knocker, resolve_player
from scorekeeper.rules.variant_protocol import Players
from scorekeeper.rules.variants import (
    MAX_DEADWOOD,
    MAX_POINTS_SETTING,
    MAX_TARGET,
    HouseRules,
    KnockFormula,
    TieRule,
    Variant,
)


class JerseyRules:
    """The ``jersey`` variant: no roles, a dealer who passes the deal on."""

    variant = Variant.JERSEY
    name_key = "variant.jersey"
    has_roles = False
    layoffs_on_gin = True
    """Jersey 4: laying off on gin is allowed."""
    cut_places = 1
    """Jersey 2: only the highest card counts (two low cards may tie)."""
    options = (
        HouseOption("gin_bonus", OptionKind.NUMBER, 50, 0, MAX_POINTS_SETTING),
        HouseOption("knock_limit", OptionKind.NUMBER, 9, 0, MAX_DEADWOOD),
        HouseOption("target", OptionKind.NUMBER, 200, 1, MAX_TARGET),
        HouseOption("undercut_penalty", OptionKind.NUMBER, 20, 0, MAX_POINTS_SETTING),
        HouseOption(
            "knock_formula",
            OptionKind.WORD,
            KnockFormula.SUM_MINUS_OWN,
            choices=tuple(KnockFormula),
        ),
        HouseOption("tie", OptionKind.WORD, TieRule.UNDERCUT, choices=tuple(TieRule)),
    )
    explanations = MappingProxyType(
        {
            "jersey.draw": ("jersey 5", "Draw: nobody scores; {dealer} deals again"),
            "jersey.knock": ("jersey 7", "{winner} knocked with {k}: ({a} + {b}) − {k} = {points}"),
            "jersey.knock_each": (
                "jersey 7",
                "{winner} knocked with {k}: ({a} − {k}) + ({b} − {k}) = {points}",
            ),
            "jersey.undercut": (
                "jersey 7",
                "{loser} knocked with {k} and was undercut ({a}, {b}): −{penalty}",
            ),
            "jersey.tie": (
                "jersey 7",
                "{loser} knocked with {k} and tied ({a}, {b}): nobody scores",
            ),
            "jersey.gin": ("jersey 4", "{winner} went gin: {bonus} + {a} + {b} = {points}"),
        }
    )
    announcements = MappingProxyType(
        {
            "next.deal_passes": "{dealer} deals next",
            "next.deal_again": "{dealer} deals again",
        }
    )

    def start(self, players: Players, first: Seats) -> Seats:
        """The first dealer must be one of the players, and there are no roles."""
        if first.roles is not None or first.dealer not in players:
            raise FirstRolesError(detail="the first dealer must be one of the players")
        return first

    def start_from_ranking(self, ranked: Sequence[str]) -> Seats:
        """The first deals."""
        return Seats.of_jersey(ranked[0])

    def check_seats(self, players: Players, seats: Seats, number: int) -> Seats:
        """The dealer is a player, and there are no roles."""
        if seats.roles is not None or seats.dealer not in players:
            raise DealerSeatError(hand=number, name=seats.dealer)
        return seats

    def check_hand(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry, number: int
    ) -> None:
        """Entries 3: every player holds cards, so every deadwood is needed."""
        check_cards(rules, entry, number)
        check_knocker(rules, entry, players, number)

    def score_hand(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry
    ) -> HandScore:
        """Jersey 4-7: gin scores ``bonus + a + b``; a knock lower than both opponents
        scores ``(a + b) - k`` (or ``(a - k) + (b - k)``); otherwise the knocker is
        undercut and loses the penalty, or, with the tie option, a tie scores nothing.
        """
        if entry.result is Result.DRAW or entry.by is None:
            return HandScore(
                Outcome.DRAW,
                None,
                points_of(players, None, 0),
                explain(self.explanations, "jersey.draw", {"dealer": seats.dealer}),
            )
        knocker = entry.by
        a, b = (entry.deadwood[p] for p in players if p != knocker)
        k = entry.deadwood_of(knocker)
        if entry.result is Result.GIN or k == 0:
            points = rules.gin_bonus + a + b
            return HandScore(
                Outcome.GIN,
                knocker,
                points_of(players, knocker, points),
                explain(
                    self.explanations,
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
                points_of(players, knocker, points),
                explain(
                    self.explanations,
                    "jersey.knock_each" if each else "jersey.knock",
                    {"winner": knocker, "k": k, "a": a, "b": b, "points": points},
                ),
            )
        values: dict[str, str | int] = {"loser": knocker, "k": k, "a": a, "b": b}
        tied = k <= a and k <= b
        if tied and rules.tie is TieRule.NO_SCORE:
            return HandScore(
                Outcome.TIE,
                None,
                points_of(players, None, 0),
                explain(self.explanations, "jersey.tie", values),
            )
        penalty = rules.undercut_penalty
        return HandScore(
            Outcome.UNDERCUT,
            None,
            points_of(players, knocker, -penalty),
            explain(self.explanations, "jersey.undercut", {**values, "penalty": penalty}),
        )

    def next_seats(self, players: Players, seats: Seats, score: HandScore) -> Seats:
        """Jersey 2: the deal passes to the next seat; after a draw the dealer deals again."""
        if score.outcome is Outcome.DRAW:
            return seats
        return Seats.of_jersey(players[(players.index(seats.dealer) + 1) % 3])

    def announce(self, played: Seats, score: HandScore, following: Seats) -> Announcement:
        """Who deals next, or that the same dealer deals again."""
        dealer = following.dealer
        key = "next.deal_again" if dealer == played.dealer else "next.deal_passes"
        return Announcement(key, {"dealer": dealer}, self.announcements[key])

    def card_holders(self, players: Players, seats: Seats) -> tuple[str, ...]:
        """All three."""
        return players

    def undercutters(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry, knocker: str
    ) -> tuple[str, ...]:
        """Every opponent whose own deadwood would have failed the knock (jersey 7).

        That is at most the knocker's, or strictly less when ties score nothing.
        """
        k = entry.deadwood_of(knocker)
        strict = rules.tie is TieRule.NO_SCORE
        return tuple(
            p
            for p in players
            if p != knocker and (entry.deadwood[p] < k if strict else entry.deadwood[p] <= k)
        )

    def first_from_dict(self, players: Players, first: Mapping[str, Any]) -> Seats:
        """``{"dealer": ...}``."""
        return Seats.of_jersey(resolve_player(players, required(first, "dealer", "'first'")))

    def seats_from_dict(self, players: Players, doc: Mapping[str, Any], number: int) -> Seats:
        """``{"dealer": ...}``; a dealer who is not playing is ``DealerSeatError``."""
        name = doc.get("dealer")
        try:
            return Seats.of_jersey(resolve_player(players, name, hand=number))
        except UnknownPlayerError:
            shown = name if isinstance(name, str) else json.dumps(name)
            raise DealerSeatError(hand=number, name=shown[:40]) from None


JERSEY = JerseyRules()
