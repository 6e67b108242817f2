"""Names listed in a sentence join with the language's "and": "Ben and Cleo tied" (issue 34)."""

from __future__ import annotations

import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import names_in_a_sentence

CATALOG = Catalog.load()


@pytest.mark.parametrize(
    ("language", "players", "said"),
    [
        ("en", ("Ben", "Cleo"), "Ben and Cleo"),
        ("en", ("Ann", "Ben", "Cleo"), "Ann, Ben and Cleo"),
        ("en", ("Ben",), "Ben"),
        ("nl", ("Ben", "Cleo"), "Ben en Cleo"),
        ("de", ("Ann", "Ben", "Cleo"), "Ann, Ben und Cleo"),
        ("pl", ("Grażyna", "Bartłomiej"), "Grażyna i Bartłomiej"),
        ("ms", ("Ben", "Cleo"), "Ben dan Cleo"),
    ],
)
def test_names_in_a_sentence_join_with_and(
    language: str, players: tuple[str, ...], said: str
) -> None:
    assert names_in_a_sentence(Locale(CATALOG, language, lambda _: None), players) == said


def test_a_tie_at_the_cut_reads_as_a_sentence() -> None:
    locale = Locale(CATALOG, "en", lambda _: None)
    tied = names_in_a_sentence(locale, ("Ben", "Cleo"))
    assert locale.t("setup.cut.redraw", players=tied).startswith("Ben and Cleo tied:")
