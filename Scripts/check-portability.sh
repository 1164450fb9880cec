#!/usr/bin/env bash
# The portability check: every platform-specific import and API in the
# repository's Swift files sits behind a compile-time platform condition,
# with a branch for the other platforms written out.
#
#   Scripts/check-portability.sh [PATH…]     (default: the whole repository)
#
# Fails (exit 1), naming file and line, on:
#   1. an `import` of a platform module (Glibc, Musl, Darwin, Bionic,
#      Android, WASILibc, WinSDK, ucrt, CRT, ObjectiveC, CoreFoundation,
#      UIKit, AppKit, os) that is not inside an `#if`/`#elseif` branch whose
#      condition is `canImport(<that module>)`;
#   2. an `#if` chain holding such an import without an `#else` branch (the
#      other platforms' branch: another way, or an `#error` naming what the
#      code needs);
#   3. a use of an API that exists on one platform family only — Darwin's
#      `pthread_main_np`, `os_unfair_lock`, `OSSpinLock`, `mach_absolute_time`,
#      `mach_timebase_info`, `objc_`…, `autoreleasepool`; Linux's `gettid`,
#      `syscall(`, `futex`, `epoll_` — outside a branch of a chain that tests
#      the platform (`canImport(Darwin)`, `canImport(Glibc)`, `canImport(Musl)`,
#      `os(…)`);
#   4. in the library's sources (Packages/*/Sources, Sources/), the
#      main-thread test `Thread.isMainThread` or `pthread_main_np` outside
#      such a branch: on Linux a main-queue block run under `swift test` is
#      not on the main thread, so the library recognises the main queue by a
#      queue-specific key instead (RACSchedulers' `_MainQueue`).
# `Foundation` and `Dispatch` are not platform modules: both exist on every
# platform the library supports (swift-corelibs on Linux).
#
# CI builds on Linux only, so the Darwin branches are compiled only on Apple
# platforms; this check keeps them written and guarded. Fast (a text scan).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

if [ $# -eq 0 ]; then set -- .; fi
find "$@" \( -name '.build*' -o -name '.swiftpm' -o -name '.git' \) -prune -o -name '*.swift' -print0 | sort -z \
  | python3 Scripts/check-portability.py
