"""The new-game form's state and what its controls do: a hook for the ``/new`` screen.

``use_new_game`` keeps one ``Setup`` in state and turns each control's event
into one pure change of ``model``, applied to the latest value (two
quick taps both count). Start hands the finished form to the game service and
opens the new game's table; a refusal stays on the form. The screen itself
(``new_game``) only draws what the hook gives it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import flet as ft
from flet.components.hooks.use_ref import MutableRef

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.ui.game.game_data import mark_just_started
from scorekeeper.ui.game.new_game import model
from scorekeeper.ui.game.new_game.first_roles_model import FirstActions, FirstMode
from scorekeeper.ui.game.setup_model import rematch_of
from scorekeeper.ui.session_games import use_session_games
from scorekeeper.views.addresses import game_route

Step = Callable[[model.Setup], model.Setup]
"""One pure change of the form."""


@dataclass(frozen=True, slots=True)
class SetupActions:
    """One handler per kind of control on the form."""

    on_variant: Callable[[Variant], None]
    on_name: Callable[[int, str], None]
    on_suggestion: Callable[[str], None]
    first: FirstActions
    """Who starts: the mode, the cut cards, the picks and the lots."""
    on_option: Callable[[str, str], None]
    on_rules_open: Callable[[bool], None]
    on_reset: Callable[[], None]
    on_start: Callable[[], None]


@dataclass(frozen=True, slots=True)
class NewGameForm:
    """What the screen needs from the hook."""

    setup: model.Setup
    view: model.SetupView
    actions: SetupActions


def use_new_game() -> NewGameForm:
    """State and actions of the new-game form at the page's address (``?rematch=`` fills it)."""
    games = use_session_games()
    route = ft.context.page.route or ""
    setup, set_setup = ft.use_state(
        ft.use_memo(lambda: model.rematch_setup(_rematched(games, route)), [])
    )
    known = ft.use_memo(games.known_players, dependencies=[])
    latest = ft.use_ref(setup)
    latest.current = setup
    apply = _applier(setup, latest, set_setup)
    actions = _setup_actions(apply, _starter(games, setup, latest, apply))
    return NewGameForm(setup, model.setup_view(setup, known), actions)


def _applier(
    setup: model.Setup, latest: MutableRef[model.Setup], set_setup: Callable[[Step], None]
) -> Callable[[Step], None]:
    """How every control changes the form: one place that keeps ``latest`` in step."""

    def apply(step: Step) -> None:
        """Apply ``step`` to the latest form (two taps before a re-render both count).

        ``latest`` follows at once, so a Start tapped before the form was drawn
        again starts what was typed last, never the form as it was drawn.
        """
        latest.current = step(latest.current or setup)
        set_setup(step)

    return apply


def _starter(
    games: GameService,
    setup: model.Setup,
    latest: MutableRef[model.Setup],
    apply: Callable[[Step], None],
) -> Callable[[], None]:
    """Start: the form's one call of the game service, and the only way off the form."""

    def start() -> None:
        current = latest.current or setup
        wanted = model.game_to_start(current)
        if wanted is None:
            return
        try:
            game = games.create(
                wanted.players,
                wanted.variant,
                first=wanted.first,
                rules=wanted.rules,
            )
        except ScorekeeperError as error:
            apply(partial(model.refused, error=error))
            return
        mark_just_started(game.id)
        ft.context.page.navigate(game_route(game.id))

    return start


def _setup_actions(apply: Callable[[Step], None], start: Callable[[], None]) -> SetupActions:
    """Each control's event as its change of the form (the changes live in ``model``)."""

    def on_variant(variant: Variant) -> None:
        apply(partial(model.choose_variant, variant=variant))

    def on_name(seat: int, text: str) -> None:
        apply(partial(model.type_name, seat=seat, text=text))

    def on_suggestion(name: str) -> None:
        apply(partial(model.suggest, name=name))

    def on_mode(mode: FirstMode) -> None:
        apply(partial(model.choose_first_mode, mode=mode))

    def on_cut(seat: int, text: str) -> None:
        apply(partial(model.type_cut, seat=seat, text=text))

    def on_pick(seat: int) -> None:
        apply(partial(model.pick_seat, seat=seat))

    def on_draw() -> None:
        apply(partial(model.draw, rng=random.SystemRandom()))

    def on_option(name: str, text: str) -> None:
        apply(partial(model.type_option, name=name, text=text))

    def on_rules_open(open_: bool) -> None:
        apply(partial(model.show_rules, open_=open_))

    def on_reset() -> None:
        apply(model.reset_options)

    return SetupActions(
        on_variant,
        on_name,
        on_suggestion,
        FirstActions(on_mode, on_cut, on_pick, on_draw),
        on_option,
        on_rules_open,
        on_reset,
        start,
    )


def _rematched(games: GameService, route: str) -> Game | None:
    """The finished game a rematch address names, if it is still stored."""
    game_id = rematch_of(route)
    if game_id is None:
        return None
    try:
        return games.load(game_id)
    except ScorekeeperError:
        return None
