#!/usr/bin/env python3
"""Generates and checks Docs/PortingMap.md: every ReactiveCocoa 2.5 selector
of the seeds -> its Swift spelling -> layer -> where it is defined.

    Scripts/porting-map.py            write Docs/PortingMap.md
    Scripts/porting-map.py --check    fail when the map is stale, when a
                                      public operator has no
                                      `- Note: ReactiveCocoa 2.x:` line, when
                                      a selector of Docs/RACSelectors.txt is
                                      neither named by a note nor a gap, or
                                      when a link of the map is broken (see
                                      check_links)

The map is built from the sources' doc comments: each public declaration's
`- Note: ReactiveCocoa 2.x:` line names the RAC selectors it stands for
(`-[RACSignal retry:]`, `+[RACStream zip:]`, `RACSubject`, or a bare
`-selector:` that takes its class from the note's previous selector or from
the enclosing type).
"""
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SELECTORS = os.path.join(TOP, "Docs", "RACSelectors.txt")
MAP = os.path.join(TOP, "Docs", "PortingMap.md")
# RACTesting is Swift-only test support: it has no RAC counterpart.
SKIP_LAYERS = {"RACTesting"}
OPERATOR_TYPES = {"RACSignal", "RACStream", "RACSequence"}

TYPE_RE = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|final|private|fileprivate)\s+)*"
    r"(extension|class|struct|enum|protocol|actor)\s+(\w+)")
DECL_RE = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:static|class|final|override|convenience|required|mutating|nonisolated)\s+)*"
    r"(func|var|let|init|subscript|class|struct|enum|protocol|typealias|case|associatedtype)\b\s*([^\s(<:=]*)")
# Requirements of a public protocol carry no access modifier.
REQUIREMENT_RE = re.compile(
    r"^\s+(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:static|mutating)\s+)*"
    r"(func|var|init|subscript|associatedtype)\b\s*([^\s(<:=]*)")
TOKEN_RE = re.compile(r"`([^`]+)`")
SELECTOR_RE = re.compile(r"^([-+])\[(\w+)(?:\s*\([^)]*\))?\s+([\w:]+)\]$")
BARE_RE = re.compile(r"^([-+])([\w:]+)$")
PROPERTY_RE = re.compile(r"^(RAC\w+)\.(\w+)$")
CLASS_RE = re.compile(r"^(RAC\w+|NS\w+)$")


def layers():
    root = os.path.join(TOP, "Packages")
    for name in sorted(os.listdir(root)):
        if name in SKIP_LAYERS:
            continue
        sources = os.path.join(root, name, "Sources", name)
        if os.path.isdir(sources):
            yield name, sources


def swift_files(directory):
    for base, _, files in os.walk(directory):
        for file in sorted(files):
            if file.endswith(".swift"):
                yield os.path.join(base, file)


def split_params(text):
    depth, current, params = 0, "", []
    for ch in text:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == "," and depth == 0:
            params.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        params.append(current)
    return params


def spelling(kind, name, decl_text):
    """The Swift spelling of a declaration: `retry(_:)`, `name`, `init(_:)`."""
    if kind in ("var", "let", "case", "class", "struct", "enum", "protocol", "typealias", "associatedtype"):
        return name.strip("`")
    start = decl_text.find("(", decl_text.find(name) + len(name) if name else decl_text.find("init"))
    if start < 0:
        return name or kind
    depth, end = 0, start
    for i in range(start, len(decl_text)):
        if decl_text[i] == "(":
            depth += 1
        elif decl_text[i] == ")":
            depth -= 1
            if depth == 0:
                end = i
                break
    labels = []
    operator = bool(name) and not (name[0].isalpha() or name[0] in "_`")
    for param in split_params(decl_text[start + 1:end].replace("->", "\u2192")):
        head = param.split(":")[0].strip().split()
        if head:
            # An operator's parameters have no argument labels.
            labels.append("_:" if operator else head[0] + ":")
    name = name.strip("`")
    base = "init" if kind == "init" else ("subscript" if kind == "subscript" else name)
    return "%s(%s)" % (base, "".join(labels))


