/// Every family's examples. A new family is a new file in `Examples/`
/// declaring a `static let` of ``RACMarbleFamily``, appended to
/// ``families`` (see `Sources/RACMarbles/README.md`).
public enum RACMarbleCatalog {
  /// The families, in the order of the layers.
  public static let families: [RACMarbleFamily] = [
    streamCoreDirect, streamCoreOperators, streamCoreCreation,
    transform, filter, sideEffect, debugging,
    combine, higherOrder, time, threading, binding, syncAndAsync,
    subjects, subjectTypes,
    sequenceCreatingReading, sequenceOperators, sequenceCombiningFolds,
  ]

  /// Every example.
  public static var all: [RACMarbleExample] { families.flatMap(\.examples) }
}
