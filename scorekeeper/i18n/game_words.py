"""Sentences of a running game, from the rules' ids into the player's language.

The rules core names *what* happened with ids and values (``Explanation``,
``Announcement``, ``Outcome``, ``Role``); this module turns the announcements and
the house rules' summary into words through the catalogues (their icons are
:mod:`scorekeeper.ui.icons`). A hand's sentences (its rule, its roles) are in
:mod:`scorekeeper.views.table_words`, which the live page shares without Flet,
and the game's own words in :mod:`scorekeeper.i18n.words`; so every screen says a
score, a rotation or a role the same way, and tests can check that every id the
core can produce has words.
"""

from __future__ import annotations

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import option_value
from scorekeeper.rules.announcement import Announcement
from scorekeeper.rules.variant_registry import RULE_SECTIONS, house_options, option_names
from scorekeeper.rules.variants import HouseRules, Variant

RULE_IDS: tuple[str, ...] = tuple(RULE_SECTIONS)
"""Every rule id the scoring can produce."""


def announcement_text(locale: Locale, announcement: Announcement) -> str:
    """Who sits where next (``next.*`` messages), in the player's language."""
    return locale.t(announcement.key, **announcement.names)


def option_value_text(locale: Locale, name: str, value: object) -> str:
    """An option's value as shown in the summary (word options through the catalogue).

    ``value`` is as ``HouseRules.to_options`` gives it: a word option's value is
    its word, a number option's a number.
    """
    return option_value(locale.t, name, value, {})


def rules_summary(locale: Locale, variant: Variant, rules: HouseRules) -> str:
    """The one-line summary under "Rules": every option, short (``knock ≤ 10 · gin 25 …``)."""
    options = rules.to_options(house_options(variant))
    return " · ".join(
        locale.t(f"table.option.{name}.short", value=option_value_text(locale, name, options[name]))
        for name in option_names(variant)
    )


def rules_title(locale: Locale, variant: Variant, rules: HouseRules) -> str:
    """``Rules: standard`` when nothing is changed, else ``Rules: house rules``."""
    standard = rules == HouseRules.defaults(house_options(variant))
    return locale.t("table.house.standard" if standard else "table.house.custom")
