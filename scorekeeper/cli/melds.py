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
from typing import TextIO, cast

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import fail
from scorekeeper.rules.cards import Card, parse_cards, parse_hand
from scorekeeper.rules.errors import CardCountError, ScorekeeperError
from scorekeeper.rules.layoffs import declared_melds
from scorekeeper.rules.meld_types import HAND_AFTER_DISCARD, HAND_BEFORE_DISCARD, KnockVerdict
from scorekeeper.rules.melds import check_hand, knock_verdict, lay_off, mask_verdict
from scorekeeper.rules.variant_registry import house_options, layoffs_allowed
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
        "cards",
        nargs="*",
        metavar="CARD",
        help="the hand: 10 cards, or 11 before the discard (e.g. TD 10♦ AS)",
    )
    parser.add_argument(
        "--onto",
        action="append",
        default=[],
        metavar="MELD",
        help='a meld the knocker declared, e.g. "2H 3H 4H" (repeat for each); the '
        "hand is then the opponent's 10 cards and layoffs are worked out",
    )
    parser.add_argument(
        "--variant",
        default=Variant.BOX.value,
        metavar="{box,jersey}",
        help="rules for the knock limit, and whether the opponent may lay off on a gin "
        "(declared melds of 10 cards): not in box, yes in jersey (default: box)",
    )
    parser.add_argument(
        "--jsonl",
        action="store_true",
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
    """Judge each JSON line of ``source``; bad lines get an error line, not a stop.

    The results are written in one piece once the input ends, and a plain hand's
    line is formatted without building a dict first: a stream of many thousand
    hands would otherwise spend more time writing than judging (see
    ``tests/benchmarks/bench_referee_stream.py``). The lines are the same as
    ``json.dumps(judge(...))`` gives, which ``tests/cli/test_melds_stream.py`` checks.
    """
    status = ExitCode.OK
    limit = HouseRules.defaults(house_options(variant)).knock_limit
    results: list[str] = []
    for number, line in enumerate(source, start=1):
        if not line.strip():
            continue
        try:
            hand, melds = _read_line(line)
            if melds:
                results.append(json.dumps(judge(hand, melds, variant), ensure_ascii=False))
            else:
                results.append(_verdict_line(_stream_verdict(hand, limit), limit))
        except (ScorekeeperError, InputShapeError) as error:
            status = ExitCode.BAD_INPUT
            results.append(json.dumps({"line": number, "error": str(error)}, ensure_ascii=False))
    if results:
        sink.write("\n".join(results) + "\n")
    return status


def _stream_verdict(hand_value: object, limit: int) -> KnockVerdict:
    """``knock_verdict`` of one stream hand, with the mask its parsing built.

    Parsing has refused a repeated card; a wrong count goes through ``check_hand``
    so that the message is the one a single hand gets.
    """
    cards, mask = parse_hand(_card_source(hand_value, "the hand"))
    if len(cards) not in _HAND_SIZES:
        check_hand(cards)
    return mask_verdict(mask, limit)


_HAND_SIZES = (HAND_AFTER_DISCARD, HAND_BEFORE_DISCARD)


def _verdict_line(verdict: KnockVerdict, limit: int) -> str:
    """``json.dumps`` of ``_verdict_json``'s object, written out directly (card names
    are plain ASCII, so nothing needs escaping)."""
    kept = verdict.arrangement
    discard = "" if verdict.discard is None else f', "discard": "{verdict.discard}"'
    return (
        f'{{"deadwood": {verdict.deadwood}, '
        f'"melds": [{", ".join(map(_names_line, kept.melds))}], '
        f'"unmatched": {_names_line(kept.unmatched)}{discard}, '
        f'"can_knock": {_JSON_BOOL[verdict.can_knock]}, "gin": {_JSON_BOOL[verdict.is_gin]}, '
        f'"knock_limit": {limit}}}'
    )


_JSON_BOOL = {True: "true", False: "false"}


def _names_line(cards: Sequence[Card]) -> str:
    """``json.dumps(_names(cards))``, written out directly."""
    return '["' + '", "'.join(map(str, cards)) + '"]' if cards else "[]"


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
    return parse_cards(_card_source(value, what))


def _card_source(value: object, what: str) -> str | list[str]:
    """``value`` if it can hold cards: a string, or a list (parsing checks each item)."""
    if isinstance(value, str | list):
        return cast("str | list[str]", value)
    raise InputShapeError(f"{what} must be a list of cards or a string of cards")


def judge(hand_value: object, meld_values: Sequence[object], variant: Variant) -> JsonObject:
    """The JSON result for one hand, with or without the knocker's melds."""
    hand = _cards(hand_value, "the hand")
    if not meld_values:
        return _verdict_json(hand, variant)
    melds, _ = declared_melds([_cards(m, "a knocker's meld") for m in meld_values])
    melded = [card for meld in melds for card in meld.cards]
    check_hand(hand, sizes=(HAND_AFTER_DISCARD,), who="the opponent's hand", others=melded)
    if len(melded) > HAND_AFTER_DISCARD:
        raise CardCountError(who="the knocker's melds", expected="at most 10", count=len(melded))
    # The knocker holds 10 cards after discarding: melds of 10 cards are gin.
    gin = len(melded) == HAND_AFTER_DISCARD
    allowed = layoffs_allowed(variant, knocker_gin=gin)
    result = lay_off([meld.cards for meld in melds], hand, allow_layoffs=allowed)
    return {
        "deadwood": result.deadwood,
        "melds": [_names(meld) for meld in result.melds],
        "unmatched": _names(result.unmatched),
        "layoffs": [
            {"card": str(card), "onto": _names(melds[onto].cards)} for card, onto in result.layoffs
        ],
        "knocker_gin": gin,
        "layoffs_allowed": allowed,
    }


def _verdict_json(hand: Sequence[Card], variant: Variant) -> JsonObject:
    """Deadwood, melds, discard (11 cards) and the knock verdict for ``variant``.

    ``knock_verdict`` checks the hand (size, no card twice) before it judges it.
    """
    limit = HouseRules.defaults(house_options(variant)).knock_limit
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
