"""What a control tells assistive technology, read from the control tree (no client).

``identified`` wraps a control as ``Semantics(identifier=key)``, and a chosen
state or a spoken name as a ``MergeSemantics`` around ``Semantics(label=...,
selected=...)``: Flutter folds those into the control's own node. These helpers
read them back by key, so a screen's semantics are checked where they are made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import flet as ft

from .harness import UiHarness


class Screen(Protocol):
    """What :func:`spoken` reads: a session (:class:`UiHarness`) or a lone control tree."""

    def controls(self) -> list[ft.BaseControl]:
        """Every control on screen, in tree order."""
        ...


@dataclass(frozen=True)
class Spoken:
    """The semantics that reach the node of one keyed control."""

    label: str | None
    selected: bool | None
    control: ft.BaseControl


def spoken(ui: Screen, key: str) -> Spoken:
    """The label and chosen state merged into the control keyed ``key``."""
    hosts = [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.identifier == key]
    if len(hosts) != 1:
        raise AssertionError(f"expected one semantics node for {key!r}, found {len(hosts)}")
    node: ft.BaseControl | None = hosts[0].content
    label: str | None = None
    selected: bool | None = None
    while isinstance(node, ft.Semantics | ft.MergeSemantics):
        if isinstance(node, ft.Semantics):
            label = node.label if node.label is not None else label
            selected = node.selected if node.selected is not None else selected
        node = node.content
    if node is None or node.key != key:
        raise AssertionError(f"the semantics node of {key!r} wraps {node!r}, not the control")
    return Spoken(label, selected, node)


def chosen_state(ui: UiHarness, key: str) -> bool | None:
    """Whether the keyed control tells a screen reader it is chosen (None: it says nothing)."""
    return spoken(ui, key).selected
