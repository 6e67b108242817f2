"""What the live page's polite live region says after a change: the new hand, or what changed."""

from __future__ import annotations

from scorekeeper.i18n.words import explanation_text, points_text
from scorekeeper.live_page.model import LivePage
from scorekeeper.live_page.words import PageWords
from scorekeeper.services.changes import ChangeKind, GameChanged

CHANGE_PREFIX = "live."
"""``live.<kind>``: the short notice of each kind of change, as the full app words it."""


def news_text(words: PageWords, change: GameChanged, page: LivePage) -> str:
    """The announcement of ``change`` on ``page``: a new hand told in full, other changes in short.

    A change to another game than the one shown is not announced (the games list
    still shows it).
    """
    shown = page.shown
    if shown is None or change.game_id != shown.id:
        return ""
    if change.kind is ChangeKind.RECORDED:
        row = next((r for r in shown.view.rows if r.number == change.number), None)
        if row is not None:
            return words.t(
                "live_page.recorded",
                number=row.number,
                points=points_text(words, row.scorer, row.points),
                why=explanation_text(words, row.explanation),
            )
    return words.t(CHANGE_PREFIX + change.kind.value, number=change.number or 0)
