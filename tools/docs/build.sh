#!/usr/bin/env bash
# Builds the manual, the DocC catalog Sources/Almanac/Almanac.docc, with the toolchain's own
# `docc` (no plugin): the library is built once in a scratch directory of its own with its symbol
# graphs emitted (the module `Almanac` re-exports the four library modules, so its graph holds
# every public symbol), then `docc convert` joins them with the articles. Any warning (a broken
# symbol link, an unresolved article, a malformed directive) fails the build.
#
#   tools/docs/build.sh              .build/docs/Almanac.doccarchive (static hosting layout)
#   tools/docs/build.sh --preview    the same, served by `docc preview` on http://localhost:8080
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=.build/docs
# Every module's graphs land in `emitted` (rewritten when a module is compiled again, so kept
# between runs); docc reads the umbrella's alone, Almanac.symbols.json and its extensions of
# other modules' types, from `graphs`.
emitted="$scratch/symbol-graphs-emitted"
graphs="$scratch/symbol-graphs"
mkdir -p "$emitted"
# The umbrella module re-exports the others' symbols with their doc comments, but a change to a
# doc comment alone does not make it build again: its one file is touched, so it always does.
touch Sources/Almanac/Almanac.swift
swift build --scratch-path "$scratch/build" --target Almanac \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$emitted" >&2
rm -rf "$graphs"
mkdir -p "$graphs"
find "$emitted" -maxdepth 1 \( -name 'Almanac.symbols.json' -o -name 'Almanac@*.symbols.json' \) -exec cp {} "$graphs/" \;
[ -f "$graphs/Almanac.symbols.json" ] || { echo "Error: no symbol graph for Almanac in $emitted" >&2; exit 74; }

options=(
  Sources/Almanac/Almanac.docc
  --additional-symbol-graph-dir "$graphs"
  --fallback-display-name Almanac
  --fallback-bundle-identifier org.almanac.Almanac
  --warnings-as-errors
)
if [ "${1:-}" = "--preview" ]; then
  exec docc preview "${options[@]}" --output-path "$scratch/Almanac.doccarchive"
fi
rm -rf "$scratch/Almanac.doccarchive"
docc convert "${options[@]}" --transform-for-static-hosting --output-path "$scratch/Almanac.doccarchive"
echo "$scratch/Almanac.doccarchive"
