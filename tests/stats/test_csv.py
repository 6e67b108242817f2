"""The CSV of hands: parsed back, row by row, and guarded against formula injection."""

from __future__ import annotations

import csv
import io

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.stats import hands_csv
from scorekeeper.stats.csv_export import HEADER, guard
from tests.rules.helpers import DRAW, gin, knock
from tests.stats.recorded import ALL, G1, G2
from tests.strategies import games


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text, newline="")))


def test_header_and_one_row_per_hand() -> None:
    text = hands_csv(ALL)
    header = next(csv.reader(io.StringIO(text, newline="")))
    assert tuple(header) == HEADER
    assert len(_rows(text)) == 8 + 6 + 3 + 1
    assert text.endswith("\r\n")


def test_box_row_spelled_out() -> None:
    # G1 hand 2: Ann (box, deals) knocks 5, Cid (captain) 4 → Cid undercuts, 10 + 1.
    row = _rows(hands_csv([G1]))[1]
    assert row == {
        "game_id": "g1",
        "game_created": "2024-01-01T10:00:00",
        "variant": "box",
        "hand": "2",
        "dealer": "Ann",
        "box": "Ann",
        "captain": "Cid",
        "sitter": "Bob",
        "result": "knock",
        "by": "Ann",
        "outcome": "undercut",
        "winner": "Cid",
        "player1": "Ann",
        "deadwood1": "5",
        "player2": "Bob",
        "deadwood2": "",
        "player3": "Cid",
        "deadwood3": "4",
        "points1": "0",
        "points2": "0",
        "points3": "11",
        "total1": "7",
        "total2": "0",
        "total3": "11",
        "explanation": "Cid undercut Ann: 10 + (5 − 4) = 11",
    }


def test_jersey_rows_have_no_roles_and_keep_negative_points_numeric() -> None:
    rows = _rows(hands_csv([G2]))
    # Hand 2: Bob knocks 5, ties Ann's 5 → undercut, −20, no winner.
    second = rows[1]
    assert (second["box"], second["captain"], second["sitter"]) == ("", "", "")
    assert (second["outcome"], second["winner"]) == ("undercut", "")
    assert (second["points2"], second["total2"]) == ("-20", "-20")
    # Hand 3 is a draw: nothing entered, nothing scored.
    assert [rows[2][f"deadwood{i}"] for i in (1, 2, 3)] == ["", "", ""]
    assert (rows[2]["result"], rows[2]["by"], rows[2]["outcome"]) == ("draw", "", "draw")
    # Hand 4: Cid's gin deadwood was left out and is written as 0.
    assert [rows[3][f"deadwood{i}"] for i in (1, 2, 3)] == ["3", "0", "0"]


def test_formula_like_names_get_an_apostrophe_everywhere() -> None:
    players = ("=HYPERLINK(1)", "+Bob", "@Cid")
    game = Game.start(players, Variant.BOX, first=Seats.of_box(Roles(*players)))
    game = game.record(knock("=HYPERLINK(1)", **{"=HYPERLINK(1)": 5, "+Bob": 4}))
    cells = _rows(hands_csv([game]))[0]
    # Box "=HYPERLINK(1)" knocks 5, captain "+Bob" undercuts with 4, "@Cid" sits out.
    for column in ("dealer", "box", "by", "player1"):
        assert cells[column] == "'=HYPERLINK(1)", column
    for column in ("captain", "winner", "player2"):
        assert cells[column] == "'+Bob", column
    for column in ("sitter", "player3"):
        assert cells[column] == "'@Cid", column
    assert cells["explanation"] == "'+Bob undercut =HYPERLINK(1): 10 + (5 − 4) = 11"


def test_guard_leaves_ordinary_text_alone() -> None:
    assert guard("Ann") == "Ann"
    assert guard("a=b") == "a=b"
    assert guard("") == ""
    assert [guard(t) for t in ("=1", "+1", "-1", "@1", "\t1", "\r1")] == [
        "'=1",
        "'+1",
        "'-1",
        "'@1",
        "'\t1",
        "'\r1",
    ]


def test_non_ascii_names_round_trip_through_utf8() -> None:
    players = ("Zoé", "Łukasz", "李")
    game = Game.start(players, Variant.JERSEY, first=Seats.of_jersey("李"))
    game = game.record(gin("李", **{"Zoé": 12, "Łukasz": 7})).record(DRAW)
    data = hands_csv([game]).encode("utf-8")
    rows = _rows(data.decode("utf-8"))
    assert [(r["player1"], r["player2"], r["player3"]) for r in rows] == [players, players]
    assert rows[0]["winner"] == "李"
    assert rows[0]["explanation"] == "李 went gin: 50 + 12 + 7 = 69"


def test_no_games_is_just_the_header() -> None:
    assert hands_csv([]) == ",".join(HEADER) + "\r\n"


@settings(max_examples=40, deadline=None)
@given(st.lists(games(max_hands=12), max_size=4))
def test_rows_match_the_replay(sample: list[Game]) -> None:
    rows = _rows(hands_csv(sample))
    expected = [(g, record) for g in sample for record in replay(g).hands]
    assert len(rows) == len(expected)
    for row, (game, record) in zip(rows, expected, strict=True):
        assert int(row["hand"]) == record.number
        for seat, player in enumerate(game.players, start=1):
            assert row[f"player{seat}"] == player
            assert int(row[f"points{seat}"]) == record.score.points[player]
            assert int(row[f"total{seat}"]) == record.totals[player]
