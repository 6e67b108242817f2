"""Every import in the package runs down the layers (docs/DESIGN.md, "Layers").

The checker (``tests/layers.py``) reads every module with ``ast``, so imports
inside functions, under ``TYPE_CHECKING`` and relative ones count too. The
synthetic modules below prove that it finds each kind of wrong arrow, and lets
the right ones pass, so the test on the package can fail. The same reading
finds import circles (inside a package or across packages), where an import
under ``TYPE_CHECKING`` does not count; synthetic modules prove that too.
"""

from __future__ import annotations

import pytest

from tests.layers import (
    ENTRY,
    HOOK_RULE,
    PACKAGE,
    RULES,
    Arrow,
    Circle,
    check_entry,
    check_hooks,
    check_package,
    check_source,
    circles,
    draws,
    flet_controls,
    hook_arrows,
    import_graph,
    imported_names,
    package_sources,
    runtime_imports,
    ui_tops,
)

UI_RULE = RULES["ui"]
CLI_RULE = RULES["cli"]
WEB_RULE = RULES["web"]
START_RULE = RULES["start"]
COMPOSE_RULE = RULES["compose"]
VIEWS_RULE = RULES["views"]

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
UI_TOPS = frozenset({"scorekeeper.ui.app"})
"""The synthetic tree's top: nothing in its ``ui`` imports ``ui.app`` (see ``ui_tops``)."""


def arrows(source: str, module: str, *, is_package: bool = False) -> list[Arrow]:
    """The wrong arrows of one synthetic module."""
    return check_source(
        source,
        module,
        file="synthetic.py",
        is_package=is_package,
        known=KNOWN,
        ui_folders=UI_FOLDERS,
        ui_tops=UI_TOPS,
    )


def test_no_import_in_the_package_runs_against_the_layers() -> None:
    found = check_package()
    assert found == [], "imports that run the wrong way:\n" + "\n".join(map(str, found))


def test_no_hook_imports_a_drawing_module() -> None:
    found = check_hooks()
    assert found == [], "hooks that import a drawing module:\n" + "\n".join(map(str, found))


DRAWING_VIEW = (
    "import flet as ft\n"
    "from dataclasses import dataclass\n"
    "@dataclass\n"
    "class PickActions:\n"
    "    on_pick: object\n"
    "def picker(actions):\n"
    "    return ft.Column([ft.Text('pick')])\n"
)
PURE_MODEL = (
    "from dataclasses import dataclass\n@dataclass\nclass PickActions:\n    on_pick: object\n"
)


def test_a_hook_that_imports_its_view_for_the_actions_is_caught() -> None:
    controls = flet_controls()
    hook = "from scorekeeper.ui.pick.view import PickActions\n"
    sources = {"scorekeeper.ui.pick.view": DRAWING_VIEW, "scorekeeper.ui.pick.hook": hook}
    assert hook_arrows(sources, controls) == [
        Arrow("scorekeeper/ui/pick/hook.py", 1, "scorekeeper.ui.pick.view", HOOK_RULE)
    ]
    turned = {
        "scorekeeper.ui.pick.view": DRAWING_VIEW,
        "scorekeeper.ui.pick.model": PURE_MODEL,
        "scorekeeper.ui.pick.hook": "from scorekeeper.ui.pick.model import PickActions\n",
    }
    assert hook_arrows(turned, controls) == []


def test_a_control_is_drawing_but_a_service_or_a_value_is_not() -> None:
    controls = flet_controls()
    assert draws("import flet as ft\nft.Text('a')\n", controls)
    assert draws("def f():\n    return ft.Container(content=None)\n", controls)
    assert not draws("async def f():\n    await ft.FilePicker().pick_files()\n", controls)
    assert not draws("async def f():\n    await ft.Clipboard().set('a')\n", controls)
    assert not draws("ft.Ref()\nft.Padding(1, 2, 3, 4)\nft.Colors.ERROR\n", controls)


