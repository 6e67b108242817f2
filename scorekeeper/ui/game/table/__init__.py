"""The table: the running game, its hands, its house-rules dialog and a hand's detail."""
