"""The hand sheet's state and what its controls do: a hook for the table and the hand detail.

``use_hand_sheet`` keeps the sheet's draft, turns taps into new drafts (the
rules of each tap live in ``model``), and on Save hands the checked entry
to the game service, naming the revision of the game the sheet was filled in
against. The screen is told only after the service returned, i.e. after the
hand is stored durably. If another phone changed the game first, the sheet
closes and the screen is handed the refusal, which carries the stored game;
a game deleted on another phone keeps the sheet open instead, with what was
typed, saying so and offering the way Home (nothing typed is dropped unseen).
A sheet closed by a stray tap keeps its draft: "Record hand" reopens it as it
was, as long as no hand was saved in between.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

import flet as ft
from flet.components.hooks.use_ref import MutableRef

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.rules.variant_registry import layoffs_allowed
from scorekeeper.services.errors import StaleDeletedError, StaleGameError
from scorekeeper.services.games import GameService
from scorekeeper.services.open_sheets import OpenSheets
from scorekeeper.services.revision import revision
from scorekeeper.ui.context import use_device, use_services
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.sheet import model
from scorekeeper.ui.game.sheet.layout import SheetLayout, sheet_layout
from scorekeeper.ui.game.sheet.pending_model import Pending, pending_of, pending_text
from scorekeeper.ui.referee.model import RefereeOutcome
from scorekeeper.ui.route_state import navigate
from scorekeeper.ui.session_games import use_session_games
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
    reading: bool = False
    """The referee was opened by "Read the cards": on its photo reader."""
    failure: ScorekeeperError | None = None
    """Why the store refused the last Save."""
    restored: bool = False
    """Reopened from what the phone kept after its connection was lost (see
    ``pending_model``): the sheet says the hand is not saved yet."""
    gone: bool = False
    """A Save was refused because another phone had deleted the game."""


_SetSheet = Callable[[SheetState | Callable[[SheetState | None], SheetState | None] | None], None]
"""The sheet's setter: a sheet, a change of the latest sheet, or None (closed)."""


@dataclass(frozen=True, slots=True)
class Saved:
    """What a Save did, for the screen to announce."""

    game: Game
    """The game as stored."""
    number: int
    edited: bool
    preview: model.Preview


@dataclass(frozen=True, slots=True)
class RefereeCall:
    """The card referee over the sheet: who knocked, against whom, under which rules."""

    knocker: str
    opponents: tuple[str, ...]
    knock_limit: int
    allow_layoffs_on_gin: bool
    result: Result
    on_done: Callable[[RefereeOutcome], None]
    on_cancel: Callable[[], None]
    read_first: bool
    """Opened on its photo reader, by "Read the cards"."""


@dataclass(frozen=True, slots=True)
class OpenSheet:
    """An open sheet, for the screen's view to draw (``sheet.view.sheet_dialog``)."""

    key: str
    """Names the hand it enters."""
    view: model.SheetView
    players: tuple[str, ...]
    actions: model.SheetActions
    layout: SheetLayout
    screen_height: float | None
    referee: RefereeCall | None = None
    """Set while the referee fills the sheet in its place."""


@dataclass(frozen=True, slots=True)
class HandSheet:
    """What a screen needs from the hook."""

    open: OpenSheet | None
    """The sheet to draw and show (None: closed); it holds the referee while counting."""
    open_new: Callable[[], None]
    open_edit: Callable[[int], None]
    set_aside: int | None = None
    """The number of the coming hand when its entry was set aside (✕, Back, Home): Record
    hand reopens it as it was, and says so."""
    shown: Game | None = None
    """The game an open sheet was filled in against: a screen keeps showing it while
    the sheet is open, so a change elsewhere (the hand undone) does not pull the
    screen, and the sheet with it, from under the player."""


