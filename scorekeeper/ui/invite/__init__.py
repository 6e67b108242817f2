"""Inviting another phone to the table: the join address as QR code and text, and revoking it.

``model`` decides what the screen can offer and how it changes (pure);
``hook`` holds the screen's state and reads the secret; ``view`` shows it;
``revoke`` is the "Revoke every phone" control (its state and the revoke in
``revoke_hook``), also used by the settings screen; ``host_switch`` is the
"Host this table" switch (``hosting`` its model, ``host_hook`` its state and
server); ``settings_section`` is what the settings screen adds; ``routes``
gives the address to the app's router.
"""
