"""Every game screen in every language: no crash, and the words come from the catalogues."""

from __future__ import annotations

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from tests.storage.helpers import append_hand

from ..conftest import StartUi
from .steps import enter

PLAYERS = ("Ann", "Bob", "Cid")


@pytest.mark.parametrize("language", LANGUAGES)
def test_table_sheet_detail_and_end_speak_the_language(
    start_ui: StartUi, repository: GameRepository, catalog: Catalog, language: str
) -> None:
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 30})
    game = GameService(repository).create(
        PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)), rules=rules
    )
    append_hand(repository, game.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Bob": 9}))
    ui = start_ui(route=f"/game/{game.id}", language=language)
    t = catalog.translate
    assert ui.has_text(t("table.record", language))
    assert ui.has_text(t("table.role.box", language))
    ui.click(keys.TABLE_RECORD)
    enter(ui, "knock", 0)
    assert ui.has_text(t("sheet.sitter_reason", language, player="Bob"))
    assert ui.has_text(t("sheet.deadwood_of", language, player="Ann"))
    for digit in (1, 2):
        ui.click(keys.pad_digit(digit))
    assert ui.has_text(t("sheet.refusal.knock_limit", language, player="Ann", value=12, limit=10))
    ui.click(keys.SHEET_CLOSE)
    ui.go(f"/game/{game.id}/hands/1")
    assert ui.has_text(t("detail.edit", language))
    assert ui.has_text(
        t("explain.box.knock", language, winner="Ann", loser="Bob", k=2, d=9, points=7)
    )
    ui.go("/new")
    assert ui.has_text(t("setup.first", language))
    append_hand(repository, game.id, HandEntry(Result.GIN, "Ann", {"Cid": 30}))
    ui.go(f"/game/{game.id}/end")
    assert ui.has_text(t("end.wins", language, winner="Ann"))
