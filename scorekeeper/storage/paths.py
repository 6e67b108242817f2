"""Where the games live when nobody says otherwise.

One small function, so the app's config (``scorekeeper/config.py``, same
precedence) can take over later without touching the store: an explicit folder
wins, then ``SCOREKEEPER_DATA_DIR``, then the XDG data home.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

DATA_DIR_ENV = "SCOREKEEPER_DATA_DIR"
DATA_DIR_HELP = (
    f"folder holding the stored games (default: ${DATA_DIR_ENV}, "
    "else $XDG_DATA_HOME/scorekeeper, else ~/.local/share/scorekeeper)"
)


def resolve_data_dir(
    explicit: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
    home: Path | None = None,
) -> Path:
    """The data folder: ``explicit``, else the environment, else the XDG default.

    The XDG spec says a relative ``$XDG_DATA_HOME`` is invalid and must be
    ignored, so it is; ``$SCOREKEEPER_DATA_DIR`` is the user's own choice and
    is taken as given (relative to the working directory).
    """
    env = os.environ if environ is None else environ
    if explicit:
        return Path(explicit).expanduser()
    if env.get(DATA_DIR_ENV):
        return Path(env[DATA_DIR_ENV]).expanduser()
    xdg = env.get("XDG_DATA_HOME", "")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg) / "scorekeeper"
    return (home or Path.home()) / ".local" / "share" / "scorekeeper"
