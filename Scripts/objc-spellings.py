#!/usr/bin/env python3
"""Generates and checks the unavailable Objective-C spellings: for every row
of Docs/PortingMap.md whose Swift name differs from the selector's literal
spelling (`-deliverOn:` typed as `deliverOn(_:)`, `+mainThreadScheduler` as
`mainThreadScheduler`), a declaration with that literal spelling, marked
`@available(*, unavailable, renamed: "<Swift name>")`, so that the compiler
answers a porter's `signal.deliverOn(scheduler)` with
"'deliverOn' has been renamed to 'deliver(on:)'" and a fix-it.

    Scripts/objc-spellings.py            write Packages/<Layer>/Sources/<Layer>/ObjectiveCSpellings.swift
    Scripts/objc-spellings.py --check    fail when a generated file is stale or missing
    Scripts/objc-spellings.py --list     print the spellings (selector, stub, renamed)

The map is the one source of truth: each row's selector gives the literal
spelling, each of its Swift names (and the file the map links for it) the
declaration whose parameter types, generic signature, effects and result the
stub copies, so that arguments, trailing closures and the chain after the
call type-check and the first error is the rename. A stub goes into the
layer and onto the type that declares its Swift name.

A selector is left out when the literal spelling is already a Swift name of
the same type (`flattenMap(_:)`, `createSignal(_:)`), when its arity differs
from the Swift declaration's (after dropping defaulted parameters), or when
the Swift name is not a member (a type, an operator).

Unconditionally unavailable declarations are left out of symbol graphs, so
they are in neither the documentation nor the API baseline; SourceKit-LSP's
code completion does not offer them either (Swift 6.3: completing
`signal.deliv` offers `deliver(on:)` and `deliverOnMainThread()` only). Scripts/check-fixits.sh type-checks a
snippet of Objective-C spellings against the built modules and checks the
fix-it messages.
"""
import importlib.util
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAP = os.path.join(TOP, "Docs", "PortingMap.md")
FILE_NAME = "ObjectiveCSpellings.swift"

_spec = importlib.util.spec_from_file_location("porting_map", os.path.join(TOP, "Scripts", "porting-map.py"))
porting_map = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(porting_map)

ROW_RE = re.compile(r"^\| `([^`]+)` \| (.*?) \| ([^|]*) \| (.*) \|$")
LINK_RE = re.compile(r"\[[^\]]*\]\(\.\./([^)\s#]+)")
SELECTOR_RE = re.compile(r"^([-+])\[(\w+)(?:\s*\([^)]*\))?\s+([\w:]+)\]$")
HEADER_RE = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|final)\s+)*"
                       r"(extension|class|struct|enum|protocol)\s+(\w+)")


def map_rows():
    """(selector, [(Swift name, path)]) for every row of the map's table."""
    for line in open(MAP, encoding="utf-8"):
        m = ROW_RE.match(line.rstrip("\n"))
        if not m:
            continue
        names = re.findall(r"`([^`]+)`", m.group(2))
        paths = LINK_RE.findall(m.group(4))
        if len(names) == len(paths):
            yield m.group(1), list(zip(names, paths))


def literal(selector):
    """`-[RACSignal scanWithStart:reduce:]` -> (`scanWithStart`, [`_`, `reduce`], static)."""
    m = SELECTOR_RE.match(selector)
    if not m:
        return None
    parts = m.group(3).split(":")
    if len(parts) == 1:
        return parts[0], None, m.group(1) == "+"
    parts = parts[:-1]
    return parts[0], ["_"] + parts[1:], m.group(1) == "+"


def balanced(text, start, open_ch, close_ch):
    """The index just past the bracket that closes the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch == open_ch:
            depth += 1
        elif ch == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def split_top(text, sep):
    """Splits `text` at `sep` outside brackets (`->` is not a bracket)."""
    depth, current, parts = 0, "", []
    text = text.replace("->", "\u2192")
    for ch in text:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(current.replace("\u2192", "->"))
            current = ""
        else:
            current += ch
    parts.append(current.replace("\u2192", "->"))
    return parts


def declaration_text(record):
    """The declaration from its keyword to its body's `{` (joined lines)."""
    lines = open(os.path.join(TOP, record["path"]), encoding="utf-8").read().split("\n")
    text = " ".join(l.strip() for l in lines[record["line"] - 1:record["line"] + 30])
    keyword = {"func": r"\bfunc\s", "init": r"\binit\b", "var": r"\bvar\s", "let": r"\blet\s"}[record["kind"]]
    start = re.search(keyword, text).start()
    return text[start:]


