/// The examples of one operator family, and the files whose diagrams they
/// must all cover.
public struct RACMarbleFamily: Sendable {
  /// The family's name: the name of the layer's DocC article that documents
  /// it, such as `Transforming`.
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
