#!/usr/bin/env bash
# The back office's API types, generated from the API's own OpenAPI document (read from Django
# without a server: django-ninja's export_openapi_schema) by openapi-typescript, as the storefront's.
# The office's resources (/api/office/...) are routers of the one NinjaAPI, core.api.api.
#   scripts/gen-api.sh          writes src/api/schema.gen.ts (commit it)              = npm run gen:api
#   scripts/gen-api.sh --check  fails when the committed file differs from what the API says now
# PYTHON names the interpreter with Django installed (default: the checkout's .venv).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$here/.." && pwd)"
target="$here/src/api/schema.gen.ts"
python="${PYTHON:-$root/.venv/bin/python}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$root" && "$python" manage.py export_openapi_schema --api core.api.api --output "$work/openapi.json")
# --default-non-nullable false: a field the server fills in by default stays optional in what the office sends.
"$here/node_modules/.bin/openapi-typescript" "$work/openapi.json" --default-non-nullable false --output "$work/schema.gen.ts" >/dev/null

if [ "${1:-}" = "--check" ]; then
  if ! cmp -s "$work/schema.gen.ts" "$target"; then
    diff -u "$target" "$work/schema.gen.ts" | head -40 >&2 || true
    echo "backoffice/src/api/schema.gen.ts is stale: the API's OpenAPI document changed." >&2
    echo "Run 'cd backoffice && npm run gen:api' and commit the file." >&2
    exit 1
  fi
  echo "backoffice/src/api/schema.gen.ts matches the API."
else
  cp "$work/schema.gen.ts" "$target"
  echo "wrote backoffice/src/api/schema.gen.ts"
fi
