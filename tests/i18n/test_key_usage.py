"""Every catalogue key is used by the code: a text no screen shows is dead weight in five languages.

The other half of "every key in all five catalogues" (``test_catalogues`` checks
that no language misses one). A key counts as used when the ``scorekeeper``
source names it, found by reading the source with ``ast`` rather than running it:

* as a whole string literal (``t("word.new_game")``, an error class's ``key``,
  ``Announcement("next.game_over", ...)``), or
* as one of the keys of a *dynamic family*: the code builds the key from a
  fixed shape and a value (``f"word.outcome.{outcome.value}"``). Each family
  below lists the shape exactly as the code writes it and the values it can be
  filled with, taken from the enumerations the code itself uses (``Outcome``,
  ``option_names``, ``SECTIONS`` ...), never "anything after the prefix".

The control-key modules (``keys.py``) are not read: they name controls for tests
and the semantics tree, and share the dotted namespace with the messages
(``home.new_game`` is both a button's key and its text), so a message mentioned
only there would look used while no screen shows it.
"""

from __future__ import annotations

import ast
import enum
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from pathlib import Path

import pytest

import scorekeeper
from scorekeeper.i18n import DEFAULT_LANGUAGE, Catalog
from scorekeeper.i18n.game_words import RULE_IDS
from scorekeeper.i18n.refusals import FIELD_REASONS
from scorekeeper.i18n.words import ALIKE_RULES
from scorekeeper.rules.hands import Outcome, Result, Role
from scorekeeper.rules.reasons import REASONS
from scorekeeper.rules.variant_registry import house_options, option_names
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.sharing.compare import HandStatus, Resolution
from scorekeeper.storage.settings import ProblemKind, ThemeChoice
from scorekeeper.ui.game.house_rules import OWN_NAMES as TABLE_NAMES
from scorekeeper.ui.game.new_game.first_roles_model import FirstMode, PickStep
from scorekeeper.ui.game.sheet.model import Banner
from scorekeeper.ui.rules_view.options import OWN_NAMES as RULE_BOOK_NAMES
from scorekeeper.views.rule_book import COMMON_ITEMS, SECTIONS, ruling_part

CATALOG = Catalog.load()
SOURCE = Path(scorekeeper.__file__).parent
CONTROL_KEY_MODULES = "keys.py"
"""File name of the modules that hold control keys, not message keys (see above)."""

HOLE = "{}"
"""How a family's shape marks each value the code fills in."""


# --- what the code can fill in --------------------------------------------------------


def _values(enumeration: type[enum.Enum], *left_out: enum.Enum) -> tuple[str, ...]:
    """The ``.value`` of every member but ``left_out`` (members the call site words otherwise)."""
    return tuple(member.value for member in enumeration if member not in left_out)


VARIANTS = _values(Variant)
OPTIONS = tuple(dict.fromkeys(name for variant in Variant for name in option_names(variant)))
"""Every house option of any variant, as ``option_names`` lists them."""


def _word_options() -> dict[str, tuple[str, ...]]:
    """House options whose value is a word (an enum), with every word the rules allow."""
    words: dict[str, tuple[str, ...]] = {}
    for variant in Variant:
        rules = HouseRules.defaults(house_options(variant))
        for name in option_names(variant):
            value = getattr(rules, name)
            if isinstance(value, enum.Enum):
                words[name] = _values(type(value))
    return words


WORD_OPTIONS = _word_options()

OWN_NAMES = (RULE_BOOK_NAMES, TABLE_NAMES)
"""Each screen's options named in its own words (literal keys, found as such)."""
ONE_NAMED = tuple(name for name in OPTIONS if not all(name in own for own in OWN_NAMES))
"""The options some screen calls by their one name, ``word.option.<name>``."""

DECIDED = _values(Result, Result.DRAW)
"""A hand someone won or lost: a draw has its own literal key wherever entries are told."""

"""``first_roles._pick``: who is picked (box and captain for box, the dealer for jersey)."""


def _section_parts() -> Iterator[tuple[str, int, str]]:
    """Each section's text where it has one, and its rulings (``SECTIONS``).

    Titles are not here: each is a literal key in ``Section.title``."""
    for variant, sections in SECTIONS.items():
        for section in sections:
            if section.text:
                yield variant.value, section.number, "text"
            for n in range(1, section.rulings + 1):
                yield variant.value, section.number, ruling_part(n)


def _options_per_variant() -> Iterator[tuple[str, str]]:
    """``(option, variant)`` for every house option of every variant."""
    for variant in Variant:
        for name in option_names(variant):
            yield name, variant.value


def _option_words() -> Iterator[tuple[str, str]]:
    """``(option, word)`` for every word of every word-valued house option."""
    for name, words in WORD_OPTIONS.items():
        for word in words:
            yield name, word


