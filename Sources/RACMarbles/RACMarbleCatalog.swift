/// Every family's examples. A family is one file per layer and DocC
/// article, `Examples/<Layer>/<Layer>+<Article>.swift` (a layer's landing
/// article: `Examples/<Layer>/<Layer>.swift`), declaring a `static let` of
/// ``RACMarbleFamily`` named after the layer and the article, appended to
/// ``families`` (see `Sources/RACMarbles/README.md`).
public enum RACMarbleCatalog {
  /// The families, in the order of the layers (the landing article first,
  /// then by article name).
  public static let families: [RACMarbleFamily] = [
    streamCoreCreation, streamCoreCombining, streamCoreFiltering, streamCoreHigherOrder, streamCoreTransforming,
    signalOperatorsBinding, signalOperatorsCombining, signalOperatorsDebugging, signalOperatorsFiltering,
    signalOperatorsHigherOrder, signalOperatorsSideEffects, signalOperatorsSyncAndAsync, signalOperatorsThreading,
    signalOperatorsTime, signalOperatorsTransforming,
    subjectsMulticasting, subjectsSubjects,
    sequenceBridges, sequenceCreatingAndReading, sequenceFolds, sequenceOperators,
    commandCommands,
  ]

  /// Every example.
  public static var all: [RACMarbleExample] { families.flatMap(\.examples) }
}
