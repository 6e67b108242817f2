"""What a built app runs (``flet build apk|ipa|macos|windows|linux``).

flet-cli takes ``[tool.flet.app] module`` as a file name (``Path(module).stem``)
in the app's folder and runs it as the main module, so the entry has to be a
top-level ``main.py`` (Flet's convention); a dotted module name
stops the build. This file only hands over to
:func:`scorekeeper.cli.entry.start`: embedded inside a built app, else the
``scorekeeper`` command with no arguments.
"""

from scorekeeper.cli.entry import start

if __name__ == "__main__":
    raise SystemExit(start())
