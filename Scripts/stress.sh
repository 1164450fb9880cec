#!/usr/bin/env bash
# The grammar harness at scale: generated timelines against every registered
# operator (Tests/RACGrammarTests), 1,000,000 in total by default, with a
# report per operator and the total. Half of each operator's timelines are
# asynchronous, a quarter partly and a quarter wholly synchronous (sources
# sending during `subscribe`; see GrammarSynchrony in GrammarHarness.swift).
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
echo "| operator | timelines | asynchronous | partly synchronous | wholly synchronous | violations |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
pattern='^grammar: (.*): ([0-9]+) timelines, ([0-9]+) violations \(([0-9]+) asynchronous, ([0-9]+) partlySynchronous, ([0-9]+) whollySynchronous\)$'
grep -E "^grammar: " "$log" | sed -E "s/$pattern/| \`\\1\` | \\2 | \\4 | \\5 | \\6 | \\3 |/" | sort
sum() { grep -E "^grammar: " "$log" | sed -E "s/$pattern/\\$1/" | awk '{ s += $1 } END { print s + 0 }'; }
timelines=$(sum 2)
violations=$(sum 3)
asynchronous=$(sum 4)
partly=$(sum 5)
wholly=$(sum 6)
operators=$(grep -cE "^grammar: " "$log")
echo
echo "stress.sh: $operators operators, ${timelines:-0} timelines ($asynchronous asynchronous, $partly partly synchronous, $wholly wholly synchronous), ${violations:-0} violations, ${seconds}s"
if [ "$status" -ne 0 ] || [ "${violations:-1}" -ne 0 ] || [ "${timelines:-0}" -lt "$total" ]; then
  echo "stress.sh: FAILED (exit $status)" >&2
  exit 1
fi
