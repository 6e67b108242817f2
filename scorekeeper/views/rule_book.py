"""The shape of the rule book, and the addresses that lead into it. No widgets here.

Why a model of its own: the texts live in the ``rules_text`` catalogues (five
languages), but *which* sections exist, which carry a ruling and which house
options they mention is structure, the same in every language and checked by
tests against docs/RULES.md's numbering. The table screen links a scored hand to
its rule with :func:`rule_link`; the rules screen reads the same addresses back
with :func:`parse_address`.

Addresses::

    /rules                      both variants, to choose from
    /rules/box                  the rules of one variant
    /rules/box/7                ... scrolled to section 7, highlighted
    /rules/box#7                the same, as an anchor
    /rules/box/7?game=ab12cd    ... with that game's house options

Flet's web client drops the ``#anchor`` from the address before the app sees
it (Flet 1.0.5, Chromium), so links made here always use the section route;
the anchor form is read when a client does pass it on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from urllib.parse import parse_qs, quote, urlsplit

from scorekeeper.rules.game import Game
from scorekeeper.rules.scoring import Explanation
from scorekeeper.rules.variants import Variant
from scorekeeper.views.addresses import game_route

ROOT = "/rules"
"""The route of the rules screen."""

COMMON_ITEMS = 5
"""Points of docs/RULES.md "Common to both variants" shown to players (card notation is
for files and the command line, so it is left out)."""

COMMON_RULING = 7
"""The point of docs/RULES.md "Common to both variants" that is a ruling (corrections
never change who played): shown after the common points, set apart as rulings are."""


@dataclass(frozen=True, slots=True)
class Section:
    """One numbered section of a variant's rules, as docs/RULES.md numbers it."""

    number: int
    title: str
    """Catalogue key of the section's title. A topic both variants have (knocking, going
    gin, winning) is one key, and a title that is a domain word (a draw, the players) is
    that word's key, so each is translated once."""
    rulings: int = 0
    """How many *Ruling* paragraphs the section has (what settles a dispute)."""
    options: tuple[str, ...] = ()
    """House options (``HouseRules`` field names) this section's numbers come from."""
    text: bool = True
    """Whether the source text says anything (jersey 5 is a ruling only)."""


SECTIONS: Mapping[Variant, tuple[Section, ...]] = MappingProxyType(
    {
        Variant.BOX: (
            Section(1, "rules.topic.roles"),
            Section(2, "rules.topic.first_roles", rulings=1),
            Section(3, "rules.topic.dealing"),
            Section(4, "rules.topic.end_of_hand"),
            Section(5, "rules.topic.knocking", rulings=1, options=("knock_limit",)),
            Section(6, "rules.topic.laying_off"),
            Section(7, "rules.topic.scoring_a_knock", options=("undercut_bonus",)),
            Section(8, "rules.topic.going_gin", rulings=1, options=("gin_bonus",)),
            Section(9, "rules.topic.sitter"),
            Section(10, "rules.topic.rotation"),
            Section(11, "word.outcome.draw"),
            Section(12, "rules.topic.winning", options=("target",)),
        ),
        Variant.JERSEY: (
            Section(1, "word.players"),
            Section(2, "rules.topic.dealer", rulings=1),
            Section(3, "rules.topic.drawing"),
            Section(4, "rules.topic.going_gin", options=("gin_bonus",)),
            Section(5, "word.outcome.draw", rulings=1, text=False),
            Section(6, "rules.topic.knocking", rulings=2, options=("knock_limit",)),
            Section(
                7,
                "rules.topic.scoring_a_knock",
                rulings=1,
                options=("knock_formula", "undercut_penalty", "tie"),
            ),
            Section(8, "rules.topic.winning", options=("target",)),
        ),
    }
)
"""Every section of docs/RULES.md per variant, in order."""


def section_key(variant: Variant, number: int, part: str) -> str:
    """Catalogue key of one part (``text``, ``ruling``) of a section (titles: ``Section.title``)."""
    return f"rules.{variant.value}.{number}.{part}"


