"""The end of a game: the standings, the rematch."""
