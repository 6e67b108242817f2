#!/bin/sh
# Installs the SVG decks that training renders but the repository does not keep, and
# renders their faces to 250 by 350 PNG files in build/cards/decks/<deck>/ (named like
# TD.png). Needs npm, node and rsvg-convert (Debian's npm and librsvg2-bin).
#
# - kennard: @letele/playing-cards 0.1.0 (CC0 1.0), Adrian Kennard's designs as React
#   components; react and react-dom (MIT) turn them into SVG once, here, for training only.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build="$here/../../build/cards"
work="$build/npm"
out="$build/decks/kennard"
mkdir -p "$work" "$out"
cd "$work"
[ -f package.json ] || echo '{"private": true}' > package.json
npm install --no-audit --no-fund --silent \
    @letele/playing-cards@0.1.0 react@18.3.1 react-dom@18.3.1 @babel/runtime@7
# The package ships ES modules under a .js name without declaring them: node needs .mjs.
cp node_modules/@letele/playing-cards/dist/index.esm.js node_modules/@letele/playing-cards/dist/index.mjs
cp "$here/kennard.mjs" kennard.mjs
node kennard.mjs "$work/svg"
for svg in "$work"/svg/*.svg; do
    name=$(basename "$svg" .svg)
    suit=$(printf %s "$name" | cut -c1)
    rank=$(printf %s "$name" | cut -c2- | tr a-z A-Z)
    case "$suit" in S|H|D|C) ;; *) continue ;; esac  # backs (B1, B2) and jokers (J1, J2)
    [ "$rank" = 10 ] && rank=T
    rsvg-convert -w 250 -h 350 -b white "$svg" -o "$out/$rank$suit.png"
done
echo "$(ls "$out" | wc -l) faces in $out"
