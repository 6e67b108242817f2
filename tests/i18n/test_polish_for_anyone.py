"""Polish sentences about a player fit any player, a woman as well as a man.

Polish marks gender on nouns, adjectives and past-tense verbs, so "następny
rozdaje Grażyna" or "przeciwnik" under Małgorzata's name reads wrong. The
catalogues phrase such sentences so the name stands on its own (``{player}:
karty``, ``kto wygrał, ten rozdaje``, ``teraz rozdaje {dealer}``). These checks
look for the masculine forms that slipped in before; the rule book's generic
role words (``pukający``, ``przeciwnik`` in a rule) are not about a named player.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from importlib import resources

import pytest

from scorekeeper.i18n import placeholders

CATALOGUES = resources.files("scorekeeper.i18n")

NAME = r"\{(player|winner|loser|dealer|box|captain|sitter|name|first|second)\}"
"""A placeholder that a player's name fills."""

MASCULINE = {
    "a man's noun before a name": re.compile(r"\b(gracza|graczowi|graczem)\s+\{"),
    "a man's past tense after a name": re.compile(NAME + r"\s+\w+ł\b"),
    "a man's past tense before a name": re.compile(r"\b\w+ł\s+" + NAME),
    "a man's adjective or noun for one player": re.compile(
        r"\b(następny|zwycięzca|zwycięzcy|Grali|grali|dwaj|Pierwszy gracz|Drugi gracz)\b"
    ),
    "a group named as men": re.compile(r"\b(dwóch|trzech|różnych) graczy\b"),
    "a named player called a man": re.compile(r"\btego gracza\b|\bz graczem\b|\bimię gracza\b"),
}
"""What the catalogues once said, each a way a sentence assumed a man."""

ROLE_KEYS = re.compile(r"\.(role|a11y)\.")
"""Labels shown under or after one player's name (who knocked, an opponent ...)."""


def _polish() -> Iterator[tuple[str, str, str]]:
    """``(catalogue, key, text)`` for every Polish text of every catalogue."""
    files = [CATALOGUES / "pl.json"] + [
        entry / "pl.json" for entry in CATALOGUES.iterdir() if (entry / "pl.json").is_file()
    ]
    for path in files:
        for key, text in json.loads(path.read_text("utf-8")).items():
            yield path.name if path.parent == CATALOGUES else f"{path}", key, text


POLISH = sorted(_polish())


def test_every_polish_catalogue_is_read() -> None:
    assert len({name for name, _, _ in POLISH}) >= 10
    assert any(key == "next.deal_passes" for _, key, _ in POLISH)


@pytest.mark.parametrize("what", sorted(MASCULINE))
def test_no_polish_sentence_assumes_a_man(what: str) -> None:
    found = [(key, text) for _, key, text in POLISH if MASCULINE[what].search(text)]
    assert found == []


def test_a_label_for_one_player_is_not_a_mans_noun() -> None:
    """A role under a name is a verb or a neutral phrase ("puka", "strona przeciwna")."""
    found = [
        (key, text)
        for _, key, text in POLISH
        if ROLE_KEYS.search(key) and re.search(r"\b(przeciwnik|pukający|rozdający)\b", text)
    ]
    assert found == []


def test_a_sentence_naming_a_player_uses_no_mans_role_noun() -> None:
    """Where a name is filled in, the sentence does not call that player "przeciwnik"."""
    player_names = {"player", "winner", "loser", "dealer", "name"}
    found = [
        (key, text)
        for _, key, text in POLISH
        if placeholders(text) & player_names and re.search(r"\bprzeciwnik\b", text)
    ]
    assert found == []


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("następny rozdaje {dealer}", "a man's adjective or noun for one player"),
        ("Karty gracza {player}: {cards}", "a man's noun before a name"),
        ("{winner} wygrał", "a man's past tense after a name"),
        ("Wybierz dwóch różnych graczy.", "a group named as men"),
        ("{player} pauzuje; nie można wpisać kart tego gracza", "a named player called a man"),
    ],
)
def test_the_checks_catch_what_the_catalogues_once_said(text: str, what: str) -> None:
    assert MASCULINE[what].search(text)
