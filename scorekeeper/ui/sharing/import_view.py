"""The import screen: read a game from another phone, preview it, store it, or compare.

Three ways in (camera, image file, pasted text) lead to the same steps of
``model``: a game split over several codes fills up part by part; a complete
game is previewed before anything is stored; storing either adds it, finds it
already here, or opens the comparison with its three choices. A refusal shows
one message (in the player's language) and changes nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.services.sharing import Resolution, can_read_qr
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.kit import frame, icon_action
from scorekeeper.ui.live import session_origin
from scorekeeper.ui.sharing import keys
from scorekeeper.ui.sharing.camera import camera_available
from scorekeeper.ui.sharing.compare_view import comparison_panel
from scorekeeper.ui.sharing.import_steps import (
    SourceActions,
    busy_line,
    outcome_step,
    preview_step,
    source_step,
)
from scorekeeper.ui.sharing.model import (
    IMPORT_ROUTE,
    Holding,
    HoldingNote,
    ImportState,
    Step,
    choose,
    holding_of,
    read_image,
    read_images,
    read_text,
    store,
    stored_copy,
)
from scorekeeper.ui.sharing.widgets import Tone, banner


@ft.component
def import_view() -> ft.View:
    """``/import``: scan, pick or paste; then preview, store, compare."""
    locale = use_locale()
    services = use_services()
    page = ft.context.page
    state, set_state = ft.use_state(ImportState())
    busy, set_busy = ft.use_state(False)
    scanning, set_scanning = ft.use_state(False)
    field = ft.use_memo(ft.Ref[ft.TextField], dependencies=[])
    clearing = ft.use_ref(False)
    read = state.game
    stored = ft.use_memo(lambda: stored_copy(services.games, read), dependencies=[read])
    t = locale.t

    async def run(step: Callable[[], ImportState]) -> None:
        """Do one step off the event loop (decoding a photo takes a moment)."""
        set_busy(True)
        try:
            after = await asyncio.to_thread(step)
        finally:
            set_busy(False)
        set_state(after)
        if after.step is not Step.CHOOSE:
            set_scanning(False)

    async def pick() -> None:
        files = await ft.FilePicker().pick_files(
            with_data=True, allow_multiple=True, file_type=ft.FilePickerFileType.IMAGE
        )
        images = [file.bytes for file in files if file.bytes is not None]
        if images:
            await run(lambda: read_images(state, images))

    async def picture(data: bytes) -> None:
        await run(lambda: read_image(state, data))

    async def read_pasted() -> None:
        text = _typed(field)
        await run(lambda: read_text(state, text))

    async def save() -> None:
        await run(lambda: store(state, services.games, session_origin()))

    def resolve_with(resolution: Resolution) -> None:
        set_state(choose(state, services.games, resolution, session_origin()))

    def start_over() -> None:
        clearing.current = True
        set_state(ImportState())

    sources = SourceActions(
        pick=pick,
        scan=lambda: set_scanning(not scanning),
        picture=picture,
        close_camera=lambda: set_scanning(False),
        field=field,
        read=read_pasted,
        start_over=start_over,
    )
    body = _body(
        locale,
        state,
        sources,
        camera=camera_available(page),
        reader=can_read_qr(),
        scanning=scanning,
        pasted="" if clearing.current else _typed(field),
        busy=busy,
        save=save,
        resolve_with=resolve_with,
        open_game=page.navigate,
        note=holding_of(stored, read) if read is not None else HoldingNote(Holding.NEW),
    )
    clearing.current = False
    return frame(
        route=IMPORT_ROUTE,
        key=keys.IMPORT_VIEW,
        title=t("import.title"),
        back=icon_action(
            ft.Icons.ARROW_BACK, keys.IMPORT_BACK, t("import.back"), lambda: page.navigate("/")
        ),
        controls=body,
        spacing=16,
        stretch=False,
    )


def _typed(field: ft.Ref[ft.TextField]) -> str:
    """The text in the paste field as the client last reported it.

    Why the field is not bound to state: with ``value=state`` and a state update
    per keystroke, a re-render for an earlier keystroke can reach the client
    after a later one and set the field back, losing characters (seen when
    typing fast in Chromium). So the client owns the text; the screen reads it
    when it needs it and passes it back unchanged on every render.
    """
    control = field.current
    return (control.value or "") if control is not None else ""


def _body(
    locale: Locale,
    state: ImportState,
    sources: SourceActions,
    *,
    camera: bool,
    reader: bool,
    scanning: bool,
    pasted: str,
    busy: bool,
    save: Callable[[], Awaitable[None]],
    resolve_with: Callable[[Resolution], None],
    open_game: Callable[[str], None],
    note: HoldingNote,
) -> list[ft.Control]:
    """The controls of the current step, under the message of a refusal if there is one."""
    step = state.step
    body: list[ft.Control] = []
    if state.error is not None:
        body.append(banner(locale.error(state.error), key=keys.IMPORT_ERROR, tone=Tone.ERROR))
    if step is Step.CHOOSE:
        body += source_step(
            locale,
            state,
            camera=camera,
            scanning=scanning,
            pasted=pasted,
            actions=sources,
            reader=reader,
        )
        if busy:
            body.append(busy_line(locale))
    elif step is Step.PREVIEW:
        body += preview_step(locale, state, save=save, cancel=sources.start_over, note=note)
    elif step is Step.RESULT and state.conflict:
        assert state.result is not None and state.result.comparison is not None
        body.append(comparison_panel(locale, state.result.comparison, resolve_with))
    else:
        body += outcome_step(locale, state, open_game=open_game, again=sources.start_over)
    return body
