#!/usr/bin/env bash
# The whole test suite, from a bare machine: creates .venv, installs the pinned
# dependencies, installs Debian's Chromium (browser tests) and libzbar0 (the phone's
# QR reader) if they are missing, then runs the linters and every test. Extra
# arguments go to pytest. Then the phone's tests run again on the Python a phone
# build bundles (see "The phone's Python" below).
#
# `bash tests/run.sh --quick` is the lane for a developer's own loop: the linters and
# every test but the browser's, the slow kill loops and the timed attacks on the
# server, on both cores (no Chromium, no phone Python needed).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=false
if [ "${1:-}" = "--quick" ]; then
  quick=true
  shift
fi

# Each step says how long it took, so that the run's costs stay in view.
step_started=$SECONDS
took() {
  echo "tests/run.sh: $1 took $((SECONDS - step_started)) s (${SECONDS} s in all)"
  step_started=$SECONDS
}

python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$python" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
# The repository's own modules compiled once, here: where the environment turns off
# writing bytecode (PYTHONDONTWRITEBYTECODE), every process the tests start (each
# server, each command, each test process) would compile them from source again,
# about 0.4 s of a core each. A .pyc is still read, and checked against its source.
.venv/bin/python -m compileall -q -j 0 scorekeeper tests main.py >/dev/null
took "the environment"

if $quick; then
  .venv/bin/ruff check scorekeeper tests
  .venv/bin/mypy --strict scorekeeper
  exec .venv/bin/python -m pytest -n 2 -p no:cacheprovider --durations=15 \
    -m "not e2e and not slow and not attack" "$@"
fi

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

# axe-core, the accessibility checker the browser tests inject (the live page's and
# tests/e2e/a11y on the app's screens), pinned in
# tests/e2e/axe/package-lock.json: installed from npm here, never while the tests run.
if [ ! -f tests/e2e/axe/node_modules/axe-core/axe.min.js ] \
    || ! cmp -s tests/e2e/axe/package-lock.json tests/e2e/axe/node_modules/.installed-lock.json; then
  if ! command -v npm >/dev/null; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq npm >/dev/null
  fi
  npm ci --prefix tests/e2e/axe --no-audit --no-fund --ignore-scripts --silent
  cp tests/e2e/axe/package-lock.json tests/e2e/axe/node_modules/.installed-lock.json
fi
took "Chromium, libzbar0 and axe-core"

# The phone's Python: `flet build --python-version` in the README bundles it. Its own
# environment (.venv-phone) holds only what a phone build installs, markers evaluated
# for Android (no zxing-cpp, no flet-web, no brotli), and runs the embedded start and
# the tests that need no web server. PHONE_PYTHON may name the interpreter. The
# interpreter is found (or installed) here; its environment is made in the background
# while the linters and the first tests run (pip is mostly one core's work, and
# waiting on files), and waited for before the phone's tests.
phone_version=$(.venv/bin/python -m tests.packaging.phone_env --python)
is_phone_python() {
  [ -n "$1" ] && "$1" -c "import sys, venv; sys.exit(f'{sys.version_info[0]}.{sys.version_info[1]}' != '$phone_version')" 2>/dev/null
}
find_phone_python() {
  local candidate pyenv_root
  pyenv_root=$(pyenv root 2>/dev/null || echo "${PYENV_ROOT:-$HOME/.pyenv}")
  for candidate in "${PHONE_PYTHON:-}" "$(command -v "python$phone_version" || true)" \
      $(ls -d "$pyenv_root/versions/$phone_version".*/bin/"python$phone_version" 2>/dev/null | sort -V -r) \
      "/usr/local/bin/python$phone_version" "/usr/bin/python$phone_version"; do
    if is_phone_python "$candidate"; then echo "$candidate"; return 0; fi
  done
  return 1
}
phone_python=$(find_phone_python || true)
if [ -z "$phone_python" ] && apt-cache policy "python$phone_version" 2>/dev/null | grep -q 'Candidate: [0-9]'; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "python$phone_version" "python$phone_version-venv" >/dev/null
  phone_python=$(find_phone_python || true)
