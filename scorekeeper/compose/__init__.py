"""Putting the app together: the composition root, above the starter that runs it.

:mod:`.root` builds the services once and returns Flet's ``main(page)``;
:mod:`.app` hands that to the starter (:mod:`scorekeeper.start`) in the shape
it asks for, with a built app's failure screen (:mod:`.failure`). It reaches
into every area of the screens (``ui``) and into the web server, which neither
the starter nor any screen may; the command line (:mod:`scorekeeper.cli.app`,
:mod:`scorekeeper.cli.entry`) hands the starter :func:`load`.

Light on purpose: importing this package imports nothing of the app, so the
command can refuse a bad flag before Flet and the screens are loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorekeeper.start.composition import Composition

__all__ = ["load"]


def load() -> Composition:
    """Import the app (Flet, every screen) and return how the starter gets it put together."""
    from scorekeeper.compose.app import APP  # noqa: PLC0415 - the app only when it starts

    return APP
