#!/usr/bin/env python3
"""Reduces symbol graphs to the API baseline text of Docs/API/ (one file per
module), and compares two baselines.

  api-dump.py dump GRAPHS OUT MODULE…
      GRAPHS holds `<Module>.symbols.json` and `<Module>@<Other>.symbols.json`
      for every MODULE (from `swift symbolgraph-extract`). MODULE… lists the
      modules lowest layer first, each as `Name=Reexported,…` (the modules
      its `@_exported import`s name, also part of its API); a declaration belongs to the first module
      whose graph holds it (a layer's graph also holds what the layers it
      re-exports declare). Writes OUT/<Module>.txt.
  api-dump.py diff OLD NEW
      Compares two baseline folders (or files); prints the added, removed and
      changed declarations; exits 1 when they differ.
  api-dump.py public-api-section API MODULE…
      Prints the generated section of Docs/PublicAPI.md: every module's
      underscored public declarations, from the baseline folder API.
  api-dump.py replace-section DOC SECTION / check-section DOC SECTION
      Replaces (checks) the generated section of DOC (between its BEGIN and
      END marker lines) with (against) the file SECTION.

The text is stable: sorted, one declaration per line, no paths, line numbers,
hashes or doc comments. A line is

  <path> [<kind>] <access> <declaration>[ where <constraints>][ {<availability>}]

<path> is the declaration's dotted path (`RACSignal.map(_:)`), the key by
which `diff` pairs a removed and an added line into a "changed" one. Protocol
conformances and class inheritance are listed as `<Type> [conformance]
<Type>: <Protocol>` lines. Declarations whose path has a component starting
with `_` (an underscored declaration, or a member of an underscored type) go
into the file's second section: they are public only for the library's
layers and may change in a minor version (Docs/PublicAPI.md).
"""
import json
import os
import re
import sys

API_HEADER = "## API"
UNDERSCORED_HEADER = "## Underscored (public for the layers, not API; may change in a minor version)"


def fragments_text(fragments):
    text = "".join(f.get("spelling", "") for f in fragments)
    return re.sub(r"\s+", " ", text).strip()


# Conformances every type has unless it opts out (`~Copyable`), or that
# another implies (`Sendable` implies `SendableMetatype`): the symbol graph
# lists them for some types and not others, and newer compilers add more, so
# they are left out to keep the baseline about what the sources declare.
IMPLICIT = {"Copyable", "Escapable", "Swift.Copyable", "Swift.Escapable", "SendableMetatype", "Swift.SendableMetatype"}


def implicit(constraint):
    return constraint.get("kind") == "conformance" and constraint.get("rhs") in IMPLICIT


def constraints_text(constraints):
    parts = []
    for c in constraints or []:
        if implicit(c):
            continue
        op = {"conformance": ":", "superclass": ":", "sameType": "=="}.get(c.get("kind"), c.get("kind"))
        parts.append(f"{c.get('lhs')} {op} {c.get('rhs')}")
    return ", ".join(sorted(set(parts)))


def availability_text(availability):
    parts = []
    for a in availability or []:
        domain = a.get("domain", "*")
        bits = []
        if a.get("isUnconditionallyDeprecated"):
            bits.append("deprecated")
        if a.get("isUnconditionallyUnavailable"):
            bits.append("unavailable")
        for key in ("introduced", "deprecated", "obsoleted"):
            v = a.get(key)
            if v:
                bits.append(f"{key} {v.get('major', 0)}.{v.get('minor', 0)}.{v.get('patch', 0)}")
        if a.get("renamed"):
            bits.append(f"renamed {a['renamed']}")
        if bits:
            parts.append(f"{domain}: {' '.join(bits)}")
    return "; ".join(sorted(parts))


def load_graphs(graphs, module):
    files = [f for f in os.listdir(graphs)
             if f == f"{module}.symbols.json" or (f.startswith(f"{module}@") and f.endswith(".symbols.json"))]
    if f"{module}.symbols.json" not in files:
        sys.exit(f"api-dump: no symbol graph for {module} in {graphs}")
    symbols, relationships = {}, []
    for name in sorted(files):
        with open(os.path.join(graphs, name)) as fh:
            graph = json.load(fh)
        for s in graph.get("symbols", []):
            symbols[s["identifier"]["precise"]] = s
        relationships.extend(graph.get("relationships", []))
    # The graphs are extracted at the internal level (at the public level the
    # extractor leaves out every underscored declaration); keep what a client
    # sees: public or open, inside public or open types only.
    parent = {r["source"]: r["target"] for r in relationships if r.get("kind") == "memberOf"}

    def visible(usr, depth=0):
        s = symbols.get(usr)
        if s is None:
            return True  # a type of another module, which the client sees
        if s.get("accessLevel") not in ("public", "open") or depth > 32:
            return False
        return usr not in parent or visible(parent[usr], depth + 1)

    hidden = {usr for usr in symbols if not visible(usr)}
    symbols = {usr: s for usr, s in symbols.items() if usr not in hidden}
    relationships = [r for r in relationships if r["source"] not in hidden and r["target"] not in hidden]
    return symbols, relationships


