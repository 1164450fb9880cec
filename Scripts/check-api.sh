#!/usr/bin/env bash
# The API baseline check: every layer's public API (and the umbrella `RAC`'s)
# against the committed dump in Docs/API/<Module>.txt.
#
#   Scripts/check-api.sh                 regenerate the dump into a temporary
#                                        folder, print the removed, changed and
#                                        added declarations, fail on any
#                                        difference; then the changelog rule
#   Scripts/check-api.sh --update        rewrite Docs/API/ (and the generated
#                                        section of Docs/PublicAPI.md) from the
#                                        sources; then the changelog rule
#   Scripts/check-api.sh --base REV      the changelog rule against REV
#
# How the dump is made: a debug build of the root package's library targets
# (the root `.build` of Scripts/test.sh is reused when present: same flags,
# so nothing is rebuilt), `swift symbolgraph-extract` of each module, and
# Scripts/api-dump.py, which reduces the symbol graphs to sorted lines — one
# per public or open declaration with its full signature, plus protocol
# conformances and superclasses; no paths, line numbers, hashes or doc
# comments, so the same sources give the same text on every machine with the
# same toolchain (CI's, on Linux: the committed baseline is the Linux one; on
# macOS, Foundation types may print differently). Declarations whose name
# (or whose enclosing type's name) starts with `_` are listed in each file's
# second section: they are public
# only so that the layers can use each other, are not API, and may change in
# a minor version (Docs/PublicAPI.md). A toolchain update may change how a
# declaration prints; regenerate with --update and say so in the changelog.
#
# The changelog rule: a commit that changes the baseline also changes the
# "Unreleased" section of CHANGELOG.md. Compared with a base revision:
#   - --base REV (or RAC_API_BASE=REV): the working tree against REV, e.g. a
#     pull request's merge base with main;
#   - otherwise, when Docs/API/ has uncommitted changes: the working tree
#     against HEAD (the commit being prepared);
#   - otherwise: HEAD against its first parent (the latest commit; CI).
# When Docs/API/ differs from the base's, the base's Unreleased section must
# differ from the working tree's. Skipped (with a note) outside a git
# checkout, when the base does not exist (a shallow clone of one commit), or
# when the base has no baseline yet (the commit that adds Docs/API/, whose
# record is the changelog's first release entry).
#
# Exit status: 0 when the dump equals the baseline and the rule holds, 1
# otherwise, 2 on a usage or build error. With --update the rule only
# reminds (exit 0): the changelog entry is written after the update.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

update=0
base="${RAC_API_BASE:-}"
while [ $# -gt 0 ]; do
  case "$1" in
    --update) update=1; shift ;;
    --base) base="$2"; shift 2 ;;
    -h|--help) sed -n 2,44p "$0"; exit 0 ;;
    *) echo "check-api: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

# The modules, lowest layer first (the root manifest's table), then the
# umbrella; each with the modules its `@_exported import`s name.
modules=()
for layer in $(tr '\n' ' ' <Package.swift | grep -oE 'Layer\( *"[A-Za-z]+"' | grep -oE '[A-Za-z]+"$' | tr -d '"'); do modules+=("$layer"); done
for dir in Packages/*/; do
  name=$(basename "$dir")
  case " ${modules[*]} " in
    *" $name "*) ;;
    *) echo "check-api: Packages/$name is not in the root manifest's layer table" >&2; exit 2 ;;
  esac
done
modules+=(RAC)
source_dir() {
  if [ "$1" = RAC ]; then echo Sources/RAC; else echo "Packages/$1/Sources/$1"; fi
}
specs=()
for module in "${modules[@]}"; do
  exported=$(cat "$(source_dir "$module")"/*.swift | sed -n 's/^@_exported import \([A-Za-z_]*\).*/\1/p' | sort -u | paste -sd, -)
  specs+=("$module=$exported")
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The build: the flags of Scripts/test.sh, so that its build is reused.
echo "check-api: building the library modules (debug)" >&2
for target in RAC RACTesting; do
  if ! swift build --target "$target" -Xswiftc -warnings-as-errors >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "check-api: the build failed" >&2
    exit 2
  fi
