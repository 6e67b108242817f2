"""The fast stream of ``melds --jsonl`` says exactly what the one-hand path says.

The stream parses cards by table, takes the hand's bitmask from the parser and
writes its lines by hand (see ``judge_lines``); these tests hold it to
``json.dumps(judge(...))``, line by line, and the card table to the slow reading.
"""

from __future__ import annotations

import io
import json
import random

from hypothesis import given

from scorekeeper.cli.melds import InputShapeError, judge, judge_lines
from scorekeeper.rules import cards as card_module
from scorekeeper.rules.cards import DECK, Card, parse_cards, parse_hand
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.melds import knock_verdict, mask_verdict
from scorekeeper.rules.variants import Variant
from tests.referee import hands

SPELLINGS = {
    "S": ["S", "s", "♠", "♤"],
    "H": ["H", "h", "♥", "♡"],
    "D": ["D", "d", "♦", "♢"],
    "C": ["C", "c", "♣", "♧"],
}


def spelled(rng: random.Random, card: Card) -> str:
    """``card`` in one of its accepted spellings, chosen at random."""
    rank = str(card)[0]
    rank = rng.choice(["10", "T", "t"] if rank == "T" else [rank, rank.lower()])
    return rank + rng.choice(SPELLINGS[str(card)[1]])


def one_by_one(lines: list[str], variant: Variant) -> list[str]:
    """What the stream must print: each line judged alone, as the one-hand command does."""
    expected = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            result = judge(data["hand"], data.get("knocker_melds", []), variant)
        except (ScorekeeperError, InputShapeError) as error:
            result = {"line": number, "error": str(error)}
        expected.append(json.dumps(result, ensure_ascii=False))
    return expected


def streamed(lines: list[str], variant: Variant) -> tuple[int, list[str]]:
    sink = io.StringIO()
    status = judge_lines(io.StringIO("\n".join(lines) + "\n"), sink, variant)
    return status, sink.getvalue().splitlines()


def test_a_thousand_hands_print_as_one_by_one() -> None:
    rng = random.Random(15)
    lines = []
    for number in range(1_000):
        generate = hands.uniform if number % 3 else hands.meld_rich
        hand = [spelled(rng, card) for card in generate(rng, 10 + number % 2)]
        lines.append(
            json.dumps(
                {"hand": hand if number % 5 else " ".join(hand)}, ensure_ascii=number % 2 == 0
            )
        )
    for variant in Variant:
        status, printed = streamed(lines, variant)
        assert status == 0
        assert printed == one_by_one(lines, variant)


def test_bad_lines_print_as_one_by_one() -> None:
    lines = [
        json.dumps({"hand": "AS 2S 3S 4S 5S 6S 7S 8S 9S"}),
        json.dumps({"hand": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"}),
        json.dumps({"hand": "AS 2S 3S 4S 5S 6S 7S 8S 9S AS"}),
        json.dumps({"hand": "AS 2S 3S 4S 5S 6S 7S 8S 9S X♠"}, ensure_ascii=False),
        json.dumps({"hand": ["AS", 2]}),
        json.dumps({"hand": {"AS": 1}}),
        json.dumps({"hand": " 7h  8H\ufe0f 9♥ KS KD KC 2C 3D 4S TS"}),
        "",
        json.dumps({"hand": "5H 6H KH 9C 9D 2C 3D 4S TS JD", "knocker_melds": ["2H 3H 4H"]}),
    ]
    status, printed = streamed(lines, Variant.BOX)
    assert status == 2
    assert printed == one_by_one(lines, Variant.BOX)
    assert [json.loads(line).get("error") for line in printed[:6]] == [
        "the hand must hold 10 or 11 cards, not 9",
        "the hand must hold 10 or 11 cards, not 12",
        "AS is given twice",
        "'X♠' is not a card (rank A 2-9 T J Q K, suit S H D C, e.g. TD)",
        "'2' is not a card (rank A 2-9 T J Q K, suit S H D C, e.g. TD)",
        "the hand must be a list of cards or a string of cards",
    ]
    assert "X♠" in printed[3]


def test_every_spelling_in_the_table_is_read_as_the_slow_way_reads_it() -> None:
    table = card_module._INDEX_BY_TEXT
    assert len(table) == (13 + 1 + 5) * 16  # 13 ranks, "10", a-t-j-q-k; 16 suit spellings
    for text, index in table.items():
        assert parse_cards([f" {text} "]) == (DECK[index],)


@given(hands.hand_strategy(10) | hands.hand_strategy(11))
def test_the_mask_verdict_is_the_card_verdict(hand: list[Card]) -> None:
    cards, mask = parse_hand(" ".join(map(str, hand)))
    assert cards == tuple(hand)
    assert mask == sum(1 << card.index for card in hand)
    assert mask_verdict(mask, 10) == knock_verdict(hand, 10)