FAMILY_VALUES: Mapping[str, Iterable[object]] = {
    # scoring: one sentence per rule id, on every screen (a draw's under word.rule)
    "explain.{}": tuple(rule for rule in RULE_IDS if rule not in ALIKE_RULES),
    "word.rule.{}": tuple(ALIKE_RULES),
    # outcomes, results, roles
    "word.outcome.{}": _values(Outcome),
    "compare.outcome.{}": _values(Outcome, Outcome.DRAW),
    "table.role.{}": _values(Role),
    "history.entry.{}": DECIDED,
    "referee.step.knocker.{}": DECIDED,
    # variants (their one name is each variant module's literal ``name_key``)
    "referee.demo.title.{}": VARIANTS,
    "setup.cut.help.{}": VARIANTS,
    "setup.variant.{}.about": VARIANTS,
    "settings.variant.{}.about": VARIANTS,
    "rules.{}.summary": VARIANTS,
    # house options: their names, and the words of the word-valued ones
    "word.option.{}": ONE_NAMED,
    "word.option.{}.{}": tuple(_option_words()),
    "table.option.{}.short": OPTIONS,
    "table.option.{}.help.{}": tuple(_options_per_variant()),
    # why a value is refused: in a message, and as a number field's own advice
    "error.reason.{}": tuple(REASONS),
    "option.refusal.{}": FIELD_REASONS,
    # the rule book
    "rules.{}.{}.{}": tuple(_section_parts()),
    "rules.common.{}": range(1, COMMON_ITEMS + 1),
    # new game, settings, statistics, comparison
    "setup.first.{}": _values(FirstMode),
    "sheet.banner.{}": _values(Banner),
    "setup.pick.{}": _values(PickStep),
    "settings.theme.{}": _values(ThemeChoice),
    "settings.problem.{}": _values(ProblemKind),
    # a run of identical hands is told as one line, never with a status word
    "compare.status.{}": _values(HandStatus, HandStatus.SAME),
    "compare.{}": _values(Resolution),
    "compare.{}.hint": _values(Resolution),
}
"""Each key shape the code builds at run time (as written there, ``{}`` for each computed
part) and the values it fills in: one per ``{}``, a tuple where there are several."""


def _fill(shape: str, values: Iterable[object]) -> frozenset[str]:
    """Every key ``shape`` gives with ``values``; a value per hole, never more or fewer."""
    keys: set[str] = set()
    for value in values:
        parts = value if isinstance(value, tuple) else (value,)
        assert len(parts) == shape.count(HOLE), (shape, value)
        keys.add(shape.format(*parts))
    return frozenset(keys)


FAMILIES: Mapping[str, frozenset[str]] = {
    shape: _fill(shape, values) for shape, values in FAMILY_VALUES.items()
}
"""Each dynamic key shape, with every key the code can build from it."""


# --- what the code says ---------------------------------------------------------------


def _modules() -> Iterator[tuple[str, ast.Module]]:
    """Every module of the package but the control-key modules, parsed."""
    for path in sorted(SOURCE.rglob("*.py")):
        if path.name != CONTROL_KEY_MODULES:
            yield path.relative_to(SOURCE).as_posix(), ast.parse(path.read_text("utf-8"))


def _module_strings(module: ast.Module) -> dict[str, str]:
    """Module-level names bound to a string (``EXPLAIN_PREFIX = "explain."``)."""
    names: dict[str, str] = {}
    for statement in module.body:
        if isinstance(statement, ast.Assign | ast.AnnAssign):
            value = statement.value
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                names.update({t.id: value.value for t in targets if isinstance(t, ast.Name)})
    return names


def _shape(node: ast.expr, strings: Mapping[str, str]) -> str | None:
    """A key built at run time, with ``{}`` for each computed part, or None if it is not one.

    Two ways the code builds keys: an f-string (``f"table.role.{role.value}"``) and a
    prefix plus a value (``EXPLAIN_PREFIX + explanation.rule``).
    """
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) and isinstance(part.value, str) else HOLE
            for part in node.values
        )
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = node.left
        if isinstance(left, ast.Constant) and isinstance(left.value, str):
            return left.value + HOLE
        if isinstance(left, ast.Name) and left.id in strings:
            return strings[left.id] + HOLE
    return None


@cache
def _scan() -> tuple[frozenset[str], frozenset[str]]:
    """Every string literal of the package, and every shape of a key built at run time."""
    literals: set[str] = set()
    shapes: set[str] = set()
    for _, module in _modules():
        strings = _module_strings(module)
        for node in ast.walk(module):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.expr) and (shape := _shape(node, strings)) is not None:
                shapes.add(shape)
    return frozenset(literals), frozenset(shapes)


# --- the checks -----------------------------------------------------------------------


def test_every_catalogue_key_is_used_by_the_code() -> None:
    """A key no code names and no family builds is dead text in five languages: delete it."""
    literals, _ = _scan()
    built = frozenset().union(*FAMILIES.values())
    unused = sorted(CATALOG.keys(DEFAULT_LANGUAGE) - literals - built)
    assert not unused, f"no code uses these keys, delete them from every language: {unused}"


@pytest.mark.parametrize("shape", sorted(FAMILIES))
def test_every_family_is_built_by_the_code(shape: str) -> None:
    """A family whose shape the code no longer builds would keep its keys looking used."""
    _, shapes = _scan()
    assert shape in shapes, f"no code builds {shape!r} any more: drop the family"


@pytest.mark.parametrize("shape", sorted(FAMILIES))
def test_every_key_a_family_builds_is_in_the_catalogue(shape: str) -> None:
    """The family's values are the ones the code fills in: none lacks its text (nor is made up)."""
    assert sorted(FAMILIES[shape] - CATALOG.keys(DEFAULT_LANGUAGE)) == []


def test_the_scan_sees_literals_shapes_and_prefixes() -> None:
    """The scan itself: a literal key, an f-string shape and a named prefix are all found."""
    literals, shapes = _scan()
    assert {"word.new_game", "error.duplicate_card", "next.game_over"} <= literals
    assert {"word.outcome.{}", "rules.{}.{}.{}", "explain.{}"} <= shapes


def test_control_key_modules_are_not_read() -> None:
    """``setup.first.cut`` is both a button's key and, built by ``setup.first.{}``, its text."""
    names = {name for name, _ in _modules()}
    assert "ui/game/table/view.py" in names
    assert not any(name.endswith(f"/{CONTROL_KEY_MODULES}") for name in names)
    literals, _ = _scan()
    assert "setup.first.cut" not in literals
    assert "setup.first.cut" in FAMILIES["setup.first.{}"]
