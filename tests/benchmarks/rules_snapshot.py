"""What the rules say about hundreds of generated and mutated sessions, to compare two versions.

Why: a change of the rules' structure (issue 22, step 1: modules moved, lookups
taken out of value objects) must leave every answer as it was. Run ``record``
on the code before the change and ``compare`` on the code after it:

    .venv/bin/python tests/benchmarks/rules_snapshot.py record OUT.jsonl
    .venv/bin/python tests/benchmarks/rules_snapshot.py compare OUT.jsonl

The sessions come from a seeded generator that only writes session JSON (no
rules code), so both versions see the same documents: valid games of both
variants hand by hand (with seats, cards, house options, corrections), then
each one mutated (a value replaced, a key dropped, a hand repeated). For every
document the line holds the session read back (canonical JSON) or the refusal
(its class and message), the ``replay`` result, each hand's explanation and
announcement in English, the QR payload and the CSV row text. ``compare``
prints how many documents agree and the first difference.
"""

from __future__ import annotations

import copy
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from scorekeeper.rules.cut import first_from_cut, parse_cut
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, announce_next, replay
from scorekeeper.rules.session import dumps_session, loads_session, replay_to_dict
from scorekeeper.rules.variant_registry import (
    RULE_SECTIONS,
    house_options,
    layoffs_allowed,
    option_names,
    variant_rules,
)
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.payload import decode_payload, encode_payload
from scorekeeper.stats.csv_export import hands_csv

SEED = 22
GAMES = 300
MUTATIONS_PER_GAME = 4
NAMES = ["Ann", "Bob", "Cid", "Zoé", "Łukasz", "Siti", "Jörg", "李", "ann", " Bob "]
ODD_VALUES: list[Any] = [None, -1, 0, 1, 9, 10, 99, 1001, 3.5, True, "", "x", "Ann", [], {}]
RESULTS = ["knock", "knock", "knock", "gin", "draw"]
CARDS = [rank + suit for rank in "A23456789TJQK" for suit in "SHDC"]


def _house_rules(rng: random.Random, variant: str) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if rng.random() < 0.5:
        options["target"] = rng.choice([1, 20, 50, 100, 150, 200])
    if rng.random() < 0.4:
        options["knock_limit"] = rng.choice([0, 5, 9, 10, 12])
    if rng.random() < 0.3:
        options["gin_bonus"] = rng.choice([0, 20, 25, 50])
    if variant == "box" and rng.random() < 0.3:
        options["undercut_bonus"] = rng.choice([0, 10, 15])
    if variant == "jersey":
        if rng.random() < 0.5:
            options["knock_formula"] = rng.choice(["sum_minus_own", "each_minus_own"])
        if rng.random() < 0.5:
            options["tie"] = rng.choice(["undercut", "no_score"])
        if rng.random() < 0.3:
            options["undercut_penalty"] = rng.choice([0, 20, 35])
    return options


def _first(rng: random.Random, variant: str, players: list[str]) -> dict[str, str]:
    order = rng.sample(players, 3)
    if variant == "box":
        return dict(zip(("box", "captain", "sitter"), order, strict=True))
    return {"dealer": order[0]}


def _hand(rng: random.Random, players: list[str]) -> dict[str, Any]:
    result = rng.choice(RESULTS)
    if result == "draw":
        return {"result": "draw"}
    by = rng.choice(players)
    deadwood = {p: rng.randint(0, 60) for p in players if rng.random() < 0.9}
    deadwood[by] = 0 if result == "gin" else rng.randint(0, 11)
    hand: dict[str, Any] = {"result": result, "by": by, "deadwood": deadwood}
    if rng.random() < 0.15:
        hand["cards"] = {by: rng.sample(CARDS, 10)}
    return hand


def _seats(rng: random.Random, variant: str, players: list[str]) -> dict[str, str]:
    return _first(rng, variant, players)


def _accepted(document: dict[str, Any]) -> bool:
    try:
        loads_session(json.dumps(document))
    except ScorekeeperError:
        return False
    return True


def valid_documents(rng: random.Random, count: int) -> Iterator[dict[str, Any]]:
    """Games the app accepts, hand by hand (a refused hand is drawn again, a few times)."""
    for number in range(count):
        variant = rng.choice(["box", "jersey"])
        players = rng.sample(NAMES[:8], 3)
        document: dict[str, Any] = {
            "format": "scorekeeper-session/1",
            "id": f"g{number}",
            "created": "2026-12-01T20:00:00Z",
            "variant": variant,
            "house_rules": _house_rules(rng, variant),
            "players": players,
            "first": _first(rng, variant, players),
            "hands": [],
        }
        for _ in range(rng.randint(0, 30)):
            for _attempt in range(6):
                hand = _hand(rng, players)
                if rng.random() < 0.1:
                    hand["seats"] = _seats(rng, variant, players)
                trial = {**document, "hands": [*document["hands"], hand]}
                if _accepted(trial):
                    document = trial
                    break
        if document["hands"] and rng.random() < 0.3:
            game = loads_session(json.dumps(document))
            edited = _edit(rng, game)
            if edited is not None:
                document = json.loads(dumps_session(edited))
        yield document


