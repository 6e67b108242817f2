"""Read the cards, as a pure model: the cards read, the player's fixes, what is pointed out."""

from __future__ import annotations

from scorekeeper.rules.card_letters import LetterSet
from scorekeeper.rules.cards import Card
from scorekeeper.rules.hands import Result
from scorekeeper.services.card_reading import (
    GlyphReading,
    PhotoReading,
    PhotoTooLargeError,
    UnreadablePhotoError,
)
from scorekeeper.ui.referee import flow
from scorekeeper.ui.referee import model as referee
from scorekeeper.ui.referee import reading_model as model
from scorekeeper.ui.referee.model import Message, RefereeSetup
from scorekeeper.ui.referee.reading_model import ADD, Hand, Phase, Seen

from .hands import ANN_KNOCKS, cards

BOB = Hand("Bob", 10, {Card.parse("5H"): "Ann"})


def corner(text: str, confidence: float = 0.99, where: float = 0.5) -> GlyphReading:
    return GlyphReading(text[:-1], text[-1], confidence, (where, where))


def photo(*corners: GlyphReading) -> PhotoReading:
    return PhotoReading(corners, b"jpeg", (640, 480))


def read(
    *corners: GlyphReading, hand: Hand = BOB, setting: LetterSet | None = None
) -> model.ReadingState:
    return model.read(model.reading(model.start(hand, setting, "en")), photo(*corners))


def test_the_cards_read_are_listed_in_card_order_with_where_they_are() -> None:
    state = read(corner("KS", where=0.2), corner("10H", where=0.7), corner("7C", 0.5))
    assert state.phase is Phase.REVIEW
    assert model.held(state) == tuple(sorted(cards("TH KS 7C")))
    by_card = {s.card: s for s in state.cards}
    assert by_card[Card.parse("KS")].where == (0.2, 0.2)
    assert not by_card[Card.parse("KS")].unsure
    assert by_card[Card.parse("7C")].unsure
    assert model.notes(state) == (Message("reading.note.unsure", {"count": 1}),)
    assert state.picture == b"jpeg" and state.size == (640, 480)


def test_nothing_can_be_confirmed_before_a_photo_is_read_or_with_no_card() -> None:
    fresh = model.start(BOB, None, "en")
    assert not model.can_confirm(fresh)
    empty = read()
    assert not model.can_confirm(empty)
    assert model.notes(empty) == (Message("reading.note.none"),)


def test_a_card_another_player_holds_is_pointed_out_and_blocks() -> None:
    state = read(corner("5H"), corner("6D"))
    assert model.problems(model.held(state), BOB) == (
        Message("reading.problem.held", {"card": "5♥", "player": "Ann"}),
    )
    assert not model.can_confirm(state)
    fixed = model.remove(state, [s.card for s in state.cards].index(Card.parse("5H")))
    assert model.can_confirm(fixed)
    assert model.confirmed(fixed) == cards("6D")


def test_a_card_twice_and_too_many_cards_are_pointed_out() -> None:
    many = cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS")
    said = model.problems((*many, Card.parse("2S")), Hand("Bob", 10))
    assert said == (
        Message("reading.problem.twice", {"card": "2♠"}),
        Message("reading.problem.too_many", {"player": "Bob", "count": 12, "most": 10}),
    )
    assert model.problems(many, Hand("Ann", 11)) == ()


def test_a_card_is_fixed_added_and_removed_with_the_picker() -> None:
    state = read(corner("KS", where=0.2), corner("QS"))
    first = state.cards[0].card
    state = model.fix(state, 0)
    assert state.fixing == 0
    state = model.pick(state, Card.parse("JS"))
    assert state.fixing is None
    assert model.held(state)[0] == Card.parse("JS")
    assert first not in model.held(state)
    assert state.cards[0].where is not None  # the fixed card keeps its place on the photo
    state = model.pick(model.add(state), Card.parse("2C"))
    assert state.cards[-1] == Seen(Card.parse("2C"))
    assert model.add(model.add(state)).fixing is None
    assert model.add(state).fixing == ADD
    state = model.remove(state, 0)
    assert Card.parse("JS") not in model.held(state)


