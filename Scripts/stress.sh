#!/usr/bin/env bash
# The grammar harness at scale: generated timelines against every registered
# operator (Tests/RACGrammarTests), 1,000,000 in total by default, with a
# report per operator and the total.
#
#   Scripts/stress.sh                      1,000,000 timelines
#   RAC_GRAMMAR_TOTAL=5000000 Scripts/stress.sh
#
# Fails when any timeline breaks the grammar (next* (error|completed)?,
# nothing after a terminal event or after dispose() returned), leaves an
# upstream subscription undisposed, or leaves an object alive.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

total=${RAC_GRAMMAR_TOTAL:-1000000}
log=$(mktemp)
start=$(date +%s)
RAC_GRAMMAR_TOTAL=$total swift test --filter 'RACGrammarTests\.GrammarTests/timelines' 2>&1 | tee "$log" \
  | grep -E "^grammar: |✘|error:" || true
status=${PIPESTATUS[0]}
seconds=$(( $(date +%s) - start ))

echo
echo "| operator | timelines | violations |"
echo "| --- | ---: | ---: |"
grep -E "^grammar: " "$log" | sed -E 's/^grammar: (.*): ([0-9]+) timelines, ([0-9]+) violations$/| `\1` | \2 | \3 |/' | sort
timelines=$(grep -E "^grammar: " "$log" | sed -E 's/.*: ([0-9]+) timelines, .*/\1/' | awk '{ s += $1 } END { print s + 0 }')
violations=$(grep -E "^grammar: " "$log" | sed -E 's/.*timelines, ([0-9]+) violations/\1/' | awk '{ s += $1 } END { print s + 0 }')
operators=$(grep -cE "^grammar: " "$log")
echo
echo "stress.sh: $operators operators, ${timelines:-0} timelines, ${violations:-0} violations, ${seconds}s"
if [ "$status" -ne 0 ] || [ "${violations:-1}" -ne 0 ] || [ "${timelines:-0}" -lt "$total" ]; then
  echo "stress.sh: FAILED (exit $status)" >&2
  exit 1
fi
