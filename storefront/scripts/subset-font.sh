#!/usr/bin/env bash
# Makes app/fonts/Geist-Latin.woff2: the geist package's variable font cut down to the characters the shop
# writes (Latin, Latin-1, punctuation, ₹ and €), 68 kB -> 27 kB. It is committed; run this again only after
# upgrading the geist package. Needs Python; fonttools goes into a throwaway virtualenv.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$(mktemp -d)/fonttools"
python3 -m venv "$venv"
"$venv/bin/pip" install -q fonttools brotli
"$venv/bin/pyftsubset" node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 \
  --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+20B9,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD" \
  --flavor=woff2 --output-file=app/fonts/Geist-Latin.woff2
cp node_modules/geist/LICENSE.txt app/fonts/Geist-LICENSE.txt
ls -l app/fonts/Geist-Latin.woff2
