#!/usr/bin/env python3
"""The steps of Scripts/docs.sh that are not docc's own.

  docs-site.py graphs GRAPHS…
      Makes the symbol graphs give the same site on every build. A member
      a module declares in an extension of another module's protocol
      (`Sequence.racSequence`) is also copied, "synthesized", onto the
      module's own types that conform to the protocol (`RACSequence`).
      DocC files that copy under a "Sequence Implementations" collection
      with the same URL as the collection of the standard library's
      default implementations, and which of the two pages it writes last
      depends on the order of a hash table: one build listed 49 members,
      the next 1, and the navigator differed by 104 entries. The copies
      are dropped (the member keeps its own page under the extended type).
  docs-site.py guides SOURCE OUT DOC…
      Writes the Guides catalog to OUT: the catalog SOURCE
      (Docs/Guides.docc), plus each Markdown page DOC of Docs/ as an
      article of the same name. A page is copied as it is, except what
      only works on a repository host: links to another published page
      become links to its article, links to files of the repository
      become their text, HTML comments and `<br>` go.
  docs-site.py pictures FOLDER…
      Checks that every SVG picture in the FOLDERs is readable on the site:
      its smallest text, scaled as DocC shows a picture wider than its
      column at 1280 pixels, is at least 11 pixels.
  docs-site.py relink SITE PREFIX
      Points the links to the guides at PREFIX/documentation/guides/… (the
      per-layer sites of `Scripts/docs.sh --per-layer`).
  docs-site.py compare SITE SITE
      Checks that two builds of the site are the same: the same files, the
      same content (JSON compared as data).
  docs-site.py site SITE LAYERS_FILE [BASE_PATH]
      Finishes the merged site: the start page (the layer diagram, one
      sentence per layer in dependency order, where to begin), breadcrumbs
      and the navigator rooted at the start page on every page (DocC roots
      them at each page's module otherwise, so that search and the
      navigator stop at the layer), and breadcrumbs only to pages that
      exist. LAYERS_FILE has a line per layer, lowest first:
      `Name Dependency…` (Scripts/docs.sh writes it from Package.swift).
"""
import glob
import json
import os
import re
import shutil
import sys

LANDING = "doc://swift-rac/documentation"
# The start page once more, as the root of every hierarchy: DocC-Render makes
# the "Documentation" title of the header a link to the first breadcrumb
# when that is of kind `technologies`, and shows the breadcrumbs after it.
ROOT = "doc://swift-rac/technologies"
GUIDES = "Guides"
GUIDES_BUNDLE = "org.swift-rac.Guides"


# -- graphs ------------------------------------------------------------------

def graphs(folders):
    dropped = 0
    for folder in folders:
        for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
            name = os.path.basename(path)
            if "@" in name:
                continue
            module = name[: -len(".symbols.json")]
            # The members this module declares in extensions of other modules' types.
            extension_members = set()
            for other in glob.glob(os.path.join(folder, module + "@*.symbols.json")):
                with open(other) as fh:
                    extension_members.update(s["identifier"]["precise"] for s in json.load(fh)["symbols"])
            with open(path) as fh:
                graph = json.load(fh)
            drop = {s["identifier"]["precise"] for s in graph["symbols"]
                    if "::SYNTHESIZED::" in s["identifier"]["precise"]
                    and s["identifier"]["precise"].split("::SYNTHESIZED::")[0] in extension_members}
            if not drop:
                continue
            graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] not in drop]
            graph["relationships"] = [r for r in graph["relationships"]
                                      if r["source"] not in drop and r["target"] not in drop]
            with open(path, "w") as fh:
                json.dump(graph, fh)
            dropped += len(drop)
    print(f"docs-site: {dropped} synthesized copies of extension members left out of the symbol graphs", file=sys.stderr)


# -- guides ------------------------------------------------------------------

LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]*)\)")


