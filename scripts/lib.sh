# Shared steps for scripts/run, scripts/test and scripts/e2e. Source it; do not run it.
# Everything the shop needs is installed from here: nothing is expected on the machine
# but Python 3.11+, Node.js 20+ and (for browser tests) apt-get or a chromium on PATH.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
export NEXT_TELEMETRY_DISABLED=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PIP_DISABLE_PIP_VERSION_CHECK=1

say() { printf '\033[1;35m==>\033[0m %s\n' "$*"; }

pick_python() {
  for candidate in python3.11 python3.12 python3.13 python3; do
    if command -v "$candidate" >/dev/null 2>&1 &&
      "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
      echo "$candidate"; return 0
    fi
  done
  echo "Python 3.11 or newer is needed." >&2; return 1
}

# ensure_python [dev]: the virtual environment with the shop's packages (and the test tools).
ensure_python() {
  local extras="" stamp="$VENV/.installed"
  [ "${1:-}" = "dev" ] && extras="[dev]" && stamp="$VENV/.installed-dev"
  if [ ! -x "$PY" ]; then
    say "Creating the virtual environment in .venv"
    "$(pick_python)" -m venv "$VENV"
  fi
  # a dev install includes everything a plain one needs
  if [ -z "$extras" ] && [ -f "$VENV/.installed-dev" ] && [ ! "$ROOT/pyproject.toml" -nt "$VENV/.installed-dev" ]; then
    return 0
  fi
  if [ ! -f "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
    say "Installing Python packages"
    "$PY" -m pip install -q --upgrade pip
    "$PY" -m pip install -q -e "$ROOT$extras"
    touch "$stamp"
  fi
}

# ensure_secret_key: DJANGO_SECRET_KEY from the environment, else one made once and kept in var/
# (the shop refuses to start with DJANGO_DEBUG=0 and no key).
ensure_secret_key() {
  [ -n "${DJANGO_SECRET_KEY:-}" ] && return 0
  local file="$ROOT/var/secret_key"
  if [ ! -s "$file" ]; then
    mkdir -p "$ROOT/var" && (umask 077 && "$PY" -c 'import secrets; print(secrets.token_urlsafe(50))' >"$file")
  fi
  DJANGO_SECRET_KEY="$(cat "$file")"
  export DJANGO_SECRET_KEY
}

# ensure_revalidate_secret: SHOP_REVALIDATE_SECRET from the environment, else one made once per checkout
# and kept in var/ (git-ignored). Django signs its "refresh these cached pages" call to the storefront
# with it and the storefront checks it (docs/revalidate.md): export it before starting both servers.
ensure_revalidate_secret() {
  if [ -z "${SHOP_REVALIDATE_SECRET:-}" ]; then
    local file="$ROOT/var/revalidate_secret"
    if [ ! -s "$file" ]; then
      mkdir -p "$ROOT/var" && (umask 077 && "$PY" -c 'import secrets; print(secrets.token_urlsafe(32))' >"$file")
    fi
    SHOP_REVALIDATE_SECRET="$(cat "$file")"
  fi
  export SHOP_REVALIDATE_SECRET
}

# refresh_storefront: the running storefront refreshes every cached page now (pages pre-rendered by an
# earlier build may show an earlier database). A refusal is reported, not fatal.
refresh_storefront() {
  "$PY" manage.py storefront_refresh >/dev/null ||
    say "The storefront did not refresh its cached pages (see above); they refresh within the hour"
}

# ensure_node DIR: that front end's npm packages, installed from its lock file.
ensure_node() {
  local dir="$ROOT/$1"
  [ -f "$dir/package.json" ] || return 0
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.installed" ] ||
    [ "$dir/package.json" -nt "$dir/node_modules/.installed" ]; then
    say "Installing npm packages in $1/"
    # npm ci is exact; it refuses lock files written without other platforms' optional packages
    # (rollup, swc), which this machine's npm (omit-lockfile-registry-resolved) writes, so fall
    # back to npm install, which still installs the locked versions.
    (cd "$dir" && { npm ci --no-audit --no-fund --loglevel=error 2>/dev/null ||
      npm install --no-audit --no-fund --loglevel=error; })
    touch "$dir/node_modules/.installed"
  fi
}

# ensure_chromium: Debian's chromium for the browser tests (no browser download by test tools).
ensure_chromium() {
  # the browser tests run Debian's chromium-headless-shell (the playwright.config.ts files: a quarter less
  # CPU than the full browser for the same specs, benchmarks/tests.md); the full chromium stays for the
  # screenshot and Lighthouse scripts; poppler-utils (pdftoppm, pdftotext) reads the PDFs they download
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && command -v pdftoppm >/dev/null; then
    return 0
  fi
  say "Installing Debian's chromium, its headless shell and poppler-utils for the browser tests"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core poppler-utils >/dev/null
}

# ensure_debian COMMAND PACKAGE...: Debian's packages when COMMAND is not on PATH (nginx and
# redis-server for scripts/scale-out-check, as ensure_chromium installs the browser). The scripts run
# the programs themselves, on loopback with their own settings: a service the package may start is
# not used.
ensure_debian() {
  local command="$1"; shift
  PATH="$PATH:/usr/sbin:/sbin" command -v "$command" >/dev/null 2>&1 && return 0
  say "Installing Debian's $* (for $command)"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# build_backoffice: the react-admin console into backoffice/dist (served by Django at /office/).
build_backoffice() {
  [ -f "$ROOT/backoffice/package.json" ] || return 0
  local stamp="$ROOT/backoffice/dist/.built"
  if [ -f "$stamp" ] && [ -z "$(find "$ROOT/backoffice/src" "$ROOT/backoffice/index.html" \
    "$ROOT/backoffice/package.json" "$ROOT/backoffice/vite.config.ts" -newer "$stamp" 2>/dev/null | head -1)" ]; then
    return 0
  fi
  say "Building the back office"
  # `npm run build` checks the types first; scripts/test checked them already (its "Type check" rows)
  if [ "${SHOP_TYPES_CHECKED:-0}" = "1" ]; then
    (cd "$ROOT/backoffice" && npx vite build)
  else
    (cd "$ROOT/backoffice" && npm run build --silent)
  fi
  touch "$stamp"
}

# build_storefront ORIGIN: the Next.js storefront, whose rewrites point at the Django ORIGIN.
build_storefront() {
  local origin="$1" dir="$ROOT/storefront"
  [ -f "$dir/package.json" ] || return 0
  local stamp="$dir/.next/BUILT_FOR"
  # the pre-rendered pages (sitemap, robots, canonical links) carry the site's address: another address, another build
  local built_for="$origin ${SHOP_SITE_URL:-}"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$built_for" ] && [ -z "$(find "$dir/app" "$dir/components" "$dir/i18n" "$dir/messages" "$dir/proxy.ts" \
    "$dir/lib" "$dir/public" "$dir/package.json" "$dir"/next.config.* -newer "$stamp" 2>/dev/null | head -1)" ]; then
    return 0
  fi
  say "Building the storefront (API at $origin)"
  (cd "$dir" && DJANGO_ORIGIN="$origin" npm run build --silent) || {
    echo "The storefront's build renders the public pages from the API at $origin: is Django running there?" >&2
    return 1
  }
  echo "$built_for" >"$stamp"
}

# start_server LOG CMD...: CMD in its own process group (so stop_servers ends npm's children too).
SERVER_GROUPS=()
start_server() {
  local log="$1"; shift
  if [ "$log" = "-" ]; then setsid "$@" & else setsid "$@" >"$log" 2>&1 & fi
  SERVER_GROUPS+=($!)
}
stop_servers() {
  for g in "${SERVER_GROUPS[@]}"; do kill -- "-$g" 2>/dev/null || true; done
}

# start_workers LOG: the shop's two task workers, each under scripts/supervise (restarted when it
# exits): one sends e-mails only, so an export never delays them; the other runs everything
# (e-mails first, by their priority). LOG "-" for the terminal.
start_workers() {
  local log="$1"
  if [ "$log" != "-" ]; then : >"$log"; fi
  for queue in emails '*'; do
    local label="task worker (queue $queue)"
    if [ "$log" = "-" ]; then
      setsid "$ROOT/scripts/supervise" "$label" "$PY" manage.py task_worker --queue-name "$queue" --interval 1 &
    else
      setsid "$ROOT/scripts/supervise" "$label" "$PY" manage.py task_worker --queue-name "$queue" --interval 1 \
        >>"$log" 2>&1 &
    fi
    SERVER_GROUPS+=($!)
  done
}

# port_free PORT: fail clearly when something already listens there (tests must not hit another server).
port_free() {
  if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then
    echo "Port $1 on 127.0.0.1 is already in use: stop whatever listens there and try again." >&2
    return 1
  fi
}

# wait_for URL [SECONDS]: until the URL answers.
wait_for() {
  local url="$1" limit="${2:-60}" i=0
  until curl -fsS -o /dev/null "$url" 2>/dev/null; do
    i=$((i + 1))
    if [ "$i" -ge "$((limit * 2))" ]; then echo "No answer from $url after ${limit}s" >&2; return 1; fi
    sleep 0.5
  done
}

# suite NAME CMD...: runs one suite, keeps its name, seconds and result for suite_table; a failure is
# reported and counted, never fatal (scripts/test and scripts/test-postgres run every suite).
SUITE_NAMES=() SUITE_SECONDS=() SUITE_RESULTS=() SUITES_FAILED=0 SUITES_PASSED=0
suite() {
  local name="$1" began=$SECONDS result=passed; shift
  say "$name"
  if "$@"; then SUITES_PASSED=$((SUITES_PASSED + 1)); else
    result=failed SUITES_FAILED=$((SUITES_FAILED + 1))
    echo "FAILED: $*" >&2
  fi
  SUITE_NAMES+=("$name") SUITE_SECONDS+=($((SECONDS - began))) SUITE_RESULTS+=("$result")
  [ -z "${SUITE_LOG:-}" ] || printf '%s\t%s\t%s\n' "$name" "$((SECONDS - began))" "$result" >>"$SUITE_LOG"
}

# timed NAME CMD...: CMD as it is (a failure stops a `set -e` script), its seconds added to SUITE_LOG
# when one is set: the parts of a suite (scripts/e2e's shop and builds) in scripts/test's table.
timed() {
  local name="$1" began=$SECONDS; shift
  "$@"
  [ -z "${SUITE_LOG:-}" ] || printf '%s\t%s\t%s\n' "$name" "$((SECONDS - began))" done >>"$SUITE_LOG"
}

# suite_rows_from FILE: the parts a suite timed itself (lines "name<TAB>seconds<TAB>result", written
# by its own `suite` calls with SUITE_LOG=FILE), shown under it in the table, not counted again.
suite_rows_from() {
  local name seconds result
  [ -f "$1" ] || return 0
  while IFS=$'\t' read -r name seconds result; do
    SUITE_NAMES+=("  - $name") SUITE_SECONDS+=("$seconds") SUITE_RESULTS+=("$result")
  done <"$1"
}

# suites_from FILE: the suites a subshell ran (its `suite` rows in FILE, through SUITE_LOG), counted
# here as if run here.
suites_from() {
  local name seconds result
  [ -f "$1" ] || return 0
  while IFS=$'\t' read -r name seconds result; do
    SUITE_NAMES+=("$name") SUITE_SECONDS+=("$seconds") SUITE_RESULTS+=("$result")
    if [ "$result" = passed ]; then SUITES_PASSED=$((SUITES_PASSED + 1)); else SUITES_FAILED=$((SUITES_FAILED + 1)); fi
  done <"$1"
}

# suite_table: each suite's seconds and result, then the whole run's (bash's SECONDS: since the script began).
suite_table() {
  local i
  printf '\n%-76s %7s  %s\n' "suite" "seconds" "result"
  for i in "${!SUITE_NAMES[@]}"; do
    printf '%-76.76s %7s  %s\n' "${SUITE_NAMES[$i]}" "${SUITE_SECONDS[$i]}" "${SUITE_RESULTS[$i]}"
  done
  printf '%-76s %7s  %s\n' "in all (installs included)" "$SECONDS" \
    "$SUITES_PASSED passed, $SUITES_FAILED failed"
}

# start_test_shop, start_test_shops: the test shops (scripts/test-shops.sh)
source "$ROOT/scripts/test-shops.sh"
