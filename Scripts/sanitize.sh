#!/usr/bin/env bash
# Runs the tests under a sanitizer and fails on ANY report.
#
#   Scripts/sanitize.sh thread              one sanitized build of the root
#                                           package, running every test target
#                                           of every folder under Packages/
#                                           (`<Layer>Tests` and the others
#                                           under its Tests/) and every
#                                           cross-layer target under Tests/
#   Scripts/sanitize.sh address RACSubjects one layer's own package (or `root`)
#
# `Scripts/tsan.sh` and `Scripts/asan.sh` are this script with `thread` and
# `address`.
#
# thread: data races. `halt_on_error=0`, so that one run lists them all.
# address: use after free, out-of-bounds access, double free — the faults
# of the library's unsafe code (ring buffers, hand-offs, slot tables, the
# striped lock's table) that no event may show. Leak detection is off: tests
# that build a retain cycle on purpose (a subscriber that captures its own
# subject and never ends, as RAC's specs do) would be reported; what leaks
# is checked by the leak tests and the soak run. `detect_stack_use_after_return`
# is off: its frames live off the thread's stack, which the stack-depth tests
# measure.
#
# The default builds once (a sanitized build per layer package would repeat
# the lower layers' builds); the loop over Packages/ means a layer added later
# joins without an edit here. `swift test --sanitize=…` may exit 0 although
# the sanitizer printed warnings, so the output is searched for the
# sanitizer's name as well. Builds go to a `.build-tsan` or `.build-asan`
# scratch folder, so the normal debug build is left alone.
#
# RAC_SANITIZE_FILTER (or RAC_TSAN_FILTER) narrows the run to a
# `swift test --filter` expression (for example `Stress|Concurrency`). The
# library has no suppressions (none was needed); any added later must be
# listed in Docs/Decisions.md with its reason.
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

sanitizer=${1:-}
case "$sanitizer" in
  thread)
    tool=ThreadSanitizer scratch=.build-tsan
    export TSAN_OPTIONS="halt_on_error=0 ${TSAN_OPTIONS:-}"
    ;;
  address)
    tool=AddressSanitizer scratch=.build-asan
    export ASAN_OPTIONS="detect_leaks=0:detect_stack_use_after_return=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    ;;
  *)
    echo "usage: Scripts/sanitize.sh thread|address [LAYER|root]..." >&2
    exit 2
    ;;
esac
shift
me="sanitize.sh $sanitizer"

targets=("$@")
default_filter=""
if [ $# -eq 0 ]; then
  targets=(root)
  names=()
  # Every test target of every layer: `<Layer>Tests`, and the others under
  # the layer's Tests/ (RACSubjects' RACSwift6Tests).
  for dir in Packages/*/Tests/*/; do names+=("$(basename "$dir")"); done
  for dir in Tests/*/; do names+=("$(basename "$dir")"); done
  default_filter="^($(IFS='|'; echo "${names[*]}"))\\."
  echo "$me: test targets: ${names[*]}"
fi

filter=()
custom_filter=${RAC_SANITIZE_FILTER:-${RAC_TSAN_FILTER:-}}
if [ -n "$custom_filter" ]; then
  filter=(--filter "$custom_filter")
elif [ -n "$default_filter" ]; then
  filter=(--filter "$default_filter")
fi

logdir=$(mktemp -d)
summaries=()
failed=0
for target in "${targets[@]}"; do
  if [ "$target" = root ]; then dir="$top"; else dir="$top/Packages/$target"; fi
  if [ ! -d "$dir" ]; then
    echo "$me: no layer named $target under Packages/" >&2
    exit 2
  fi
  echo "=== $target: swift test --sanitize=$sanitizer"
  log="$logdir/$target.log"
  start=$(date +%s)
  (cd "$dir" && swift test --sanitize="$sanitizer" --scratch-path "$scratch" ${filter[@]+"${filter[@]}"} 2>&1) > "$log"
  status=$?
  seconds=$(( $(date +%s) - start ))
  reports=$(grep -cE "(WARNING|ERROR): $tool" "$log" || true)
  mentions=$(grep -c "$tool" "$log" || true)
  count=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
  tail -n 3 "$log"
  if [ "$count" -eq 0 ]; then
    echo "$me: $target ran no test (filter: ${filter[*]:-none})" >&2
    status=1
  fi
  if [ "$status" -ne 0 ] || [ "$mentions" -gt 0 ]; then
    grep -A 30 -E "(WARNING|ERROR): $tool" "$log" | head -n 200
    # The failing tests and their recorded issues, so a CI log names them.
    grep -E "✘|recorded an issue|Fatal error|Precondition failed" "$log" | head -n 40
    grep -E "$tool" "$log" | sort | uniq -c | head -n 20
    summaries+=("$target: FAILED (exit $status, $reports sanitizer reports) after ${seconds}s; log $log")
    failed=1
  else
    summaries+=("$target: ok, $count tests, no sanitizer report, ${seconds}s")
  fi
done

echo
printf '%s\n' "${summaries[@]}"
exit $failed
