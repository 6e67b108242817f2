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

from pathlib import Path

from scorekeeper.storage.join_secret import JoinSecretFile

__all__ = ["JoinSecretFile", "current_secret", "renew_secret", "table_secret"]


def table_secret(data_dir: Path) -> JoinSecretFile:
    """The join secret kept in ``data_dir``, read afresh on each ``current()``."""
    return JoinSecretFile(data_dir)


def current_secret(data_dir: Path) -> str:
    """The secret phones join with now (made and saved the first time)."""
    return JoinSecretFile(data_dir).current()


def renew_secret(data_dir: Path) -> str:
    """A new secret, saved: every phone that joined with the old one must join again."""
    return JoinSecretFile(data_dir).renew()
