"""The use cases: every change of a game goes through here.

Why a layer of its own: several phones (browser sessions) and the command line
change the same games. A screen's change names the revision it was made
against; the service checks it against the stored game, lets the store keep the
change durably, and then tells every open screen (:mod:`.changes`). Screens and
commands change games only through here, so no change can skip the check or
go unannounced.

Layers: the core (``rules``, ``stats``) < the adapters (``storage``,
``sharing``) < ``services`` < ``ui`` and ``cli``.
"""
