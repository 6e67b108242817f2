"""One way to register a screen: each area's ``routes.py``, listed once in ``ui.app.AREAS``."""

from __future__ import annotations

import importlib
from pathlib import Path

import flet as ft

import scorekeeper.ui
from scorekeeper.ui.app import AREAS, routes

UI = Path(scorekeeper.ui.__file__).parent


def test_routes_are_made_only_in_the_areas_routes_modules() -> None:
    makers = sorted(
        str(path.relative_to(UI))
        for path in UI.rglob("*.py")
        if "ft.Route(" in path.read_text(encoding="utf-8")
    )
    assert makers
    wiring = ("app.py", "navigation.py")  # the start screen, and the stack built of them all
    assert [m for m in makers if m not in wiring and not m.endswith("/routes.py")] == []


def test_every_area_with_routes_is_listed_once_in_the_app() -> None:
    areas = sorted(path.parent.name for path in UI.glob("*/routes.py"))
    modules = [importlib.import_module(f"scorekeeper.ui.{area}.routes") for area in areas]
    assert sorted(area.__module__ for area in AREAS) == [m.__name__ for m in modules]
    assert all(m.routes in AREAS for m in modules)


def test_each_address_is_registered_once() -> None:
    def paths(found: list[ft.Route], base: str = "") -> list[str]:
        out: list[str] = []
        for route in found:
            path = f"{base}/{route.path or ''}".replace("//", "/")
            out += [path, *paths(route.children or [], path)]
        return out

    every = paths(routes())
    assert len(every) == len(set(every))
    assert {"/new", "/stats", "/settings", "/settings/backup", "/referee", "/invite"} <= set(every)
