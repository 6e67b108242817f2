"""No catalogue puts a player's name where a preposition would change its form (issue 34).

"Grażyna 7 przeciw Bartłomiej 7" needs the dative ("przeciw Bartłomiejowi"),
and a template cannot decline a name it does not know. Every Polish
preposition governs a case other than the nominative, so no Polish name
follows one; a German preposition that takes the genitive would need
"Annas"; English, Dutch and Malay names keep their form after every
preposition (there "by {player}" fits any name), so their lists are empty by
design. A score that sets two players side by side does it the same way in
every language: ``{winner} {d} – {loser} {k}``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from importlib import resources

import pytest

from scorekeeper.i18n import LANGUAGES

CATALOGUES = resources.files("scorekeeper.i18n")

NAMES = (
    "player",
    "players",
    "winner",
    "loser",
    "dealer",
    "box",
    "captain",
    "sitter",
    "name",
    "first",
    "second",
)
"""Placeholders that a player's name (or a list of them) fills."""

PREPOSITIONS: dict[str, tuple[str, ...]] = {
    "pl": (
        "bez", "dla", "do", "dzięki", "k", "ku", "mimo", "między", "na", "nad", "o", "obok",
        "od", "po", "pod", "przeciw", "przeciwko", "przed", "przez", "przy", "spod", "u",
        "w", "we", "wobec", "według", "z", "za", "ze", "zamiast",
    ),
    "de": (
        "anhand", "anstatt", "außerhalb", "innerhalb", "mithilfe", "statt", "trotz",
        "während", "wegen",
    ),
    "en": (),
    "nl": (),
    "ms": (),
}  # fmt: skip
"""Per language, the prepositions after which a name would have to change its form."""


def _texts(language: str) -> Iterator[tuple[str, str]]:
    """``(key, text)`` of every catalogue's ``language``."""
    files = [CATALOGUES / f"{language}.json"] + [
        entry / f"{language}.json"
        for entry in CATALOGUES.iterdir()
        if (entry / f"{language}.json").is_file()
    ]
    for path in files:
        yield from json.loads(path.read_text("utf-8")).items()


def _after_preposition(language: str) -> re.Pattern[str] | None:
    words = PREPOSITIONS[language]
    if not words:
        return None
    names = "|".join(NAMES)
    return re.compile(
        rf"(?<![\w{{])({'|'.join(words)})\s+\{{({names})[}}:]", re.IGNORECASE | re.UNICODE
    )


def test_every_language_has_its_list() -> None:
    assert set(PREPOSITIONS) == set(LANGUAGES)


@pytest.mark.parametrize("language", sorted(PREPOSITIONS))
def test_no_name_follows_a_preposition_that_would_change_it(language: str) -> None:
    pattern = _after_preposition(language)
    found = [(key, text) for key, text in _texts(language) if pattern and pattern.search(text)]
    assert found == []


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("pl", "Podcięcie! {winner} {d} przeciw {loser} {k}"),
        ("pl", "Karty dla {players}"),
        ("pl", "wpisane przez {player}"),
        ("de", "Wegen {player} ruht das Spiel"),
    ],
)
def test_the_check_catches_what_the_catalogues_once_said(language: str, text: str) -> None:
    pattern = _after_preposition(language)
    assert pattern is not None and pattern.search(text)


@pytest.mark.parametrize("language", sorted(PREPOSITIONS))
def test_two_players_scores_side_by_side_read_alike_in_every_language(language: str) -> None:
    undercut = dict(_texts(language))["explain.box.undercut"]
    assert "{winner} {d} – {loser} {k}" in undercut
