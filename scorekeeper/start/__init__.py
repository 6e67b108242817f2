"""Starting the app: the one starter (:mod:`.starter`) and what it puts together.

A shell beside ``ui``, ``web`` and ``cli``, above the first two: it builds the
services and Flet's ``main`` (:mod:`.compose`, the composition root) and runs
them inside a built app, in a desktop window or behind the web server. The
command line only turns its flags into a configuration and hands it over.
"""
