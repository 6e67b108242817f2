"""The short page a browser gets at a table it has not joined: what happened, and how to join.

Plain HTML with its style inline and no script: it is shown before the app
(and its engine) may load, in the browser's language when the catalogues
have it.
"""

from __future__ import annotations

import enum
import html
from typing import Final

from scorekeeper.i18n import DEFAULT_LANGUAGE, Catalog
from scorekeeper.web.languages import preferred_language


class Refusal(enum.Enum):
    """Why the page is shown."""

    NOT_JOINED = 401
    """No secret and no cookie: the phone never joined (or its cookie is gone)."""
    WRONG_SECRET = 403
    """A secret that is not (or no longer) this table's."""
    TOO_MANY_GUESSES = 429
    """Wrong secrets of this client already wait in line (:mod:`scorekeeper.web.backoff`)."""


_TEXT_KEYS: Final = {
    Refusal.NOT_JOINED: "web.join.not_joined",
    Refusal.WRONG_SECRET: "web.join.wrong_secret",
    Refusal.TOO_MANY_GUESSES: "web.join.too_many",
}

_PAGE: Final = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto;
       padding: 0 1.2rem; line-height: 1.5; color: #1b2b22; background: #f4f8f5; }}
h1 {{ font-size: 1.4rem; color: #1f6b43; }}
@media (prefers-color-scheme: dark) {{ body {{ color: #dfe9e2; background: #15201a; }}
  h1 {{ color: #8fd4ab; }} }}
</style></head>
<body><h1>{title}</h1><p>{reason}</p><p>{how}</p></body></html>
"""


def join_page(catalog: Catalog, refusal: Refusal, accept_language: str) -> bytes:
    """The page for ``refusal``, in the best language ``accept_language`` allows."""
    lang = preferred_language(accept_language, catalog.languages, DEFAULT_LANGUAGE)

    def text(key: str) -> str:
        return html.escape(catalog.translate(key, lang))

    return _PAGE.format(
        lang=lang,
        title=text("web.join.title"),
        reason=text(_TEXT_KEYS[refusal]),
        how=text("web.join.how"),
    ).encode("utf-8")
