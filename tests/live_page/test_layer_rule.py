"""The live page's layer: the core, i18n, services and the pure view models (``views``); only
the web server imports it. Synthetic modules prove the checker (``tests/layers.py``) finds each
wrong arrow, so its pass on the package means something."""

from __future__ import annotations

import pytest

from tests.layers import check_source

KNOWN = frozenset(
    {
        "scorekeeper.live_page.render",
        "scorekeeper.views.table",
        "scorekeeper.views.table_words",
        "scorekeeper.ui.game.explain",
        "scorekeeper.ui.game.table.tiles",
        "scorekeeper.storage.memory",
        "scorekeeper.services.games",
        "scorekeeper.config",
    }
)


def arrows(source: str, module: str) -> list[str]:
    return [
        arrow.rule
        for arrow in check_source(
            source,
            module,
            file="synthetic.py",
            known=KNOWN,
            ui_folders=frozenset({"scorekeeper.ui.game"}),
        )
    ]


@pytest.mark.parametrize(
    "source",
    [
        "from scorekeeper.views.table import table_view",
        "from scorekeeper.views.table_words import roles_line",
        "from scorekeeper.services.games import GameService",
        "from scorekeeper.i18n import Catalog",
        "from scorekeeper.rules.game import Game",
        "from scorekeeper.live_page.render import page_html",
    ],
)
def test_the_live_page_may_read_these(source: str) -> None:
    assert arrows(source, "scorekeeper.live_page.app") == []


@pytest.mark.parametrize(
    "source",
    [
        "from scorekeeper.ui.icons import ROLE_ICONS",  # a screen module (Flet's icons)
        "from scorekeeper.ui.game.table.tiles import player_tile",  # the table's widgets
        "from scorekeeper.storage.memory import MemoryRepository",
        "from scorekeeper.config import AppConfig",
    ],
)
def test_the_live_page_may_not_read_these(source: str) -> None:
    assert arrows(source, "scorekeeper.live_page.app") != []


def test_only_the_web_server_mounts_the_live_page() -> None:
    source = "from scorekeeper.live_page.render import page_html"
    assert arrows(source, "scorekeeper.web.server") == []
    assert arrows(source, "scorekeeper.web.table_server") == []
    assert arrows(source, "scorekeeper.ui.home") != []
    assert arrows(source, "scorekeeper.cli.app") != []
    assert arrows(source, "scorekeeper.views.table") != []
