"""A game's revision: a short name for exactly what a screen shows.

Why a digest and not a counter: an undo followed by the same hand again leaves
the hand count where it was, and a merge replaces the whole record; a digest of
the canonical session object (hands, seats, corrections, house rules) changes
with every change the store keeps, and two phones holding the same record name
the same revision without ever talking to each other.
"""

from __future__ import annotations

import hashlib
import json

from scorekeeper.rules.game import Game
from scorekeeper.rules.session import session_to_dict

REVISION_LENGTH = 16
"""Hex digits kept of the digest (64 bits: no two revisions of a game collide in practice)."""


def revision(game: Game) -> str:
    """The revision of ``game``: equal for equal records, different after any change."""
    text = json.dumps(session_to_dict(game), sort_keys=True, ensure_ascii=False)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=REVISION_LENGTH // 2).hexdigest()
