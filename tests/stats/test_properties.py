"""Properties of the statistics over generated games: counts that must add up,
rates in range, and independence from argument order and name spelling."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import fields, replace
from itertools import combinations
from random import Random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Outcome, Roles
from scorekeeper.rules.validation import name_key
from scorekeeper.rules.variants import Variant
from scorekeeper.stats import PlayedGame, PlayerStats, group_stats, head_to_head, player_stats
from tests.strategies import games

SETTINGS = settings(max_examples=60, deadline=None)
MAXIMA = {"longest_hand_streak", "longest_game_streak"}
"""Fields that combine by maximum over groups, not by sum (game streaks not even that)."""
ADDITIVE = [f.name for f in fields(PlayerStats) if f.name != "name" and f.name not in MAXIMA]


@st.composite
def dated_games(draw: st.DrawFn, variant: Variant | None = None) -> list[Game]:
    """Up to five games with distinct creation times, given in a random order."""
    sample = draw(st.lists(games(variant, max_hands=15), max_size=5))
    dated = [
        replace(g, id=f"g{i}", created=f"2024-01-{i + 1:02d}T10:00:00")
        for i, g in enumerate(sample)
    ]
    return list(draw(st.permutations(dated)))


def _respell(game: Game, spell: Callable[[str], str]) -> Game:
    """``game`` with every name respelled, as another device might have typed it."""
    new = {p: spell(p) for p in game.players}

    def entry(e: HandEntry) -> HandEntry:
        by = new[e.by] if e.by is not None else None
        deadwood = {new[p]: v for p, v in e.deadwood.items()}
        return HandEntry(e.result, by, deadwood, {new[p]: c for p, c in e.cards.items()})

    first, second, third = (new[p] for p in game.players)
    roles = Roles(*(new[p] for p in game.first_roles.as_tuple())) if game.first_roles else None
    return replace(
        game,
        players=(first, second, third),
        first_roles=roles,
        first_dealer=new[game.first_dealer],
        hands=tuple(entry(e) for e in game.hands),
    )


def played(sample: list[Game]) -> list[Game]:
    """The games of ``sample`` with at least one hand: the only ones statistics count."""
    return [game for game in sample if game.hands]


@SETTINGS
@given(games(max_hands=20))
def test_one_game_hands_add_up(game: Game) -> None:
    assume(game.hands)  # a game with no hand is in no statistic (tests/stats/test_empty_games.py)
    state = replay(game)
    stats = player_stats([game])
    n = len(state.hands)
    holders = 2 if game.variant is Variant.BOX else 3
    nobody = sum(1 for h in state.hands if h.score.winner is None)
    assert sum(s.hands_won for s in stats.values()) + nobody == n
    assert sum(s.hands_played for s in stats.values()) == holders * n
    assert sum(s.hands_sat_out for s in stats.values()) == (3 - holders) * n
    assert sum(s.hands_in_box for s in stats.values()) == (n if holders == 2 else 0)
    for player in game.players:
        mine = stats[player]
        assert mine.hands_won == state.hands_won[player]
        assert mine.hands_played + mine.hands_sat_out == n
        # A player's total is what they won minus the jersey undercut penalties.
        penalties = mine.undercuts_suffered * (game.rules.undercut_penalty if holders == 3 else 0)
        assert mine.points_won - penalties == state.totals[player]
        ties = sum(
            1 for h in state.hands if h.score.outcome is Outcome.TIE and h.entry.by == player
        )
        assert mine.knocks == mine.knocks_won + mine.undercuts_suffered + ties
    ended = sum(1 for h in state.hands if h.score.outcome is not Outcome.DRAW)
    assert sum(s.knocks + s.gins for s in stats.values()) == ended
    seats = zip(game.players, PlayedGame.of(game).seats, strict=True)
    assert tuple(PlayerStats(p, *seat) for p, seat in seats) == tuple(
        stats[p] for p in game.players
    )


@SETTINGS
@given(dated_games())
def test_games_add_up_and_rates_are_in_range(sample: list[Game]) -> None:
    sample = played(sample)
    stats = player_stats(sample)
    finished = sum(1 for g in sample if replay(g).finished)
    assert sum(s.games_won for s in stats.values()) == finished
    assert sum(s.games_played for s in stats.values()) == 3 * len(sample)
    for s in stats.values():
        assert s.games_won <= s.games_finished <= s.games_played
        assert (s.box_win_rate is None) == (s.hands_in_box == 0)
        assert s.box_win_rate is None or 0.0 <= s.box_win_rate <= 1.0
        assert s.hands_won_in_box <= min(s.hands_won, s.hands_in_box)
        assert (s.average_points_per_hand_won is None) == (s.hands_won == 0)
        assert 0 <= s.longest_hand_streak <= s.hands_won
        assert (s.longest_hand_streak == 0) == (s.hands_won == 0)
        assert 0 <= s.longest_game_streak <= s.games_won
        assert (s.longest_game_streak == 0) == (s.games_won == 0)


@SETTINGS
@given(dated_games(Variant.BOX), dated_games(Variant.JERSEY))
def test_undercuts_given_and_suffered(box: list[Game], jersey: list[Game]) -> None:
    # In box the undercut is scored by exactly one opponent; in jersey one or both
    # opponents gave it.
    in_box = player_stats(box).values()
    assert sum(s.undercuts_given for s in in_box) == sum(s.undercuts_suffered for s in in_box)
    in_jersey = player_stats(jersey).values()
    suffered = sum(s.undercuts_suffered for s in in_jersey)
    assert suffered <= sum(s.undercuts_given for s in in_jersey) <= 2 * suffered


@SETTINGS
@given(dated_games(), st.randoms(use_true_random=False))
def test_order_of_the_games_given_does_not_matter(sample: list[Game], rng: Random) -> None:
    shuffled = list(sample)
    rng.shuffle(shuffled)
    assert player_stats(shuffled) == player_stats(sample)
    assert group_stats(shuffled) == group_stats(sample)
    # Without creation times only game streaks (defined by that order) may change.
    undated = [replace(g, created="", id="") for g in sample]
    reordered = [replace(g, created="", id="") for g in shuffled]
    assert _without_game_streaks(player_stats(reordered)) == _without_game_streaks(
        player_stats(undated)
    )


def _without_game_streaks(stats: dict[str, PlayerStats]) -> dict[str, PlayerStats]:
    return {k: replace(v, longest_game_streak=0) for k, v in stats.items()}


@SETTINGS
@given(dated_games(), st.data())
def test_capitalisation_of_names_does_not_split_a_player(
    sample: list[Game], data: st.DataObject
) -> None:
    sample = played(sample)
    spellings: list[Callable[[str], str]] = [str.upper, str.lower, str.swapcase, str.strip]
    respelled = [_respell(g, data.draw(st.sampled_from(spellings))) for g in sample]

    def by_key(games_: list[Game]) -> dict[str, PlayerStats]:
        return {name_key(k): replace(v, name="") for k, v in player_stats(games_).items()}

    assert by_key(respelled) == by_key(sample)
    chronological = sorted(respelled, key=lambda g: g.created)
    latest = {name_key(p): p for g in chronological for p in g.players}
    assert {name_key(k): k for k in player_stats(respelled)} == latest


@SETTINGS
@given(dated_games())
def test_groups_partition_the_players_records(sample: list[Game]) -> None:
    sample = played(sample)
    stats = player_stats(sample)
    groups = group_stats(sample)
    assert sum(g.games_played for g in groups) == len(sample)
    for group in groups:
        won = sum(m.hands_won for m in group.members.values())
        assert won + group.hands_won_by_nobody == group.hands_played
        assert tuple(group.members) == group.players
    for name, overall in stats.items():
        mine = [g.members[name] for g in groups if name in g.members]
        for field in ADDITIVE:
            assert getattr(overall, field) == sum(getattr(m, field) for m in mine), field
        assert overall.longest_hand_streak == max(m.longest_hand_streak for m in mine)


@SETTINGS
@given(dated_games())
def test_head_to_head_is_symmetric_and_covers_every_box_hand(sample: list[Game]) -> None:
    sample = played(sample)
    names = list(player_stats(sample))
    faced = 0
    for a, b in combinations(names, 2):
        h2h = head_to_head(sample, a, b)
        back = head_to_head(sample, b, a)
        assert (back.first_games_won, back.second_games_won) == (
            h2h.second_games_won,
            h2h.first_games_won,
        )
        assert (back.first_hands_won, back.second_hands_won) == (
            h2h.second_hands_won,
            h2h.first_hands_won,
        )
        assert h2h.first_hands_won + h2h.second_hands_won <= h2h.hands_faced
        assert h2h.first_games_won + h2h.second_games_won <= h2h.games_finished
        together = Counter(a in g.players and b in g.players for g in sample)
        assert h2h.games_together == together[True]
        faced += h2h.hands_faced
    box_hands = sum(len(g.hands) for g in sample if g.variant is Variant.BOX)
    assert faced == box_hands
