import RACTesting

/// One documented operator's example: what the doc comment draws, as data
/// that the runner plays on a `RACTestScheduler`.
///
/// ```swift
/// RACMarbleExample("map", layer: .streamCore, caption: "map { $0 * 2 }",
///                  documents: [.init("Transforming/RACSignal+Transforming.swift", "public func map<U>(")]) { m in
///   let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|")
///   m.record(source.map { $0 * 2 })
/// }
/// ```
///
/// The closure declares the input lines (labels and marbles as the doc
/// comment writes them, with their legends), applies the operator, and
/// records the result line; ``RACMarbleRunner`` plays it and draws it.
public struct RACMarbleExample: Sendable {
  /// The layer whose DocC catalog holds the picture.
  public enum Layer: String, Sendable, CaseIterable {
    case streamCore = "RACStreamCore"
    case signalOperators = "RACSignalOperators"
    case subjects = "RACSubjects"
    case sequence = "RACSequence"
    case command = "RACCommand"
  }

  /// A diagram the example must reproduce: the ```` ```text ```` block of a
  /// declaration's doc comment, or of an article.
  public struct Location: Sendable, CustomStringConvertible {
    /// The file, relative to the layer's sources folder
    /// (`Packages/<Layer>/Sources/<Layer>/`).
    public let file: String
    /// The start of the declaration line (trimmed), such as
    /// `public func map<U>(`; for an article, the text of the line just
    /// before the ```` ```text ```` block.
    public let declaration: String
    /// Which declaration starting so, counting from 1, when a file has
    /// several (overloads in constrained extensions).
    public let occurrence: Int

    /// Names a declaration's doc comment (or an article's diagram).
    public init(_ file: String, _ declaration: String, _ occurrence: Int = 1) {
      self.file = file
      self.declaration = declaration
      self.occurrence = occurrence
    }

    public var description: String {
      "\(file): \(declaration)" + (occurrence > 1 ? " (#\(occurrence))" : "")
    }
  }

  /// The picture's file name without `.svg`; unique in its layer.
  public let name: String
  /// The layer.
  public let layer: Layer
  /// The text after the result line, such as `map { $0 * 2 }`.
  public let caption: String?
  /// The doc comments that draw this diagram.
  public let documents: [Location]
  /// The articles that draw this diagram (file relative to the layer's
  /// sources folder, line before the block).
  public let articles: [Location]
  /// Declares the lines and applies the operator.
  public let body: @Sendable (RACMarbleScenario) throws -> Void

  /// Creates an example.
  ///
  /// - Parameters:
  ///   - name: The picture's name, unique in the layer.
  ///   - layer: The layer.
  ///   - caption: The text after the result line.
  ///   - documents: The doc comments drawing the diagram.
  ///   - articles: The articles drawing the diagram.
  ///   - body: Declares the input lines, applies the operator and records
  ///     the result.
  public init(
    _ name: String,
    layer: Layer,
    caption: String? = nil,
    documents: [Location],
    articles: [Location] = [],
    body: @escaping @Sendable (RACMarbleScenario) throws -> Void
  ) {
    self.name = name
    self.layer = layer
    self.caption = caption
    self.documents = documents
    self.articles = articles
    self.body = body
  }

  /// `Packages/<Layer>/Sources/<Layer>`, relative to the repository.
  public var sourcesFolder: String { "Packages/\(layer.rawValue)/Sources/\(layer.rawValue)" }

  /// Where the picture goes, relative to the repository.
  public var svgPath: String { "\(sourcesFolder)/\(layer.rawValue).docc/Resources/\(name).svg" }
}
