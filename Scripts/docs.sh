#!/usr/bin/env bash
# Builds the browsable documentation site: every layer's DocC archive,
# transformed for static hosting, in one folder with an index page linking
# the layers. Offline: the toolchain's `docc`, fed with each layer's symbol
# graph (no plugin, nothing users inherit).
#
#   Scripts/docs.sh [--out DIR] [Layer…]
#
# Prints the folder at the end. Open it through any static file server, e.g.
#   python3 -m http.server -d .build-docs-site 8000   →   http://localhost:8000/
# (DocC's pages load their content with fetch(), which browsers refuse from
# file:// URLs.)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

out="$top/.build-docs-site"
layers=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    -h|--help) sed -n 2,13p "$0"; exit 0 ;;
    *) layers+=("$1"); shift ;;
  esac
done
if [ ${#layers[@]} -eq 0 ]; then
  for dir in Packages/*/; do layers+=("$(basename "$dir")"); done
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out"
mkdir -p "$out"

rows=""
for layer in "${layers[@]}"; do
  catalog="Packages/$layer/Sources/$layer/$layer.docc"
  [ -d "$catalog" ] || { echo "docs.sh: $layer has no DocC catalog at $catalog" >&2; exit 1; }
  graphs="$work/$layer-graphs"
  mkdir -p "$graphs"
  echo "docs.sh: $layer: symbol graph" >&2
  (cd "Packages/$layer" && swift build --scratch-path .build-docs --target "$layer" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -emit-extension-block-symbols -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    >/dev/null)
  find "$graphs" -name '*.symbols.json' ! -name "$layer.symbols.json" ! -name "$layer@*.symbols.json" -delete
  lower=$(echo "$layer" | tr '[:upper:]' '[:lower:]')
  echo "docs.sh: $layer: docc convert (static hosting under /$layer)" >&2
  docc convert "$(Scripts/docc-catalog.sh "$layer" "$work")" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$layer" --fallback-bundle-identifier "org.swift-rac.$layer" \
    --transform-for-static-hosting --hosting-base-path "$layer" \
    --output-path "$out/$layer" >"$work/$layer.log" 2>&1 \
    || { cat "$work/$layer.log" >&2; echo "docs.sh: docc failed for $layer" >&2; exit 1; }
  summary=$(sed -n '3,/^$/p' "$catalog/$layer.md" | tr '\n' ' ' | sed -E 's/``([^`]*)``/\1/g; s/`//g; s/ +$//')
  rows="$rows    <li><a href=\"$layer/documentation/$lower/\">$layer</a> — ${summary}</li>
"
done

cat > "$out/index.html" <<HTML
<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>swift-rac documentation</title>
  <style>
    body { font: 16px/1.5 -apple-system, system-ui, sans-serif; max-width: 46em; margin: 3em auto; padding: 0 1em; color: #1d1d1f; }
    h1 { font-size: 2em; margin-bottom: .2em; }
    li { margin: .6em 0; }
    a { color: #0066cc; font-weight: 600; }
  </style>
</head>
<body>
  <h1>swift-rac</h1>
  <p>ReactiveCocoa 2.5's signals, operators, subjects and sequences in Swift. Each layer re-exports the layers beneath it; the reference of each layer:</p>
  <ul>
$rows  </ul>
  <p>Where we differ from ReactiveCocoa 2.5, and the selector-by-selector porting map, are in the repository's <code>Docs/</code> folder.</p>
</body>
</html>
HTML

# DocC's static-hosting transform puts an index.html in each archive's
# documentation/ and tutorials/ folders; serve the site root.
echo "docs.sh: the site is in $out (serve it, e.g. python3 -m http.server -d \"$out\" 8000)" >&2
echo "$out"
