"""A per-session signal that the stored games changed, for screens that list them.

Why: the games list reads the store every time it renders (the store keeps
the list in memory, so that is cheap), but a change made elsewhere, such as
the Undo of a snackbar shown after a delete on another screen, must make it
render again. The signal is an observable counter kept in the Flet session's
own store: one per browser tab, created on first use, with no global state.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

_SESSION_KEY = "scorekeeper.history.revision"


@ft.observable
@dataclass
class StoreRevision:
    """Counts this session's changes to the stored games."""

    count: int = 0

    def bump(self) -> None:
        """Tell every subscribed screen that the games changed."""
        self.count += 1


def session_revision(page: ft.Page) -> StoreRevision:
    """The session's revision counter (created on first use)."""
    store = page.session.store
    revision = store.get(_SESSION_KEY)
    if not isinstance(revision, StoreRevision):
        revision = StoreRevision()
        store.set(_SESSION_KEY, revision)
    return revision


def use_store_revision() -> StoreRevision:
    """The counter, with this component re-rendered whenever it is bumped (a hook)."""
    revision = session_revision(ft.context.page)
    ft.use_state(revision)
    return revision
