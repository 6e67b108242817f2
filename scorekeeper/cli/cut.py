"""``scorekeeper cut VARIANT NAME=CARD NAME=CARD NAME=CARD``: who starts."""

from __future__ import annotations

import argparse

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import fail, print_json
from scorekeeper.rules.cards import Card
from scorekeeper.rules.cut import first_from_cut
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.session import roles_to_dict
from scorekeeper.rules.validation import check_players
from scorekeeper.rules.variants import Variant


def configure(parser: argparse.ArgumentParser) -> None:
    """Arguments: the variant and three ``name=card`` pairs in seat order."""
    parser.add_argument("variant", choices=[v.value for v in Variant])
    parser.add_argument("cuts", nargs=3, metavar="NAME=CARD", help="e.g. Ann=KS Bob=7D Cid=2C")


def run(args: argparse.Namespace) -> int:
    """Print ``{"roles", "dealer"}`` or ``{"redraw": [...]}`` as JSON."""
    try:
        pairs = [_split(text) for text in args.cuts]
        names = check_players([name for name, _ in pairs])
        cuts = {name: Card.parse(card) for name, (_, card) in zip(names, pairs, strict=True)}
        result = first_from_cut(Variant(args.variant), cuts)
    except ScorekeeperError as exc:
        return fail(str(exc))
    except ValueError as exc:
        return fail(str(exc))
    if not result.decided:
        print_json({"redraw": list(result.redraw)})
    else:
        print_json({"dealer": result.dealer, "roles": roles_to_dict(result.roles)})
    return ExitCode.OK


def _split(text: str) -> tuple[str, str]:
    name, sep, card = text.rpartition("=")
    if not sep:
        raise ValueError(f"'{text}' is not NAME=CARD")
    return name, card
