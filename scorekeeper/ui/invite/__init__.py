"""Inviting another phone to the table: the join address as QR code and text, and revoking it.

``model`` decides what the screen can offer (pure); ``view`` shows it;
``revoke`` is the "Revoke every phone" control, also used by the settings
screen; ``settings_section`` is what the settings screen adds; ``routes`` gives
the address to the app's router.
"""
