"""Replayed games kept between visits to the statistics screen, and across restarts.

Why: statistics need every game replayed, about a third of a millisecond per
game plus reading its file; with thousands of games that is seconds, while a
finished game never changes. The cache keeps each game's ``PlayedGame`` under
what its summary in the games list says about it (last change, hands, totals,
winner), so the next visit reloads and replays only the games that changed
since, and the statistics themselves are counted from memory. Given a
``StatsCacheFile``, it also saves those replayed games in the data folder
(``save``) and starts from them after a restart, so even the first visit only
replays what changed since the last one.

The summary is the key because it comes from the store's in-memory index, at
no cost. Its time stamp has one-second resolution; a change that leaves the
hands, the totals and the winner all as they were within the same second (say,
entered cards corrected without changing any deadwood) is picked up on the
next change of that game, and it changes no statistic anyway.

One cache per process (the composition root builds it, with
:func:`played_games_in` for a store on disk), shared by every session, locked
because Flet runs handlers in threads. A service rather than part of the
statistics screen: it replays through the game service and keeps its file in
the data folder, and the root that builds it must not depend on a screen.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Iterable
from importlib import metadata, resources
from pathlib import Path
from typing import TypeVar, cast

from scorekeeper.services.games import GameService
from scorekeeper.stats import PlayedGame
from scorekeeper.stats.record import RECORD_STAMP, from_record, to_record
from scorekeeper.storage.errors import StorageError
from scorekeeper.storage.model import GameSummary
from scorekeeper.storage.stats_cache import StatsCacheFile

T = TypeVar("T")


COUNTING_PACKAGES = ("scorekeeper.rules", "scorekeeper.stats")
"""The code that decides every number of a replayed game."""


def counting_code_stamp(packages: Iterable[str] = COUNTING_PACKAGES) -> str:
    """A digest of the code in ``packages``: replays saved by other code are not trusted.

    Why a digest rather than a version number to remember to raise: any
    change to the rules or the counting, in a new release or a fix, makes the
    next start replay every game once, and nobody can forget it. Without the
    sources (a build that ships compiled code only) the compiled files are
    hashed; without either, the installed package version stands in.
    """
    digest = hashlib.sha256()
    hashed = 0
    for package in packages:
        files = sorted(
            (item for item in resources.files(package).iterdir() if item.is_file()),
            key=lambda item: item.name,
        )
        for item in files:
            if item.name.endswith((".py", ".pyc")):
                digest.update(item.name.encode())
                digest.update(item.read_bytes())
                hashed += 1
    if not hashed:
        digest.update(_installed_version().encode())
    return digest.hexdigest()[:16]


def _installed_version() -> str:
    try:
        return metadata.version("scorekeeper")
    except metadata.PackageNotFoundError:
        return "unknown"


VersionKey = tuple[str, int, str | None, tuple[tuple[str, int], ...]]
"""One version of a game: last change, hands, winner and totals, from its summary."""


def summary_key(summary: GameSummary) -> VersionKey:
    """What identifies one version of a game in the games list (cheap: no game is read)."""
    return (summary.updated, summary.hands, summary.winner, tuple(summary.totals.items()))


def key_text(key: VersionKey) -> str:
    """``key`` as the text saved with a record."""
    return json.dumps(key, ensure_ascii=False)


Version = frozenset[tuple[str, VersionKey]]
"""The version of every listed game: what a count was made from."""


class PlayedGames:
    """The live games of a store, replayed, brought up to date on each request."""

    def __init__(self, saved: StatsCacheFile | None = None, stamp: str | None = None) -> None:
        """``saved``: where replays are kept across restarts (none: in memory only).

        ``stamp`` names the code the saved replays must have been made by; by
        default the record layout and ``counting_code_stamp()``.
        """
        self._stamp = stamp or (f"{RECORD_STAMP}:{counting_code_stamp()}" if saved else "")
        self._lock = threading.Lock()
        """Guards the fields below, held only briefly."""
        self._work = threading.Lock()
        """One refresh and count at a time: a second caller waits, then finds it done."""
        self._save_lock = threading.Lock()
        """One file write at a time."""
        self._file = saved
        self._file_read = False
        """Whether the file was read: once, at the first refresh, and then let go."""
        self._on_disk: dict[str, str] = {}
        """Game id -> version (``key_text``), of what the file holds now."""
        self._played: dict[str, tuple[VersionKey, PlayedGame]] = {}
        self._counted: tuple[object, Version, object] | None = None
        """The last count: (what counted, the version of the games it counted, result)."""

    def games(self, source: GameService) -> tuple[list[PlayedGame], int]:
        """Every live game of ``source`` replayed, and how many could not be read.

        A game whose file is damaged, or that no longer replays, is left out
        and counted, so one bad file does not hide everybody's statistics.
        """
        with self._work:
            return self._refresh(source, source.list_games())

    def counted(
        self,
        source: GameService,
        count: Callable[[list[PlayedGame], int], T],
    ) -> T:
        """``count(played, unreadable)`` over the live games, kept until a game changes.

        Counting thousands of replayed games still takes a tenth of a second or
        more; when no game changed since the last count (for the same
        ``count``), its result is handed out again without replaying anything.
        """
        with self._work:
            summaries = source.list_games()
            version = version_of(summaries)
            kept = self._kept(count, version)
            if kept is not None:
                return kept
            result = count(*self._refresh(source, summaries))
            self._counted = (count, version, result)
            return result

    def ready(
        self,
        source: GameService,
        count: Callable[[list[PlayedGame], int], T],
    ) -> T | None:
        """The result of ``counted`` if it is at hand now, else None; never waits.

        Lets a screen show the numbers in its very first frame when no game
        changed since they were counted (a few milliseconds for thousands of
        games), and fall back to counting in the background otherwise.
        """
        if not self._work.acquire(blocking=False):
            return None
        try:
            return self._kept(count, version_of(source.list_games()))
        finally:
            self._work.release()

    def prepare(
        self,
        source: GameService,
        count: Callable[[list[PlayedGame], int], T],
    ) -> None:
        """Count (``counted``) and save (``save``) ahead of the first visit.

        The composition root runs this in a background thread at start: the
        saved games are read back (or, the first time, every game replayed)
        while the players look at the home screen, so the statistics are
        ready when asked for. A visit meanwhile waits for this work instead of
        repeating it.
        """
        self.counted(source, count)
        self.save()

    def save(self) -> bool:
        """Write the replayed games to the file if they differ from it; True if written.

        Called after a visit has shown its numbers, off the event loop, so the
        writing never delays them. Without a file, or when nothing changed,
        there is nothing to do.
        """
        if self._file is None:
            return False
        with self._save_lock:
            with self._lock:
                played = dict(self._played)
                on_disk = self._on_disk
            versions = {game_id: key_text(key) for game_id, (key, _) in played.items()}
            if versions == on_disk:
                return False
            entries = {
                game_id: (versions[game_id], to_record(p)) for game_id, (_, p) in played.items()
            }
            if not self._file.write(self._stamp, entries):
                return False
            with self._lock:
                self._on_disk = versions
            return True

    def _kept(self, count: Callable[[list[PlayedGame], int], T], version: Version) -> T | None:
        """The last result of ``count`` if it was made from ``version``."""
        if self._counted is None:
            return None
        counted_by, counted_from, result = self._counted
        return cast(T, result) if counted_by is count and counted_from == version else None

    def _refresh(
        self, source: GameService, summaries: list[GameSummary]
    ) -> tuple[list[PlayedGame], int]:
        """Replay what changed of the ``summaries`` listed; return the games and the unreadable."""
        with self._lock:
            cached = dict(self._played)
            saved = self._take_saved()
        fresh: dict[str, tuple[VersionKey, PlayedGame]] = {}
        failed = 0
        stale: list[str] = []
        """Saved records that could not be used: the file must be written anew."""
        for summary in summaries:
            key = summary_key(summary)
            known = cached.get(summary.id)
            if known is None and summary.id in saved:
                known = _restored(key, saved[summary.id])
                if known is None:
                    stale.append(summary.id)
            if known is not None and known[0] == key:
                fresh[summary.id] = known
                continue
            try:
                fresh[summary.id] = (key, PlayedGame.of(source.load(summary.id)))
            except (StorageError, ValueError):
                failed += 1
        with self._lock:
            self._played = fresh
            for game_id in stale:
                self._on_disk.pop(game_id, None)
        return [played for _, played in fresh.values()], failed

    def _take_saved(self) -> dict[str, tuple[str, object]]:
        """The file's records at the first refresh, then never again (they are let go)."""
        if self._file is None or self._file_read:
            return {}
        self._file_read = True
        saved = self._file.read(self._stamp)
        self._on_disk = {game_id: key for game_id, (key, _) in saved.items()}
        return saved


def played_games_in(data_dir: Path) -> PlayedGames:
    """The cache for the store in ``data_dir``, its replays saved there across restarts."""
    return PlayedGames(StatsCacheFile.open(data_dir))


def version_of(summaries: list[GameSummary]) -> Version:
    """The version of every game in a games list."""
    return frozenset((summary.id, summary_key(summary)) for summary in summaries)


def _restored(key: VersionKey, saved: tuple[str, object]) -> tuple[VersionKey, PlayedGame] | None:
    """A saved record of version ``key`` as a replayed game; None if outdated or unreadable."""
    if saved[0] != key_text(key):
        return None
    try:
        return key, from_record(saved[1])
    except ValueError:
        return None