def ruling_keys(variant: Variant, section: Section) -> tuple[str, ...]:
    """Catalogue keys of a section's rulings, in the book's order.

    The first is ``ruling``, later ones ``ruling.2``, ``ruling.3``: a ruling added
    to a section keeps the keys (and translations) of the ones before it.
    """
    return tuple(
        section_key(variant, section.number, ruling_part(n)) for n in range(1, section.rulings + 1)
    )


def ruling_part(n: int) -> str:
    """The part name of a section's ``n``-th ruling (see :func:`ruling_keys`)."""
    return "ruling" if n == 1 else f"ruling.{n}"


def section_of(variant: Variant, number: int) -> Section | None:
    """The section ``number`` of ``variant``, or None if there is no such section."""
    return next((s for s in SECTIONS[variant] if s.number == number), None)


def scroll_name(variant: Variant, number: int) -> str:
    """The name a section is scrolled to by (unique on the screen)."""
    return f"rules-{variant.value}-{number}"


def rules_route(
    variant: Variant | None = None, number: int | None = None, *, game_id: str | None = None
) -> str:
    """The address of the rules screen, a variant, or one section (with a game's options)."""
    route = ROOT
    if variant is not None:
        route += f"/{variant.value}"
        if number is not None:
            route += f"/{number}"
    if game_id:
        route += f"?game={quote(game_id, safe='')}"
    return route


def rule_link(explanation: Explanation, *, game_id: str | None = None) -> str:
    """The address of the rule that scored a hand, e.g. ``/rules/box/7``.

    For the table screen: a hand row's explanation names its rule id
    (``box.knock``) and carries its section of docs/RULES.md.
    Pass ``game_id`` so the rules screen shows that game's house options.
    """
    variant, number = parse_section(explanation.section)
    return rules_route(variant, number, game_id=game_id)


def parse_section(section: str) -> tuple[Variant, int]:
    """``"box 7"`` (as in ``RULE_SECTIONS``) to ``(Variant.BOX, 7)``."""
    name, _, number = section.partition(" ")
    return Variant.parse(name), int(number)


@dataclass(frozen=True, slots=True)
class RulesAddress:
    """What a rules address asks for."""

    variant: Variant | None = None
    """None: the overview of both variants."""
    section: int | None = None
    """The section to scroll to and highlight, if any (and if it exists)."""
    game_id: str | None = None
    """Show this game's house options."""
    known: bool = True
    """False when the address names a variant or section that does not exist."""


def parse_address(route: str, params: Mapping[str, str]) -> RulesAddress:
    """Read the rules screen's address: router ``params`` plus query and anchor of ``route``.

    An unknown variant or section number is not an error (an old link, a typo):
    the screen shows what it can and says the rest was not found.
    """
    parts = urlsplit(route)
    games = parse_qs(parts.query).get("game", [])
    game_id = games[0] if games and games[0] else None
    name = params.get("variant")
    if not name:
        return RulesAddress(game_id=game_id)
    variant = next((v for v in Variant if v.value == name), None)
    if variant is None:
        return RulesAddress(game_id=game_id, known=False)
    wanted = params.get("number") or parts.fragment
    if not wanted:
        return RulesAddress(variant, game_id=game_id)
    number = int(wanted) if wanted.isdecimal() else None
    if number is None or section_of(variant, number) is None:
        return RulesAddress(variant, game_id=game_id, known=False)
    return RulesAddress(variant, number, game_id)


def notice_keys(address: RulesAddress, *, found: bool) -> tuple[str, ...]:
    """What the screen says it could not find: the rule asked for, the game asked for.

    ``found``: the game the address names was loaded (on this phone).
    """
    notices: list[str] = []
    if not address.known:
        notices.append("rules.not_found")
    if address.game_id and not found:
        notices.append("rules.game_missing")
    return tuple(notices)


def options_game(address: RulesAddress, game: Game | None) -> Game | None:
    """The game whose house options the page shows: none of another variant (it would mislead)."""
    if game is not None and address.variant is not None and game.variant is not address.variant:
        return None
    return game


def back_route(address: RulesAddress) -> str:
    """Where the back arrow leads without a ``back`` address: the game, else one level up."""
    if address.game_id:
        return game_route(address.game_id)
    if address.variant is not None:
        return rules_route()
    return "/"
