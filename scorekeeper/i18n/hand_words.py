"""How a recorded hand reads on every screen: what was entered, how it was corrected.

A hand's entry and each correction of it are worded once, here: the history's
record, a hand's detail at the table and the comparison all say them alike (the
detail had sentences of its own, and the two drifted apart). So are dates in
the local format, the roles of a hand and the rule that scored it (its
sentence is :func:`scorekeeper.i18n.words.explanation_text`, the table's).
Pure functions of a :class:`Locale`, beside the catalogue and without Flet, so
tests can check every language without a screen.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from scorekeeper.i18n.formatting import (
    format_date,
    format_datetime,
    parse_timestamp,
)
from scorekeeper.i18n.game_words import option_value_text
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import SEPARATOR, cards_label, explanation_text, number
from scorekeeper.rules.corrections import Correction, CorrectionKind
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles
from scorekeeper.rules.scoring import Explanation
from scorekeeper.rules.variant_registry import house_options, option_names
from scorekeeper.rules.variants import HouseRules


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
    """The rule that scored a hand (:func:`explanation_text`) and where the rule book has it."""
    sentence = explanation_text(locale, explanation)
    return locale.t("history.rule_section", rule=sentence, section=explanation.section)


def rules_change_text(locale: Locale, game: Game, before: HouseRules, after: HouseRules) -> str:
    """The house rules that changed, each ``before → after`` (``to 100 → to 150``)."""
    table = house_options(game.variant)
    old, new = before.to_options(table), after.to_options(table)

    def short(name: str, options: dict[str, object]) -> str:
        value = option_value_text(locale, name, options[name])
        return locale.t(f"table.option.{name}.short", value=value)

    return SEPARATOR.join(
        f"{short(name, old)} → {short(name, new)}"
        for name in option_names(game.variant)
        if old[name] != new[name]
    )


_CORRECTION_KEYS = {
    CorrectionKind.EDIT: "history.correction.edit",
    CorrectionKind.UNDO: "history.correction.undo",
    CorrectionKind.REDO: "history.correction.redo",
    CorrectionKind.RULES: "history.correction.rules",
    CorrectionKind.TAKE: "history.correction.take",
}


def _correction_key(line: Correction) -> str:
    if line.kind is CorrectionKind.TAKE:
        if line.hand == 0:
            return "history.correction.take_rules"
        if line.before is None:
            return "history.correction.take_new"
        if line.after is None:
            return "history.correction.take_gone"
    return _CORRECTION_KEYS[line.kind]


def correction_text(locale: Locale, game: Game, line: Correction) -> str:
    """One correction in the table's words: which hand, when, what it was and became.

    Edit (before → after), undo, redo, a change of house rules (before → after),
    and each hand that taking the other phone's record changed.
    """
    before, after = line.before, line.after
    changes = ""
    if line.rules_before is not None and line.rules_after is not None:
        changes = rules_change_text(locale, game, line.rules_before, line.rules_after)
    return locale.t(
        _correction_key(line),
        hand=line.hand,
        when=when(locale, line.at, with_time=True),
        before="" if before is None else entry_text(locale, before, game.players),
        after="" if after is None else entry_text(locale, after, game.players),
        changes=changes,
    )
