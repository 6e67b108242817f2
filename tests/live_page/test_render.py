"""The live page's HTML from a game, without a browser: what it says, in which words, how."""

from __future__ import annotations

import itertools
import re
from html.parser import HTMLParser

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.i18n.words import explanation_text
from scorekeeper.live_page.model import live_page, table_game_id
from scorekeeper.live_page.render import Files, live_html, message_html, page_html
from scorekeeper.live_page.words import PageWords
from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from tests.live_page.conftest import KNOCK, box_game, jersey_game

CATALOG = Catalog.load()
FILES = Files(style="/live/live.abc.css", script="/live/live.abc.js")
EN = PageWords(CATALOG, "en")


class Outline(HTMLParser):
    """The headings, table cells, scripts and attributes of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.headings: list[tuple[str, str]] = []
        self.cells: list[str] = []
        self.scripts: list[dict[str, str | None]] = []
        self.attributes: set[str] = set()
        self._open: list[str] = []
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.attributes |= {name for name, _ in attrs}
        if tag == "script":
            self.scripts.append(dict(attrs))
        if tag in ("h1", "h2", "h3", "h4", "td", "th"):
            self._open.append(tag)
            self._text = []

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[-1] == tag:
            self._open.pop()
            text = " ".join("".join(self._text).split())
            if tag in ("td", "th"):
                self.cells.append(text)
            else:
                self.headings.append((tag, text))

    def handle_data(self, data: str) -> None:
        self._text.append(data)


def outline(html: str) -> Outline:
    parser = Outline()
    parser.feed(html)
    return parser


def render(games: GameService, game_id: str | None, words: PageWords = EN) -> str:
    game = games.load(game_id) if game_id else None
    return page_html(live_page(game, games.list_games(), at_table=True), words, FILES)


def test_a_game_shows_totals_to_go_seats_and_each_hand_with_its_rule(games: GameService) -> None:
    game_id = box_game(games, KNOCK, HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Cid": 10}))
    page = outline(render(games, game_id))
    # Ann scored 8 twice and stays in the box; captain and sitter swap after each hand.
    state = replay(games.load(game_id))
    assert state.totals["Ann"] == 16
    rows = page.cells[4:]
    assert rows[:4] == ["Ann", "16", "84", "BOX · deals"]
    assert rows[4:8] == ["Bob", "0", "100", "CAPTAIN"]
    assert rows[8:12] == ["Cid", "0", "100", "SITS OUT"]
    assert page.cells[:4] == ["Player", "Total", "To go", "Next hand"]
    hands = [text for tag, text in page.headings if tag == "h4"]
    assert hands == ["Hand 2 Knock Ann +8", "Hand 1 Knock Ann +8"], "newest first"
    html = render(games, game_id)
    for record in state.hands:
        assert explanation_text(EN, record.score.explanation) in html.replace("&#x27;", "'")
    assert html.count(f'<a href="/rules/box/7?game={game_id}">Rule book: Scoring a knock</a>') == 2
    assert "Ann box · Bob captain · Cid out" in html


@pytest.mark.parametrize(
    ("language", "rule"),
    [
        ("en", "Rule book: Going gin"),
        ("nl", "Regelboek: Gin gaan"),
        ("de", "Regelwerk: Gin machen"),
        ("pl", "Zasada: Gin (wszystkie karty w zestawach)"),
        ("ms", "Buku peraturan: Pergi gin"),
    ],
)
def test_a_hands_rule_is_named_by_its_title_in_the_pages_language_and_singular(
    games: GameService, language: str, rule: str
) -> None:
    """Not "Zasady: box 8" (issue 34, point 7): the title of section 8 as the rules screen
    words it, after a singular word for one rule; on a phone-hosted table, words only."""
    words = PageWords(CATALOG, language)
    game_id = box_game(games, HandEntry(Result.GIN, "Ann", {"Bob": 9}))
    page = live_page(games.load(game_id), games.list_games(), at_table=True)
    title = words.t("detail.section", section=words.t("rules.topic.going_gin"))
    assert title == rule
    linked = live_html(page, words, full_app=True)
    assert f'<p class="rule"><a href="/rules/box/8?game={game_id}">{title}</a></p>' in linked
    phone = live_html(page, words, full_app=False)
    assert f'<p class="rule">{title}</p>' in phone
    for html in (linked, phone):
        assert "box 8" not in html
        assert "Zasady:" not in html


def test_headings_run_in_order_from_the_page_to_each_hand(games: GameService) -> None:
    game_id = box_game(games, KNOCK)
    levels = [int(tag[1]) for tag, _ in outline(render(games, game_id)).headings]
    assert levels[0] == 1
    assert all(later - earlier <= 1 for earlier, later in itertools.pairwise(levels))
    assert ("h1", "Live at the table") in outline(render(games, game_id)).headings


def test_jersey_shows_who_deals_next(games: GameService) -> None:
    game_id = jersey_game(games, HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Bob": 10, "Cid": 9}))
    cells = outline(render(games, game_id)).cells
    seats = dict(zip(cells[4::4], cells[7::4], strict=True))
    assert seats == {"Ann": "", "Bob": "DEALS", "Cid": ""}


def test_a_won_game_names_its_winner_and_no_seats(games: GameService) -> None:
    big = HandEntry(Result.GIN, "Ann", {"Ann": 0, "Bob": 90})
    game_id = box_game(games, big)
    html = render(games, game_id)
    assert "Ann has won with 115 points." in html
    cells = outline(html).cells
    assert cells[7::4] == ["game over"] * 3


def test_the_games_list_names_every_game_and_which_is_at_the_table(games: GameService) -> None:
    finished = box_game(games, HandEntry(Result.GIN, "Ann", {"Ann": 0, "Bob": 90}))
    playing = box_game(games, KNOCK)
    html = render(games, None)
    assert f'href="/live/game/{finished}"' in html
    assert f'href="/live/game/{playing}"' in html
    assert "1 hand · Ann 8 · Bob 0 · Cid 0 · at the table now" in html
    assert "Ann won" in html
    assert "Live at the table" in html
    # The page at the table shows the game being played, not the finished one.
    assert table_game_id(games.list_games()) == playing
    assert "Hand 1 Knock Ann +8" in [text for _, text in outline(render(games, playing)).headings]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_words_the_whole_page(games: GameService, language: str) -> None:
    game_id = box_game(games, KNOCK)
    words = PageWords(CATALOG, language)
    html = render(games, game_id, words)
    assert f'<html lang="{language}">' in html
    keys = ("live_page.title", "live_page.scores", "live_page.open_app", "live_page.gone")
    for key in (*keys, "live_page.busy"):
        assert CATALOG.translate(key, language) in html.replace("&#x27;", "'")
    assert CATALOG.translate("live_page.hands", language, count=1) in html


def test_polish_counts_hands_with_its_three_forms() -> None:
    words = PageWords(CATALOG, "pl")
    assert words.t("live_page.game.hands", count=1) == "1 rozdanie"
    assert words.t("live_page.game.hands", count=3) == "3 rozdania"
    assert words.t("live_page.game.hands", count=5) == "5 rozdań"


def test_names_are_escaped_and_nothing_is_inline(games: GameService) -> None:
    names = ("<b>Ann</b>", 'Bob"', "Cid&")
    game = games.create(names, Variant.BOX, first=Seats.of_box(Roles(*names)))
    html = render(games, game.id)
    assert "<b>Ann</b>" not in html
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html
    page = outline(html)
    assert page.scripts == [{"src": FILES.script, "defer": None}], "one external script only"
    assert not {name for name in page.attributes if name.startswith("on") or name == "style"}
    assert "<style" not in html


def test_the_page_carries_its_events_and_the_digest_of_what_it_shows(games: GameService) -> None:
    game_id = box_game(games, KNOCK)
    page = live_page(games.load(game_id), games.list_games(), at_table=False)
    html = page_html(page, EN, FILES)
    assert f'data-events="/live/events?game={game_id}"' in html
    version = re.search(r'data-v="([0-9a-f]{16})"', html)
    assert version is not None
    assert f'<div id="live">{live_html(page, EN)}</div>' in html
    assert 'role="status" aria-live="polite"' in html
    assert "Back to the game at the table" in html


def test_a_message_page_has_no_script_and_says_what_is_wrong() -> None:
    html = message_html(EN, FILES, "live_page.no_such_game")
    assert "<script" not in html
    assert "This game is not at the table" in html


def test_the_live_page_runs_without_flet() -> None:
    """Its whole import chain, the table's view model and words included, loads no Flet."""
    import subprocess
    import sys

    probe = (
        "import sys, scorekeeper.live_page.app; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('flet', 'flet_web')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.strip() == "[]"


PHONE_FILES = Files(style=FILES.style, script=FILES.script, full_app=False)
"""A phone hosts the table: no full app is served beside the page."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_phone_hosted_page_links_to_no_full_app_and_says_the_host_phone_records(
    games: GameService, language: str
) -> None:
    words = PageWords(CATALOG, language)
    empty = page_html(live_page(None, games.list_games(), at_table=True), words, PHONE_FILES)
    assert 'href="/"' not in empty
    assert words.t("live_page.open_app") not in empty
    assert words.t("live_page.host_records") in empty
    assert words.t("live_page.no_game.host") in empty
    assert words.t("live_page.no_game") not in empty
    game_id = box_game(games, KNOCK)
    page = live_page(games.load(game_id), games.list_games(), at_table=True)
    played = page_html(page, words, PHONE_FILES)
    assert 'href="/"' not in played
    assert f'<div id="live">{live_html(page, words, full_app=False)}</div>' in played


def test_a_computer_hosted_page_keeps_its_full_app_link(games: GameService) -> None:
    html = page_html(live_page(None, games.list_games(), at_table=True), EN, FILES)
    assert '<a class="app" href="/">Open the full app</a>' in html
    assert "No game yet: start one in the full app." in html
