"""Variant ``box``: three-player gin with one player in the box (docs/RULES.md, box 1-12).

Everything that is particular to ``box`` is here: its house options and their
standard values, the roles of a hand and how they rotate, what an entry may
not hold (the sitter holds no cards), the scoring of a two-player gin hand
between box and captain, and the words for the rotation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from scorekeeper.rules.announcement import Announcement
from scorekeeper.rules.errors import (
    FirstRolesError,
    SeatsError,
    SitterCannotKnockError,
    SitterCardsError,
    SitterDeadwoodError,
    UnknownPlayerError,
)
from scorekeeper.rules.hands import HandEntry, Outcome, Result, Roles, Seats
from scorekeeper.rules.house_options import HouseOption, OptionKind
from scorekeeper.rules.scoring import HandScore, explain, points_of
from scorekeeper.rules.session_hands import ROLE_KEYS, required
from scorekeeper.rules.validation import check_cards, check_knocker, resolve_player
from scorekeeper.rules.variant_protocol import Players
from scorekeeper.rules.variants import (
    MAX_DEADWOOD,
    MAX_POINTS_SETTING,
    MAX_TARGET,
    HouseRules,
    Variant,
)


def _roles(seats: Seats) -> Roles:
    """The roles of ``box`` seats, which ``check_seats`` has made sure are there."""
    if seats.roles is None:
        raise SeatsError()
    return seats.roles


class BoxRules:
    """The ``box`` variant: roles box, captain and sitter; the box deals."""

    variant = Variant.BOX
    name_key = "variant.box"
    has_roles = True
    layoffs_on_gin = False
    """Box 6: nothing may be laid off on gin."""
    cut_places = 3
    """Box 2: the highest card is box, the middle captain, the lowest sitter."""
    options = (
        HouseOption("gin_bonus", OptionKind.NUMBER, 25, 0, MAX_POINTS_SETTING),
        HouseOption("undercut_bonus", OptionKind.NUMBER, 10, 0, MAX_POINTS_SETTING),
        HouseOption("knock_limit", OptionKind.NUMBER, 10, 0, MAX_DEADWOOD),
        HouseOption("target", OptionKind.NUMBER, 100, 1, MAX_TARGET),
    )
    explanations = MappingProxyType(
        {
            "box.draw": ("box 11", "Draw: nobody scores; {box} stays in the box and deals again"),
            "box.knock": (
                "box 7",
                "{winner} knocked with {k} against {loser}'s {d}: {d} − {k} = {points}",
            ),
            "box.undercut": (
                "box 7",
                "{winner} undercut {loser}: {bonus} + ({k} − {d}) = {points}",
            ),
            "box.gin": ("box 8", "{winner} went gin: {bonus} + {loser}'s {d} = {points}"),
        }
    )
    announcements = MappingProxyType(
        {
            "next.box_stays": "{box} stays in the box; {captain} and {sitter} swap",
            "next.box_moves": "{box} goes into the box, {captain} captains, {sitter} sits out",
            "next.box_draw": "{box} stays in the box and deals again",
        }
    )

    def start(self, players: Players, first: Seats) -> Seats:
        """The first roles must give the three roles to the three players, one each.

        And the box deals: seats without roles, or with a dealer who is not in
        the box, are refused the same way.
        """
        roles = first.roles
        if (
            roles is None
            or sorted(roles.as_tuple()) != sorted(players)
            or first.dealer != roles.box
        ):
            raise FirstRolesError(
                detail="the first roles must give box, captain and sitter "
                "to the three players, one each"
            )
        return first

    def start_from_ranking(self, ranked: Sequence[str]) -> Seats:
        """The first is box, the second captain, the third sits out."""
        return Seats.of_box(Roles(box=ranked[0], captain=ranked[1], sitter=ranked[2]))

    def check_seats(self, players: Players, seats: Seats, number: int) -> Seats:
        """The three players hold box, captain and sitter, one each, and the box deals."""
        roles = seats.roles
        if roles is None or sorted(roles.as_tuple()) != sorted(players):
            raise SeatsError(hand=number)
        if seats.dealer != roles.box:
            raise SeatsError(hand=number)
        return seats

    def check_hand(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry, number: int
    ) -> None:
        """Entries 2: the sitter neither knocks nor holds cards; box and captain need deadwood."""
        roles = _roles(seats)
        if entry.result is not Result.DRAW and entry.by == roles.sitter:
            raise SitterCannotKnockError(hand=number, player=roles.sitter)
        if roles.sitter in entry.deadwood:
            raise SitterDeadwoodError(hand=number, player=roles.sitter)
        if roles.sitter in entry.cards:
            raise SitterCardsError(hand=number, player=roles.sitter)
        check_cards(rules, entry, number)
        check_knocker(rules, entry, roles.card_holders(), number)

    def score_hand(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry
    ) -> HandScore:
        """Box 5-9: a two-player gin hand between box and captain; the sitter scores 0.

        A knock with 0 is gin; the knocker scores ``d - k`` when lower, else the
        opponent undercuts for ``bonus + (k - d)``; gin scores ``gin bonus + d``.
        """
        roles = _roles(seats)
        if entry.result is Result.DRAW or entry.by is None:
            return HandScore(
                Outcome.DRAW,
                None,
                points_of(players, None, 0),
                explain(self.explanations, "box.draw", {"box": roles.box}),
            )
        knocker = entry.by
        opponent = roles.opponent_of(knocker)
        k = entry.deadwood_of(knocker)
        d = entry.deadwood[opponent]
        if entry.result is Result.GIN or k == 0:
            return self._won(
                players,
                Outcome.GIN,
                knocker,
                rules.gin_bonus + d,
                rule="box.gin",
                values={"winner": knocker, "loser": opponent, "bonus": rules.gin_bonus, "d": d},
            )
        if k < d:
            return self._won(
                players,
                Outcome.KNOCK,
                knocker,
                d - k,
                rule="box.knock",
                values={"winner": knocker, "loser": opponent, "k": k, "d": d},
            )
        return self._won(
            players,
            Outcome.UNDERCUT,
            opponent,
            rules.undercut_bonus + (k - d),
            rule="box.undercut",
            values={
                "winner": opponent,
                "loser": knocker,
                "bonus": rules.undercut_bonus,
                "k": k,
                "d": d,
            },
        )

    def _won(
        self,
        players: Players,
        outcome: Outcome,
        winner: str,
        points: int,
        *,
        rule: str,
        values: Mapping[str, str | int],
    ) -> HandScore:
        """Gin, knock and undercut score and explain alike; each rule then reads as its sum."""
        return HandScore(
            outcome,
            winner,
            points_of(players, winner, points),
            explain(self.explanations, rule, {**values, "points": points}),
        )

    def next_seats(self, players: Players, seats: Seats, score: HandScore) -> Seats:
        """Box 10-11: the roles rotate by who won; after a draw they stay."""
        roles = _roles(seats)
        if score.outcome is Outcome.DRAW:
            return seats
        return Seats.of_box(roles.after(score.winner))

    def announce(self, played: Seats, score: HandScore, following: Seats) -> Announcement:
        """Who stays in the box, who moves into it, or that the box deals again."""
        roles = _roles(following)
        names = {"box": roles.box, "captain": roles.captain, "sitter": roles.sitter}
        if score.outcome is Outcome.DRAW:
            return Announcement("next.box_draw", names, self.announcements["next.box_draw"])
        if roles.box == _roles(played).box:
            return Announcement("next.box_stays", names, self.announcements["next.box_stays"])
        return Announcement("next.box_moves", names, self.announcements["next.box_moves"])

    def card_holders(self, players: Players, seats: Seats) -> tuple[str, ...]:
        """Box and captain, in seat order: everyone but the sitter."""
        sitter = _roles(seats).sitter
        return tuple(p for p in players if p != sitter)

    def undercutters(
        self, rules: HouseRules, players: Players, seats: Seats, entry: HandEntry, knocker: str
    ) -> tuple[str, ...]:
        """The opponent, who scored the undercut."""
        return (_roles(seats).opponent_of(knocker),)

    def first_from_dict(self, players: Players, first: Mapping[str, Any]) -> Seats:
        """``{"box": ..., "captain": ..., "sitter": ...}``."""
        names = (resolve_player(players, required(first, role, "'first'")) for role in ROLE_KEYS)
        return Seats.of_box(Roles(*names))

    def seats_from_dict(self, players: Players, doc: Mapping[str, Any], number: int) -> Seats:
        """``{"box": ..., "captain": ..., "sitter": ...}``; a name not playing is ``SeatsError``."""
        try:
            names = [resolve_player(players, doc.get(role), hand=number) for role in ROLE_KEYS]
        except UnknownPlayerError:
            raise SeatsError(hand=number) from None
        return Seats.of_box(Roles(*names))


BOX = BoxRules()
