"""Games for the sharing screen tests: a small one, changed copies, a big one, images."""

from __future__ import annotations

import io
import random
from dataclasses import replace

from PIL import Image

from scorekeeper.rules.game import Correction, CorrectionKind, Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.qr import render_png

PLAYERS = ("Ann", "Bob", "Cid")
CREATED = "2025-06-01T18:00:00+00:00"


def knock(by: str, **deadwood: int) -> HandEntry:
    """A knock by ``by`` with the given deadwood."""
    return HandEntry(Result.KNOCK, by, deadwood)


HANDS = (
    knock("Ann", Ann=5, Bob=12),  # Ann +7, stays in the box; Cid captains
    knock("Cid", Ann=6, Cid=8),  # Cid knocks 8 vs 6: undercut, Ann +12
    HandEntry(Result.DRAW),
    HandEntry(Result.GIN, "Bob", {"Ann": 30}),  # Bob captains after the swap: +55
)
"""Four hands of a ``box`` game: a knock, an undercut, a draw and a gin."""


def box_game(
    hands: tuple[HandEntry, ...] = HANDS, *, game_id: str = "a1b2c3d4e5f6", **options: object
) -> Game:
    """A ``box`` game of Ann, Bob and Cid (Ann in the box first) with ``hands`` recorded."""
    game = Game.start(
        PLAYERS,
        Variant.BOX,
        first=Seats.of_box(Roles("Ann", "Bob", "Cid")),
        rules=HouseRules.from_options(house_options(Variant.BOX), options),
        game_id=game_id,
        created=CREATED,
    )
    for hand in hands:
        game = game.record(hand)
    return game


def changed_copy(game: Game) -> Game:
    """The same game (same id) where the last hand's knocker had more deadwood."""
    last = game.hands[-1]
    assert last.result is Result.GIN and last.by == "Bob"
    other = HandEntry(Result.KNOCK, "Bob", {"Bob": 3, "Ann": 30})
    return replace(game, hands=(*game.hands[:-1], other))


def big_game(corrections: int = 300) -> Game:
    """A game too big for one code: 1,000 hands plus an audit trail (3 codes).

    Built directly (not hand by hand) to keep the test fast; the roles follow
    docs/RULES.md box 10, so the game replays without error, and every hand
    carries the seats it was played with, as the app records them.
    """
    rng = random.Random(3)
    game = box_game((), game_id="b16b16b16b16", target=10_000)
    roles = game.first_roles
    assert roles is not None
    hands: list[HandEntry] = []
    for number in range(1000):
        by = roles.box if number % 2 else roles.captain
        other = roles.opponent_of(by)
        k, d = rng.randint(1, 10), rng.randint(0, 25)
        hands.append(replace(knock(by, **{by: k, other: d}), seats=Seats.of_box(roles)))
        roles = roles.after(by if k < d else other)
    trail = tuple(
        Correction(
            CorrectionKind.UNDO,
            1000,
            knock("Ann", Ann=rng.randint(1, 10), Bob=rng.randint(0, 60)),
            None,
            f"2025-06-01T{18 + j // 3600:02d}:{j // 60 % 60:02d}:{j % 60:02d}+00:00",
        )
        for j in range(corrections)
    )
    return replace(game, hands=tuple(hands), corrections=trail)


def code_png(game: Game, part: int = 0) -> bytes:
    """The PNG of one of the game's codes, as the share screen renders it."""
    return render_png(game_to_codes(game)[part])


def blank_png() -> bytes:
    """A picture without any code in it (a photo of the table cloth, say)."""
    buffer = io.BytesIO()
    Image.new("RGB", (320, 240), (40, 110, 60)).save(buffer, format="PNG")
    return buffer.getvalue()
