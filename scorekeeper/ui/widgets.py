"""Small building blocks shared by the screens."""

from __future__ import annotations

from typing import TypeVar

import flet as ft

ControlT = TypeVar("ControlT", bound=ft.Control)


def identified(
    control: ControlT, *, label: str | None = None, selected: bool | None = None
) -> ft.Semantics:
    """Wrap an interactive control so its key is its semantics identifier, and give it a name.

    Why the identifier: Flutter web renders the app on a canvas; what a browser
    (and a browser test) can address is the semantics tree, where an identifier
    becomes the ``flt-semantics-identifier`` attribute. The key stays on the
    control itself for the no-client tests.

    Why the name: a screen reader says a control's accessible name, and Flutter's
    web semantics do not make a tooltip one. An icon button or icon menu showed
    as a ``button`` with no name at all. So the icon of an :class:`ft.IconButton`
    or :class:`ft.PopupMenuButton` carries its tooltip (or ``label``) as its
    semantics label, which Flutter merges into the button; any other control
    given a ``label`` (a switch), and a closed dropdown (its label and value), is
    merged with it into one node.

    Why ``selected``: one of a group of choices (a hand's result, who knocked, a
    variant) is drawn as chosen by its fill and check mark, which a screen reader
    does not see. ``selected`` is merged into the control's own node, so the
    browser hears the button as chosen or not (Flutter web says it with
    ``aria-current`` on a button, ``aria-selected`` on a tab).
    """
    if not isinstance(control.key, str):
        raise ValueError(f"{type(control).__name__} needs a string key to be identified")
    if isinstance(control, ft.IconButton | ft.PopupMenuButton):
        name = label or (control.tooltip if isinstance(control.tooltip, str) else None)
        if name and control.icon is not None and not isinstance(control.icon, ft.Control):
            control.icon = ft.Icon(control.icon, semantics_label=name)
    elif isinstance(control, ft.Dropdown) and not control.editable:
        # Flutter hands the closed menu to the browser as a bare button: its label
        # and the chosen value do not reach it, so they are given here.
        named = label or (control.label if isinstance(control.label, str) else None)
        chosen = next((o.text for o in control.options if o.key == control.value), None)
        label = ", ".join(part for part in (named, chosen) if part) or None
    if label is not None and isinstance(control, ft.IconButton | ft.PopupMenuButton):
        label = None
    if label is not None or selected is not None:
        return ft.Semantics(
            identifier=control.key,
            expand=control.expand,
            content=ft.MergeSemantics(
                content=ft.Semantics(label=label, selected=selected, content=control)
            ),
        )
    return ft.Semantics(identifier=control.key, content=control)
