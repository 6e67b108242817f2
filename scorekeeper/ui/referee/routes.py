"""The address of the stand-alone referee, for the app's router (``scorekeeper.ui.app``)."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.referee.demo import referee_demo_view


def routes() -> list[ft.Route]:
    """``/referee``: the referee on a hand dealt for trying it out."""
    return [ft.Route(path="referee", component=referee_demo_view)]
