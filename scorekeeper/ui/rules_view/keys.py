"""Stable control keys of the rules screen (see ``scorekeeper.ui.keys`` for why keys)."""

from __future__ import annotations

from typing import Final

import flet as ft

from scorekeeper.rules.variants import Variant

BACK: Final = "rules.back"
NOTICE: Final = "rules.notice"
OPTIONS: Final = "rules.options"
COMMON: Final = "rules.common"
INDEX: Final = "rules.index"


def view(route: str) -> str:
    """The view at one rules address (``/rules``, ``/rules/box?game=...``)."""
    return f"rules:{route}"


def variant_card(variant: Variant) -> str:
    """The overview's entry that opens ``variant``'s rules."""
    return f"rules.variant.{variant.value}"


def section(variant: Variant, number: int) -> str:
    """The title of a section (a string key, for tests and the semantics tree)."""
    return f"rules.section.{variant.value}.{number}"


def linked(variant: Variant, number: int) -> str:
    """The marker on the section a hand linked to."""
    return f"rules.linked.{variant.value}.{number}"


def option(name: str) -> str:
    """A house option's line in the options card."""
    return f"rules.option.{name}"


def index_link(variant: Variant, number: int) -> str:
    """The button at the top of ``variant``'s page that scrolls to section ``number``."""
    return f"rules.index.{variant.value}.{number}"


def scroll_key(name: str) -> ft.ScrollKey:
    """A key the screen can scroll to (Flet's decorator hides the constructor from mypy)."""
    return ft.ScrollKey(name)  # type: ignore[call-arg]
