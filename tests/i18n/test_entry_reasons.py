"""A refused name or knock gives its reason in the player's language, as house rules do.

The engine once put English phrases into these refusals ("... zostawiają 12
punktów z luźnych kart: a knock needs 10 or less"); it now gives a reason code
(``Reason``) that each catalogue words, and the command line keeps its English.
"""

from __future__ import annotations

import pytest

from scorekeeper.i18n import DEFAULT_LANGUAGE, LANGUAGES, Catalog
from scorekeeper.rules.errors import IllegalKnockError, PlayerNameError
from scorekeeper.rules.limits import MAX_NAME_LENGTH
from scorekeeper.rules.reasons import Reason
from scorekeeper.rules.validation import check_players

CATALOG = Catalog.load()


def _name_refusal(name: object) -> PlayerNameError:
    with pytest.raises(PlayerNameError) as caught:
        check_players(["Ann", name, "Cid"])
    return caught.value


KNOCKS = [
    Reason("not_gin"),
    Reason("over_limit", {"limit": 10}),
    Reason("below_cards", {"entered": 3, "deadwood": 7}),
]


def test_a_refused_name_gives_a_reason_code() -> None:
    assert _name_refusal(7).params["reason"] == Reason("not_text")
    long = _name_refusal("x" * (MAX_NAME_LENGTH + 1)).params["reason"]
    assert long == Reason("too_long", {"limit": MAX_NAME_LENGTH})
    assert _name_refusal("A\u200bnn").params["reason"] == Reason("control_character")


@pytest.mark.parametrize("language", LANGUAGES[1:])
@pytest.mark.parametrize("name", [7, "x" * (MAX_NAME_LENGTH + 1), "A\u200bnn"])
def test_a_refused_name_is_worded_in_the_players_language(language: str, name: object) -> None:
    error = _name_refusal(name)
    text = CATALOG.translate_error(error, language)
    assert str(error.params["reason"]) not in text


@pytest.mark.parametrize("language", LANGUAGES[1:])
@pytest.mark.parametrize("reason", KNOCKS, ids=lambda reason: reason.code)
def test_a_knock_the_cards_refuse_is_worded_in_the_players_language(
    language: str, reason: Reason
) -> None:
    error = IllegalKnockError(hand=2, player="Ann", deadwood=7, reason=reason)
    text = CATALOG.translate_error(error, language)
    assert str(reason) not in text
    assert CATALOG.translate(reason.key, language, **reason.values) in text


def test_the_polish_knock_refusal_reads_whole() -> None:
    error = IllegalKnockError(hand=2, player="Ann", deadwood=14, reason=KNOCKS[1])
    assert CATALOG.translate_error(error, "pl") == (
        "rozdanie 2: Ann: karty zostawiają 14 punktów z luźnych kart:"
        " do pukania trzeba mieć 10 lub mniej"
    )
    assert (
        CATALOG.translate_error(error, DEFAULT_LANGUAGE)
        == str(error)
        == ("hand 2: Ann's cards leave 14 deadwood: a knock needs 10 or less")
    )
