"""Why a value is refused, as a code with values: the catalogues word it per language.

Why not English words inside the error: a refusal's reason was once an English
phrase, so every language showed it in English ("... nie może mieć wartości
'1o0': it must be a whole number"). As a code the catalogues word it
(``error.reason.<code>``, with the same values); ``str()`` gives the English
words below, so the command line's one line stays as it was.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

REASONS: Final[Mapping[str, str]] = {
    "not_whole": "it must be a whole number",
    "out_of_range": "it must be from {low} to {high}",
    "not_a_choice": "use {allowed}",
    "alternatives": "{others} or {last}",
    "not_text": "a name must be text",
    "too_long": "at most {limit} characters",
    "control_character": "it holds a control or formatting character",
    "not_gin": "gin needs every card in melds",
    "over_limit": "a knock needs {limit} or less",
    "below_cards": "{entered} was entered, but the cards cannot get below {deadwood}",
    # What the game store could not do, and why the system refused it (the
    # English words are the system's own, so the command line prints what it did).
    "do_read": "read",
    "do_write": "write",
    "do_create": "create",
    "do_open": "open",
    "do_lock": "lock",
    "do_move_aside": "move aside",
    "disk_full": "No space left on device",
    "quota_full": "Disk quota exceeded",
    "no_access": "Permission denied",
    "not_permitted": "Operation not permitted",
    "read_only": "Read-only file system",
    "missing": "No such file or directory",
    "not_a_folder": "Not a directory",
    "a_folder": "Is a directory",
    "busy": "Device or resource busy",
    "device_failed": "Input/output error",
    "name_too_long": "File name too long",
    "system_refused": "{detail} ({code})",
}
"""Each reason code and its English words (the command line's; the catalogues hold
``error.reason.<code>`` in every language, with the same values): a house option's
value, a player's name, a knock the entered cards do not allow, a file the game
store could not read or write (``do_*`` the action, then the system's reason;
``system_refused`` is a rare one the catalogues name by its code). ``alternatives`` is
a list of choices ending in the language's "or", a value of ``not_a_choice``."""


@dataclass(frozen=True, slots=True)
class Reason:
    """A reason code with the values its words name; ``str()`` is its English."""

    code: str
    """One of ``REASONS``."""
    values: Mapping[str, object] = field(default_factory=dict)
    """What the words name (a range's ends, the allowed choices); a value may be a
    ``Reason`` itself, worded in the same language."""

    @property
    def key(self) -> str:
        """The catalogue key of its words."""
        return f"error.reason.{self.code}"

    def __str__(self) -> str:
        return REASONS[self.code].format(**self.values)


def alternatives(words: tuple[str, ...]) -> Reason | str:
    """``'a', 'b' or 'c'`` as a reason value (one word needs no "or")."""
    if len(words) == 1:
        return words[0]
    return Reason("alternatives", {"others": ", ".join(words[:-1]), "last": words[-1]})
