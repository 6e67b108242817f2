"""The hand sheet's state and what its controls do: a hook for the table and the hand detail.

``use_hand_sheet`` keeps the sheet's draft, turns taps into new drafts (the
rules of each tap live in ``sheet_model``), and on Save hands the checked entry
to the game service, naming the revision of the game the sheet was filled in
against. The screen is told only after the service returned, i.e. after the
hand is stored durably. If another phone changed the game first, the sheet
closes and the screen is handed the refusal, which carries the stored game.
A sheet closed by a stray tap keeps its draft: "Record hand" reopens it as it
was, as long as no hand was saved in between.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.rules.layoffs import layoffs_allowed
from scorekeeper.services.errors import StaleGameError
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.game import keys
from scorekeeper.ui.game import sheet_model as model
from scorekeeper.ui.game.hand_sheet import hand_sheet, referee_sheet
from scorekeeper.ui.game.sheet_fields import SheetActions
from scorekeeper.ui.game.sheet_layout import sheet_layout
from scorekeeper.ui.live import session_origin
from scorekeeper.ui.referee.model import RefereeOutcome
from scorekeeper.ui.referee.panel import referee_panel
from scorekeeper.ui.settings.appearance import LARGE_TEXT_SCALE
from scorekeeper.ui.settings.state import use_preferences


@dataclass(frozen=True, slots=True)
class SheetState:
    """An open (or set aside) sheet."""

    number: int | None
    """The hand being edited; None for the coming hand."""
    shown: Game
    """The game the sheet opened on, which it keeps showing and saves against: a
    change made on another phone meanwhile (a hand recorded, the edited hand
    undone) makes the Save a refusal that says so, never a second hand, and
    never a sheet about a hand that is no longer there. A draft set aside is
    resumed only while the game is still this one."""
    draft: model.Draft
    open: bool = True
    referee: bool = False
    """The card referee fills the sheet while the players count cards."""
    failure: ScorekeeperError | None = None
    """Why the store refused the last Save."""


@dataclass(frozen=True, slots=True)
class Saved:
    """What a Save did, for the screen to announce."""

    game: Game
    """The game as stored."""
    number: int
    edited: bool
    preview: model.Preview


@dataclass(frozen=True, slots=True)
class HandSheet:
    """What a screen needs from the hook."""

    dialog: ft.BottomSheet | None
    """The sheet to show (pass to ``ft.use_dialog``); it holds the referee while counting."""
    open_new: Callable[[], None]
    open_edit: Callable[[int], None]


def use_hand_sheet(
    game: Game | None,
    on_saved: Callable[[Saved], None],
    on_stale: Callable[[StaleGameError], None],
) -> HandSheet:
    """State and actions of the hand sheet over ``game``.

    ``on_stale`` hears of a Save refused because another phone changed the game first.
    """
    locale = use_locale()
    games = use_services().games
    large_text = use_preferences().settings.large_text
    closed: SheetState | None = None
    sheet, set_sheet = ft.use_state(closed)
    saving = ft.use_ref(closed)

    def open_new() -> None:
        if game is None:
            return
        resume = isinstance(sheet, SheetState) and sheet.number is None and sheet.shown == game
        draft = sheet.draft if resume and isinstance(sheet, SheetState) else model.start_draft()
        set_sheet(SheetState(None, game, draft))

    def open_edit(number: int) -> None:
        if game is not None and 1 <= number <= len(game.hands):
            set_sheet(SheetState(number, game, model.draft_of(game.hands[number - 1])))

    if game is None or not isinstance(sheet, SheetState) or not sheet.open:
        return HandSheet(None, open_new, open_edit)

    current: SheetState = sheet
    shown = current.shown
    seats = model.seats_for(shown, current.number)
    view = model.sheet_view(shown, seats, current.draft, editing=current.number is not None)
    if current.failure is not None:
        view = replace(view, error=current.failure)

    def update(change: Callable[[SheetState], SheetState]) -> None:
        # Functional update: two taps before a re-render both count.
        set_sheet(lambda s: change(s) if isinstance(s, SheetState) else s)

    def step(change: Callable[[model.Draft], model.Draft]) -> Callable[[], None]:
        return lambda: update(lambda s: replace(s, draft=change(s.draft), failure=None))

    def save() -> None:
        if (
            saving.current is current
            or not view.can_save
            or view.trial is None
            or view.preview is None
        ):
            return  # a second tap on Save, or nothing to save
        saving.current = current
        entry = view.trial.hands[seats.number - 1]
        try:
            stored = _store(games, current, entry)
        except StaleGameError as error:
            saving.current = None
            set_sheet(None)
            on_stale(error)
            return
        except ScorekeeperError as error:
            saving.current = None
            set_sheet(replace(current, failure=error))
            return
        set_sheet(None)
        on_saved(Saved(stored, seats.number, current.number is not None, view.preview))

    def counted(outcome: RefereeOutcome) -> None:
        filled = model.with_referee(current.draft, outcome.cards, outcome.deadwood)
        update(lambda s: replace(s, referee=False, draft=filled))

    actions = SheetActions(
        on_result=lambda r: step(lambda d: model.choose_result(seats, d, r))(),
        on_by=lambda p: step(lambda d: model.choose_by(seats, d, p))(),
        on_focus=lambda p: step(lambda d: model.focus(d, p))(),
        on_digit=lambda n: step(lambda d: model.type_digit(seats, d, n, shown.rules.knock_limit))(),
        on_back=step(model.press_back),
        on_next=step(lambda d: model.press_next(seats, d)),
        on_save=save,
        on_close=lambda: update(lambda s: replace(s, open=False, referee=False)),
        on_count_cards=lambda: update(lambda s: replace(s, referee=True)),
        on_remove_cards=step(model.without_cards),
    )
    sheet_key = keys.sheet(seats.number, editing=current.number is not None)
    if current.referee:
        back = partial(update, lambda s: replace(s, referee=False))
        panel = _referee(shown, seats, current.draft, counted, back)
        return HandSheet(
            referee_sheet(panel, ft.context.page.height, key=sheet_key), open_new, open_edit
        )
    layout = sheet_layout(ft.context.page.height, LARGE_TEXT_SCALE if large_text else 1)
    return HandSheet(
        hand_sheet(locale, view, shown.players, actions, layout, key=sheet_key),
        open_new,
        open_edit,
    )


def _store(games: GameService, sheet: SheetState, entry: HandEntry) -> Game:
    """Record or correct ``entry`` against the game the sheet opened on."""
    based_on, origin = revision(sheet.shown), session_origin()
    if sheet.number is None:
        return games.record(sheet.shown.id, entry, based_on=based_on, origin=origin)
    return games.edit(sheet.shown.id, sheet.number, entry, based_on=based_on, origin=origin)


def _referee(
    game: Game,
    seats: model.Seats,
    draft: model.Draft,
    on_done: Callable[[RefereeOutcome], None],
    on_cancel: Callable[[], None],
) -> ft.Control:
    """The referee panel for this hand: who knocked, against whom, under which rules."""
    knocker = draft.by or seats.holders[0]
    result = draft.result or Result.KNOCK
    control: ft.Control = referee_panel(
        knocker=knocker,
        opponents=tuple(p for p in seats.holders if p != knocker),
        knock_limit=game.rules.knock_limit,
        allow_layoffs_on_gin=layoffs_allowed(game.variant, knocker_gin=True),
        result=result,
        on_done=on_done,
        on_cancel=on_cancel,
    )
    return control
