"""The audit trail tells each change as the table would: edit, undo, redo, rules, take."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.rules.corrections import CorrectionKind, corrected_before
from scorekeeper.rules.errors import HandIndexError, SessionFormatError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.session import dumps_session, loads_session, session_from_dict
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from tests.rules.helpers import DRAW, box_game, knock


def _played(hands: int) -> Game:
    """A box game of ``hands`` hands nobody wins: Ann and Bob trade small knocks."""
    game = box_game(target=10_000)
    for _ in range(hands):
        roles = replay(game).next_roles
        assert roles is not None
        game = game.record(knock(roles.box, **{roles.box: 2, roles.captain: 5}))
    return game


def test_a_redo_after_an_undo_is_logged_with_the_hand_put_back() -> None:
    game = _played(3)
    undone = game.undo_last(at="t1")
    removed = undone.corrections[-1].before
    assert removed is not None
    redone = undone.redo(3, removed, at="t2")
    assert redone.hands == game.hands
    assert [(c.kind, c.hand) for c in redone.corrections] == [
        (CorrectionKind.UNDO, 3),
        (CorrectionKind.REDO, 3),
    ]
    last = redone.corrections[-1]
    assert (last.before, last.after, last.at) == (None, game.hands[2], "t2")


def test_a_redo_names_the_next_hand_only() -> None:
    game = _played(3).undo_last(at="t")
    with pytest.raises(HandIndexError):
        game.redo(2, game.hands[1], at="t")


def test_a_rules_change_is_logged_with_the_rules_before_and_after() -> None:
    game = _played(2)
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 150, "gin_bonus": 20})
    changed = game.with_rules(rules, at="t")
    (correction,) = changed.corrections
    assert (correction.kind, correction.hand) == (CorrectionKind.RULES, 0)
    assert (correction.rules_before, correction.rules_after) == (game.rules, rules)
    assert changed.with_rules(rules, at="later") is changed


def test_an_edit_that_changes_nothing_is_not_logged() -> None:
    game = _played(2)
    assert game.edit(1, replace(game.hands[0], seats=None), at="t") is game


def test_taking_theirs_where_only_hand_13_differs_logs_hand_13_alone() -> None:
    mine = _played(14)
    theirs = mine.edit(
        13,
        knock(
            mine.hands[12].by or "",
            **{name: value + 1 for name, value in mine.hands[12].deadwood.items()},
        ),
        at="on their phone",
    )
    theirs = replace(theirs, id="their-id")
    taken = mine.take(theirs, at="t")
    assert taken.id == mine.id
    assert taken.hands == theirs.hands
    log = [c for c in taken.corrections if c.kind is CorrectionKind.TAKE]
    assert [(c.hand, c.before, c.after) for c in log] == [(13, mine.hands[12], theirs.hands[12])]
    # Their own edit of hand 13 came with their record, told as theirs.
    assert [c.kind for c in taken.corrections] == [CorrectionKind.EDIT, CorrectionKind.TAKE]


def test_taking_a_record_with_a_hand_more_logs_that_hand_as_added() -> None:
    mine = _played(4)
    theirs = mine.record(DRAW)
    log = mine.take(theirs, at="t").corrections
    assert [(c.kind, c.hand, c.before) for c in log] == [(CorrectionKind.TAKE, 5, None)]
    fewer = theirs.take(mine, at="t").corrections
    assert [(c.hand, c.after) for c in fewer] == [(5, None)]


def test_taking_theirs_with_other_rules_logs_the_rules() -> None:
    mine = _played(2)
    to_200 = HouseRules.from_options(house_options(Variant.BOX), {"target": 200})
    theirs = mine.with_rules(to_200, at="x")
    taken = mine.take(replace(theirs, corrections=()), at="t")
    (correction,) = taken.corrections
    assert (correction.kind, correction.hand) == (CorrectionKind.TAKE, 0)
    assert correction.rules_after == theirs.rules


def test_taking_an_identical_record_changes_nothing() -> None:
    mine = _played(5)
    assert mine.take(replace(mine, id="x", created="y"), at="t") is mine


def test_every_kind_survives_the_session_file() -> None:
    mine = _played(4)
    game = mine.undo_last(at="a")
    removed = game.corrections[-1].before
    assert removed is not None
    game = game.redo(4, removed, at="b")
    game = game.edit(2, knock("Cid", Ann=9, Cid=1), at="c")
    to_9000 = HouseRules.from_options(house_options(Variant.BOX), {"target": 9_000})
    game = game.with_rules(to_9000, at="d")
    game = game.take(mine.record(DRAW), at="e")
    kinds = [c.kind for c in game.corrections]
    assert set(kinds) == set(CorrectionKind)
    assert loads_session(dumps_session(game)) == game


def test_corrections_of_an_old_file_still_read() -> None:
    document = {
        "variant": "box",
        "players": ["Ann", "Bob", "Cid"],
        "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
        "hands": [],
        "corrections": [
            {
                "kind": "undo",
                "hand": 1,
                "before": {"result": "knock", "by": "Ann", "deadwood": {"Ann": 1, "Bob": 9}},
                "after": None,
                "at": "2026-11-30T20:00:00Z",
            }
        ],
    }
    (correction,) = session_from_dict(document).corrections
    assert (correction.kind, correction.hand, correction.after) == (CorrectionKind.UNDO, 1, None)


@pytest.mark.parametrize(
    ("kind", "hand", "before", "after"),
    [("redo", 2, None, None), ("edit", 1, {"result": "draw"}, None), ("rules", 0, None, None)],
)
def test_a_correction_without_what_changed_is_refused(
    kind: str, hand: int, before: object, after: object
) -> None:
    document = {
        "variant": "box",
        "players": ["Ann", "Bob", "Cid"],
        "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
        "corrections": [{"kind": kind, "hand": hand, "before": before, "after": after}],
    }
    with pytest.raises(SessionFormatError, match=f"a {kind} correction"):
        session_from_dict(document)


def test_the_table_names_the_corrected_hand_that_moved_a_later_one() -> None:
    game = box_game().record(knock("Ann", Ann=5, Bob=12)).record(knock("Cid", Ann=20, Cid=3))
    fixed = game.edit(1, knock("Bob", Ann=12, Bob=5), at="t")
    assert corrected_before(fixed.corrections, 2) == 1
    assert corrected_before(fixed.corrections, 1) is None
