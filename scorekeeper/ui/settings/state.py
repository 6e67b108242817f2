"""The session's settings as a context: what every screen reads, and how it changes them.

The root component owns the settings state (see ``scorekeeper.ui.app``); a
screen calls :func:`use_preferences` to read them (the new-game screen its
defaults, the settings screen everything) and ``change`` to alter them. A
change is saved for the session's device by :class:`TableSettings` (its
language, theme and text size for that device alone, the new-game defaults
for the table) and applied to the page in one place,
:func:`session_preferences`, so no screen touches the page or the files itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import flet as ft
from flet.components.hooks.use_context import ContextProvider

from scorekeeper.services.devices import Device
from scorekeeper.services.settings import Change, Settings, TableSettings
from scorekeeper.ui.settings.appearance import apply_appearance

__all__ = [
    "Change",
    "Preferences",
    "PreferencesContext",
    "initial_settings",
    "session_preferences",
    "use_preferences",
]


@dataclass(frozen=True, slots=True)
class Preferences:
    """The settings in force for this session, and how to change them."""

    settings: Settings
    """What is set now."""
    change: Callable[[Change], None]
    """Apply a change: it is saved for this device's next session and shown at once."""


PreferencesContext: ContextProvider[Preferences | None] = ft.create_context(None)


def use_preferences() -> Preferences:
    """The session's settings (inside a component below the app root only)."""
    preferences = ft.use_context(PreferencesContext)
    if preferences is None:
        raise RuntimeError("use_preferences() outside the app root: no settings provided")
    return preferences


def initial_settings(settings: TableSettings, device: Device, language: str | None) -> Settings:
    """The settings a new session on ``device`` starts with, in ``language`` if given."""
    current = settings.current(device)
    return current if language is None else replace(current, language=language)


def session_preferences(
    settings: TableSettings, device: Device, language: str | None
) -> Preferences:
    """The root component's settings state (a hook: call it in the root component only).

    A change is applied to this session's settings and, separately, to the
    saved ones of its device, so a change made here never overwrites what
    another tab changed in the meantime, and a session started in a given
    language keeps it until someone picks another one.
    """
    initial: Settings = initial_settings(settings, device, language)  # read again, used once
    shown, set_settings = ft.use_state(initial)

    page = ft.context.page

    def change(apply: Change) -> None:
        settings.update(device, apply)

        def step(old: Settings) -> Settings:
            # Applied to the latest state, not to the one this render saw, so two
            # quick changes both count; the page follows in the same step.
            new = apply(old)
            if new != old:
                apply_appearance(page, new)
            return new

        set_settings(step)

    return Preferences(settings=shown, change=change)
