"""The table's join secret: what a phone must show once to be let in, kept in the data folder.

One small JSON file, ``join-secret.json``::

    {"format": "scorekeeper-join/1", "secret": "<32 URL-safe characters>"}

Why a file: the address printed in the terminal (and shown as a QR code) must
stay valid across restarts of the app, or every phone at the table would have
to scan again after each one. Why 192 random bits: the secret is all that
stands between the café's Wi-Fi and the games, and guessing it must be
hopeless even without the server's slowing down of wrong guesses.

Renewing it (Settings, "Revoke every phone") writes a new secret atomically;
cookies derived from the old one stop working at once, in this process (the
file's identity is checked on every read, which costs one ``stat``) and in any
other. A missing, damaged or foreign file is replaced by a new secret: that
only means the phones join again, and nothing else lives in the file.

A renewal that cannot be saved (a full disk) still shuts out what it can: the
new secret is in force in this process until it stops, and the old file is
removed, so no restart brings the old secret back; :class:`SecretNotSavedError`
says so. Listeners (:meth:`JoinSecretFile.on_change`) hear of every new secret,
so the terminal can show the new join address.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final

from scorekeeper.rules.reasons import Reason
from scorekeeper.storage.atomic_storage import write_atomic
from scorekeeper.storage.errors import StorageIOError

JOIN_FORMAT: Final = "scorekeeper-join/1"
JOIN_FILE: Final = "join-secret.json"
SECRET_BYTES: Final = 24
"""192 bits, written as 32 URL-safe characters (the issue asks for at least 128)."""
_MAX_BYTES: Final = 4096
_SECOND_LOOK_SECONDS: Final = 0.05

__all__ = ["JOIN_FILE", "JOIN_FORMAT", "SECRET_BYTES", "JoinSecretFile", "SecretNotSavedError"]


class SecretNotSavedError(StorageIOError):
    """A new secret is in force in this process only: it could not be saved."""

    def __init__(self, path: Path, reason: Reason) -> None:
        super().__init__("write", path, reason)


class JoinSecretFile:
    """The join secret of one data folder; safe to share between threads."""

    def __init__(self, data_dir: Path) -> None:
        self._path = data_dir / JOIN_FILE
        self._lock = threading.Lock()
        self._secret = ""
        self._seen: tuple[int, int, int] | None = None
        self._unsaved = False
        self._listeners: list[Callable[[str], None]] = []

    @property
    def path(self) -> Path:
        """Where the secret is kept."""
        return self._path

    def on_change(self, listener: Callable[[str], None]) -> None:
        """Call ``listener(secret)`` whenever a new secret comes in force (not the first one)."""
        self._listeners.append(listener)

    def current(self) -> str:
        """The secret in force now, made (and saved) on first use."""
        with self._lock:
            before = self._secret
            seen = self._identity()
            if self._unsaved and (seen is None or seen == self._seen):
                return self._secret
            if seen is None or seen != self._seen or not self._secret:
                self._secret = self._read_settled() or self._write_new()
                self._seen = self._identity()
                self._unsaved = False
            secret = self._secret
        if before and secret != before:
            self._tell(secret)
        return secret

    def renew(self) -> str:
        """Replace the secret by a new one: every phone that joined must join again.

        Raises :class:`SecretNotSavedError` when the new secret could not be
        saved; it is in force all the same (see the module docstring).
        """
        failure: SecretNotSavedError | None = None
        with self._lock:
            try:
                self._secret = self._write_new()
            except StorageIOError as exc:
                self._secret = secrets.token_urlsafe(SECRET_BYTES)
                self._unsaved = True
                with contextlib.suppress(OSError):
                    self._path.unlink(missing_ok=True)
                self._seen = self._identity()
                failure = SecretNotSavedError(self._path, exc.reason)
            else:
                self._unsaved = False
                self._seen = self._identity()
            secret = self._secret
        self._tell(secret)
        if failure is not None:
            raise failure
        return secret

    def _tell(self, secret: str) -> None:
        for listener in self._listeners:
            listener(secret)

    def _identity(self) -> tuple[int, int, int] | None:
        """What changes whenever the file is replaced (an atomic rename gives a new inode)."""
        try:
            stat = os.stat(self._path)
        except OSError:
            return None
        return stat.st_ino, stat.st_mtime_ns, stat.st_size

    def _read_settled(self) -> str:
        """The saved secret; a file that exists but does not read is given one more look.

        Why: a new secret would shut out every phone, so one odd read (seen once
        in a test, next to another process renewing the file) must not be enough.
        """
        secret = self._read()
        if not secret and self._path.exists():
            time.sleep(_SECOND_LOOK_SECONDS)
            secret = self._read()
        return secret

    def _read(self) -> str:
        """The saved secret, or "" when there is none worth keeping."""
        try:
            with self._path.open("rb") as handle:
                raw = handle.read(_MAX_BYTES + 1)
        except FileNotFoundError:
            return ""
        except OSError as exc:
            raise StorageIOError("read", self._path, exc) from exc
        try:
            document = json.loads(raw)
        except (UnicodeDecodeError, json.JSONDecodeError):
            return ""
        if not isinstance(document, dict) or document.get("format") != JOIN_FORMAT:
            return ""
        secret = document.get("secret")
        if not isinstance(secret, str) or len(secret) < (SECRET_BYTES * 4) // 3:
            return ""
        return secret

    def _write_new(self) -> str:
        secret = secrets.token_urlsafe(SECRET_BYTES)
        self._path.parent.mkdir(parents=True, exist_ok=True)
        document = {"format": JOIN_FORMAT, "secret": secret}
        write_atomic(self._path, json.dumps(document).encode("utf-8"))
        return secret