def guide_text(text, published):
    text = re.sub(r"<!--.*?-->\n?", "", text, flags=re.S)
    text = text.replace("<br>", "; ")

    def link(match):
        bang, label, target = match.groups()
        if bang or re.match(r"[a-z]+:", target) or target.startswith("#"):
            return match.group(0)
        page, _, _ = target.partition("#")
        name = os.path.splitext(os.path.basename(page))[0]
        if page.endswith(".md") and name in published:
            return f"[{label}](<doc:{name}>)"
        # A file of the repository: the site has no page for it.
        return label
    text = LINK.sub(link, text)
    # A code span between two or more backticks is a symbol link in DocC;
    # the repository's pages mean code (```` ```text ```` is a fence's opening).
    text = re.sub(r"(?<!`)(`{2,})(?!`)([^\n]+?)(?<!`)\1(?!`)",
                  lambda m: "`" + m.group(2).strip().strip("`") + "`", text)
    return text


def guides(source, out, docs):
    shutil.copytree(source, out, dirs_exist_ok=True)
    published = {os.path.splitext(os.path.basename(doc))[0] for doc in docs}
    for doc in docs:
        with open(doc) as fh:
            text = guide_text(fh.read(), published)
        with open(os.path.join(out, os.path.basename(doc)), "w") as fh:
            fh.write(text)


# -- pictures ----------------------------------------------------------------

# The width of DocC's content column in a 1280-pixel-wide window (measured in
# Chromium: a wider picture is scaled down to it), and the smallest text
# size a reader can read there.
COLUMN = 705
SMALLEST = 11


def pictures(folders):
    problems, count = [], 0
    for folder in folders:
        for path in sorted(glob.glob(os.path.join(folder, "*.svg"))):
            with open(path) as fh:
                svg = fh.read()
            count += 1
            view = re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', svg)
            width = float(view.group(1)) if view else float(re.search(r'width="([0-9.]+)"', svg).group(1))
            sizes = [float(size) for size in re.findall(r'font-size="([0-9.]+)"', svg)]
            if not sizes:
                continue
            shown = min(sizes) * min(1.0, COLUMN / width)
            if shown < SMALLEST:
                problems.append(f"{path}: {width:.0f} px wide, shown at {min(width, COLUMN):.0f}: "
                                f"its {min(sizes):.0f}-px text reads at {shown:.1f} px (want {SMALLEST})")
    for line in problems:
        print("docs-site: " + line)
    print(f"docs-site: {count} pictures, {len(problems)} with text under {SMALLEST} px at 1280 px", file=sys.stderr)
    return 1 if problems else 0


# -- relink ------------------------------------------------------------------

def relink(site_dir, prefix):
    """Points the links to the guides (/documentation/guides/…) of every
    page of SITE_DIR at PREFIX/documentation/guides/…."""
    for folder, _, names in os.walk(os.path.join(site_dir, "data")):
        for name in names:
            path = os.path.join(folder, name)
            page = load(path)
            changed = False
            for reference in page.get("references", {}).values():
                if reference.get("type") == "link" and reference.get("url", "").startswith("/documentation/guides/"):
                    reference["url"] = prefix + reference["url"]
                    changed = True
            if changed:
                save(path, page)


# -- compare -----------------------------------------------------------------

def compare(first, second):
    """The differences between two builds of the site: files only one has,
    and files whose content differs (JSON compared as data: DocC writes the
    keys of an object in no fixed order)."""
    def files(root):
        return {os.path.relpath(os.path.join(folder, name), root)
                for folder, _, names in os.walk(root) for name in names}
    a, b = files(first), files(second)
    problems = [f"only in the first build: {name}" for name in sorted(a - b)]
    problems += [f"only in the second build: {name}" for name in sorted(b - a)]
    for name in sorted(a & b):
        with open(os.path.join(first, name), "rb") as fa, open(os.path.join(second, name), "rb") as fb:
            x, y = fa.read(), fb.read()
        if x == y:
            continue
        if name.endswith(".json"):
            try:
                if json.loads(x) == json.loads(y):
                    continue
            except ValueError:
                pass
        problems.append(f"differs: {name}")
    for line in problems[:20]:
        print("docs-site: " + line)
    print(f"docs-site: two builds, {len(a)} and {len(b)} files: {len(problems)} difference(s)", file=sys.stderr)
    return 1 if problems else 0


