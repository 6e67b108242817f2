"""Every import in the package runs down the layers (docs/DESIGN.md, "Layers").

The checker (``tests/layers.py``) reads every module with ``ast``, so imports
inside functions, under ``TYPE_CHECKING`` and relative ones count too. The
synthetic modules below prove that it finds each kind of wrong arrow, and lets
the right ones pass, so the test on the package can fail.
"""

from __future__ import annotations

import pytest

from tests.layers import PACKAGE, Arrow, check_package, check_source, imported_names

KNOWN = frozenset(
    {
        "scorekeeper.storage.settings",
        "scorekeeper.ui.game",
        "scorekeeper.ui.game.parts",
        "scorekeeper.ui.stats_view",
        "scorekeeper.ui.stats_view.cache",
    }
)
UI_FOLDERS = frozenset({"scorekeeper.ui.game", "scorekeeper.ui.stats_view"})


def arrows(source: str, module: str, *, is_package: bool = False) -> list[Arrow]:
    """The wrong arrows of one synthetic module."""
    return check_source(
        source,
        module,
        file="synthetic.py",
        is_package=is_package,
        known=KNOWN,
        ui_folders=UI_FOLDERS,
    )


def test_no_import_in_the_package_runs_against_the_layers() -> None:
    found = check_package()
    assert found == [], "imports that run the wrong way:\n" + "\n".join(map(str, found))


def test_the_checker_reads_every_module_and_every_kind_of_import() -> None:
    assert len(list(PACKAGE.rglob("*.py"))) > 150
    source = (
        "import json\n"
        "from typing import TYPE_CHECKING\n"
        "from . import sibling\n"
        "from ..rules import cards\n"
        "if TYPE_CHECKING:\n"
        "    from scorekeeper.services.games import GameService\n"
        "def later():\n"
        "    import scorekeeper.storage.settings\n"
        "    importlib.import_module('scorekeeper.cli.replay')\n"
    )
    found = imported_names(
        source, "scorekeeper.ui.home", False, frozenset({"scorekeeper.ui.sibling"})
    )
    assert sorted(found) == [
        (1, "json"),
        (2, "typing"),
        (3, "scorekeeper.ui.sibling"),
        (4, "scorekeeper.rules"),
        (6, "scorekeeper.services.games"),
        (8, "scorekeeper.storage.settings"),
        (9, "scorekeeper.cli.replay"),
    ]


def test_a_relative_import_in_a_package_init_is_resolved_against_the_package() -> None:
    found = list(imported_names("from .cache import x\n", "scorekeeper.ui.stats_view", True, KNOWN))
    assert found == [(1, "scorekeeper.ui.stats_view.cache")]


