"""Every variant the app knows, by id, and what the rest of the app asks of a variant by its id.

Above the variant modules and below the game: the variants build on the
vocabulary (``variants``) and know nothing of each other; this is the one list
to extend for a new variant, and the only module that names them. Code that
holds a ``Variant`` id (a session file, a screen, the QR payload) finds its
rules here; code that is given a variant's rules object (the replay, the
house rules' checks) needs no lookup, so a test can pass in a variant of its own.
"""

from __future__ import annotations

from scorekeeper.rules.house_options import HouseOption
from scorekeeper.rules.variant_box import BOX
from scorekeeper.rules.variant_jersey import JERSEY
from scorekeeper.rules.variant_protocol import VariantRules
from scorekeeper.rules.variants import Variant

REGISTRY: dict[Variant, VariantRules] = {Variant.BOX: BOX, Variant.JERSEY: JERSEY}
"""The rules object of each variant id (a screen test may stand another in for one)."""


def variant_rules(variant: Variant) -> VariantRules:
    """The object that knows ``variant``'s rules (see ``variant_protocol``)."""
    return REGISTRY[variant]


def house_options(variant: Variant) -> tuple[HouseOption, ...]:
    """The house options of ``variant``, in file order (its table)."""
    return variant_rules(variant).options


def option_names(variant: Variant) -> tuple[str, ...]:
    """The keys of the house options that apply to ``variant``, in file order."""
    return tuple(option.key for option in house_options(variant))


def layoffs_allowed(variant: Variant, *, knocker_gin: bool) -> bool:
    """Whether the opponent may lay off: always after a knock; on gin only in ``jersey``.

    docs/RULES.md, box 6: no laying off on gin; jersey 4: laying off on gin is allowed.
    """
    return variant_rules(variant).layoffs_on_gin or not knocker_gin


RULE_SECTIONS: dict[str, str] = {
    rule: section
    for rules in REGISTRY.values()
    for rule, (section, _) in rules.explanations.items()
}
"""Which section of docs/RULES.md each rule id of every variant comes from, so a score
links to its rule, and the screens and the catalogue tests see every rule id in one table."""
