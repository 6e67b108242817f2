"""The table's words for a hand, without a toolkit: what the table screen and the live page say.

Why beside the table's model (:mod:`scorekeeper.views.table`), not in
``i18n``: it words the model's rows. It imports no Flet, since the live page
(:mod:`scorekeeper.live_page`) is served without it and must word a hand exactly
as the table screen does.
Each function takes anything that translates (:class:`scorekeeper.i18n.words.Words`): a
session's ``Locale``, or the live page's translator for one language. The game's
own words (an outcome, "nobody scores") are in :mod:`scorekeeper.i18n.words`, shared
with every other screen.
"""

from __future__ import annotations

from scorekeeper.i18n.words import Words
from scorekeeper.rules.hands import Role, Roles
from scorekeeper.rules.scoring import Explanation
from scorekeeper.views.rule_book import parse_section, rule_link, section_of


def rule_title(words: Words, explanation: Explanation) -> str:
    """The rule that scored a hand, by its title in the rule book: ``Rule book: Going gin``.

    Not its id (``box 8``): the variant's id is English and a number says nothing
    to a player; the title is the rules screen's own, in the player's language.
    """
    section = section_of(*parse_section(explanation.section))
    title = explanation.section if section is None else words.t(section.title)
    return words.t("detail.section", section=title)


def rule_address(explanation: Explanation, game_id: str) -> str:
    """Where the full app shows that rule with the game's house options (``/rules/box/8?game=…``):
    the live page's link to it, as the table screen's."""
    return rule_link(explanation, game_id=game_id)


def role_label(words: Words, role: Role) -> str:
    """The chip word of a role: ``BOX · deals``, ``CAPTAIN``, ``SITS OUT``."""
    return words.t(f"table.role.{role.value}")


def dealer_label(words: Words) -> str:
    """The chip word of the coming hand's dealer (``jersey``)."""
    return words.t("table.role.dealer")


def roles_line(words: Words, roles: Roles | None, dealer: str) -> str:
    """One hand's seats in a few words: ``Ann box · Bob captain · Cid out``."""
    if roles is None:
        return words.t("table.roles.dealer", dealer=dealer)
    return words.t("table.roles.box", box=roles.box, captain=roles.captain, sitter=roles.sitter)
