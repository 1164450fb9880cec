#!/usr/bin/env python3
"""Symbol-graph checks for Scripts/check-docs.sh.

  docs-symbols.py articles GRAPHS LAYER CATALOG
      Checks that every public operator of the layer's RACSignal, RACStream
      and RACSequence extensions (a method or static method returning a
      signal, stream or sequence) is listed (``RACSignal/name(_:)``) in the
      Topics section of exactly one page of the catalog (its family
      article; the layer's root page for the primitives); overloads count
      as one operator.
      Prints the problems; exits 1 if there are any.
"""
import glob, json, os, re, sys

TYPES = ("RACSignal", "RACStream", "RACSequence")


def operators(graphs, layer):
    marker = "/Packages/%s/Sources/" % layer
    found = {}
    for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
        for s in json.load(open(path))["symbols"]:
            components = s["pathComponents"]
            if s["kind"]["identifier"] not in ("swift.method", "swift.type.method") or len(components) != 2:
                continue
            if components[0] not in TYPES or "::SYNTHESIZED::" in s["identifier"]["precise"]:
                continue
            if marker not in s.get("location", {}).get("uri", ""):
                continue
            returns = "".join(f["spelling"] for f in s.get("functionSignature", {}).get("returns", []))
            if not re.match(r"(RACSignal|RACStream|RACSequence|RACMulticastConnection|R\b|Self\.Concrete|R\.Concrete)", returns):
                continue
            key = "/".join(components)
            found.setdefault(key, s.get("location", {}).get("uri", "").split(marker)[-1])
    return found


LINK = re.compile(r"``(?:[A-Za-z]+/)?(RACSignal|RACStream|RACSequence)/([^`]*?\))[^`]*``")


def articles(graphs, layer, catalog):
    ops = operators(graphs, layer)
    linked = {}
    for path in sorted(glob.glob(os.path.join(catalog, "*.md"))):
        # The operators a page curates: the list items of its Topics section
        # (a mention in prose is a cross-reference, not a home).
        text = open(path).read()
        topics = text.split("\n## Topics", 1)[1] if "\n## Topics" in text else ""
        items = "\n".join(line for line in topics.split("\n") if line.startswith("- "))
        for owner, name in LINK.findall(items):
            linked.setdefault(owner + "/" + name, set()).add(os.path.basename(path))
    problems = []
    for key in sorted(ops):
        where = linked.get(key, set())
        if len(where) != 1:
            problems.append("%s: %s (%s) is linked from %s" % (
                layer, key, ops[key], ", ".join(sorted(where)) if where else "no article"))
    for line in problems:
        print("check-docs: " + line + " (every operator: exactly one article)")
    return 1 if problems else 0


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "articles":
        sys.exit(articles(sys.argv[2], sys.argv[3], sys.argv[4]))
    else:
        sys.exit("docs-symbols.py: unknown command " + command)
