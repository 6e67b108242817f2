"""``scorekeeper melds``: the card referee on the command line.

Prints one JSON object: the least deadwood of a hand, its melds and unmatched
cards; with 11 cards also the best discard (and the figures after it); with the
knocker's declared melds (``--onto``) the opponent's layoffs and deadwood after
laying off. ``--jsonl`` judges many hands, one JSON object per line, for scripts
and golden tests. Bad input gives one line on standard error and exit status 2
(in ``--jsonl`` mode an ``{"error": ...}`` line, and the run carries on).

This module only parses and formats; every rule lives in ``scorekeeper.rules``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import fail
from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.errors import CardCountError, ScorekeeperError
from scorekeeper.rules.layoffs import declared_melds, layoffs_allowed
from scorekeeper.rules.meld_types import HAND_AFTER_DISCARD
from scorekeeper.rules.melds import check_hand, knock_verdict, lay_off
from scorekeeper.rules.variants import HouseRules, Variant

JsonObject = dict[str, object]


class InputShapeError(ValueError):
    """Input that is not shaped as this command expects (not a rules matter).

    Kept out of ``scorekeeper.rules.errors`` on purpose: it is about JSON lines and
    argument combinations, which only the command line has.
    """


def configure(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``melds``."""
    parser.add_argument(
        "cards", nargs="*", metavar="CARD",
        help="the hand: 10 cards, or 11 before the discard (e.g. TD 10♦ AS)",
    )
    parser.add_argument(
        "--onto", action="append", default=[], metavar="MELD",
        help="a meld the knocker declared, e.g. \"2H 3H 4H\" (repeat for each); the "
        "hand is then the opponent's 10 cards and layoffs are worked out",
    )
    parser.add_argument(
        "--variant", default=Variant.BOX.value, metavar="{box,jersey}",
        help="rules for the knock limit, and whether the opponent may lay off on a gin "
        "(declared melds of 10 cards): not in box, yes in jersey (default: box)",
    )
    parser.add_argument(
        "--jsonl", action="store_true",
        help='read JSON lines {"hand": [...], "knocker_melds": [[...]]} from standard '
        "input, write one result line each; exit 2 if any line was bad",
    )


def run(args: argparse.Namespace) -> int:
    """Judge the hand (or the JSON lines) and print the result as JSON."""
    try:
        variant = Variant.parse(args.variant)
        if args.jsonl:
            if args.cards or args.onto:
                raise InputShapeError(
                    "--jsonl reads hands from standard input; give no CARD or --onto with it"
                )
            return judge_lines(sys.stdin, sys.stdout, variant)
        result = judge(" ".join(args.cards), list(args.onto), variant)
    except (ScorekeeperError, InputShapeError) as error:
        return fail(str(error))
    print(json.dumps(result, ensure_ascii=False))
    return ExitCode.OK


def judge_lines(source: TextIO, sink: TextIO, variant: Variant) -> int:
    """Judge each JSON line of ``source``; bad lines get an error line, not a stop."""
    status = ExitCode.OK
    for number, line in enumerate(source, start=1):
        if not line.strip():
            continue
        try:
            hand, melds = _read_line(line)
            result = judge(hand, melds, variant)
        except (ScorekeeperError, InputShapeError) as error:
            status = ExitCode.BAD_INPUT
            result = {"line": number, "error": str(error)}
        sink.write(json.dumps(result, ensure_ascii=False) + "\n")
        sink.flush()
    return status


def _read_line(line: str) -> tuple[object, list[object]]:
    """The ``hand`` and ``knocker_melds`` of one JSON line, shape-checked."""
    try:
        data = json.loads(line)
    except ValueError as error:
        raise InputShapeError(f"not JSON ({error.args[0]})") from None
    if not isinstance(data, dict) or "hand" not in data:
        raise InputShapeError('each line must be a JSON object with a "hand"')
    melds = data.get("knocker_melds", [])
    if not isinstance(melds, list):
        raise InputShapeError('"knocker_melds" must be a list of melds')
    return data["hand"], melds


def _cards(value: object, what: str) -> tuple[Card, ...]:
    """Cards from a string ("2H 3H") or a list of card strings."""
    if isinstance(value, str | list):
        return parse_cards(value)
    raise InputShapeError(f"{what} must be a list of cards or a string of cards")


def judge(hand_value: object, meld_values: Sequence[object], variant: Variant) -> JsonObject:
    """The JSON result for one hand, with or without the knocker's melds."""
    hand = _cards(hand_value, "the hand")
    if not meld_values:
        check_hand(hand)
        return _verdict_json(hand, variant)
    melds, _ = declared_melds([_cards(m, "a knocker's meld") for m in meld_values])
    melded = [card for meld in melds for card in meld.cards]
    check_hand(hand, sizes=(HAND_AFTER_DISCARD,), who="the opponent's hand", others=melded)
    if len(melded) > HAND_AFTER_DISCARD:
        raise CardCountError(
            who="the knocker's melds", expected="at most 10", count=len(melded)
        )
    # The knocker holds 10 cards after discarding: melds of 10 cards are gin.
    gin = len(melded) == HAND_AFTER_DISCARD
    allowed = layoffs_allowed(variant, knocker_gin=gin)
    result = lay_off([meld.cards for meld in melds], hand, allow_layoffs=allowed)
    return {
        "deadwood": result.deadwood,
        "melds": [_names(meld) for meld in result.melds],
        "unmatched": _names(result.unmatched),
        "layoffs": [
            {"card": str(card), "onto": _names(melds[onto].cards)}
            for card, onto in result.layoffs
        ],
        "knocker_gin": gin,
        "layoffs_allowed": allowed,
    }


def _verdict_json(hand: Sequence[Card], variant: Variant) -> JsonObject:
    """Deadwood, melds, discard (11 cards) and the knock verdict for ``variant``."""
    limit = HouseRules.defaults(variant).knock_limit
    verdict = knock_verdict(hand, limit)
    result: JsonObject = {
        "deadwood": verdict.deadwood,
        "melds": [_names(meld) for meld in verdict.arrangement.melds],
        "unmatched": _names(verdict.arrangement.unmatched),
    }
    if verdict.discard is not None:
        result["discard"] = str(verdict.discard)
    result |= {"can_knock": verdict.can_knock, "gin": verdict.is_gin, "knock_limit": limit}
    return result


def _names(cards: Sequence[Card]) -> list[str]:
    """Canonical notation of each card."""
    return [str(card) for card in cards]
