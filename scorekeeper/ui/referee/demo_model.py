"""``/referee``'s demo as data: the hand its address asks for, and what the panel handed back.

Why a model: the address decides the variant, the declared result, who holds
cards and the knock limit (the variant's rules, not the page's), and the page
then shows either the panel or its outcome. Both are pure, so they are tested
without a page; the hook (``demo_hook``) holds the state, and ``demo`` draws it.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from scorekeeper.rules.hands import Result
from scorekeeper.rules.variant_registry import house_options, layoffs_allowed, variant_rules
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.ui.referee.model import RefereeOutcome

DEMO_PLAYERS = ("Ann", "Bob", "Cid")
"""Sample names, as a game's players would be: data, not interface text."""


@dataclass(frozen=True, slots=True)
class DemoHand:
    """The hand the panel is opened on: Ann declares, against Bob (box) or Bob and Cid."""

    variant: Variant
    result: Result
    knocker: str
    opponents: tuple[str, ...]
    knock_limit: int
    layoffs: bool
    """Whether the opponents may lay off onto the declarer's melds (on gin, too)."""


@dataclass(frozen=True, slots=True)
class DemoState:
    """Whether the panel has finished, and what it handed back (None: cancelled)."""

    finished: bool = False
    outcome: RefereeOutcome | None = None


def demo_hand(route: str) -> DemoHand:
    """The hand a ``/referee?...`` address asks for.

    ``?variant=jersey`` gives a knocker and two opponents under the jersey rules,
    anything else the box rules with one opponent; ``?result=gin`` declares a gin
    instead of a knock.
    """
    query = parse_qs(urlsplit(route).query)
    asked = query.get("variant", [])
    variant = next((v for v in Variant if [v.value] == asked), Variant.BOX)
    result = Result.GIN if query.get("result") == ["gin"] else Result.KNOCK
    rules = variant_rules(variant)
    knocker = DEMO_PLAYERS[0]
    seats = rules.start_from_ranking(DEMO_PLAYERS)
    opponents = tuple(p for p in rules.card_holders(DEMO_PLAYERS, seats) if p != knocker)
    return DemoHand(
        variant,
        result,
        knocker,
        opponents,
        HouseRules.defaults(house_options(variant)).knock_limit,
        layoffs_allowed(variant, knocker_gin=True),
    )


def handed_back(_state: DemoState, outcome: RefereeOutcome) -> DemoState:
    """The panel is done: show what it gave."""
    return DemoState(finished=True, outcome=outcome)


def cancelled(_state: DemoState) -> DemoState:
    """The panel was cancelled: say so."""
    return DemoState(finished=True)


def again(_state: DemoState) -> DemoState:
    """Open the panel on the hand once more."""
    return DemoState()
