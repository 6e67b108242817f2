"""The hand sheet as data: what was tapped so far, and what that means under the rules.

``Draft`` is everything typed into the sheet (how the hand ended, who, the
deadwood texts, the field the number pad types into, cards from the referee).
``sheet_view`` turns a draft into what the sheet shows: the buttons, the
fields with their limits and refusals, and, once the entry is complete and
accepted, the preview (score with its arithmetic, what happens next). The
checks are the core's own: each field through ``parse_deadwood``, the whole
entry through a trial ``Game.record`` (or ``Game.edit``), so the sheet refuses
exactly what saving would refuse, before anything is saved.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from scorekeeper.rules.announcement import Announcement
from scorekeeper.rules.cards import Card
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, HandRecord, announce_next, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles
from scorekeeper.rules.validation import parse_deadwood
from scorekeeper.rules.variant_registry import layoffs_allowed
from scorekeeper.rules.variants import MAX_DEADWOOD

MAX_DIGITS = 3
"""The pad stops taking digits here; 3 digits already show the "at most 98" refusal."""


@dataclass(frozen=True, slots=True)
class Draft:
    """What has been entered in the sheet so far."""

    result: Result | None = None
    by: str | None = None
    values: Mapping[str, str] = field(default_factory=dict)
    """Deadwood text per player, as typed on the pad."""
    active: str | None = None
    """The player whose field the pad types into; None when the pad is closed."""
    cards: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)
    """Cards counted by the referee, kept with the hand."""
    fresh: bool = False
    """The active field was just opened: the next digit replaces its number."""
    zero_knock: bool = False
    """The knocker's 0 turned this knock into gin (docs/RULES.md box 5: scored as gin); the sheet
    says so, so the switch of the outcome is seen, not silent."""


def start_draft() -> Draft:
    """A new hand's sheet: Knock already chosen, since most hands end in a knock.

    The choice is shown (and one tap changes it), and a knock entered with 0
    deadwood turns itself into gin, so the usual hand needs no tap here at all.
    """
    return Draft(Result.KNOCK)


def draft_of(entry: HandEntry) -> Draft:
    """A draft showing a recorded entry, for editing it."""
    values = {
        p: str(v)
        for p, v in entry.deadwood.items()
        if not (p == entry.by and entry.result is Result.GIN)
    }
    return Draft(entry.result, entry.by, values, None, dict(entry.cards))


@dataclass(frozen=True, slots=True)
class Seats:
    """Who sits where in the hand being entered."""

    number: int
    """The hand's number (1-based)."""
    roles: Roles | None
    """``box``: the hand's roles; None in ``jersey``."""
    dealer: str
    holders: tuple[str, ...]
    """Players who hold cards, in seat order."""

    @property
    def sitter(self) -> str | None:
        """The player who sits out (``box`` only)."""
        return self.roles.sitter if self.roles is not None else None


def seats_for(game: Game, number: int | None) -> Seats:
    """The seats of the coming hand (``number`` None) or of recorded hand ``number``."""
    state = replay(game)
    if number is None:
        roles, dealer, number = state.next_roles, state.next_dealer, len(game.hands) + 1
    else:
        record = state.hands[number - 1]
        roles, dealer = record.roles, record.dealer
    holders = tuple(p for p in game.players if roles is None or p != roles.sitter)
    return Seats(number, roles, dealer or game.first_dealer, holders)


def needed(seats: Seats, draft: Draft) -> tuple[str, ...]:
    """Whose deadwood the entry needs: the knocker first, then the others in seat order.

    A gin player's deadwood is 0 by definition and is not asked for; a draw needs none.
    """
    if draft.result in (None, Result.DRAW) or draft.by is None:
        return ()
    others = tuple(p for p in seats.holders if p != draft.by)
    return others if draft.result is Result.GIN else (draft.by, *others)


# --- what a tap does ------------------------------------------------------------------


def choose_result(seats: Seats, draft: Draft, result: Result) -> Draft:
    """Knock, gin or draw tapped; a draw needs nothing more."""
    if result is Result.DRAW:
        return Draft(Result.DRAW)
    by = draft.by if draft.by in seats.holders else None
    cards = draft.cards if result is draft.result else {}
    return _focus_first_empty(seats, Draft(result, by, draft.values, None, cards))


def choose_by(seats: Seats, draft: Draft, player: str) -> Draft:
    """The knocker (or gin player) tapped: the pad opens on the entry's first field.

    Numbers already typed stay (an edit keeps the recorded ones), so changing
    who knocked is one tap; the first digit typed replaces a field's number.
    """
    if player == draft.by:
        return draft
    changed = replace(draft, by=player, cards={})
    order = needed(seats, changed)
    return replace(changed, active=order[0] if order else None, fresh=bool(order))


def focus(draft: Draft, player: str) -> Draft:
    """A deadwood field tapped: the pad types into it (the first digit replaces it)."""
    return replace(draft, active=player, fresh=True)


