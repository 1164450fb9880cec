#!/usr/bin/env python3
"""Lists each symbol once in the merged documentation site's navigator.

  docs-navigator.py SITE GRAPHS LAYER…

Every layer re-exports the layers beneath it, so its symbol graph, and its
DocC archive, hold the lower layers' symbols too: that is what lets a
layer's articles link ``RACSignal`` or ``RACScheduler`` as written, and its
`RACSignal` page list the operators the layer adds. In the merged site's one
navigator (SITE/index/index.json) that would show `RACDisposable` under six
layers. This keeps, under each layer, the symbols the layer declares — a
symbol belongs to the lowest LAYER (lowest first) whose graph
(GRAPHS/<Layer>-graphs/*.symbols.json) holds it — and the lower-layer types
only as parents of what the layer adds to them (`RACSignal` under
RACSignalOperators holds `throttle(_:)`, not `map(_:)`). Articles stay;
collections DocC makes ("Equatable Implementations") and topic headings
stay only with something under them.

Overloads that differ only in their `where` clause get it in their
navigator title, and each layer's page lists the lower layers' types once,
under "From the layers beneath", after its own.

Then the links: a link on a layer's page to a symbol another layer declares
(RACSignalOperators' Time article to ``RACScheduler``, a RACSequence page to
``RACStream``) is pointed at the declaring layer's page, so that it opens
the page the navigator shows, under the right layer. A lower layer's type
that a layer extends keeps its link to the layer's own page of it (the one
listing what the layer adds). The re-exported copies stay in place: every
URL still resolves. The pages themselves are
untouched: every link still resolves.
"""
import json
import os
import re
import sys


def owners(graphs, layers):
    owner = {}
    for layer in layers:
        folder = os.path.join(graphs, f"{layer}-graphs")
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".symbols.json"):
                continue
            with open(os.path.join(folder, name)) as fh:
                for symbol in json.load(fh).get("symbols", []):
                    owner.setdefault(symbol["identifier"]["precise"], layer)
    return owner


def constraint(site, path):
    """The `where` clause of the symbol at `path`, short: `Value is (Bool × 3)`."""
    try:
        with open(os.path.join(site, "data", path.lstrip("/") + ".json")) as fh:
            parts = json.load(fh).get("metadata", {}).get("conformance", {}).get("constraints", [])
    except (OSError, ValueError):
        return ""
    text = "".join(part.get("code") or part.get("text") or "" for part in parts).rstrip(".")

    def tuple_of(match):
        items = [item.strip() for item in match.group(1).split(",")]
        return f"({items[0]} × {len(items)})" if len(items) > 2 and len(set(items)) == 1 else match.group(0)
    return re.sub(r"\(([^()]*)\)", tuple_of, text)


def distinguish_overloads(nodes, site):
    """Overloads that differ only in their `where` clause (`and()` on a
    signal of pairs, of triples, …) have the same title in the navigator;
    each gets its clause after the title."""
    titles = {}
    for node in nodes:
        if node.get("type") != "groupMarker" and node.get("path"):
            titles.setdefault(node.get("title"), []).append(node)
    for same in titles.values():
        if len(same) > 1:
            for node in same:
                clause = constraint(site, node["path"])
                if clause:
                    node["title"] = f"{node['title']} where {clause}"
    for node in nodes:
        distinguish_overloads(node.get("children", []), site)


