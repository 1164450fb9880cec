#!/usr/bin/env python3
"""Plants faults in a layer's sources, one line at a time, and tells which
ones no test catches (Docs/Contracts.md, "Reliability": planted faults).

    Scripts/mutants.py LAYER [--file PATH]... [--also LAYER]... [--out FILE]
                             [--timeout SECONDS] [--list]

For each fault: the line is rewritten (a comparison or a boolean flipped, a
guard made `if false`, `removeFirst` made `removeLast`, a line that calls
something for its effect (`dispose()`, `sendNext(x)`, `remove(…)`, …) or
assigns a stored value deleted, …), the
layer's tests are built with warnings as errors and run, and the file is put
back. A fault that builds and passes every test of LAYER is run again with
the tests of each `--also` layer (those above it that test it too). Each
result is one line of FILE (default `mutants-LAYER.tsv`, tab-separated:
outcome, place, rewrite, the original line); a second run with the same FILE
skips the faults it holds, so an interrupted run goes on where it stopped.

Outcomes: `caught` (a test failed or the test process crashed), `caught-by
LAYER`, `timeout` (the tests did not finish within `--timeout`, 90 s by
default: a hang counts as caught), `unbuilt` (the fault does not compile;
not a fault at all) and `survived`. A survivor is either a missing test or a
rewrite no subscriber can tell apart (a flag that only picks a faster path);
Docs/Contracts.md lists the kinds left uncaught on purpose.

It rewrites the sources in place: run it in a clone of its own with a clean
tree (it refuses a dirty one), not where you work or build. A layer takes
from minutes (RACCommand) to hours (RACSignalOperators); CI does not run it.
`--list` prints the faults it would plant, and runs nothing.
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (pattern, replacement) pairs applied to the first match on a line.
REWRITES = [
    (r"if isDone \{ return \}", "if false { return }"),
    (r"if isDisposed \{ return \}", "if false { return }"),
    (r"guard !isDone else \{ return \}", "guard true else { return }"),
    (r" == ", " != "),
    (r" != ", " == "),
    (r" >= ", " > "),
    (r" <= ", " < "),
    (r" > ", " >= "),
    (r" < ", " <= "),
    (r" > 0\b", " > 1"),
    (r" && ", " || "),
    (r" \|\| ", " && "),
    (r"(?<![&])-= 1\b", "-= 2"),
    (r"(?<![&])\+= 1\b", "+= 2"),
    (r"&-= 1\b", "&-= 0"),
    (r"&\+= 1\b", "&+= 0"),
    (r" \+ 1\b", " + 2"),
    (r" - 1\b", " - 0"),
    (r"= true$", "= false"),
    (r"= false$", "= true"),
    (r"return true$", "return false"),
    (r"return false$", "return true"),
    (r"if !", "if "),
    (r"guard !", "guard "),
    (r"\bmin\(", "max("),
    (r"\bmax\(", "min("),
    (r"removeFirst\(\)", "removeLast()"),
    (r"\.first\b", ".last"),
    (r"\.last\b", ".first"),
]

# Lines deleted outright (replaced by `()`).
DELETIONS = [
    r"^\s*[A-Za-z_.]*\.?dispose\(\)\s*$",
    r"^\s*[A-Za-z_.]*sendCompleted\(\)\s*$",
    r"^\s*[A-Za-z_.]*sendNext\([A-Za-z_.]*\)\s*$",
    r"^\s*[A-Za-z_.]*sendError\([A-Za-z_.]*\)\s*$",
    r"^\s*[A-Za-z_.]*handOverSubscription\(\)\s*$",
    r"^\s*[A-Za-z_.]+\.remove\(.*\)\s*$",
    # Any other call made for its effect, and any assignment to a stored
    # value (`state.count += 1`, `done = true`).
    r"^\s*(try\s+)?[A-Za-z_][\w.?]*\(.*\)\s*$",
    r"^\s*[A-Za-z_][\w.\[\]]*\s*(=|\+=|-=|&\+=|&-=)\s*[^=].*$",
    # One stage of an operator chain written a stage per line (`.take(1)`).
    r"^\s*\.[A-Za-z_]\w*.*$",
]

# Lines no deletion is tried on: declarations and control flow (deleting
# them does not compile), and an initializer's `self.name = name` (every
# stored value must be set).
KEPT = re.compile(r"^\s*(let|var|case|return|guard|if|for|while|switch|defer|func|init|"
                  r"super\.init|self\.init)\b|^\s*self\.(\w+) = \2\s*$")

# Lines left alone: comments, imports, checks whose message a rewrite would
# only reword, string literals, and generic constraints (a rewrite there
# does not compile).
SKIPPED = re.compile(r'^\s*(//|\*|import |precondition|assert)|"|\bwhere\b')


def balanced(line):
    """Whether a line closes every bracket it opens (deleting it leaves the
    code around it whole)."""
    return all(line.count(a) == line.count(b) for a, b in ("()", "{}", "[]"))


def faults(path):
    """The faults of one file: (line number, original line, new line)."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, 1):
        if SKIPPED.search(line):
            continue
        for pattern, replacement in REWRITES:
            changed = re.sub(pattern, replacement, line, count=1)
            if changed != line:
                yield number, line, changed
        if (not KEPT.search(line) and balanced(line)
                and any(re.search(pattern, line) for pattern in DELETIONS)):
            yield number, line, re.match(r"\s*", line).group(0) + "()"


