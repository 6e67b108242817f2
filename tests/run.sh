#!/usr/bin/env bash
# The whole test suite, from a bare machine: creates .venv, installs the pinned
# dependencies, installs Debian's Chromium for the browser tests if it is missing,
# then runs the linters and every test. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$python" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'

if [ ! -x /usr/bin/chromium ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

.venv/bin/ruff check scorekeeper tests
.venv/bin/mypy --strict scorekeeper
.venv/bin/python -m pytest "$@"
