"""What the Problems screen shows, as plain data made from the store's problems.

Why a model: the store reports each problem with an English sentence for the
command line; the screen shows, in the player's language, why (one sentence
per kind), which file, and where it went, and keeps the English sentence as
the detail to quote when asking for help. Pure, so it is tested without a page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from scorekeeper.services.records import ProblemKind, StorageProblem

WHY: Final[dict[ProblemKind, str]] = {
    ProblemKind.DAMAGED_GAME: "problems.why.damaged_game",
    ProblemKind.GAME_SHOWN_IN_PART: "problems.why.game_shown_in_part",
    ProblemKind.DAMAGED_INDEX: "problems.why.damaged_index",
    ProblemKind.NEWER_GAME: "problems.why.newer_game",
    ProblemKind.UNREADABLE_GAME: "problems.why.unreadable_game",
    ProblemKind.MISSING_GAME: "problems.why.missing_game",
    ProblemKind.FOREIGN_FILE: "problems.why.foreign_file",
    ProblemKind.INDEX_NOT_SAVED: "problems.why.index_not_saved",
}
"""The catalogue key of the sentence that says why, per kind of problem."""

NOTICE: Final = frozenset(WHY)
"""The kinds Home counts in its notice: every one, since each means a file was not used."""


@dataclass(frozen=True, slots=True)
class ProblemLine:
    """One row of the Problems screen."""

    why: str
    """Catalogue key of the sentence saying what happened."""
    file: str
    """The file it is about."""
    moved_to: str | None
    """Where the file was moved (damaged files); None if it was left where it was."""
    detail: str
    """The store's own English sentence."""


def problem_lines(problems: tuple[StorageProblem, ...]) -> tuple[ProblemLine, ...]:
    """The rows to show, oldest first, as the store found them."""
    return tuple(
        ProblemLine(
            why=WHY[problem.kind],
            file=str(problem.path),
            moved_to=None if problem.moved_to is None else str(problem.moved_to),
            detail=problem.message,
        )
        for problem in problems
    )


def notice_count(problems: tuple[StorageProblem, ...]) -> int:
    """How many problems the notice on Home counts."""
    return sum(1 for problem in problems if problem.kind in NOTICE)
