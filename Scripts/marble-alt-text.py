#!/usr/bin/env python3
"""Gives every marble picture of the catalogs an alt text that says what it
shows, read from the picture itself (the SVG `rac-marbles` draws).

  marble-alt-text.py           rewrite the alt texts that differ
  marble-alt-text.py --check   list them; exit 1 if there is one

A picture is shown as `![ALT](name.svg)` in an article or a doc comment of a
layer; its SVG is the layer's `<Layer>.docc/Resources/name.svg` (or a lower
layer's, as Scripts/docc-catalog.sh copies them). The alt text is the
picture's caption, then each line in order: its label and its events, those
of one tick together ("throttle(2). self: a, b, c, then completed. result:
c, then d and completed in one tick.").
"""
import glob
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PICTURE = re.compile(r"!\[([^\]]*)\]\(([A-Za-z0-9_.+-]+)\.svg\)")


def unescape(text):
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")


def describe(svg):
    """The alt text of a picture, from its SVG."""
    lines = []  # [label, [(x, y, event)], kind, extra]
    notes = []
    current = None
    for row in svg.split("\n"):
        label = re.match(r'<text x="8" y="\d+" fill="#333333">(.*):</text>$', row)
        if label:
            current = [unescape(label.group(1)), [], "timeline", ""]
            lines.append(current)
            continue
        if current is None and (row.startswith("<line") or row.startswith("<path") or row.startswith("<rect x")):
            current = ["", [], "timeline", ""]
            lines.append(current)
        if current is None:
            continue
        number = lambda name: int(re.search(name + r'="(-?\d+)"', row).group(1))
        if row.startswith("<circle") or (row.startswith("<rect x") and "rx=\"15\"" in row):
            text = unescape(re.search(r'fill="#222222">(.*?)</text>', row).group(1))
            if current[2] == "sequence":
                current[1].append((len(current[1]), 0, text))
            else:
                current[1].append((number("cx"), number("cy"), text))
        elif row.startswith("<path") and 'fill="none" stroke="#555555"' in row:
            current[2] = "sequence"
        elif row.startswith("<rect x") and 'fill="#f2f2f2"' in row:
            current[2] = "returned"
            current[3] = unescape(re.search(r'font-size="13">(.*?)</text>', row).group(1))
        elif row.startswith("<line") and 'stroke="#555555"' not in row:
            event = "disposed" if "stroke-dasharray" in row else "completed"
            current[1].append((number("x1"), number("y1"), event))
        elif row.startswith("<path") and "#d62d20" in row:
            x, y = map(int, re.match(r'<path d="M(-?\d+) (-?\d+)', row).groups())
            current[1].append((x + 10, y + 10, "error"))
        elif row.startswith("<polyline"):
            x = int(re.search(r'points="-?\d+,-?\d+ (-?\d+),', row).group(1))
            current[1].append((x, -1, "subscribed"))
        elif 'font-family="Menlo, monospace" font-size="13"' in row and row.startswith("<text"):
            notes.append(unescape(re.search(r">(.*)</text>", row).group(1)))
    parts = []
    for label, events, kind, extra in lines:
        name = label or "the signal"
        if kind == "sequence":
            said = f"the sequence {', '.join(e[2] for e in events)}" if events else "an empty sequence"
        elif kind == "returned":
            said = f"returned {extra}"
        else:
            ticks = {}
            for x, y, event in sorted(events, key=lambda e: (e[0], e[1])):
                ticks.setdefault(x, []).append(event)
            words = [group[0] if len(group) == 1 else " and ".join(group) + " in one tick"
                     for _, group in sorted(ticks.items())]
            if not words:
                said = "nothing"
            elif len(words) == 1:
                said = words[0]
            else:
                said = ", ".join(words[:-1]) + ", then " + words[-1]
        parts.append(f"{name}: {said}.")
    caption = "; ".join(notes)
    return ((caption.rstrip(".") + ". ") if caption else "") + " ".join(parts)


def pictures_of(layer_folder):
    """Where each picture's SVG is, for the pages of a layer (its own
    resources, then those of the layers it re-exports)."""
    layer = os.path.basename(layer_folder)
    folders = [os.path.join(layer_folder, layer + ".docc", "Resources")]
    exports = os.path.join(layer_folder, "Exports.swift")
    if os.path.exists(exports):
        for lower in re.findall(r"^@_exported import (\w+)", open(exports).read(), re.M):
            folders.append(os.path.join(TOP, "Packages", lower, "Sources", lower, lower + ".docc", "Resources"))
    return folders


def main(check):
    stale = []
    cache = {}
    for layer_folder in sorted(glob.glob(os.path.join(TOP, "Packages", "*", "Sources", "*"))):
        folders = pictures_of(layer_folder)
        for path in sorted(glob.glob(os.path.join(layer_folder, "**", "*.swift"), recursive=True)
                           + glob.glob(os.path.join(layer_folder, "*.docc", "*.md"))):
            with open(path) as fh:
                text = fh.read()

            def alt(match):
                name = match.group(2)
                svg = next((os.path.join(f, name + ".svg") for f in folders
                            if os.path.exists(os.path.join(f, name + ".svg"))), None)
                if svg is None:
                    return match.group(0)
                if svg not in cache:
                    with open(svg) as fh:
                        cache[svg] = describe(fh.read()).replace("[", "(").replace("]", ")")
                return f"![{cache[svg]}]({name}.svg)"
            new = PICTURE.sub(alt, text)
            if new != text:
                stale.append(os.path.relpath(path, TOP))
                if not check:
                    with open(path, "w") as fh:
                        fh.write(new)
    for path in stale:
        print(f"marble-alt-text: {path}: " + ("an alt text differs from its picture" if check else "rewritten"))
    if check and stale:
        print("marble-alt-text: run Scripts/marble-alt-text.py")
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main("--check" in sys.argv[1:]))
