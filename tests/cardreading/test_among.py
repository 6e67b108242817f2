"""A corner decided again among one deck's glyphs: look-alikes the deck lacks drop out."""

from __future__ import annotations

import pytest

from scorekeeper.cardreading import GlyphReading, among
from scorekeeper.cardreading.readings import NOTHING
from scorekeeper.rules.card_letters import LetterSet, glyphs_of

EN = glyphs_of(LetterSet.EN)
DE = glyphs_of(LetterSet.DE)


def corner(glyph: str, suit_p: float, *odds: tuple[str, float]) -> GlyphReading:
    """A reading as the reader makes it: its confidence is its glyph's odds times the suit's."""
    return GlyphReading(glyph, "S", dict(odds)[glyph] * suit_p, (0.5, 0.5), odds)


def test_a_look_alike_the_deck_lacks_gives_its_belief_to_the_glyphs_left() -> None:
    reading = corner("Q", 0.9, ("Q", 0.6), ("D", 0.3), (NOTHING, 0.1))
    decided = among(reading, EN)
    assert decided is not None
    assert decided.glyph == "Q"
    assert decided.confidence == pytest.approx(0.6 / 0.7 * 0.9)
    assert decided.where == reading.where and decided.suit == reading.suit


def test_a_glyph_the_deck_lacks_becomes_the_likeliest_one_it_has() -> None:
    reading = corner("Q", 1.0, ("Q", 0.5), ("D", 0.4), (NOTHING, 0.1))
    decided = among(reading, DE)
    assert decided is not None
    assert decided.glyph == "D"
    assert decided.confidence == pytest.approx(0.4 / 0.5)


def test_a_place_likelier_nothing_stays_doubtful() -> None:
    reading = corner("K", 1.0, ("K", 0.4), ("R", 0.1), (NOTHING, 0.5))
    decided = among(reading, EN)
    assert decided is not None
    assert decided.confidence == pytest.approx(0.4 / 0.9)
    assert decided.confidence < 0.5


def test_no_glyph_of_the_deck_among_the_odds_is_no_reading() -> None:
    assert among(corner("V", 1.0, ("V", 0.9), ("W", 0.1)), EN) is None


def test_a_reading_without_odds_is_kept_or_left_by_its_glyph_alone() -> None:
    plain = GlyphReading("Q", "H", 0.7, (0.1, 0.2))
    assert among(plain, EN) == plain
    assert among(plain, DE) is None


def test_the_odds_of_the_deck_alone_change_nothing() -> None:
    reading = corner("7", 0.95, ("7", 0.8), ("1", 0.0), (NOTHING, 0.2))
    decided = among(reading, EN)
    assert decided is not None
    assert decided.confidence == pytest.approx(reading.confidence)
