"""Past games: the games list (``/history``) and one game's record (``/history/{id}``).

Its addresses are listed in :mod:`scorekeeper.ui.history.routes`.
"""
