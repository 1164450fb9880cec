#!/usr/bin/env bash
# Prints the DocC catalog to convert for a layer: a copy of
# Packages/<Layer>/Sources/<Layer>/<Layer>.docc in WORK, with the
# Resources/ of every layer it re-exports (its Exports.swift) added, so that
# the re-exported symbols' doc comments find their marble pictures (the
# symbol graph of a layer holds the symbols of the layers it re-exports).
# The layer's own resources win over a lower layer's of the same name.
#
#   catalog=$(Scripts/docc-catalog.sh Layer WORK)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
layer="$1"
work="$2"
source="$top/Packages/$layer/Sources/$layer/$layer.docc"
[ -d "$source" ] || { echo "docc-catalog: $layer has no DocC catalog at $source" >&2; exit 1; }
catalog="$work/catalogs/$layer.docc"
rm -rf "$catalog"
mkdir -p "$(dirname "$catalog")"
cp -R "$source" "$catalog"
exports="$top/Packages/$layer/Sources/$layer/Exports.swift"
if [ -f "$exports" ]; then
  for lower in $(sed -n 's/^@_exported import \([A-Za-z]*\).*/\1/p' "$exports"); do
    resources="$top/Packages/$lower/Sources/$lower/$lower.docc/Resources"
    [ -d "$resources" ] || continue
    mkdir -p "$catalog/Resources"
    for file in "$resources"/*; do
      [ -e "$catalog/Resources/$(basename "$file")" ] || cp "$file" "$catalog/Resources/"
    done
  done
fi
echo "$catalog"
