import Foundation
import RACDisposables
import Synchronization
import Testing

@testable import RACStreamCore

/// A gate that records what it processed, and checks that processing never
/// overlaps and always runs on the thread that owns the gate.
final class RecordingGate: _RACSerialGate<Int>, @unchecked Sendable {
  // Safety: `processed` is touched only by the gate's owner (the gate is
  // what the test checks); `inside` is atomic.
  @exclusivity(unchecked) var processed: [Int] = []
  let inside = Atomic<Int>(0)
  let overlaps = Atomic<Int>(0)
  let notOwner = Atomic<Int>(0)
  /// Called with each input while it is processed, with the gate held.
  var onProcess: ((Int) -> Void)?

  override func process(_ input: Int) {
    if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
      overlaps.add(1, ordering: .relaxed)
    }
    if !isOwnedByCurrentThread { notOwner.add(1, ordering: .relaxed) }
    processed.append(input)
    onProcess?(input)
    inside.subtract(1, ordering: .acquiringAndReleasing)
  }
}

/// The serial gate on its own: the handler it holds, FIFO order, nested
/// sends from the owner, hand-off between threads, nothing lost.
@Suite struct SerialGateTests {
  @Test func processesInputsAtOnceInOrderWhenFree() {
    let gate = RecordingGate()
    for input in 0..<5 { gate.send(input) }
    #expect(gate.processed == [0, 1, 2, 3, 4])
    #expect(!gate.isOwnedByCurrentThread)
  }

  @Test func fastPathRunsTheWorkWithoutBuildingTheInput() {
    let gate = RecordingGate()
    var built = 0
    var ran = 0
    gate.run(
      { ran += 1 },
      orQueue: {
        built += 1
        return 0
      })
    #expect(ran == 1)
    #expect(built == 0)
    #expect(gate.processed.isEmpty)
  }

  @Test func aNestedSendFromTheOwnerIsProcessedAtOnceNested() {
    let gate = RecordingGate()
    var order: [String] = []
    gate.onProcess = { input in
      order.append("begin \(input)")
      if input == 1 { gate.send(2) }
      order.append("end \(input)")
    }
    gate.send(1)
    // ReactiveCocoa's recursive @synchronized: the nested send runs inside.
    #expect(order == ["begin 1", "begin 2", "end 2", "end 1"])
    #expect(gate.processed == [1, 2])
  }

  /// Each input handed to `sendAfterCurrent(_:)` is processed once, after
  /// the input being processed, however many times the gate queues and
  /// drains on one thread.
  @Test func inputsQueuedAfterTheCurrentOneAreProcessedOnceEach() {
    let gate = RecordingGate()
    gate.onProcess = { input in
      if input < 10 { gate.sendAfterCurrent(input * 10 + 10) }
    }
    gate.send(1)
    gate.send(2)
    gate.send(3)
    #expect(gate.processed == [1, 20, 2, 30, 3, 40])
    #expect(!gate.isOwnedByCurrentThread)
  }

  /// White-box: the hand-off's other side. A thread that queued its input
  /// and then finds the gate free (the owner left before seeing it) takes
  /// the gate, processes the input with anything queued, and frees the gate
  /// again. Queuing on a free gate is that moment, which a test cannot make
  /// happen between two threads on demand.
  @Test func aThreadThatFindsTheGateFreeAfterQueuingProcessesAndFreesIt() {
    let gate = RecordingGate()
    gate._enqueue({ 7 }, _racCurrentThreadID())
    #expect(gate.processed == [7])
    #expect(!gate.isOwned)
    gate.send(8)
    #expect(gate.processed == [7, 8])
    #expect(!gate.isOwned)
  }

  @Test func anInputFromAnotherThreadWhileOwnedIsQueuedAndProcessedByTheOwner() {
    let gate = RecordingGate()
    let queuedFromOtherThread = DispatchSemaphore(value: 0)
    var returnedBeforeProcessing = false
    gate.onProcess = { input in
      guard input == 1 else { return }
      let box = Unchecked(gate)
      Thread.detachNewThread {
        box.value.send(2)
        queuedFromOtherThread.signal()
      }
      queuedFromOtherThread.wait()
      // The other thread's send returned while this one still owns the gate:
      // its input waits in the queue.
      returnedBeforeProcessing = !gate.processed.contains(2)
    }
    gate.send(1)
    #expect(returnedBeforeProcessing)
    #expect(gate.processed == [1, 2])
    #expect(gate.notOwner.load(ordering: .relaxed) == 0)
  }

  @Test func queuedInputsKeepTheirOrder() {
    let gate = RecordingGate()
    let done = DispatchSemaphore(value: 0)
    gate.onProcess = { input in
      guard input == 0 else { return }
      let box = Unchecked(gate)
      Thread.detachNewThread {
        for value in 1...100 { box.value.send(value) }
        done.signal()
      }
      done.wait()
    }
    gate.send(0)
    #expect(gate.processed == Array(0...100))
  }

  @Test func tryRunDoesNothingWhileAnotherThreadOwnsTheGate() {
    let gate = RecordingGate()
    let tried = DispatchSemaphore(value: 0)
    let result = _RACLock<Bool?>(nil)
    gate.onProcess = { input in
      guard input == 1 else { return }
      let box = Unchecked(gate)
      Thread.detachNewThread {
        let ran = box.value.tryRun { box.value.processed.append(99) }
        result.withLock { $0 = ran }
        tried.signal()
      }
      tried.wait()
    }
    gate.send(1)
    #expect(result.withLock { $0 } == false)
    #expect(gate.processed == [1])
    // Free again: tryRun runs at once.
    #expect(gate.tryRun { gate.processed.append(3) })
    #expect(gate.processed == [1, 3])
  }

  @Test func nothingIsLostOrOverlappedUnderEightThreads() async {
    let gate = RecordingGate()
    let threads = 8
    let perThread = 5_000
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<threads {
        let box = Unchecked(gate)
        group.addTask {
          for index in 0..<perThread {
            let input = thread * perThread + index
            if index % 2 == 0 {
              box.value.send(input)
            } else {
              box.value.run({ box.value.process(input) }, orQueue: { input })
            }
          }
        }
      }
    }
    #expect(gate.processed.count == threads * perThread)
    #expect(Set(gate.processed).count == threads * perThread)
    #expect(gate.overlaps.load(ordering: .relaxed) == 0)
    #expect(gate.notOwner.load(ordering: .relaxed) == 0)
    // Inputs from one thread are processed in the order that thread sent them.
    for thread in 0..<threads {
      let mine = gate.processed.filter { $0 / perThread == thread }
      #expect(mine == mine.sorted())
    }
    #expect(!gate.isOwnedByCurrentThread)
  }

  @Test func theGateIsFreeAfterEveryPath() {
    let gate = RecordingGate()
    gate.send(1)
    gate.run({}, orQueue: { 0 })
    _ = gate.tryRun {}
    // A free gate is taken at once by the next input on any thread.
    let other = DispatchSemaphore(value: 0)
    let box = Unchecked(gate)
    Thread.detachNewThread {
      box.value.send(2)
      other.signal()
    }
    other.wait()
    #expect(gate.processed == [1, 2])
  }
}

/// Carries a non-Sendable reference to another thread in a test.
final class Unchecked<T>: @unchecked Sendable {
  // Safety: the tests hand each value to one other thread at a time.
  let value: T
  init(_ value: T) { self.value = value }
}
