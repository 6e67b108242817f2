"""How a recorded hand reads: the history's, the statistics' and the comparison's sentences.

Everything a player reads about a past game passes through here: dates in the
local format, outcome labels, the roles of a hand, what was entered, and the
rule that scored it (the same rule ids as ``scorekeeper.rules.scoring``, each
with its own message). Pure functions of a :class:`Locale`, beside the catalogue
and without Flet, so tests can check every language without a screen.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime

from scorekeeper.i18n.formatting import (
    format_date,
    format_datetime,
    format_signed,
    parse_timestamp,
)
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import SEPARATOR, cards_label, number, rule_sentence
from scorekeeper.rules.hands import HandEntry, Result, Roles
from scorekeeper.rules.scoring import Explanation


def local_time(text: str) -> datetime | None:
    """A stored time stamp in this computer's time zone (None if missing or bad).

    Stored times are UTC; players want the evening they played, not UTC.
    A stamp without a zone is shown as written.
    """
    moment = parse_timestamp(text)
    if moment is None or moment.tzinfo is None:
        return moment
    return moment.astimezone()


def when(locale: Locale, text: str, *, with_time: bool = False) -> str:
    """A stored time stamp as a local date (and time), or "date unknown"."""
    moment = local_time(text)
    if moment is None:
        return locale.t("history.date_unknown")
    if with_time:
        return format_datetime(moment, locale.language)
    return format_date(moment, locale.language)


def roles_text(locale: Locale, roles: Roles | None, dealer: str) -> str:
    """Who sat where in a hand: box, captain and sitter, or (jersey) who dealt."""
    if roles is None:
        return locale.t("history.roles.jersey", dealer=dealer)
    return locale.t("history.roles.box", box=roles.box, captain=roles.captain, sitter=roles.sitter)


def deadwood_text(locale: Locale, entry: HandEntry, players: Iterable[str]) -> str:
    """The deadwood entered: the knocker's first, then the others in seat order (gin is 0)."""
    parts = []
    ordered = list(players)
    if entry.by in ordered:  # the knocker (or gin player) first, the others in seat order
        ordered.remove(entry.by)
        ordered.insert(0, entry.by)
    for player in ordered:
        if player in entry.deadwood:
            parts.append(f"{player} {number(locale, entry.deadwood[player])}")
        elif player == entry.by and entry.result is Result.GIN:
            parts.append(f"{player} {number(locale, 0)}")
    return SEPARATOR.join(parts)


def entry_text(locale: Locale, entry: HandEntry, players: Iterable[str]) -> str:
    """What was entered for a hand: how it ended, by whom, and each deadwood."""
    deadwood = deadwood_text(locale, entry, players)
    if entry.result is Result.DRAW or entry.by is None:
        if deadwood:
            return locale.t("history.entry.draw_with", deadwood=deadwood)
        return locale.t("history.entry.draw")
    return locale.t(f"history.entry.{entry.result.value}", player=entry.by, deadwood=deadwood)


def cards_texts(locale: Locale, entry: HandEntry) -> list[str]:
    """One line per player whose cards were entered in referee mode."""
    return [
        locale.t("history.entry.cards", player=player, cards=cards_label(cards))
        for player, cards in entry.cards.items()
    ]


def rule_text(locale: Locale, explanation: Explanation) -> str:
    """The rule that scored a hand, with its arithmetic, in the session's language."""
    values = {
        name: number(locale, value) if isinstance(value, int) else value
        for name, value in explanation.values.items()
    }
    rule = explanation.rule
    sentence = rule_sentence(locale, rule, f"history.rule.{rule}", **values)
    return locale.t("history.rule_section", rule=sentence, section=explanation.section)


def points_text(locale: Locale, scorer: str | None, points: Mapping[str, int]) -> str:
    """Who scored how much in a hand (``Cid +11``), or that nobody did."""
    if scorer is None:
        return locale.t("word.nobody_scores")
    return f"{scorer} {format_signed(points[scorer], locale.language)}"


def totals_text(locale: Locale, totals: Mapping[str, int]) -> str:
    """Every player's total, in seat order."""
    return SEPARATOR.join(f"{player} {number(locale, total)}" for player, total in totals.items())
