"""What the statistics screen shows: every number, formatted, without any widget.

The numbers come from ``scorekeeper.stats`` (their definitions are there);
here they are only chosen, ordered and written in the session's language, so
a test can read exactly what a player will read.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from scorekeeper.i18n.formatting import format_decimal, format_int, format_percent
from scorekeeper.stats import GroupStats, HeadToHead, PlayedGame, PlayerStats
from scorekeeper.stats import group_stats as count_groups
from scorekeeper.stats import player_stats as count_players

Translate = Callable[..., str]

PAGE_SIZE = 4
"""Cards shown at first, and added by each "show more" (why four: ``cards``)."""


class StatsTab(enum.Enum):
    """The three parts of the screen, in the order of their tabs (the value is part of the
    tab's text and control key)."""

    PLAYERS = "players"
    GROUPS = "groups"
    H2H = "h2h"


@dataclass(frozen=True, slots=True)
class StatsPage:
    """Where the player is on the screen: the tab, how many cards, who is compared."""

    tab: StatsTab = StatsTab.PLAYERS
    shown: int = PAGE_SIZE
    """Cards shown in a long list (players, groups)."""
    compared: str = ""
    """The player a card's Compare chose, first in the head-to-head pickers."""


def choose_tab(tab: StatsTab) -> StatsPage:
    """Another tab, from its first page, with nobody compared."""
    return StatsPage(tab)


def compare_with(player: str) -> StatsPage:
    """Head to head, with ``player`` first."""
    return StatsPage(StatsTab.H2H, compared=player)


def show_more(page: StatsPage) -> StatsPage:
    """One more page of cards."""
    return replace(page, shown=page.shown + PAGE_SIZE)


@dataclass(frozen=True, slots=True)
class StatsData:
    """Everything the screen needs, computed once per visit (off the event loop)."""

    played: tuple[PlayedGame, ...]
    """The replayed games, for head-to-head questions asked later."""
    players: tuple[PlayerStats, ...]
    """Most games played first, then by name."""
    groups: tuple[GroupStats, ...]
    """Most games played together first."""
    unreadable: int
    """Games left out because their file or their record could not be read."""


def compute(played: list[PlayedGame], unreadable: int) -> StatsData:
    """Count everything over the replayed ``played`` games."""
    players = sorted(
        count_players(played).values(), key=lambda s: (-s.games_played, s.name.casefold())
    )
    return StatsData(
        played=tuple(played),
        players=tuple(players),
        groups=tuple(count_groups(played)),
        unreadable=unreadable,
    )


@dataclass(frozen=True, slots=True)
class Fact:
    """One labelled number of a player's card."""

    field: str
    """Stable name (part of the control's key)."""
    label: str
    value: str


def player_facts(t: Translate, language: str, stats: PlayerStats) -> tuple[Fact, ...]:
    """A player's card, in reading order: games, hands, how they ended, the box, runs."""

    def whole(value: int) -> str:
        return format_int(value, language)

    average = stats.average_points_per_hand_won
    box_rate = stats.box_win_rate
    none = t("stats.none_yet")
    return (
        Fact("games_played", t("stats.games_played"), whole(stats.games_played)),
        Fact("games_won", t("stats.games_won"), whole(stats.games_won)),
        Fact("hands_won", t("stats.hands_won"), whole(stats.hands_won)),
        Fact(
            "average",
            t("stats.average_points"),
            none if average is None else format_decimal(average, language),
        ),
        Fact("gins", t("stats.gins"), whole(stats.gins)),
        Fact("knocks", t("stats.knocks"), whole(stats.knocks)),
        Fact("undercuts_given", t("stats.undercuts_given"), whole(stats.undercuts_given)),
        Fact("undercuts_suffered", t("stats.undercuts_suffered"), whole(stats.undercuts_suffered)),
        Fact("box_hands", t("stats.box_hands"), whole(stats.hands_in_box)),
        Fact(
            "box_rate",
            t("stats.box_win_rate"),
            none if box_rate is None else format_percent(box_rate, language),
        ),
        Fact("hand_streak", t("stats.hand_streak"), whole(stats.longest_hand_streak)),
        Fact("game_streak", t("stats.game_streak"), whole(stats.longest_game_streak)),
    )


def group_lines(t: Translate, language: str, group: GroupStats) -> tuple[str, tuple[str, ...]]:
    """A group's facts line, and one line per member."""

    def whole(value: int) -> str:
        return format_int(value, language)

    facts = t(
        "stats.group.facts",
        games=whole(group.games_played),
        finished=whole(group.games_finished),
        hands=whole(group.hands_played),
        nobody=whole(group.hands_won_by_nobody),
    )
    members = tuple(
        t(
            "stats.group.member",
            name=name,
            games=whole(member.games_won),
            hands=whole(member.hands_won),
            gins=whole(member.gins),
        )
        for name, member in group.members.items()
    )
    return facts, members


def duel_lines(t: Translate, language: str, duel: HeadToHead) -> tuple[str, ...]:
    """Two players against each other, in four sentences."""

    def whole(value: int) -> str:
        return format_int(value, language)

    return (
        t(
            "stats.h2h.games",
            count=whole(duel.games_together),
            finished=whole(duel.games_finished),
        ),
        t(
            "stats.h2h.game_wins",
            first=duel.first,
            second=duel.second,
            a=whole(duel.first_games_won),
            b=whole(duel.second_games_won),
        ),
        t("stats.h2h.hands", count=whole(duel.hands_faced)),
        t(
            "stats.h2h.hand_wins",
            first=duel.first,
            second=duel.second,
            a=whole(duel.first_hands_won),
            b=whole(duel.second_hands_won),
        ),
    )


@dataclass(frozen=True, slots=True)
class DuelPick:
    """The two players the head-to-head tab compares."""

    first: str = ""
    second: str = ""

    @property
    def same(self) -> bool:
        """One player twice (names compared as the games list does): nothing to compare."""
        return self.first.casefold().strip() == self.second.casefold().strip()


def first_pick(everyone: Sequence[str], chosen: str) -> DuelPick:
    """The pickers' first choice: ``chosen`` (a player card's Compare) then the next player,
    else the first two players."""
    others = [name for name in everyone if name != chosen]
    order = [chosen, *others] if chosen in everyone else list(everyone)
    return DuelPick(order[0] if order else "", order[1] if len(order) > 1 else "")
