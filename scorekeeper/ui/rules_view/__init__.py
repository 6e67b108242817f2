"""The rules screen: both variants' rules, rulings and house options, in five languages.

``rules_routes()`` gives its addresses to the app's router; ``rule_link`` gives
the table screen the address of the rule behind a scored hand.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.rules_view.book import rule_link, rules_route
from scorekeeper.ui.rules_view.view import rules_view

__all__ = ["rule_link", "rules_route", "rules_routes"]


def rules_routes() -> list[ft.Route]:
    """``/rules``, ``/rules/<variant>`` and ``/rules/<variant>/<section>``: one screen."""
    return [
        ft.Route(path="rules", component=rules_view),
        ft.Route(path="rules/:variant", component=rules_view),
        ft.Route(path="rules/:variant/:number", component=rules_view),
    ]
