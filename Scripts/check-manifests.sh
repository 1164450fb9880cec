#!/usr/bin/env bash
# Fails when the root manifest and the layer manifests disagree: every layer
# under Packages/ must be declared at the root by path, with the same library
# and test targets and the same layer dependencies, and one library product;
# a layer's test-support targets (Packages/<Layer>/Tests/<Name>TestSupport)
# are targets of the root too, but not products.
# The root must not depend on Packages/* as packages (a remote package cannot
# have path dependencies).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

dumps=$(mktemp -d)
swift package dump-package > "$dumps/root.json"
for dir in Packages/*/; do
  name=$(basename "$dir")
  (cd "$dir" && swift package dump-package) > "$dumps/$name.json"
done

python3 - "$dumps" <<'PY'
import json, os, sys

dumps = sys.argv[1]
root = json.load(open(os.path.join(dumps, "root.json")))
problems = []

def dep_names(target):
    names = set()
    for dep in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dep:
                names.add(dep[kind][0])
    return names

root_targets = {t["name"]: t for t in root["targets"]}
root_products = {p["name"]: p for p in root["products"]}

for dep in root.get("dependencies", []):
    if "fileSystem" in dep:
        problems.append("root manifest depends on a local package by path: %s" % dep["fileSystem"][0].get("path"))

for file in sorted(os.listdir(dumps)):
    if file == "root.json":
        continue
    layer = file[:-5]
    manifest = json.load(open(os.path.join(dumps, file)))
    layer_targets = {t["name"]: t for t in manifest["targets"]}
    for name, target in layer_targets.items():
        # A test-support target (the project's own test helpers) lives
        # beside the layer's tests and is not a product of the root.
        support = target["type"] != "test" and name.endswith("TestSupport")
        expected_path = "Packages/%s/%s/%s" % (layer, "Tests" if target["type"] == "test" or support else "Sources", name)
        if support and name in root_products:
            problems.append("%s: test-support target %s is a product of the root manifest" % (layer, name))
        rt = root_targets.get(name)
        if rt is None:
            problems.append("%s: target %s is missing from the root manifest" % (layer, name))
            continue
        if rt.get("path") != expected_path:
            problems.append("%s: root declares %s at %r, expected %r" % (layer, name, rt.get("path"), expected_path))
        if rt["type"] != target["type"]:
            problems.append("%s: %s is a %s target at the root, a %s target in the layer" % (layer, name, rt["type"], target["type"]))
        if dep_names(rt) != dep_names(target):
            problems.append("%s: %s depends on %s at the root but on %s in the layer" % (
                layer, name, sorted(dep_names(rt)), sorted(dep_names(target))))
    if layer not in root_products:
        problems.append("%s: the root manifest has no library product %s" % (layer, layer))
    for name, rt in root_targets.items():
        if rt.get("path", "").startswith("Packages/%s/" % layer) and name not in layer_targets:
            problems.append("%s: root target %s is not in the layer manifest" % (layer, name))

for name, rt in root_targets.items():
    path = rt.get("path") or ""
    if path.startswith("Packages/"):
        layer = path.split("/")[1]
        if not os.path.exists(os.path.join(dumps, layer + ".json")):
            problems.append("root target %s points into Packages/%s, which has no manifest" % (name, layer))

if problems:
    print("check-manifests: the root and layer manifests disagree:")
    for p in problems:
        print("  - " + p)
    sys.exit(1)
print("check-manifests: root and %d layer manifests agree" % (len(os.listdir(dumps)) - 1))
PY
