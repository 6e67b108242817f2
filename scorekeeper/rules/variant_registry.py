"""Every variant the app knows, by id: the one list to extend for a new variant.

``variants.variant_rules`` reads it; nothing else names the variant modules.
"""

from __future__ import annotations

from scorekeeper.rules.variant_box import BOX
from scorekeeper.rules.variant_jersey import JERSEY
from scorekeeper.rules.variant_protocol import VariantRules
from scorekeeper.rules.variants import Variant

REGISTRY: dict[Variant, VariantRules] = {Variant.BOX: BOX, Variant.JERSEY: JERSEY}
"""The rules object of each variant id (a test may stand another in for one)."""
