"""The live page as HTML: headings, a table of scores, a list of hands, a list of games.

Pure string building from the model (:mod:`.model`) in one language
(:class:`.words.PageWords`); every text is escaped here and nowhere else. The
part that changes (``#live``) is rendered on its own too: the stream sends
it after each stored change and the page's script puts it in place, while
the announcement goes to the polite live region (``#news``) outside it, so a
screen reader says what happened and not the whole page again.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from scorekeeper.i18n.words import explanation_text, outcome_label, points_text, seats_note
from scorekeeper.live_page.model import GameLine, LivePage, ShownGame
from scorekeeper.live_page.words import PageWords
from scorekeeper.rules.hands import Outcome
from scorekeeper.views.table import HandRow, PlayerTile
from scorekeeper.views.table_words import (
    dealer_label,
    role_label,
    roles_line,
    rule_address,
    rule_title,
)

LIVE_PATH = "/live/"
"""The live page of the game at the table: what the join address opens."""
GAME_PATH = "/live/game/"
"""``/live/game/<id>``: one game of the table, read the same way."""
EVENTS_PATH = "/live/events"
"""The page's server-sent events (``?game=<id>`` for one game's page)."""
FULL_APP = "/"
"""The full app, where hands are recorded."""
SEPARATOR = " · "


@dataclass(frozen=True, slots=True)
class Files:
    """Where the page's style and script are (versioned names, cached for good), and where
    hands are recorded."""

    style: str
    script: str
    full_app: bool = True
    """The full app is served beside the page (a computer hosts); False: a phone hosts the
    table and records on its own screen, so the page links nowhere and says so."""


def game_path(game_id: str) -> str:
    """The address of one game's live page."""
    return GAME_PATH + quote(game_id, safe="")


def events_path(page: LivePage) -> str:
    """The events a page listens to: the table's (it follows the next game too), or one game's."""
    if page.at_table or page.shown is None:
        return EVENTS_PATH
    return f"{EVENTS_PATH}?game={quote(page.shown.id, safe='')}"


def digest(live: str) -> str:
    """Names a live part: the page carries it, the stream sends a part only when it differs."""
    return hashlib.sha256(live.encode("utf-8")).hexdigest()[:16]


def page_html(page: LivePage, words: PageWords, files: Files) -> str:
    """The whole document."""
    live = live_html(page, words, full_app=files.full_app)
    return _document(words, files, live, events=events_path(page), version=digest(live))


def message_html(words: PageWords, files: Files, key: str) -> str:
    """A page that only says ``key`` (no such game, no such address), with the way on."""
    live = message_part(words, key) + _games((), words, listed=False)
    return _document(words, files, live, events="", version="")


def message_part(words: PageWords, key: str) -> str:
    """The live part of a page that only says ``key``."""
    return f'<main id="game"><p class="empty">{escape(words.t(key))}</p></main>'


def _document(words: PageWords, files: Files, live: str, *, events: str, version: str) -> str:
    t = words.t
    title = escape(t("live_page.title"))
    script = f'<script src="{escape(files.script)}" defer></script>' if events else ""
    return (
        "<!DOCTYPE html>"
        f'<html lang="{escape(words.language)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="color-scheme" content="light dark">'
        f"<title>{title}</title>"
        f'<link rel="stylesheet" href="{escape(files.style)}">'
        f"{script}</head>"
        f'<body data-events="{escape(events)}" data-v="{escape(version)}">'
        f"<header><h1>{title}</h1>{_recording(words, full_app=files.full_app)}</header>"
        '<p id="news" class="news" role="status" aria-live="polite"></p>'
        f'<p id="gone" class="gone" role="alert" hidden>{escape(t("live_page.gone"))}</p>'
        f'<p id="busy" class="busy" role="status" hidden>{escape(t("live_page.busy"))}</p>'
        f'<p id="away" class="busy" role="status" hidden>{escape(t("live_page.away"))}</p>'
        f'<div id="closed" class="gone" role="alert" hidden><p>{escape(t("live_page.closed"))}</p>'
        f'<button id="rejoin" type="button" hidden>{escape(t("live_page.rejoin"))}</button></div>'
        f'<div id="live">{live}</div>'
        "</body></html>"
    )


