"""What the share and import screens show and do, without any widget.

Why a pure module: the flow of an import (read codes, maybe several parts,
preview, store, compare, choose) has more states than a screen should keep in
its head. Here each step is a function from one immutable ``ImportState`` to the
next; a refusal leaves the state as it was and carries the error, so a bad code,
image or text "changes nothing" by construction. Handlers only call these.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime

from scorekeeper.i18n.formatting import parse_timestamp
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.services.imports import ImportResult, ImportStatus, import_game, resolve
from scorekeeper.services.sharing import (
    Resolution,
    Scan,
    fingerprint,
    game_to_codes,
    read_code_texts_in_file,
    split_pasted_text,
)
from scorekeeper.views.addresses import game_route

IMPORT_ROUTE = "/import"


def share_route(game_id: str) -> str:
    """The share screen of a game."""
    return game_route(game_id, "share")


# --- sharing -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShareCodes:
    """A game as code texts: one, or numbered parts shown one at a time."""

    texts: tuple[str, ...]
    fingerprint: str
    players: tuple[str, str, str]
    """Whose game it is, so the screen says which game is being shared."""

    @property
    def total(self) -> int:
        """How many codes the game needs."""
        return len(self.texts)

    def clipboard_text(self) -> str:
        """All codes, one per line: what the import screen's paste field reads back."""
        return "\n".join(self.texts)

    def file_name(self, index: int) -> str:
        """A file name for code ``index`` (0-based) that says which game and which part."""
        stem = f"scorekeeper-{self.fingerprint}"
        if self.total == 1:
            return f"{stem}.png"
        return f"{stem}-{index + 1}-of-{self.total}.png"


def share_codes(game: Game) -> ShareCodes:
    """The codes of ``game`` (``UnshareableGameError`` if it cannot be put into codes)."""
    return ShareCodes(tuple(game_to_codes(game)), fingerprint(game), game.players)


def step_index(index: int, delta: int, total: int) -> int:
    """Next/previous code, wrapping round, so both buttons always do something."""
    return (index + delta) % total if total else 0


# --- a game at a glance --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GamePreview:
    """What players check before a game is stored: who, when, which rules, how far."""

    players: tuple[str, str, str]
    variant: Variant
    created: datetime | None
    """None when the code carries no creation time."""
    hands: int
    totals: Mapping[str, int]
    """Per player, in seat order."""
    winner: str | None
    fingerprint: str


def preview_of(game: Game) -> GamePreview:
    """The preview of ``game`` (replayed, like every number the app shows)."""
    state = replay(game)
    return GamePreview(
        players=game.players,
        variant=game.variant,
        created=parse_timestamp(game.created),
        hands=len(game.hands),
        totals={p: state.totals[p] for p in game.players},
        winner=state.winner,
        fingerprint=fingerprint(game),
    )


# --- importing -----------------------------------------------------------------------------


class Step(enum.Enum):
    """Where an import stands."""

    CHOOSE = "choose"
    """Pick a source (camera, image, text); part of a split game may be read already."""
    PREVIEW = "preview"
    """A whole game was read; nothing is stored yet."""
    RESULT = "result"
    """Importing ran: stored, already here, or a conflict to resolve."""
    RESOLVED = "resolved"
    """The players chose how to resolve a conflict."""


class Holding(enum.Enum):
    """Whether this phone already has the game read, told before Store."""

    NEW = "new"
    SAME = "same"
    """The same record: storing changes nothing."""
    DIFFERENT = "different"
    """A different copy of the same game: Store compares the two first."""


@dataclass(frozen=True, slots=True)
class HoldingNote:
    """What the preview says about the copy on this phone."""

    holding: Holding
    here: str = ""
    """The record code (fingerprint) of the copy on this phone."""
    there: str = ""
    """The record code of the copy read."""


def holding_of(stored: Game | None, read: Game) -> HoldingNote:
    """Compare the game read with the copy this phone stores under its id (None: no copy)."""
    if stored is None:
        return HoldingNote(Holding.NEW)
    here, there = fingerprint(stored), fingerprint(read)
    return HoldingNote(Holding.SAME if here == there else Holding.DIFFERENT, here, there)


def stored_copy(games: GameService, game: Game | None) -> Game | None:
    """The game this phone stores under the id of ``game``, if any."""
    if game is None:
        return None
    try:
        return games.load(game.id)
    except ScorekeeperError:
        return None


@dataclass(frozen=True, slots=True)
class ImportState:
    """The whole import screen's state; every step returns a new one."""

    scan: Scan = field(default_factory=Scan)
    """Codes read so far (a game split over several codes fills up part by part)."""
    game: Game | None = None
    """The game read, once complete."""
    result: ImportResult | None = None
    resolution: Resolution | None = None
    stored: tuple[Game, ...] = ()
    """After a resolution: the game(s) as stored now."""
    error: ScorekeeperError | None = None
    """Why the latest action was refused (it changed nothing else)."""

    @property
    def step(self) -> Step:
        """Which part of the flow to show."""
        if self.resolution is not None:
            return Step.RESOLVED
        if self.result is not None:
            return Step.RESULT
        if self.game is not None:
            return Step.PREVIEW
        return Step.CHOOSE

    @property
    def conflict(self) -> bool:
        """Whether the stored record differs and the players must choose."""
        return self.result is not None and self.result.status is ImportStatus.CONFLICT


def read_codes(state: ImportState, texts: Iterable[str]) -> ImportState:
    """Add code texts to the scan; a complete scan becomes the game to preview."""
    try:
        scan = state.scan
        for text in texts:
            scan = scan.add(text)
        if not scan.complete:
            return ImportState(scan=scan)
        return ImportState(game=scan.game())
    except ScorekeeperError as error:
        return replace(state, error=error)


def read_image(state: ImportState, data: bytes) -> ImportState:
    """Read the code(s) in an image file's bytes (a photo, a screenshot, a saved PNG)."""
    return read_images(state, [data])


def read_images(state: ImportState, images: Iterable[bytes]) -> ImportState:
    """Read the codes of several images at once (e.g. every part of a split game)."""
    try:
        texts = [text for data in images for text in read_code_texts_in_file(data)]
    except ScorekeeperError as error:
        return replace(state, error=error)
    return read_codes(state, texts)


def read_text(state: ImportState, text: str) -> ImportState:
    """Read pasted text: one code, or every part, one per line."""
    try:
        texts = split_pasted_text(text)
    except ScorekeeperError as error:
        return replace(state, error=error)
    return read_codes(state, texts)


def store(state: ImportState, games: GameService, origin: str = "") -> ImportState:
    """Import the previewed game: stored if new, unchanged, or a comparison to resolve."""
    if state.game is None:
        return state
    try:
        result = import_game(games, state.game, origin=origin)
    except ScorekeeperError as error:
        return replace(state, error=error)
    return ImportState(game=state.game, result=result)


def choose(
    state: ImportState, games: GameService, resolution: Resolution, origin: str = ""
) -> ImportState:
    """Apply the players' choice on a conflict: keep mine, take theirs, or keep both."""
    if state.result is None or state.result.comparison is None:
        return state
    try:
        stored = resolve(games, state.result.comparison, resolution, origin=origin)
    except ScorekeeperError as error:
        return replace(state, error=error)
    return replace(state, resolution=resolution, stored=stored, error=None)


class Tone(enum.Enum):
    """What kind of message a banner carries (said with an icon too, never colour alone)."""

    ERROR = "error"
    SUCCESS = "success"
    INFO = "info"
