"""An open hand sheet as text, kept so that a server restart loses no entry.

Why: the sheet lives in the server's session. When the table's server stopped,
the phone reconnected to a fresh session and the sheet was gone, a Save tapped
meanwhile with it, and nothing said so. The open sheet (the hand, the revision
it was filled in against, the draft) is kept as this text
(``scorekeeper/services/open_sheets.py``); the phone's fresh session on that
game reopens it, saying it is not saved yet, as long as the game is still the
one it was filled in for. Pure: text in, values out; the hook does the keeping.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from scorekeeper.rules.cards import Card
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.hands import Result
from scorekeeper.ui.game.sheet.model import Draft


@dataclass(frozen=True, slots=True)
class Pending:
    """A sheet not yet saved: which hand, against which revision, with what entered."""

    number: int | None
    """The hand being corrected; None for the coming hand."""
    based_on: str
    """The revision of the game the sheet was filled in against."""
    draft: Draft
    open: bool = True
    """The sheet was on screen; False for an entry set aside (✕, Back, Home)."""


def pending_text(pending: Pending) -> str:
    """``pending`` as one line of JSON."""
    draft = pending.draft
    return json.dumps(
        {
            "number": pending.number,
            "based_on": pending.based_on,
            "result": None if draft.result is None else draft.result.value,
            "by": draft.by,
            "values": dict(draft.values),
            "active": draft.active,
            "cards": {p: [str(c) for c in cards] for p, cards in draft.cards.items()},
            "zero_knock": draft.zero_knock,
            "open": pending.open,
        },
        ensure_ascii=False,
    )


def pending_of(text: object) -> Pending | None:
    """The sheet kept as ``text``, or None if there is none or it cannot be read.

    A text that does not read back (another version, edited by hand) is
    dropped rather than reopened wrongly.
    """
    if not isinstance(text, str):
        return None
    try:
        data = json.loads(text)
        number = data["number"]
        result = None if data["result"] is None else Result(data["result"])
        draft = Draft(
            result=result,
            by=_name(data["by"]),
            values={str(p): str(v) for p, v in dict(data["values"]).items()},
            active=_name(data["active"]),
            cards={
                str(p): tuple(Card.parse(str(c)) for c in cards)
                for p, cards in dict(data["cards"]).items()
            },
            fresh=True,
            zero_knock=bool(data["zero_knock"]),
        )
        if number is not None and not isinstance(number, int):
            return None
        return Pending(number, str(data["based_on"]), draft, bool(data["open"]))
    except (ValueError, KeyError, TypeError, AttributeError, ScorekeeperError):
        return None


def _name(value: object) -> str | None:
    return None if value is None else str(value)
