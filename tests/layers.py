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
- the adapters: ``storage``, ``sharing``, ``cardreading`` and ``config`` (the
  core only; never each other);
- ``i18n``, the texts (the core only);
- ``services``, the use cases (the core, the adapters, ``i18n``);
- ``views``, the pure view models the shells share (the core and ``i18n``);
- ``live_page``, the light page for the other phones at the table (the core,
  ``i18n``, ``services``, ``views``; never Flet);
- the shells: ``ui``, the screens (the core, ``i18n``, ``services``,
  ``config``, ``views``), and ``web``, the HTTP server (the same, and the live
  page it mounts); neither imports the other;
- ``start``, the one starter (the shell it starts, ``web``, and what it stands
  on, but not the live page ``web`` mounts; never ``ui``: it runs the app it is
  handed, never ``compose`` nor ``cli``);
- ``compose``, the composition root (what the app is put together from: ``ui``,
  ``web``, ``start`` it hands the app to, and what they stand on; never ``cli``);
- ``cli``, the commands (the core, ``i18n``, ``services``, ``config``, and
  ``start`` and ``compose`` to start the app);
- ``scorekeeper/__main__.py`` (``cli``); nothing imports it;
- the entry: the top-level ``main.py`` that ``flet build`` runs (outside the
  package) imports only :data:`ENTRY_START` (the start).

Inside ``ui``, a module at the root that another module of ``ui`` imports is
shared by the screens, so it does not import a screen folder (a sub-package). A
root module that nothing in ``ui`` imports is a top, which assembles the screens
(``ui.app``), and may: see :func:`ui_tops`.

A screen is a model, a hook and a view: a hook (a module named ``*hook*.py``)
holds state and actions and imports no drawing module, one that builds a Flet
control (:func:`draws`), so what a view needs of a hook (its actions) is defined
beside the state, never in the drawing: see :func:`check_hooks`.

No import circle either (:func:`circles`): for that reading an import under
``if TYPE_CHECKING:`` does not count (it never runs), one inside a function
does, and ``from package import name`` imports the package's ``__init__`` (its
face) as well as the module ``name``, as Python runs it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "scorekeeper"

CORE = frozenset({"rules", "stats"})
ADAPTERS = frozenset({"storage", "sharing", "cardreading", "config"})

MAY_IMPORT: Mapping[str, frozenset[str]] = {
    "": frozenset(),
    "rules": frozenset({"rules"}),
    "stats": frozenset({"stats", "rules"}),
    "storage": frozenset({"storage"}) | CORE,
    "sharing": frozenset({"sharing"}) | CORE,
    "cardreading": frozenset({"cardreading"}) | CORE,
    "config": frozenset({"config"}) | CORE,
    "i18n": frozenset({"i18n"}) | CORE,
    "services": frozenset({"services", "i18n"}) | CORE | ADAPTERS,
    "views": frozenset({"views", "i18n"}) | CORE,
    "ui": frozenset({"ui", "i18n", "services", "config", "views"}) | CORE,
    "cli": frozenset({"cli", "start", "compose", "i18n", "services", "config"}) | CORE,
    "web": frozenset({"web", "live_page", "i18n", "services", "config", "views"}) | CORE,
    "start": frozenset({"start", "web", "i18n", "services", "config"}) | CORE,
    "compose": (
        frozenset({"compose", "start", "ui", "web", "i18n", "services", "config", "views"}) | CORE
    ),
    "live_page": frozenset({"live_page", "i18n", "services", "views"}) | CORE,
    "__main__": frozenset({"cli"}),
}
"""Which parts of the package each part may import (its part: the name after ``scorekeeper.``)."""

RULES: Mapping[str, str] = {
    "": "the package's __init__ imports nothing of its own",
    "rules": "rules is the core: it imports nothing else of the package",
    "stats": "stats is the core: it imports only rules",
    "storage": "storage is an adapter: it imports only the core (rules, stats)",
    "sharing": "sharing is an adapter: it imports only the core (rules, stats)",
    "cardreading": "cardreading is an adapter: it imports only the core (rules, stats)",
    "config": "config is an adapter: it imports only the core (rules, stats)",
    "i18n": "i18n holds the texts: it imports only the core (rules, stats)",
    "services": "services imports the core, the adapters and i18n, never ui or cli",
    "views": "views are pure view models: they import only the core and i18n",
    "ui": (
        "ui reaches storage and sharing only through services,"
        " and never another shell (cli, web, start, live_page)"
    ),
    "cli": (
        "cli reaches storage and sharing only through services, and the app only through"
        " the starter and the composition root (compose)"
    ),
    "web": (
        "web is the HTTP server: it imports the core, i18n, services, config, views"
        " and the live page it mounts, never ui"
    ),
    "start": (
        "start runs the app it is handed: it imports the web server it starts and what that"
        " stands on, never ui, compose or cli"
    ),
    "compose": (
        "compose puts the app together from ui, web and start and what they stand on, never cli"
    ),
    "live_page": "live_page imports the core, i18n, services and views, never Flet or ui",
    "__main__": "__main__ only dispatches to cli",
}
"""The rule each part's :data:`MAY_IMPORT` stands for, as the failure message says it."""