def enclosing_where(record):
    """The `where` clause of the extension the declaration is in, if any."""
    lines = open(os.path.join(TOP, record["path"]), encoding="utf-8").read().split("\n")
    for index in range(record["line"] - 1, -1, -1):
        line = lines[index]
        if line.startswith((" ", "\t", "/", "}")) or not line.strip():
            continue
        m = HEADER_RE.match(line)
        if m:
            header = " ".join(l.strip() for l in lines[index:index + 6]).split("{")[0]
            if m.group(1) != "extension":
                return ""
            where = re.search(r"\bwhere\b(.*)$", header)
            return ("where" + where.group(1)).strip() if where else ""
    return ""


def parameters(text):
    """(generic clause, [params], rest after the parameter list) of a func or init."""
    i = 0
    generics = ""
    m = re.match(r"(func\s+(?:`[^`]+`|[^\s(<]+)|init[?!]?)\s*", text)
    i = m.end()
    if text[i:i + 1] == "<":
        end = balanced(text, i, "<", ">")
        generics, i = text[i:end], end
    while text[i] == " ":
        i += 1
    end = balanced(text, i, "(", ")")
    inner = text[i + 1:end - 1]
    params = [p.strip() for p in split_top(inner, ",") if p.strip()]
    return generics, params, signature_end(text[end:])


def signature_end(text):
    """What follows the parameter list up to the body's `{` (or, for a
    protocol requirement, the end of the declaration): effects, result,
    `where` clause."""
    depth = 0
    text = text.replace("->", "\u2192")
    for i, ch in enumerate(text):
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        elif depth == 0 and (ch in "{}" or text.startswith("///", i) or text.startswith("//", i)):
            text = text[:i]
            break
    return text.replace("\u2192", "->").strip()


def stub(selector, swift_name, record, literal_name, labels):
    """The Swift text of one unavailable declaration, or None (with a reason)."""
    owner, _, member = swift_name.partition(".")
    member = member.replace(" async", "")
    kind = record["kind"]
    where = enclosing_where(record)
    is_static = record["static"] or kind == "init"
    prefix = "public static " if is_static else "public "
    doc = "  /// The Objective-C spelling of `%s`: unavailable, renamed." % selector
    if kind in ("var", "let"):
        if labels is not None:
            return None, "a selector with arguments for a property"
        text = declaration_text(record)
        m = re.match(r"(?:var|let)\s+\w+\s*:\s*(.+?)\s*(?:\{|=|$)", text)
        if not m:
            return None, "a property without a written type"
        body = "  %svar %s: %s { fatalError() }" % (prefix, literal_name, m.group(1).strip())
        return (owner, where, "\n".join([doc, '  @available(*, unavailable, renamed: "%s") %s' % (member, body.strip())])), None
    if kind not in ("func", "init"):
        return None, "not a function, initializer or property"
    text = declaration_text(record)
    generics, params, rest = parameters(text)
    wanted = len(labels) if labels is not None else 0
    # Drop defaulted parameters beyond the selector's arguments.
    while len(params) > wanted and "=" in split_top(params[-1], ":")[-1]:
        params.pop()
    if len(params) != wanted:
        return None, "%d argument(s) for %d parameter(s)" % (wanted, len(params))
    new_params = []
    for index, param in enumerate(params):
        head, _, tail = param.partition(":")
        type_text = split_top(tail, "=")[0].strip()
        new_params.append("%s a%d: %s" % (labels[index], index, type_text))
    if kind == "init":
        failable = text.startswith(("init?", "init!"))
        effects = rest.split("where")[0].strip()
        own_where = rest[len(effects):].strip()
        result = owner + ("?" if failable else "")
        signature = "func %s%s(%s) %s-> %s %s" % (
            literal_name, generics, ", ".join(new_params), (effects + " ") if effects else "", result, own_where)
    else:
        signature = "func %s%s(%s) %s" % (literal_name, generics, ", ".join(new_params), rest)
    signature = re.sub(r"\s+", " ", signature).strip()
    body = "  %s%s { fatalError() }" % (prefix, signature)
    return (owner, where, "\n".join([doc, '  @available(*, unavailable, renamed: "%s") %s' % (member, body.strip())])), None


