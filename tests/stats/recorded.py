"""Four small recorded games whose statistics are worked out by hand below.

Every expected number in ``test_players`` and ``test_groups`` comes from the
hand-by-hand notes here, not from running the code. Roles are box/captain/sitter.
"""

from __future__ import annotations

from dataclasses import replace
from functools import reduce

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from tests.rules.helpers import DRAW, box_game, gin, jersey_game, knock


def _play(game: Game, game_id: str, created: str, *hands: HandEntry) -> Game:
    return replace(reduce(Game.record, hands, game), id=game_id, created=created)


# G1, box, target 50, first roles Ann/Bob/Cid.
#  1 Ann/Bob/Cid  knock Ann 3 v Bob 10      knock: Ann +7       A7  B0  C0   Ann stays
#  2 Ann/Cid/Bob  knock Ann 5 v Cid 4       undercut: Cid +11   A7  B0  C11  Cid to box
#  3 Cid/Bob/Ann  draw                                          roles stay
#  4 Cid/Bob/Ann  gin Cid, Bob 12           gin: Cid +37        A7  B0  C48  Cid stays
#  5 Cid/Ann/Bob  knock Ann 2 v Cid 9       knock: Ann +7       A14 B0  C48  Ann to box
#  6 Ann/Bob/Cid  knock Bob 0 v Ann 6       gin: Bob +31        A14 B31 C48  Bob to box
#  7 Bob/Cid/Ann  knock Cid 6 v Bob 6       undercut: Bob +10   A14 B41 C48  Bob stays
#  8 Bob/Ann/Cid  knock Bob 1 v Ann 20      knock: Bob +19      A14 B60 C48  Bob wins
# Ann holds cards in 1 2 5 6 8 (sits 3 4 7), wins 1 5: streak 1; box 1 2 6, won 1.
# Bob holds cards in 1 3 4 6 7 8 (sits 2 5), wins 6 7 8: streak 3; box 7 8, won both.
# Cid holds cards in 2 3 4 5 7 (sits 1 6 8), wins 2 4: streak 1 (3 is a draw); box 3 4 5, won 4.
G1 = _play(
    box_game("Ann", "Bob", "Cid", target=50),
    "g1",
    "2024-01-01T10:00:00",
    knock("Ann", Ann=3, Bob=10),
    knock("Ann", Ann=5, Cid=4),
    DRAW,
    gin("Cid", Bob=12),
    knock("Ann", Ann=2, Cid=9),
    knock("Bob", Bob=0, Ann=6),
    knock("Cid", Cid=6, Bob=6),
    knock("Bob", Bob=1, Ann=20),
)

# G2, jersey, target 60 (gin 50, knock ≤ 9, undercut −20, a tie is an undercut).
#  1 knock Ann 4; Bob 10, Cid 7    knock: (10 + 7) − 4 = Ann +13    A13 B0   C0
#  2 knock Bob 5; Ann 5, Cid 12    tie with Ann, undercut: Bob −20  A13 B−20 C0   given: Ann
#  3 draw
#  4 gin Cid; Ann 3, Bob 0         gin: 50 + 3 + 0 = Cid +53        A13 B−20 C53
#  5 knock Cid 2; Ann 1, Bob 1     undercut: Cid −20                A13 B−20 C33  given: Ann Bob
#  6 knock Ann 0; Bob 10, Cid 20   gin: 50 + 10 + 20 = Ann +80      A93 B−20 C33  Ann wins
# Won by nobody: 2, 3, 5. Ann wins 1 6 (streak 1), Cid wins 4.
G2 = _play(
    jersey_game("Ann", target=60),
    "g2",
    "2024-01-02T10:00:00",
    knock("Ann", Ann=4, Bob=10, Cid=7),
    knock("Bob", Bob=5, Ann=5, Cid=12),
    DRAW,
    gin("Cid", Ann=3, Bob=0),
    knock("Cid", Cid=2, Ann=1, Bob=1),
    knock("Ann", Ann=0, Bob=10, Cid=20),
)

# G3, box, unfinished, created first; Ann typed as " ann ", with Dee instead of Cid.
#  1 Dee/ann/Bob  knock ann 2 v Dee 9   knock: ann +7        ann to box
#  2 ann/Bob/Dee  knock Bob 8 v ann 3   undercut: ann +15    ann stays
#  3 ann/Dee/Bob  knock ann 1 v Dee 30  knock: ann +29       a51 B0 D0
# ann wins all 3 (streak 3), box in 2 3 and wins both. Bob holds cards in 2 only.
G3 = _play(
    Game.start(
        (" ann ", "Bob", "Dee"),
        Variant.BOX,
        first=Seats.of_box(Roles("Dee", "ann", "Bob")),
        rules=HouseRules.defaults(house_options(Variant.BOX)),
    ),
    "g3",
    "2023-12-31T10:00:00",
    knock("ann", ann=2, Dee=9),
    knock("Bob", Bob=8, ann=3),
    knock("ann", ann=1, Dee=30),
)

# G4, box, target 10, first roles Ann/Cid/Bob.
#  1 Ann/Cid/Bob  knock Ann 1 v Cid 20  knock: Ann +19, Ann wins the game.
G4 = _play(
    box_game("Ann", "Cid", "Bob", target=10),
    "g4",
    "2024-01-04T10:00:00",
    knock("Ann", Ann=1, Cid=20),
)

ALL = (G1, G2, G3, G4)
