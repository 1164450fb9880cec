#!/usr/bin/env bash
# Runs the tests under the thread sanitizer and fails on ANY report.
#
#   Scripts/tsan.sh                 one sanitized build of the root package,
#                                   running every test target of every folder
#                                   under Packages/ (`<Layer>Tests` and the
#                                   others under its Tests/) and every
#                                   cross-layer target under Tests/
#   Scripts/tsan.sh RACSubjects     one layer's own package (or `root`)
#
# The default builds once (a sanitized build per layer package would repeat
# the lower layers' builds); the loop over Packages/ means a layer added later
# joins without an edit here. `swift test --sanitize=thread` may exit 0
# although the sanitizer printed warnings, so the output is searched for
# "ThreadSanitizer" as well. Builds go to a `.build-tsan` scratch folder, so
# the normal debug build is left alone.
#
# RAC_TSAN_FILTER narrows the run to a `swift test --filter` expression (for
# example `Stress|Concurrency`). The library has no suppressions (none was
# needed); any added later must be listed in Docs/Decisions.md with its
# reason.
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

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
  echo "tsan.sh: test targets: ${names[*]}"
fi

filter=()
if [ -n "${RAC_TSAN_FILTER:-}" ]; then
  filter=(--filter "$RAC_TSAN_FILTER")
elif [ -n "$default_filter" ]; then
  filter=(--filter "$default_filter")
fi

logdir=$(mktemp -d)
summaries=()
failed=0
for target in "${targets[@]}"; do
  if [ "$target" = root ]; then dir="$top"; else dir="$top/Packages/$target"; fi
  if [ ! -d "$dir" ]; then
    echo "tsan.sh: no layer named $target under Packages/" >&2
    exit 2
  fi
  echo "=== $target: swift test --sanitize=thread"
  log="$logdir/$target.log"
  start=$(date +%s)
  (cd "$dir" && TSAN_OPTIONS="halt_on_error=0 ${TSAN_OPTIONS:-}" \
    swift test --sanitize=thread --scratch-path .build-tsan ${filter[@]+"${filter[@]}"} 2>&1) > "$log"
  status=$?
  seconds=$(( $(date +%s) - start ))
  reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
  mentions=$(grep -c "ThreadSanitizer" "$log" || true)
  count=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
  tail -n 3 "$log"
  if [ "$count" -eq 0 ]; then
    echo "tsan.sh: $target ran no test (filter: ${filter[*]:-none})" >&2
    status=1
  fi
  if [ "$status" -ne 0 ] || [ "$mentions" -gt 0 ]; then
    grep -A 30 "WARNING: ThreadSanitizer" "$log" | head -n 200
    # The failing tests and their recorded issues, so a CI log names them.
    grep -E "✘|recorded an issue|Fatal error|Precondition failed" "$log" | head -n 40
    grep -E "ThreadSanitizer" "$log" | sort | uniq -c | head -n 20
    summaries+=("$target: FAILED (exit $status, $reports sanitizer reports) after ${seconds}s; log $log")
    failed=1
  else
    summaries+=("$target: ok, $count tests, no sanitizer report, ${seconds}s")
  fi
done

echo
printf '%s\n' "${summaries[@]}"
exit $failed
