"""The screens as a stack: what the phone's back button and back swipe go back through.

Why: with ``ft.Router(..., manage_views=True)`` each matched level of the route
tree becomes one view of ``page.views``, and Flutter's navigator can only pop
(Android's back button, iOS's back swipe, the app bar's back arrow) when there
is a view below the top one; with a single view, back leaves the app. Declared
flat, every screen was a stack of one: back on the table closed the app.

:func:`stacked` nests the flat route list under the start screen, and each
route under the one whose address its own address extends (``/game/{id}/hands/{n}``
under ``/game/{id}``), so the stack is ``[home, ..., parent, screen]``. The
Router's own pop handler then goes to the parent's address, one screen back,
and only on the start screen does back leave the app. Routes of one screen at
several addresses (``/rules``, ``/rules/box``) stay one screen: back from any of
them goes to the screen before.

Only the top view is the real screen; the views below it are empty stand-ins
(:func:`covered`) until back reveals them, when the Router navigates there and
the screen is built afresh. So a screen costs what it did before it had views
beneath it: the table of a long game is not rebuilt under its share screen, and
Home's "resume the running game" runs only when Home itself is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import flet as ft

__all__ = ["stacked"]


def stacked(routes: list[ft.Route]) -> list[ft.Route]:
    """``routes`` (one index route plus paths) nested into one stack under the index."""
    (index,) = [route for route in routes if route.index]
    others = [route for route in routes if not route.index]
    assert index.component is not None, "the start screen needs a component"
    home = ft.Route(path="", component=_on_top(index.component), children=_nest(others))
    return [home]


@ft.component
def level(screen: Callable[[], Any]) -> Any:
    """One view of the stack: the screen when it is on top, else a stand-in."""
    here = ft.use_view_path()
    if here != ft.use_route_location():
        return covered(here)
    return screen()


@ft.component
def covered(route: str) -> ft.View:
    """An empty view standing for a screen under the top one (what back goes to)."""
    return ft.View(route=route, controls=[])


def _on_top(screen: Callable[[], Any]) -> Callable[[], Any]:
    return lambda: level(screen)


def _nest(routes: list[ft.Route]) -> list[ft.Route]:
    segments = {id(route): _segments(route) for route in routes}
    parents: dict[int, ft.Route | None] = {}
    for route in routes:
        own = segments[id(route)]
        candidates = [
            other
            for other in routes
            if other is not route
            and other.component is not route.component
            and len(segments[id(other)]) < len(own)
            and own[: len(segments[id(other)])] == segments[id(other)]
        ]
        parents[id(route)] = max(candidates, key=lambda o: len(segments[id(o)]), default=None)

    def build(route: ft.Route, base: tuple[str, ...]) -> ft.Route:
        own = segments[id(route)]
        kids = [build(child, own) for child in routes if parents[id(child)] is route]
        return replace(
            route,
            path="/".join(own[len(base) :]),
            component=_on_top(route.component) if route.component else None,
            children=[*(_covering(c) for c in route.children or []), *kids] or None,
        )

    return [build(route, ()) for route in routes if parents[id(route)] is None]


def _covering(route: ft.Route) -> ft.Route:
    """A route declared nested already: its screens are stacked like the rest."""
    return replace(
        route,
        component=_on_top(route.component) if route.component else None,
        children=[_covering(c) for c in route.children] if route.children else None,
    )


def _segments(route: ft.Route) -> tuple[str, ...]:
    return tuple(part for part in (route.path or "").split("/") if part)
