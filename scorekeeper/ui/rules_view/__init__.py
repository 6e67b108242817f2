"""The rules screen: both variants' rules, rulings and house options, in five languages.

``routes`` gives its addresses to the app's router; ``rule_link`` gives
the table screen the address of the rule behind a scored hand.
"""

from __future__ import annotations

from scorekeeper.views.rule_book import rule_link, rules_route

__all__ = ["rule_link", "rules_route"]
