"""Pure view models: what a shell shows of a game, computed and worded without a toolkit.

Why a layer of its own, below the shells: the app's table screen (``ui``) and
the live page (``live_page``) show a game the same way, and the live page is
served without Flet. What both read lives here, where neither shell has to
import the other: the table's model (:mod:`.table`) and words
(:mod:`.table_words`), the rule book's shape and links (:mod:`.rule_book`) and
the addresses of a game's screens (:mod:`.addresses`). It imports only the core
and ``i18n``.
"""
