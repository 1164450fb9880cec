#!/usr/bin/env bash
# Builds the browsable documentation site. Offline: the toolchain's `docc`,
# fed with each layer's symbol graph (no plugin, nothing users inherit).
#
#   Scripts/docs.sh [--out DIR] [--hosting-base-path PATH] [--warnings-as-errors]
#       ONE site (the default): the Guides (Docs/Guides.docc: the legend of
#       the marble pictures, and the repository's Docs/*.md pages copied in
#       as articles) and every layer's DocC archive, combined by `docc
#       merge` into one archive. Links between layers resolve: a layer's
#       symbol graph holds the layers it re-exports (its articles link
#       ``RACSignal`` as written), and each archive is converted with the
#       archives of those layers as `--dependency`. Scripts/docs-navigator.py
#       then lists each symbol once in the navigator, under the layer that
#       declares it (a lower layer's type appears under a higher layer only
#       as the parent of what that layer adds to it), and a layer's page
#       lists the lower layers' types once, under "From the layers beneath".
#       Scripts/docs-site.py writes the start page (the layer diagram and a
#       sentence per layer, from the root manifest's layer table, and where
#       to begin) and roots every page's breadcrumbs and navigator at it, so
#       that the navigator's filter and the quick search (/) cover every
#       layer from every page. PATH is where the site will be served
#       (default: the server's root). The script ends by checking the site:
#       the theme settings and favicon at its root, every layer's module
#       page, and symbols of several layers in the one navigator
#       (Scripts/check-docs.sh crawls it). Every step's log is kept in
#       .build-docs/logs/; --warnings-as-errors stops at a docc warning.
#       Two builds of the same sources give the same pages
#       (Scripts/docs-site.py graphs says why they once did not).
#       A new layer needs: its row in Package.swift's layer table, its
#       catalog Packages/<Layer>/Sources/<Layer>/<Layer>.docc with a root
#       page whose first paragraph is the layer's one sentence, and its
#       Exports.swift; the start page, navigator and Topics follow.
#   Scripts/docs.sh --per-layer [--out DIR] [Layer…]
#       One archive per layer, each under /<Layer>/, with an index page
#       linking them — the archives the package index builds from
#       `.spi.yml`, one per documentation target.
#
# Prints the folder at the end (default `.build-docs-site`). Open it through
# any static file server, e.g.
#   python3 -m http.server -d .build-docs-site 8000   →   http://localhost:8000/
# (DocC's pages load their content with fetch(), which browsers refuse from
# file:// URLs.) The site serves its favicon and `theme-settings.json`
# (Scripts/docs-theme/), which DocC's pages request at the site's root.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

out="$top/.build-docs-site"
base_path=""
per_layer=0
warnings_as_errors=""
layers=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --hosting-base-path) base_path="${2#/}"; base_path="${base_path%/}"; shift 2 ;;
    --per-layer) per_layer=1; shift ;;
    --warnings-as-errors) warnings_as_errors=1; shift ;;
    -h|--help) sed -n 2,43p "$0"; exit 0 ;;
    *) layers+=("$1"); shift ;;
  esac
