"""A short code that two phones show to confirm at a glance that their records match.

The fingerprint covers what decides the score: variant, house rules, players
in seat order, first roles or dealer, and every hand (result, knocker,
deadwood, entered cards). It leaves out what may legitimately differ between
two copies of the same record: the id, the creation time and the audit trail
of corrections (one phone may have typed a hand wrong and fixed it).

It is computed from a canonical JSON text (sorted keys, fixed separators, the
session format's canonical values), so it does not depend on dict ordering, on
how the game was stored or transferred, or on this app's payload format.
Six symbols from a 30-symbol alphabet without look-alikes (no 0, O, 1, I, L,
and no U, which reads as V) give 729 million values: two different records show
the same code about once in 700 million comparisons.
"""

from __future__ import annotations

import hashlib
import json

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.session import session_to_dict

ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH = 6
_LEFT_OUT = ("id", "created", "corrections")


def canonical_record(game: Game) -> str:
    """The text the fingerprint is a hash of (useful to see *why* two codes differ).

    A hand's seats count only where they are not the rotation's: those decide
    the score, and leaving the others out keeps the fingerprint of a record the
    same as an app that did not keep seats shows for it.
    """
    document = {k: v for k, v in session_to_dict(game).items() if k not in _LEFT_OUT}
    for hand, record in zip(document["hands"], replay(game).hands, strict=True):
        if not record.off_rotation:
            hand.pop("seats", None)
    return json.dumps(document, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def fingerprint_code(game: Game) -> str:
    """The six symbols of ``game``'s fingerprint, e.g. ``K7Q2MX``."""
    digest = hashlib.sha256(canonical_record(game).encode("utf-8")).digest()
    number = int.from_bytes(digest[:8], "big")
    symbols: list[str] = []
    for _ in range(LENGTH):
        number, digit = divmod(number, len(ALPHABET))
        symbols.append(ALPHABET[digit])
    return "".join(symbols)


def fingerprint(game: Game) -> str:
    """The fingerprint as shown to players: ``K7Q-2MX``."""
    code = fingerprint_code(game)
    return f"{code[:3]}-{code[3:]}"