def layer_dir(layer):
    return TOP if layer == "root" else os.path.join(TOP, "Packages", layer)


def kill_leftovers(directory):
    """Test processes of this clone that outlived their run (exit tests and
    hung runs start processes of their own)."""
    subprocess.run(["pkill", "-9", "-f", re.escape(os.path.join(directory, ".build"))],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def test(layer, timeout):
    """Builds and runs LAYER's tests: `unbuilt`, `caught`, `timeout` or
    `survived`."""
    directory = layer_dir(layer)
    build = subprocess.run(
        ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"],
        cwd=directory, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if build.returncode != 0:
        return "unbuilt"
    run = subprocess.Popen(["swift", "test", "--skip-build"], cwd=directory,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           start_new_session=True)
    try:
        status = run.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(run.pid, signal.SIGKILL)
        run.wait()
        status = None
    kill_leftovers(directory)
    if status is None:
        return "timeout"
    return "survived" if status == 0 else "caught"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("layer", help="a folder of Packages/, or root")
    parser.add_argument("--file", action="append", default=[],
                        help="a source file to plant faults in (default: every file of the layer)")
    parser.add_argument("--also", action="append", default=[],
                        help="a layer whose tests also run for a fault that survived")
    parser.add_argument("--out", help="the results file (default: mutants-LAYER.tsv)")
    parser.add_argument("--timeout", type=float, default=90)
    parser.add_argument("--list", action="store_true", help="print the faults; run nothing")
    options = parser.parse_args()

    directory = layer_dir(options.layer)
    sources = os.path.join(directory, "Sources")
    files = options.file or sorted(
        os.path.join(root, name)
        for root, _, names in os.walk(sources) for name in names
        if name.endswith(".swift") and name not in ("Exports.swift", "ObjectiveCSpellings.swift"))
    planned = [(os.path.relpath(path, TOP), number, old, new)
               for path in files for number, old, new in faults(path)]
    if options.list:
        for path, number, old, new in planned:
            print(f"{path}:{number}\t{old.strip()}\t→ {new.strip()}")
        print(f"{len(planned)} faults", file=sys.stderr)
        return 0

    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                           cwd=TOP, capture_output=True, text=True).stdout
    if dirty.strip():
        print("mutants.py: the tree has changes; run it in a clean clone of its own", file=sys.stderr)
        return 2

    out = options.out or f"mutants-{options.layer}.tsv"
    done = set()
    if os.path.exists(out):
        with open(out, encoding="utf-8") as handle:
            for line in handle:
                fields = line.rstrip("\n").split("\t")
                if len(fields) >= 3:
                    done.add((fields[1], fields[2]))

    counts = {}
    with open(out, "a", encoding="utf-8") as results:
        for path, number, old, new in planned:
            place, rewrite = f"{path}:{number}", new.strip()
            if (place, rewrite) in done:
                continue
            full = os.path.join(TOP, path)
            with open(full, encoding="utf-8") as handle:
                original = handle.read()
            lines = original.split("\n")
            lines[number - 1] = new
            # A second apart, so that the build sees the rewrite as newer
            # than its last product however coarse the file times are.
            time.sleep(1.2)
            try:
                with open(full, "w", encoding="utf-8") as handle:
                    handle.write("\n".join(lines))
                outcome = test(options.layer, options.timeout)
                if outcome == "survived":
                    for layer in options.also:
                        if test(layer, options.timeout) in ("caught", "timeout"):
                            outcome = f"caught-by {layer}"
                            break
            finally:
                with open(full, "w", encoding="utf-8") as handle:
                    handle.write(original)
            counts[outcome.split(" ")[0]] = counts.get(outcome.split(" ")[0], 0) + 1
            results.write(f"{outcome}\t{place}\t{rewrite}\t{old.strip()}\n")
            results.flush()
            print(f"{outcome:<10} {place}  {rewrite}", flush=True)

    summary = ", ".join(f"{count} {outcome}" for outcome, count in sorted(counts.items()))
    print(f"mutants.py: {summary or 'nothing new to run'} (all results in {out})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
