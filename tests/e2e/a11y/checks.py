"""What a screen reader meets on a screen: each control's name, and each choice's state.

Read from Chromium's accessibility tree (computed over the DevTools protocol from
Flutter's semantics nodes), which is what a screen reader gets: each interactive
node's role and name. A screen fails on a control without a name, on two
controls with the same role and name (a player cannot tell them apart), on a text
box named by a whole card, and on a group of choices (the result of a hand, who
knocked, the deadwood field the pad types into, the variant, how the first roles
are found, a statistics tab, a language) where a member reports no selected
state, or where not exactly one is chosen. Flutter web hands a chosen state to
the browser as ``aria-selected``, ``aria-current``, ``aria-pressed`` or
``aria-checked`` depending on the role; any of them counts.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..browser import WebApp

INTERACTIVE = {
    "button",
    "checkbox",
    "switch",
    "textbox",
    "searchbox",
    "combobox",
    "radio",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "slider",
    "tab",
    "link",
    "spinbutton",
}
"""Roles a player acts on (ARIA's widget roles that Flutter web produces)."""


FIELD_NAME_LIMIT = 80
"""A field's name is a few words; a text box named by more is a card read as one."""

CHOICES: dict[str, list[tuple[str, ...] | str]] = {
    "sheet": ["sheet.result."],
    "sheet-pad": ["sheet.result.", "sheet.by.", "sheet.field."],
    "new-game": ["setup.variant."],
    "stats-players": ["stats.tab."],
    "stats-h2h": ["stats.tab."],
    "settings": ["settings.language.", "settings.theme.", "settings.variant."],
}
"""Per screen, its groups of choices: a key prefix (members are the keys one level below
it) or the members' keys."""

STATES = """(keys) => {
  const roles = ['button', 'tab', 'radio', 'checkbox', 'switch', 'option', 'menuitemradio'];
  const out = {};
  for (const key of keys) {
    const host = document.querySelector(`[flt-semantics-identifier="${key}"]`);
    if (!host) { out[key] = 'missing'; continue; }
    const all = [host, ...host.querySelectorAll('[role]')];
    const control = all.find(e => roles.includes(e.getAttribute('role'))) || host;
    out[key] = ['aria-selected', 'aria-current', 'aria-pressed', 'aria-checked']
      .map(a => control.getAttribute(a)).find(v => v !== null) ?? 'none';
  }
  return out;
}"""
"""Each key's chosen state as the browser has it: ``true``, ``false``, ``none`` or ``missing``."""

KEYS_ON_PAGE = """() => [...document.querySelectorAll('[flt-semantics-identifier]')]
  .map(e => e.getAttribute('flt-semantics-identifier'))"""


def named_controls(app: WebApp) -> list[tuple[str, str]]:
    """``(role, name)`` of every interactive node of the page's accessibility tree."""
    session = app.context.new_cdp_session(app.page)
    try:
        tree: dict[str, Any] = session.send("Accessibility.getFullAXTree")
    finally:
        session.detach()
    found = []
    for node in tree["nodes"]:
        role = node.get("role", {}).get("value", "")
        if node.get("ignored") or role not in INTERACTIVE:
            continue
        found.append((role, " ".join(str(node.get("name", {}).get("value", "")).split())))
    return found


def name_problems(controls: list[tuple[str, str]]) -> list[str]:
    """A control without a name, each (role, name) that more than one control has, and
    a text box named by a whole card (selectable text merged into it)."""
    problems = [f"a {role} without a name" for role, name in controls if not name]
    problems += [
        f"a card read as an edit field: {name!r}"
        for role, name in controls
        if role == "textbox" and len(name) > FIELD_NAME_LIMIT
    ]
    twice = Counter((role, name) for role, name in controls if name)
    problems += [f"{n} × {role} {name!r}" for (role, name), n in twice.items() if n > 1]
    return problems


def groups(screen: str, on_page: list[str]) -> list[list[str]]:
    """The keys of each group of choices of ``screen`` that is on the page."""
    found = []
    for group in CHOICES.get(screen, []):
        if isinstance(group, tuple):
            found.append(list(group))
            continue
        members = [key for key in on_page if key.startswith(group) and "." not in key[len(group) :]]
        if members:
            found.append(members)
    return found


def state_problems(app: WebApp, screen: str) -> list[str]:
    """Groups of choices with a member that reports no chosen state, or not exactly one chosen."""
    problems = []
    on_page = app.page.evaluate(KEYS_ON_PAGE)
    wanted = groups(screen, on_page)
    if len(wanted) < len(CHOICES.get(screen, [])):
        problems.append(f"only {len(wanted)} of the screen's groups of choices are on it")
    for members in wanted:
        states: dict[str, str] = app.page.evaluate(STATES, members)
        unstated = [key for key, state in states.items() if state not in ("true", "false")]
        chosen = [key for key, state in states.items() if state == "true"]
        if unstated:
            problems.append(f"no chosen state on {unstated} ({states})")
        elif len(chosen) != 1:
            problems.append(f"{len(chosen)} chosen in {members}")
    return problems