# -- site --------------------------------------------------------------------

def load(path):
    with open(path) as fh:
        return json.load(fh)


def save(path, data):
    with open(path, "w") as fh:
        json.dump(data, fh, separators=(",", ":"), sort_keys=True)


def page_file(site, url):
    return os.path.join(site, "data", url.split("#")[0].strip("/") + ".json")


def reference_to(site, url):
    """A topic reference to the page at `url`, as DocC writes one."""
    page = load(page_file(site, url))
    metadata = page.get("metadata", {})
    reference = {
        "type": "topic", "identifier": page["identifier"]["url"], "url": url,
        "title": metadata.get("title", ""), "abstract": page.get("abstract", []),
        "kind": "symbol" if page.get("kind") == "symbol" else "article",
        "role": metadata.get("role", "article"),
    }
    return reference


def text(words):
    return {"type": "text", "text": words}


def paragraph(*inline):
    return {"type": "paragraph", "inlineContent": list(inline)}


def link(identifier):
    return {"type": "reference", "identifier": identifier, "isActive": True}


def layer_diagram(layers):
    """The layers as boxes in rows, each row above the rows of the layers
    it imports, with a line from a layer to each layer it imports directly
    (not through another)."""
    depth = {}
    for name, deps in layers:
        depth[name] = 1 + max((depth[d] for d in deps if d in depth), default=-1)
    rows = {}
    for name, _ in layers:
        rows.setdefault(depth[name], []).append(name)
    direct = {}
    for name, deps in layers:
        reachable = set()
        for d in deps:
            stack = [x for x in dict(layers).get(d, [])]
            while stack:
                x = stack.pop()
                if x not in reachable:
                    reachable.add(x)
                    stack += dict(layers).get(x, [])
        direct[name] = [d for d in deps if d not in reachable]
    box_w, box_h, gap_x, gap_y, pad = 190, 40, 30, 44, 20
    widest = max(len(r) for r in rows.values())
    width = pad * 2 + widest * box_w + (widest - 1) * gap_x
    levels = max(rows) + 1
    height = pad * 2 + levels * box_h + (levels - 1) * gap_y
    centre = {}
    for level, names in rows.items():
        row_w = len(names) * box_w + (len(names) - 1) * gap_x
        x0 = (width - row_w) // 2
        y = height - pad - box_h - level * (box_h + gap_y)
        for i, name in enumerate(names):
            centre[name] = (x0 + i * (box_w + gap_x), y)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
           f'role="img" aria-label="The layers of swift-rac, each above the layers it imports">',
           '<rect width="100%" height="100%" fill="#ffffff"/>',
           '<g font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="15" text-anchor="middle">']
    for name, _ in layers:
        x, y = centre[name]
        for d in direct[name]:
            dx, dy = centre[d]
            out.append(f'<line x1="{x + box_w // 2}" y1="{y + box_h}" x2="{dx + box_w // 2}" y2="{dy}" '
                       f'stroke="#888888" stroke-width="1.5"/>')
    for name, _ in layers:
        x, y = centre[name]
        out.append(f'<rect x="{x}" y="{y}" width="{box_w}" height="{box_h}" rx="8" fill="#eef4fc" stroke="#1e6fd9" stroke-width="1.5"/>'
                   f'<text x="{x + box_w // 2}" y="{y + 25}" fill="#1d1d1f">{name}</text>')
    out += ["</g>", "</svg>"]
    return "\n".join(out) + "\n"


