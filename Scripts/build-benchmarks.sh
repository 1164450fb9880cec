#!/usr/bin/env bash
# Builds the benchmark package (Benchmarks/, debug by default; extra arguments
# go to `swift build`) so that CI notices when the library's API moves under
# the workloads. It runs no benchmark: timing belongs to Scripts/bench.sh on a
# quiet machine, never to CI.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
swift build "$@"
