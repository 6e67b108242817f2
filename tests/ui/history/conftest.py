"""The stores with known games (``tests/ui/recorded.py``) as fixtures of this area's tests."""

from __future__ import annotations

from tests.ui.recorded import corrected, recorded

__all__ = ["corrected", "recorded"]
