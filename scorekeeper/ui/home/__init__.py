"""The home screen: its hook (the games list's facts) and its view (the ways on)."""
