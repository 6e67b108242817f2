"""The app's settings: language, look, and the defaults for new games, kept across restarts.

One small JSON file, ``settings.json`` in the data folder, next to the games::

    {"format": "scorekeeper-settings/1", "language": "nl", "theme": "dark",
     "large_text": false, "card_letters": "auto",
     "new_game": {"variant": "box",
                  "house_rules": {"box": {...}, "jersey": {...}}}}

Why it can never stop the app: settings are a convenience, so a missing,
damaged or half-understood file gives the standard settings (field by field:
one bad value does not throw away the others) plus a :class:`SettingsProblem`
the settings screen shows. The file is only written when someone changes a
setting, atomically (``write_atomic``), so a crash leaves the old or the new
file. A file from a newer app version is read for what this one understands
and left untouched until a setting changes.

The store is shared by every session of the process (all browser tabs), like
the game store, and locks itself: Flet runs handlers in threads.
"""

from __future__ import annotations

import enum
import json
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Final

from scorekeeper.rules.card_letters import LetterSet
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.languages import DEFAULT_LANGUAGE, LANGUAGES
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.storage.atomic_storage import write_atomic
from scorekeeper.storage.errors import StorageError

SETTINGS_FORMAT: Final = "scorekeeper-settings/1"
SETTINGS_FILE: Final = "settings.json"
AUTO_LETTERS: Final = "auto"
"""``card_letters`` when the card reader works the deck's letters out itself."""
MAX_SETTINGS_BYTES: Final = 64 * 1024
"""A real settings file is a few hundred bytes; anything huge is not ours."""


class ThemeChoice(enum.Enum):
    """Light or dark: as the phone says, or fixed."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the user can set, with the standard values as defaults."""

    language: str = DEFAULT_LANGUAGE
    """One of :data:`scorekeeper.rules.languages.LANGUAGES`."""
    theme: ThemeChoice = ThemeChoice.SYSTEM
    """Light, dark, or following the system."""
    large_text: bool = False
    """Larger text everywhere, for reading the phone at arm's length."""
    card_letters: LetterSet | None = None
    """The letters on the players' cards, for "Read the cards"; None: worked out
    from the letters seen (and asked when they fit decks that read them differently)."""
    variant: Variant = Variant.BOX
    """The variant a new game starts with."""
    house_rules: tuple[tuple[Variant, HouseRules], ...] = field(
        default_factory=lambda: tuple((v, HouseRules.defaults(house_options(v))) for v in Variant)
    )
    """House options a new game of each variant starts with, every variant in ``Variant``
    order (pairs rather than a dict, so the settings stay hashable)."""

    def rules_for(self, variant: Variant) -> HouseRules:
        """The default house options of ``variant``."""
        return dict(self.house_rules)[variant]

    def with_rules(self, variant: Variant, rules: HouseRules) -> Settings:
        """These settings with ``rules`` as the defaults of ``variant``."""
        pairs = tuple((v, rules if v is variant else r) for v, r in self.house_rules)
        return replace(self, house_rules=pairs)


class ProblemKind(enum.Enum):
    """What went wrong with the settings file."""

    DAMAGED = "damaged"
    """Unreadable: not UTF-8, not JSON, not an object, or far too large."""
    UNKNOWN_FORMAT = "unknown_format"
    """Written by another (newer) app version; understood fields were used."""
    BAD_VALUE = "bad_value"
    """One setting had a value this app does not accept; its default is used."""
    NOT_SAVED = "not_saved"
    """A change could not be written; it holds until the app stops."""


@dataclass(frozen=True, slots=True)
class SettingsProblem:
    """One problem with the settings file, for the settings screen."""

    kind: ProblemKind
    path: Path | None
    detail: str
    """English, technical: what exactly was wrong."""
    setting: str = ""
    """The setting concerned (``BAD_VALUE``), e.g. ``theme``."""


# --- the file format ---------------------------------------------------------------


def settings_to_dict(settings: Settings) -> dict[str, Any]:
    """The JSON object of ``settings`` (all fields, fixed order)."""
    return {
        "format": SETTINGS_FORMAT,
        "language": settings.language,
        "theme": settings.theme.value,
        "large_text": settings.large_text,
        "card_letters": (
            AUTO_LETTERS if settings.card_letters is None else settings.card_letters.value
        ),
        "new_game": {
            "variant": settings.variant.value,
            "house_rules": {
                variant.value: settings.rules_for(variant).to_options(house_options(variant))
                for variant in Variant
            },
        },
    }


