"""The history's sentences and the pure list logic, without a screen."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.i18n.hand_words import entry_text, rule_text, when
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import outcome_label
from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import HandEntry, Outcome, Result
from scorekeeper.rules.scoring import Explanation
from scorekeeper.rules.variant_registry import RULE_SECTIONS
from scorekeeper.storage.model import StoredGame, summarize
from scorekeeper.ui.history.model import chart_bounds, newest_first, running_totals

from ..recorded import recorded_games


def locale(catalog: Catalog, language: str) -> Locale:
    return Locale(catalog=catalog, language=language, choose=lambda _language: None)


def every_explanation() -> dict[str, Explanation]:
    """One real explanation per rule id, taken from the recorded games."""
    found: dict[str, Explanation] = {}
    for game in recorded_games():
        for record in replay(game).hands:
            found.setdefault(record.score.explanation.rule, record.score.explanation)
    return found


def test_the_recorded_games_cover_most_rules() -> None:
    assert set(every_explanation()) >= set(RULE_SECTIONS) - {"jersey.knock_each", "jersey.tie"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_reads_in_every_language(catalog: Catalog, language: str) -> None:
    values = {"winner": "Ann", "loser": "Bob", "box": "Cid", "dealer": "Ann"}
    numbers = {"k": 3, "d": 10, "a": 12, "b": 7, "bonus": 25, "points": 1234, "penalty": 20}
    for rule in RULE_SECTIONS:
        explanation = Explanation(rule, {**values, **numbers}, RULE_SECTIONS[rule], "")
        text = rule_text(locale(catalog, language), explanation)
        assert "{" not in text and "}" not in text, (rule, text)
        assert RULE_SECTIONS[rule] in text
        names_used = [name for name in ("Ann", "Bob", "Cid") if name in text]
        assert names_used, (rule, text)
    big = rule_text(
        locale(catalog, language),
        Explanation(
            "box.knock",
            {"winner": "A", "loser": "B", "k": 1, "d": 2, "points": 1234},
            "box 7",
            "",
        ),
    )
    expected = {"en": "1,234", "nl": "1.234", "de": "1.234", "pl": "1234", "ms": "1,234"}
    assert expected[language] in big, "numbers in the sentence are in the local format"


@pytest.mark.parametrize("language", LANGUAGES)
def test_outcomes_and_entries_in_every_language(catalog: Catalog, language: str) -> None:
    here = locale(catalog, language)
    labels = {outcome_label(here, outcome) for outcome in Outcome}
    assert len(labels) == len(Outcome), "every outcome has its own word"
    players = ("Ann", "Bob", "Cid")
    for entry in (
        HandEntry(Result.KNOCK, "Bob", {"Ann": 9, "Bob": 3}),
        HandEntry(Result.GIN, "Cid", {"Ann": 12}),
        HandEntry(Result.DRAW),
        HandEntry(Result.DRAW, None, {"Ann": 30, "Bob": 20}),
    ):
        text = entry_text(here, entry, players)
        assert "{" not in text and "}" not in text


def test_entry_names_the_knocker_first_and_gin_as_zero(catalog: Catalog) -> None:
    en = locale(catalog, "en")
    players = ("Ann", "Bob", "Cid")
    assert entry_text(en, HandEntry(Result.KNOCK, "Bob", {"Ann": 9, "Bob": 3}), players) == (
        "Bob knocked · Bob 3 · Ann 9"
    )
    assert entry_text(en, HandEntry(Result.GIN, "Cid", {"Ann": 12}), players) == (
        "Cid went gin · Cid 0 · Ann 12"
    )
    assert entry_text(en, HandEntry(Result.DRAW), players) == "Draw: the stock ran out"


def test_dates_of_games_without_a_creation_time(catalog: Catalog) -> None:
    assert when(locale(catalog, "nl"), "") == "Datum onbekend"
    assert when(locale(catalog, "en"), "2024-01-02T10:00:00") == "2 Jan 2024"


def test_newest_first_puts_undated_games_last_and_is_stable() -> None:
    games = recorded_games()
    summaries = [summarize(StoredGame(game, "2024-02-01T00:00:00+00:00")) for game in games]
    undated = replace(summaries[0], id="zz", created="")
    ordered = newest_first([undated, *summaries])
    assert [s.id for s in ordered] == ["g4", "g2", "g1", "g3", "zz"]
    assert [s.id for s in newest_first(summaries, "  BOB ")] == ["g4", "g2", "g1", "g3"]
    assert [s.id for s in newest_first(summaries, "dee")] == ["g3"]


def test_chart_bounds_take_in_negative_totals_and_overshoot() -> None:
    game = recorded_games()[1]  # G2: Bob goes to -20, Ann ends on 93 with a target of 60
    low, high = chart_bounds(running_totals(game, replay(game)), game.rules.target)
    assert (low, high) == (-20, 93)
