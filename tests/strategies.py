"""Hypothesis strategies for valid games of both variants, built hand by hand.

Hands are drawn to fit the state of the game so far (who may knock, the knock
limit), so every generated game is one the app would have accepted.
"""

from __future__ import annotations

from hypothesis import strategies as st

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, KnockFormula, TieRule, Variant

NAMES = st.sampled_from(["Ann", "Bob", "Cid", "Zoé", "Łukasz", "Siti", "Jörg", "Ngozi", "李"])


@st.composite
def house_rules(draw: st.DrawFn, variant: Variant) -> HouseRules:
    """Defaults of ``variant`` with some options changed."""
    options: dict[str, object] = {}
    if draw(st.booleans()):
        options["target"] = draw(st.integers(1, 300))
    if draw(st.booleans()):
        options["knock_limit"] = draw(st.integers(0, 12))
    if draw(st.booleans()):
        options["gin_bonus"] = draw(st.sampled_from([20, 25, 50]))
    if variant is Variant.BOX and draw(st.booleans()):
        options["undercut_bonus"] = draw(st.integers(0, 30))
    if variant is Variant.JERSEY:
        options["knock_formula"] = draw(st.sampled_from([k.value for k in KnockFormula]))
        options["tie"] = draw(st.sampled_from([t.value for t in TieRule]))
        options["undercut_penalty"] = draw(st.integers(0, 40))
    return HouseRules.from_options(house_options(variant), options)


@st.composite
def new_games(draw: st.DrawFn, variant: Variant | None = None) -> Game:
    """A game with no hands yet."""
    chosen = variant or draw(st.sampled_from(list(Variant)))
    players = tuple(draw(st.lists(NAMES, min_size=3, max_size=3, unique=True)))
    order = draw(st.permutations(players))
    first = Seats.of_box(Roles(*order)) if chosen is Variant.BOX else Seats.of_jersey(order[0])
    return Game.start(players, chosen, first=first, rules=draw(house_rules(chosen)))


@st.composite
def hand_for(draw: st.DrawFn, game: Game) -> HandEntry:
    """A valid next hand for ``game``."""
    state = replay(game)
    holders = state.next_roles.card_holders() if state.next_roles else game.players
    result = draw(st.sampled_from([Result.KNOCK, Result.KNOCK, Result.GIN, Result.DRAW]))
    if result is Result.DRAW:
        return HandEntry(Result.DRAW)
    by = draw(st.sampled_from(holders))
    deadwood = {p: draw(st.integers(0, 98)) for p in holders if p != by}
    if result is Result.KNOCK:
        deadwood[by] = draw(st.integers(0, game.rules.knock_limit))
    elif draw(st.booleans()):
        deadwood[by] = 0
    return HandEntry(result, by, deadwood)


@st.composite
def games(draw: st.DrawFn, variant: Variant | None = None, max_hands: int = 25) -> Game:
    """A valid game with up to ``max_hands`` hands, possibly finished."""
    game = draw(new_games(variant))
    for _ in range(draw(st.integers(0, max_hands))):
        if replay(game).finished:
            break
        game = game.record(draw(hand_for(game)))
    return game
