#!/usr/bin/env bash
# Checks the documentation site, as a reader meets it:
#   1. Scripts/docs.sh --warnings-as-errors builds the merged site: every
#      layer's DocC catalog and the Guides, converted with
#      `--warnings-as-errors` against the symbol graph of its module
#      (links, topics, symbol references), merged, with the start page;
#   2. a second build gives the same site: the same pages, the same content
#      (Scripts/docs-site.py compare);
#   3. every public operator of a layer's RACSignal/RACStream/RACSequence
#      extensions is listed in the Topics of exactly one page of the layer's
#      catalog: its family article (the root page for the primitives and
#      creation) (Scripts/docs-symbols.py articles, on the symbol graphs
#      the build kept in .build-docs/graphs);
#   4. Scripts/docs-crawl.py serves the site on 127.0.0.1 and opens, from
#      the start page, every page, every breadcrumb, every link and every
#      picture, and then every page on disk: any answer but 200 fails;
#   5. every marble picture (`Resources/*.svg` of every catalog) is
#      readable where the site shows it: its smallest text, scaled to the
#      column of a 1280-pixel-wide window, is at least 11 pixels
#      (Scripts/docs-site.py pictures), and its alt text says what it shows
#      (Scripts/marble-alt-text.py --check); an article's first picture
#      comes with a link to the legend of the marks.
# The marble pictures and the doc comments' diagrams themselves are checked
# by Tests/RACMarblesTests (`swift run rac-marbles --check`).
#
#   Scripts/check-docs.sh [Layer…]     (layers: only their operator check)
#
# Works offline, Python's standard library only. Not run by test.sh (it
# builds the root package again with symbol graphs); run it before
# changing docs or operators. The build's logs stay in .build-docs/logs/.
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
echo "=== the site: Scripts/docs.sh --warnings-as-errors"
Scripts/docs.sh --warnings-as-errors --out "$work/site" >/dev/null
for layer in "${layers[@]}"; do
  catalog="Packages/$layer/Sources/$layer/$layer.docc"
  if [ ! -d "$catalog" ]; then
    echo "check-docs: $layer has no DocC catalog at $catalog"
    status=1
    continue
  fi
  echo "=== $layer: every operator in exactly one article"
  if ! python3 Scripts/docs-symbols.py articles ".build-docs/graphs/$layer-graphs" "$layer" "$catalog"; then
    status=1
  fi
done
echo "=== the site: a second build gives the same pages"
if Scripts/docs.sh --out "$work/again" >/dev/null 2>"$work/again.log"; then
  python3 Scripts/docs-site.py compare "$work/site" "$work/again" || status=1
else
  cat "$work/again.log"
  status=1
fi
echo "=== the site: every page, breadcrumb, link and picture answers 200"
python3 Scripts/docs-crawl.py "$work/site" || status=1
echo "=== the marble pictures: every label at least 11 px at 1280 px, alt texts say what they show"
python3 Scripts/docs-site.py pictures Packages/*/Sources/*/*.docc/Resources Docs/Guides.docc/Resources || status=1
python3 Scripts/marble-alt-text.py --check || status=1
# Every article with a marble picture links the legend before its first
# picture (Docs/Guides.docc/MarbleLegend.md).
for article in Packages/*/Sources/*/*.docc/*.md; do
  grep -q '\.svg)' "$article" || continue
  # `|| true`: an article with no legend link must reach the message below
  # (grep finding nothing would end the script here under `set -e`).
  legend=$({ grep -n 'documentation/guides/marblelegend' "$article" || true; } | head -1 | cut -d: -f1)
  picture=$({ grep -n '\.svg)' "$article" || true; } | head -1 | cut -d: -f1)
  if [ -z "$legend" ] || [ "$legend" -gt "$((picture + 2))" ]; then
    echo "check-docs: $article: link the legend ([Reading a marble picture](/documentation/guides/marblelegend)) by its first picture"
    status=1
  fi
done
[ $status -eq 0 ] && echo "check-docs: ok (${layers[*]})"
exit $status
