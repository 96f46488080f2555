#!/usr/bin/env bash
# Cuts two of the storefront's page faces down to what the shop writes; both outputs are committed, run this again
# only after upgrading the geist or @fontsource/noto-sans-devanagari package. Needs Python; fonttools goes into a
# throwaway virtualenv.
# - app/fonts/Geist-Latin.woff2: the geist package's variable font, Latin, Latin-1, punctuation, ₹ and € (68 kB -> 27 kB).
# - public/fonts/rangrez-devanagari-text.woff2: the Hindi pages' face (app/globals.css), Noto Sans Devanagari's
#   Devanagari block with every layout feature (so every conjunct a Hindi text can make is still drawn whole), the
#   joiners and the dotted circle, without the Vedic marks and the Extended blocks Hindi prose never uses
#   (50 kB -> 40 kB: the Hindi pages preload it beside the product photo). The studio keeps the whole file.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$(mktemp -d)/fonttools"
python3 -m venv "$venv"
"$venv/bin/pip" install -q fonttools brotli
"$venv/bin/pyftsubset" node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 \
  --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+20B9,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD" \
  --flavor=woff2 --output-file=app/fonts/Geist-Latin.woff2
cp node_modules/geist/LICENSE.txt app/fonts/Geist-LICENSE.txt
# the same unicode-range as the @font-face that serves it (app/globals.css)
"$venv/bin/pyftsubset" node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2 \
  --unicodes="U+0900-097F,U+200C-200D,U+25CC" --layout-features='*' \
  --flavor=woff2 --output-file=public/fonts/rangrez-devanagari-text.woff2
ls -l app/fonts/Geist-Latin.woff2 public/fonts/rangrez-devanagari-text.woff2