done
bin=$(swift build --show-bin-path)
modules_dir="$bin/Modules"
[ -d "$modules_dir" ] || modules_dir="$bin"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

mkdir -p "$work/graphs"
for module in "${modules[@]}"; do
  # Internal level: at the public level the extractor drops every
  # underscored declaration; api-dump.py keeps the public and open ones.
  if ! swift symbolgraph-extract -module-name "$module" -I "$modules_dir" -target "$triple" ${sdk[@]+"${sdk[@]}"} \
      -minimum-access-level internal -skip-synthesized-members \
      -output-dir "$work/graphs" >"$work/extract.log" 2>&1; then
    cat "$work/extract.log" >&2
    echo "check-api: symbolgraph-extract failed for $module" >&2
    exit 2
  fi
done
python3 Scripts/api-dump.py dump "$work/graphs" "$work/API" "${specs[@]}"
python3 Scripts/api-dump.py public-api-section "$work/API" "${modules[@]}" >"$work/underscored.md"

status=0
if [ $update -eq 1 ]; then
  mkdir -p Docs/API
  rm -f Docs/API/*.txt
  cp "$work/API/"*.txt Docs/API/
  python3 Scripts/api-dump.py replace-section Docs/PublicAPI.md "$work/underscored.md"
  echo "check-api: wrote Docs/API/ ($(cat Docs/API/*.txt | grep -c '^[^#]' ) lines) and the generated section of Docs/PublicAPI.md" >&2
else
  if python3 Scripts/api-dump.py diff Docs/API "$work/API"; then
    echo "check-api: the API equals the baseline (Docs/API/)"
  else
    echo "check-api: the API differs from the baseline (Docs/API/). If the change is deliberate, run"
    echo "  Scripts/check-api.sh --update"
    echo "and describe it in the Unreleased section of CHANGELOG.md, in the same commit."
    status=1
  fi
  if ! python3 Scripts/api-dump.py check-section Docs/PublicAPI.md "$work/underscored.md"; then
    echo "check-api: the generated section of Docs/PublicAPI.md is out of date (run Scripts/check-api.sh --update)"
    status=1
  fi
fi

# The changelog rule.
unreleased() { sed -n '/^## \[Unreleased\]/,/^## \[/p' | sed '$!b; /^## \[/d'; }
if ! git rev-parse --git-dir >/dev/null 2>&1; then
  echo "check-api: changelog rule skipped (not a git checkout)"
else
  if [ -z "$base" ]; then
    if [ -n "$(git status --porcelain -- Docs/API)" ]; then
      base=HEAD
    else
      base=HEAD~1
    fi
  fi
  if ! git rev-parse --verify --quiet "$base^{commit}" >/dev/null; then
    echo "check-api: changelog rule skipped (no revision $base here, e.g. a shallow clone)"
  elif ! git cat-file -e "$base:Docs/API" 2>/dev/null; then
    echo "check-api: changelog rule: $base has no baseline (this is the baseline's first commit)"
  elif mkdir -p "$work/base" && git archive "$base" Docs/API | tar -x -C "$work/base" \
      && diff -r -q "$work/base/Docs/API" Docs/API >/dev/null 2>&1; then
    echo "check-api: changelog rule: the baseline did not change since $base"
  else
    before=$(git show "$base:CHANGELOG.md" 2>/dev/null | unreleased || true)
    after=$( [ -f CHANGELOG.md ] && unreleased <CHANGELOG.md || true)
    if [ -z "$after" ]; then
      echo "check-api: CHANGELOG.md has no \"## [Unreleased]\" section"
      [ $update -eq 1 ] || status=1
    elif [ "$before" = "$after" ]; then
      echo "check-api: the baseline (Docs/API/) changed since $base but the Unreleased section of CHANGELOG.md did not;"
      echo "  say what changed there, in the same commit."
      [ $update -eq 1 ] || status=1
    else
      echo "check-api: changelog rule: the baseline changed since $base, and so did the Unreleased section"
    fi
  fi
fi
exit $status
