#!/usr/bin/env python3
"""Crawls the built documentation site the way a browser reads it.

  docs-crawl.py SITE

Serves SITE on 127.0.0.1 (a port the system picks) and, from the start page
(`/documentation/`), requests every page a reader can reach: for each page
its HTML and the JSON DocC-Render fetches for it (`/data/<path>.json`),
then every reference that JSON holds — topic links, breadcrumbs
(`hierarchy`), pictures and other files — and every entry of the navigator
(`/index/index.json`), plus the scripts, styles, theme settings and
favicon the HTML loads. Prints each request that did not answer 200 with
the page it was found on, and exits 1 if there is one.
"""
import concurrent.futures
import functools
import http.server
import json
import os
import re
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main(site):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    def get(path):
        try:
            with urllib.request.urlopen(base + urllib.parse.quote(path, safe="/:#?=&%"), timeout=30) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, b""
        except OSError as error:
            return str(error), b""

    problems = []
    seen_pages, seen_files = set(), set()
    counts = {"pages": 0, "files": 0, "breadcrumbs": 0, "links": 0, "pictures": 0}
    lock = threading.Lock()

    def page_path(url):
        return url.split("#")[0].split("?")[0].rstrip("/") or "/documentation"

    def visit_page(url, found_on):
        """The page's HTML and its JSON; returns the pages and files it refers to."""
        path = page_path(url)
        status, _ = get(path + "/")
        if status != 200:
            return [f"{status} {path}/ (the page's HTML; linked from {found_on})"], [], []
        status, body = get("/data" + path.lower() + ".json")
        if status != 200:
            return [f"{status} /data{path.lower()}.json (the page's content; linked from {found_on})"], [], []
        data = json.loads(body)
        pages, files = [], []
        references = data.get("references", {})
        # The references the page shows: DocC also lists some it does not
        # (the extended module of an extension, which has no page).
        used = set()
        def strings(value):
            if isinstance(value, str):
                used.add(value)
            elif isinstance(value, dict):
                for item in value.values():
                    strings(item)
            elif isinstance(value, list):
                for item in value:
                    strings(item)
        strings({key: value for key, value in data.items() if key != "references"})
        strings([value for key, value in references.items() if key in used])
        references = {key: value for key, value in references.items() if key in used}
        for crumbs in data.get("hierarchy", {}).get("paths", []):
            for identifier in crumbs:
                reference = references.get(identifier)
                if not reference or not reference.get("url"):
                    return [f"breadcrumb {identifier} of {path} has no reference"], [], []
                pages.append((reference["url"], f"{path} (breadcrumb)"))
                with lock:
                    counts["breadcrumbs"] += 1
        for reference in references.values():
            kind = reference.get("type")
            if kind in ("topic", "section") and reference.get("url"):
                pages.append((reference["url"], path))
                with lock:
                    counts["links"] += 1
            elif kind in ("image", "video", "download", "file"):
                for variant in reference.get("variants", []) or [reference]:
                    if variant.get("url"):
                        files.append((variant["url"], path))
                        with lock:
                            counts["pictures"] += kind == "image"
            elif kind == "link":
                target = reference.get("url", "")
                if target.startswith("/") or not re.match(r"[a-z]+:", target):
                    resolved = urllib.parse.urljoin(path + "/", target)
                    (pages if resolved.startswith("/documentation") else files).append((resolved, path))
        return [], pages, files

    # The start page and the navigator, then every page on disk (the
    # copies of a lower layer's symbols that a layer re-exports are in no
    # navigator and linked from nowhere, but their URLs still open).
    queue = [("/documentation/", "the start")]
    status, body = get("/index/index.json")
    if status != 200:
        problems.append(f"{status} /index/index.json (the navigator)")
    else:
        def walk(nodes):
            for node in nodes:
                if node.get("path"):
                    queue.append((node["path"], "the navigator"))
                walk(node.get("children", []))
        for nodes in json.loads(body)["interfaceLanguages"].values():
            walk(nodes)
    status, html = get("/documentation/")
    assets = {"/index.html", "/theme-settings.json", "/favicon.ico", "/favicon.svg"}
    assets.update(m for m in re.findall(rb'(?:src|href)="(/[^"]+)"', html or b"") for m in [m.decode()])
    files = [(asset, "every page") for asset in sorted(assets)]

    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        while queue:
            batch = []
            for url, found_on in queue:
                path = page_path(url)
                if path.lower() not in seen_pages:
                    seen_pages.add(path.lower())
                    batch.append((url, found_on))
            queue = []
            for found, pages, new_files in pool.map(lambda item: visit_page(*item), batch):
                problems += found
                queue += pages
                files += new_files
            counts["pages"] += len(batch)
            if not queue and not counts.get("reachable"):
                counts["reachable"] = counts["pages"]
                for folder, _, names in sorted(os.walk(os.path.join(site, "data"))):
                    for name in sorted(names):
                        if name.endswith(".json"):
                            relative = os.path.relpath(os.path.join(folder, name), os.path.join(site, "data"))
                            queue.append(("/" + relative[: -len(".json")], "the site's folder"))
        batch = []
        for url, found_on in files:
            if url not in seen_files:
                seen_files.add(url)
                batch.append((url, found_on))
        for (url, found_on), (status, _) in zip(batch, pool.map(lambda item: get(item[0]), batch)):
            if status != 200:
                problems.append(f"{status} {url} (on {found_on})")
        counts["files"] = len(batch)
    server.shutdown()
    for line in sorted(set(problems)):
        print("docs-crawl: " + line)
    print(f"docs-crawl: {counts['pages']} pages ({counts['reachable']} reachable from the start page), {counts['breadcrumbs']} breadcrumbs, {counts['links']} links, "
          f"{counts['files']} files ({counts['pictures']} picture references): "
          f"{len(set(problems))} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
