"""One rule, one word: each language calls the undercut, a draw and a tie the same everywhere.

Why: a player who reads "Onderklop" on the table, "Onderboden" in the history and
"ondergraven" in the rules cannot tell that these are one rule; a Polish "Remis"
that explains both a draw (the same dealer deals again) and a jersey tie (the
deal passes) makes two rules look like one. Each language has one word (a stem)
per rule; a draw and a tie have different ones; the synonyms that drifted in
before are gone from every catalogue.
"""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from scorekeeper.i18n import LANGUAGES

CATALOGUES = resources.files("scorekeeper.i18n")

UNDERCUT = {
    "en": r"undercut",
    "nl": r"onder(ge)?klop|klopte \{\w+\} onder",
    "de": r"unterb(ie|o)t",
    "pl": r"podci",
    "ms": r"potong|memotong",  # dipotong, memotong: one verb
}
DRAW = {"en": r"\bdraw", "nl": r"\bremise", "de": r"\bremis\b", "pl": r"\bremis", "ms": r"\bseri\b"}
TIE = {"en": r"\btie", "nl": r"\bgelijk", "de": r"gleichstand", "pl": r"\brówn", "ms": r"mata sama"}
"""Each language's word for the rule (a regular expression, matched ignoring case)."""

DRAW_KEYS = (
    "history.entry.draw", "history.entry.draw_with", "word.outcome.draw",
    "word.rule.box.draw", "word.rule.jersey.draw",
    "rules.jersey.2.ruling",
)  # fmt: skip
TIE_KEYS = (
    "word.outcome.tie", "compare.outcome.tie",
    "explain.jersey.tie", "table.option.tie.label", "table.option.tie.short",
    "rules.option.tie",
)  # fmt: skip
"""Texts that name a draw (the stock ran out) or a jersey tie (a knock that ties)."""

SYNONYMS = {
    "nl": [r"onderbo", r"onderbie", r"ondergrav", r"onbeslist", r"brandhout", r"tegenspeler",
           r"\bgever\b"],
    "de": [r"unterschr", r"unentschieden", r"gibt erneut"],
    "pl": [r"skończyła się talia", r"stos(ie|u)? dobierania"],
    "ms": [r"sebagai potong\b", r"\bdenda\b", r"stok kad|kad stok"],
}  # fmt: skip
"""Words once used beside the chosen one for the same thing (undercut, draw, deadwood,
opponent, dealer, stock)."""


def _texts(language: str) -> dict[str, str]:
    """Every text of ``language``, from the main catalogue and every screen's."""
    texts = json.loads((CATALOGUES / f"{language}.json").read_text("utf-8"))
    for entry in CATALOGUES.iterdir():
        if (entry / f"{language}.json").is_file():
            texts.update(json.loads((entry / f"{language}.json").read_text("utf-8")))
    return texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_undercut_text_uses_the_languages_one_word(language: str) -> None:
    texts = _texts(language)
    named = {key: text for key, text in texts.items() if "undercut" in key}
    assert len(named) >= 14
    odd = {k: t for k, t in named.items() if not re.search(UNDERCUT[language], t, re.I)}
    assert odd == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_draw_and_a_tie_have_two_different_words(language: str) -> None:
    texts = _texts(language)
    draw, tie = DRAW[language], TIE[language]
    assert {k: texts[k] for k in DRAW_KEYS if not re.search(draw, texts[k], re.I)} == {}
    assert {k: texts[k] for k in TIE_KEYS if not re.search(tie, texts[k], re.I)} == {}
    assert {k: texts[k] for k in TIE_KEYS if re.search(draw, texts[k], re.I)} == {}
    assert {k: texts[k] for k in DRAW_KEYS if re.search(tie, texts[k], re.I)} == {}


@pytest.mark.parametrize("language", sorted(SYNONYMS))
def test_no_drifted_synonym_is_left(language: str) -> None:
    found = {
        key: text
        for key, text in _texts(language).items()
        for word in SYNONYMS[language]
        if re.search(word, text, re.I)
    }
    assert found == {}


def test_the_checks_tell_the_old_words_apart() -> None:
    """What issue 24 found would fail: Polish "Remis" for a tie, Dutch "Onderboden"."""
    assert re.search(DRAW["pl"], "Remis z przeciwnikiem", re.I)
    assert not re.search(UNDERCUT["nl"], "Onderboden", re.I)
    assert re.search(SYNONYMS["nl"][0], "Onderboden", re.I)
