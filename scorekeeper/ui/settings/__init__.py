"""Settings (``/settings``), backup and restore (``/settings/backup``), and how
the session's settings reach every screen (:mod:`scorekeeper.ui.settings.state`).

Kept free of imports, so the root component can import ``state`` without
loading the screens.
"""
