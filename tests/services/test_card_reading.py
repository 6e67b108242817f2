"""Rendered photos of a hand read end to end: the bytes of a JPEG to the cards, through
the shipped network (``cards.onnx`` run by OpenCV), and the letters settled after.

The photos are made by ``training/cards/make_fixtures.py`` (Byron Knoll's public-domain
deck, a fan and an overlapping row, turned, tilted, JPEG); ``cards.json`` names the
cards whose corner shows in each.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

from scorekeeper.cardreading import PICTURE_SIDE, SURE, GlyphReading
from scorekeeper.rules.card_letters import LetterSet
from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.services.card_reading import cards_for, read_photo, read_photo_with_picture

FIXTURES = Path(__file__).parent / "fixtures"
EXPECTED: dict[str, list[str]] = json.loads((FIXTURES / "cards.json").read_text())


@pytest.mark.parametrize("photo", sorted(EXPECTED))
def test_a_rendered_hand_is_read_with_no_wrong_card(photo: str) -> None:
    """No card is read that is not there, and at most one of ten is missed.

    The network is not sure of every corner (a red diamond at an angle, a corner half
    under the next card): those are offered as unsure, for the player to confirm,
    and count as found here, as on the screen.
    """
    read = cards_for(read_photo((FIXTURES / photo).read_bytes()))
    expected = set(parse_cards(EXPECTED[photo]))
    assert read.letters is LetterSet.EN
    assert set(read.cards) <= expected
    assert set(read.unsure) <= expected
    assert len(set(read.cards) | set(read.unsure)) >= len(expected) - 1


def test_each_corner_read_says_where_it_is_and_how_sure() -> None:
    readings = read_photo((FIXTURES / "cards_fan.jpg").read_bytes())
    assert readings
    for reading in readings:
        assert 0 <= reading.where[0] <= 1 and 0 <= reading.where[1] <= 1
        assert all(type(share) is float for share in reading.where), "a screen sends them as JSON"
        assert 0 < reading.confidence <= 1
    assert [r.confidence for r in readings] == sorted(
        (r.confidence for r in readings), reverse=True
    )


def _corner(glyph: str, suit: str, confidence: float = 0.99) -> GlyphReading:
    return GlyphReading(glyph, suit, confidence, (0.5, 0.5))


def test_a_lone_v_is_left_for_the_player_to_settle() -> None:
    readings = (_corner("V", "S"), _corner("7", "H"), _corner("A", "D"))
    read = cards_for(readings)
    assert read.letters is None
    assert read.choices == (LetterSet.NL, LetterSet.FR)
    assert read.undecided == ("VS",)
    assert read.cards == (Card.parse("7H"), Card.parse("AD"))
    assert cards_for(readings, LetterSet.NL).cards == parse_cards("QS 7H AD")
    assert cards_for(readings, LetterSet.FR).cards == parse_cards("JS 7H AD")


def test_the_letters_seen_settle_the_deck_and_its_letters_read_as_ranks() -> None:
    readings = (_corner("H", "C"), _corner("V", "S"), _corner("B", "H"), _corner("10", "D"))
    read = cards_for(readings)
    assert read.letters is LetterSet.NL
    assert read.cards == parse_cards("QS JH TD KC")


def test_a_doubtful_corner_is_unsure_and_does_not_decide_the_letters() -> None:
    readings = (_corner("D", "S"), _corner("R", "H", 0.5), _corner("9", "C", 0.4))
    read = cards_for(readings)
    assert read.letters is LetterSet.DE
    assert read.cards == parse_cards("QS")
    assert read.unsure == parse_cards("9C")


def test_once_the_deck_is_known_its_look_alikes_no_longer_make_a_corner_doubtful() -> None:
    """A Q the network half took for a D is a sure queen on an English deck (read Q) and on
    a German one (read D), where neither reading alone was sure."""
    queen = GlyphReading("Q", "S", 0.5 * 0.98, (0.5, 0.5), (("Q", 0.5), ("D", 0.45), ("", 0.05)))
    assert queen.confidence < SURE
    for letters, glyph in ((LetterSet.EN, "Q"), (LetterSet.DE, "D")):
        read = cards_for((queen, _corner("7", "H")), letters)
        assert read.cards == parse_cards("QS 7H")
        assert [r.glyph for r in read.readings] == [glyph, "7"]
        assert read.readings[0].confidence >= SURE


def test_a_letter_the_chosen_deck_lacks_is_left_out() -> None:
    read = cards_for((_corner("Q", "S"), _corner("K", "H")), LetterSet.DE)
    assert read.cards == parse_cards("KH")


def test_the_picture_to_show_is_the_photo_as_read_small_enough_to_send() -> None:
    """The screen outlines each corner on this picture: it must be the reader's pixels
    (same proportions), a JPEG, and small beside the photo."""
    data = (FIXTURES / "cards_row.jpg").read_bytes()
    read = read_photo_with_picture(data)
    assert read.glyphs == read_photo(data)
    width, height = read.size
    assert max(width, height) == PICTURE_SIDE
    assert read.picture[:3] == b"\xff\xd8\xff"
    assert len(read.picture) < len(data)
    with Image.open(io.BytesIO(read.picture)) as shown, Image.open(io.BytesIO(data)) as taken:
        assert shown.size == read.size
        assert abs(width / height - taken.width / taken.height) < 0.01