fi
if [ -z "$phone_python" ]; then
  echo "tests/run.sh: the phone's tests need Python $phone_version (what the phone build bundles;" \
    "README, 'Phone and desktop apps') and none was found. Install it (pyenv install $phone_version," \
    "or apt-get install python$phone_version python$phone_version-venv where the system has it)," \
    "or set PHONE_PYTHON to its path." >&2
  exit 1
fi
make_phone_env() {
  if ! is_phone_python .venv-phone/bin/python; then
    rm -rf .venv-phone
    "$phone_python" -m venv .venv-phone
  fi
  phone_requirements=$(.venv/bin/python -m tests.packaging.phone_env)
  if [ "$phone_requirements" != "$(cat .venv-phone/phone-requirements.txt 2>/dev/null)" ]; then
    printf '%s\n' "$phone_requirements" > .venv-phone/wanted.txt
    .venv-phone/bin/python -m pip install --quiet --disable-pip-version-check -r .venv-phone/wanted.txt
    mv .venv-phone/wanted.txt .venv-phone/phone-requirements.txt
  fi
  .venv-phone/bin/python -m compileall -q -j 0 scorekeeper tests >/dev/null
}
phone_env_log=$(mktemp)
make_phone_env >"$phone_env_log" 2>&1 &
phone_env_job=$!
# A run that stops early (a failed test) does not leave it installing behind.
trap 'kill "$phone_env_job" 2>/dev/null || true; rm -f "$phone_env_log"' EXIT
took "finding the phone's Python"

.venv/bin/ruff check scorekeeper tests
.venv/bin/mypy --strict scorekeeper
took "ruff and mypy"
# Two runs of pytest, each on two processes: the tests that need neither Chromium nor
# a server of their own, spread test by test; then the browser's and the server's,
# a module at a time (a module shares its browser and servers), the longest first
# (tests/e2e/conftest.py). A browser test waits on its page most of the time, so two
# of them share two cores. Each run prints its 15 slowest tests and what it cost
# (browser cases, server starts, page loads, reruns).
.venv/bin/python -m pytest -n 2 --durations=15 --ignore=tests/e2e --ignore=tests/web "$@"
took "the tests without a browser"
.venv/bin/python -m pytest -n 2 --dist loadfile --durations=15 tests/web tests/e2e \
  --ignore=tests/e2e/test_hung_page.py "$@"
took "the browser's and the server's tests"
# The harness's own guards against a renderer that spins, alone: they make a tab spin a
# core flat out on purpose, which starved the other process's tab when they overlapped.
# (Exit status 5: arguments such as -k left none of them selected.)
.venv/bin/python -m pytest -p no:cacheprovider -q tests/e2e/test_hung_page.py "$@" \
  || [ $? -eq 5 ]
took "the browser harness's self-tests"

phone_tests=(
  # The start a built app runs, over both of Flet's channels, and its failure screens.
  tests/packaging/test_embedded_start.py
  # "Host this table": the switch serves the live page on the Wi-Fi address, off closes it;
  # the switch and its model in a real app session.
  tests/packaging/test_phone_host.py tests/ui/invite/test_host_switch.py tests/ui/invite/test_hosting.py
  # The core and the use cases, the folder lock (also without fcntl) and durable writes.
  tests/rules --ignore=tests/rules/test_properties.py tests/services
  tests/storage/test_without_fcntl.py tests/storage/test_locking.py tests/storage/test_atomic_storage.py
  # Share codes and the UI's routes in a real Flet session (no web server, no zxing-cpp).
  tests/sharing/test_codes.py tests/sharing/test_texts.py tests/ui/test_routes.py
)
if ! wait "$phone_env_job"; then
  cat "$phone_env_log" >&2
  echo "tests/run.sh: making the phone's environment (.venv-phone) failed (above)." >&2
  exit 1
fi
trap 'rm -f "$phone_env_log"' EXIT  # nothing left running in the background to stop
echo "The phone's tests on Python $phone_version ($phone_python):"
.venv-phone/bin/python -m pytest -q -p no:cacheprovider -m "not e2e and not slow and not web_server" "${phone_tests[@]}"
took "the phone's tests"
