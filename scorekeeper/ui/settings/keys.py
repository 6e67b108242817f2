"""Stable control keys of the settings and backup screens (see ``scorekeeper.ui.keys``)."""

from __future__ import annotations

from typing import Final

from scorekeeper.rules.card_letters import LetterSet

SETTINGS_VIEW: Final = "settings"
SETTINGS_BACK: Final = "settings.back"
SETTINGS_PROBLEMS: Final = "settings.problems"
LARGE_TEXT: Final = "settings.large_text"
LARGE_TEXT_SWITCH: Final = "settings.large_text.switch"
RULES_RESET: Final = "settings.rules.reset"
OPEN_BACKUP: Final = "settings.open_backup"

BACKUP_VIEW: Final = "backup"
BACKUP_EXPORT: Final = "backup.export"
BACKUP_CSV: Final = "backup.csv"
BACKUP_RESTORE: Final = "backup.restore"
BACKUP_BUSY: Final = "backup.busy"
BACKUP_RESULT: Final = "backup.result"
BACKUP_ERROR: Final = "backup.error"


def language(code: str) -> str:
    """The choice of language ``code`` (e.g. ``settings.language.nl``)."""
    return f"settings.language.{code}"


def theme(value: str) -> str:
    """The choice of theme ``value`` (``system``, ``light`` or ``dark``)."""
    return f"settings.theme.{value}"


def variant(value: str) -> str:
    """The choice of the default variant ``value`` (``box`` or ``jersey``)."""
    return f"settings.variant.{value}"


RESTORE_REVIEW: Final = "backup.review"
RESTORE_APPLY: Final = "backup.review.apply"
RESTORE_CANCEL: Final = "backup.review.cancel"


def restore_row(game_id: str) -> str:
    """The row of one differing game in the restore review."""
    return f"backup.review.game.{game_id}"


def restore_choice(game_id: str, choice: str) -> str:
    """One game's choice (``keep_mine``, ``take_theirs``, ``keep_both``) in the review."""
    return f"backup.review.game.{game_id}.{choice}"


def restore_compare(game_id: str) -> str:
    """The button that shows or folds one game's comparison in the review."""
    return f"backup.review.game.{game_id}.compare"


def restore_all(choice: str) -> str:
    """The choice for every differing game at once."""
    return f"backup.review.all.{choice}"


def card_letters(letters: LetterSet | None) -> str:
    """The choice of the letters on the cards (``settings.card_letters.nl``; ``.auto``)."""
    return f"settings.card_letters.{'auto' if letters is None else letters.value}"