def _edit(rng: random.Random, game: Game) -> Game | None:
    """A correction of the game through the core (undo, edit, rules), or None if refused."""
    try:
        choice = rng.choice(["undo", "edit", "rules"])
        if choice == "undo":
            return game.undo_last("2026-12-01T20:05:00Z")
        if choice == "edit":
            number = rng.randint(1, len(game.hands))
            entry = replay(game).hands[number - 1].entry
            return game.edit(number, entry, "2026-12-01T20:06:00Z")
        rules = HouseRules.from_options(
            house_options(game.variant), {"target": rng.choice([50, 500])}
        )
        return game.with_rules(rules, "2026-12-01T20:07:00Z")
    except ScorekeeperError:
        return None


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for place, item in enumerate(value):
            yield from _paths(item, (*path, place))


def mutated(rng: random.Random, document: dict[str, Any]) -> dict[str, Any]:
    """``document`` with one value replaced, one key dropped or one hand repeated."""
    changed = copy.deepcopy(document)
    path = rng.choice([p for p in _paths(changed) if p])
    parent = changed
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    action = rng.random()
    if action < 0.6:
        parent[last] = copy.deepcopy(rng.choice([*ODD_VALUES, *document["players"]]))
    elif action < 0.8 and isinstance(parent, dict):
        del parent[last]
    elif isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        changed["hands"] = [*changed["hands"], *changed["hands"][-2:]]
    return changed


def describe(document: dict[str, Any]) -> dict[str, Any]:
    """Everything the rules answer about ``document``."""
    text = json.dumps(document, ensure_ascii=False)
    try:
        game = loads_session(text)
    except ScorekeeperError as error:
        return {"refused": type(error).__name__, "message": str(error)}
    state = replay(game)
    words = []
    for record in state.hands:
        explanation = record.score.explanation
        following = state.hands[record.number] if record.number < len(state.hands) else None
        if following is None:
            said = announce_next(
                game.variant, record, state.next_roles, state.next_dealer, state.winner
            )
        else:
            said = announce_next(game.variant, record, following.roles, following.dealer, None)
        words.append(
            [
                explanation.rule,
                dict(explanation.values),
                explanation.english(),
                explanation.section,
                said.key,
                dict(said.names),
                said.english(),
            ]
        )
    payload = encode_payload(game)
    return {
        "session": dumps_session(game),
        "replay": replay_to_dict(game, state),
        "words": words,
        "payload": payload.hex(),
        "payload_back": dumps_session(decode_payload(payload)),
        "codes": game_to_codes(game),
        "csv": hands_csv([game]),
    }


def tables() -> dict[str, Any]:
    """What does not depend on a session: the tables the variants give by id."""
    cuts = {"Ann": parse_cut("K"), "Bob": parse_cut("7"), "Cid": parse_cut("2")}
    return {
        "rule_sections": RULE_SECTIONS,
        "variants": {
            variant.value: {
                "options": option_names(variant),
                "defaults": HouseRules.defaults(house_options(variant)).to_options(
                    house_options(variant)
                ),
                "layoffs": [
                    layoffs_allowed(variant, knocker_gin=False),
                    layoffs_allowed(variant, knocker_gin=True),
                ],
                "cut": repr(first_from_cut(variant, cuts)),
                "name_key": variant_rules(variant).name_key,
            }
            for variant in Variant
        },
    }


def lines() -> Iterator[str]:
    """One JSON line per document (and one for the tables), in a fixed order."""
    rng = random.Random(SEED)
    yield json.dumps({"tables": tables()}, ensure_ascii=False, sort_keys=True)
    for document in valid_documents(rng, GAMES):
        for variant in [document, *(mutated(rng, document) for _ in range(MUTATIONS_PER_GAME))]:
            yield json.dumps(
                {"document": variant, "answer": describe(variant)},
                ensure_ascii=False,
                sort_keys=True,
            )


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in {"record", "compare"}:
        print("usage: rules_snapshot record|compare FILE.jsonl", file=sys.stderr)
        return 2
    mode, path = argv[0], Path(argv[1])
    if mode == "record":
        produced = list(lines())
        path.write_text("\n".join(produced) + "\n", encoding="utf-8")
        refused = sum('"refused"' in line for line in produced)
        print(f"recorded {len(produced) - 1} documents ({refused} refused) and the tables")
        return 0
    before = path.read_text(encoding="utf-8").splitlines()
    after = list(lines())
    same = sum(a == b for a, b in zip(before, after, strict=False))
    print(f"compared {len(before)} lines: {same} identical, {len(before) - same} different")
    if len(before) != len(after):
        print(f"line count differs: {len(before)} before, {len(after)} after")
    for number, (a, b) in enumerate(zip(before, after, strict=False), start=1):
        if a != b:
            print(f"first difference at line {number}:\n- {a[:400]}\n+ {b[:400]}")
            break
    return 0 if same == len(before) == len(after) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
