"""The new-game form as data: what was typed and tapped, each tap a pure change, and what it shows.

``Setup`` is the whole form (variant, names, who starts, house options, the
last refusal). Each control of the screen names one change here, a function
from the old ``Setup`` to the new one, so what a tap does is tested without a
client, and two taps before a re-render both count (the hook applies them to
the latest value). ``setup_view`` derives everything the screen shows from a
``Setup``: refusals beside their fields, the chips, who starts, the checked
house rules and whether Start can be pressed; ``game_to_start`` is what Start
hands to the game service. The checks are the rules core's own, through
``setup_model`` and ``first_roles_model``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.ui.game.new_game import first_roles_model as first_roles
from scorekeeper.ui.game.new_game.first_roles_model import FirstChoice, FirstMode
from scorekeeper.ui.game.setup_model import (
    OptionsView,
    Suggestion,
    name_errors,
    names_ready,
    option_texts,
    options_view,
    suggestions,
    with_suggestion,
)


def standard_options(variant: Variant) -> dict[str, str]:
    """The editor's texts for ``variant``'s standard house rules."""
    return option_texts(variant, HouseRules.defaults(house_options(variant)))


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything typed or tapped in the form."""

    variant: Variant = Variant.BOX
    names: tuple[str, ...] = ("", "", "")
    first: FirstChoice = field(default_factory=FirstChoice)
    options: dict[str, str] = field(default_factory=lambda: standard_options(Variant.BOX))
    failure: ScorekeeperError | None = None
    """Why the game service refused the last Start; cleared by the next change."""
    rules_open: bool = False
    """The House rules panel is open. Kept here, not in the panel alone, because the
    panel is drawn afresh after every key typed into it: one that only remembered
    its own state closed after each key and each choice."""


def rematch_setup(game: Game | None) -> Setup:
    """The form for a rematch of ``game`` (its players in their seats, variant and house
    rules; who starts is cut again), or an empty form when there is no such game."""
    if game is None:
        return Setup()
    return Setup(game.variant, game.players, options=option_texts(game.variant, game.rules))


# --- what a tap does (every change but ``refused`` clears the last refusal) ---------------


def choose_variant(setup: Setup, variant: Variant) -> Setup:
    """A variant card tapped: its standard options, and who starts chosen afresh.

    The cut cards stay (they mean the same in both variants); picked seats and
    drawn lots do not, since box picks two roles and jersey one dealer.
    """
    if setup.variant is variant:
        return replace(setup, failure=None)
    return replace(
        setup,
        variant=variant,
        options=standard_options(variant),
        first=first_roles.for_variant(setup.first),
        failure=None,
    )


def type_name(setup: Setup, seat: int, text: str) -> Setup:
    """A name typed; lots drawn for the old names no longer hold."""
    return replace(
        setup,
        names=tuple(text if i == seat else n for i, n in enumerate(setup.names)),
        first=first_roles.for_names(setup.first),
        failure=None,
    )


def suggest(setup: Setup, name: str) -> Setup:
    """A past player's chip tapped: the name goes into the first empty field."""
    return replace(setup, names=with_suggestion(setup.names, name), failure=None)


def choose_first_mode(setup: Setup, mode: FirstMode) -> Setup:
    """Cut, Pick or Random tapped (what was entered in each mode is kept)."""
    return replace(setup, first=first_roles.choose_mode(setup.first, mode), failure=None)


def type_cut(setup: Setup, seat: int, text: str) -> Setup:
    """A cut card typed for ``seat``."""
    return replace(setup, first=first_roles.type_cut(setup.first, seat, text), failure=None)


def pick_seat(setup: Setup, seat: int) -> Setup:
    """A player tapped in Pick mode."""
    return replace(setup, first=first_roles.pick(setup.variant, setup.first, seat), failure=None)


def draw(setup: Setup, rng: random.Random) -> Setup:
    """Random mode's button: lots drawn with ``rng`` (the shell's randomness)."""
    return replace(
        setup,
        first=first_roles.draw_lots(setup.variant, setup.names, setup.first, rng),
        failure=None,
    )


def type_option(setup: Setup, name: str, text: str) -> Setup:
    """A house option typed or chosen."""
    return replace(setup, options={**setup.options, name: text}, failure=None)


def reset_options(setup: Setup) -> Setup:
    """Back to the variant's standard house rules."""
    return replace(setup, options=standard_options(setup.variant), failure=None)


def show_rules(setup: Setup, open_: bool) -> Setup:
    """The House rules panel opened or closed by the player (nothing typed is lost)."""
    return replace(setup, rules_open=open_)


def refused(setup: Setup, error: ScorekeeperError) -> Setup:
    """Start was refused by the game service: the form stays, with the reason."""
    return replace(setup, failure=error)


# --- what the form shows --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetupView:
    """What the screen shows for a ``Setup``, derived, never stored."""

    name_errors: tuple[ScorekeeperError | None, ...]
    """The refusal beside each name field."""
    names_ready: bool
    """All three names filled and accepted: the "who starts" section is shown."""
    offered: tuple[Suggestion, ...]
    """Past players as chips; empty once every field is filled."""
    options: OptionsView
    """The house options checked, each refusal beside its option."""
    standard: bool
    """The options are the variant's standard ones (Reset has nothing to do)."""
    first: Seats | None
    """Who starts; None while the names or the section are incomplete."""

    @property
    def can_start(self) -> bool:
        """Start is enabled: names, who starts and the house rules are all accepted."""
        return self.first is not None and self.options.rules is not None


def setup_view(setup: Setup, known: Sequence[str]) -> SetupView:
    """The form's derived state; ``known`` are the past players, most recent first."""
    ready = names_ready(setup.names)
    offered = suggestions(known, setup.names)
    return SetupView(
        name_errors=name_errors(setup.names),
        names_ready=ready,
        offered=offered if not all(n.strip() for n in setup.names) else (),
        options=options_view(setup.variant, setup.options),
        standard=setup.options == standard_options(setup.variant),
        first=first_roles.first_of(setup.variant, setup.names, setup.first) if ready else None,
    )


@dataclass(frozen=True, slots=True)
class NewGame:
    """What Start asks the game service to create."""

    players: tuple[str, ...]
    variant: Variant
    first: Seats
    rules: HouseRules


def game_to_start(setup: Setup) -> NewGame | None:
    """The game Start creates, or None while the form is not complete."""
    view = setup_view(setup, ())
    if view.first is None or view.options.rules is None:
        return None
    return NewGame(setup.names, setup.variant, view.first, view.options.rules)
