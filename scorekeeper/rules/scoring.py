"""Every rule id a score can cite, with its section of docs/RULES.md and its English words.

The scores themselves are each variant's (``score_hand`` in ``variant_box``,
``variant_jersey``, giving a ``HandScore`` with its ``Explanation``); this
module gathers the rule ids of all registered variants, so the screens, the
catalogue tests and the rule book's agreement test see them all in one table.
"""

from __future__ import annotations

from scorekeeper.rules.hand_score import Explanation, HandScore
from scorekeeper.rules.variant_registry import REGISTRY

__all__ = ["RULE_SECTIONS", "Explanation", "HandScore"]

_EXPLAINED = {rule: pair for each in REGISTRY.values() for rule, pair in each.explanations.items()}

RULE_SECTIONS: dict[str, str] = {rule: section for rule, (section, _) in _EXPLAINED.items()}
"""Which section of docs/RULES.md each rule id comes from, so a score links to its rule."""
