"""The Flet user interface: the app shell and one module per screen.

Put together, with the services, by the composition root above it
(:mod:`scorekeeper.compose`), which no screen imports.

Screens are ``@ft.component`` functions of state. They reach shared services
(configuration, message catalogue, later storage and clock) through the contexts
in :mod:`scorekeeper.ui.context`, never through globals, and every interactive
control carries a stable key from :mod:`scorekeeper.ui.keys` so tests and screen
readers can find it in any language.
"""