ENTRY = ROOT / "main.py"
"""What ``flet build`` runs (``[tool.flet.app] module = "main"``): the top-level ``main.py``."""
ENTRY_MODULE = "main"
ENTRY_START = "scorekeeper.cli.entry"
"""The only module the entry may import: it starts the app, embedded or not."""


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
        yield from _names_of(node, package, known, faces=False)


def _names_of(
    node: ast.AST, package: str, known: frozenset[str], *, faces: bool
) -> Iterator[tuple[int, str]]:
    """The modules one import node names; with ``faces``, the package of a ``from`` too."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            yield node.lineno, alias.name
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            anchor = package.split(".")
            anchor = anchor[: len(anchor) - (node.level - 1)]
            base = ".".join([*anchor, base] if base else anchor)
        if faces and base in known:
            yield node.lineno, base
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


def wrong_way(
    importer: str,
    imported: str,
    ui_folders: frozenset[str],
    ui_tops: frozenset[str] = frozenset(),
) -> str | None:
    """The rule ``importer`` breaks by importing ``imported``, or None when the arrow is right."""
    if importer == ENTRY_MODULE:
        if imported == ENTRY_START or not imported.startswith("scorekeeper"):
            return None
        return f"main.py (what flet build runs) only hands over to {ENTRY_START}"
    if imported != "scorekeeper" and not imported.startswith("scorekeeper."):
        return None
    source, target = _part(importer), _part(imported)
    if target == "__main__":
        return "nothing imports scorekeeper.__main__ (it only starts the command line)"
    if imported != "scorekeeper" and target not in MAY_IMPORT[source]:
        return RULES[source]
    if (
        source == "ui"
        and importer.count(".") <= 2
        and importer not in ui_folders
        and importer not in ui_tops
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
    ui_tops: frozenset[str] = frozenset(),
) -> list[Arrow]:
    """Every wrong arrow in one module's ``source`` (``ui_tops``: see :func:`ui_tops`)."""
    arrows: dict[tuple[int, str], Arrow] = {}
    for line, imported in imported_names(source, module, is_package, known):
        rule = wrong_way(module, imported, ui_folders, ui_tops)
        if rule is not None:
            arrows.setdefault((line, imported), Arrow(file, line, imported, rule))
    return sorted(arrows.values(), key=lambda arrow: (arrow.line, arrow.imported))


def check_entry(path: Path = ENTRY) -> list[Arrow]:
    """Every wrong arrow in the build's entry (``main.py`` next to the package)."""
    return check_source(path.read_text(encoding="utf-8"), ENTRY_MODULE, file=path.name)


def check_package(package: Path = PACKAGE) -> list[Arrow]:
    """Every wrong arrow in every module of ``package``."""
    files = sorted(package.rglob("*.py"))
    known = frozenset(module_name(path, package) for path in files)
    ui_folders = frozenset(
        module_name(path, package)
        for path in files
        if path.name == "__init__.py" and path.parent.parent == package / "ui"
    )
    sources = package_sources(package)
    packages = frozenset(module_name(path, package) for path in files if path.name == "__init__.py")
    tops = ui_tops(sources, packages, ui_folders)
    arrows = []
    for path in files:
        module = module_name(path, package)
        arrows += check_source(
            sources[module],
            module,
            file=path.relative_to(package.parent).as_posix(),
            is_package=module in packages,
            known=known,
            ui_folders=ui_folders,
            ui_tops=tops,
        )
    return arrows


def ui_tops(
    sources: Mapping[str, str], packages: frozenset[str], ui_folders: frozenset[str]
) -> frozenset[str]:
    """The root modules of ``ui`` that no other module of ``ui`` imports.

    Such a module is a top: it assembles the screens (``ui.app`` registers every
    area's routes) and only the shells above ``ui`` import it, so its importing a
    screen folder makes no screen depend on another. Every other root module is
    shared by the screens and must not depend on one of them.
    """
    known = frozenset(sources)
    imported_in_ui = {
        imported
        for module, source in sources.items()
        if _part(module) == "ui"
        for _, imported in imported_names(source, module, module in packages, known)
        if imported != module
    }
    return frozenset(
        module
        for module in sources
        if _part(module) == "ui"
        and module.count(".") == 2
        and module not in ui_folders
        and module not in imported_in_ui
    )


HOOK_RULE = (
    "a hook holds state and actions: it imports no drawing module (one that builds a control)"
)


def flet_controls() -> frozenset[str]:
    """The names in ``flet`` that build a drawn control: its controls, not its services
    (a file picker, the clipboard), which a hook may call."""
    import flet as ft

    return frozenset(
        name
        for name in dir(ft)
        if isinstance(kind := getattr(ft, name, None), type)
        and issubclass(kind, ft.BaseControl)
        and not issubclass(kind, ft.Service)
    )


