"""The statistics screen (``/stats``) and the replayed games it keeps between visits.

Kept free of imports: the composition root's ``Services`` imports the cache
from here, and the screen itself imports ``Services``' module.
"""
