"""The Problems screen (``/problems``): what the store found wrong with its files at start."""