def main(site, graphs, layers):
    owner = owners(graphs, layers)
    index_path = os.path.join(site, "index", "index.json")
    with open(index_path) as fh:
        index = json.load(fh)
    usr_cache = {}

    def usr(path):
        if path not in usr_cache:
            data = os.path.join(site, "data", path.lstrip("/") + ".json")
            try:
                with open(data) as fh:
                    usr_cache[path] = json.load(fh).get("metadata", {}).get("externalID")
            except (OSError, ValueError):
                usr_cache[path] = None
        return usr_cache[path]

    removed = 0
    moved = {}  # a left-out page's URL -> the URL of the declaring layer's page

    def prune(children, layer, top):
        nonlocal removed
        kept = []
        for node in children:
            if node.get("type") == "groupMarker":
                kept.append(node)
                continue
            node["children"] = prune(node.get("children", []), layer, False)
            symbol = usr(node["path"]) if node.get("path") else None
            # A page that is no symbol: an article (kept at the layer's top)
            # or a collection DocC made ("Equatable Implementations"), kept
            # when something under it is.
            mine = top if symbol is None else owner.get(symbol, layer) == layer
            if mine or node["children"]:
                kept.append(node)
            else:
                removed += 1
                home = owner.get(symbol)
                prefix = f"/documentation/{layer.lower()}/"
                if home and node["path"].startswith(prefix):
                    target = f"/documentation/{home.lower()}/" + node["path"][len(prefix):]
                    if os.path.exists(os.path.join(site, "data", target.lstrip("/") + ".json")):
                        moved[node["path"]] = target
        # Drop headings with nothing under them.
        result = []
        for i, node in enumerate(kept):
            if node.get("type") == "groupMarker" and (i + 1 == len(kept) or kept[i + 1].get("type") == "groupMarker"):
                continue
            result.append(node)
        return result

    lower_names = {layer.lower(): layer for layer in layers}
    kept = {}  # layer -> the paths of its navigator entries
    for language in index.get("interfaceLanguages", {}).values():
        for root in language:
            for module in root.get("children", []):
                layer = lower_names.get(module.get("path", "").rstrip("/").rsplit("/", 1)[-1])
                if layer:
                    module["children"] = prune(module.get("children", []), layer, True)
                    kept[layer] = {node.get("path") for node in module["children"]}
                distinguish_overloads(module.get("children", []), site)
    with open(index_path, "w") as fh:
        json.dump(index, fh, separators=(",", ":"))

    # A layer's page lists its own types in its Topics, and the lower
    # layers' types it re-exports once, under "From the layers beneath"
    # (a lower layer's type the layer extends stays: its page lists what
    # the layer adds).
    beneath_count = 0
    for layer in layers:
        path = os.path.join(site, "data", "documentation", layer.lower() + ".json")
        with open(path) as fh:
            page = json.load(fh)
        references = page.get("references", {})
        sections, beneath = [], []
        for section in page.get("topicSections", []):
            own = []
            for identifier in section.get("identifiers", []):
                url = references.get(identifier, {}).get("url", "")
                symbol = usr(url) if url else None
                if symbol and owner.get(symbol, layer) != layer and url not in kept.get(layer, ()):
                    if identifier not in beneath:
                        beneath.append(identifier)
                else:
                    own.append(identifier)
            if own:
                sections.append(dict(section, identifiers=own))
        if beneath:
            beneath.sort(key=lambda identifier: references[identifier].get("title", ""))
            sections.append({"title": "From the layers beneath", "anchor": "From-the-layers-beneath",
                             "identifiers": beneath})
            beneath_count += len(beneath)
        page["topicSections"] = sections
        with open(path, "w") as fh:
            json.dump(page, fh, separators=(",", ":"))

    relinked = 0
    for folder, _, files in os.walk(os.path.join(site, "data")):
        for name in files:
            if not name.endswith(".json"):
                continue
            path = os.path.join(folder, name)
            with open(path) as fh:
                page = json.load(fh)
            changed = False
            for reference in page.get("references", {}).values():
                url = reference.get("url")
                if isinstance(url, str) and url in moved:
                    reference["url"] = moved[url]
                    changed = True
                    relinked += 1
            if changed:
                with open(path, "w") as fh:
                    json.dump(page, fh, separators=(",", ":"))
    print(f"docs-navigator: {removed} re-exported entries left out of the navigator; "
          f"{relinked} links pointed at the declaring layer's page", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
