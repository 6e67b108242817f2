"""What storing each arriving game does: new here, the same record, a conflict, a copy.

Why in the services: deciding is the import use case, and the store only gets
and puts. ``decide`` reads the store (which ids are taken, the stored game
under an id) and settles every arriving game; ``put_arriving`` puts the result
in one call (``GameRepository.put_games``), so an import stores all or nothing.

"The same record" has one definition here, :func:`same_record`: the text the
players' fingerprint is a hash of (``sharing.fingerprint.canonical_record``).
Ids, creation times and corrections may differ between two copies of one
record; they change no score, so they are no reason to ask. The id a game gets
when it needs one of its own (it came without a usable id, or it is kept as a
second game) is made from its :func:`content_id`, a hash of that same text, so
importing the same game again meets the game stored the first time and skips it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace

from scorekeeper.rules.game import Game
from scorekeeper.sharing.fingerprint import canonical_record
from scorekeeper.storage.clock import is_valid_game_id
from scorekeeper.storage.errors import ImportChangedError, ImportNotStoredError, StorageIOError
from scorekeeper.storage.model import STORED_ACTIONS, ImportAction, ImportOutcome
from scorekeeper.storage.repository import GameRepository

CODE_ID_PREFIX = "code-"
"""The id of a game that came without one is ``code-`` and 24 digits of its content id."""
COPY_ID_DIGITS = 12
"""The id of a kept-both copy is the first 12 digits of its content id."""


def same_record(stored: Game | None, arriving: Game) -> bool:
    """Whether ``arriving`` is the record ``stored`` (an unreadable stored game, None, never is)."""
    return stored is not None and canonical_record(stored) == canonical_record(arriving)


def content_id(game: Game) -> str:
    """A hash of the record (64 hex digits): the same for the same record, whatever its id."""
    return hashlib.sha256(canonical_record(game).encode("utf-8")).hexdigest()


def code_id(game: Game) -> str:
    """The id of a game that came without a usable one: the same code imported twice finds it."""
    return CODE_ID_PREFIX + content_id(game)[:24]


@dataclass(frozen=True, slots=True)
class Decided:
    """The fate of every arriving game, and what to put in the store for it."""

    outcomes: tuple[ImportOutcome, ...]
    games: tuple[Game, ...]
    """The games to put, each under the id its outcome names."""
    in_place_of: Mapping[str, Game]
    """Game id to the stored game a taken record replaces (it must still be stored)."""


def put_arriving(
    store: GameRepository,
    games: Sequence[Game],
    *,
    take: Mapping[str, tuple[Game, Game]],
    copies: Collection[str],
) -> tuple[ImportOutcome, ...]:
    """Decide what each arriving game does and put the result in one call: all or nothing.

    If the write fails, nothing is stored and ``ImportNotStoredError`` says so.
    """
    now = store.now()
    decided = decide(store, games, take=take, copies=copies, now=now)
    if decided.games:
        try:
            store.put_games(decided.games, updated=now, in_place_of=decided.in_place_of)
        except StorageIOError as exc:
            raise ImportNotStoredError(exc) from exc
    return decided.outcomes


def decide(
    store: GameRepository,
    games: Sequence[Game],
    *,
    take: Mapping[str, tuple[Game, Game]],
    copies: Collection[str],
    now: str,
) -> Decided:
    """What importing ``games`` does with each; the store is only read.

    A game keeps its id: where the id is free it is ``ADDED``; the same record
    as the stored game is ``SKIPPED``; a differing one is a ``CONFLICT`` and
    not stored, unless resolved. ``take[id] = (seen, record)`` stores
    ``record`` in place of the stored game, which must still be ``seen`` (else
    ``ImportChangedError``); an id in ``copies`` keeps the arriving game as a
    second game under its content id. A game without a usable id gets a fresh
    one. ``now`` stamps a game that arrives without a creation time.
    """
    planned: dict[str, Game] = {}
    replacing: dict[str, Game] = {}
    outcomes: list[ImportOutcome] = []
    for game in games:
        action = _action(store, game, planned)
        stored_as = game
        here = store.readable(game.id) if action is ImportAction.CONFLICT else None
        if here is not None and game.id in take and game.id not in planned:
            seen, stored_as = take[game.id]
            if here != seen or stored_as.id != game.id:
                raise ImportChangedError(game.id)
            stored_as = replace(stored_as, created=stored_as.created or here.created)
            replacing[game.id] = here
            action = ImportAction.REPLACED
        elif action is ImportAction.CONFLICT and game.id in copies:
            action, stored_as = _copy(store, game, planned)
        if action is ImportAction.NEW_ID:
            stored_as = replace(stored_as, id=store.fresh_id(reserved=planned))
        if action in STORED_ACTIONS:
            planned[stored_as.id] = replace(stored_as, created=stored_as.created or now)
        outcomes.append(ImportOutcome(action, stored_as.id, game.id, game.players))
    return Decided(tuple(outcomes), tuple(planned.values()), replacing)


def _action(store: GameRepository, game: Game, planned: Mapping[str, Game]) -> ImportAction:
    """New here, the same record, or a conflict, given the store and the games planned before."""
    if not is_valid_game_id(game.id):
        return ImportAction.NEW_ID
    known: Game | None
    if game.id in planned:
        known = planned[game.id]
    elif not store.is_taken(game.id):
        return ImportAction.ADDED
    else:
        known = store.readable(game.id)
    return ImportAction.SKIPPED if same_record(known, game) else ImportAction.CONFLICT


def _copy(
    store: GameRepository, game: Game, planned: Mapping[str, Game]
) -> tuple[ImportAction, Game]:
    """Keep both: ``game`` as a second game under its content id.

    Importing the same file again meets the copy made the first time and skips
    it, rather than making a third game. Only if that id names another record
    is a fresh id used.
    """
    copy = replace(game, id=content_id(game)[:COPY_ID_DIGITS])
    if copy.id in planned or store.is_taken(copy.id):
        known = planned.get(copy.id) or store.readable(copy.id)
        if same_record(known, copy):
            return ImportAction.SKIPPED, copy
        copy = replace(copy, id=store.fresh_id(reserved=planned))
    return ImportAction.COPIED, copy