def pad_key(draft: Draft, seen: str | None, change: Callable[[Draft], Draft]) -> Draft:
    """A pad key pressed while the phone showed ``seen``'s field as the active one.

    Why: a field moves on by itself once its number is complete, and a key
    pressed before the phone showed the move (a quick second tap, a finger that
    bounced) was put into the next player's field, which the player did not see
    as active: a knocker's 5 tapped twice, then 20, stored 52 for the next player.
    Such a key is not taken. The sheet draws a pad of its own for each field
    (``keys.pad_for``), so the phone's tap names the pad it saw.
    """
    return change(draft) if draft.active == seen else draft


def press_digit(draft: Draft, digit: int) -> Draft:
    """A digit on the pad; a leading zero is replaced, never kept (``07`` is ``7``)."""
    if draft.active is None:
        return draft
    text = "" if draft.fresh else draft.values.get(draft.active, "")
    if len(text) >= MAX_DIGITS:
        return draft
    text = str(digit) if text == "0" else text + str(digit)
    return replace(draft, values={**draft.values, draft.active: text}, fresh=False)


def number_done(text: str, limit: int) -> bool:
    """Whether ``text`` is a finished number: within ``limit``, and no digit can follow.

    ``1`` can become ``10`` under a knock limit of 10, so the pad waits; ``3``
    cannot (``30`` is over 10), so the field is done. An opponent's ``9`` can
    still become ``90`` (at most 98); ``10`` and more cannot. ``0`` is done (a
    leading zero is replaced, never kept). A number over its limit is not done:
    the pad stays on it, with the refusal, until it is fixed.
    """
    if not text.isdecimal() or int(text) > limit:
        return False
    value = int(text)
    return value == 0 or len(text) >= MAX_DIGITS or value * 10 > limit


def field_limit(draft: Draft, player: str, knock_limit: int) -> int:
    """The highest deadwood a field takes: the knock limit for the knocker, else 98."""
    return knock_limit if player == draft.by and draft.result is Result.KNOCK else MAX_DEADWOOD


def type_digit(seats: Seats, draft: Draft, digit: int, knock_limit: int) -> Draft:
    """A digit on the pad, and on to the next field once this number is complete.

    Complete means no further digit could keep it within its limit (see
    :func:`number_done`); the next field opens fresh (an edit's number there is
    replaced by the first digit), and after the last field the pad closes by
    itself, so neither Next nor Done is needed for the usual hand. A knocker's 0 is gin: the outcome
    switches to Gin (visibly, ``zero_knock``) and the pad moves to the opponents.
    """
    typed = press_digit(draft, digit)
    player = typed.active
    if typed is draft or player is None:
        return typed
    text = typed.values.get(player, "")
    if player == typed.by and typed.result is Result.KNOCK and text == "0":
        values = {p: v for p, v in typed.values.items() if p != player}
        gin = replace(typed, result=Result.GIN, values=values, cards={}, zero_knock=True)
        return _focus_first_empty(seats, gin)
    if not number_done(text, field_limit(typed, player, knock_limit)):
        return typed
    return press_next(seats, typed)


def press_back(draft: Draft) -> Draft:
    """Backspace on the pad."""
    if draft.active is None:
        return draft
    text = draft.values.get(draft.active, "")[:-1]
    return replace(draft, values={**draft.values, draft.active: text}, fresh=False)


def press_next(seats: Seats, draft: Draft) -> Draft:
    """Next (or Done): to the following field of the entry; after the last, close the pad.

    The following field opens fresh, so an edit can step through the recorded
    numbers and replace any of them with its first digit.
    """
    order = needed(seats, draft)
    if draft.active not in order:
        return replace(draft, active=None)
    after = order[order.index(draft.active) + 1 :]
    following = after[0] if after else None
    return replace(draft, active=following, fresh=following is not None)


def with_referee(
    draft: Draft, cards: Mapping[str, tuple[Card, ...]], deadwood: Mapping[str, int]
) -> Draft:
    """The referee's count: fills the deadwood fields and keeps the cards with the hand."""
    values = {**draft.values, **{p: str(v) for p, v in deadwood.items()}}
    return replace(draft, values=values, cards=dict(cards), active=None)


def without_cards(draft: Draft) -> Draft:
    """Forget the referee's cards (the typed numbers stay)."""
    return replace(draft, cards={})


def _focus_first_empty(seats: Seats, draft: Draft) -> Draft:
    order = needed(seats, draft)
    active = next((p for p in order if not draft.values.get(p)), None)
    return replace(draft, active=active, fresh=active is not None)


# --- what the sheet shows -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FieldView:
    """One deadwood field."""

    player: str
    text: str
    limit: int
    """Highest value accepted here: the knock limit for the knocker, else 98."""
    knocker: bool
    active: bool
    error: ScorekeeperError | None = None


@dataclass(frozen=True, slots=True)
class Preview:
    """The scored hand as it would be saved, and who sits where next."""

    record: HandRecord
    next: Announcement
    later: bool = False
    """Hands follow this one: they keep the seats they were played with, so the sheet
    says that rather than announce a rotation (which read like a wrong one)."""


