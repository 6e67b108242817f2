"""Games from elsewhere into the store: one path for QR codes, restore and the command line.

A game keeps its id through sharing, backup and restore, so a game that
arrives is either new here, the same record as one stored (skipped), or a
differing copy of a stored game. A differing copy never becomes a second game
by itself: it is compared (``compare_games``) and the players choose per game
what happens (``Resolution``): keep mine (nothing stored), take theirs (built
in the core by ``take_theirs``, so this phone's audit trail keeps what was
replaced), or keep both (the arriving copy becomes a deliberate second game
with a new id, marked as a copy in the outcome).

Three steps, the same for every way in: ``examine`` reads what each arriving
game meets here; ``plan`` is pure and turns the choices into what to store;
``store`` hands the plan to ``GameService.import_games`` in one call, which
stores all of it or nothing.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from scorekeeper.rules.game import Game
from scorekeeper.services.games import GameService
from scorekeeper.services.import_actions import code_id, same_record
from scorekeeper.sharing.compare import Comparison, Resolution, compare_games, take_theirs
from scorekeeper.sharing.errors import SharingError
from scorekeeper.storage.clock import is_valid_game_id
from scorekeeper.storage.errors import StorageError
from scorekeeper.storage.model import ImportAction, ImportOutcome


class StaleComparisonError(SharingError):
    """A choice made on a comparison after the stored game changed again."""

    key = "error.sharing.stale"
    template = "the game changed on this phone since the comparison; import the code again"


class ImportStatus(enum.Enum):
    """What an arriving game meets here."""

    ADDED = "added"
    """A game this phone did not have (stored once imported)."""
    UNCHANGED = "unchanged"
    """The same record (``import_actions.same_record``) is already stored; nothing is written.

    Ids, creation times and corrections may differ between two copies of one
    record; they do not change the score, so they are no reason to ask."""
    CONFLICT = "conflict"
    """The stored record differs; nothing is written until the players choose."""


@dataclass(frozen=True, slots=True)
class Arrival:
    """One arriving game and the stored game with its id, compared."""

    game: Game
    """The game as it arrived."""
    stored: Game | None
    """The readable stored game with the same id, if any."""
    comparison: Comparison | None
    """Both records side by side, when there is a stored one in the games list."""
    deleted_here: bool = False
    """A game with its id was deleted here: a differing copy comes back as a second game
    (the deleted one stays in the deleted list, so nothing counts it twice)."""

    @property
    def status(self) -> ImportStatus:
        """New here, the same record, or a differing copy."""
        if self.comparison is None:
            return ImportStatus.ADDED
        same = same_record(self.stored, self.game)
        return ImportStatus.UNCHANGED if same else ImportStatus.CONFLICT


@dataclass(frozen=True, slots=True)
class ImportPlan:
    """What one import stores: the arriving games and the choices made on conflicts."""

    games: tuple[Game, ...]
    take: Mapping[str, tuple[Game, Game]]
    """Game id to (the stored record compared, the record to store in its place)."""
    copies: frozenset[str]
    """Ids whose arriving copy is kept as a second game."""


@dataclass(frozen=True, slots=True)
class ImportResult:
    """The outcome of importing one scanned game."""

    status: ImportStatus
    game: Game
    """The game as stored on this phone now (for ``CONFLICT``: this phone's record)."""
    comparison: Comparison | None = None
    """For ``CONFLICT``: both records side by side."""


def examine(games: GameService, incoming: Sequence[Game]) -> tuple[Arrival, ...]:
    """What each arriving game meets here (reads only; nothing is stored)."""
    return tuple(_arrival(games, game) for game in incoming)


def _arrival(games: GameService, game: Game) -> Arrival:
    stored = _stored(games, game.id)
    if stored is not None and games.is_deleted(game.id):
        return Arrival(game, None, None, deleted_here=True)
    comparison = None if stored is None else compare_games(stored, game)
    return Arrival(game, stored, comparison)


def _stored(games: GameService, game_id: str) -> Game | None:
    """The stored game with this id (deleted ones too), if readable."""
    if not is_valid_game_id(game_id):
        return None
    try:
        return games.load(game_id)
    except StorageError:
        return None


def plan(arrivals: Sequence[Arrival], choices: Mapping[str, Resolution], at: str) -> ImportPlan:
    """The games to store and how each conflict is resolved (pure).

    ``choices`` maps a conflicting game's id to the players' choice; a conflict
    without one keeps the stored game. ``at`` stamps the corrections that taking
    theirs makes on this phone's record.
    """
    take: dict[str, tuple[Game, Game]] = {}
    copies: set[str] = set()
    for arrival in arrivals:
        if arrival.deleted_here:
            copies.add(arrival.game.id)
        comparison = arrival.comparison
        if comparison is None or arrival.status is not ImportStatus.CONFLICT:
            continue
        choice = choices.get(arrival.game.id, Resolution.KEEP_MINE)
        if choice is Resolution.TAKE_THEIRS:
            take[arrival.game.id] = (comparison.here, take_theirs(comparison, at))
        elif choice is Resolution.KEEP_BOTH:
            copies.add(arrival.game.id)
    return ImportPlan(tuple(a.game for a in arrivals), take, frozenset(copies))


def store(games: GameService, chosen: ImportPlan, *, origin: str = "") -> tuple[ImportOutcome, ...]:
    """Store the plan in one call: all of it, or nothing and an error that says so."""
    return games.import_games(chosen.games, take=chosen.take, copies=chosen.copies, origin=origin)


def import_all(
    games: GameService,
    incoming: Sequence[Game],
    choice: Resolution = Resolution.KEEP_MINE,
    *,
    origin: str = "",
) -> tuple[ImportOutcome, ...]:
    """Import many games with one choice for every conflict (the command line's way)."""
    arrivals = examine(games, incoming)
    choices = {a.game.id: choice for a in arrivals if a.status is ImportStatus.CONFLICT}
    return store(games, plan(arrivals, choices, games.now()), origin=origin)


def import_game(games: GameService, game: Game, *, origin: str = "") -> ImportResult:
    """Store ``game`` if it is new; compare it with the stored record if it is not.

    A game without a usable id is stored under its content id
    (:func:`~scorekeeper.services.import_actions.code_id`), so the same code
    imported twice finds the first copy.
    """
    if not is_valid_game_id(game.id):
        game = replace(game, id=code_id(game))
    arrival = _arrival(games, game)
    if arrival.stored is None or arrival.comparison is None:
        (outcome,) = store(games, plan((arrival,), {}, games.now()), origin=origin)
        if outcome.action is ImportAction.SKIPPED:
            return ImportResult(ImportStatus.UNCHANGED, games.load(outcome.game_id))
        if not outcome.stored:
            raise StorageError(
                detail=f"a game with id {game.id} is kept here but cannot be read; "
                "nothing was imported"
            )
        return ImportResult(ImportStatus.ADDED, games.load(outcome.game_id))
    if arrival.status is ImportStatus.UNCHANGED:
        return ImportResult(ImportStatus.UNCHANGED, arrival.stored)
    return ImportResult(ImportStatus.CONFLICT, arrival.stored, arrival.comparison)


def resolve(
    games: GameService, comparison: Comparison, resolution: Resolution, *, origin: str = ""
) -> tuple[Game, ...]:
    """Apply the players' choice on one comparison; the game(s) as stored afterwards."""
    here = comparison.here
    if _stored(games, here.id) != here:
        raise StaleComparisonError()
    arrival = Arrival(comparison.there, here, comparison)
    chosen = plan((arrival,), {here.id: resolution}, games.now())
    (outcome,) = store(games, chosen, origin=origin)
    if outcome.action is ImportAction.COPIED:
        return here, games.load(outcome.game_id)
    return (games.load(here.id),)