def is_async(name, decl_text):
    """Whether a function's own effects (after its parameter list) include
    `async`: a blocking and an `async` overload share a Swift name, and the
    map shows both, each with its own file."""
    start = decl_text.find("(", decl_text.find(name) + len(name))
    if start < 0:
        return False
    depth = 0
    for i in range(start, len(decl_text)):
        if decl_text[i] == "(":
            depth += 1
        elif decl_text[i] == ")":
            depth -= 1
            if depth == 0:
                return re.match(r"\s*(?:async|throws\s+async|rethrows\s+async)\b", decl_text[i + 1:]) is not None
    return False


def note_tokens(doc_lines):
    """The backticked selectors of the doc comment's RAC note, if it has one."""
    text, inside = "", False
    for line in doc_lines:
        body = line.strip()[3:].strip()
        if body.startswith("- Note: ReactiveCocoa 2.x:"):
            inside = True
            text = body[len("- Note: ReactiveCocoa 2.x:"):]
            continue
        if inside:
            if body.startswith("- ") or body == "":
                break
            text += " " + body
    if not inside:
        return None
    return TOKEN_RE.findall(text)


def normalize(tokens, enclosing):
    """Turns a note's tokens into selector keys such as `-[RACSignal retry:]`."""
    keys, last_class = [], None
    for token in tokens:
        token = token.strip()
        m = SELECTOR_RE.match(token)
        if m:
            last_class = m.group(2)
            keys.append("%s[%s %s]" % (m.group(1), m.group(2), m.group(3)))
            continue
        m = BARE_RE.match(token)
        if m:
            cls = last_class or enclosing
            keys.append("%s[%s %s]" % (m.group(1), cls, m.group(2)))
            continue
        m = PROPERTY_RE.match(token)
        if m:
            last_class = m.group(1)
            keys.append("-[%s %s]" % (m.group(1), m.group(2)))
            continue
        m = CLASS_RE.match(token)
        if m:
            last_class = token
            keys.append(token)
    return keys


def scan():
    """Yields one record per public declaration of the library layers."""
    for layer, sources in layers():
        for path in swift_files(sources):
            lines = open(path, encoding="utf-8").read().split("\n")
            enclosing, enclosing_kind, doc, attrs = None, None, [], []
            for index, line in enumerate(lines):
                stripped = line.strip()
                if stripped.startswith("///"):
                    doc.append(line)
                    continue
                if stripped.startswith("@") and not DECL_RE.match(line):
                    attrs.append(stripped)
                    continue
                if not line.startswith((" ", "\t")):
                    t = TYPE_RE.match(line)
                    if t:
                        enclosing, enclosing_kind = t.group(2), t.group(1)
                d = DECL_RE.match(line)
                if not d and enclosing_kind == "protocol" and line.startswith((" ", "\t")):
                    d = REQUIREMENT_RE.match(line)
                # The unavailable Objective-C spellings (Scripts/objc-spellings.py)
                # are generated from the map, not part of it.
                unavailable = (any(a.startswith("@available(*, unavailable") for a in attrs)
                               or "@available(*, unavailable" in line)
                if d and not unavailable and not (d.group(2) or "").startswith("_"):
                    kind, name = d.group(1), d.group(2)
                    if kind == "func" and not name:
                        # An operator function (`static func ==`): its name
                        # is made of the characters the name pattern stops at.
                        op = re.search(r"\bfunc\s+([^\s(<]+)", line)
                        name = op.group(1) if op else name
                    decl = " ".join(l.strip() for l in lines[index:index + 12])
                    decl = decl.split("{")[0]
                    nested_type = kind in ("class", "struct", "enum", "protocol") and not line.startswith((" ", "\t"))
                    owner = name if nested_type else enclosing
                    yield {
                        "async": kind == "func" and is_async(name, decl),
                        "layer": layer,
                        "path": os.path.relpath(path, TOP),
                        "line": index + 1,
                        "kind": kind,
                        "owner": owner,
                        "enclosing": enclosing,
                        "static": bool(re.search(r"\b(static|class)\s+(func|var|let)", line)),
                        "swift": (name if nested_type else spelling(kind, name, decl)),
                        "decl": decl,
                        "tokens": note_tokens(doc),
                        "disfavored": any(a.startswith("@_disfavoredOverload") for a in attrs)
                        or "@_disfavoredOverload" in line,
                    }
                if stripped:
                    doc, attrs = [], []


