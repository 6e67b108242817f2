"""Starting the app: the one starter (:mod:`.starter`) and what it needs to run it.

A shell beside ``web`` and ``cli``, above the web server it starts: it runs the
app inside a built app, in a desktop window or behind the web server. The app
itself is handed to it (:mod:`.composition`): the composition root above it,
:mod:`scorekeeper.compose`, puts it together from the screens, which the starter
never imports. The command line only turns its flags into a configuration and
hands both over.
"""