done
# The layers, lowest first (the root manifest's table), so that each layer's
# dependencies are converted before it.
all_layers=()
for layer in $(tr '\n' ' ' <Package.swift | grep -oE 'Layer\( *"[A-Za-z]+"' | grep -oE '[A-Za-z]+"$' | tr -d '"'); do all_layers+=("$layer"); done
if [ ${#layers[@]} -eq 0 ]; then
  layers=("${all_layers[@]}")
elif [ $per_layer -eq 0 ]; then
  echo "docs.sh: the merged site has every layer; name layers with --per-layer only" >&2
  exit 2
fi
for dir in Packages/*/; do
  case " ${all_layers[*]} " in
    *" $(basename "$dir") "*) ;;
    *) echo "docs.sh: Packages/$(basename "$dir") is not in the root manifest's layer table" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out"
mkdir -p "$out"
# Every log of the build stays in .build-docs/logs/ (one file per step), so
# that a warning or a failure can be read after the script has ended.
logs="$top/.build-docs/logs"
rm -rf "$logs"
mkdir -p "$logs"
# fail STEP LOG: print the log of a step that failed, and stop.
fail() {
  cat "$2" >&2
  echo "docs.sh: $1 failed (log: $2)" >&2
  exit 1
}

# Every layer's symbol graph from one build of the root package (a scratch
# folder of its own: the symbol graph flags would otherwise rebuild the
# normal debug build). Each module's graphs go to its own folder.
echo "docs.sh: symbol graphs (one build of the root package in .build-docs)" >&2
mkdir -p "$work/graphs-all"
for target in RAC RACTesting; do
  swift build --scratch-path .build-docs --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs-all" \
    -Xswiftc -emit-extension-block-symbols -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    >"$logs/build-$target.log" 2>&1 || fail "the build of $target" "$logs/build-$target.log"
done
for layer in "${layers[@]}"; do
  mkdir -p "$work/$layer-graphs"
  cp "$work/graphs-all/$layer.symbols.json" "$work/$layer-graphs/"
  for file in "$work/graphs-all/$layer@"*.symbols.json; do
    [ -e "$file" ] && cp "$file" "$work/$layer-graphs/"
  done
done
graph_folders=()
for layer in "${layers[@]}"; do graph_folders+=("$work/$layer-graphs"); done
python3 Scripts/docs-site.py graphs "${graph_folders[@]}"
# Kept for Scripts/check-docs.sh (which operators each article lists).
rm -rf "$top/.build-docs/graphs"
mkdir -p "$top/.build-docs/graphs"
cp -R "${graph_folders[@]}" "$top/.build-docs/graphs/"

# The Guides: the legend of the marble pictures and the repository's Docs/
# pages (the same Markdown), converted first so that every layer can link
# to them. DocC resolves no link to an article of another archive, so a
# layer links a guide by its URL on the site (`[Decisions](/documentation/guides/decisions)`);
# Scripts/docs-crawl.py checks that each such link opens a page.
guides_docs=()
for page in PortingMap Decisions Contracts Internals PublicAPI Performance PerformanceHistory; do
  [ -f "Docs/$page.md" ] && guides_docs+=("Docs/$page.md")
done
python3 Scripts/docs-site.py guides Docs/Guides.docc "$work/catalogs/Guides.docc" "${guides_docs[@]}"

# convert LAYER OUTPUT [docc options…]: one layer's archive.
convert() {
  local layer="$1" output="$2"
  shift 2
  echo "docs.sh: $layer: docc convert" >&2
  docc convert "$(Scripts/docc-catalog.sh "$layer" "$work")" --additional-symbol-graph-dir "$work/$layer-graphs" \
    --fallback-display-name "$layer" --fallback-bundle-identifier "org.swift-rac.$layer" \
    --enable-experimental-external-link-support \
    ${warnings_as_errors:+--warnings-as-errors} --output-path "$output" "$@" >"$logs/docc-$layer.log" 2>&1 \
    || fail "docc convert of $layer" "$logs/docc-$layer.log"
  if grep -qE "^(warning|error):|: (warning|error):" "$logs/docc-$layer.log"; then
    grep -E "warning|error" "$logs/docc-$layer.log" >&2
    echo "docs.sh: docc reported problems for $layer (log: $logs/docc-$layer.log)" >&2
    [ -z "$warnings_as_errors" ] || exit 1
  fi
}

echo "docs.sh: Guides: docc convert" >&2
mkdir -p "$work/archives"
docc convert "$work/catalogs/Guides.docc" --fallback-display-name Guides \
  --fallback-bundle-identifier org.swift-rac.Guides --enable-experimental-external-link-support \
  ${warnings_as_errors:+--warnings-as-errors} \
  --output-path "$work/archives/Guides.doccarchive" >"$logs/docc-Guides.log" 2>&1 \
  || fail "docc convert of the Guides" "$logs/docc-Guides.log"

# The files DocC's pages request at the site's (or an archive's) root.
add_theme() {
  cp Scripts/docs-theme/theme-settings.json Scripts/docs-theme/favicon.ico Scripts/docs-theme/favicon.svg "$1/"
}

if [ $per_layer -eq 1 ]; then
  # The Guides as an archive of their own, under /Guides/; the layers'
  # links to them (written for the one site, /documentation/guides/…) are
  # pointed there.
  docc process-archive transform-for-static-hosting "$work/archives/Guides.doccarchive" \
    --output-path "$out/Guides" --hosting-base-path Guides >"$logs/static-Guides.log" 2>&1 \
    || fail "the static hosting transform of the Guides" "$logs/static-Guides.log"
  add_theme "$out/Guides"
  rows="    <li><a href=\"Guides/documentation/guides/\">Guides</a> — the legend of the marble pictures, the porting map, the decisions, the contracts, the internals and the performance of swift-rac.</li>
"
  for layer in "${layers[@]}"; do
    catalog="Packages/$layer/Sources/$layer/$layer.docc"
    lower=$(echo "$layer" | tr '[:upper:]' '[:lower:]')
    convert "$layer" "$out/$layer" --transform-for-static-hosting --hosting-base-path "$layer"
    python3 Scripts/docs-site.py relink "$out/$layer" /Guides
    add_theme "$out/$layer"
    summary=$(sed -n '3,/^$/p' "$catalog/$layer.md" | tr '\n' ' ' | sed -E 's/``([^`]*)``/\1/g; s/`//g; s/ +$//')
    rows="$rows    <li><a href=\"$layer/documentation/$lower/\">$layer</a> — ${summary}</li>
"
  done
  add_theme "$out"
  cat > "$out/index.html" <<HTML
<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>swift-rac documentation</title>
  <link rel="icon" href="favicon.ico">
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
</body>
</html>
HTML
  echo "docs.sh: the per-layer site is in $out (serve it, e.g. python3 -m http.server -d \"$out\" 8000)" >&2
  echo "$out"
  exit 0
fi

# The merged site: each layer's archive with link metadata for the layers
# above it, converted against the archives of the layers it re-exports.
for layer in "${layers[@]}"; do
  dependencies=()
  exports="Packages/$layer/Sources/$layer/Exports.swift"
  if [ -f "$exports" ]; then
    for lower in $(sed -n 's/^@_exported import \([A-Za-z]*\).*/\1/p' "$exports"); do
      dependencies+=(--dependency "$work/archives/$lower.doccarchive")
    done
  fi
  convert "$layer" "$work/archives/$layer.doccarchive" ${dependencies[@]+"${dependencies[@]}"}
done
echo "docs.sh: docc merge (the Guides and ${#layers[@]} layers)" >&2
archives=("$work/archives/Guides.doccarchive")
for layer in "${layers[@]}"; do archives+=("$work/archives/$layer.doccarchive"); done
docc merge "${archives[@]}" --synthesized-landing-page-name swift-rac \
  --synthesized-landing-page-kind Package --synthesized-landing-page-topics-style detailedGrid \
  --output-path "$work/swift-rac.doccarchive" >"$logs/merge.log" 2>&1 || fail "docc merge" "$logs/merge.log"
echo "docs.sh: transform for static hosting" >&2
docc process-archive transform-for-static-hosting "$work/swift-rac.doccarchive" \
  --output-path "$out" ${base_path:+--hosting-base-path "$base_path"} >"$logs/static.log" 2>&1 \
  || fail "the static hosting transform" "$logs/static.log"
add_theme "$out"
python3 Scripts/docs-navigator.py "$out" "$work" "${layers[@]}"
# The layers, lowest first, each with the layers it imports (the root
# manifest's table), for the start page.
tr '\n' ' ' <Package.swift | grep -oE 'Layer\( *"[A-Za-z]+"( *, *dependencies: *\[[^]]*\])?' \
  | sed -E 's/Layer\( *"([A-Za-z]+)"/\1/; s/, *dependencies: *\[//; s/[]",]/ /g' >"$work/layers.txt"
python3 Scripts/docs-site.py site "$out" "$work/layers.txt" "$base_path"
# The site's root opens the landing page.
cat > "$out/index.html" <<HTML
<!doctype html>
<meta charset="utf-8">
<title>swift-rac documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/">
<link rel="icon" href="favicon.ico">
<a href="documentation/">swift-rac documentation</a>
HTML
# Check the site: the files DocC's pages request, every layer's page, and
# one navigator over the layers.
python3 - "$out" "${layers[@]}" <<'PY'
import json, os, sys
site, layers = sys.argv[1], sys.argv[2:]
problems = [f"missing {name}" for name in ("theme-settings.json", "favicon.ico", "favicon.svg", "index.html", "index/index.json")
            if not os.path.exists(os.path.join(site, name))]
problems += [f"missing the {layer} page" for layer in layers
             if not os.path.exists(os.path.join(site, "data", "documentation", layer.lower() + ".json"))]
paths = []
def walk(nodes):
    for node in nodes:
        paths.append(node.get("path") or "")
        walk(node.get("children", []))
with open(os.path.join(site, "index", "index.json")) as fh:
    walk(json.load(fh)["interfaceLanguages"]["swift"])
for wanted in ("/racsignaloperators/racsignal/throttle(_:)", "/racsequence/racsequence", "/racsubjects/racsubject",
               "/racdisposables/racdisposable", "/ractesting/racmarbletester"):
    if not any(p.endswith(wanted) for p in paths):
        problems.append(f"the navigator has no {wanted}")
missing = set()
for folder, _, files in os.walk(os.path.join(site, "data")):
    for name in files:
        with open(os.path.join(folder, name)) as fh:
            for reference in json.load(fh).get("references", {}).values():
                url = reference.get("url")
                if isinstance(url, str) and url.startswith("/documentation/") \
                        and not os.path.exists(os.path.join(site, "data", url.split("#")[0].lstrip("/") + ".json")):
                    missing.add(url)
if missing:
    # DocC keeps references to the pages of the extended module and type of
    # an extension (`Sequence.racSequence`), which it does not write; no
    # page shows them (Scripts/docs-site.py drops them from the
    # breadcrumbs, and Scripts/docs-crawl.py checks every link shown).
    print(f"docs.sh: note: {len(missing)} references (shown nowhere) without a page: {', '.join(sorted(missing))}", file=sys.stderr)
if problems:
    sys.exit("docs.sh: the site is incomplete: " + "; ".join(problems))
print(f"docs.sh: checked: {len(paths)} navigator entries over {len(layers)} layers, theme settings and favicon present", file=sys.stderr)
PY
echo "docs.sh: the site is in $out (serve it, e.g. python3 -m http.server -d \"$out\" 8000)" >&2
echo "$out"
