"""Measuring text that Flutter drew on a canvas, with the app's own font.

Flutter hands the browser each text whole (its semantics label) in a box the
size it was laid out in, whether or not the words fit; what it drew is pixels.
So a text's fit is measured by laying the same words out again in the page: the
app's font file (``assets/fonts``, what Flutter draws with) is loaded as a
``FontFace`` from its bytes (no request, so the page's Content-Security-Policy
stays as a player gets it) and measured in a plain element or a canvas.
"""

from __future__ import annotations

import base64
import functools
from pathlib import Path
from typing import Any

from scorekeeper.i18n import Catalog
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.views.fonts import FONTS

from .browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from .steps import press

CATALOG = Catalog.load()
FONT = Path(__file__).resolve().parents[2] / "assets" / next(iter(FONTS.values()))

LOAD_FONT = """async (font) => {
  if (!window.__appFont) {
    const bytes = Uint8Array.from(atob(font), c => c.charCodeAt(0));
    const face = new FontFace('AppFontMeasured', bytes);
    await face.load();
    document.fonts.add(face);
    window.__appFont = true;
  }
}"""

HEIGHT = """([text, width, size, line]) => {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;left:-10000px;top:0;white-space:normal;'
    + 'overflow-wrap:normal;word-break:normal;font-family:AppFontMeasured;'
    + `width:${width}px;font-size:${size}px;line-height:${line}px`;
  probe.textContent = text;
  document.body.appendChild(probe);
  const height = probe.getBoundingClientRect().height;
  probe.remove();
  return height;
}"""

WIDEST = """([text, size]) => {
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${size}px AppFontMeasured`;
  return Math.max(...text.split(/\\s+/u).filter(w => w).map(w => ctx.measureText(w).width));
}"""

UNFIT = """([size, inset, top, bottom]) => {
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${size}px AppFontMeasured`;
  const width = text => ctx.measureText(text).width;
  // A text laid out at its own width measures up to a pixel more here (rounding
  // of the box); a broken or cut word lacks at least a letter, far more than 2 px.
  const SLACK = 2;
  const found = [];
  for (const node of document.querySelectorAll('flt-semantics')) {
    if (node.querySelector('flt-semantics, input, textarea')) continue;  // a leaf, not a field
    const role = node.getAttribute('role') || '';
    if (role && role !== 'button' && role !== 'heading' && role !== 'text') continue;
    const label = (node.getAttribute('aria-label') || node.textContent || '').trim();
    const box = node.getBoundingClientRect();
    // Clipped to what shows at a scrolling edge: only boxes well inside are measured.
    if (!label || box.width < 1 || box.top < top || box.bottom > bottom) continue;
    // An icon button (square, at most 56 px) is named by words it does not draw.
    const square = Math.abs(box.width - box.height) <= 8 && box.width <= 56;
    if (role === 'button' && square) continue;
    const room = box.width - (role === 'button' ? 2 * inset : 0);
    for (const word of label.split(/\\s+|(?<=[-\\/])/u).filter(w => w)) {
      if (width(word) > room + SLACK) {
        found.push({label, word, word_px: Math.round(width(word)), room: Math.round(room)});
      }
    }
    const oneLine = box.height < 2.4 * size;
    if (!role && oneLine && width(label) > room + SLACK) {
      found.push({label, word: '(one line)', word_px: Math.round(width(label)),
                  room: Math.round(room)});
    }
  }
  return found;
}"""


@functools.cache
def _font() -> str:
    return base64.b64encode(FONT.read_bytes()).decode()


def load_font(app: WebApp) -> None:
    """The app's font in the page, under the family name ``AppFontMeasured``."""
    app.page.evaluate(LOAD_FONT, _font())


def needed_height(app: WebApp, text: str, width: float, size: float, line: float) -> float:
    """How tall ``text`` is in the app's font at ``size`` px, wrapped to ``width``."""
    load_font(app)
    height: float = app.page.evaluate(HEIGHT, [text, width, size, line])
    return height


def widest_word(app: WebApp, text: str, size: float) -> float:
    """The width of the widest word of ``text`` in the app's font at ``size`` px."""
    load_font(app)
    width: float = app.page.evaluate(WIDEST, [text, size])
    return width


def unfit_words(
    app: WebApp, *, smallest: float, inset: float, top: float, bottom: float
) -> list[dict[str, Any]]:
    """Texts on screen whose words cannot fit their box (or whose one line is cut).

    Measured at ``smallest`` px, the smallest type the screen can use, in the
    regular weight: every text is at least that large, so a word too wide even
    then was certainly broken inside or cut, and a text that fits here may still
    be drawn larger (a lower bound: it never accuses a text that fits). A
    button's box holds its padding: ``inset`` is the least of it on each side.
    Only leaves are read (a text, a button named by its words; not an icon
    button, square and at most 56 px, whose name is not drawn), and only those
    between ``top`` and ``bottom``, where no scrolling edge clips their box.
    """
    load_font(app)
    found: list[dict[str, Any]] = app.page.evaluate(UNFIT, [smallest, inset, top, bottom])
    return found


def set_up(app: WebApp, language: str, *, larger: bool) -> None:
    """On the settings screen: choose ``language``, and larger text if asked."""
    app.wait_text("Settings", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    title = CATALOG.translate("word.settings", language)
    app.click(id=settings_keys.language(language), expect=title)
    if larger:
        press(app, settings_keys.LARGE_TEXT)
        app.page.wait_for_selector(
            f'[flt-semantics-identifier="{settings_keys.LARGE_TEXT}"] [aria-checked="true"],'
            f' [flt-semantics-identifier="{settings_keys.LARGE_TEXT}"][aria-checked="true"]'
        )
    # The next step is often an address typed into the bar: it must not race the
    # screen still laying itself out in the new language and size (once, under load,
    # the table's address was typed then and never shown).
    app.at_rest()
