"""Stable control keys of the share, import and compare screens.

Keys never change with the language, so one test drives the screens in all five;
interactive controls also carry them as semantics identifiers (``identified``).
"""

from __future__ import annotations

from typing import Final

SHARE_VIEW: Final = "share"
SHARE_BACK: Final = "share.back"
SHARE_QR: Final = "share.qr"
SHARE_POSITION: Final = "share.position"
SHARE_SEVERAL: Final = "share.several"
SHARE_PREVIOUS: Final = "share.previous"
SHARE_NEXT: Final = "share.next"
SHARE_FINGERPRINT: Final = "share.fingerprint"
SHARE_COPY: Final = "share.copy"
SHARE_COPY_FIELD: Final = "share.copy_field"
SHARE_SAVE: Final = "share.save"
SHARE_STATUS: Final = "share.status"
SHARE_ERROR: Final = "share.error"

IMPORT_VIEW: Final = "import"
IMPORT_BACK: Final = "import.back"
IMPORT_SCAN: Final = "import.scan"
IMPORT_PICK: Final = "import.pick"
IMPORT_NO_READER: Final = "import.no_reader"
IMPORT_PASTE_FIELD: Final = "import.paste.field"
IMPORT_PASTE_READ: Final = "import.paste.read"
IMPORT_PROGRESS: Final = "import.progress"
IMPORT_START_OVER: Final = "import.start_over"
IMPORT_ERROR: Final = "import.error"
IMPORT_BUSY: Final = "import.busy"
IMPORT_PREVIEW: Final = "import.preview"
IMPORT_STORE: Final = "import.store"
IMPORT_HOLDING: Final = "import.holding"
IMPORT_CANCEL: Final = "import.cancel"
IMPORT_RESULT: Final = "import.result"
IMPORT_OPEN: Final = "import.open"
IMPORT_OPEN_OTHER: Final = "import.open_other"
IMPORT_AGAIN: Final = "import.again"

CAMERA: Final = "import.camera"
CAMERA_CAPTURE: Final = "import.camera.capture"
CAMERA_CLOSE: Final = "import.camera.close"
CAMERA_STATUS: Final = "import.camera.status"

COMPARE: Final = "compare"
COMPARE_KEEP_MINE: Final = "compare.keep_mine"
COMPARE_TAKE_THEIRS: Final = "compare.take_theirs"
COMPARE_KEEP_BOTH: Final = "compare.keep_both"
COMPARE_TOTALS: Final = "compare.totals"
COMPARE_SETTINGS: Final = "compare.settings"

PREVIEW_FINGERPRINT: Final = "preview.fingerprint"
PREVIEW_PLAYERS: Final = "preview.players"


def compare_hand(index: int) -> str:
    """The ``index``-th line (0-based) of the comparison's hand list."""
    return f"compare.line.{index}"
