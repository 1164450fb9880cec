#!/usr/bin/env bash
# The scaling guard of CI (Docs/Performance.md, "Scaling"): fails when a
# probe of the Scaling family costs more than 2x as much per element at 10^5
# as at 10^3. The cost is the number of instructions one run executes,
# counted by callgrind — the shape, not the time: deterministic, so a noisy
# machine cannot move it, and blind to the cache misses that make every
# shape touching 10^5 elements in random order slower per element (timed by
# Scripts/bench.sh). A scan on a per-child path moves it by the factor of the
# sizes (100x).
#
#   Scripts/check-scaling.sh [--only Scaling.mergeLive,Scaling.subjectChurn] [--large N]
#
# --large compares 10^3 with N instead of 10^5 (a planted scan at 10^5 runs
# for minutes under callgrind; every run is cut off after 120 s, which fails
# the check).
#
# One run's instructions at size N are those of a process that runs the
# probe twice at N minus those of one that runs it once (so start-up and
# one-time initialisation cancel out). Reuses the release build of
# Scripts/check-mallocs.sh when it is there. About a minute and a half.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)

only=""
large=100000
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only="$2"; shift 2 ;;
    --large) large="$2"; shift 2 ;;
    *) echo "usage: Scripts/check-scaling.sh [--only NAMES] [--large N]" >&2; exit 2 ;;
  esac
done

if ! command -v valgrind >/dev/null 2>&1; then
  echo "check-scaling.sh: valgrind is missing; installing it (Debian's package)" >&2
  apt-get update -qq >&2 && apt-get install -y -qq valgrind >&2
fi

cd "$top/Benchmarks"
echo "check-scaling.sh: swift build -c release (Benchmarks/)" >&2
swift build -c release >&2
bin=$(swift build -c release --show-bin-path)

probes=${only:-$("$bin/bench-table" scaling-list | paste -sd, -)}
small=1000

# The instructions of a process that runs PROBE RUNS times at SIZE (nothing
# when it did not finish within 120 s).
instructions() {
  { SWIFT_DETERMINISTIC_HASHING=1 timeout 120 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$bin/bench-table" scaling-run "$1" "$2" "$3" 2>&1 || true; } \
    | sed -n 's/.*Collected : \([0-9][0-9]*\).*/\1/p'
}

failed=()
printf '%-28s %18s %18s %8s\n' probe "instr/elem $small" "instr/elem $large" ratio
for probe in ${probes//,/ }; do
  per=()
  for size in $small $large; do
    once=$(instructions "$probe" "$size" 1)
    twice=$(instructions "$probe" "$size" 2)
    if [ -z "$once" ] || [ -z "$twice" ]; then
      echo "check-scaling.sh: $probe at $size did not finish under callgrind within 120 s" >&2
      failed+=("$probe")
      continue 2
    fi
    per+=("$(python3 -c "print(($twice - $once) / $size)")")
  done
  ratio=$(python3 -c "print(${per[1]} / ${per[0]})")
  printf '%-28s %18.1f %18.1f %7.2fx\n' "$probe" "${per[0]}" "${per[1]}" "$ratio"
  if python3 -c "import sys; sys.exit(0 if $ratio <= 2.0 else 1)"; then :; else failed+=("$probe"); fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "check-scaling.sh: instructions per element grow more than 2x from $small to $large: ${failed[*]}" >&2
  exit 1
fi
echo "check-scaling.sh: every probe within 2x"
