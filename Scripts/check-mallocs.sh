#!/usr/bin/env bash
# The allocation guard of CI (Docs/PerformanceHistory.md, "Round 2", CI guard): builds the benchmark package in
# release mode, counts every workload's library mallocs under package-
# benchmark's malloc interposer, and fails when one exceeds its ceiling in
# Benchmarks/malloc-ceilings.tsv. No timing: allocation counts are
# deterministic, times are not.
#
#   Scripts/check-mallocs.sh [--only Transforming.syncChain,Subjects.fanOut]
#
# The release build also serves as CI's "the benchmark package still builds"
# check. A workload the library implements must have a ceiling (a new
# workload fails until one is added), and every ceiling must name a workload
# that was counted. After an improvement, lower the ceiling to the new count
# (the file says how).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
ceilings="$top/Benchmarks/malloc-ceilings.tsv"

only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only=(--only "$2"); shift 2 ;;
    *) echo "usage: Scripts/check-mallocs.sh [--only Transforming.syncChain,Subjects.fanOut]" >&2; exit 2 ;;
  esac
done

cd "$top/Benchmarks"
echo "check-mallocs.sh: swift build -c release (Benchmarks/)" >&2
swift build -c release >&2
bin=$(swift build -c release --show-bin-path)

case "$(uname -s)" in
  Darwin) preload=DYLD_INSERT_LIBRARIES interposer="$bin/libMallocInterposerSwift.dylib" ;;
  *) preload=LD_PRELOAD interposer="$bin/libMallocInterposerSwift.so" ;;
esac
if [ ! -f "$interposer" ]; then
  echo "check-mallocs.sh: $interposer was not built" >&2
  exit 1
fi

counts=$(mktemp)
trap 'rm -f "$counts"' EXIT

# Counts once and checks the counts against the ceilings; returns non-zero
# on a count above its ceiling.
count_and_check() {
echo "check-mallocs.sh: counting the library's mallocs ($preload=$interposer)" >&2
env "$preload=$interposer" "$bin/bench-table" count-mallocs --implementations library \
  ${only[@]+"${only[@]}"} > "$counts"

# counts: id, implementation, mallocs, live bytes or -, events (tab-separated).
# ceilings: id, mallocs per event, live bytes per event or - (comments: #).
awk -F '\t' -v only="${only[1]-}" '
  function fmt(x) { return sprintf("%.4f", x) }
  FNR == NR {
    if ($0 ~ /^#/ || NF < 2) next
    ceiling[$1] = $2; bytesCeiling[$1] = (NF >= 3 ? $3 : "-"); next
  }
  $2 == "library" {
    counted[$1] = 1
    per = $3 / $5
    line = sprintf("%-34s mallocs/event %s (ceiling %s)", $1, fmt(per), ($1 in ceiling) ? ceiling[$1] : "none")
    if (!($1 in ceiling)) { print line "  FAIL: no ceiling in Benchmarks/malloc-ceilings.tsv"; failed = 1; next }
    if (per > ceiling[$1] + 1e-9) { line = line "  FAIL: above the ceiling"; failed = 1 }
    if (bytesCeiling[$1] != "-" && $4 != "-") {
      live = $4 / $5
      line = line sprintf("; live bytes/event %.1f (ceiling %s)", live, bytesCeiling[$1])
      if (live > bytesCeiling[$1] + 1e-9) { line = line "  FAIL: above the ceiling"; failed = 1 }
    }
    print line
  }
  END {
    split(only, wanted, ",")
    for (id in ceiling) {
      if (only != "") { keep = 0; for (i in wanted) if (wanted[i] == id) keep = 1; if (!keep) continue }
      if (!(id in counted)) { print id " FAIL: has a ceiling but was not counted"; failed = 1 }
    }
    exit failed
  }
' "$ceilings" "$counts"
}

# A count that depends on another thread's timing (Threading.deliverOn) can, rarely, land
# above its ceiling on a loaded machine: a failure is counted once more, and
# only a workload above its ceiling twice fails the guard (a real
# regression is deterministic and fails both times).
if count_and_check; then
  status=0
else
  echo "check-mallocs.sh: above a ceiling; counting once more to rule out a timing-dependent count" >&2
  count_and_check && status=0 || status=$?
fi

if [ "$status" -ne 0 ]; then
  echo "check-mallocs.sh: FAILED: a workload allocates more than its ceiling (Benchmarks/malloc-ceilings.tsv)" >&2
  exit 1
fi
echo "check-mallocs.sh: every workload within its ceiling" >&2
