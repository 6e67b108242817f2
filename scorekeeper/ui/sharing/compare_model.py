"""The comparison screen's content, from a ``Comparison``, without any widget.

Two records of one game usually agree on most hands. Showing thirty identical
rows to find the one that differs buries the point, so runs of equal hands fold
into one line ("hands 1-12: the same on both phones"), and every differing hand
carries what choosing the other record would change, player by player.
Setting differences are taken from the core's list (the core decides *what*
differs); only how to show them is decided here.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.rules.hands import Roles
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.services.sharing import Comparison, HandRow, HandStatus, HandView

_HOUSE_RULE = "house rule '"


@dataclass(frozen=True, slots=True)
class SameRun:
    """Consecutive hands that are the same on both phones."""

    first: int
    last: int


@dataclass(frozen=True, slots=True)
class DiffLine:
    """A hand that differs, with both sides and the score consequence."""

    number: int
    """The hand's number (this phone's numbering when it has the hand)."""
    status: HandStatus
    here: HandView | None
    there: HandView | None
    change: tuple[tuple[str, int], ...]
    """Points that taking theirs adds (or removes), per player; zeros left out."""


CompareLine = SameRun | DiffLine


def compare_lines(comparison: Comparison) -> tuple[CompareLine, ...]:
    """The hand list of the comparison: equal runs folded, differences spelled out."""
    lines: list[CompareLine] = []
    for row in comparison.rows:
        if row.status is HandStatus.SAME:
            number = _number(row)
            last = lines[-1] if lines else None
            if isinstance(last, SameRun) and last.last == number - 1:
                lines[-1] = SameRun(last.first, number)
            else:
                lines.append(SameRun(number, number))
            continue
        change = tuple((p, v) for p, v in row.point_change.items() if v)
        lines.append(DiffLine(_number(row), row.status, row.here, row.there, change))
    return tuple(lines)


def _number(row: HandRow) -> int:
    view = row.here or row.there
    assert view is not None, "a comparison row has at least one side"
    return view.number


@dataclass(frozen=True, slots=True)
class TotalLine:
    """One player's total on each phone."""

    player: str
    here: int
    there: int

    @property
    def differs(self) -> bool:
        """Whether the two phones disagree on this total."""
        return self.here != self.there


def total_lines(comparison: Comparison) -> tuple[TotalLine, ...]:
    """Both phones' totals per player (this phone's seat order first)."""
    names = dict.fromkeys([*comparison.here.players, *comparison.there.players])
    return tuple(
        TotalLine(p, comparison.totals_here.get(p, 0), comparison.totals_there.get(p, 0))
        for p in names
    )


@dataclass(frozen=True, slots=True)
class SettingLine:
    """A game setting that differs, ready to be named and shown."""

    what: str
    """``variant``, ``players``, ``first_roles``, ``first_dealer``, ``option`` or ``other``."""
    here: object
    """This phone's value: text, or for an option its JSON value (a number or a choice)."""
    there: object
    option: str = ""
    """For ``option``: the house option's name (``knock_limit`` ...)."""


def setting_lines(comparison: Comparison) -> tuple[SettingLine, ...]:
    """The settings that differ, with raw values (variant ids, names, option values)."""
    here, there = comparison.here, comparison.there
    lines: list[SettingLine] = []
    for difference in comparison.settings:
        name = difference.name
        if name == "variant":
            lines.append(SettingLine("variant", here.variant.value, there.variant.value))
        elif name == "players":
            lines.append(SettingLine("players", ", ".join(here.players), ", ".join(there.players)))
        elif name == "first roles":
            lines.append(
                SettingLine("first_roles", _roles(here.first_roles), _roles(there.first_roles))
            )
        elif name == "first dealer":
            lines.append(SettingLine("first_dealer", here.first_dealer, there.first_dealer))
        elif name.startswith(_HOUSE_RULE):
            option = name[len(_HOUSE_RULE) : -1]
            mine = here.rules.to_options(house_options(here.variant)).get(option)
            theirs = there.rules.to_options(house_options(there.variant)).get(option)
            lines.append(SettingLine("option", mine, theirs, option))
        else:
            lines.append(SettingLine("other", difference.here, difference.there, name))
    return tuple(lines)


def _roles(roles: Roles | None) -> str:
    """Box, captain, sitter as names in that order (``-`` for a jersey game)."""
    return "-" if roles is None else ", ".join(roles.as_tuple())
