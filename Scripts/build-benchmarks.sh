#!/usr/bin/env bash
# Builds the benchmark package (Benchmarks/, debug by default; extra arguments
# go to `swift build`), to see quickly whether the workloads still compile.
# It runs no benchmark: timing belongs to Scripts/bench.sh on a quiet machine,
# never to CI. CI builds the package in release mode through
# Scripts/check-mallocs.sh, which also checks the allocation ceilings.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
swift build "$@"
