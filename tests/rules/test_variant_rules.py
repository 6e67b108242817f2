"""Every registered variant answers every question the app asks a variant, and consistently.

Table-driven over the registry: a variant added to it is checked here without a
new test. What each variant's answers are in detail is its own test file's
business (``test_box``, ``test_jersey``); here they must fit together: the
seats it starts with are seats it accepts, a draw scores nothing and keeps the
seats, every text it names is in the catalogue.
"""

from __future__ import annotations

import dataclasses
import enum

import pytest

from scorekeeper.i18n import DEFAULT_LANGUAGE, Catalog
from scorekeeper.rules.errors import (
    DealerSeatError,
    FirstRolesError,
    MissingDeadwoodError,
    SeatsError,
)
from scorekeeper.rules.hands import HandEntry, Outcome, Result, Seats
from scorekeeper.rules.house_options import OptionKind
from scorekeeper.rules.session_hands import seats_to_dict
from scorekeeper.rules.variant_protocol import VariantRules
from scorekeeper.rules.variant_registry import REGISTRY, RULE_SECTIONS, house_options, variant_rules
from scorekeeper.rules.variants import HouseRules, Variant

PLAYERS = ("Ann", "Bob", "Cid")
KEYS = Catalog.load().keys(DEFAULT_LANGUAGE)
VARIANTS = pytest.mark.parametrize("variant", list(Variant), ids=lambda v: v.value)


def test_every_variant_id_is_registered_once_under_its_own_id() -> None:
    assert set(REGISTRY) == set(Variant)
    assert all(rules.variant is variant for variant, rules in REGISTRY.items())
    assert len({id(rules) for rules in REGISTRY.values()}) == len(REGISTRY)


@VARIANTS
def test_the_name_is_one_catalogue_key(variant: Variant) -> None:
    assert variant_rules(variant).name_key in KEYS


@VARIANTS
def test_the_option_table_is_well_formed_and_gives_the_defaults(variant: Variant) -> None:
    rules = variant_rules(variant)
    keys = [option.key for option in rules.options]
    fields = {field.name for field in dataclasses.fields(HouseRules)}
    assert keys and len(set(keys)) == len(keys) and set(keys) <= fields
    standard = HouseRules.defaults(house_options(variant))
    for option in rules.options:
        assert getattr(standard, option.key) == option.default
        if option.kind is OptionKind.NUMBER:
            assert isinstance(option.default, int) and option.choices == ()
            assert option.low <= option.default <= option.high
        else:
            assert isinstance(option.default, enum.Enum) and option.default in option.choices
            assert len(option.choices) >= 2
    table = house_options(variant)
    assert HouseRules.from_options(table, standard.to_options(table)) == standard


@VARIANTS
def test_its_rule_ids_and_announcements_have_sections_and_words(variant: Variant) -> None:
    rules = variant_rules(variant)
    assert rules.explanations and rules.announcements
    for rule, (section, english) in rules.explanations.items():
        # a draw's sentence is one text for every screen (``word.rule.<id>``)
        assert {f"explain.{rule}", f"word.rule.{rule}"} & KEYS
        assert section.startswith(f"{variant.value} ")
        assert (RULE_SECTIONS[rule], english.count("{")) == (section, english.count("}"))
    for key, english in rules.announcements.items():
        assert key in KEYS and english.count("{") == english.count("}") > 0


def _first(rules: VariantRules) -> Seats:
    return rules.start_from_ranking(PLAYERS)


@VARIANTS
def test_the_start_is_seats_the_variant_accepts(variant: Variant) -> None:
    rules = variant_rules(variant)
    seats = _first(rules)
    assert rules.check_seats(PLAYERS, seats, 1) == seats
    assert rules.start(PLAYERS, seats) == seats
    assert (seats.roles is not None) is rules.has_roles
    with pytest.raises(FirstRolesError):
        rules.start(PLAYERS, Seats("Dee", None))
    with pytest.raises((SeatsError, DealerSeatError)):
        rules.check_seats(PLAYERS, Seats("Dee", None), 1)


@VARIANTS
def test_a_draw_scores_nothing_keeps_the_seats_and_is_announced(variant: Variant) -> None:
    rules = variant_rules(variant)
    house = HouseRules.defaults(house_options(variant))
    seats = _first(rules)
    draw = HandEntry(Result.DRAW)
    rules.check_hand(house, PLAYERS, seats, draw, 1)
    score = rules.score_hand(house, PLAYERS, seats, draw)
    assert (score.outcome, score.winner, set(score.points.values())) == (Outcome.DRAW, None, {0})
    assert score.explanation.rule in rules.explanations
    following = rules.next_seats(PLAYERS, seats, score)
    assert following == seats
    said = rules.announce(seats, score, following)
    assert said.key in KEYS and said.template == rules.announcements[said.key]
    section, words = rules.explanations[score.explanation.rule]
    assert (score.explanation.section, score.explanation.template) == (section, words)


@VARIANTS
def test_a_knock_moves_the_seats_to_seats_the_variant_accepts(variant: Variant) -> None:
    rules = variant_rules(variant)
    house = HouseRules.defaults(house_options(variant))
    seats = _first(rules)
    holders = rules.card_holders(PLAYERS, seats)
    assert seats.dealer in holders and set(holders) <= set(PLAYERS)
    knock = HandEntry(Result.KNOCK, seats.dealer, dict.fromkeys(holders, 5) | {seats.dealer: 1})
    rules.check_hand(house, PLAYERS, seats, knock, 1)
    score = rules.score_hand(house, PLAYERS, seats, knock)
    assert score.winner == seats.dealer and score.points[seats.dealer] > 0
    following = rules.next_seats(PLAYERS, seats, score)
    assert rules.check_seats(PLAYERS, following, 2) == following
    assert rules.announce(seats, score, following).key in KEYS


@VARIANTS
def test_a_missing_deadwood_of_a_card_holder_is_refused(variant: Variant) -> None:
    rules = variant_rules(variant)
    seats = _first(rules)
    knocker, first_other, *_ = rules.card_holders(PLAYERS, seats)
    knock = HandEntry(Result.KNOCK, knocker, {knocker: 2})
    with pytest.raises(MissingDeadwoodError, match=f"hand 1: .*{first_other}"):
        rules.check_hand(HouseRules.defaults(house_options(variant)), PLAYERS, seats, knock, 1)


@VARIANTS
def test_an_undercut_is_credited_to_an_opponent_who_holds_cards(variant: Variant) -> None:
    rules = variant_rules(variant)
    seats = _first(rules)
    holders = rules.card_holders(PLAYERS, seats)
    knocker = holders[0]
    entry = HandEntry(Result.KNOCK, knocker, dict.fromkeys(holders, 5))
    house = HouseRules.defaults(house_options(variant))
    givers = rules.undercutters(house, PLAYERS, seats, entry, knocker)
    assert givers and knocker not in givers and set(givers) <= set(holders)


@VARIANTS
def test_the_file_objects_read_back_the_seats(variant: Variant) -> None:
    rules = variant_rules(variant)
    seats = _first(rules)
    written = seats_to_dict(seats)
    assert rules.seats_from_dict(PLAYERS, written, 1) == seats
    first = rules.first_from_dict(PLAYERS, written)
    assert rules.start(PLAYERS, first) == seats
