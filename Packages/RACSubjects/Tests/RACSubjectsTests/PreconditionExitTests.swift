import Foundation
import RACSubjects
import Testing

/// Every precondition RACSubjects states (through its public API) ends the
/// process with its message.
@Suite struct PreconditionExitTests {
  @Test func replaySubjectNegativeCapacity() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACReplaySubject<Int>(capacity: -1)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("RACReplaySubject(capacity:): capacity must not be negative"))
  }
}