def test_the_build_entry_only_starts_the_app() -> None:
    assert ENTRY.is_file()
    assert check_entry() == []
    right = "import json\nfrom scorekeeper.cli.entry import start\n"
    assert check_source(right, "main", file="main.py") == []
    wrong_source = "from scorekeeper.compose.root import create_main\n"
    (wrong,) = check_source(wrong_source, "main", file="main.py")
    assert wrong.imported == "scorekeeper.compose.root"
    assert "only hands over to scorekeeper.cli.entry" in wrong.rule
    (wrong,) = check_source("import scorekeeper.storage\n", "main", file="main.py")
    assert wrong.imported == "scorekeeper.storage"


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
        "scorekeeper.ui.home",
        "scorekeeper.storage.settings",
        UI_RULE,
        id="ui-imports-storage-in-a-function",
    ),
    pytest.param(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from scorekeeper.sharing.compare import Resolution\n",
        "scorekeeper.cli.import_games",
        "scorekeeper.sharing.compare",
        CLI_RULE,
        id="cli-imports-sharing-for-types",
    ),
    pytest.param(
        "from ...storage import settings\n",
        "scorekeeper.ui.settings.view",
        "scorekeeper.storage.settings",
        UI_RULE,
        id="ui-imports-storage-relatively",
    ),
    pytest.param(
        "from scorekeeper.ui.home import home\n",
        "scorekeeper.cli.app",
        "scorekeeper.ui.home",
        CLI_RULE,
        id="the-app-command-imports-ui",
    ),
    pytest.param(
        "from scorekeeper.web.server import bind\n",
        "scorekeeper.cli.app",
        "scorekeeper.web.server",
        CLI_RULE,
        id="the-app-command-imports-web",
    ),
    pytest.param(
        "from scorekeeper.cli.common import fail\n",
        "scorekeeper.start.starter",
        "scorekeeper.cli.common",
        START_RULE,
        id="starter-imports-cli",
    ),
    pytest.param(
        "def later():\n    from scorekeeper.ui.app import app\n",
        "scorekeeper.start.starter",
        "scorekeeper.ui.app",
        START_RULE,
        id="starter-imports-ui",
    ),
    pytest.param(
        "from scorekeeper.compose.root import create_main\n",
        "scorekeeper.start.starter",
        "scorekeeper.compose.root",
        START_RULE,
        id="starter-imports-the-composition-root",
    ),
    pytest.param(
        "from scorekeeper.live_page.app import live_app\n",
        "scorekeeper.start.starter",
        "scorekeeper.live_page.app",
        START_RULE,
        id="starter-imports-the-live-page",
    ),
    pytest.param(
        "from scorekeeper.cli.common import fail\n",
        "scorekeeper.compose.root",
        "scorekeeper.cli.common",
        COMPOSE_RULE,
        id="composition-root-imports-cli",
    ),
    pytest.param(
        "from scorekeeper.compose import load\n",
        "scorekeeper.ui.home",
        "scorekeeper.compose",
        UI_RULE,
        id="ui-imports-the-composition-package",
    ),
    pytest.param(
        "from scorekeeper.cli.common import fail\n",
        "scorekeeper.ui.home",
        "scorekeeper.cli.common",
        UI_RULE,
        id="ui-imports-cli",
    ),
    pytest.param(
        "from scorekeeper.web.join import TableGate\n",
        "scorekeeper.ui.invite.view",
        "scorekeeper.web.join",
        UI_RULE,
        id="ui-imports-web",
    ),
    pytest.param(
        "from scorekeeper.compose.root import create_main\n",
        "scorekeeper.ui.home",
        "scorekeeper.compose.root",
        UI_RULE,
        id="ui-imports-the-starter",
    ),
    pytest.param(
        "from scorekeeper.ui.kit import card\n",
        "scorekeeper.web.server",
        "scorekeeper.ui.kit",
        WEB_RULE,
        id="web-imports-a-screen",
    ),
    pytest.param(
        "from scorekeeper.ui.settings.appearance import FONTS\n",
        "scorekeeper.web.server",
        "scorekeeper.ui.settings.appearance",
        WEB_RULE,
        id="web-reads-the-settings-screen",
    ),
    pytest.param(
        "from scorekeeper.live_page.render import page_html\n",
        "scorekeeper.ui.home",
        "scorekeeper.live_page.render",
        UI_RULE,
        id="ui-imports-the-live-page",
    ),
    pytest.param(
        "from scorekeeper.services.games import GameService\n",
        "scorekeeper.views.table",
        "scorekeeper.services.games",
        VIEWS_RULE,
        id="a-view-model-imports-services",
    ),
    pytest.param(
        "from scorekeeper.ui.kit import card\n",
        "scorekeeper.views.table_words",
        "scorekeeper.ui.kit",
        VIEWS_RULE,
        id="a-view-model-imports-ui",
    ),
    pytest.param(
        "from scorekeeper.cli.entry import start\n",
        "scorekeeper.ui.main",
        "scorekeeper.cli.entry",
        UI_RULE,
        id="ui-imports-the-command-entry",
    ),
    pytest.param(
        "from scorekeeper.compose.root import create_main\n",
        "scorekeeper.web.server",
        "scorekeeper.compose.root",
        WEB_RULE,
        id="web-imports-the-starter",
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
        "scorekeeper.start.starter",
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
    ("scorekeeper.start.starter", "scorekeeper.cli.app"),
    ("scorekeeper.start.starter", "scorekeeper.cli.entry"),
    ("scorekeeper.cli.dispatch", "scorekeeper.cli.entry"),
    ("scorekeeper.cli.dispatch", "scorekeeper.__main__"),
    ("scorekeeper.ui.app", "scorekeeper.compose.root"),
    ("scorekeeper.web.devices", "scorekeeper.compose.root"),
    ("scorekeeper.start.composition", "scorekeeper.compose.app"),
    ("scorekeeper.compose", "scorekeeper.cli.app"),
    ("scorekeeper.compose", "scorekeeper.cli.entry"),
    ("scorekeeper.web.server", "scorekeeper.start.starter"),
    ("scorekeeper.services.addresses", "scorekeeper.ui.invite.view"),
    ("scorekeeper.services.addresses", "scorekeeper.web.join"),
    ("scorekeeper.views.fonts", "scorekeeper.web.server"),
    ("scorekeeper.views.table", "scorekeeper.live_page.model"),
    ("scorekeeper.views.table_words", "scorekeeper.ui.game.table.tiles"),
    ("scorekeeper.i18n.words", "scorekeeper.views.table_words"),
    ("scorekeeper.start.starter", "scorekeeper.cli.games"),
    ("scorekeeper.live_page.app", "scorekeeper.web.server"),
    ("scorekeeper.ui.game.parts", "scorekeeper.ui.app"),
    ("scorekeeper.ui.game.parts", "scorekeeper.ui.stats_view.view"),
    ("scorekeeper.ui.context", "scorekeeper.ui.game.table.view"),
    ("flet", "scorekeeper.ui.widgets"),
]
"""(imported, importer): arrows that run the right way."""


