"""The browser's language, from ``Accept-Language``, for pages shown before the app runs."""

from __future__ import annotations

from collections.abc import Sequence


def preferred_language(accept_language: str, supported: Sequence[str], default: str) -> str:
    """The supported language the browser ranks highest, else ``default``.

    ``accept_language`` is the raw header (``"nl-BE,nl;q=0.9,en;q=0.8"``); a
    region (``nl-BE``) counts as its language, ``q=0`` means "not this one", and
    anything malformed is skipped rather than refused: this only picks a language.
    """
    ranked: list[tuple[float, int, str]] = []
    for position, item in enumerate(accept_language.split(",")):
        tag, _, params = item.strip().partition(";")
        language = tag.strip().lower().split("-", 1)[0]
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if language in supported and weight > 0:
            ranked.append((-weight, position, language))
    return min(ranked)[2] if ranked else default
