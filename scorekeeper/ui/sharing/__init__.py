"""Sharing a game between phones: the share screen, the import screen and the comparison.

The screens are thin: reading codes, importing and resolving live in the
services (``scorekeeper.services.sharing``, ``scorekeeper.services.imports``);
``model`` strings those calls into the import flow;
the views only show its state. ``routes`` gives the addresses.
"""

from __future__ import annotations

from scorekeeper.ui.sharing.model import IMPORT_ROUTE, share_route

__all__ = ["IMPORT_ROUTE", "share_route"]
