"""The new-game form: names, who starts (cut, pick or as seated), the house options."""