def use_hand_sheet(
    game: Game | None,
    on_saved: Callable[[Saved], None],
    on_stale: Callable[[StaleGameError], None],
    heard: str | None = None,
    *,
    deleted: bool = False,
) -> HandSheet:
    """State and actions of the hand sheet over ``game``.

    ``on_stale`` hears of a Save refused because another phone changed the game first;
    ``heard`` is a change another phone made while the sheet is open, for the sheet to say;
    ``deleted``: another phone deleted the game, so the sheet says so instead of saving.
    """
    games = use_session_games()
    large_text = use_preferences().settings.large_text
    closed: SheetState | None = None
    sheet, set_sheet = ft.use_state(closed)
    saving = ft.use_ref(closed)
    _use_kept_sheet(game, sheet, saving.current, set_sheet)
    open_new, open_edit = _openers(game, sheet, set_sheet)
    current = _open_on(game, sheet)
    if game is None or current is None:
        return HandSheet(None, open_new, open_edit, _aside_number(sheet, game))

    shown = current.shown
    seats = model.seats_for(shown, current.number)
    view = _sheet_view(game, current, seats, deleted=deleted, heard=heard)

    def update(change: Callable[[SheetState], SheetState]) -> None:
        # Functional update: two taps before a re-render both count.
        set_sheet(lambda s: change(s) if isinstance(s, SheetState) else s)

    save = _saver(
        current,
        view,
        seats,
        saving,
        games=games,
        set_sheet=set_sheet,
        on_saved=on_saved,
        on_stale=on_stale,
    )
    opened = _open_sheet(current, seats, view, update, save, large_text=large_text)
    return HandSheet(opened, open_new, open_edit, shown=shown)


def _openers(
    game: Game | None, sheet: SheetState | None, set_sheet: _SetSheet
) -> tuple[Callable[[], None], Callable[[int], None]]:
    """Record hand and Edit: a closed sheet offers them as an open one does."""

    def open_new() -> None:
        if game is None:
            return
        resume = isinstance(sheet, SheetState) and _resumable(sheet, game)
        draft = sheet.draft if resume and isinstance(sheet, SheetState) else model.start_draft()
        set_sheet(SheetState(None, game, draft))

    def open_edit(number: int) -> None:
        if game is not None and 1 <= number <= len(game.hands):
            set_sheet(SheetState(number, game, model.draft_of(game.hands[number - 1])))

    return open_new, open_edit


def _open_on(game: Game | None, sheet: SheetState | None) -> SheetState | None:
    """The sheet to draw: one set aside, or opened on a game the address no longer
    names, is held but not drawn."""
    if (
        game is None
        or not isinstance(sheet, SheetState)
        or not sheet.open
        or sheet.shown.id != game.id  # the address now names another game
    ):
        return None
    return sheet


def _aside_number(sheet: SheetState | None, game: Game | None) -> int | None:
    """The coming hand's number while its entry is set aside, for Record hand to say so."""
    aside = sheet if isinstance(sheet, SheetState) and _resumable(sheet, game) else None
    return None if aside is None or game is None else len(game.hands) + 1


def _saver(
    current: SheetState,
    view: model.SheetView,
    seats: model.Seats,
    saving: MutableRef[SheetState],
    *,
    games: GameService,
    set_sheet: _SetSheet,
    on_saved: Callable[[Saved], None],
    on_stale: Callable[[StaleGameError], None],
) -> Callable[[], None]:
    """The Save button: the one action that calls the store, and the only one with a refusal."""

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
        except ScorekeeperError as error:
            saving.current = None
            set_sheet(_refused(current, error))
            if isinstance(error, StaleGameError) and not isinstance(error, StaleDeletedError):
                on_stale(error)
            return
        set_sheet(None)
        on_saved(Saved(stored, seats.number, current.number is not None, view.preview))

    return save


def _open_sheet(
    current: SheetState,
    seats: model.Seats,
    view: model.SheetView,
    update: Callable[[Callable[[SheetState], SheetState]], None],
    save: Callable[[], None],
    *,
    large_text: bool,
) -> OpenSheet:
    """The open sheet as the view gets it: plain assembly, apart from the hook's state."""
    shown = current.shown
    actions = _sheet_actions(seats, shown.rules.knock_limit, update, save)
    referee = _counting(current, seats, update)
    height = ft.context.page.height
    return OpenSheet(
        key=keys.sheet(seats.number, editing=current.number is not None),
        view=view,
        players=shown.players,
        actions=actions,
        layout=sheet_layout(height, LARGE_TEXT_SCALE if large_text else 1),
        screen_height=height,
        referee=referee,
    )


def _counting(
    current: SheetState,
    seats: model.Seats,
    update: Callable[[Callable[[SheetState], SheetState]], None],
) -> RefereeCall | None:
    """The referee while it counts: its outcome fills the draft it was opened over."""

    def counted(outcome: RefereeOutcome) -> None:
        filled = model.with_referee(current.draft, outcome.cards, outcome.deadwood)
        update(lambda s: replace(s, referee=False, reading=False, draft=filled))

    if not current.referee:
        return None
    back = partial(update, lambda s: replace(s, referee=False, reading=False))
    return _referee(current.shown, seats, current.draft, counted, back, read_first=current.reading)


