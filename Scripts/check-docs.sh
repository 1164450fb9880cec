#!/usr/bin/env bash
# Checks the documentation of every layer (or of the layers named):
#   1. `docc convert --warnings-as-errors` of the layer's DocC catalog against
#      the symbol graph of its module (links, topics, symbol references);
#   2. every public operator of the layer's RACSignal/RACStream/RACSequence
#      extensions is listed in the Topics of exactly one page of the catalog:
#      its family article (the root page for the primitives and creation)
#      (Scripts/docs-symbols.py articles). The marble pictures and the doc
#      comments' diagrams are checked by Tests/RACMarblesTests
#      (`swift run rac-marbles --check`).
#
# A layer's symbol graph also holds the symbols of the layers it re-exports
# (its articles link to them); Scripts/docc-catalog.sh gives its catalog
# their marble pictures, and the operator check counts the layer's own
# operators only.
#
#   Scripts/check-docs.sh [Layer…]
#
# Works offline. Not run by test.sh (it builds each layer again with symbol
# graphs); run it before changing docs or operators.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

layers=("$@")
if [ ${#layers[@]} -eq 0 ]; then
  for dir in Packages/*/; do layers+=("$(basename "$dir")"); done
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for layer in "${layers[@]}"; do
  catalog="Packages/$layer/Sources/$layer/$layer.docc"
  if [ ! -d "$catalog" ]; then
    echo "check-docs: $layer has no DocC catalog at $catalog"
    status=1
    continue
  fi
  graphs="$work/$layer-graphs"
  mkdir -p "$graphs"
  echo "=== $layer: symbol graph"
  (cd "Packages/$layer" && swift build --scratch-path .build-docs --target "$layer" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -emit-extension-block-symbols -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    >/dev/null)
  # Keep only this layer's own graphs (its dependencies are built too).
  find "$graphs" -name '*.symbols.json' ! -name "$layer.symbols.json" ! -name "$layer@*.symbols.json" -delete
  echo "=== $layer: every operator in exactly one article"
  if ! python3 Scripts/docs-symbols.py articles "$graphs" "$layer" "$catalog"; then
    status=1
  fi
  echo "=== $layer: docc convert --warnings-as-errors"
  if ! docc convert "$(Scripts/docc-catalog.sh "$layer" "$work")" --additional-symbol-graph-dir "$graphs" \
      --fallback-display-name "$layer" --fallback-bundle-identifier "org.swift-rac.$layer" \
      --output-path "$work/$layer.doccarchive" --warnings-as-errors >"$work/$layer.docc.log" 2>&1; then
    grep -E "warning|error" "$work/$layer.docc.log" | head -20
    echo "check-docs: $layer: docc reported problems"
    status=1
  fi
done
[ $status -eq 0 ] && echo "check-docs: ok (${layers[*]})"
exit $status