def is_operator(record):
    # A disfavored overload is the generic form of an operator documented
    # (with its note) on its concrete form.
    if record["kind"] != "func" or record["enclosing"] not in OPERATOR_TYPES or record["disfavored"]:
        return False
    returns = record["decl"].split("->")[-1] if "->" in record["decl"] else ""
    return bool(re.search(r"\b(RACSignal|RACSequence|Concrete|Self|R)\b", returns))


def read_selectors():
    entries = []
    for raw in open(SELECTORS, encoding="utf-8"):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if "  gap: " in line:
            selector, reason = line.split("  gap: ", 1)
            entries.append((selector.strip(), reason.strip()))
        else:
            entries.append((line, None))
    return entries


def swift_name(record):
    owner = record["owner"]
    if record["kind"] in ("class", "struct", "enum", "protocol") and record["swift"] == owner:
        return owner
    return "%s.%s%s" % (owner, record["swift"], " async" if record.get("async") else "")


LINK_RE = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")
CODE_RE = re.compile(r"`([^`]+)`")


def check_links(text, records):
    """Checks every link of the map mechanically.

    Every Markdown link must resolve (relative to Docs/) to a file of the
    repository; a `#Lnn` anchor must name a line of that file. In a row of
    the selector table, the n-th link is the file of the n-th Swift name, so
    the row must have as many links as names, each link's text must be its
    file's name, and the linked file must declare that Swift name (a public
    declaration whose owner and spelling, `async` included, are the row's).
    The map links files, not lines: line numbers went stale with every edit
    above them; so "declares" is checked in the file, by the same reading of
    the sources that makes the map, not at a line.
    """
    problems = []
    declared = {}
    for record in records:
        declared.setdefault(record["path"], set()).add(swift_name(record))
    docs = os.path.join(TOP, "Docs")
    for number, line in enumerate(text.split("\n"), start=1):
        links = LINK_RE.findall(line)
        for label, target in links:
            if re.match(r"^[a-z]+:", target):
                continue  # an external address: not checked offline
            path, _, anchor = target.partition("#")
            full = os.path.normpath(os.path.join(docs, path))
            if not full.startswith(TOP + os.sep) or not os.path.isfile(full):
                problems.append("Docs/PortingMap.md:%d: link %s does not resolve to a file of the repository"
                                % (number, target))
                continue
            if anchor:
                m = re.match(r"^L(\d+)$", anchor)
                count = len(open(full, encoding="utf-8").read().split("\n"))
                if not m or not 1 <= int(m.group(1)) <= count:
                    problems.append("Docs/PortingMap.md:%d: link %s names no line of %s"
                                    % (number, target, os.path.relpath(full, TOP)))
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("| `") else []
        if len(cells) != 4 or not links:
            continue
        names = CODE_RE.findall(cells[1])
        targets = LINK_RE.findall(cells[3])
        if len(names) != len(targets):
            problems.append("Docs/PortingMap.md:%d: %d Swift name(s) but %d link(s)" % (number, len(names), len(targets)))
            continue
        for name, (label, target) in zip(names, targets):
            rel = os.path.relpath(os.path.normpath(os.path.join(docs, target.partition("#")[0])), TOP)
            if label != os.path.basename(rel):
                problems.append("Docs/PortingMap.md:%d: link text %s is not the name of %s" % (number, label, rel))
            if name not in declared.get(rel, set()):
                problems.append("Docs/PortingMap.md:%d: %s does not declare %s (row %s)"
                                % (number, rel, name, cells[0]))
    return problems


def call_form(record):
    """How a function takes its streams when a spelling has two shapes:
    "one argument per signal" (a parameter pack), "an array", or ""."""
    decl = record["decl"]
    start = decl.find("(")
    if record["kind"] != "func" or start < 0:
        return ""
    first = decl[start + 1:].split(",")[0]
    type_text = first.split(":", 1)[1].strip() if ":" in first else ""
    if type_text.startswith("repeat "):
        return "one argument per stream"
    if type_text.startswith("["):
        return "an array"
    return ""