@pytest.mark.parametrize(("imported", "module"), RIGHT)
def test_the_checker_lets_a_right_arrow_pass(imported: str, module: str) -> None:
    assert arrows(f"from {imported} import x\n", module) == []


def test_a_screen_folder_may_import_its_own_modules() -> None:
    assert arrows("from . import parts\n", "scorekeeper.ui.game", is_package=True) == []


def test_no_modules_import_each_other_round_a_circle() -> None:
    found = circles(import_graph())
    assert found == [], "import circles:\n" + "\n".join(map(str, found))


def _graph(sources: dict[str, str], packages: frozenset[str] = frozenset()) -> list[Circle]:
    """The circles among synthetic modules (name -> source)."""
    known = frozenset(sources)
    return circles(
        {
            module: runtime_imports(source, module, module in packages, known)
            for module, source in sources.items()
        }
    )


def test_the_circle_finder_finds_a_circle_through_an_import_in_a_function() -> None:
    found = _graph(
        {
            "scorekeeper.rules.c": "from scorekeeper.rules.a import x\n",
            "scorekeeper.rules.a": "from scorekeeper.rules import b\n",
            "scorekeeper.rules.b": "def later():\n    from .c import y\n",
            "scorekeeper.rules.d": "from scorekeeper.rules.a import x\n",
        }
    )
    assert found == [
        Circle(
            frozenset({"scorekeeper.rules.a", "scorekeeper.rules.b", "scorekeeper.rules.c"}),
            ("scorekeeper.rules.a", "scorekeeper.rules.b", "scorekeeper.rules.c"),
        )
    ]
    assert str(found[0]) == (
        "scorekeeper.rules.a -> scorekeeper.rules.b -> scorekeeper.rules.c -> scorekeeper.rules.a"
    )


