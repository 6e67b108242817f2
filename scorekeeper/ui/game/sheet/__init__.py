"""The hand sheet: one hand entered or corrected, with its number pad and the referee."""
