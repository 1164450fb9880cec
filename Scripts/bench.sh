#!/usr/bin/env bash
# Measures every workload (Docs/Performance.md) for this library, OpenCombine and a plain
# Swift loop in one run, prints the Markdown table, and writes it (with the
# machine, the date and the command) into Docs/Performance.md, between the
# "bench.sh" markers; the rest of that file is left alone.
#
#   Scripts/bench.sh [--runs N] [--only Transforming.syncChain,Subjects.fanOut]
#
# 1. `swift build -c release` in Benchmarks/.
# 2. Counting pass: `bench-table count-mallocs` with package-benchmark's malloc
#    interposer preloaded; one run of each workload half after a warm-up run.
# 3. Timing pass: `bench-table table`, without the interposer; the median of
#    N runs (default 5) after a warm-up run, each result checked.
# 4. Scaling pass: `bench-table scaling`, the Scaling family (this library and
#    OpenCombine) at 10^3 to 10^6 elements, best of 3, written between the
#    "scaling" markers of Docs/Performance.md (skipped when --only names no
#    Scaling probe; `--only Scaling.mergeLive` runs that probe alone).
# Takes about a minute once built (a first release build of the benchmark
# package's dependencies takes a few minutes more on 2 cores).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
command="Scripts/bench.sh${*:+ $*}"

runs=5
only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --only) only=(--only "$2"); shift 2 ;;
    *) echo "usage: Scripts/bench.sh [--runs N] [--only Transforming.syncChain,Subjects.fanOut]" >&2; exit 2 ;;
  esac
done

cd "$top/Benchmarks"
echo "bench.sh: swift build -c release (Benchmarks/)" >&2
swift build -c release >&2
bin=$(swift build -c release --show-bin-path)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: > "$work/mallocs.tsv"

case "$(uname -s)" in
  Darwin) preload=DYLD_INSERT_LIBRARIES interposer="$bin/libMallocInterposerSwift.dylib" ;;
  *) preload=LD_PRELOAD interposer="$bin/libMallocInterposerSwift.so" ;;
esac
if [ -f "$interposer" ]; then
  echo "bench.sh: counting mallocs ($preload=$interposer)" >&2
  env "$preload=$interposer" "$bin/bench-table" count-mallocs ${only[@]+"${only[@]}"} > "$work/mallocs.tsv" \
    || { echo "bench.sh: the counting pass failed; mallocs are reported as not counted" >&2; : > "$work/mallocs.tsv"; }
else
  echo "bench.sh: $interposer was not built; mallocs are reported as not counted" >&2
fi

# --only splits into workload ids (Transforming.syncChain, …) and Scaling probes (Scaling.…).
workload_only=()
scaling_only=()
if [ ${#only[@]} -gt 0 ]; then
  ids=$(echo "${only[1]}" | tr ',' '\n' | grep -v '^Scaling\.' | paste -sd, - || true)
  probes=$(echo "${only[1]}" | tr ',' '\n' | grep '^Scaling\.' | paste -sd, - || true)
  workload_only=(--only "${ids:-none}")
  scaling_only=(--only "${probes:-none}")
fi

echo "bench.sh: timing (median of $runs runs)" >&2
"$bin/bench-table" table --runs "$runs" ${workload_only[@]+"${workload_only[@]}"} --mallocs "$work/mallocs.tsv" > "$work/table.md"

if [ "${scaling_only[1]-}" != none ]; then
  echo "bench.sh: scaling (best of 3 at each size)" >&2
  "$bin/bench-table" scaling ${scaling_only[@]+"${scaling_only[@]}"} > "$work/scaling.md"
fi

cores=$(nproc 2>/dev/null || sysctl -n hw.ncpu)
swift_version=$(swift --version 2>/dev/null | head -n 1)
commit=$(git -C "$top" rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -n "$(git -C "$top" status --porcelain 2>/dev/null)" ]; then commit="$commit + uncommitted changes"; fi
{
  echo "## Latest run"
  echo
  echo "- Command: \`$command\`"
  echo "- Date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "- Machine: \`$(uname -srmo 2>/dev/null || uname -srm)\`, $cores cores; \`$swift_version\`"
  echo "- Commit: $commit"
  echo
  cat "$work/table.md"
} > "$work/section.md"

cat "$work/section.md"

doc="$top/Docs/Performance.md"
mkdir -p "$top/Docs"
[ -f "$doc" ] || printf '# Performance\n\n<!-- bench.sh:begin -->\n<!-- bench.sh:end -->\n' > "$doc"
# Replaces what stands between a pair of markers (appending the pair when
# the file has none).
replace_between() {
python3 - "$doc" "$1" "$2" <<'PY'
import sys
doc_path, section_path, marker = sys.argv[1], sys.argv[2], sys.argv[3]
begin, end = "<!-- %s:begin -->" % marker, "<!-- %s:end -->" % marker
doc = open(doc_path, encoding="utf-8").read()
section = open(section_path, encoding="utf-8").read().rstrip("\n")
block = begin + "\n" + section + "\n" + end
if begin in doc and end in doc:
    doc = doc[: doc.index(begin)] + block + doc[doc.index(end) + len(end):]
else:
    doc = doc.rstrip("\n") + "\n\n" + block + "\n"
open(doc_path, "w", encoding="utf-8").write(doc)
PY
}
if [ -s "$work/table.md" ] && grep -qE '^\| [A-Z][A-Za-z]*\.[a-z]' "$work/table.md"; then
  replace_between "$work/section.md" bench.sh
fi
if [ -s "$work/scaling.md" ]; then
  {
    echo "Scaling run: \`$command\`, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $commit, $cores cores."
    echo
    cat "$work/scaling.md"
  } > "$work/scaling-section.md"
  cat "$work/scaling-section.md"
  replace_between "$work/scaling-section.md" scaling
fi
echo "bench.sh: wrote Docs/Performance.md" >&2
