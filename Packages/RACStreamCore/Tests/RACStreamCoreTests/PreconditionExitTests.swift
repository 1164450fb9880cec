import Foundation
import RACDisposables
import RACStreamCore
import Testing

/// Every precondition RACStreamCore states ends the process with its message.
@Suite struct PreconditionExitTests {
  @Test func takeNegative() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.return(1).take(-1)
    }
    #expect(stderr(result).contains("RACSignal.take(_:): count must not be negative"))
  }

  @Test func skipNegative() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.return(1).skip(-1)
    }
    #expect(stderr(result).contains("RACSignal.skip(_:): count must not be negative"))
  }

  @Test func genericTakeNegative() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = genericTake(RACSignal<Int>.return(1), -1)
    }
    #expect(stderr(result).contains("RACStream.take(_:): count must not be negative"))
  }

  @Test func genericSkipNegative() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = genericSkip(RACSignal<Int>.return(1), -1)
    }
    #expect(stderr(result).contains("RACStream.skip(_:): count must not be negative"))
  }

  @Test func signalFamilyReservedForSignals() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let _: RACSignal<(Int, Int)> = RACSignal<Int>.return(1).zip(with: ImpostorStream<Int>())
    }
    #expect(
      stderr(result).contains(
        "RACSignalFamily is reserved for RACSignal and its subclasses; ImpostorStream<Int> is not one"))
  }

  @Test func signalFamilyResultReservedForSignals() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let _: ImpostorStream<(Int, Int)> = RACSignal<Int>.return(1).zip(with: RACSignal<Int>.return(2))
    }
    #expect(
      stderr(result).contains(
        "RACSignalFamily is reserved for RACSignal and its subclasses; ImpostorStream<(Int, Int)> is not RACSignal<(Int, Int)>"
      ))
  }

  @Test func sinkWithoutSendNext() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let sink = BareSink(RACPassthroughRecorder())
      sink.sendNext(1)
    }
    #expect(stderr(result).contains("BareSink must override sendNext(_:)"))
  }

  @Test func fifoRemoveFirstWhenEmpty() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = _RACFIFO<Int>().removeFirst()
    }
    #expect(stderr(result).contains("_RACFIFO.removeFirst() on an empty buffer"))
  }
}

/// Calls the generic `RACStream` `take(_:)` (not `RACSignal`'s own).
func genericTake<S: RACStream>(_ stream: S, _ count: Int) -> S where S.Concrete == S {
  stream.take(count)
}

/// Calls the generic `RACStream` `skip(_:)` (not `RACSignal`'s own).
func genericSkip<S: RACStream>(_ stream: S, _ count: Int) -> S where S.Concrete == S {
  stream.skip(count)
}

/// A stream that claims the signal family without being a signal.
struct ImpostorStream<Value>: RACStream {
  typealias Family = RACSignalFamily

  static func empty() -> ImpostorStream { ImpostorStream() }
  static func `return`(_ value: Value) -> ImpostorStream { ImpostorStream() }
  func bind<R: RACStream>(
    _ block: @escaping () -> (Value, inout Bool) -> R?
  ) -> R.Concrete where R.Family == RACSignalFamily {
    fatalError("ImpostorStream.bind is never called")
  }
  func concat(_ other: ImpostorStream) -> ImpostorStream { self }
  func zip<Other: RACStream, R: RACStream>(with other: Other) -> R
  where
    Other.Family == RACSignalFamily, R.Family == RACSignalFamily, R.Concrete == R,
    R.Value == (Value, Other.Value)
  {
    fatalError("ImpostorStream.zip is never called")
  }
}

/// A sink that overrides nothing.
final class BareSink: _RACSink<Int, Int>, @unchecked Sendable {
  // Safety: no state of its own.
}

/// A subscriber that ignores everything.
final class RACPassthroughRecorder: RACSubscriber, @unchecked Sendable {
  // Safety: no state.
  func sendNext(_ value: Int) {}
  func sendError(_ error: any Error) {}
  func sendCompleted() {}
  func didSubscribe(with disposable: RACCompoundDisposable) {}
}

/// The standard error an exit test captured, as text.
func stderr(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
