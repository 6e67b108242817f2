"""Stable control keys of the settings and backup screens (see ``scorekeeper.ui.keys``)."""

from __future__ import annotations

from typing import Final

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


def rule_field(name: str) -> str:
    """The field of the numeric house option ``name`` (e.g. ``settings.rules.target``)."""
    return f"settings.rules.{name}"


def rule_choice(name: str, value: str) -> str:
    """The choice ``value`` of the house option ``name`` (e.g. ``settings.rules.tie.no_score``)."""
    return f"settings.rules.{name}.{value}"