def _resumable(sheet: SheetState, game: Game | None) -> bool:
    """Whether ``sheet`` holds an entry of the coming hand of ``game`` worth reopening."""
    return sheet.number is None and sheet.shown == game and sheet.draft != model.start_draft()


def _refused(sheet: SheetState, error: ScorekeeperError) -> SheetState | None:
    """The sheet after the store refused its Save: closed when another phone changed
    the game (the screen shows it as stored), kept with what was typed when the game
    was deleted (nothing can show it any more), else kept with the refusal."""
    if isinstance(error, StaleDeletedError):
        return replace(sheet, gone=True)
    if isinstance(error, StaleGameError):
        return None
    return replace(sheet, failure=error)


def _sheet_view(
    game: Game, sheet: SheetState, seats: model.Seats, *, deleted: bool, heard: str | None
) -> model.SheetView:
    """The sheet's view, with the last refusal of Save, what it says about itself and
    what another phone just did.

    On a deleted game the entry stays as typed, but nothing offers to save it; its
    banner says it all, so the notice of the deletion is not said twice.
    """
    view = model.sheet_view(sheet.shown, seats, sheet.draft, editing=sheet.number is not None)
    error = view.error if sheet.failure is None else sheet.failure
    if deleted or sheet.gone:
        return replace(view, error=error, banner=model.Banner.DELETED, preview=None, trial=None)
    return replace(view, error=error, banner=_banner(game, sheet), heard=heard)


def _banner(game: Game, sheet: SheetState) -> model.Banner | None:
    """What the sheet says about itself: changed elsewhere (said now, not only when Save
    is refused), or reopened after a lost connection and not saved yet."""
    if game != sheet.shown:
        return model.Banner.CHANGED_ELSEWHERE
    return model.Banner.NOT_SAVED if sheet.restored else None


def _use_kept_sheet(
    game: Game | None,
    sheet: SheetState | None,
    saving: SheetState | None,
    set_sheet: _SetSheet,
) -> None:
    """Keep the open sheet in the data folder, and reopen one kept there for this phone.

    A session does not outlive the server: after a restart the phone comes back
    to a fresh session, which reopens the sheet (saying it is not saved) if it
    was filled in on this phone against the game as stored now. A kept sheet
    for a game that changed since (its hand was saved after all, or another
    phone changed the game) is dropped: a Save of it would be refused.

    The phone is its device (:class:`scorekeeper.services.devices.Device`): two
    browsers with one address and one browser name are two phones. A browser
    that keeps no device id keeps no sheet.
    """
    folder = OpenSheets(use_services().config.data_dir)
    looked = ft.use_ref(False)
    latest = ft.use_ref(sheet)
    latest.current = sheet
    phone = use_device().sheet_owner
    game_id = "" if game is None else game.id
    write = partial(_write, folder, game, phone, saving=saving, set_sheet=set_sheet)

    def keep() -> None:
        if game is None:
            return
        if not looked.current:
            looked.current = True
            restored = _restored(folder, game, phone, sheet)
            if restored is not None:
                set_sheet(restored)
                return
        on_screen = isinstance(sheet, SheetState) and sheet.open
        write(sheet, on_screen=on_screen)

    def leave() -> None:
        # The table left (Back, Home, another address): an open sheet is set aside.
        shown = latest.current
        if isinstance(shown, SheetState):
            write(replace(shown, open=False), on_screen=False)

    ft.on_unmounted(leave)
    ft.use_effect(keep, dependencies=[game_id, sheet])


def _restored(
    folder: OpenSheets, game: Game, phone: str | None, sheet: SheetState | None
) -> SheetState | None:
    """The sheet this phone kept for ``game`` as stored now, to reopen: a lookup apart
    from the effect, which only decides when to look."""
    found = folder.kept(game.id)
    mine = found is not None and found.phone == phone
    kept = pending_of(found.text) if found is not None and mine else None
    if kept is not None and sheet is None and kept.based_on == revision(game):
        return SheetState(kept.number, game, kept.draft, open=kept.open, restored=kept.open)
    return None