def live_html(page: LivePage, words: PageWords, *, full_app: bool = True) -> str:
    """The part of the page that changes: the game shown and the table's games."""
    parts = [
        _game(page.shown, words, full_app=full_app)
        if page.shown
        else _no_game(words, full_app=full_app)
    ]
    parts.append(_games(page.games, words, back=not page.at_table))
    return "".join(parts)


def game_title(words: PageWords, game: ShownGame | GameLine) -> str:
    """A game's name: its variant and its players, ``Gin with a box · Ann · Bob · Cid``."""
    return SEPARATOR.join((words.variant(game.variant), *game.players))


def _recording(words: PageWords, *, full_app: bool) -> str:
    """Where hands are recorded: the full app's link, or the host phone."""
    if full_app:
        return f'<a class="app" href="{FULL_APP}">{escape(words.t("live_page.open_app"))}</a>'
    return f'<p class="app">{escape(words.t("live_page.host_records"))}</p>'


def _no_game(words: PageWords, *, full_app: bool) -> str:
    key = "live_page.no_game" if full_app else "live_page.no_game.host"
    return f'<main id="game"><p class="empty">{escape(words.t(key))}</p></main>'


def _game(shown: ShownGame, words: PageWords, *, full_app: bool) -> str:
    t = words.t
    view = shown.view
    heading = game_title(words, shown)
    if view.finished and view.winner is not None:
        total = next(tile.total for tile in view.tiles if tile.name == view.winner)
        status = t("live_page.won", winner=view.winner, total=total, shown=words.number(total))
        state = f'<p class="winner">{escape(status)}</p>'
    else:
        coming = t("live_page.next_hand", number=view.next_hand, target=words.number(view.target))
        state = f'<p class="next">{escape(coming)}</p>'
    return (
        f'<main id="game" aria-labelledby="game-title"><h2 id="game-title">{escape(heading)}</h2>'
        f"{state}{_scores(view.tiles, words, finished=view.finished)}"
        f"{_hands(view.rows, words, game_id=shown.id if full_app else None)}</main>"
    )


def _scores(tiles: Iterable[PlayerTile], words: PageWords, *, finished: bool) -> str:
    """The table of scores; on a narrow screen or with larger text (``live.css``) each player's
    row stands as a block, the columns' names then written beside the numbers. The roles are
    written out, as a table shown as blocks keeps them only so; a name that does not fit is
    shortened on screen and kept whole in its ``title``."""
    t = words.t
    keys = ("live_page.player", "live_page.total", "live_page.to_go", "live_page.seat")
    player, total, to_go, seat = (escape(t(key)) for key in keys)
    head = "".join(
        f'<th scope="col" role="columnheader">{label}</th>'
        for label in (player, total, to_go, seat)
    )
    rows = "".join(
        f'<tr role="row"><th scope="row" role="rowheader" title="{escape(tile.name)}">'
        f"{escape(tile.name)}</th>"
        f'<td class="total" role="cell" data-label="{total}">'
        f"{escape(words.number(tile.total))}</td>"
        f'<td class="to-go" role="cell" data-label="{to_go}">'
        f"{escape(words.number(tile.to_go))}</td>"
        f'<td class="seat" role="cell">{escape(_seat(tile, words, finished=finished))}</td></tr>'
        for tile in tiles
    )
    return (
        f'<div class="scores-box"><h3 id="scores-title">{escape(t("live_page.scores"))}</h3>'
        '<table class="scores" role="table" aria-labelledby="scores-title">'
        f'<thead role="rowgroup"><tr role="row">{head}</tr></thead>'
        f'<tbody role="rowgroup">{rows}</tbody></table></div>'
    )


