"""The settings file: remembered across restarts, and never a reason to crash."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from scorekeeper.rules.card_letters import LetterSet
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, KnockFormula, TieRule, Variant
from scorekeeper.storage.settings import (
    MAX_SETTINGS_BYTES,
    SETTINGS_FILE,
    SETTINGS_FORMAT,
    ProblemKind,
    Settings,
    SettingsStore,
    ThemeChoice,
    settings_from_dict,
    settings_to_dict,
)

CHANGED = (
    Settings(
        language="pl",
        theme=ThemeChoice.DARK,
        large_text=True,
        card_letters=LetterSet.NL,
        variant=Variant.JERSEY,
    )
    .with_rules(
        Variant.BOX,
        replace(HouseRules.defaults(house_options(Variant.BOX)), gin_bonus=20, target=150),
    )
    .with_rules(
        Variant.JERSEY,
        replace(
            HouseRules.defaults(house_options(Variant.JERSEY)),
            knock_formula=KnockFormula.EACH_MINUS_OWN,
            tie=TieRule.NO_SCORE,
        ),
    )
)


def test_defaults_are_the_standard_settings() -> None:
    settings = Settings()
    assert settings.language == "en"
    assert settings.theme is ThemeChoice.SYSTEM
    assert settings.large_text is False
    assert settings.variant is Variant.BOX
    assert settings.rules_for(Variant.BOX) == HouseRules.defaults(house_options(Variant.BOX))
    assert settings.rules_for(Variant.JERSEY) == HouseRules.defaults(house_options(Variant.JERSEY))


def test_a_missing_file_gives_defaults_and_no_problem(tmp_path: Path) -> None:
    store = SettingsStore.open(tmp_path)
    assert store.current() == Settings()
    assert store.problems() == ()
    assert not (tmp_path / SETTINGS_FILE).exists(), "nothing is written until a change"


def test_a_change_survives_a_restart(tmp_path: Path) -> None:
    store = SettingsStore.open(tmp_path)
    assert store.save(CHANGED) == CHANGED
    assert SettingsStore.open(tmp_path).current() == CHANGED


def test_the_file_is_readable_json_with_a_format_and_private(tmp_path: Path) -> None:
    SettingsStore.open(tmp_path).save(CHANGED)
    path = tmp_path / SETTINGS_FILE
    document = json.loads(path.read_text("utf-8"))
    assert document["format"] == SETTINGS_FORMAT
    assert document["language"] == "pl"
    assert document["theme"] == "dark"
    assert document["new_game"]["variant"] == "jersey"
    assert document["new_game"]["house_rules"]["box"]["gin_bonus"] == 20
    assert document["new_game"]["house_rules"]["jersey"]["tie"] == "no_score"
    assert path.stat().st_mode & 0o777 == 0o600


def test_round_trip_through_the_dictionary() -> None:
    settings, problems = settings_from_dict(settings_to_dict(CHANGED))
    assert (settings, problems) == (CHANGED, [])


def test_update_applies_a_change_to_the_latest_settings(tmp_path: Path) -> None:
    store = SettingsStore.open(tmp_path)
    store.update(lambda s: replace(s, language="de"))
    store.update(lambda s: replace(s, theme=ThemeChoice.LIGHT))
    assert SettingsStore.open(tmp_path).current() == replace(
        Settings(), language="de", theme=ThemeChoice.LIGHT
    )


def test_concurrent_updates_from_many_sessions_lose_nothing(tmp_path: Path) -> None:
    store = SettingsStore.open(tmp_path)
    languages = ["en", "nl", "de", "pl", "ms"] * 4

    def flip(language: str) -> None:
        store.update(lambda s: replace(s, language=language, large_text=not s.large_text))

    threads = [threading.Thread(target=flip, args=(lang,)) for lang in languages]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert store.current().large_text is False, "20 flips in a row end where they began"
    assert SettingsStore.open(tmp_path).current() == store.current()


def test_an_unchanged_save_does_not_write(tmp_path: Path) -> None:
    store = SettingsStore.open(tmp_path)
    store.save(Settings())
    assert not (tmp_path / SETTINGS_FILE).exists()


@pytest.mark.parametrize(
    ("content", "detail"),
    [
        (b"", "not valid JSON"),
        (b'{"language": "nl"', "not valid JSON"),
        (b"\xff\xfe garbage", "not UTF-8"),
        (b"[1, 2, 3]", "JSON object"),
        (b"null", "JSON object"),
        (b"[" * 10_000, "not valid JSON"),
        (b" " * (MAX_SETTINGS_BYTES + 1), "larger than"),
    ],
    ids=["empty", "cut short", "binary", "a list", "null", "nested deeply", "huge"],
)
def test_a_damaged_file_gives_defaults_and_one_problem(
    tmp_path: Path, content: bytes, detail: str
) -> None:
    (tmp_path / SETTINGS_FILE).write_bytes(content)
    store = SettingsStore.open(tmp_path)
    assert store.current() == Settings()
    (problem,) = store.problems()
    assert problem.kind is ProblemKind.DAMAGED
    assert detail in problem.detail
    assert problem.path == tmp_path / SETTINGS_FILE


def test_one_bad_value_keeps_the_good_ones(tmp_path: Path) -> None:
    document = settings_to_dict(CHANGED)
    document["theme"] = "purple"
    document["language"] = "fr"
    document["new_game"]["house_rules"]["box"]["target"] = -5
    (tmp_path / SETTINGS_FILE).write_text(json.dumps(document), "utf-8")
    store = SettingsStore.open(tmp_path)
    assert store.current() == replace(CHANGED, theme=ThemeChoice.SYSTEM, language="en").with_rules(
        Variant.BOX, HouseRules.defaults(house_options(Variant.BOX))
    )
    problems = {p.setting: p for p in store.problems()}
    assert set(problems) == {"theme", "language", "house_rules.box"}
    assert all(p.kind is ProblemKind.BAD_VALUE for p in problems.values())
    assert "purple" in problems["theme"].detail
    assert "target" in problems["house_rules.box"].detail


@pytest.mark.parametrize(
    ("document", "setting"),
    [
        ({"large_text": "yes"}, "large_text"),
        ({"card_letters": "it"}, "card_letters"),
        ({"card_letters": ["nl"]}, "card_letters"),
        ({"new_game": []}, "new_game"),
        ({"new_game": {"variant": "poker"}}, "variant"),
        ({"new_game": {"house_rules": 7}}, "house_rules"),
        ({"new_game": {"house_rules": {"jersey": "fast"}}}, "house_rules.jersey"),
        ({"theme": None}, "theme"),
        ({"theme": ["dark"]}, "theme"),
    ],
)
def test_wrongly_typed_values_are_reported(document: dict[str, object], setting: str) -> None:
    settings, problems = settings_from_dict(document)
    assert settings == Settings()
    assert [(p.kind, p.setting) for p in problems] == [(ProblemKind.BAD_VALUE, setting)]


def test_the_letters_on_the_cards_are_automatic_or_one_deck() -> None:
    assert Settings().card_letters is None
    assert settings_to_dict(Settings())["card_letters"] == "auto"
    settings, problems = settings_from_dict({"card_letters": "fr"})
    assert (settings.card_letters, problems) == (LetterSet.FR, [])
    assert settings_from_dict({"card_letters": "auto"}) == (Settings(), [])


def test_an_older_file_without_some_fields_is_fine() -> None:
    settings, problems = settings_from_dict({"language": "ms"})
    assert settings == replace(Settings(), language="ms")
    assert problems == []


def test_a_newer_format_is_read_for_what_is_understood(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    path.write_text(
        json.dumps({"format": "scorekeeper-settings/2", "language": "de", "sound": "loud"}),
        "utf-8",
    )
    before = path.read_bytes()
    store = SettingsStore.open(tmp_path)
    assert store.current().language == "de"
    assert [p.kind for p in store.problems()] == [ProblemKind.UNKNOWN_FORMAT]
    assert path.read_bytes() == before, "left untouched until a setting changes"


def test_a_failed_save_keeps_the_change_and_reports_it(tmp_path: Path) -> None:
    """A data "folder" that is a file cannot be written, even by root."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("in the way")
    store = SettingsStore.open(blocker)
    assert store.save(CHANGED) == CHANGED
    assert store.current() == CHANGED
    assert [p.kind for p in store.problems()] == [ProblemKind.DAMAGED, ProblemKind.NOT_SAVED]
    assert str(blocker) in store.problems()[-1].detail
    assert blocker.read_text() == "in the way"


def test_a_store_in_memory_writes_nothing(tmp_path: Path) -> None:
    store = SettingsStore(None)
    store.save(CHANGED)
    assert store.current() == CHANGED
    assert store.path is None
    assert list(tmp_path.iterdir()) == []


def test_the_data_folder_is_created_on_the_first_save(tmp_path: Path) -> None:
    store = SettingsStore.open(tmp_path / "new" / "folder")
    store.save(CHANGED)
    assert (tmp_path / "new" / "folder" / SETTINGS_FILE).is_file()
