"""The Python dependencies of a phone build, read from pyproject.toml as ``flet build`` reads them.

``flet build apk|ipa`` (flet-cli's ``package_python_app``) takes
``[project].dependencies``, appends ``[tool.flet.<platform>].dependencies`` and
installs them for the phone with ``--only-binary``: binary packages only from
Flet's mobile index, pure-Python wheels from PyPI. Markers are evaluated with
``platform_system`` faked as ``Android`` or ``iOS``, while ``sys_platform`` may
still be the build machine's, so every plausible ``sys_platform`` is tried and a
dependency counts if any of them takes it in.

The dependencies of dependencies are followed through the distributions
installed here (their metadata names the same requirements the phone's pip
would see). A package passes if its installed wheel is pure Python
(``py3-none-any``) or if the mobile index (``mobile_index.txt``) builds it in a
version that every requirement on it accepts.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

HERE = Path(__file__).resolve().parent
MOBILE_INDEX = HERE / "mobile_index.txt"
PURE_PYTHON = HERE / "pure_python.txt"
PHONES = {"android": "Android", "ios": "iOS"}
"""``[tool.flet.<key>]`` and the ``platform_system`` the build fakes for it."""
SYS_PLATFORMS = ("linux", "darwin", "win32", "android", "ios")
PHONE_PYTHON = "3.12"
"""The Python a phone build bundles: ``--python-version`` in the README's build commands
(``test_flet_build.py`` checks flet-cli's choice; ``tests/run.sh`` runs the phone's tests on it)."""


def mobile_index(path: Path = MOBILE_INDEX) -> dict[str, Version]:
    """``name -> version`` from the committed list (comments and blank lines skipped)."""
    index: dict[str, Version] = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            name, _, version = line.partition("==")
            index[canonicalize_name(name)] = Version(version)
    return index


def pure_python_list(path: Path = PURE_PYTHON) -> set[str]:
    """The committed names of pure-Python packages that are not installed here."""
    names = (line.split("#", 1)[0].strip() for line in path.read_text("utf-8").splitlines())
    return {canonicalize_name(name) for name in names if name}


def phone_requirements(pyproject: Mapping[str, Any], platform: str) -> list[Requirement]:
    """The top-level requirements ``flet build <platform>`` installs, as written."""
    project = list(pyproject.get("project", {}).get("dependencies", []))
    extra = pyproject.get("tool", {}).get("flet", {}).get(platform, {}).get("dependencies", [])
    return [Requirement(text) for text in [*project, *extra]]


def environments(platform: str, extra: str = "") -> list[dict[str, str]]:
    """Marker environments of a phone build: the faked system, any build machine."""
    base = default_environment()
    return [
        {
            **base,
            "platform_system": PHONES[platform],
            "sys_platform": sys_platform,
            "python_version": PHONE_PYTHON,
            "python_full_version": f"{PHONE_PYTHON}.0",
            "extra": extra,
        }
        for sys_platform in SYS_PLATFORMS
    ]


def applies(requirement: Requirement, platform: str, extras: Iterable[str] = ()) -> bool:
    """Whether a phone build takes ``requirement`` in (for any plausible ``sys_platform``)."""
    if requirement.marker is None:
        return True
    return any(
        requirement.marker.evaluate(env)
        for extra in ("", *extras)
        for env in environments(platform, extra)
    )


@dataclass
class Closure:
    """Every package a phone build installs, with every requirement made on it."""

    wanted: dict[str, list[tuple[Requirement, str]]] = field(default_factory=dict)
    """``name -> [(requirement, who asked)]``."""
    problems: list[str] = field(default_factory=list)


def closure(requirements: Iterable[Requirement], platform: str) -> Closure:
    """Follow the requirements a phone build takes in through the installed metadata."""
    found = Closure()
    todo = [(r, "pyproject.toml") for r in requirements if applies(r, platform)]
    expanded: set[tuple[str, frozenset[str]]] = set()
    while todo:
        requirement, asked_by = todo.pop()
        name = canonicalize_name(requirement.name)
        found.wanted.setdefault(name, []).append((requirement, asked_by))
        key = (name, frozenset(requirement.extras))
        if key in expanded:
            continue
        expanded.add(key)
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # judged by the index alone
        for text in distribution.requires or []:
            child = Requirement(text)
            if applies(child, platform, requirement.extras):
                todo.append((child, f"{name} {distribution.version}"))
    return found


def is_pure_python(name: str) -> bool | None:
    """Whether the installed wheel of ``name`` is ``none-any``; None when not installed."""
    try:
        wheel = metadata.distribution(name).read_text("WHEEL") or ""
    except metadata.PackageNotFoundError:
        return None
    tags = [line.split(":", 1)[1].strip() for line in wheel.splitlines() if line.startswith("Tag:")]
    return bool(tags) and all(tag.endswith("-none-any") for tag in tags)


def phone_problems(
    pyproject: Mapping[str, Any], platform: str, index: Mapping[str, Version]
) -> list[str]:
    """What a ``flet build <platform>`` of ``pyproject`` could not install, one line each."""
    found = closure(phone_requirements(pyproject, platform), platform)
    problems = list(found.problems)
    for name, asks in sorted(found.wanted.items()):
        if name in index:
            refused = [
                f"{req} (from {who})" for req, who in asks if index[name] not in req.specifier
            ]
            if refused:
                problems.append(
                    f"{platform}: {name}: the mobile index builds {index[name]},"
                    f" but {'; '.join(refused)} asks for another version"
                )
            continue
        pure = is_pure_python(name)
        if pure is None and name in pure_python_list():
            continue
        if pure is None:
            problems.append(f"{platform}: {name} is not installed here and not in the mobile index")
        elif not pure:
            who = ", ".join(sorted({w for _, w in asks}))
            problems.append(
                f"{platform}: {name} (from {who}) is a binary package"
                " the mobile index does not build"
            )
    return problems


def read_pyproject(path: Path) -> dict[str, Any]:
    """``pyproject.toml`` as a table."""
    with path.open("rb") as handle:
        return tomllib.load(handle)
