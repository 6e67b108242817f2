"""The packages a phone build installs, as pip requirement lines for a test environment.

``tests/run.sh`` runs the phone's tests in a virtual environment of the Python
the build bundles (``PHONE_PYTHON``) with exactly these packages: the
``[project].dependencies`` and ``[tool.flet.android].dependencies`` that a
``flet build apk`` takes in, their markers evaluated for Android (so no
zxing-cpp, no flet-web, no brotli), plus the test runner's own pins from the
``test`` extra. pip there would evaluate the markers for the machine it runs
on, so they are resolved here and left out of the lines.

``python -m tests.packaging.phone_env`` prints the lines; ``--python`` prints
the version instead.
"""

from __future__ import annotations

import sys
from pathlib import Path

from packaging.requirements import Requirement

from tests.packaging.build_inputs import PHONE_PYTHON, applies, phone_requirements, read_pyproject

REPO = Path(__file__).resolve().parents[2]
TEST_TOOLS = ("pytest", "hypothesis", "pytest-rerunfailures")
"""What the phone's tests need beyond the app: the runner, from the ``test`` extra
(the rerun plugin registers the marker that ``tests/e2e/conftest.py`` names, and
pytest's strict markers refuse an unknown one even in a run that leaves e2e out)."""


def phone_lines(platform: str = "android") -> list[str]:
    """One pinned requirement per line, markers resolved for ``platform``."""
    pyproject = read_pyproject(REPO / "pyproject.toml")
    lines = []
    for requirement in phone_requirements(pyproject, platform):
        if applies(requirement, platform):
            requirement.marker = None
            lines.append(str(requirement))
    for text in pyproject["project"]["optional-dependencies"]["test"]:
        if Requirement(text).name in TEST_TOOLS:
            lines.append(text)
    return lines


if __name__ == "__main__":
    print(PHONE_PYTHON if sys.argv[1:] == ["--python"] else "\n".join(phone_lines()))
