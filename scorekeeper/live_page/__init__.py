"""The live page: the table's scores, seats and hands as plain HTML, for any phone, at once.

Why beside the full app: the full app is Flet's web client, which takes
seconds to start on a mid-range phone, while what the other players want most
is to read the scores, who is in the box or deals, and why a hand scored what
it did. This package renders that on the server from the same view model the
table screen uses (:mod:`scorekeeper.views.table`, worded by
:mod:`scorekeeper.views.table_words`), with one small external script that
hears each stored change over server-sent events. It never imports Flet.

- ``model``: which game is shown and the table's games list, from stored games;
- ``words``: one language's translator and numbers;
- ``render``: the page and its live part as HTML;
- ``stream``: server-sent events from the service's change feed;
- ``app``: the ASGI app for ``/live/...``, mounted inside the web server's
  layers (:func:`scorekeeper.web.server.build_web_app`), so the table's gate,
  the host rules and the connection limits hold for it as for the full app.
"""
