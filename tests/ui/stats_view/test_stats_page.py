"""Where the player is on the statistics screen, changed without a screen."""

from __future__ import annotations

from scorekeeper.ui.stats_view.model import (
    PAGE_SIZE,
    StatsPage,
    StatsTab,
    choose_tab,
    compare_with,
    show_more,
)


def test_the_screen_opens_on_the_players_first_page() -> None:
    assert StatsPage() == StatsPage(StatsTab.PLAYERS, PAGE_SIZE, "")


def test_show_more_adds_a_page_and_keeps_the_tab() -> None:
    page = show_more(show_more(choose_tab(StatsTab.GROUPS)))
    assert (page.tab, page.shown) == (StatsTab.GROUPS, 3 * PAGE_SIZE)


def test_another_tab_starts_from_its_first_page_with_nobody_compared() -> None:
    assert choose_tab(StatsTab.PLAYERS) == StatsPage()
    assert choose_tab(StatsTab.H2H).compared == ""


def test_compare_opens_head_to_head_with_that_player_first() -> None:
    assert compare_with("Ann") == StatsPage(StatsTab.H2H, PAGE_SIZE, "Ann")
