"""The game screens, one folder each, over what they share.

- ``new_game``: the form (names, who starts, the house options);
- ``table``: the running game, its house-rules dialog and a hand's detail;
- ``sheet``: the hand sheet, where one hand is entered or corrected;
- ``end``: the finished game and its rematch.

Each folder follows the screen pattern: a pure ``model`` decides what is shown, a
``hook`` holds the state and sends every change to the service, a ``view`` draws.
Shared here: the control ``keys``, the ``routes``, the house-options editor
(``house_rules`` over ``setup_model``), the game a screen opens (``game_data``),
the undo question and the notices.
"""
