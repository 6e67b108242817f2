"""The corner letters of the five decks, and telling the deck from the letters seen."""

from __future__ import annotations

import pytest

from scorekeeper.rules.card_letters import (
    GLYPHS,
    LETTERS,
    LetterGuess,
    LetterSet,
    detect_letters,
    fitting,
    glyphs_of,
    rank_of,
)
from scorekeeper.rules.cards import Rank

EN, DE, NL, FR, PL = LetterSet.EN, LetterSet.DE, LetterSet.NL, LetterSet.FR, LetterSet.PL


@pytest.mark.parametrize(
    ("letters", "king", "queen", "jack"),
    [
        (EN, "K", "Q", "J"),
        (DE, "K", "D", "B"),
        (NL, "H", "V", "B"),
        (FR, "R", "D", "V"),
        (PL, "K", "D", "W"),
    ],
)
def test_each_deck_names_its_court_cards_with_its_own_letters(
    letters: LetterSet, king: str, queen: str, jack: str
) -> None:
    assert rank_of(king, letters) is Rank.KING
    assert rank_of(queen, letters) is Rank.QUEEN
    assert rank_of(jack, letters) is Rank.JACK
    assert rank_of("A", letters) is Rank.ACE


def test_v_is_the_queen_on_a_dutch_deck_and_the_jack_on_a_french_one() -> None:
    assert rank_of("V", NL) is Rank.QUEEN
    assert rank_of("V", FR) is Rank.JACK


def test_numbers_read_alike_on_every_deck_and_ten_is_one_glyph() -> None:
    for letters in LetterSet:
        assert [rank_of(str(n), letters) for n in range(2, 11)] == [Rank(n) for n in range(2, 11)]
    assert "10" in GLYPHS
    assert "1" not in GLYPHS


def test_a_letter_the_deck_does_not_print_is_no_rank() -> None:
    assert rank_of("Q", DE) is None
    assert rank_of("W", EN) is None
    assert rank_of("X", EN) is None


def test_every_deck_has_an_ace_and_three_court_letters() -> None:
    for table in LETTERS.values():
        assert sorted(table.values()) == [Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING]


@pytest.mark.parametrize(
    ("seen", "expected"),
    [
        (["K", "D", "B"], DE),
        (["H", "V"], NL),
        (["H"], NL),
        (["R"], FR),
        (["D", "V"], FR),
        (["W"], PL),
        (["K", "D", "W", "7"], PL),
        (["Q", "J", "K"], EN),
        (["B", "V"], NL),
    ],
)
def test_the_letters_seen_tell_the_deck(seen: list[str], expected: LetterSet) -> None:
    assert detect_letters(seen).letters is expected


def test_a_lone_v_cannot_be_told_and_the_two_readings_are_offered() -> None:
    assert detect_letters(["V", "7", "10"]) == LetterGuess(None, (NL, FR))


def test_letters_of_two_decks_at_once_cannot_be_told_and_every_deck_is_offered() -> None:
    assert detect_letters(["Q", "D"]) == LetterGuess(None, tuple(LetterSet))


def test_letters_every_fitting_deck_reads_alike_need_no_question() -> None:
    guess = detect_letters(["K", "A"])
    assert guess.letters is EN
    assert guess.choices == (EN, DE, PL)
    assert detect_letters(["D"]).letters is DE
    assert detect_letters(["B"]).letters is DE


def test_the_players_own_deck_is_preferred_when_the_letters_fit_it() -> None:
    assert detect_letters(["K"], preferred=PL).letters is PL
    assert detect_letters(["K"], preferred=NL).letters is EN
    assert detect_letters([], preferred=FR).letters is FR


def test_only_numbers_fit_every_deck() -> None:
    assert fitting(["2", "10", "9"]) == tuple(LetterSet)


@pytest.mark.parametrize("letters", list(LetterSet))
def test_a_decks_glyphs_are_the_digits_and_its_own_letters(letters: LetterSet) -> None:
    glyphs = glyphs_of(letters)
    assert {g for g in GLYPHS if rank_of(g, letters) is not None} == glyphs
    assert len(glyphs) == 13
