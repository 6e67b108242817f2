"""Find every import in the package that runs against the layers (docs/DESIGN.md, "Layers").

Used by ``test_layers`` on every module of ``scorekeeper``. Kept apart from the
test so that a synthetic module can be checked the same way, which proves the
checker finds a wrong arrow at all.

Every import counts, wherever it is written: at the top, inside a function,
under ``if TYPE_CHECKING:``, relative (resolved against the importing module)
and ``importlib.import_module("...")`` with a literal name (how the command
line loads its sub-commands). A type-only import is still an arrow: the reader
of the module has to know the other layer to follow it.

The layers, from the bottom (each may import its own package and what is
listed):

- the core: ``rules`` (nothing else), ``stats`` (``rules``);
- the adapters: ``storage``, ``sharing`` and ``config`` (the core only; never
  each other);
- ``i18n``, the texts (the core only);
- ``services``, the use cases (the core, the adapters, ``i18n``);
- ``ui`` and ``cli`` (the core, ``i18n``, ``services``, ``config``); the
  commands that start the app (``cli/app.py``, ``cli/launch.py``) may also
  import ``ui``, and ``ui/embedded.py`` the command itself (``cli/dispatch.py``);
- ``scorekeeper/__main__.py`` (``cli``); nothing imports it.

Inside ``ui``, a module at the root (shared by the screens) does not import a
screen folder (a sub-package), except the modules that assemble the screens:
see :data:`UI_WIRING`.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "scorekeeper"

CORE = frozenset({"rules", "stats"})
ADAPTERS = frozenset({"storage", "sharing", "config"})

MAY_IMPORT: Mapping[str, frozenset[str]] = {
    "": frozenset(),
    "rules": frozenset({"rules"}),
    "stats": frozenset({"stats", "rules"}),
    "storage": frozenset({"storage"}) | CORE,
    "sharing": frozenset({"sharing"}) | CORE,
    "config": frozenset({"config"}) | CORE,
    "i18n": frozenset({"i18n"}) | CORE,
    "services": frozenset({"services", "i18n"}) | CORE | ADAPTERS,
    "ui": frozenset({"ui", "i18n", "services", "config"}) | CORE,
    "cli": frozenset({"cli", "i18n", "services", "config"}) | CORE,
    "__main__": frozenset({"cli"}),
}
"""Which parts of the package each part may import (its part: the name after ``scorekeeper.``)."""

RULES: Mapping[str, str] = {
    "": "the package's __init__ imports nothing of its own",
    "rules": "rules is the core: it imports nothing else of the package",
    "stats": "stats is the core: it imports only rules",
    "storage": "storage is an adapter: it imports only the core (rules, stats)",
    "sharing": "sharing is an adapter: it imports only the core (rules, stats)",
    "config": "config is an adapter: it imports only the core (rules, stats)",
    "i18n": "i18n holds the texts: it imports only the core (rules, stats)",
    "services": "services imports the core, the adapters and i18n, never ui or cli",
    "ui": "ui reaches storage and sharing only through services, and never cli",
    "cli": "cli reaches storage and sharing only through services, and ui only to start the app",
    "__main__": "__main__ only dispatches to cli",
}
"""The rule each part's :data:`MAY_IMPORT` stands for, as the failure message says it."""

MAY_IMPORT_UI = frozenset({"scorekeeper.cli.app", "scorekeeper.cli.launch"})
"""The commands that start the app, the only modules of ``cli`` that may import ``ui``."""

UI_TO_CLI: Mapping[str, str] = {"scorekeeper.ui.embedded": "scorekeeper.cli.dispatch"}
"""The one arrow from ``ui`` to ``cli``: ``python -m scorekeeper.ui.main`` (what a built
app runs) outside a built app is the ``scorekeeper`` command with no arguments."""