def _write(
    folder: OpenSheets,
    game: Game | None,
    phone: str | None,
    shown: SheetState | None,
    *,
    saving: SheetState | None,
    set_sheet: _SetSheet,
    on_screen: bool,
) -> None:
    """Keep ``shown`` (open or set aside), or forget this phone's kept sheet: the
    effect and the table's leaving both do it.

    A write the store refuses (a full disk) is said on the open sheet, as a
    refused Save is, once until the player changes the entry; a sheet set
    aside has nowhere to say it, and only loses its copy in the folder.
    """
    if game is None or phone is None:
        return
    try:
        _write_kept(folder, game, phone, shown, saving, on_screen=on_screen)
    except ScorekeeperError as error:
        if on_screen and isinstance(shown, SheetState) and shown.failure is None:
            set_sheet(_failed(shown, error))


def _failed(
    shown: SheetState, error: ScorekeeperError
) -> Callable[[SheetState | None], SheetState | None]:
    """The change that says ``error`` on ``shown``, unless the sheet changed meanwhile."""
    return lambda latest: replace(shown, failure=error) if latest is shown else latest


def _write_kept(
    folder: OpenSheets,
    game: Game,
    phone: str,
    shown: SheetState | None,
    saving: SheetState | None,
    *,
    on_screen: bool,
) -> None:
    """Keep ``shown`` for ``phone`` when it is worth reopening, else drop the phone's copy."""
    worth = isinstance(shown, SheetState) and saving is not shown
    if isinstance(shown, SheetState) and worth and (on_screen or _resumable(shown, game)):
        kept = Pending(shown.number, revision(shown.shown), shown.draft, on_screen)
        folder.keep(game.id, phone, pending_text(kept))
        return
    found = folder.kept(game.id)
    if found is not None and found.phone == phone:
        folder.drop(game.id)


def _sheet_actions(
    seats: model.Seats,
    knock_limit: int,
    update: Callable[[Callable[[SheetState], SheetState]], None],
    save: Callable[[], None],
) -> model.SheetActions:
    """What each control of the sheet does to the latest sheet."""

    def step(change: Callable[[model.Draft], model.Draft]) -> Callable[[], None]:
        return lambda: update(lambda s: replace(s, draft=change(s.draft), failure=None))

    def key(seen: str, change: Callable[[model.Draft], model.Draft]) -> None:
        """A pad key, taken only if ``seen``'s field is still the active one."""
        step(lambda d: model.pad_key(d, seen, change))()

    return model.SheetActions(
        on_result=lambda r: step(lambda d: model.choose_result(seats, d, r))(),
        on_by=lambda p: step(lambda d: model.choose_by(seats, d, p))(),
        on_focus=lambda p: step(lambda d: model.focus(d, p))(),
        on_digit=lambda seen, n: key(seen, lambda d: model.type_digit(seats, d, n, knock_limit)),
        on_back=lambda seen: key(seen, model.press_back),
        on_next=lambda seen: key(seen, lambda d: model.press_next(seats, d)),
        on_save=save,
        on_close=lambda: update(lambda s: replace(s, open=False, referee=False, reading=False)),
        on_count_cards=lambda: update(lambda s: replace(s, referee=True)),
        on_read_cards=lambda: update(lambda s: replace(s, referee=True, reading=True)),
        on_remove_cards=step(model.without_cards),
        on_home=navigate("/"),
    )


def _store(games: GameService, sheet: SheetState, entry: HandEntry) -> Game:
    """Record or correct ``entry`` against the game the sheet opened on."""
    based_on = revision(sheet.shown)
    if sheet.number is None:
        return games.record(sheet.shown.id, entry, based_on=based_on)
    return games.edit(sheet.shown.id, sheet.number, entry, based_on=based_on)


def _referee(
    game: Game,
    seats: model.Seats,
    draft: model.Draft,
    on_done: Callable[[RefereeOutcome], None],
    on_cancel: Callable[[], None],
    *,
    read_first: bool = False,
) -> RefereeCall:
    """The referee for this hand: who knocked, against whom, under which rules
    (``read_first``: opened on its photo reader, by "Read the cards")."""
    knocker = draft.by or seats.holders[0]
    return RefereeCall(
        knocker=knocker,
        opponents=tuple(p for p in seats.holders if p != knocker),
        knock_limit=game.rules.knock_limit,
        allow_layoffs_on_gin=layoffs_allowed(game.variant, knocker_gin=True),
        result=draft.result or Result.KNOCK,
        on_done=on_done,
        on_cancel=on_cancel,
        read_first=read_first,
    )
