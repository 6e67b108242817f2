"""Hypothesis strategies for valid games with everything a shared code must carry.

Games are built the way the app builds them: ``Game.start``, then hands recorded
one by one with ``game.record`` (each drawn to fit the game so far: who holds
cards, the knock limit), interleaved with undos and edits that leave
corrections. Names include non-ASCII text, options span their whole ranges,
ids and timestamps come in every shape the payload treats differently.
"""

from __future__ import annotations

import datetime as dt
import random
import uuid

from hypothesis import strategies as st

from scorekeeper.rules.cards import DECK, Card
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.validation import MAX_NAME_LENGTH, check_players, normalise_name
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, KnockFormula, TieRule, Variant

SAFE_CHARACTERS = st.characters(exclude_categories=("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
"""Characters a name or id may hold: no control, formatting or unassigned ones."""
FAMILIAR_NAMES = [
    "Ann",
    "Bob",
    "Cid",
    "Zoë",
    "Łukasz",
    "Siti",
    "Jörg",
    "李小龍",
    "Ngozi 🂡",
    "O'Neil",
]


RANDOM_NAMES = (
    st.text(SAFE_CHARACTERS, min_size=1, max_size=40)
    .map(normalise_name)
    .filter(lambda name: 0 < len(name) <= MAX_NAME_LENGTH)
)


@st.composite
def players(draw: st.DrawFn) -> tuple[str, str, str]:
    """Three valid, distinct names: familiar ones and arbitrary Unicode text."""
    familiar = draw(st.permutations(FAMILIAR_NAMES))
    names: list[str] = []
    for _ in range(3):
        taken = {name.casefold() for name in names}
        name = draw(RANDOM_NAMES) if draw(st.booleans()) else ""
        if not name or name.casefold() in taken:
            name = next(f for f in familiar if f.casefold() not in taken)
        names.append(name)
    return check_players(names)


@st.composite
def house_rules(draw: st.DrawFn, variant: Variant) -> HouseRules:
    """Any house rules of ``variant``, each option over its whole range."""
    options: dict[str, object] = {}
    if draw(st.booleans()):
        options["gin_bonus"] = draw(st.integers(0, 1000))
    if draw(st.booleans()):
        options["knock_limit"] = draw(st.integers(0, 98))
    options["target"] = draw(st.one_of(st.integers(1, 10_000), st.integers(300, 10_000)))
    if variant is Variant.BOX and draw(st.booleans()):
        options["undercut_bonus"] = draw(st.integers(0, 1000))
    if variant is Variant.JERSEY:
        options["undercut_penalty"] = draw(st.integers(0, 1000))
        options["knock_formula"] = draw(st.sampled_from([k.value for k in KnockFormula]))
        options["tie"] = draw(st.sampled_from([t.value for t in TieRule]))
    return HouseRules.from_options(house_options(variant), options)


TEXT_FIELD = st.text(SAFE_CHARACTERS, max_size=40)
GAME_IDS = st.one_of(
    st.just(""),
    st.uuids().map(str),
    st.binary(min_size=1, max_size=16).map(bytes.hex),
    st.from_regex(r"[a-z0-9][a-z0-9_-]{0,30}", fullmatch=True),
    TEXT_FIELD,
)
MOMENTS = st.datetimes(
    min_value=dt.datetime(1890, 1, 1),
    max_value=dt.datetime(2300, 1, 1),
    timezones=st.one_of(
        st.none(),
        st.just(dt.UTC),
        st.integers(-23 * 60, 23 * 60).map(lambda m: dt.timezone(dt.timedelta(minutes=m))),
    ),
)


@st.composite
def timestamps(draw: st.DrawFn) -> str:
    """ISO 8601 in the shapes apps write, and sometimes anything else."""
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return ""
    if kind == 1:
        return draw(TEXT_FIELD)
    moment = draw(MOMENTS)
    spec = draw(st.sampled_from(["auto", "seconds", "milliseconds", "microseconds", "minutes"]))
    text = moment.isoformat(sep=draw(st.sampled_from("T ")), timespec=spec)
    if kind == 2 and text.endswith("+00:00"):
        text = text[:-6] + "Z"
    return text


def _holders(game: Game) -> tuple[str, ...]:
    roles = replay(game).next_roles
    return roles.card_holders() if roles is not None else game.players


GIN_CARDS = tuple(DECK[:10])
"""Ace to ten of spades: a hand that is gin, for a knocker whose cards are entered."""


@st.composite
def entered_cards(
    draw: st.DrawFn, players: tuple[str, ...], knocker: str | None = None, gin: bool = False
) -> dict[str, tuple[Card, ...]]:
    """Cards entered in referee mode for some players: 10 each, disjoint, picked or not.

    A knocker's cards are entered only when they went gin (then they hold
    ``GIN_CARDS``), since other entered cards must allow the knock exactly.
    """
    chosen = draw(st.lists(st.sampled_from(players), unique=True, max_size=len(players)))
    deck = [card for card in draw(st.permutations(DECK)) if card not in GIN_CARDS]
    cards: dict[str, tuple[Card, ...]] = {}
    for player in chosen:
        if player == knocker:
            if gin:
                cards[player] = GIN_CARDS
            continue
        hand, deck = deck[:10], deck[10:]
        cards[player] = tuple(sorted(hand)) if draw(st.booleans()) else tuple(hand)
    return cards


@st.composite
def hand_entries(draw: st.DrawFn, game: Game, holders: tuple[str, ...]) -> HandEntry:
    """A hand that fits ``game`` when played by ``holders`` (valid for ``record``)."""
    result = draw(st.sampled_from([Result.KNOCK, Result.KNOCK, Result.GIN, Result.DRAW]))
    with_cards = draw(st.integers(0, 4)) == 0
    if result is Result.DRAW:
        cards = draw(entered_cards(holders)) if with_cards else {}
        shown = draw(st.lists(st.sampled_from(holders), unique=True, max_size=len(holders)))
        deadwood = {p: draw(st.integers(0, 98)) for p in shown} if draw(st.booleans()) else {}
        return HandEntry(Result.DRAW, None, deadwood, cards)
    by = draw(st.sampled_from(holders))
    deadwood = {p: draw(st.integers(0, 98)) for p in holders if p != by}
    if result is Result.KNOCK:
        deadwood[by] = draw(st.integers(0, game.rules.knock_limit))
    elif draw(st.booleans()):
        deadwood[by] = 0
    gin = deadwood.get(by, 0) == 0
    cards = draw(entered_cards(holders, knocker=by, gin=gin)) if with_cards else {}
    ordered = dict(draw(st.permutations(list(deadwood.items()))))
    return HandEntry(result, by, ordered, cards)


@st.composite
def games(
    draw: st.DrawFn,
    variant: Variant | None = None,
    max_hands: int = 40,
    corrections: bool = True,
) -> Game:
    """A valid game of up to ``max_hands`` hands, maybe finished, maybe corrected."""
    chosen = variant or draw(st.sampled_from(list(Variant)))
    names = draw(players())
    order = draw(st.permutations(names))
    first = Seats.of_box(Roles(*order)) if chosen is Variant.BOX else Seats.of_jersey(order[0])
    game = Game.start(
        names,
        chosen,
        first=first,
        rules=draw(house_rules(chosen)),
        game_id=draw(GAME_IDS),
        created=draw(timestamps()),
    )
    for _ in range(draw(st.integers(0, max_hands))):
        action = draw(st.integers(0, 9)) if corrections else 0
        if action == 9 and game.hands:
            game = game.undo_last(draw(timestamps()))
        elif action == 8 and game.hands:
            number = draw(st.integers(1, len(game.hands)))
            record = replay(game).hands[number - 1]
            holders = record.roles.card_holders() if record.roles else game.players
            try:
                game = game.edit(number, draw(hand_entries(game, holders)), draw(timestamps()))
            except ScorekeeperError:
                continue
        elif not replay(game).finished:
            game = game.record(draw(hand_entries(game, _holders(game))))
    return game


def game_id_of(value: int) -> str:
    """A deterministic uuid-shaped id (for tests that build games by hand)."""
    return str(uuid.UUID(int=value))


def typical_hand(game: Game, rng: random.Random) -> HandEntry:
    """A next hand for ``game`` with everyday deadwood, drawn from ``rng``.

    For long realistic games (size goals, benchmarks): 8 % draws, 12 % gins, the
    rest knocks within the knock limit against 0-60 deadwood.
    """
    state = replay(game)
    holders = state.next_roles.card_holders() if state.next_roles else game.players
    roll, by = rng.random(), rng.choice(holders)
    if roll < 0.08:
        return HandEntry(Result.DRAW)
    if roll < 0.2:
        return HandEntry(Result.GIN, by, {p: rng.randint(0, 60) for p in holders if p != by})
    deadwood = {p: rng.randint(0, 60) for p in holders}
    deadwood[by] = rng.randint(0, game.rules.knock_limit)
    return HandEntry(Result.KNOCK, by, deadwood)