def test_fixing_a_card_into_one_already_there_is_a_card_twice() -> None:
    state = read(corner("KS"), corner("QS"))
    state = model.pick(model.fix(state, 0), state.cards[1].card)
    assert model.problems(model.held(state), BOB)[0].key == "reading.problem.twice"
    assert not model.can_confirm(state)


def test_the_picker_open_holds_the_confirmation() -> None:
    state = read(corner("KS"))
    assert model.can_confirm(state)
    assert not model.can_confirm(model.add(state))


def test_a_lone_v_asks_which_deck_and_the_answer_reads_it() -> None:
    state = read(corner("VS", where=0.3), corner("7H"))
    assert state.letters is None
    assert state.choices == (LetterSet.NL, LetterSet.FR)
    assert model.held(state) == cards("7H")
    assert not model.can_confirm(state)
    dutch = model.choose_letters(state, LetterSet.NL)
    assert dutch.letters is LetterSet.NL
    assert sorted(model.held(dutch)) == sorted(cards("QS 7H"))
    assert next(s for s in dutch.cards if s.card == Card.parse("QS")).where == (0.3, 0.3)
    assert model.can_confirm(dutch)
    french = model.choose_letters(state, LetterSet.FR)
    assert sorted(model.held(french)) == sorted(cards("JS 7H"))
    assert model.choose_letters(state, LetterSet.DE) == state


def test_the_letters_set_in_settings_are_used() -> None:
    state = read(corner("VS"), corner("7H"), setting=LetterSet.FR)
    assert state.letters is LetterSet.FR
    assert sorted(model.held(state)) == sorted(cards("JS 7H"))


def test_a_corner_decided_again_for_the_deck_is_outlined_where_it_was_read() -> None:
    """On a German deck the network's doubtful Q is the D it looks like: the card is a
    sure queen, outlined where that corner is."""
    q = GlyphReading("Q", "S", 0.55, (0.3, 0.4), (("Q", 0.55), ("D", 0.4), ("", 0.05)))
    state = read(q, corner("7H"), setting=LetterSet.DE)
    by_card = {s.card: s for s in state.cards}
    assert by_card[Card.parse("QS")].where == (0.3, 0.4)
    assert not by_card[Card.parse("QS")].unsure


def test_a_refused_photo_says_why_and_keeps_the_cards_of_an_earlier_one() -> None:
    start = model.reading(model.start(BOB, None, "en"))
    refused = model.refused(start, UnreadablePhotoError(detail="x"))
    assert refused.phase is Phase.CHOOSE
    assert refused.refusal == Message("reading.refused.bad_image")
    earlier = read(corner("KS"))
    again = model.refused(
        model.reading(model.another_photo(earlier)), PhotoTooLargeError(detail="x")
    )
    assert again.phase is Phase.REVIEW
    assert again.refusal == Message("reading.refused.too_large", {"limit": "32 MB"})
    assert model.held(again) == cards("KS")


def test_the_camera_opens_from_the_choice_and_closes_back_to_it() -> None:
    state = model.start(BOB, None, "en")
    camera = model.open_camera(state)
    assert camera.phase is Phase.CAMERA
    assert model.close_camera(camera).phase is Phase.CHOOSE
    assert model.open_camera(read(corner("KS"))).phase is Phase.REVIEW


def test_the_confirmed_cards_become_the_players_hand_in_the_referee() -> None:
    setup = RefereeSetup("Ann", ("Bob",), 10, allow_layoffs_on_gin=False, result=Result.KNOCK)
    state = referee.start(setup)
    for card in ANN_KNOCKS:
        state = flow.toggle(state, card)
    state = flow.advance(state)
    bob = cards("8H 9H KS KD KH 2S 3S 4S 6D QC")
    placed = flow.put(state, bob)
    assert placed.hands[1] == bob
    assert flow.put(state, cards("5H")) == state  # Ann holds it
    assert flow.put(state, (*bob, Card.parse("JC"))) == state  # eleven for an opponent
