#!/usr/bin/env bash
# The project's test command (the README's).
#
#   Scripts/test.sh              check the manifests, then `swift test` in every
#                                layer (lowest first) and at the root
#   Scripts/test.sh RACSchedulers  test one layer (or `root`)
#
# Warnings are errors. Stops at the first failure. Prints one summary line per
# package, and a closing `N passed, N failed` line.
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

# The layers, lowest first. Every folder under Packages/ must be listed.
LAYERS=(RACDisposables RACSchedulers RACStreamCore RACTesting RACSignalOperators RACSubjects RACSequence RACCommand RACFoundation)

for dir in Packages/*/; do
  name=$(basename "$dir")
  case " ${LAYERS[*]} " in
    *" $name "*) ;;
    *) echo "test.sh: Packages/$name is not in the LAYERS list of Scripts/test.sh" >&2; exit 1 ;;
  esac
done

targets=()
if [ $# -gt 0 ]; then
  targets=("$@")
else
  for layer in "${LAYERS[@]}"; do
    [ -d "Packages/$layer" ] && targets+=("$layer")
  done
  targets+=(root)
  if ! Scripts/check-manifests.sh; then
    echo "test.sh: manifests disagree (see above)" >&2
    exit 1
  fi
fi

logdir=$(mktemp -d)
summaries=()
total_passed=0
total_failed=0

for target in "${targets[@]}"; do
  if [ "$target" = root ]; then
    dir="$top"
  else
    dir="$top/Packages/$target"
    if [ ! -d "$dir" ]; then
      echo "test.sh: no layer named $target under Packages/" >&2
      exit 2
    fi
  fi
  echo "=== $target: swift test"
  log="$logdir/$target.log"
  start=$(date +%s)
  (cd "$dir" && swift test -Xswiftc -warnings-as-errors 2>&1) | tee "$log"
  status=${PIPESTATUS[0]}
  seconds=$(( $(date +%s) - start ))

  # Swift Testing's closing line: "Test run with N tests in M suites passed/failed …"
  count=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -oE '[0-9]+' || true)
  count=${count:-0}
  issues=$(grep -oE 'failed after [0-9.]+ seconds with [0-9]+ issues?' "$log" | tail -1 | grep -oE '[0-9]+ issues?' | grep -oE '[0-9]+' || true)
  # Treat any compiler warning as a failure, even if swift test returned 0.
  if grep -qE '^[^ ]+\.swift:[0-9]+:[0-9]+: warning:' "$log"; then
    echo "test.sh: $target built with warnings" >&2
    status=1
  fi
  if [ "$status" -eq 0 ]; then
    summaries+=("$target: ok, $count tests in ${seconds}s")
    total_passed=$(( total_passed + count ))
  else
    summaries+=("$target: FAILED (exit $status${issues:+, $issues issues}) after ${seconds}s")
    total_failed=$(( total_failed + ${issues:-1} ))
    echo
    printf '%s\n' "${summaries[@]}"
    echo "tests: $total_passed passed, $total_failed failed"
    exit 1
  fi
done

echo
printf '%s\n' "${summaries[@]}"
echo "tests: $total_passed passed, $total_failed failed"
