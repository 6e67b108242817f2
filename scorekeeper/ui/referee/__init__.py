"""The card referee: tap the hands in, and the rules engine lays them out and counts.

``panel.referee_panel`` is the component the hand sheet opens ("Count from
cards"); ``model`` and ``flow`` are its pure state, ``panel_hook`` holds it and
says what each control does, ``steps``, ``picker``, ``meld_view`` and
``card_face`` draw it, and ``demo`` is the stand-alone ``/referee`` screen, whose
address ``routes`` gives the app's router.
"""
