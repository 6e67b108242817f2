"""The games service as this session's screens use it: bound to the session's origin.

Why: every change a screen makes names who made it, so the change feed does
not echo it back to the session that made it (``ui/live.py``). Said at each
call, the origin was repeated at every change a screen makes; the bound service
says it once (:meth:`GameService.bound_to`).
"""

from __future__ import annotations

from scorekeeper.services.games import GameService
from scorekeeper.ui.context import use_services
from scorekeeper.ui.live import session_origin


def use_session_games() -> GameService:
    """The games service whose changes say this session's origin (inside a component only)."""
    return use_services().games.bound_to(session_origin())
