/// The examples of one operator family, and the files whose diagrams they
/// must all cover.
public struct RACMarbleFamily: Sendable {
  /// The family's name, such as `Transform`.
  public let name: String
  /// The layer.
  public let layer: RACMarbleExample.Layer
  /// The Swift files (relative to the layer's sources folder) in which
  /// every doc comment's diagram must be an example's.
  public let files: [String]
  /// The examples.
  public let examples: [RACMarbleExample]

  /// Creates a family.
  public init(_ name: String, layer: RACMarbleExample.Layer, files: [String], examples: [RACMarbleExample]) {
    self.name = name
    self.layer = layer
    self.files = files
    self.examples = examples
  }
}

/// Every family's examples. A new family is a new file in `Examples/`
/// declaring a `static let` of ``RACMarbleFamily``, appended to
/// ``families`` (see `Sources/RACMarbles/README.md`).
public enum RACMarbleCatalog {
  /// The families, in the order of the layers.
  public static let families: [RACMarbleFamily] = [
    streamCoreDirect, streamCoreOperators, streamCoreCreation,
    transform, filter, sideEffect, debugging,
    subjects,
  ]

  /// Every example.
  public static var all: [RACMarbleExample] { families.flatMap(\.examples) }
}
