import RACSequence
import Testing

/// The preconditions of the sequence family's `RACStream` conformance end the
/// process with their message (the counts of `take(_:)` and `skip(_:)` are
/// checked in `FilteringTests`).
@Suite struct PreconditionExitTests {
  @Test func sequenceFamilyIsReservedForSequences() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let _: RACSequence<(Int, Int)> = [1].racSequence.zip(with: ImpostorSequence<Int>())
    }
    #expect(
      stderrText(result).contains(
        "RACSequenceFamily is reserved for RACSequence; ImpostorSequence<Int> is not one"))
  }

  @Test func sequenceFamilyResultIsReservedForSequences() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let _: ImpostorSequence<(Int, Int)> = [1].racSequence.zip(with: [2].racSequence)
    }
    #expect(
      stderrText(result).contains(
        "RACSequenceFamily is reserved for RACSequence; ImpostorSequence<(Int, Int)> is not RACSequence<(Int, Int)>"))
  }
}

/// A stream that claims the sequence family without being a `RACSequence`.
struct ImpostorSequence<Value>: RACStream {
  typealias Family = RACSequenceFamily

  static func empty() -> ImpostorSequence { ImpostorSequence() }
  static func `return`(_ value: Value) -> ImpostorSequence { ImpostorSequence() }
  func bind<R: RACStream>(
    _ block: @escaping () -> (Value, inout Bool) -> R?
  ) -> R.Concrete where R.Family == RACSequenceFamily {
    fatalError("ImpostorSequence.bind is never called")
  }
  func concat(_ other: ImpostorSequence) -> ImpostorSequence { self }
  func zip<Other: RACStream, R: RACStream>(with other: Other) -> R
  where
    Other.Family == RACSequenceFamily, R.Family == RACSequenceFamily, R.Concrete == R,
    R.Value == (Value, Other.Value)
  {
    fatalError("ImpostorSequence.zip is never called")
  }
}

/// The standard error an exit test captured, as text.
func stderrText(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