def start_page(site, layers, refs):
    """The start page: what the site is, the layer diagram, a sentence per
    layer in dependency order, and where to begin."""
    path = os.path.join(site, "data", "documentation.json")
    page = load(path)
    references = page["references"]
    images = os.path.join(site, "images", "swift-rac")
    os.makedirs(images, exist_ok=True)
    with open(os.path.join(images, "layers.svg"), "w") as fh:
        fh.write(layer_diagram(layers))
    references["layers.svg"] = {
        "type": "image", "identifier": "layers.svg",
        "alt": "The layers, lowest at the bottom: " + "; ".join(
            f"{name} imports {', '.join(deps)}" if deps else f"{name} imports no other layer" for name, deps in layers) + ".",
        "variants": [{"url": "/images/swift-rac/layers.svg", "traits": ["1x", "light"]}],
    }

    def ref(url):
        reference = reference_to(site, url)
        references[reference["identifier"]] = reference
        return reference["identifier"]

    layer_ids = [ref(f"/documentation/{name.lower()}") for name, _ in layers]
    guides_id = ref(f"/documentation/{GUIDES.lower()}")
    begin = [
        (refs["porting"], "porting: the snags a port meets, before and after."),
        (refs["first"], "your first signal: create one, transform it, subscribe; the operators by family."),
        (refs["testing"], "testing with marbles: a test written as diagrams on a virtual clock."),
        (refs["legend"], "what each mark of the pictures means."),
        (refs["map"], "every ReactiveCocoa 2.5 selector, its Swift spelling and its layer."),
    ]
    content = [
        {"type": "heading", "level": 2, "text": "Overview", "anchor": "overview"},
        paragraph(text("ReactiveCocoa 2.5's signals, operators, subjects and sequences in Swift, "
                       "with RAC's names and semantics. The library is a stack of layers: each is a "
                       "module that imports, and re-exports, the layers beneath it, so one import "
                       "brings everything below it.")),
        paragraph({"type": "image", "identifier": "layers.svg"}),
        {"type": "heading", "level": 3, "text": "The layers, lowest first", "anchor": "the-layers-lowest-first"},
        {"type": "unorderedList", "items": [
            {"content": [paragraph(link(identifier), text(": "), *references[identifier].get("abstract", []))]}
            for identifier in layer_ids]},
        {"type": "heading", "level": 3, "text": "Where to begin", "anchor": "where-to-begin"},
        {"type": "unorderedList", "items": [
            {"content": [paragraph(link(ref(url)), text(" — " + words))]} for url, words in begin]},
        paragraph(text("The search field (press / ) and the navigator's filter find any symbol "
                       "or article of every layer from every page.")),
    ]
    page["abstract"] = [text("The reference of every layer of swift-rac, and the guides to port, test and read it.")]
    page["primaryContentSections"] = [{"kind": "content", "content": content}]
    page["topicSections"] = [
        {"title": "Start here", "identifiers": [guides_id]},
        {"title": "Layers, lowest first", "identifiers": layer_ids},
    ]
    page["topicSectionsStyle"] = "list"
    page["hierarchy"] = {"paths": [[ROOT]]}
    references[ROOT] = dict(references.get(LANDING, {}), identifier=ROOT, kind="technologies", title="Documentation",
                            type="topic", url="/documentation")
    save(path, page)


