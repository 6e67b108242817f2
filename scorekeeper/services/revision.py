"""A game's revision: a short name for exactly what a screen shows.

Why a digest and not a counter: an undo followed by the same hand again leaves
the hand count where it was, and a merge replaces the whole record; a digest of
the canonical session object (hands, seats, corrections, house rules) changes
with every change the store keeps, and two phones holding the same record name
the same revision without ever talking to each other.

Why remembered: one save names the same game several times (the revision the
screen showed, checked against the stored game, which since the last save is the
very object that save returned; the revision after, for the change feed), and
each digest encodes the whole session. A game is frozen, so the digest of one
game object never changes: the last few are kept by identity, and a game built
anew (read from a file, changed) is digested afresh.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict

from scorekeeper.rules.game import Game
from scorekeeper.rules.session import session_to_dict

REVISION_LENGTH = 16
"""Hex digits kept of the digest (64 bits: no two revisions of a game collide in practice)."""


KEPT = 32
"""Game objects whose revision is remembered: the games open on a few tables."""

_known: OrderedDict[int, tuple[Game, str]] = OrderedDict()
"""``id(game)``: the game (kept alive, so its id is not reused) and its revision."""
_lock = threading.Lock()


def revision(game: Game) -> str:
    """The revision of ``game``: equal for equal records, different after any change."""
    key = id(game)
    with _lock:
        known = _known.get(key)
        if known is not None and known[0] is game:
            _known.move_to_end(key)
            return known[1]
    named = digest(game)
    with _lock:
        _known[key] = (game, named)
        _known.move_to_end(key)
        while len(_known) > KEPT:
            _known.popitem(last=False)
    return named


def digest(game: Game) -> str:
    """The revision of ``game`` computed afresh (what :func:`revision` remembers)."""
    text = json.dumps(session_to_dict(game), sort_keys=True, ensure_ascii=False)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=REVISION_LENGTH // 2).hexdigest()