WRONG = [
    pytest.param(
        "from scorekeeper.i18n import LANGUAGES\n",
        "scorekeeper.storage.settings",
        "scorekeeper.i18n",
        "storage is an adapter: it imports only the core (rules, stats)",
        id="adapter-imports-i18n",
    ),
    pytest.param(
        "from scorekeeper.config import load_config\n",
        "scorekeeper.storage.paths",
        "scorekeeper.config",
        "storage is an adapter: it imports only the core (rules, stats)",
        id="adapter-imports-config",
    ),
    pytest.param(
        "from scorekeeper.storage.model import GameSummary\n",
        "scorekeeper.sharing.importer",
        "scorekeeper.storage.model",
        "sharing is an adapter: it imports only the core (rules, stats)",
        id="adapter-imports-adapter",
    ),
    pytest.param(
        "from scorekeeper.services.games import GameService\n",
        "scorekeeper.rules.game",
        "scorekeeper.services.games",
        "rules is the core: it imports nothing else of the package",
        id="core-imports-services",
    ),
    pytest.param(
        "def f():\n    from scorekeeper.storage.settings import SettingsStore\n",
        "scorekeeper.ui.embedded",
        "scorekeeper.storage.settings",
        "ui reaches storage and sharing only through services, and never cli",
        id="ui-imports-storage-in-a-function",
    ),
    pytest.param(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from scorekeeper.sharing.compare import Resolution\n",
        "scorekeeper.cli.import_games",
        "scorekeeper.sharing.compare",
        "cli reaches storage and sharing only through services, and ui only to start the app",
        id="cli-imports-sharing-for-types",
    ),
    pytest.param(
        "from ...storage import settings\n",
        "scorekeeper.ui.settings.view",
        "scorekeeper.storage.settings",
        "ui reaches storage and sharing only through services, and never cli",
        id="ui-imports-storage-relatively",
    ),
    pytest.param(
        "from scorekeeper.ui.main import create_main\n",
        "scorekeeper.cli.games",
        "scorekeeper.ui.main",
        "cli reaches storage and sharing only through services, and ui only to start the app",
        id="command-imports-ui",
    ),
    pytest.param(
        "from scorekeeper.cli.common import fail\n",
        "scorekeeper.ui.embedded",
        "scorekeeper.cli.common",
        "ui reaches storage and sharing only through services, and never cli",
        id="ui-imports-cli",
    ),
    pytest.param(
        "from scorekeeper.ui.app import app\n",
        "scorekeeper.services.games",
        "scorekeeper.ui.app",
        "services imports the core, the adapters and i18n, never ui or cli",
        id="services-imports-ui",
    ),
    pytest.param(
        "import importlib\nimportlib.import_module('scorekeeper.__main__')\n",
        "scorekeeper.ui.embedded",
        "scorekeeper.__main__",
        "nothing imports scorekeeper.__main__ (it only starts the command line)",
        id="imports-main",
    ),
    pytest.param(
        "from scorekeeper.ui.stats_view.cache import PlayedGames\n",
        "scorekeeper.ui.context",
        "scorekeeper.ui.stats_view.cache",
        "a ui root module shared by the screens does not import a screen folder",
        id="ui-root-imports-screen-folder",
    ),
    pytest.param(
        "from scorekeeper.ui import game\n",
        "scorekeeper.ui.widgets",
        "scorekeeper.ui.game",
        "a ui root module shared by the screens does not import a screen folder",
        id="ui-root-imports-screen-package",
    ),
]


@pytest.mark.parametrize(("source", "module", "imported", "rule"), WRONG)
def test_the_checker_catches_a_wrong_arrow(
    source: str, module: str, imported: str, rule: str
) -> None:
    found = arrows(source, module)
    line = source.rstrip("\n").count("\n") + 1
    assert found == [Arrow("synthetic.py", line, imported, rule)]
    assert str(found[0]) == f"synthetic.py:{line}: imports {imported}: {rule}"


RIGHT = [
    ("scorekeeper.rules.game", "scorekeeper.stats.model"),
    ("scorekeeper.rules.game", "scorekeeper.sharing.codes"),
    ("scorekeeper.rules.languages", "scorekeeper.i18n"),
    ("scorekeeper.storage.model", "scorekeeper.services.records"),
    ("scorekeeper.config", "scorekeeper.services.data_folder"),
    ("scorekeeper.services.records", "scorekeeper.ui.home"),
    ("scorekeeper.config", "scorekeeper.cli.app"),
    ("scorekeeper.ui.main", "scorekeeper.cli.app"),
    ("scorekeeper.cli.dispatch", "scorekeeper.ui.embedded"),
    ("scorekeeper.cli.dispatch", "scorekeeper.__main__"),
    ("scorekeeper.ui.game.parts", "scorekeeper.ui.app"),
    ("scorekeeper.ui.game.parts", "scorekeeper.ui.stats_view.view"),
    ("scorekeeper.ui.context", "scorekeeper.ui.game.table"),
    ("flet", "scorekeeper.ui.widgets"),
]
"""(imported, importer): arrows that run the right way."""


@pytest.mark.parametrize(("imported", "module"), RIGHT)
def test_the_checker_lets_a_right_arrow_pass(imported: str, module: str) -> None:
    assert arrows(f"from {imported} import x\n", module) == []


def test_a_screen_folder_may_import_its_own_modules() -> None:
    assert arrows("from . import parts\n", "scorekeeper.ui.game", is_package=True) == []
