"""Why the system refused a read or write, as a reason each catalogue words.

Why not the system's own words: ``strerror`` is English whatever the player's
language ("nic nie zostało zaimportowane: ... No space left on device"). The
common causes get a code (their English words stay the system's, so the command
line prints what it did); a rare one is named by its ``errno`` code beside the
system's words.
"""

from __future__ import annotations

import errno
from typing import Final

from scorekeeper.rules.reasons import Reason

CAUSES: Final = {
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "quota_full",
    errno.EACCES: "no_access",
    errno.EPERM: "not_permitted",
    errno.EROFS: "read_only",
    errno.ENOENT: "missing",
    errno.ENOTDIR: "not_a_folder",
    errno.EISDIR: "a_folder",
    errno.EBUSY: "busy",
    errno.EIO: "device_failed",
    errno.ENAMETOOLONG: "name_too_long",
}
"""``errno`` values and their reason codes."""
ACTIONS: Final = ("read", "write", "create", "open", "lock", "move aside")
"""What the store does to a file, each a reason code ``do_<action>``."""


def os_reason(error: OSError) -> Reason:
    """Why ``error`` happened, as a reason in the player's language."""
    code = CAUSES.get(error.errno or 0)
    if code is not None:
        return Reason(code)
    name = errno.errorcode.get(error.errno or 0, "OSError")
    return Reason("system_refused", {"detail": error.strerror or str(error), "code": name})


def action_reason(action: str) -> Reason:
    """The store's ``action`` (one of ``ACTIONS``) as a reason's words."""
    if action not in ACTIONS:
        raise ValueError(f"unknown storage action {action!r} (known: {', '.join(ACTIONS)})")
    return Reason(f"do_{action.replace(' ', '_')}")
