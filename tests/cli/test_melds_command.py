"""``python -m scorekeeper melds``, run as a real subprocess like a user would."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def melds(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", "melds", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def ok_json(*args: str) -> dict[str, object]:
    done = melds(*args)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_ten_cards() -> None:
    assert ok_json("7S", "7H", "7D", "7C", "8C", "9C", "2H", "3H", "4H", "KD") == {
        "deadwood": 10,
        "melds": [["7S", "7H", "7D"], ["2H", "3H", "4H"], ["7C", "8C", "9C"]],
        "unmatched": ["KD"],
        "can_knock": True,
        "gin": False,
        "knock_limit": 10,
    }


def test_eleven_cards_give_the_discard() -> None:
    result = ok_json("2S 4S 5S 6S 3H 4H 5H 6H 2D 6D 5C")
    assert result["discard"] == "6D"
    assert result["deadwood"] == 9
    assert result["unmatched"] == ["2S", "2D", "5C"]


def test_jersey_knock_limit_and_other_notations() -> None:
    result = ok_json(
        "7♠", "7h", "7D", "7C", "8C", "9C", "2H", "3H", "4H", "10D", "--variant", "jersey"
    )
    assert (result["deadwood"], result["can_knock"], result["knock_limit"]) == (10, False, 9)
    assert result["unmatched"] == ["TD"]


def test_gin_with_eleven_cards() -> None:
    result = ok_json("6S 6H 6D 6C 8S 8H 8D 8C 9S 9H 9D")
    assert (result["deadwood"], result["gin"], result["can_knock"]) == (0, True, True)
    assert result["unmatched"] == []


def test_layoffs_onto_declared_melds() -> None:
    result = ok_json("5H 6H KH 9C 9D 2C 3D 4S TS JD", "--onto", "2H 3H 4H", "--onto", "KS KD KC")
    assert result["deadwood"] == 47
    assert result["layoffs"] == [
        {"card": "5H", "onto": ["2H", "3H", "4H"]},
        {"card": "6H", "onto": ["2H", "3H", "4H"]},
        {"card": "KH", "onto": ["KS", "KD", "KC"]},
    ]
    assert (result["knocker_gin"], result["layoffs_allowed"]) == (False, True)


GIN_MELDS = ("--onto", "2H 3H 4H", "--onto", "7S 7D 7C", "--onto", "9C TC JC QC")


def test_no_layoffs_on_gin_in_box() -> None:
    result = ok_json("5H 6H KH 9S 9D 2C 3D 4S TS JD", *GIN_MELDS)
    assert (result["knocker_gin"], result["layoffs_allowed"]) == (True, False)
    assert result["layoffs"] == []
    assert result["deadwood"] == 5 + 6 + 10 + 9 + 9 + 2 + 3 + 4 + 10 + 10


def test_layoffs_on_gin_in_jersey() -> None:
    result = ok_json("5H 6H KH 9S 9D 2C 3D 4S TS JD", *GIN_MELDS, "--variant", "jersey")
    assert result["layoffs_allowed"] is True
    layoffs = result["layoffs"]
    assert isinstance(layoffs, list)
    assert [item["card"] for item in layoffs] == ["5H", "6H"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("2S 4S 5S 6S 3H 4H 5H 6H 2D XX",), "'XX' is not a card"),
        (("2S 2S 5S 6S 3H 4H 5H 6H 2D 6D",), "2S is given twice"),
        (("2S 4S 5S 6S 3H 4H 5H 6H 2D",), "must hold 10 or 11 cards, not 9"),
        ((), "must hold 10 or 11 cards, not 0"),
        (("5H 6H KH 9C 9D 2C 3D 4S TS JD", "--onto", "2H 3H 5H"), "2H 3H 5H is not a meld"),
        (("5H 6H KH 9C 9D 2C 3D 4S TS JD", "--onto", "KS KH KC"), "KH cannot be in both hands"),
        (
            ("5H 6H KH 9C 9D 2C 3D 4S TS JD 8S", "--onto", "2H 3H 4H"),
            "the opponent's hand must hold 10 cards, not 11",
        ),
        (
            ("5H 6H KH 9C 9D 2C 3D 4S TS JD", "--onto", "2H 3H 4H", "--onto", "4H 4D 4C"),
            "4H is given twice",
        ),
        (("5H 6H KH 9C 9D 2C 3D 4S TS JD", "--variant", "rummy"), "unknown variant 'rummy'"),
        (("5H 6H KH 9C 9D 2C 3D 4S TS JD", "--jsonl"), "--jsonl reads hands from standard input"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: tuple[str, ...], message: str) -> None:
    done = melds(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_jsonl_one_line_per_input_and_errors_carry_on() -> None:
    lines = [
        json.dumps(
            {
                "hand": "5H 6H KH 9C 9D 2C 3D 4S TS JD",
                "knocker_melds": [["2H", "3H", "4H"], "KS KD KC"],
            }
        ),
        "not json",
        json.dumps({"hand": ["AS"]}),
        "",
        json.dumps({"hand": "2S 4S 5S 6S 3H 4H 5H 6H 2D 6D 5C"}),
        json.dumps(["no", "object"]),
        json.dumps({"hand": 5}),
        json.dumps({"hand": "5H 6H KH 9C 9D 2C 3D 4S TS JD", "knocker_melds": [["2H", 3]]}),
    ]
    done = melds("--jsonl", stdin="\n".join(lines) + "\n")
    assert done.returncode == 2
    assert done.stderr == ""
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(results) == 7
    assert results[0]["deadwood"] == 47 and len(results[0]["layoffs"]) == 3
    assert results[1]["line"] == 2 and "not JSON" in results[1]["error"]
    assert "not 1" in results[2]["error"]
    assert results[3]["discard"] == "6D" and results[3]["deadwood"] == 9
    assert '"hand"' in results[4]["error"]
    assert "list of cards" in results[5]["error"]
    assert "'3' is not a card" in results[6]["error"]


def test_jsonl_all_good_exits_0() -> None:
    done = melds("--jsonl", stdin=json.dumps({"hand": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS"}) + "\n")
    assert done.returncode == 0
    assert json.loads(done.stdout) == {
        "deadwood": 0,
        "melds": [["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS"]],
        "unmatched": [],
        "can_knock": True,
        "gin": True,
        "knock_limit": 10,
    }