def generate():
    """{layer: file text} and the list of (selector, stub name, renamed) made."""
    records = list(porting_map.scan())
    by_path = {}
    members = {}
    for record in records:
        by_path.setdefault(record["path"], []).append(record)
        name = porting_map.swift_name(record)
        owner, _, member = name.partition(".")
        base = re.split(r"[(\s]", member)[0]
        members.setdefault(owner, set()).add(base)
    stubs = {}   # layer -> {(owner, where): [text]}
    made, seen, imports = [], set(), {}
    for selector, targets in map_rows():
        lit = literal(selector)
        if not lit:
            continue
        literal_name, labels, _ = lit
        for swift_name, path in targets:
            owner, dot, member = swift_name.partition(".")
            if not dot:
                continue
            base = re.split(r"[(\s]", member)[0]
            if base == literal_name or literal_name in members.get(owner, set()):
                continue
            if not re.match(r"^[A-Za-z_]", base):
                continue
            record = next((r for r in by_path.get(path, []) if porting_map.swift_name(r) == swift_name
                           and not r["disfavored"]), None)
            if record is None:
                continue
            result, _ = stub(selector, swift_name, record, literal_name, labels)
            if result is None:
                continue
            owner_, where, text = result
            key = (record["layer"], owner_, where, text.split("\n", 1)[1])
            if key in seen:
                continue
            seen.add(key)
            stubs.setdefault(record["layer"], {}).setdefault((owner_, where), []).append(text)
            source = open(os.path.join(TOP, record["path"]), encoding="utf-8").read()
            imports.setdefault(record["layer"], set()).update(
                re.findall(r"^(?:@\w+ )?import (\w+)$", source, re.MULTILINE))
            made.append((selector, "%s.%s" % (owner_, literal_name), member.replace(" async", "")))
    files = {}
    for layer, groups in stubs.items():
        out = [
            "// swift-format-ignore-file",
            "// Generated by Scripts/objc-spellings.py from Docs/PortingMap.md; do not edit by hand.",
            "//",
            "// The Objective-C spellings of ReactiveCocoa 2.5's selectors whose Swift",
            "// names differ, each unavailable and renamed to its Swift name, so that",
            "// the compiler offers the fix-it (the porting article, \"When the compiler",
            "// says...\"). Unavailable declarations are in neither the documentation nor",
            "// the API baseline. One line per spelling: an attribute and a",
            "// declaration with no behaviour (no marble diagram to draw).",
            "",
        ] + ["import %s" % module for module in sorted(imports[layer]) if module != layer] + [""]
        for (owner, where), texts in sorted(groups.items()):
            out.append("extension %s%s {" % (owner, (" " + where) if where else ""))
            out.append("\n\n".join(texts))
            out.append("}")
            out.append("")
        files[layer] = "\n".join(out)
    return files, made


def main():
    check = "--check" in sys.argv[1:]
    files, made = generate()
    if "--list" in sys.argv[1:]:
        for selector, name, renamed in made:
            print("%s\t%s\t%s" % (selector, name, renamed))
        return
    problems = []
    root = os.path.join(TOP, "Packages")
    for layer in sorted(os.listdir(root)):
        path = os.path.join(root, layer, "Sources", layer, FILE_NAME)
        want = files.get(layer)
        have = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if want == have:
            continue
        if check:
            problems.append("%s is %s: run Scripts/objc-spellings.py" % (
                os.path.relpath(path, TOP), "stale" if have is not None and want is not None
                else ("missing" if want is not None else "not wanted")))
        elif want is None:
            os.remove(path)
        else:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(want)
    if problems:
        print("objc-spellings: %d problem(s):" % len(problems))
        for problem in problems:
            print("  - " + problem)
        sys.exit(1)
    print("objc-spellings: %s (%d unavailable spellings in %d layers)" % (
        "ok" if check else "wrote", len(made), len(files)))


if __name__ == "__main__":
    main()
