"""What the new-game form shows, computed without widgets: names, who starts, options.

Every check is the rules core's own (``check_players``, ``Card.parse``,
``first_from_cut``, ``HouseRules.from_options``); this module only decides
*which field* a refusal belongs to, so the message appears beside that field.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from urllib.parse import parse_qs, quote, urlsplit

from scorekeeper.rules.cards import Card
from scorekeeper.rules.cut import CutCard, CutResult, first_from_cut, parse_cut
from scorekeeper.rules.errors import (
    DuplicateCardError,
    DuplicateNameError,
    HouseRuleError,
    ScorekeeperError,
)
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.validation import check_players, name_key
from scorekeeper.rules.variant_registry import house_options, variant_rules
from scorekeeper.rules.variants import HouseRules, Variant

_FILLERS = ("Aa", "Bb", "Cc", "Dd")
"""Valid, distinct stand-ins for the other two names when one name is checked alone."""


def name_errors(names: Sequence[str]) -> tuple[ScorekeeperError | None, ...]:
    """The refusal beside each of the three name fields (None: fine or still empty).

    An empty field is not an error while typing (Start stays disabled instead).
    A duplicate is shown beside the later of the two fields.
    """
    errors: list[ScorekeeperError | None] = [None] * len(names)
    for seat, name in enumerate(names):
        if not name.strip():
            continue
        fillers = [f for f in _FILLERS if name_key(f) != name_key(name)][:2]
        try:
            check_players([name, *fillers])
        except ScorekeeperError as error:
            errors[seat] = error
    seen: dict[str, int] = {}
    for seat, name in enumerate(names):
        if not name.strip() or errors[seat] is not None:
            continue
        key = name_key(name)
        if key in seen:
            errors[seat] = DuplicateNameError(name=name.strip())
        seen[key] = seat
    return tuple(errors)


def names_ready(names: Sequence[str]) -> bool:
    """Whether the three names make a game (all filled, all accepted)."""
    return all(n.strip() for n in names) and not any(name_errors(names))


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A past player offered as a chip."""

    name: str
    taken: bool
    """Already in one of the three fields: shown chosen, in its place, and not tappable."""


def suggestions(
    known: Sequence[str], names: Sequence[str], limit: int = 8
) -> tuple[Suggestion, ...]:
    """Past players as chips, most recent first, each keeping its place while names fill.

    A chosen name is marked, not removed: removing it moved the next name under
    the finger, so tapping Ann then Bob quickly added Ann and Cid.
    """
    taken = {name_key(n) for n in names if n.strip()}
    return tuple(Suggestion(n, name_key(n) in taken) for n in known[:limit])


def with_suggestion(names: Sequence[str], name: str) -> tuple[str, ...]:
    """``names`` with ``name`` put into the first empty field (unchanged if none is empty)."""
    filled = list(names)
    for seat, current in enumerate(filled):
        if not current.strip():
            filled[seat] = name
            break
    return tuple(filled)


@dataclass(frozen=True, slots=True)
class CutView:
    """The cut-card part of the form."""

    errors: tuple[ScorekeeperError | None, ...]
    """A refusal beside each card field (not a card, or a card given twice)."""
    result: CutResult | None = None
    """Who starts, or who must draw again; None until three cards are in."""


def cut_view(variant: Variant, players: Sequence[str], texts: Sequence[str]) -> CutView:
    """Parse the cut cards and decide the start (docs/RULES.md box 2, jersey 2).

    A rank alone (``K``) is a cut too, since suits do not count; only the same
    card given twice is refused.
    """
    errors: list[ScorekeeperError | None] = [None] * len(texts)
    cards: dict[str, CutCard] = {}
    seen: dict[Card, int] = {}
    for seat, text in enumerate(texts):
        if not text.strip():
            continue
        try:
            card = parse_cut(text)
        except ScorekeeperError as error:
            errors[seat] = error
            continue
        if isinstance(card, Card):
            if card in seen:
                errors[seat] = DuplicateCardError(card)
                continue
            seen[card] = seat
        cards[players[seat]] = card
    if len(cards) < len(players) or any(errors):
        return CutView(tuple(errors))
    return CutView(tuple(errors), first_from_cut(variant, cards))


def random_first(variant: Variant, players: Sequence[str], rng: random.Random) -> Seats:
    """Lots drawn by the app: the players in a random order, ranked as a cut would be."""
    return variant_rules(variant).start_from_ranking(rng.sample(list(players), 3))


REMATCH = "rematch"
"""Query parameter of the new-game form: the game whose players, variant and rules to start from."""


def rematch_route(game_id: str) -> str:
    """The new-game form filled from a finished game, for a rematch that cuts again."""
    return f"/new?{REMATCH}={quote(game_id, safe='')}"


def rematch_of(route: str) -> str | None:
    """The game id a new-game address asks to start from, if any."""
    found = parse_qs(urlsplit(route).query).get(REMATCH, [])
    return found[0] if found and found[0] else None


@dataclass(frozen=True, slots=True)
class OptionsView:
    """The house-options editor: the rules the texts give, or why not."""

    rules: HouseRules | None
    """The resulting rules; None while any option is refused."""
    errors: Mapping[str, ScorekeeperError] = field(default_factory=dict)
    """Option name to its refusal."""


def option_texts(variant: Variant, rules: HouseRules) -> dict[str, str]:
    """The editor's text per option for ``rules``."""
    return {name: str(value) for name, value in rules.to_options(house_options(variant)).items()}


def with_typed_option(variant: Variant, rules: HouseRules, name: str, text: str) -> HouseRules:
    """``rules`` with option ``name`` as typed, or ``rules`` unchanged if the core refuses it.

    For an editor that saves each accepted value at once (Settings): one option
    refused does not hold back the others, which keep what was saved.
    """
    typed = options_view(variant, {**option_texts(variant, rules), name: text})
    return rules if typed.rules is None else typed.rules


def options_view(variant: Variant, texts: Mapping[str, str]) -> OptionsView:
    """Check each option on its own (so each message sits beside its field)."""
    errors: dict[str, ScorekeeperError] = {}
    values: dict[str, object] = {}
    for option in house_options(variant):
        name = option.key
        if name not in texts:
            continue
        value = option.typed(texts[name])
        try:
            HouseRules.from_options(house_options(variant), {name: value})
        except HouseRuleError as error:
            errors[name] = error
            continue
        values[name] = value
    if errors:
        return OptionsView(None, errors)
    return OptionsView(HouseRules.from_options(house_options(variant), values))
