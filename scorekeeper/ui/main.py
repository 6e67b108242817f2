"""``python -m scorekeeper.ui.main``: the start a build ran before the top-level ``main.py``.

Kept so that command still works; it only hands over, as ``main.py`` does
(:func:`scorekeeper.cli.entry.start`). The composition root that used to live
here is :mod:`scorekeeper.start.compose`.
"""

if __name__ == "__main__":
    from scorekeeper.cli.entry import start

    raise SystemExit(start())
