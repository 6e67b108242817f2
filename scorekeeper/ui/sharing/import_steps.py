"""What the import screen shows at each step, as plain functions of the state.

The component in ``import_view`` owns the state and the handlers; these
functions only lay out controls for one step: the sources, the preview, and
the outcome (stored, already here, or a resolved conflict).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.services.imports import ImportStatus
from scorekeeper.services.sharing import Resolution, fingerprint
from scorekeeper.ui.kit import Look, action, wide
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.camera import camera_panel
from scorekeeper.ui.sharing.import_hook import SourceActions
from scorekeeper.ui.sharing.model import (
    Holding,
    HoldingNote,
    ImportState,
    Tone,
    preview_of,
)
from scorekeeper.ui.sharing.widgets import banner, preview_card
from scorekeeper.ui.widgets import identified
from scorekeeper.views.addresses import game_route

BUTTON_HEIGHT = 52
"""Big enough for a thumb at the table."""


def source_step(
    locale: Locale,
    state: ImportState,
    *,
    camera: bool,
    scanning: bool,
    pasted: str,
    actions: SourceActions,
    reader: bool = True,
) -> list[ft.Control]:
    """Scan, pick or paste; with the progress of a game split over several codes.

    Without a QR reader on this installation (``reader`` false) only paste is
    offered, and the screen says why.
    """
    t = locale.t
    return [
        ft.Text(t("import.intro"), theme_style=ft.TextThemeStyle.BODY_LARGE),
        *_progress(locale, state, actions),
        *(
            _image_sources(locale, camera=camera, scanning=scanning, actions=actions)
            if reader
            else [banner(t("import.no_reader"), key=keys.IMPORT_NO_READER, tone=Tone.INFO)]
        ),
        *_paste(locale, pasted, actions),
    ]


def _progress(locale: Locale, state: ImportState, actions: SourceActions) -> list[ft.Control]:
    """How many codes of a game split over several are read, and a way to start over."""
    if state.scan.total <= 1:
        return []
    t = locale.t
    return [
        banner(
            t("import.progress", have=state.scan.have, total=state.scan.total),
            key=keys.IMPORT_PROGRESS,
            tone=Tone.INFO,
        ),
        action(
            t("import.start_over"),
            key=keys.IMPORT_START_OVER,
            on_click=actions.start_over,
            icon=ft.Icons.RESTART_ALT,
        ),
    ]


def _image_sources(
    locale: Locale, *, camera: bool, scanning: bool, actions: SourceActions
) -> list[ft.Control]:
    """Scan with the camera (where there is one, and its panel while scanning), pick images."""
    t = locale.t
    controls: list[ft.Control] = []
    if camera:
        controls.append(
            wide(
                action(
                    t("import.scan"),
                    key=keys.IMPORT_SCAN,
                    on_click=actions.scan,
                    look=Look.MAIN,
                    icon=ft.Icons.QR_CODE_SCANNER,
                    height=BUTTON_HEIGHT,
                )
            )
        )
        if scanning:
            controls.append(camera_panel(actions.picture, actions.close_camera))
    controls.append(
        wide(
            action(
                t("import.pick"),
                key=keys.IMPORT_PICK,
                on_click=actions.pick,
                look=Look.TONAL,
                icon=ft.Icons.IMAGE,
                height=BUTTON_HEIGHT,
            )
        )
    )
    return controls


def _paste(locale: Locale, pasted: str, actions: SourceActions) -> list[ft.Control]:
    """The paste field and its Read button (always there: it needs no reader)."""
    t = locale.t
    return [
        ft.Text(t("import.paste.heading"), theme_style=ft.TextThemeStyle.TITLE_SMALL),
        wide(
            identified(
                ft.TextField(
                    key=keys.IMPORT_PASTE_FIELD,
                    label=t("import.paste.label"),
                    hint_text=t("import.paste.hint"),
                    ref=actions.field,
                    value=pasted,
                    multiline=True,
                    min_lines=2,
                    max_lines=6,
                )
            )
        ),
        wide(
            action(
                t("import.paste.read"),
                key=keys.IMPORT_PASTE_READ,
                on_click=actions.read,
                look=Look.OUTLINED,
                icon=ft.Icons.TEXT_SNIPPET,
                height=BUTTON_HEIGHT,
            )
        ),
    ]


def busy_line(locale: Locale) -> ft.Control:
    """Shown while a picture or text is being read."""
    return ft.Row(
        key=keys.IMPORT_BUSY,
        controls=[ft.ProgressRing(width=20, height=20), ft.Text(locale.t("import.reading"))],
    )


def preview_step(
    locale: Locale,
    state: ImportState,
    *,
    save: Callable[[], Awaitable[None]],
    cancel: Callable[[], None],
    note: HoldingNote,
) -> list[ft.Control]:
    """The game read, whether this phone already has it, and the choice to store it or not.

    Said before Store, so nobody is surprised by a comparison (or by nothing
    happening) after tapping it.
    """
    assert state.game is not None
    t = locale.t
    said: list[ft.Control] = []
    if note.holding is Holding.SAME:
        said.append(banner(t("import.preview.same"), key=keys.IMPORT_HOLDING, tone=Tone.INFO))
    elif note.holding is Holding.DIFFERENT:
        text = t("import.preview.different", here=note.here, there=note.there)
        said.append(banner(text, key=keys.IMPORT_HOLDING, tone=Tone.INFO))
    return [
        ft.Text(t("import.preview.title"), theme_style=ft.TextThemeStyle.TITLE_LARGE),
        preview_card(locale, preview_of(state.game)),
        *said,
        wide(
            action(
                t("import.store"),
                key=keys.IMPORT_STORE,
                on_click=save,
                look=Look.MAIN,
                icon=ft.Icons.SAVE_ALT,
                height=BUTTON_HEIGHT,
            )
        ),
        wide(action(t("button.cancel"), key=keys.IMPORT_CANCEL, on_click=cancel)),
    ]


def outcome_step(
    locale: Locale,
    state: ImportState,
    *,
    open_game: Callable[[str], None],
    again: Callable[[], None],
) -> list[ft.Control]:
    """Stored, already here, or how a conflict was resolved; then open or import again."""
    t = locale.t
    assert state.result is not None
    shown = state.stored[-1] if state.stored else state.result.game
    code = fingerprint(shown)
    if state.resolution is Resolution.KEEP_MINE:
        message = t("compare.kept_mine")
    elif state.resolution is Resolution.TAKE_THEIRS:
        message = t("compare.took_theirs", fingerprint=code)
    elif state.resolution is Resolution.KEEP_BOTH:
        message = t("compare.kept_both", fingerprint=code)
    elif state.result.status is ImportStatus.ADDED:
        message = t("import.added")
    else:
        message = t("import.unchanged", fingerprint=code)
    tone = Tone.INFO if state.result.status is ImportStatus.UNCHANGED else Tone.SUCCESS
    first = state.stored[0] if state.stored else state.result.game
    controls: list[ft.Control] = [
        banner(message, key=keys.IMPORT_RESULT, tone=tone),
        preview_card(locale, preview_of(shown)),
        wide(
            action(
                t("import.open"),
                key=keys.IMPORT_OPEN,
                on_click=lambda: open_game(game_route(first.id)),
                look=Look.MAIN,
                icon=ft.Icons.PLAY_ARROW,
                height=BUTTON_HEIGHT,
            )
        ),
    ]
    if len(state.stored) > 1:
        other = state.stored[1]
        controls.append(
            wide(
                action(
                    t("compare.open_other"),
                    key=keys.IMPORT_OPEN_OTHER,
                    on_click=lambda: open_game(game_route(other.id)),
                    look=Look.OUTLINED,
                    height=BUTTON_HEIGHT,
                )
            )
        )
    controls.append(
        wide(
            action(t("import.again"), key=keys.IMPORT_AGAIN, on_click=again, icon=ft.Icons.QR_CODE)
        )
    )
    return controls
