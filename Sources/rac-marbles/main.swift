// rac-marbles: draws every documented operator's example (Sources/RACMarbles)
// as an SVG into its layer's DocC catalog, `Resources/<name>.svg`.
//
//   swift run rac-marbles             write the pictures that changed
//   swift run rac-marbles --check     list the pictures and diagrams that differ from
//                                     the run, and diagrams without an example; exit 1 if any
//   swift run rac-marbles --text      print every example's text diagram
//   swift run rac-marbles --fix-docs  rewrite the doc comments' and articles'
//                                     diagrams that differ from the run (review
//                                     the diff: a difference may be a bug)
//   swift run rac-marbles [--…] NAME… only the examples named
import Foundation
import RACMarbles

let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
let text = arguments.contains("--text")
let fixDocs = arguments.contains("--fix-docs")
let names = Set(arguments.filter { !$0.hasPrefix("--") })
let root = RACMarbleDocs.repositoryRoot
var differences: [String] = []
var written = 0
var failed = false

for example in RACMarbleCatalog.all where names.isEmpty || names.contains(example.name) {
  do {
    if fixDocs {
      for path in try RACMarbleRunner.fixDocuments(of: example) { print("rewrote \(path)") }
      continue
    }
    if text {
      print("\(example.layer.rawValue)/\(example.name):")
      for line in try RACMarbleRunner.text(of: example) { print("  " + line) }
      continue
    }
    let svg = try RACMarbleRunner.svg(of: example)
    let url = root.appendingPathComponent(example.svgPath)
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if existing == svg { continue }
    if check {
      differences.append("\(example.svgPath): \(existing == nil ? "missing" : "differs from the rendering")")
    } else {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try svg.write(to: url, atomically: true, encoding: .utf8)
      written += 1
      print("wrote \(example.svgPath)")
    }
  } catch {
    failed = true
    print("rac-marbles: \(example.layer.rawValue)/\(example.name): \(error)")
  }
}

// The legend of the marks, drawn by the same renderer.
if names.isEmpty && !check && !text && !fixDocs {
  let url = root.appendingPathComponent(RACMarblePictureLegend.svgPath)
  if (try? String(contentsOf: url, encoding: .utf8)) != RACMarblePictureLegend.svg() {
    try RACMarblePictureLegend.svg().write(to: url, atomically: true, encoding: .utf8)
    written += 1
    print("wrote \(RACMarblePictureLegend.svgPath)")
  }
}

if check {
  differences = RACMarbleVerifier.allProblems()
  for line in differences { print(line) }
  print(
    differences.isEmpty
      ? "rac-marbles: every diagram and picture matches the run" : "rac-marbles: \(differences.count) problem(s)")
  if !differences.isEmpty { failed = true }
} else if !text && !fixDocs {
  print("rac-marbles: \(written) picture(s) written")
}
exit(failed ? 1 : 0)
