"""The game screens: new game, the table, the hand sheet, a hand's detail, the game's end.

Pure view models (``setup_model``, ``sheet_model``, ``explain``) decide what is
shown; builders (``tiles``, ``hand_sheet``, ``number_pad``, ``house_rules``,
``first_roles``) draw it; screen components (``new_game``, ``table``,
``hand_detail``, ``winner``) hold the state and send every change to the
repository. ``routes`` lists their addresses.
"""
