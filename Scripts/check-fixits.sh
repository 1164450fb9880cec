#!/usr/bin/env bash
# The compile-failure test of the unavailable Objective-C spellings
# (Scripts/objc-spellings.py): type-checks Tests/FixIts/*.swift against the
# root package's debug modules (the build of Scripts/test.sh and
# Scripts/check-api.sh, reused) and fails unless the compiler reports exactly
# the errors each file announces, one `// expected-error: <message>` comment
# on the line before the code that must fail, and nothing else. Also fails
# when the compiler crashes.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! swift build --target RAC -Xswiftc -warnings-as-errors >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  echo "check-fixits: the build failed" >&2
  exit 2
fi
bin=$(swift build --show-bin-path)
modules_dir="$bin/Modules"
[ -d "$modules_dir" ] || modules_dir="$bin"
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

status=0
for file in Tests/FixIts/*.swift; do
  set +e
  swiftc -typecheck -swift-version 6 -I "$modules_dir" ${sdk[@]+"${sdk[@]}"} \
    -diagnostic-style llvm "$file" >"$work/out.txt" 2>&1
  code=$?
  set -e
  if python3 - "$file" "$work/out.txt" "$code" <<'PY'
import re, sys
path, out, code = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = open(path, encoding="utf-8").read().split("\n")
expected = set()
for number, line in enumerate(lines, start=1):
    m = re.match(r"^\s*// expected-error: (.*)$", line)
    if m:
        expected.add((number + 1, m.group(1).strip()))
text = open(out, encoding="utf-8").read()
got = set()
for m in re.finditer(r"^[^\n]*?%s:(\d+):\d+: error: (.*)$" % re.escape(path.split("/")[-1]), text, re.MULTILINE):
    got.add((int(m.group(1)), m.group(2).strip()))
problems = []
if code not in (0, 1) or "please submit a bug report" in text or "Stack dump" in text:
    problems.append("the compiler crashed (exit %d)" % code)
for line, message in sorted(expected - got):
    problems.append("%s:%d: expected error not reported: %s" % (path, line, message))
for line, message in sorted(got - expected):
    problems.append("%s:%d: unexpected error: %s" % (path, line, message))
if problems:
    print("\n".join(problems))
    print("--- compiler output ---")
    print(text)
    sys.exit(1)
print("check-fixits: %s: %d expected errors, as announced" % (path, len(expected)))
PY
  then :; else status=1; fi
done
exit $status