def site(site_dir, layers_file, base_path=""):
    layers = []
    with open(layers_file) as fh:
        for line in fh:
            words = line.split()
            if words:
                layers.append((words[0], words[1:]))
    landing = load(os.path.join(site_dir, "data", "documentation.json"))
    landing_reference = {
        "type": "topic", "kind": "article", "role": "collection", "identifier": LANDING,
        "title": landing["metadata"]["title"], "url": "/documentation", "abstract": [],
    }
    # Files for linking to this archive from another (`docc convert
    # --dependency`): no page reads them, and `docc merge` writes their
    # entries in an order that changes from build to build.
    for name in ("link-hierarchy.json", "linkable-entities.json"):
        if os.path.exists(os.path.join(site_dir, name)):
            os.remove(os.path.join(site_dir, name))
    # What a reference says of a symbol's `where` clause, from the symbol's
    # page: DocC adds it to a reference or not depending on the order its
    # threads render the pages in (RACStream's zip(_:_:) on one build, not
    # on the next).
    conformances = {}

    def conformance(url):
        if url not in conformances:
            try:
                conformances[url] = load(page_file(site_dir, url)).get("metadata", {}).get("conformance")
            except (OSError, ValueError):
                conformances[url] = None
        return conformances[url]

    root_reference = dict(landing_reference, identifier=ROOT, kind="technologies", title="Documentation")
    # Breadcrumbs from the start page, and only to pages that exist.
    dropped = set()
    pages = 0
    for folder, _, files in os.walk(os.path.join(site_dir, "data", "documentation")):
        for name in files:
            path = os.path.join(folder, name)
            page = load(path)
            references = page.setdefault("references", {})
            paths = page.setdefault("hierarchy", {}).get("paths") or [[]]
            fixed = []
            for crumbs in paths:
                kept = [ROOT, LANDING]
                for identifier in crumbs:
                    url = references.get(identifier, {}).get("url")
                    if identifier in (ROOT, LANDING):
                        continue
                    if url and os.path.exists(page_file(site_dir, url)):
                        kept.append(identifier)
                    else:
                        dropped.add(url or identifier)
                fixed.append(kept)
            page["hierarchy"]["paths"] = fixed
            references[LANDING] = landing_reference
            references[ROOT] = root_reference
            for reference in references.values():
                if reference.get("type") == "topic" and reference.get("kind") == "symbol" and reference.get("url"):
                    found = conformance(reference["url"])
                    if found:
                        reference["conformance"] = found
                    else:
                        reference.pop("conformance", None)
            # A layer links a guide by its URL on the site; DocC-Render
            # prefixes topic URLs with the hosting base path, not link URLs.
            if base_path:
                for reference in references.values():
                    if reference.get("type") == "link" and reference.get("url", "").startswith("/documentation/"):
                        reference["url"] = "/" + base_path + reference["url"]
            save(path, page)
            pages += 1
    # The navigator: DocC-Render shows the part of the index under the
    # module a page's URL names (/documentation/<module>/…) when the index
    # root has module children, so the layers are marked as collections:
    # then every page shows the whole tree, and its filter and the quick
    # search cover every layer.
    index_path = os.path.join(site_dir, "index", "index.json")
    index = load(index_path)
    for language in index["interfaceLanguages"].values():
        for root in language:
            for node in root.get("children", []):
                if node.get("type") == "module":
                    node["type"] = "collection"
    save(index_path, index)
    refs = {
        "porting": "/documentation/racsignaloperators/portingfromreactivecocoa2",
        "first": "/documentation/racsignaloperators",
        "testing": "/documentation/ractesting/marbletesting",
        "legend": "/documentation/guides/marblelegend",
        "map": "/documentation/guides/portingmap",
    }
    start_page(site_dir, layers, refs)
    print(f"docs-site: {pages} pages rooted at the start page; breadcrumbs to no page left out: "
          f"{', '.join(sorted(dropped)) or 'none'}", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "graphs":
        graphs(arguments)
    elif command == "guides":
        guides(arguments[0], arguments[1], arguments[2:])
    elif command == "relink":
        relink(arguments[0], arguments[1])
    elif command == "compare":
        sys.exit(compare(arguments[0], arguments[1]))
    elif command == "pictures":
        sys.exit(pictures(arguments))
    elif command == "site":
        site(arguments[0], arguments[1], arguments[2] if len(arguments) > 2 else "")
    else:
        sys.exit(f"docs-site.py: unknown command {command}")
