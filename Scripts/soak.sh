#!/usr/bin/env bash
# The soak run: a release-built, randomised, seeded workload against the
# library (Benchmarks/Sources/rac-soak). Several threads send into subjects
# (RACSubject, RACReplaySubject, RACBehaviorSubject; each ends now and then
# and is replaced) while the others build random chains of 2–6 operators of
# every family (transform, filter, take/skip, combine, higher-order, side
# effects, time operators on real background schedulers with tiny
# intervals, threading, multicast) on those subjects and on cold synchronous
# signals, subscribe, and dispose at random moments: at once, later, from
# inside their own callback, from another thread. Builder threads also
# execute random commands (RACCommand on background and immediate
# schedulers, concurrent or not, replaced — released — at random) and
# subscribe to their signals, and chains run on notifications that the
# sender threads post at random (NotificationCenter.rac_addObserver); at the
# end every command must have stopped executing, and every released command
# must be gone.
#
# Checks for every subscription: the grammar next* (error|completed)?; no
# callback starts after dispose() returned (one already in flight on another
# thread is allowed, none after a disposal made inside a callback);
# callbacks never overlap; a deterministic chain (a cold synchronous source
# through operators with a model) delivers exactly its model's events. A
# disposed subscription's subscriber and an object its chain's blocks
# capture must be released within a grace period (10 s); resident memory
# (/proc/self/statm, after malloc_trim) is sampled after a warm-up and the
# median of the last quarter must not exceed the second quarter's by more
# than max(8 MiB, 15 %).
# Prints one summary line and exits non-zero on any violation, leak or
# steady growth (the first violations go to standard error).
#
#   Scripts/soak.sh [--seconds N] [--threads T] [--seed S] [--without op1,op2] [--verbose]
#   Scripts/soak.sh --self-test     each check shown failing on a faulty signal
#
#   Scripts/soak.sh --seconds 60 --threads 8 --seed 22      what CI runs
#   Scripts/soak.sh --seconds 600 --threads 8 --seed 22     the 10-minute run
#
# The defaults are 60 s, 8 threads, seed 42. A run is reproducible from its
# seed as far as thread interleaving allows (each thread's generator is
# seeded from the seed and its index). `--without catch,switchToLatest`
# leaves out the operators whose name contains one of those words (to look
# past a known defect); `--verbose` prints resident memory every 5 s.
#
# Builds the benchmark package's `rac-soak` product in release mode
# (incrementally: CI's Scripts/check-mallocs.sh has built the package just
# before).
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
swift build -c release --product rac-soak >&2
bin=$(swift build -c release --show-bin-path)
exec "$bin/rac-soak" "$@"
