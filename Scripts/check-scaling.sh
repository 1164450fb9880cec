#!/usr/bin/env bash
# The scaling guard of CI (Docs/Performance.md, "Scaling"): runs the Scaling
# family of the benchmark package (this library's half only) and fails when a
# probe's cost per element at 10^5 exceeds 2x its cost at 10^3. A ratio
# measured in one run, not a time: a linear scan on a per-child path moves
# it by the factor of the sizes (100x from 10^3 to 10^5); caches and
# allocator growth move it by less than 2x.
#
#   Scripts/check-scaling.sh [--only Scaling.mergeLive,Scaling.subjectChurn]
#
# Reuses the release build of Scripts/check-mallocs.sh when it is there
# (`swift build -c release` is then a no-op). A failing probe is measured
# once more before the check fails, so that one disturbed run (another
# process taking the core) does not fail CI; a real scan fails every time.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)

only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only=(--only "$2"); shift 2 ;;
    *) echo "usage: Scripts/check-scaling.sh [--only NAMES]" >&2; exit 2 ;;
  esac
done

cd "$top/Benchmarks"
echo "check-scaling.sh: swift build -c release (Benchmarks/)" >&2
swift build -c release >&2
bin=$(swift build -c release --show-bin-path)

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if "$bin/bench-table" scaling --check --implementations library ${only[@]+"${only[@]}"} 2> "$log"; then
  grep -v '^scaling ' "$log" >&2 || true
  exit 0
fi
cat "$log" >&2
failed=$(sed -n 's/^  \(Scaling\.[A-Za-z]*\):.*/\1/p' "$log" | paste -sd, -)
if [ -z "$failed" ]; then
  echo "check-scaling.sh: bench-table failed (see above)" >&2
  exit 1
fi
echo "check-scaling.sh: measuring $failed once more" >&2
"$bin/bench-table" scaling --check --implementations library --only "$failed"
