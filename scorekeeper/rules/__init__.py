"""The pure rules core: cards, variants, scoring, replay and the referee.

Nothing in this package does I/O, reads a clock or draws random numbers; the
storage, sharing and UI layers call into it, never the reverse.
"""
