#!/usr/bin/env bash
# Runs the tests under the address sanitizer and fails on any report:
# Scripts/sanitize.sh address, which says what it runs and how.
#
#   Scripts/asan.sh                 every layer's tests and the root's, one build
#   Scripts/asan.sh RACSubjects     one layer's own package (or `root`)
exec "$(dirname "$0")/sanitize.sh" address "$@"
