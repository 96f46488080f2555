#!/usr/bin/env bash
# The back office's API types (src/api/schema.gen.ts) from the API's OpenAPI document: see
# scripts/gen-api-types.   scripts/gen-api.sh [--check]   (= npm run gen:api)
exec "$(cd "$(dirname "$0")/../.." && pwd)/scripts/gen-api-types" backoffice src/api/schema.gen.ts "$@"
