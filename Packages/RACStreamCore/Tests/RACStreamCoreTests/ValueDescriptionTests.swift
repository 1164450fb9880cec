import RACStreamCore
import Testing

/// The value types of RACStreamCore print public names only.
@Suite struct ValueDescriptionTests {
  @Test func eventsAndErrors() {
    #expect(RACEvent<Int>.next(1).description == "next(1)")
    #expect(RACEvent<Int>.completed.description == "completed")
    #expect(RACEvent<Int>.error(RACSignalError.timedOut).description == "error(timedOut)")
    #expect("\(RACSignalError.noMatchingCase("k"))" == #"noMatchingCase("k")"#)
  }

  @Test func aCreatedSignalIsNamedAfterCreateSignal() {
    let created = RACSignal<Int> { _ in nil }
    #expect(created.description == "<RACSignal<Int>: name = +createSignal:>")
  }
}