def _seat(tile: PlayerTile, words: PageWords, *, finished: bool) -> str:
    """The player's seat for the coming hand (box, captain, sits out; or deals)."""
    if finished:
        return words.t("live_page.seat.over")
    if tile.role is not None:
        return role_label(words, tile.role)
    return dealer_label(words) if tile.deals else ""


def _hands(rows: tuple[HandRow, ...], words: PageWords, *, game_id: str | None) -> str:
    t = words.t
    title = f'<h3 id="hands-title">{escape(t("live_page.hands", count=len(rows)))}</h3>'
    if rows:
        items = "".join(_hand(row, words, game_id=game_id) for row in rows)
        inner = f'<ol class="hands" reversed>{items}</ol>'
    else:
        inner = f'<p class="empty">{escape(t("live_page.no_hands"))}</p>'
    return f'<section aria-labelledby="hands-title">{title}{inner}</section>'


def _hand(row: HandRow, words: PageWords, *, game_id: str | None) -> str:
    t = words.t
    badge = outcome_label(words, row.outcome)
    strong = " strong" if row.outcome in (Outcome.GIN, Outcome.UNDERCUT) else ""
    lines = [
        f"<h4>{escape(t('word.hand', number=row.number))} "
        f'<span class="badge{strong}">{escape(badge)}</span> '
        f'<span class="points">{escape(points_text(words, row.scorer, row.points))}</span></h4>',
        f'<p class="why">{escape(explanation_text(words, row.explanation))}</p>',
        f'<p class="rule">{_rule(row, words, game_id)}</p>',
        f'<p class="seats">{escape(roles_line(words, row.roles, row.dealer))}</p>',
    ]
    if row.off_rotation:
        lines.append(f'<p class="seats">{escape(seats_note(words, row.corrected))}</p>')
    return f'<li id="hand-{row.number}">{"".join(lines)}</li>'


def _rule(row: HandRow, words: PageWords, game_id: str | None) -> str:
    """The rule that scored the hand by its title; a link to it in the full app's rule book
    (``game_id``, with that game's options) when the full app is served beside the page."""
    title = escape(rule_title(words, row.explanation))
    if game_id is None:
        return title
    return f'<a href="{escape(rule_address(row.explanation, game_id))}">{title}</a>'


def _games(
    games: tuple[GameLine, ...], words: PageWords, *, listed: bool = True, back: bool = True
) -> str:
    """The table's games, and the way back to the table's game (``back``): both ways on, so in
    the one navigation landmark (a link outside every landmark is one a screen reader's
    list of regions misses)."""
    t = words.t
    link = f'<p class="back"><a href="{LIVE_PATH}">{escape(t("live_page.back"))}</a></p>'
    if not listed:
        return f"<nav>{link}</nav>"
    title = f'<h2 id="games-title">{escape(t("live_page.games"))}</h2>'
    if games:
        items = "".join(_game_line(line, words) for line in games)
        inner = f'<ul class="games">{items}</ul>'
    else:
        inner = f'<p class="empty">{escape(t("live_page.no_games"))}</p>'
    return f'<nav aria-labelledby="games-title">{link if back else ""}{title}{inner}</nav>'


def _game_line(line: GameLine, words: PageWords) -> str:
    t = words.t
    totals = SEPARATOR.join(f"{p} {words.number(line.totals[p])}" for p in line.players)
    name = game_title(words, line)
    facts = [t("live_page.game.hands", count=line.hands), totals]
    if line.winner is not None:
        facts.append(t("word.won_by", winner=line.winner))
    elif line.at_table:
        facts.append(t("live_page.game.at_table"))
    return (
        f'<li><a href="{escape(game_path(line.id))}">{escape(name)}</a>'
        f'<span class="facts">{escape(SEPARATOR.join(facts))}</span></li>'
    )
