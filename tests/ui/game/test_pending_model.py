"""The open sheet kept across a server restart reads back exactly, and bad text is dropped."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.rules.cards import parse_cards
from scorekeeper.rules.hands import Result
from scorekeeper.services.open_sheets import OpenSheets
from scorekeeper.ui.game.sheet.model import Draft
from scorekeeper.ui.game.sheet.pending_model import Pending, pending_of, pending_text


def test_a_kept_sheet_reads_back_as_it_was() -> None:
    draft = Draft(
        Result.KNOCK,
        "Ann",
        {"Ann": "3", "Bob": "25"},
        "Bob",
        {"Ann": parse_cards("AS 2S 3S")},
        fresh=True,
    )
    kept = Pending(None, "rev1", draft)
    assert pending_of(pending_text(kept)) == kept
    assert pending_of(pending_text(Pending(4, "rev2", Draft(Result.DRAW)))) == Pending(
        4, "rev2", Draft(Result.DRAW, fresh=True)
    )


def test_text_that_does_not_read_back_is_dropped() -> None:
    for text in (None, "", "{", "[]", '{"number": 1}', 7):
        assert pending_of(text) is None


def test_the_data_folder_keeps_one_sheet_per_game_until_dropped(tmp_path: Path) -> None:
    sheets = OpenSheets(tmp_path)
    assert sheets.kept("g1") is None
    sheets.keep("g1", "phone A", "text 1")
    sheets.keep("g1", "phone A", "text 2")
    found = sheets.kept("g1")
    assert found is not None and (found.phone, found.text) == ("phone A", "text 2")
    sheets.drop("g1")
    assert sheets.kept("g1") is None
    sheets.drop("g1")  # dropping twice is fine