def draws(source: str, controls: frozenset[str]) -> bool:
    """Whether ``source`` builds a control: a call of ``ft.<control>(...)``."""
    return any(
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "ft"
        and node.func.attr in controls
        for node in ast.walk(ast.parse(source))
    )


def is_hook(module: str) -> bool:
    """A screen's hook: a module of ``ui`` whose name holds ``hook``."""
    return _part(module) == "ui" and "hook" in module.rpartition(".")[2]


def hook_arrows(
    sources: Mapping[str, str],
    controls: frozenset[str],
) -> list[Arrow]:
    """Every import of a drawing module by a hook, among ``sources`` (module name: source)."""
    known = frozenset(sources)
    drawing = frozenset(module for module, source in sources.items() if draws(source, controls))
    arrows = []
    for module, source in sorted(sources.items()):
        if not is_hook(module):
            continue
        for line, imported in sorted(set(imported_names(source, module, False, known))):
            if imported in drawing:
                file = module.replace(".", "/") + ".py"
                arrows.append(Arrow(file, line, imported, HOOK_RULE))
    return arrows


def package_sources(package: Path = PACKAGE) -> dict[str, str]:
    """Every module of ``package`` by name, with its source."""
    return {
        module_name(path, package): path.read_text(encoding="utf-8")
        for path in sorted(package.rglob("*.py"))
    }


def check_hooks(package: Path = PACKAGE) -> list[Arrow]:
    """Every hook of ``package`` that imports a drawing module."""
    return hook_arrows(package_sources(package), flet_controls())


@dataclass(frozen=True, slots=True)
class Circle:
    """Modules that import each other, round a circle."""

    modules: frozenset[str]
    """Every module of the circle (a strongly connected group of the import graph)."""
    path: tuple[str, ...]
    """One way round it: each module imports the next, the last the first."""

    def __str__(self) -> str:
        others = len(self.modules) - len(self.path)
        plural = "s" if others > 1 else ""
        more = f" (and {others} more module{plural} in the same circle)" if others else ""
        return " -> ".join((*self.path, self.path[0])) + more


def _runtime_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node of ``tree`` that runs: all but the bodies of ``if TYPE_CHECKING:``."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for other in node.orelse:
                yield other
                yield from _runtime_nodes(other)
            continue
        yield node
        yield from _runtime_nodes(node)


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Attribute):
        return test.attr == "TYPE_CHECKING"
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"


def runtime_imports(
    source: str, module: str, is_package: bool, known: frozenset[str]
) -> frozenset[str]:
    """The modules of ``known`` that running ``source`` imports (itself left out).

    Unlike :func:`imported_names`, an import under ``if TYPE_CHECKING:`` does not
    count, and ``from a import b`` imports ``a`` too when ``a`` is a package of
    ``known`` (its ``__init__`` runs first).
    """
    package = module if is_package else module.rpartition(".")[0]
    return frozenset(
        name
        for node in _runtime_nodes(ast.parse(source))
        for _, name in _names_of(node, package, known, faces=True)
        if name in known and name != module
    )


def import_graph(package: Path = PACKAGE) -> dict[str, frozenset[str]]:
    """Each module of ``package`` with the modules of the package it imports when run."""
    files = sorted(package.rglob("*.py"))
    known = frozenset(module_name(path, package) for path in files)
    return {
        module_name(path, package): runtime_imports(
            path.read_text(encoding="utf-8"),
            module_name(path, package),
            path.name == "__init__.py",
            known,
        )
        for path in files
    }


def circles(graph: Mapping[str, Iterable[str]]) -> list[Circle]:
    """Every import circle in ``graph``: one per group of modules that reach each other.

    Tarjan's strongly connected components, each with a shortest way from its
    first module (by name) round and back; sorted by that way.
    """
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[frozenset[str]] = []

    def visit(start: str) -> None:
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.add(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(frozenset(group))
            elif target not in index:
                index[target] = low[target] = len(index)
                stack.append(target)
                on_stack.add(target)
                work.append((target, iter(sorted(graph.get(target, ())))))
            elif target in on_stack:
                low[node] = min(low[node], index[target])

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(
        (Circle(group, _closed_path(graph, group)) for group in groups),
        key=lambda circle: circle.path,
    )


def _closed_path(graph: Mapping[str, Iterable[str]], group: frozenset[str]) -> tuple[str, ...]:
    """A shortest path from the group's first module back to itself, inside the group."""
    first = min(group)
    came_from: dict[str, str] = {}
    frontier = [first]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(graph.get(node, ())):
                if target == first:
                    path = [node]
                    while path[-1] != first:
                        path.append(came_from[path[-1]])
                    return tuple(reversed(path))
                if target in group and target not in came_from:
                    came_from[target] = node
                    following.append(target)
        frontier = following
    raise ValueError(f"{sorted(group)} is not a circle")
