"""Read the cards: the state of one reading and what its controls do.

The photo comes from the camera (``flet-camera``, where the client has one) or
an image file picked on any device (in the browser its bytes come with the
pick). Reading a 12-megapixel photo takes about a second, so it runs off the
event loop (``asyncio.to_thread``) while the screen says it is reading; every
answer is a pure change of :mod:`~scorekeeper.ui.referee.reading_model`. The
cards reach ``on_confirm`` only when the player confirms them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from functools import partial

import flet as ft

from scorekeeper.rules.cards import Card
from scorekeeper.services.card_reading import (
    CardPhotoError,
    photo_file,
    read_photo_with_picture,
)
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.referee import reading_model as model
from scorekeeper.ui.referee.reading_model import Hand, ReadingState
from scorekeeper.ui.settings.state import use_preferences
from scorekeeper.ui.sharing.camera_check import camera_available

Change = Callable[[ReadingState], ReadingState]


@dataclass(frozen=True, slots=True)
class CardReader:
    """What the reading screen draws, and what its controls do."""

    state: ReadingState
    camera: bool
    """This device can take a photo (else only a file can be picked)."""
    pick: Callable[[], Awaitable[None]]
    picture: Callable[[bytes], Awaitable[None]]
    """Read a photo the camera took."""
    change: Callable[[Change], None]
    """Apply a pure change (a fix, an answer) to the latest state."""
    confirm: Callable[[], None]


def use_card_reading(hand: Hand, on_confirm: Callable[[tuple[Card, ...]], None]) -> CardReader:
    """One "Read the cards" for ``hand``, with the letters set in Settings."""
    language = use_locale().language
    letters = use_preferences().settings.card_letters
    stored, set_state = ft.use_state(model.start(hand, letters, language))
    state = replace(stored, hand=hand)  # the cards others hold as the referee has them now

    def change(step: Change) -> None:
        set_state(lambda old: step(replace(old, hand=hand)))

    async def read(load: Callable[[], bytes]) -> None:
        change(model.reading)

        def work() -> Change:
            try:
                photo = read_photo_with_picture(load())
            except CardPhotoError as error:
                return partial(model.refused, error=error)
            return partial(model.read, photo=photo)

        change(await asyncio.to_thread(work))

    async def pick() -> None:
        files = await ft.FilePicker().pick_files(
            with_data=True, allow_multiple=False, file_type=ft.FilePickerFileType.IMAGE
        )
        chosen = next(iter(files or []), None)
        if chosen is None:
            return
        data, path = chosen.bytes, chosen.path
        if data is not None:
            await read(lambda: data)
        elif path:
            await read(partial(photo_file, path))

    async def picture(data: bytes) -> None:
        await read(lambda: data)

    def confirm() -> None:
        if model.can_confirm(state):
            on_confirm(model.confirmed(state))

    return CardReader(
        state=state,
        camera=camera_available(ft.context.page),
        pick=pick,
        picture=picture,
        change=change,
        confirm=confirm,
    )
