"""A variant with a table of its own: passed in to the core, stood in for ``jersey`` on screens.

Why: the claim is that every editor, printer and code reads the variant's option
table and nothing else. The core takes the variant's rules (or its table) as
an argument, so its tests pass ``FakeRules()`` in; the screens find a variant
by its id, so their tests stand it in for ``jersey`` in the registry
(``fake_jersey``). A ``jersey`` whose table is the tie first, the target
(standard 300), then the knock limit and gin bonus that every variant has,
would, were any of them still keeping its own list of options, show the
formula or the undercut penalty again, or the target at 200. ``jersey``'s
catalogue texts exist for these options, so the screens can be drawn.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from scorekeeper.rules.house_options import HouseOption, OptionKind
from scorekeeper.rules.variant_jersey import JerseyRules
from scorekeeper.rules.variant_registry import REGISTRY
from scorekeeper.rules.variants import (
    MAX_DEADWOOD,
    MAX_POINTS_SETTING,
    MAX_TARGET,
    TieRule,
    Variant,
)

FAKE_OPTIONS = (
    HouseOption("tie", OptionKind.WORD, TieRule.UNDERCUT, choices=tuple(TieRule)),
    HouseOption("target", OptionKind.NUMBER, 300, 1, MAX_TARGET),
    HouseOption("knock_limit", OptionKind.NUMBER, 9, 0, MAX_DEADWOOD),
    HouseOption("gin_bonus", OptionKind.NUMBER, 50, 0, MAX_POINTS_SETTING),
)
FAKE_NAMES = tuple(option.key for option in FAKE_OPTIONS)


class FakeRules(JerseyRules):
    """``jersey``'s play with four house options, in another order."""

    options = FAKE_OPTIONS


@contextmanager
def fake_jersey(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeRules]:
    """The registry answering ``FakeRules`` for ``jersey`` while the block runs."""
    fake = FakeRules()
    with monkeypatch.context() as patch:
        patch.setitem(REGISTRY, Variant.JERSEY, fake)
        yield fake
