"""Who starts, as data: the three ways to decide it, each tap a pure change, and what it shows.

``FirstChoice`` is the "who starts" part of the new-game form: the mode
(cut cards, pick, or lots the app draws) and what was entered in each mode,
kept while the players switch between them. ``first_of`` reads the first
hand's ``Seats`` from it (the cut through the core's ``first_from_cut``), the
type the game service takes; ``first_view`` is everything the section shows.
In ``box`` the start is the first roles (box, captain, sitter), in ``jersey``
the first dealer.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from scorekeeper.rules.hands import Seats
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.game.setup_model import CutView, cut_view, random_first


class FirstMode(enum.Enum):
    """How the players decide who starts (the value is part of the text and control keys)."""

    CUT = "cut"
    """Each player cuts a card; the app reads the cards."""
    PICK = "pick"
    """The players tap who starts."""
    RANDOM = "random"
    """The app draws lots."""


class PickStep(enum.Enum):
    """One question of Pick mode (the value is part of the text and control keys)."""

    BOX = "box"
    CAPTAIN = "captain"
    DEALER = "dealer"


def pick_steps(variant: Variant) -> tuple[PickStep, ...]:
    """What Pick mode asks, in order: the box then the captain, or (``jersey``) the dealer."""
    if variant_rules(variant).has_roles:
        return (PickStep.BOX, PickStep.CAPTAIN)
    return (PickStep.DEALER,)


@dataclass(frozen=True, slots=True)
class FirstChoice:
    """The "who starts" part of the form."""

    mode: FirstMode = FirstMode.CUT
    cuts: tuple[str, ...] = ("", "", "")
    """Cut card per seat, as typed."""
    picked: tuple[int, ...] = ()
    """Seats tapped in Pick mode, one per step of :func:`pick_steps`."""
    drawn: Seats | None = None
    """The lots drawn in Random mode."""


# --- what a tap does ------------------------------------------------------------------------


def choose_mode(choice: FirstChoice, mode: FirstMode) -> FirstChoice:
    """A mode button tapped (what was entered in the other modes is kept)."""
    return replace(choice, mode=mode)


def type_cut(choice: FirstChoice, seat: int, text: str) -> FirstChoice:
    """A cut card typed for ``seat``."""
    return replace(choice, cuts=tuple(text if i == seat else c for i, c in enumerate(choice.cuts)))


def pick(variant: Variant, choice: FirstChoice, seat: int) -> FirstChoice:
    """A player tapped in Pick mode (tapping again, or once all is picked, starts over)."""
    needed = len(pick_steps(variant))
    picked = choice.picked if seat not in choice.picked and len(choice.picked) < needed else ()
    return replace(choice, picked=(*picked, seat))


def draw_lots(
    variant: Variant, names: Sequence[str], choice: FirstChoice, rng: random.Random
) -> FirstChoice:
    """Random mode: lots drawn with ``rng`` (the shell's randomness, not the rules')."""
    return replace(choice, drawn=random_first(variant, names, rng))


def for_variant(choice: FirstChoice) -> FirstChoice:
    """The choice after the variant changed: picks and lots no longer fit, the cut cards do."""
    return replace(choice, picked=(), drawn=None)


def for_names(choice: FirstChoice) -> FirstChoice:
    """The choice after a name changed: lots drawn for the old names no longer hold."""
    return replace(choice, drawn=None)


# --- what the section shows -----------------------------------------------------------------


def fits(first: Seats, names: Sequence[str]) -> bool:
    """Whether ``first`` seats ``names`` (lots drawn before a name changed may not)."""
    if first.roles is not None:
        return sorted(first.roles.as_tuple()) == sorted(names)
    return first.dealer in names


def first_of(variant: Variant, names: Sequence[str], choice: FirstChoice) -> Seats | None:
    """Who starts, or None while the section is incomplete."""
    if choice.mode is FirstMode.CUT:
        result = cut_view(variant, names, choice.cuts).result
        if result is None or not result.decided:
            return None
        if result.roles is not None:
            return Seats.of_box(result.roles)
        return Seats.of_jersey(result.dealer) if result.dealer is not None else None
    if choice.mode is FirstMode.PICK:
        picked = [names[s] for s in choice.picked]
        if len(picked) < len(pick_steps(variant)):
            return None
        # The picked seats in order, then whoever was not picked: the variant
        # reads them as it reads a ranking (box, captain, sitter; or the dealer).
        rest = [n for n in names if n not in picked]
        return variant_rules(variant).start_from_ranking([*picked, *rest])
    drawn = choice.drawn
    return drawn if drawn is not None and fits(drawn, names) else None


@dataclass(frozen=True, slots=True)
class PickRow:
    """One question of Pick mode on screen."""

    step: PickStep
    chosen: int | None
    """The seat tapped for this step, if any."""
    taken: tuple[int, ...]
    """Seats given an earlier step: not offered again."""


@dataclass(frozen=True, slots=True)
class FirstView:
    """What the "who starts" section shows."""

    mode: FirstMode
    cut: CutView | None
    """Cut mode: the refusal beside each card, and who must draw again."""
    pick: tuple[PickRow, ...]
    """Pick mode: the questions asked so far (the next appears once one is answered)."""
    drawn: bool
    """Random mode: lots were drawn (the button says "Draw again")."""
    start: Seats | None


def first_view(variant: Variant, names: Sequence[str], choice: FirstChoice) -> FirstView:
    """The section's derived state for the three accepted ``names``."""
    rows: list[PickRow] = []
    for index, step in enumerate(pick_steps(variant)):
        if index > len(choice.picked):
            break
        chosen = choice.picked[index] if index < len(choice.picked) else None
        rows.append(PickRow(step, chosen, choice.picked[:index]))
    return FirstView(
        mode=choice.mode,
        cut=cut_view(variant, names, choice.cuts) if choice.mode is FirstMode.CUT else None,
        pick=tuple(rows) if choice.mode is FirstMode.PICK else (),
        drawn=choice.drawn is not None,
        start=first_of(variant, names, choice),
    )


@dataclass(frozen=True, slots=True)
class FirstActions:
    """What the section's controls do."""

    on_mode: Callable[[FirstMode], None]
    on_cut: Callable[[int, str], None]
    on_pick: Callable[[int], None]
    on_draw: Callable[[], None]