def split_top_level(text):
    """Splits a where clause at its top-level commas (not inside (), <>, [])."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "(<[":
            depth += 1
        elif ch in ")>]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def normalized(constraint):
    return re.sub(r"\bSelf\.", "", constraint).replace(" ", "")


def symbol_line(s):
    path = ".".join(s.get("pathComponents", []))
    kind = s["kind"]["identifier"].removeprefix("swift.")
    decl = fragments_text(s.get("declarationFragments", []))
    access = s.get("accessLevel", "public")
    # The fragments hold the declaration's `where` clause, usually with the
    # enclosing extension's constraints; add those it lacks (protocol
    # extensions), so that the line has one complete `where` clause.
    head, _, own = decl.partition(" where ")
    clauses = split_top_level(own) if own else []
    seen = {normalized(c) for c in clauses}
    clauses = [c for c in clauses if not re.fullmatch(r"[\w.]+ : (Swift\.)?(Copyable|Escapable)", c)]
    for c in s.get("swiftExtension", {}).get("constraints", []):
        if implicit(c):
            continue
        op = "==" if c.get("kind") == "sameType" else ":"
        text = f"{c.get('lhs')} {op} {c.get('rhs')}"
        if normalized(text) not in seen:
            seen.add(normalized(text))
            clauses.append(text)
    # Attributes first, then the access level: `@discardableResult open func`.
    attributes, rest = re.match(r"^((?:@\w+(?:\([^)]*\))? )*)(.*)$", head).groups()
    line = f"{path} [{kind}] {attributes}{access} {rest}"
    if clauses:
        line += " where " + ", ".join(clauses)
    avail = availability_text(s.get("availability"))
    if avail:
        line += f" {{{avail}}}"
    return path, line


def dump(graphs, out, specs):
    modules, reexports = [], {}
    for spec in specs:
        name, _, exported = spec.partition("=")
        modules.append(name)
        reexports[name] = sorted(m for m in exported.split(",") if m)
    owner = {}
    owned_relations = {}
    per_module = {}
    for module in modules:
        symbols, relationships = load_graphs(graphs, module)
        per_module[module] = (symbols, relationships)
        for usr in symbols:
            owner.setdefault(usr, module)
    names = {}
    for symbols, _ in per_module.values():
        for usr, s in symbols.items():
            names[usr] = ".".join(s.get("pathComponents", []))
    os.makedirs(out, exist_ok=True)
    for module in modules:
        symbols, relationships = per_module[module]
        api, underscored = set(), set()
        for usr, s in symbols.items():
            if owner[usr] != module:
                continue
            path, line = symbol_line(s)
            (underscored if any(c.startswith("_") for c in s.get("pathComponents", [])) else api).add(line)
        for r in relationships:
            if r.get("kind") not in ("conformsTo", "inheritsFrom"):
                continue
            source = names.get(r["source"])
            if source is None:
                continue  # a synthesized or non-public source
            target = names.get(r["target"]) or r.get("targetFallback") or r["target"]
            if target in IMPLICIT:
                continue
            key = (r["source"], r["target"], r["kind"])
            if key in owned_relations:
                continue
            owned_relations[key] = module
            kind = "conformance" if r["kind"] == "conformsTo" else "inheritance"
            line = f"{source} [{kind}] {source}: {target}"
            where = constraints_text(r.get("swiftConstraints"))
            if where:
                line += f" where {where}"
            underscored_side = any(p.startswith("_") for p in source.split(".")) or target.startswith("_")
            (underscored if underscored_side else api).add(line)
        lower = reexports[module]
        with open(os.path.join(out, f"{module}.txt"), "w") as fh:
            fh.write(f"# {module}: public API baseline\n")
            fh.write("# Generated by Scripts/check-api.sh --update; do not edit by hand.\n")
            fh.write("# Line: <path> [<kind>] <access> <declaration>[ where <constraints>][ {<availability>}]\n")
            fh.write(f"# Re-exports: {' '.join(lower) if lower else '(none)'}\n")
            fh.write(f"\n{API_HEADER} ({len(api)})\n\n")
            for line in sorted(api):
                fh.write(line + "\n")
            fh.write(f"\n{UNDERSCORED_HEADER} ({len(underscored)})\n\n")
            for line in sorted(underscored):
                fh.write(line + "\n")


def read_baseline(path):
    """{(module, section, key): set(lines)} of one baseline file."""
    module = os.path.basename(path).removesuffix(".txt")
    entries = {}
    section = "API"
    with open(path) as fh:
        for raw in fh:
            line = raw.rstrip("\n")
            if line.startswith("## "):
                section = "underscored" if line.startswith("## Underscored") else "API"
                continue
            if line.startswith("# Re-exports:"):
                entries.setdefault((module, "header", "re-exports"), set()).add(line)
                continue
            if not line or line.startswith("#"):
                continue
            path, _, rest = line.partition(" [")
            kind = rest.split("]", 1)[0]
            key = f"{path} [{kind}]"
            if kind in ("conformance", "inheritance"):
                # One key per conformance: a changed `where` clause pairs up.
                key = line.split(" where ", 1)[0]
            entries.setdefault((module, section, key), set()).add(line)
    return entries


def read_tree(path):
    if os.path.isfile(path):
        return read_baseline(path), {os.path.basename(path)}
    entries, files = {}, set()
    if os.path.isdir(path):
        for name in sorted(os.listdir(path)):
            if name.endswith(".txt"):
                files.add(name)
                entries.update(read_baseline(os.path.join(path, name)))
    return entries, files


def diff(old_path, new_path):
    old, old_files = read_tree(old_path)
    new, new_files = read_tree(new_path)
    added, removed, changed = [], [], []
    for name in sorted(old_files - new_files):
        removed.append(f"{name}: the whole module's baseline")
    for name in sorted(new_files - old_files):
        added.append(f"{name}: a new module's baseline")
    for key in sorted(set(old) | set(new)):
        module, section, _ = key
        before = old.get(key, set())
        after = new.get(key, set())
        gone = sorted(before - after)
        came = sorted(after - before)
        tag = f"{module}" + ("" if section == "API" else f" ({section})")
        if gone and came and len(gone) == len(came):
            for a, b in zip(gone, came):
                changed.append(f"{tag}:\n    - {a}\n    + {b}")
        else:
            removed.extend(f"{tag}: {a}" for a in gone)
            added.extend(f"{tag}: {b}" for b in came)
    if not (added or removed or changed):
        return 0
    for title, items in (("removed", removed), ("changed", changed), ("added", added)):
        if items:
            print(f"{title} ({len(items)}):")
            for item in items:
                print(f"  {item}")
    return 1


BEGIN_MARK = "<!-- BEGIN: generated by Scripts/check-api.sh --update; do not edit by hand -->"
END_MARK = "<!-- END: generated by Scripts/check-api.sh --update -->"


def public_api_section(api_dir, modules):
    """The underscored public declarations of every module, as Markdown: one
    bullet per underscored root (an underscored type or free declaration, or
    an underscored member of an API type), with its kind and member count."""
    out = [BEGIN_MARK, ""]
    for module in modules:
        roots = {}
        path = os.path.join(api_dir, f"{module}.txt")
        section = None
        with open(path) as fh:
            for raw in fh:
                line = raw.rstrip("\n")
                if line.startswith("## "):
                    section = "underscored" if line.startswith("## Underscored") else "API"
                    continue
                if section != "underscored" or not line or line.startswith("#"):
                    continue
                key, _, rest = line.partition(" [")
                kind = rest.split("]", 1)[0]
                if kind in ("conformance", "inheritance"):
                    continue
                parts = key.split(".")
                cut = next(i for i, p in enumerate(parts) if p.startswith("_"))
                root = ".".join(parts[:cut + 1])
                entry = roots.setdefault(root, {"kinds": set(), "members": set()})
                if cut + 1 == len(parts):
                    entry["kinds"].add(kind)
                else:
                    entry["members"].add(key)
        out.append(f"### {module}")
        out.append("")
        if not roots:
            out.append("(none)")
        for root in sorted(roots, key=lambda r: (r.lower(), r)):
            entry = roots[root]
            kinds = ", ".join(sorted(entry["kinds"])) or "members only"
            members = len(entry["members"])
            extra = f", {members} member{'s' if members != 1 else ''}" if members else ""
            out.append(f"- `{root}` ({kinds}{extra})")
        out.append("")
    out.append(END_MARK)
    return "\n".join(out) + "\n"


def split_document(path):
    text = open(path).read() if os.path.exists(path) else ""
    if BEGIN_MARK in text and END_MARK in text:
        before, rest = text.split(BEGIN_MARK, 1)
        current, after = rest.split(END_MARK, 1)
        return before, BEGIN_MARK + current + END_MARK + "\n", after.lstrip("\n")
    return text, None, ""


def replace_section(path, section_file):
    section = open(section_file).read()
    before, current, after = split_document(path)
    if current is None:
        sys.exit(f"api-dump: {path} has no generated section (the {BEGIN_MARK!r} and {END_MARK!r} lines)")
    with open(path, "w") as fh:
        fh.write(before + section + after)


def check_section(path, section_file):
    section = open(section_file).read()
    _, current, _ = split_document(path)
    if current != section:
        print(f"{path}: the generated list of underscored declarations differs from the sources")
        return 1
    return 0


def main(argv):
    if len(argv) >= 3 and argv[1] == "public-api-section":
        sys.stdout.write(public_api_section(argv[2], argv[3:]))
        return 0
    if len(argv) == 4 and argv[1] == "replace-section":
        replace_section(argv[2], argv[3])
        return 0
    if len(argv) == 4 and argv[1] == "check-section":
        return check_section(argv[2], argv[3])
    if len(argv) >= 4 and argv[1] == "dump":
        dump(argv[2], argv[3], argv[4:])
        return 0
    if len(argv) == 4 and argv[1] == "diff":
        return diff(argv[2], argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
