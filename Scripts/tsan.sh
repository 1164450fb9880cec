#!/usr/bin/env bash
# Runs the tests under the thread sanitizer and fails on any report:
# Scripts/sanitize.sh thread, which says what it runs and how.
#
#   Scripts/tsan.sh                 every layer's tests and the root's, one build
#   Scripts/tsan.sh RACSubjects     one layer's own package (or `root`)
exec "$(dirname "$0")/sanitize.sh" thread "$@"
