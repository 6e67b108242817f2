"""The import screen: read a game from another phone, preview it, store it, or compare.

Three ways in (camera, image file, pasted text) lead to the same steps of
``model``: a game split over several codes fills up part by part; a complete
game is previewed before anything is stored; storing either adds it, finds it
already here, or opens the comparison with its three choices. A refusal shows
one message (in the player's language) and changes nothing. The state and the
actions are :func:`scorekeeper.ui.sharing.import_hook.use_import`'s.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.frames import frame
from scorekeeper.ui.kit import icon_action
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.compare_view import comparison_panel
from scorekeeper.ui.sharing.import_hook import ImportScreen, use_import
from scorekeeper.ui.sharing.import_steps import busy_line, outcome_step, preview_step, source_step
from scorekeeper.ui.sharing.model import IMPORT_ROUTE, Step, Tone
from scorekeeper.ui.sharing.widgets import banner


@ft.component
def import_view() -> ft.View:
    """``/import``: scan, pick or paste; then preview, store, compare."""
    screen = use_import()
    t = screen.locale.t
    return frame(
        route=IMPORT_ROUTE,
        key=keys.IMPORT_VIEW,
        title=t("import.title"),
        back=icon_action(ft.Icons.ARROW_BACK, keys.IMPORT_BACK, t("button.back"), screen.back),
        controls=_body(screen),
        spacing=16,
        stretch=False,
    )


def _body(screen: ImportScreen) -> list[ft.Control]:
    """The controls of the current step, under the message of a refusal if there is one."""
    locale, state, sources = screen.locale, screen.state, screen.sources
    step = state.step
    body: list[ft.Control] = []
    if state.error is not None:
        body.append(banner(locale.error(state.error), key=keys.IMPORT_ERROR, tone=Tone.ERROR))
    if step is Step.CHOOSE:
        body += source_step(
            locale,
            state,
            camera=screen.camera,
            scanning=screen.scanning,
            pasted=screen.pasted,
            actions=sources,
            reader=screen.reader,
        )
        if screen.busy:
            body.append(busy_line(locale))
    elif step is Step.PREVIEW:
        body += preview_step(
            locale, state, save=screen.save, cancel=sources.start_over, note=screen.note
        )
    elif step is Step.RESULT and state.conflict:
        assert state.result is not None and state.result.comparison is not None
        body.append(comparison_panel(locale, state.result.comparison, screen.resolve_with))
    else:
        body += outcome_step(locale, state, open_game=screen.open_game, again=sources.start_over)
    return body