UI_WIRING = frozenset(
    {"scorekeeper.ui.app", "scorekeeper.ui.main", "scorekeeper.ui.server", "scorekeeper.ui.home"}
)
"""The ui root modules that assemble screens, so they may import the screen folders.

``app`` registers every area's routes; ``main`` is the composition root (it
builds the services and the session's appearance); ``server`` puts the web
server together from ``ui/web``; ``home`` is the first screen, the one place
that gathers the other areas' entry points (the problems notice, starting a
game). Every other root module (context, widgets, keys, texts, navigation, ...)
is shared by the screens, so it must not depend on one of them.
"""


@dataclass(frozen=True, slots=True)
class Arrow:
    """One import that runs the wrong way."""

    file: str
    line: int
    imported: str
    rule: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: imports {self.imported}: {self.rule}"


def module_name(path: Path, package: Path = PACKAGE) -> str:
    """The dotted name of the module in ``path`` (a package's ``__init__`` is the package)."""
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(
    source: str, module: str, is_package: bool, known: frozenset[str]
) -> Iterator[tuple[int, str]]:
    """Each module ``source`` imports, with its line: every import anywhere in the file.

    ``from a import b`` names ``a.b`` when that is a module of the package
    (``known``), else ``a``. Relative imports are resolved against ``module``.
    """
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                yield node.lineno, candidate if candidate in known else base
        elif isinstance(node, ast.Call) and _is_import_module(node.func):
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield node.lineno, first.value


def _is_import_module(func: ast.expr) -> bool:
    if isinstance(func, ast.Attribute):
        return func.attr == "import_module"
    return isinstance(func, ast.Name) and func.id in {"import_module", "__import__"}


def _part(module: str) -> str:
    """``rules`` for ``scorekeeper.rules.cards``; ``""`` for the package itself."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def wrong_way(importer: str, imported: str, ui_folders: frozenset[str]) -> str | None:
    """The rule ``importer`` breaks by importing ``imported``, or None when the arrow is right."""
    if imported != "scorekeeper" and not imported.startswith("scorekeeper."):
        return None
    source, target = _part(importer), _part(imported)
    if target == "__main__":
        return "nothing imports scorekeeper.__main__ (it only starts the command line)"
    if source == "cli" and target == "ui" and importer in MAY_IMPORT_UI:
        return None
    if UI_TO_CLI.get(importer) == imported:
        return None
    if imported != "scorekeeper" and target not in MAY_IMPORT[source]:
        return RULES[source]
    if (
        source == "ui"
        and importer.count(".") <= 2
        and importer not in ui_folders
        and importer not in UI_WIRING
        and imported.count(".") >= 2
        and ".".join(imported.split(".")[:3]) in ui_folders
    ):
        return "a ui root module shared by the screens does not import a screen folder"
    return None


def check_source(
    source: str,
    module: str,
    *,
    file: str,
    is_package: bool = False,
    known: frozenset[str] = frozenset(),
    ui_folders: frozenset[str] = frozenset(),
) -> list[Arrow]:
    """Every wrong arrow in one module's ``source``."""
    arrows: dict[tuple[int, str], Arrow] = {}
    for line, imported in imported_names(source, module, is_package, known):
        rule = wrong_way(module, imported, ui_folders)
        if rule is not None:
            arrows.setdefault((line, imported), Arrow(file, line, imported, rule))
    return sorted(arrows.values(), key=lambda arrow: (arrow.line, arrow.imported))


def check_package(package: Path = PACKAGE) -> list[Arrow]:
    """Every wrong arrow in every module of ``package``."""
    files = sorted(package.rglob("*.py"))
    known = frozenset(module_name(path, package) for path in files)
    ui_folders = frozenset(
        module_name(path, package)
        for path in files
        if path.name == "__init__.py" and path.parent.parent == package / "ui"
    )
    arrows = []
    for path in files:
        arrows += check_source(
            path.read_text(encoding="utf-8"),
            module_name(path, package),
            file=path.relative_to(package.parent).as_posix(),
            is_package=path.name == "__init__.py",
            known=known,
            ui_folders=ui_folders,
        )
    return arrows
