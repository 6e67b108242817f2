"""Undo that would reopen a finished game asks first: the question, its state, its dialog.

Why ask only then: undoing a running game's last hand is one tap and comes
back with Redo, which is right at the table. Undoing the hand that won a game
takes the win away and makes the game run again (the winner screen goes,
the statistics change), a bigger step that a stray tap should not take.
The table and the winner screen both ask, through the same hook.
"""
