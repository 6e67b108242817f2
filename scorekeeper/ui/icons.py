"""The game's things as pictures: one icon per role, the dealer and each way a hand ends.

Shown next to their words on every screen that draws them (the table's chips,
the history's rows), never instead of them: meaning never by colour or picture
alone. One table, so a role looks the same wherever it appears.
"""

from __future__ import annotations

from collections.abc import Mapping

import flet as ft

from scorekeeper.rules.hands import Outcome, Role

ROLE_ICONS: Mapping[Role, ft.IconData] = {
    Role.BOX: ft.Icons.INVENTORY_2,
    Role.CAPTAIN: ft.Icons.SHIELD,
    Role.SITTER: ft.Icons.EVENT_SEAT,
}
"""An icon per role, always shown next to the word: never colour alone."""
DEALER_ICON = ft.Icons.STYLE
"""The dealer's mark beside the dealer's name (jersey)."""

OUTCOME_ICONS: Mapping[Outcome, ft.IconData] = {
    Outcome.KNOCK: ft.Icons.BACK_HAND,
    Outcome.UNDERCUT: ft.Icons.SWAP_VERT,
    Outcome.GIN: ft.Icons.STARS,
    Outcome.DRAW: ft.Icons.HORIZONTAL_RULE,
    Outcome.TIE: ft.Icons.DRAG_HANDLE,
}
"""Each way a hand ends has an icon as well as a word: never colour alone."""
