#!/usr/bin/env bash
# The whole test suite, from a bare machine: creates .venv, installs the pinned
# dependencies, installs Debian's Chromium (browser tests) and libzbar0 (the phone's
# QR reader) if they are missing,
# then runs the linters and every test. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$python" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'

# Debian packages the tests need: Chromium for the browser tests, libzbar0 for
# the phone's QR reader (pyzbar), which runs the same image tests as zxing-cpp.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s libzbar0 >/dev/null 2>&1 || missing+=(libzbar0)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

.venv/bin/ruff check scorekeeper tests
.venv/bin/mypy --strict scorekeeper
.venv/bin/python -m pytest "$@"