def test_an_import_for_types_only_closes_no_circle() -> None:
    sources = {
        "scorekeeper.rules.game": "from scorekeeper.rules.replaying import replay_hands\n",
        "scorekeeper.rules.replaying": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n"
            "    from scorekeeper.rules.game import Game\n"
        ),
    }
    assert _graph(sources) == []
    sources["scorekeeper.rules.replaying"] += "else:\n    import scorekeeper.rules.game\n"
    (circle,) = _graph(sources)
    assert circle.path == ("scorekeeper.rules.game", "scorekeeper.rules.replaying")


def test_importing_the_own_package_face_closes_a_circle() -> None:
    sources = {
        "scorekeeper.storage": "from scorekeeper.storage.gamefile import read_game\n",
        "scorekeeper.storage.gamefile": "from scorekeeper.storage import schema\n",
        "scorekeeper.storage.schema": "GAME_SCHEMA = 2\n",
    }
    (circle,) = _graph(sources, packages=frozenset({"scorekeeper.storage"}))
    assert circle.path == ("scorekeeper.storage", "scorekeeper.storage.gamefile")
    sources["scorekeeper.storage.gamefile"] = "from scorekeeper.storage.schema import GAME_SCHEMA\n"
    assert _graph(sources, packages=frozenset({"scorekeeper.storage"})) == []


def test_the_old_circle_of_the_start_code_is_found() -> None:
    """The circle the starter ended, written again: the finder names it, no exception lets it by."""
    (circle,) = _graph(
        {
            "scorekeeper.cli.app": "from scorekeeper.ui.embedded import run_embedded\n",
            "scorekeeper.ui.embedded": (
                "def start():\n    from scorekeeper.cli.dispatch import main\n"
            ),
            "scorekeeper.cli.dispatch": (
                "import importlib\ndef run():\n    importlib.import_module('scorekeeper.cli.app')\n"
            ),
        }
    )
    assert circle.path == (
        "scorekeeper.cli.app",
        "scorekeeper.ui.embedded",
        "scorekeeper.cli.dispatch",
    )


def test_the_graph_holds_every_module_and_only_the_packages_own() -> None:
    graph = import_graph()
    assert len(graph) == len(list(PACKAGE.rglob("*.py")))
    assert graph["scorekeeper.rules.game"] >= {"scorekeeper.rules.replaying"}
    assert all(name.startswith("scorekeeper") for targets in graph.values() for name in targets)


def test_only_a_ui_root_module_that_nothing_in_ui_imports_may_import_a_screen_folder() -> None:
    """The top (``ui.app``) assembles the screens; a root module a screen imports is shared."""
    sources = {
        "scorekeeper.ui": "",
        "scorekeeper.ui.app": "from scorekeeper.ui.game import view\n",
        "scorekeeper.ui.widgets": "from scorekeeper.ui.game import keys\n",
        "scorekeeper.ui.game": "",
        "scorekeeper.ui.game.view": "from scorekeeper.ui.widgets import card\n",
        "scorekeeper.ui.game.keys": "",
        "scorekeeper.compose.root": "from scorekeeper.ui.app import app\n",
    }
    packages = frozenset({"scorekeeper.ui", "scorekeeper.ui.game"})
    tops = ui_tops(sources, packages, frozenset({"scorekeeper.ui.game"}))
    assert tops == {"scorekeeper.ui.app"}
    rule = "a ui root module shared by the screens does not import a screen folder"
    for module, wrong in (("scorekeeper.ui.app", []), ("scorekeeper.ui.widgets", [rule])):
        found = check_source(
            sources[module],
            module,
            file="synthetic.py",
            known=frozenset(sources),
            ui_folders=frozenset({"scorekeeper.ui.game"}),
            ui_tops=tops,
        )
        assert [arrow.rule for arrow in found] == wrong


def test_every_icon_button_is_the_kits() -> None:
    """An icon button is named by its tooltip and found by its key: only ``kit.icon_action``
    builds one, so none is made without them."""
    builders = [
        module
        for module, source in package_sources().items()
        if module != "scorekeeper.ui.kit" and "ft.IconButton(" in source
    ]
    assert builders == []
