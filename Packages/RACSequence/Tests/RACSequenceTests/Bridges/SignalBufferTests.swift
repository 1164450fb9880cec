import Dispatch
import Foundation
import RACTestSupport
import Synchronization
import Testing

@testable import RACSequence

/// The buffer behind `RACSignal.sequence`, white-box, with the interleaving
/// forced rather than hoped for: each reader is seen waiting (filed among
/// the buffer's waiters) before the test sends what it waits for. The
/// black-box tests in BridgesTests start their readers and send at once, so
/// a reader there may find everything already sent and never wait.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct SignalBufferTests {
  /// What a reader thread read, once it returned.
  final class Reading: @unchecked Sendable {
    // Safety: written by the reader before it leaves `done`, read after
    // `waitFor(done)`.
    var value: Int?
    let returned = Atomic<Bool>(false)
  }

  /// Starts a thread of its own reading the value at `index` (not a
  /// dispatch queue's: the test spins meanwhile, and a queue's threads may
  /// all be spinning tests).
  private func read(_ buffer: _RACSignalBuffer<Int>, at index: Int, into reading: Reading, group: DispatchGroup) {
    startThread(in: group) {
      reading.value = buffer.value(at: index)
      reading.returned.store(true, ordering: .releasing)
    }
  }

  /// The indices of the readers the buffer holds as waiting.
  private func waiting(_ buffer: _RACSignalBuffer<Int>) -> [Int] {
    buffer.state.withLock { $0.waiters.map(\.index) }.sorted()
  }

  /// Spins (yielding) until `count` readers wait; false if they are not
  /// all seen waiting within 30 s (a reader that waits without being filed
  /// is never seen: a guard against a hang, not a timing assertion).
  private func untilWaiting(_ buffer: _RACSignalBuffer<Int>, _ count: Int) -> Bool {
    let deadline = ContinuousClock.now + .seconds(30)
    while waiting(buffer).count < count {
      if ContinuousClock.now > deadline { return false }
      sched_yield()
    }
    return true
  }

  @Test func aReaderWaitsForTheValueAtItsIndexAndNoLonger() throws {
    let buffer = _RACSignalBuffer<Int>()
    let reading = Reading()
    let done = DispatchGroup()
    read(buffer, at: 1, into: reading, group: done)
    try #require(untilWaiting(buffer, 1))
    buffer.append(10)
    // The value at index 0 does not wake the reader of index 1.
    #expect(waiting(buffer) == [1])
    let returned = reading.returned.load(ordering: .acquiring)
    #expect(!returned)
    buffer.append(11)
    try #require(waitFor(done))
    #expect(reading.value == 11)
    #expect(waiting(buffer).isEmpty)
  }

  @Test func readersAtSeveralIndicesWakeAsTheirValuesArrive() throws {
    let buffer = _RACSignalBuffer<Int>()
    let readings = (0..<3).map { _ in Reading() }
    let done = DispatchGroup()
    for (index, reading) in readings.enumerated() { read(buffer, at: index, into: reading, group: done) }
    try #require(untilWaiting(buffer, 3))
    buffer.append(100)
    #expect(waiting(buffer) == [1, 2])
    buffer.append(101)
    #expect(waiting(buffer) == [2])
    buffer.append(102)
    try #require(waitFor(done))
    #expect(readings.map(\.value) == [100, 101, 102])
  }

  @Test func aReaderWaitingWhenTheSignalEndsReadsNothing() throws {
    let buffer = _RACSignalBuffer<Int>()
    buffer.append(1)
    let reading = Reading()
    reading.value = -1
    let done = DispatchGroup()
    read(buffer, at: 1, into: reading, group: done)
    try #require(untilWaiting(buffer, 1))
    buffer.end()
    try #require(waitFor(done))
    #expect(reading.value == nil)
    #expect(waiting(buffer).isEmpty)
    // What was sent before the end stays readable.
    #expect(buffer.value(at: 0) == 1)
    #expect(buffer.value(at: 1) == nil)
  }
}
