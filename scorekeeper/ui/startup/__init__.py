"""The screen a built app shows when it cannot start: what happened and what to do.

A built app's shell closes the app without a word when Python exits with any
code but its own, so a failed start must be shown, never printed and exited.
"""
