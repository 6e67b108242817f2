"""The import flow and the comparison's content, without any screen."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.services.games import GameService
from scorekeeper.services.imports import ImportStatus, StaleComparisonError
from scorekeeper.sharing.codes import Scan, game_from_codes, game_to_codes
from scorekeeper.sharing.compare import HandStatus, Resolution, compare_games
from scorekeeper.sharing.decode import read_code_texts_in_file
from scorekeeper.sharing.errors import (
    MixedPartsError,
    NoCodeFoundError,
    NotAGameCodeError,
    UnreadableImageError,
)
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage.memory import MemoryRepository
from scorekeeper.ui.sharing.compare_model import (
    DiffLine,
    SameRun,
    compare_lines,
    setting_lines,
    total_lines,
)
from scorekeeper.ui.sharing.compare_view import SETTING_NAMES
from scorekeeper.ui.sharing.model import (
    ImportState,
    Step,
    choose,
    preview_of,
    read_codes,
    read_image,
    read_images,
    read_text,
    share_codes,
    step_index,
    store,
)
from tests.rules.helpers import jersey_game
from tests.storage.helpers import undo_last_hand

from .games import big_game, blank_png, box_game, changed_copy, code_png, knock

GAME = box_game()


@pytest.fixture
def repository() -> Iterator[MemoryRepository]:
    with MemoryRepository() as store_:
        yield store_


# --- share ---------------------------------------------------------------------------------


def test_share_codes_name_their_files_by_fingerprint_and_part() -> None:
    one = share_codes(GAME)
    assert one.total == 1 and one.fingerprint == fingerprint(GAME)
    assert one.file_name(0) == f"scorekeeper-{one.fingerprint}.png"
    assert game_from_codes(one.clipboard_text().splitlines()) == GAME

    several = share_codes(big_game())
    assert several.total == 3
    assert several.file_name(1) == f"scorekeeper-{several.fingerprint}-2-of-3.png"
    assert read_text(ImportState(), several.clipboard_text()).game == big_game()


def test_next_and_previous_wrap_round() -> None:
    assert [step_index(i, 1, 3) for i in range(3)] == [1, 2, 0]
    assert step_index(0, -1, 3) == 2
    assert step_index(0, 1, 0) == 0


# --- reading -------------------------------------------------------------------------------


def test_a_whole_code_becomes_the_game_to_preview() -> None:
    state = read_codes(ImportState(), game_to_codes(GAME))
    assert state.step is Step.PREVIEW
    assert state.game == GAME
    assert state.error is None


def test_parts_fill_up_in_any_order_and_a_foreign_part_changes_nothing() -> None:
    parts = game_to_codes(big_game())
    state = read_codes(ImportState(), [parts[2]])
    assert state.step is Step.CHOOSE
    assert (state.scan.have, state.scan.total) == (1, 3)

    foreign = read_codes(state, game_to_codes(GAME))
    assert isinstance(foreign.error, MixedPartsError)
    assert foreign.scan == state.scan

    state = read_codes(replace(foreign, error=None), [parts[0], parts[0]])
    assert (state.scan.have, state.error) == (2, None)
    state = read_codes(state, [parts[1]])
    assert state.step is Step.PREVIEW
    assert state.game == big_game()


def test_images_are_read_like_codes() -> None:
    state = read_image(ImportState(), code_png(GAME))
    assert state.game == GAME
    big = big_game()
    state = read_images(ImportState(), [code_png(big, 1), code_png(big, 0), code_png(big, 2)])
    assert state.game == big


@pytest.mark.parametrize(
    ("data", "error"),
    [(b"not an image at all", UnreadableImageError), (blank_png(), NoCodeFoundError)],
    ids=["not-an-image", "no-code"],
)
def test_a_bad_image_is_refused_and_changes_nothing(data: bytes, error: type[Exception]) -> None:
    half = read_codes(ImportState(), [game_to_codes(big_game())[0]])
    after = read_image(half, data)
    assert isinstance(after.error, error)
    assert replace(after, error=None) == half


@pytest.mark.parametrize("text", ["", "hello", "SKG1:AAAA", "SKG9:ABC"])
def test_bad_text_is_refused_with_a_sharing_error(text: str) -> None:
    after = read_text(ImportState(), text)
    assert after.error is not None
    assert after.error.key.startswith("error.sharing")
    assert after.step is Step.CHOOSE
    assert replace(after, error=None) == ImportState()


def test_pasted_text_may_be_wrapped_and_lower_case() -> None:
    (code,) = game_to_codes(GAME)
    wrapped = "\n".join(code[i : i + 40] for i in range(0, len(code), 40)).lower()
    assert read_text(ImportState(), f"  {wrapped}  \n").game == GAME
    assert isinstance(read_text(ImportState(), "  \n ").error, NotAGameCodeError)


def test_preview_has_players_date_variant_hands_totals_and_fingerprint() -> None:
    preview = preview_of(GAME)
    assert preview.players == ("Ann", "Bob", "Cid")
    assert preview.created is not None and preview.created.isoformat().startswith("2025-06-01")
    assert preview.variant.value == "box"
    assert preview.hands == 4
    assert dict(preview.totals) == {"Ann": 19, "Bob": 55, "Cid": 0}
    assert preview.winner is None
    assert preview.fingerprint == fingerprint(GAME)


# --- storing and resolving -------------------------------------------------------------------


def test_storing_a_new_game_then_the_same_again(repository: MemoryRepository) -> None:
    previewed = read_codes(ImportState(), game_to_codes(GAME))
    added = store(previewed, GameService(repository))
    assert added.step is Step.RESULT
    assert added.result is not None and added.result.status is ImportStatus.ADDED
    assert repository.load_game(GAME.id).hands == GAME.hands

    again = store(previewed, GameService(repository))
    assert again.result is not None and again.result.status is ImportStatus.UNCHANGED
    assert len(repository.list_games()) == 1


def _conflict(repository: MemoryRepository) -> ImportState:
    GameService(repository).import_games([changed_copy(GAME)])
    state = store(read_codes(ImportState(), game_to_codes(GAME)), GameService(repository))
    assert state.conflict
    return state


def test_keep_mine_changes_nothing(repository: MemoryRepository) -> None:
    state = choose(_conflict(repository), GameService(repository), Resolution.KEEP_MINE)
    assert state.step is Step.RESOLVED
    assert state.stored == (repository.load_game(GAME.id),)
    assert fingerprint(state.stored[0]) == fingerprint(changed_copy(GAME))


def test_take_theirs_replaces_the_record(repository: MemoryRepository) -> None:
    state = choose(_conflict(repository), GameService(repository), Resolution.TAKE_THEIRS)
    assert fingerprint(repository.load_game(GAME.id)) == fingerprint(GAME)
    assert [fingerprint(g) for g in state.stored] == [fingerprint(GAME)]


def test_keep_both_stores_the_other_as_a_new_game(repository: MemoryRepository) -> None:
    state = choose(_conflict(repository), GameService(repository), Resolution.KEEP_BOTH)
    mine, theirs = state.stored
    assert mine.id == GAME.id and theirs.id != GAME.id
    assert fingerprint(theirs) == fingerprint(GAME)
    assert len(repository.list_games()) == 2


def test_a_choice_on_a_stale_comparison_is_refused(repository: MemoryRepository) -> None:
    state = _conflict(repository)
    undo_last_hand(repository, GAME.id)
    after = choose(state, GameService(repository), Resolution.TAKE_THEIRS)
    assert isinstance(after.error, StaleComparisonError)
    assert after.step is Step.RESULT


# --- the comparison's content ---------------------------------------------------------------


def test_equal_hands_fold_and_the_differing_hand_carries_its_consequence() -> None:
    lines = compare_lines(compare_games(changed_copy(GAME), GAME))
    assert lines[0] == SameRun(1, 3)
    (diff,) = lines[1:]
    assert isinstance(diff, DiffLine)
    assert (diff.number, diff.status) == (4, HandStatus.DIFFERENT)
    assert diff.change == (("Bob", 55 - 27),)


def test_a_hand_only_on_one_side_and_runs_on_both_sides_of_it() -> None:
    longer = GAME.record(knock("Cid", Bob=20, Cid=2))
    other_two = replace(knock("Cid", Ann=2, Cid=8), seats=GAME.hands[1].seats)
    middle = replace(GAME, hands=(*GAME.hands[:1], other_two, *GAME.hands[2:]))
    lines = compare_lines(compare_games(middle, longer))
    kinds = [(type(line).__name__, getattr(line, "status", None)) for line in lines]
    assert kinds == [
        ("SameRun", None),
        ("DiffLine", HandStatus.DIFFERENT),
        ("SameRun", None),
        ("DiffLine", HandStatus.ONLY_THERE),
    ]
    assert lines[0] == SameRun(1, 1) and lines[2] == SameRun(3, 4)


def test_totals_and_settings_that_differ() -> None:
    theirs = box_game(target=150, gin_bonus=20)
    comparison = compare_games(GAME, theirs)
    assert [(s.what, s.option, s.here, s.there) for s in setting_lines(comparison)] == [
        ("option", "gin_bonus", 25, 20),
        ("option", "target", 100, 150),
    ]
    totals = {
        line.player: (line.here, line.there, line.differs) for line in total_lines(comparison)
    }
    assert totals == {"Ann": (19, 19, False), "Bob": (55, 50, True), "Cid": (0, 0, False)}


def test_players_and_first_roles_that_differ_are_named() -> None:
    other = replace(GAME, players=("Ann", "Bob", "Dan"))
    lines = setting_lines(compare_games(GAME, replace(other, hands=())))
    assert ("players", "Ann, Bob, Cid", "Ann, Bob, Dan") in [
        (s.what, s.here, s.there) for s in lines
    ]


def test_the_scan_type_is_the_core_one() -> None:
    assert isinstance(ImportState().scan, Scan)
    assert read_code_texts_in_file(code_png(GAME)) == game_to_codes(GAME)


def test_every_setting_that_differs_is_named_in_every_language() -> None:
    jersey = replace(jersey_game(dealer="Bob"), players=("Ann", "Bob", "Dan"), id=GAME.id)
    lines = setting_lines(compare_games(GAME, jersey))
    named = {line.what for line in lines} - {"option", "other"}
    assert named == set(SETTING_NAMES)
    catalog = Catalog.load()
    for language in LANGUAGES:
        for key in SETTING_NAMES.values():
            assert catalog.translate(key, language) != key
