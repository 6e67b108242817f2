"""Past games: the games list (``/history``) and one game's record (``/history/{id}``).

The routes of this part of the app, and of its neighbours statistics and
settings, are listed in :mod:`scorekeeper.ui.history.routes`.
"""