def render(records, entries):
    by_selector = {}
    for record in records:
        for key in normalize(record["tokens"] or [], record["enclosing"] or ""):
            by_selector.setdefault(key, []).append(record)
    known = {selector for selector, _ in entries}
    out = [
        "# Porting map: ReactiveCocoa 2.5 → swift-rac",
        "",
        "<!-- Generated by Scripts/porting-map.py from the sources' `- Note: ReactiveCocoa 2.x:`",
        "     lines and Docs/RACSelectors.txt; do not edit by hand. -->",
        "",
        "Every public selector of ReactiveCocoa 2.5 that the specification covers, with its",
        "Swift spelling (as Swift's Objective-C importer would spell it: `-deliverOn:` is",
        "`deliver(on:)`), the layer that defines it (one `import` of that layer or of any",
        "layer above it brings it), and where it is defined. Deliberate gaps are at the end;",
        "behavioural differences are in [Decisions.md](Decisions.md).",
        "",
        "| ReactiveCocoa 2.5 | Swift | layer | reference |",
        "| --- | --- | --- | --- |",
    ]
    gaps = []
    for selector, reason in entries:
        if reason is not None:
            gaps.append((selector, reason))
            continue
        found = by_selector.get(selector, [])
        if not found:
            out.append("| `%s` | **missing** | | |" % selector)
            continue
        seen, swift, where = set(), [], []
        forms = {}
        for record in found:
            forms.setdefault(swift_name(record), set()).add(call_form(record))
        for record in found:
            name = swift_name(record)
            form = call_form(record)
            if (name, form) in seen:
                continue
            seen.add((name, form))
            # One Swift spelling for two call shapes (an array of signals,
            # and one argument per signal): say which is which.
            hint = " (%s)" % form if form and len(forms[name]) > 1 else ""
            swift.append("`%s`%s" % (name, hint))
            # The file, not the line: a line number would go stale with every
            # edit above it, and the check would fail on unrelated changes.
            where.append("[%s](../%s)" % (os.path.basename(record["path"]), record["path"]))
        layers_ = sorted({r["layer"] for r in found})
        out.append("| `%s` | %s | %s | %s |" % (selector, "<br>".join(swift), ", ".join(layers_), "<br>".join(where)))
    extras = sorted(k for k in by_selector if k not in known)
    if extras:
        out += ["", "## Other ReactiveCocoa names the sources mention", "",
                "| ReactiveCocoa 2.5 | Swift | layer |", "| --- | --- | --- |"]
        for key in extras:
            records = by_selector[key]
            names = sorted({swift_name(r) for r in records})
            out.append("| `%s` | %s | %s |" % (key, "<br>".join("`%s`" % n for n in names),
                                             ", ".join(sorted({r["layer"] for r in records}))))
    out += ["", "## Deliberate gaps", "", "| ReactiveCocoa 2.5 | why it has no Swift counterpart |", "| --- | --- |"]
    for selector, reason in gaps:
        out.append("| `%s` | %s |" % (selector, reason))
    return "\n".join(out) + "\n", by_selector


def main():
    check = "--check" in sys.argv[1:]
    records = list(scan())
    entries = read_selectors()
    text, by_selector = render(records, entries)
    problems = []
    for record in records:
        if is_operator(record) and not record["tokens"]:
            problems.append("%s:%d: public operator %s has no `- Note: ReactiveCocoa 2.x:` line naming its selector"
                            % (record["path"], record["line"], swift_name(record)))
    for selector, reason in entries:
        if reason is None and selector not in by_selector:
            problems.append("Docs/RACSelectors.txt: %s is named by no `- Note: ReactiveCocoa 2.x:` line (and is not a gap)"
                            % selector)
    if check:
        current = open(MAP, encoding="utf-8").read() if os.path.exists(MAP) else ""
        if current != text:
            problems.append("Docs/PortingMap.md is stale: run Scripts/porting-map.py")
        # The map on disk, as committed: its links must hold even when it is
        # stale (a hand edit, or a file moved since it was generated).
        problems += check_links(current, records)
        if problems:
            print("porting-map: %d problem(s):" % len(problems))
            for problem in problems:
                print("  - " + problem)
            sys.exit(1)
        print("porting-map: ok (%d selectors, %d gaps, %d links checked)" % (
            sum(1 for _, r in entries if r is None), sum(1 for _, r in entries if r is not None),
            len(LINK_RE.findall(current))))
        return
    with open(MAP, "w", encoding="utf-8") as handle:
        handle.write(text)
    print("porting-map: wrote Docs/PortingMap.md (%d problem(s) a --check would report)" % len(problems))
    for problem in problems[:40]:
        print("  - " + problem)


if __name__ == "__main__":
    main()
