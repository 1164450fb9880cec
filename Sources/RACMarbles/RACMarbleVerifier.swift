import Foundation

/// The checks that keep the pictures honest, shared by `Tests/RACMarblesTests`
/// and `rac-marbles --check`.
public enum RACMarbleVerifier {
  /// The differences between `example`'s run and the diagrams its
  /// documents and articles draw.
  public static func diagramProblems(of example: RACMarbleExample) -> [String] {
    var problems: [String] = []
    if example.documents.isEmpty, example.articles.isEmpty {
      problems.append("\(example.name): documents nothing")
    }
    do {
      let rendered = try RACMarbleRunner.text(of: example)
      for location in example.documents + example.articles {
        let path = "\(example.sourcesFolder)/\(location.file)"
        let lines = try RACMarbleDocs.read(path)
        guard let documented = RACMarbleDocs.diagram(at: location, in: lines) else {
          problems.append("\(path): no ```text block for `\(location.declaration)`")
          continue
        }
        if let difference = RACMarbleDocs.difference(documented: documented, rendered: rendered) {
          problems.append("\(path): `\(location.declaration)`: \(difference)")
        }
        if !RACMarbleDocs.showsPicture(example, at: location, in: lines) {
          problems.append(
            "\(path): `\(location.declaration)`: does not show \(example.name).svg after its diagram (`\(RACMarbleDocs.pictureLine(example))`)"
          )
        }
      }
    } catch {
      problems.append("\(example.layer.rawValue)/\(example.name): \(error)")
    }
    return problems
  }

  /// Whether `example`'s committed SVG is missing or differs from its
  /// rendering.
  public static func pictureProblems(of example: RACMarbleExample) -> [String] {
    do {
      let svg = try RACMarbleRunner.svg(of: example)
      let url = RACMarbleDocs.repositoryRoot.appendingPathComponent(example.svgPath)
      guard let committed = try? String(contentsOf: url, encoding: .utf8) else {
        return ["\(example.svgPath): missing; run `swift run rac-marbles`"]
      }
      return committed == svg ? [] : ["\(example.svgPath): differs from the rendering; run `swift run rac-marbles`"]
    } catch {
      return ["\(example.layer.rawValue)/\(example.name): \(error)"]
    }
  }

  /// The diagrams in the families' files that no example reproduces,
  /// pictures no example draws, and names used twice in a layer.
  public static func coverageProblems() -> [String] {
    var problems: [String] = []
    for family in RACMarbleCatalog.families {
      let folder = "Packages/\(family.layer.rawValue)/Sources/\(family.layer.rawValue)"
      for file in family.files {
        guard let lines = try? RACMarbleDocs.read("\(folder)/\(file)") else {
          problems.append("\(folder)/\(file): cannot be read (family \(family.name))")
          continue
        }
        let covered = Set(
          RACMarbleCatalog.all.filter { $0.layer == family.layer }.flatMap(\.documents).filter { $0.file == file }
            .compactMap { RACMarbleDocs.index(of: $0, in: lines) })
        for index in RACMarbleDocs.diagramDeclarations(in: lines) where !covered.contains(index) {
          let declaration = lines[index].trimmingCharacters(in: .whitespaces)
          problems.append(
            "\(folder)/\(file):\(index + 1): the diagram of `\(declaration)` has no example (family \(family.name))")
        }
      }
    }
    let pictures = Set(RACMarbleCatalog.all.map(\.svgPath))
    for layer in Set(RACMarbleCatalog.all.map(\.layer)).sorted(by: { $0.rawValue < $1.rawValue }) {
      let folder = "Packages/\(layer.rawValue)/Sources/\(layer.rawValue)/\(layer.rawValue).docc/Resources"
      let files =
        (try? FileManager.default.contentsOfDirectory(
          atPath: RACMarbleDocs.repositoryRoot.appendingPathComponent(folder).path)) ?? []
      for file in files.sorted() where file.hasSuffix(".svg") && !pictures.contains("\(folder)/\(file)") {
        problems.append("\(folder)/\(file): no example draws this picture (a renamed or removed example?)")
      }
    }
    var seen = Set<String>()
    for example in RACMarbleCatalog.all where !seen.insert(example.svgPath).inserted {
      problems.append("\(example.svgPath): two examples have this name")
    }
    return problems
  }

  /// Whether the legend's committed picture is missing or differs from
  /// its rendering.
  public static func legendProblems() -> [String] {
    let url = RACMarbleDocs.repositoryRoot.appendingPathComponent(RACMarblePictureLegend.svgPath)
    guard let committed = try? String(contentsOf: url, encoding: .utf8) else {
      return ["\(RACMarblePictureLegend.svgPath): missing; run `swift run rac-marbles`"]
    }
    return committed == RACMarblePictureLegend.svg()
      ? [] : ["\(RACMarblePictureLegend.svgPath): differs from the rendering; run `swift run rac-marbles`"]
  }

  /// Every problem of every example, and of the legend.
  public static func allProblems() -> [String] {
    coverageProblems() + legendProblems()
      + RACMarbleCatalog.all.flatMap { diagramProblems(of: $0) + pictureProblems(of: $0) }
  }
}
