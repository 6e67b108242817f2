"""Control keys of the Problems screen and of its notice on Home."""

from __future__ import annotations

from typing import Final

PROBLEMS_VIEW: Final = "problems"
PROBLEMS_NONE: Final = "problems.none"
HOME_PROBLEMS: Final = "home.problems"


def problem_item(index: int) -> str:
    """The key of the ``index``-th problem in the list (0-based, oldest first)."""
    return f"problems.item.{index}"
