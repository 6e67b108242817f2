"""The session's settings as a context: what every screen reads, and how it changes them.

The root component owns the settings state (see ``scorekeeper.ui.app``); a
screen calls :func:`use_preferences` to read them (the new-game screen its
defaults, the settings screen everything) and ``change`` to alter them. A
change is saved by the process's :class:`SettingsStore` and applied to the
page in one place, :func:`session_preferences`, so no screen touches the page
or the file itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import flet as ft
from flet.components.hooks.use_context import ContextProvider

from scorekeeper.services.settings import Settings, SettingsStore
from scorekeeper.ui.settings.appearance import apply_appearance

Change = Callable[[Settings], Settings]
"""A change to the settings: old settings in, new settings out."""


@dataclass(frozen=True, slots=True)
class Preferences:
    """The settings in force for this session, and how to change them."""

    settings: Settings
    """What is set now."""
    change: Callable[[Change], None]
    """Apply a change: it is saved for the next start and shown at once."""


PreferencesContext: ContextProvider[Preferences | None] = ft.create_context(None)


def use_preferences() -> Preferences:
    """The session's settings (inside a component below the app root only)."""
    preferences = ft.use_context(PreferencesContext)
    if preferences is None:
        raise RuntimeError("use_preferences() outside the app root: no settings provided")
    return preferences


def initial_settings(store: SettingsStore, language: str | None) -> Settings:
    """The settings a new session starts with: the saved ones, in ``language`` if given."""
    current = store.current()
    return current if language is None else replace(current, language=language)


def session_preferences(store: SettingsStore, language: str | None) -> Preferences:
    """The root component's settings state (a hook: call it in the root component only).

    A change is applied to this session's settings and, separately, to the
    store's, so a change made here never overwrites what another tab changed
    in the meantime, and a session started in a given language keeps it until
    someone picks another one.
    """
    initial: Settings = initial_settings(store, language)  # read again, used once
    settings, set_settings = ft.use_state(initial)

    page = ft.context.page

    def change(apply: Change) -> None:
        store.update(apply)

        def step(old: Settings) -> Settings:
            # Applied to the latest state, not to the one this render saw, so two
            # quick changes both count; the page follows in the same step.
            new = apply(old)
            if new != old:
                apply_appearance(page, new)
            return new

        set_settings(step)

    return Preferences(settings=settings, change=change)
