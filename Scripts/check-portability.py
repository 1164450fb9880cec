#!/usr/bin/env python3
"""The scanner of Scripts/check-portability.sh (see there): reads NUL-separated
Swift file paths on standard input."""
import re, sys

PLATFORM_MODULES = {"Glibc", "Musl", "Darwin", "Bionic", "Android", "WASILibc", "WinSDK",
                    "ucrt", "CRT", "ObjectiveC", "CoreFoundation", "UIKit", "AppKit", "os"}
DARWIN_ONLY = re.compile(r"\b(pthread_main_np|os_unfair_lock\w*|OSSpinLock\w*|mach_absolute_time|"
                         r"mach_timebase_info|objc_\w+|autoreleasepool)\b")
LINUX_ONLY = re.compile(r"\b(gettid|syscall\s*\(|futex\w*|epoll_\w+)")
MAIN_THREAD = re.compile(r"\bThread\.isMainThread\b|\bpthread_main_np\b")
PLATFORM_TEST = re.compile(r"canImport\((Darwin|Glibc|Musl|Bionic|Android|WASILibc|WinSDK|ucrt|CRT)\)|\bos\(")
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")

problems = []
files = [f for f in sys.stdin.read().split("\0") if f]
for path in files:
    path = path.removeprefix("./")
    library = re.match(r"^(\./)?(Packages/[^/]+/Sources|Sources)/", path) is not None
    stack = []  # one entry per open #if chain: {"conds": [...], "else": bool, "imports": [...], "line": n}
    in_block_comment = False
    with open(path, encoding="utf-8") as fh:
        for number, raw in enumerate(fh, 1):
            line = raw
            # Leave comments out (line comments, and block comments spanning lines).
            if in_block_comment:
                if "*/" in line:
                    line = line.split("*/", 1)[1]
                    in_block_comment = False
                else:
                    continue
            if "/*" in line and "*/" not in line.split("/*", 1)[1]:
                line = line.split("/*", 1)[0]
                in_block_comment = True
            code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//", 1)[0])
            stripped = code.strip()
            directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
            if directive:
                kind, cond = directive.group(1), directive.group(2).strip()
                if kind == "if":
                    stack.append({"conds": [cond], "else": False, "imports": [], "line": number})
                elif kind == "elseif" and stack:
                    stack[-1]["conds"].append(cond)
                elif kind == "else" and stack:
                    stack[-1]["else"] = True
                    stack[-1]["conds"].append("else")
                elif kind == "endif" and stack:
                    chain = stack.pop()
                    if chain["imports"] and not chain["else"]:
                        problems.append(f"{path}:{chain['line']}: the #if chain importing {', '.join(chain['imports'])} has no #else branch for the other platforms")
                continue
            platform_guarded = any(PLATFORM_TEST.search(c) for chain in stack for c in chain["conds"])
            m = IMPORT.match(code)
            if m and m.group(1) in PLATFORM_MODULES:
                module = m.group(1)
                if not stack or f"canImport({module})" not in stack[-1]["conds"][-1].replace(" ", ""):
                    problems.append(f"{path}:{number}: `import {module}` is not guarded by `#if canImport({module})`")
                else:
                    stack[-1]["imports"].append(module)
                continue
            for pattern, family in ((DARWIN_ONLY, "Darwin"), (LINUX_ONLY, "Linux")):
                hit = pattern.search(code)
                if hit and not platform_guarded:
                    problems.append(f"{path}:{number}: `{hit.group(0).strip()}` exists on {family} only; put it in a branch of `#if canImport(...)` with the other platforms written")
            hit = MAIN_THREAD.search(code)
            if library and hit and not platform_guarded:
                problems.append(f"{path}:{number}: `{hit.group(0)}` in the library: a main-queue block is not on the main thread under `swift test` on Linux (use RACSchedulers `_MainQueue`)")
    if stack:
        problems.append(f"{path}:{stack[-1]['line']}: unterminated #if")

for p in problems:
    print("check-portability: " + p)
if problems:
    print(f"check-portability: {len(problems)} problem(s) in {len(files)} Swift files")
    sys.exit(1)
print(f"check-portability: ok ({len(files)} Swift files; every platform import and API guarded)")