class Banner(enum.Enum):
    """A line at the top of the sheet about the sheet itself, not about one field."""

    NOT_SAVED = "not_saved"
    """Reopened after the connection to the table was lost: nothing of it is saved yet."""
    CHANGED_ELSEWHERE = "changed_elsewhere"
    """Another phone changed the game since this sheet opened: Save will be refused."""
    DELETED = "deleted"
    """Another phone deleted the game: nothing can be saved, the entry stays to be read,
    and the sheet offers the way Home instead of Save."""


@dataclass(frozen=True, slots=True)
class SheetView:
    """Everything the sheet displays for one draft."""

    seats: Seats
    draft: Draft
    editing: bool
    fields: tuple[FieldView, ...]
    complete: bool
    """Every needed field is filled and accepted."""
    error: ScorekeeperError | None = None
    """A refusal that belongs to no single field (e.g. a later hand that no longer fits)."""
    preview: Preview | None = None
    trial: Game | None = None
    """The game as it would be after saving: what Save stores."""
    layoffs: bool = True
    """Whether the opponents' deadwood is counted after laying off (never on gin in ``box``)."""
    banner: Banner | None = None
    heard: str | None = None
    """The latest change another phone made while the sheet was open, as said to the player:
    the screen's snack bar stays beneath the sheet, so the sheet says it."""

    @property
    def can_save(self) -> bool:
        """Whether the preview and Save are offered: the entry is complete and accepted.

        Also while the pad is still open (an opponent's 7 could still become 70):
        Save is right there, with no Done in between.
        """
        return self.preview is not None and self.trial is not None


def sheet_view(game: Game, seats: Seats, draft: Draft, *, editing: bool, at: str = "") -> SheetView:
    """Check the draft as typed and, when it is complete, preview the hand."""
    order = needed(seats, draft)
    errors: dict[str, ScorekeeperError] = {}
    deadwood: dict[str, int] = {}
    for player in order:
        text = draft.values.get(player, "")
        if not text:
            continue
        try:
            deadwood[player] = parse_deadwood(text, player, hand=seats.number)
        except ScorekeeperError as error:
            errors[player] = error
    complete = draft.result is not None and len(deadwood) == len(order) and not errors
    general: ScorekeeperError | None = None
    preview: Preview | None = None
    trial: Game | None = None
    if draft.result is not None and (draft.result is Result.DRAW or draft.by is not None):
        # Empty fields are probed with the largest legal value, so a knock over the
        # limit is refused as soon as the knocker's number is typed.
        probe = {p: deadwood.get(p, MAX_DEADWOOD) for p in order}
        entry = HandEntry(draft.result, draft.by, probe, dict(draft.cards))
        try:
            trial = game.edit(seats.number, entry, at) if editing else game.record(entry)
        except ScorekeeperError as error:
            trial = None
            culprit = error.params.get("player")
            if isinstance(culprit, str) and culprit in deadwood and error.hand == seats.number:
                errors.setdefault(culprit, error)
            elif complete:
                general = error
        if trial is not None and complete:
            preview = _preview(trial, seats.number)
    fields = tuple(
        FieldView(
            player=p,
            text=draft.values.get(p, ""),
            limit=field_limit(draft, p, game.rules.knock_limit),
            knocker=p == draft.by,
            active=p == draft.active,
            error=errors.get(p),
        )
        for p in order
    )
    ok = complete and not errors and general is None
    layoffs = layoffs_allowed(game.variant, knocker_gin=draft.result is Result.GIN)
    return SheetView(
        seats,
        draft,
        editing,
        fields,
        ok,
        general,
        preview if ok else None,
        trial if ok else None,
        layoffs,
    )


def _preview(trial: Game, number: int) -> Preview:
    state = replay(trial)
    record = state.hands[number - 1]
    variant = trial.variant
    if number < len(state.hands):
        following = state.hands[number]
        announcement = announce_next(variant, record, following.roles, following.dealer, None)
        return Preview(record, announcement, later=True)
    return Preview(
        record,
        announce_next(variant, record, state.next_roles, state.next_dealer, state.winner),
    )


@dataclass(frozen=True, slots=True)
class SheetActions:
    """What each control of the sheet asks for."""

    on_result: Callable[[Result], None]
    on_by: Callable[[str], None]
    on_focus: Callable[[str], None]
    on_digit: Callable[[str, int], None]
    """A digit, with the player whose field the pad showed as active."""
    on_back: Callable[[str], None]
    on_next: Callable[[str], None]
    on_save: Callable[[], None]
    on_close: Callable[[], None]
    on_count_cards: Callable[[], None]
    on_read_cards: Callable[[], None]
    """Count from a photo of the cards: the referee, opened on its photo reader."""
    on_remove_cards: Callable[[], None]
    on_home: Callable[[], None]
    """Leave for Home (offered when the game was deleted on another phone)."""
