"""A stand-in for the card referee panel, with the agreed API, for the hook tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import flet as ft

from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.hands import Result

ANN = parse_cards("AS 2S 3S 4H 5H 6H 7D 8D 9D 3C")
"""Three runs and the 3 of clubs: 3 deadwood."""
BOB = parse_cards("KS QH JD TC 9S 8H 7C 6D 5S 4C")
SEEN: list[dict[str, object]] = []


@dataclass(frozen=True, slots=True)
class Outcome:
    cards: Mapping[str, tuple[Card, ...]]
    deadwood: Mapping[str, int]


@ft.component
def referee_panel(
    *,
    knocker: str,
    opponents: tuple[str, ...],
    knock_limit: int,
    allow_layoffs_on_gin: bool,
    result: Result,
    on_done: Callable[[Outcome], None],
    on_cancel: Callable[[], None],
    read_first: bool = False,
) -> ft.Control:
    SEEN.append(
        {
            "read_first": read_first,
            "knocker": knocker,
            "opponents": opponents,
            "knock_limit": knock_limit,
            "allow_layoffs_on_gin": allow_layoffs_on_gin,
            "result": result,
        }
    )
    counted = Outcome({knocker: ANN, opponents[0]: BOB}, {knocker: 3, opponents[0]: 57})
    return ft.Column(
        key="fake.panel",
        controls=[
            ft.Button("Counted", key="fake.done", on_click=lambda: on_done(counted)),
            ft.Button("Cancel", key="fake.cancel", on_click=on_cancel),
        ],
    )
