"""Stable control keys of the history and statistics screens (see ``scorekeeper.ui.keys``)."""

from __future__ import annotations

from typing import Final

HISTORY_VIEW: Final = "history"
HISTORY_BACK: Final = "history.back"
HISTORY_STATS: Final = "history.open_stats"
HISTORY_SEARCH: Final = "history.search"
HISTORY_LIST: Final = "history.list"
HISTORY_COUNT: Final = "history.count"
HISTORY_EMPTY: Final = "history.empty"
HISTORY_MORE: Final = "history.more"

DETAIL_VIEW: Final = "history.detail"
DETAIL_DELETE: Final = "history.detail.delete"
DETAIL_CONTINUE: Final = "history.detail.continue"
DETAIL_OPEN: Final = "history.detail.open"
DETAIL_SHARE: Final = "history.detail.share"
DETAIL_SUMMARY: Final = "history.detail.summary"
DETAIL_CHART: Final = "history.detail.chart"
DETAIL_CORRECTIONS: Final = "history.detail.corrections"
DETAIL_MISSING: Final = "history.detail.missing"
DETAIL_NO_HANDS: Final = "history.detail.no_hands"
DELETED_SNACKBAR: Final = "history.deleted"


def game_row(game_id: str) -> str:
    """The games-list row of game ``game_id``."""
    return f"history.game.{game_id}"


def hand_line(number: int) -> str:
    """The line of hand ``number`` in a game's table."""
    return f"history.hand.{number}"
