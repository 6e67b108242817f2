"""Browser tests of the card referee panel (the ``/referee`` demo route)."""
