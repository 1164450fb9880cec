#!/usr/bin/env bash
# The formatter check: every Swift file git tracks is formatted as the
# committed `.swift-format` says (swift-format, which the toolchain ships as
# `swift format`). Fails on any finding, with the file and line.
#
#   Scripts/check-format.sh          check (what .ci/run runs; a few seconds)
#   Scripts/check-format.sh --fix    rewrite the files in place, then check
#
# Generated files (each layer's ObjectiveCSpellings.swift) open with
# `// swift-format-ignore-file`: their generator's `--check` keeps them
# current, and formatting them by hand would make that check fail.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.swift')
if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place --parallel "${files[@]}"
elif [ $# -gt 0 ]; then
  echo "usage: Scripts/check-format.sh [--fix]" >&2
  exit 2
fi
if ! swift format lint --strict --parallel "${files[@]}"; then
  echo "check-format.sh: the files above are not formatted as .swift-format says; Scripts/check-format.sh --fix rewrites them" >&2
  exit 1
fi
echo "check-format.sh: ${#files[@]} Swift files formatted as .swift-format says"
