"""The replay takes what it reads, so a variant of a test's own is passed in, not registered.

``replay_hands`` gets the players, the variant's rules object, the house rules,
the first seats and the hands; ``game.replay`` is the same fold with a game's
parts and its registered variant.
"""

from __future__ import annotations

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Seats
from scorekeeper.rules.replaying import replay_hands
from scorekeeper.rules.scoring import HandScore
from scorekeeper.rules.variant_jersey import JerseyRules
from scorekeeper.rules.variant_protocol import Players
from scorekeeper.rules.variant_registry import house_options, variant_rules
from scorekeeper.rules.variants import HouseRules, Variant

from .fake_variant import FakeRules

PLAYERS = ("Ann", "Bob", "Cid")
KNOCKS = (
    HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Bob": 20, "Cid": 30}),
    HandEntry(Result.KNOCK, "Bob", {"Ann": 15, "Bob": 3, "Cid": 25}),
)


class DealerKeeps(JerseyRules):
    """``jersey`` whose dealer never passes the deal on."""

    def next_seats(self, players: Players, seats: Seats, score: HandScore) -> Seats:
        return seats


def test_the_variant_passed_in_decides_the_seats() -> None:
    rules = HouseRules.defaults(house_options(Variant.JERSEY))
    first = Seats.of_jersey("Ann")
    kept = replay_hands(PLAYERS, DealerKeeps(), rules, first, KNOCKS)
    passed = replay_hands(PLAYERS, variant_rules(Variant.JERSEY), rules, first, KNOCKS)
    assert [record.dealer for record in kept.hands] == ["Ann", "Ann"]
    assert kept.next_dealer == "Ann"
    assert [record.dealer for record in passed.hands] == ["Ann", "Bob"]
    assert passed.next_dealer == "Cid"


def test_a_fake_table_scores_with_its_own_standard_values() -> None:
    fake = FakeRules()
    rules = HouseRules.defaults(fake.options)
    state = replay_hands(PLAYERS, fake, rules, Seats.of_jersey("Ann"), KNOCKS)
    assert rules.target == 300 and not state.finished
    assert state.totals == {"Ann": 48, "Bob": 37, "Cid": 0}


def test_a_games_replay_is_the_fold_of_its_parts() -> None:
    game = Game.start(PLAYERS, Variant.JERSEY, first=Seats.of_jersey("Ann"))
    for entry in KNOCKS:
        game = game.record(entry)
    assert replay(game) == replay_hands(
        game.players, variant_rules(game.variant), game.rules, game.first_seats, game.hands
    )
    assert replay(game).hands[1].entry.seats == Seats.of_jersey("Bob")
