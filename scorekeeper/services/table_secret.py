"""The table's join secret: what a phone shows once to be let in, for the server and Settings.

Why a service: the command that starts the app prints the join address, the
web server checks every request against the secret, the invitation shows it
and Settings renews it ("Revoke every phone"); all of them read or change the
same file in the data folder, which is the store's business
(:mod:`scorekeeper.storage.join_secret`). Reading and renewing happen here;
the gate of the web server is handed the file itself (:func:`table_secret`),
since it checks the current secret on every request.
"""

from __future__ import annotations

import threading
from pathlib import Path

from scorekeeper.storage.join_secret import JoinSecretFile, SecretNotSavedError

__all__ = [
    "JoinSecretFile",
    "SecretNotSavedError",
    "current_secret",
    "renew_secret",
    "table_secret",
]

_FILES: dict[Path, JoinSecretFile] = {}
_FILES_LOCK = threading.Lock()


def table_secret(data_dir: Path) -> JoinSecretFile:
    """The join secret kept in ``data_dir``, read afresh on each ``current()``.

    One object per data folder in the process, shared by the server's gate,
    Settings and the terminal: a new secret that could not be saved (a full
    disk) is in force for all of them at once.
    """
    key = data_dir.absolute()
    with _FILES_LOCK:
        return _FILES.setdefault(key, JoinSecretFile(key))


def current_secret(data_dir: Path) -> str:
    """The secret phones join with now (made and saved the first time)."""
    return table_secret(data_dir).current()


def renew_secret(data_dir: Path) -> str:
    """A new secret, saved: every phone that joined with the old one must join again.

    Raises ``SecretNotSavedError`` when it could not be saved: the new secret
    is in force in this process all the same, and the old one is gone.
    """
    return table_secret(data_dir).renew()
