#!/usr/bin/env bash
# The storefront's API types (lib/api/schema.gen.ts) from the API's OpenAPI document: see
# scripts/gen-api-types.   scripts/gen-api.sh [--check]   (= npm run gen:api)
exec "$(cd "$(dirname "$0")/../.." && pwd)/scripts/gen-api-types" storefront lib/api/schema.gen.ts "$@"
