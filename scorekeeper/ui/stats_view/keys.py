"""Stable control keys of the statistics screen (see ``scorekeeper.ui.keys``)."""

from __future__ import annotations

from typing import Final

STATS_VIEW: Final = "stats"
STATS_BACK: Final = "stats.back"
STATS_LOADING: Final = "stats.loading"
STATS_EMPTY: Final = "stats.empty"
STATS_UNREADABLE: Final = "stats.unreadable"
STATS_LIST: Final = "stats.list"
STATS_MORE: Final = "stats.more"
H2H_FIRST: Final = "stats.h2h.first"
H2H_SECOND: Final = "stats.h2h.second"
H2H_RESULT: Final = "stats.h2h.result"


def tab(name: str) -> str:
    """The key of the tab ``name`` (a ``StatsTab`` value)."""
    return f"stats.tab.{name}"


def player_card(name: str) -> str:
    """The card of player ``name`` (as displayed)."""
    return f"stats.player.{name}"


def player_fact(name: str, field: str) -> str:
    """The value of one statistic on a player's card, e.g. ``stats.player.Ann.gins``."""
    return f"stats.player.{name}.{field}"


def group_card(index: int) -> str:
    """The card of the ``index``-th group (0 = most games together)."""
    return f"stats.group.{index}"


def compare(name: str) -> str:
    """The button on player ``name``'s card that opens head to head with them first."""
    return f"stats.compare.{name}"