def settings_from_dict(
    document: Mapping[str, Any], path: Path | None = None
) -> tuple[Settings, list[SettingsProblem]]:
    """Settings from a JSON object, every field checked on its own.

    Missing fields take their default silently (an older file); a bad value
    takes its default and is reported.
    """
    problems: list[SettingsProblem] = []
    settings = Settings()

    def bad(setting: str, detail: str) -> None:
        problems.append(SettingsProblem(ProblemKind.BAD_VALUE, path, detail, setting))

    fmt = document.get("format", SETTINGS_FORMAT)
    if fmt != SETTINGS_FORMAT:
        problems.append(
            SettingsProblem(
                ProblemKind.UNKNOWN_FORMAT,
                path,
                f"format {fmt!r} is not {SETTINGS_FORMAT!r}; the settings this app "
                "understands were used",
            )
        )
    if "language" in document:
        language = document["language"]
        if language in LANGUAGES:
            settings = replace(settings, language=language)
        else:
            bad("language", f"{language!r} is not one of {', '.join(LANGUAGES)}")
    settings = _session_fields(document, settings, bad)
    new_game = document.get("new_game", {})
    if not isinstance(new_game, Mapping):
        bad("new_game", "the defaults for new games must be an object")
        return settings, problems
    if "variant" in new_game:
        try:
            settings = replace(settings, variant=Variant.parse(new_game["variant"]))
        except ScorekeeperError as exc:
            bad("variant", str(exc))
    house_rules = new_game.get("house_rules", {})
    if not isinstance(house_rules, Mapping):
        bad("house_rules", "the house options must be an object")
        return settings, problems
    for variant in Variant:
        options = house_rules.get(variant.value)
        if options is None:
            continue
        if not isinstance(options, Mapping):
            bad(f"house_rules.{variant.value}", "the house options must be an object")
            continue
        try:
            rules = HouseRules.from_options(house_options(variant), options)
        except ScorekeeperError as exc:
            bad(f"house_rules.{variant.value}", str(exc))
            continue
        settings = settings.with_rules(variant, rules)
    return settings, problems


def _session_fields(
    document: Mapping[str, Any], settings: Settings, bad: Callable[[str, str], None]
) -> Settings:
    """``settings`` with the look and the card letters the file sets (each on its own)."""
    if "theme" in document:
        try:
            settings = replace(settings, theme=ThemeChoice(document["theme"]))
        except (ValueError, TypeError):
            bad("theme", f"{document['theme']!r} is not system, light or dark")
    if "large_text" in document:
        if isinstance(document["large_text"], bool):
            settings = replace(settings, large_text=document["large_text"])
        else:
            bad("large_text", f"{document['large_text']!r} is not true or false")
    if "card_letters" in document:
        try:
            settings = replace(settings, card_letters=_card_letters(document["card_letters"]))
        except ValueError as exc:
            bad("card_letters", str(exc))
    return settings


def _card_letters(value: object) -> LetterSet | None:
    """The letters on the cards as the file says them: ``auto`` or a deck's (``nl``)."""
    known = {letters.value: letters for letters in LetterSet}
    if value == AUTO_LETTERS:
        return None
    if isinstance(value, str) and value in known:
        return known[value]
    raise ValueError(f"{value!r} is not {AUTO_LETTERS} or one of {', '.join(known)}")


def read_settings(path: Path) -> tuple[Settings, list[SettingsProblem]]:
    """The settings in ``path``: defaults if it is missing, never an exception."""
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_SETTINGS_BYTES + 1)
    except FileNotFoundError:
        return Settings(), []
    except OSError as exc:
        return Settings(), [_damaged(path, f"cannot be read: {exc.strerror or exc}")]
    if len(raw) > MAX_SETTINGS_BYTES:
        return Settings(), [_damaged(path, f"is larger than {MAX_SETTINGS_BYTES} bytes")]
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        return Settings(), [_damaged(path, f"is not UTF-8 text (bad byte at {exc.start})")]
    except (ValueError, RecursionError) as exc:
        return Settings(), [_damaged(path, f"is not valid JSON ({exc})")]
    if not isinstance(document, dict):
        return Settings(), [_damaged(path, "does not hold a JSON object")]
    return settings_from_dict(document, path)


def _damaged(path: Path, detail: str) -> SettingsProblem:
    return SettingsProblem(ProblemKind.DAMAGED, path, f"{path} {detail}; standard settings used")


# --- the store -----------------------------------------------------------------------


class SettingsStore:
    """The current settings of the process, saved to a file on every change.

    ``SettingsStore(None)`` keeps them in memory only (tests, or a caller
    that wants no file).
    """

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._settings, self._problems = read_settings(path) if path else (Settings(), [])

    @classmethod
    def open(cls, data_dir: Path) -> SettingsStore:
        """The settings kept in ``data_dir`` (the file need not exist yet)."""
        return cls(Path(data_dir) / SETTINGS_FILE)

    @property
    def path(self) -> Path | None:
        """The settings file, or None for a store in memory."""
        return self._path

    def current(self) -> Settings:
        """The settings now in force."""
        with self._lock:
            return self._settings

    def problems(self) -> tuple[SettingsProblem, ...]:
        """What was wrong with the file or with saving it, oldest first."""
        with self._lock:
            return tuple(self._problems)

    def update(self, change: Callable[[Settings], Settings]) -> Settings:
        """Apply ``change`` to the current settings, save, and return the result.

        Changes from several sessions at once are applied one after the other,
        each to the result of the previous one, so none is lost. A save that
        fails (a full disk, a read-only folder) is reported as a problem; the
        new settings still hold until the app stops.
        """
        with self._lock:
            changed = change(self._settings)
            if changed == self._settings:
                return changed
            self._settings = changed
            self._write(changed)
            return changed

    def save(self, settings: Settings) -> Settings:
        """Make ``settings`` the current settings (see :meth:`update`)."""
        return self.update(lambda _old: settings)

    def _write(self, settings: Settings) -> None:
        if self._path is None:
            return
        data = json.dumps(settings_to_dict(settings), ensure_ascii=False, indent=2) + "\n"
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self._path, data.encode("utf-8"))
        except (OSError, StorageError) as exc:
            self._problems.append(
                SettingsProblem(
                    ProblemKind.NOT_SAVED,
                    self._path,
                    f"the settings could not be saved to {self._path}: {exc}",
                )
            )
