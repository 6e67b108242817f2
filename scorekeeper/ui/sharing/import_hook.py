"""The import screen's state and actions: what was read, the step, and each way in.

Three ways in (camera, image file, pasted text) lead to the same steps of
``model``; each runs off the event loop (decoding a photo takes a moment). The
screen (:mod:`scorekeeper.ui.sharing.import_view`) only draws what this gives.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.services.sharing import Resolution, can_read_qr
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.live import session_origin
from scorekeeper.ui.sharing.camera_check import camera_available
from scorekeeper.ui.sharing.model import (
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

Run = Callable[[Callable[[], ImportState]], Awaitable[None]]
"""Do one step of ``model`` off the event loop, and show what it gave."""


@dataclass(frozen=True, slots=True)
class SourceActions:
    """The handlers of the source step."""

    pick: Callable[[], Awaitable[None]]
    """Open the file picker and read the chosen image(s)."""
    scan: Callable[[], None]
    """Show or hide the camera."""
    picture: Callable[[bytes], Awaitable[None]]
    """Read a picture the camera took."""
    close_camera: Callable[[], None]
    field: ft.Ref[ft.TextField]
    """The paste field (its text is read when Read is tapped)."""
    read: Callable[[], Awaitable[None]]
    """Read the pasted text."""
    start_over: Callable[[], None]


@dataclass(frozen=True, slots=True)
class ImportScreen:
    """What the import screen draws, and what its controls do."""

    locale: Locale
    state: ImportState
    sources: SourceActions
    camera: bool
    """This device can take a picture."""
    reader: bool
    """This installation can read a QR code from a picture."""
    scanning: bool
    pasted: str
    """The paste field's text, to pass back unchanged (empty after Start over)."""
    busy: bool
    note: HoldingNote
    """Whether the game read is new here, already here, or here with other hands."""
    save: Callable[[], Awaitable[None]]
    resolve_with: Callable[[Resolution], None]
    open_game: Callable[[str], None]
    back: Callable[[], None]


def use_import() -> ImportScreen:
    """``/import``'s state: scan, pick or paste; then preview, store, compare."""
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

    run = _runner(set_state, set_busy, set_scanning)

    async def save() -> None:
        await run(lambda: store(state, services.games, session_origin()))

    def resolve_with(resolution: Resolution) -> None:
        set_state(choose(state, services.games, resolution, session_origin()))

    def start_over() -> None:
        clearing.current = True
        set_state(ImportState())

    sources = _source_actions(
        state, run, field, scanning=scanning, set_scanning=set_scanning, start_over=start_over
    )
    pasted = "" if clearing.current else _typed(field)
    clearing.current = False
    return ImportScreen(
        locale,
        state,
        sources,
        camera=camera_available(page),
        reader=can_read_qr(),
        scanning=scanning,
        pasted=pasted,
        busy=busy,
        note=holding_of(stored, read) if read is not None else HoldingNote(Holding.NEW),
        save=save,
        resolve_with=resolve_with,
        open_game=page.navigate,
        back=lambda: page.navigate("/"),
    )


def _runner(
    set_state: Callable[[ImportState], None],
    set_busy: Callable[[bool], None],
    set_scanning: Callable[[bool], None],
) -> Run:
    """The one way every step is run, so each shows the same busy state and closes the
    camera alike."""

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

    return run


def _source_actions(
    state: ImportState,
    run: Run,
    field: ft.Ref[ft.TextField],
    *,
    scanning: bool,
    set_scanning: Callable[[bool], None],
    start_over: Callable[[], None],
) -> SourceActions:
    """The three ways in (file, camera, pasted text), each one step of ``model`` read from
    ``state``; made apart as the source step's own handlers."""

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

    return SourceActions(
        pick=pick,
        scan=lambda: set_scanning(not scanning),
        picture=picture,
        close_camera=lambda: set_scanning(False),
        field=field,
        read=read_pasted,
        start_over=start_over,
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
