"""The addresses of the rules screen, for the app's router (``scorekeeper.ui.app``)."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.rules_view.view import rules_view


def routes() -> list[ft.Route]:
    """``/rules``, ``/rules/<variant>`` and ``/rules/<variant>/<section>``: one screen."""
    return [
        ft.Route(path="rules", component=rules_view),
        ft.Route(path="rules/:variant", component=rules_view),
        ft.Route(path="rules/:variant/:number", component=rules_view),
    ]
