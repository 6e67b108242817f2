"""Tests of the card referee panel: its pure model and the panel in a real session."""
