"""Hands the referee tests tap in, with what the rules engine says about them."""

from __future__ import annotations

from scorekeeper.rules.cards import Card, parse_cards

ANN_KNOCKS = parse_cards("5H 6H 7H 9S 9D 9C AC 2C 3C 4D")
"""Runs 5-7♥ and A-3♣, the 9s without 9♥; 4♦ left: can knock with 4."""
ANN_DRAWN = (*ANN_KNOCKS, Card.parse("QS"))
"""The same hand before the discard: the queen of spades is the one to throw."""
BOB_LAYS_OFF = parse_cards("8H 9H KS KD KH 2S 3S 4S 6D QC")
"""Kings and 2-4♠; 8♥ goes on Ann's hearts and 9♥ on her nines; 6♦ Q♣ = 16."""
BOB_JERSEY = parse_cards("8H KS KH KC 2S 3S 4S 6D QC JC")
"""Kings and 2-4♠; 8♥ goes on Ann's hearts; 6♦ Q♣ J♣ = 26."""
CID_JERSEY = parse_cards("9H 4H 5S 6S 7S TD JD QD 8C 2D")
"""5-7♠ and 10-Q♦; 9♥ and 4♥ lay off; 8♣ 2♦ = 10."""
ANN_GIN = parse_cards("5H 6H 7H 9S 9D 9C AC 2C 3C 4C")
"""Every card melded: gin."""
ANN_HIGH = parse_cards("5H 6H 7H 9S 9D 9C AC 2C KD QD")
"""Two melds and K♦ Q♦ A♣ 2♣ left: 23, over any knock limit."""
ANN_TWO_WAYS = parse_cards("AS 4S TS TH TD JD QD KD AC TC")
"""Four tens and J-K♦: 10♦ goes in the set or in the run, 6 either way."""
BOB_WANTS_THE_RUN = parse_cards("9D 2H 3H 4H 5S 6S 7S 8C 8D 3S")
"""9♦ lays off only if Ann declares 10-K♦."""


def cards(text: str) -> tuple[Card, ...]:
    """Shorthand for ``parse_cards``."""
    return parse_cards(text)
