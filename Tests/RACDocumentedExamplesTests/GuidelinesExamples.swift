import Foundation
import RAC
import Testing

/// ReactiveCocoa 2.x's Documentation/DesignGuidelines.md,
/// FrameworkOverview.md and MemoryManagement.md: the behaviour each section
/// states, run on its example (or the smallest one that shows it).
@Suite struct GuidelinesExamples {
  // DesignGuidelines.md, "RACSequence › Evaluation occurs lazily by
  // default" and "Side effects occur only once": `sequence.head` runs the
  // `-map:` block once, `sequence.tail.head` once more, and reading
  // `sequence.tail.head` again runs nothing (memoized). Swift reads
  // `sequence.tail.head` as `sequence.tail?.head`.
  @Test func sequencesAreLazyAndMemoized() {
    let strings = ["A", "B", "C"]
    let calls = Counter()
    let sequence = strings.racSequence.map { (str: String) -> String in
      calls.increment()
      return str + "_"
    }
    #expect(calls.value == 0)
    let concatA = sequence.head
    #expect(concatA == "A_" && calls.value == 1)
    let concatB = sequence.tail?.head
    #expect(concatB == "B_" && calls.value == 2)
    let concatB2 = sequence.tail?.head
    #expect(concatB2 == "B_" && calls.value == 2)
  }

  // DesignGuidelines.md, "RACSequence › Evaluation blocks the caller":
  // `-eagerSequence` evaluates every value at once.
  @Test func eagerSequenceEvaluatesAtOnce() {
    let calls = Counter()
    let sequence = ["A", "B", "C"].racSequence.eagerSequence.map { (str: String) -> String in
      calls.increment()
      return str + "_"
    }
    #expect(calls.value == 3)
    #expect(sequence.array == ["A_", "B_", "C_"])
  }

  // DesignGuidelines.md, "RACSignal › Side effects occur for each
  // subscription": "This will print "subscriber one: 1"" … "subscriber two:
  // 2"".
  @Test func sideEffectsOccurForEachSubscription() {
    #expect(logOfTwoSubscribers(numberingSignal()) == ["subscriber one: 1", "subscriber two: 2"])
  }

  // DesignGuidelines.md, "Share the side effects of a signal by
  // multicasting": `-replayLazily` runs the side effect once for every
  // subscriber.
  @Test func shareSideEffectsByMulticasting() {
    #expect(logOfTwoSubscribers(numberingSignal().replayLazily()) == ["subscriber one: 1", "subscriber two: 1"])
  }

  // FrameworkOverview.md, "Connections": `-publish` shares one subscription
  // to the source among the connection's subscribers, from `-connect`.
  @Test func connectionsShareOneSubscription() {
    let subscriptions = Counter()
    let source = RACSubject<Int>()
    let counted = RACSignal<Int> { subscriber in
      subscriptions.increment()
      return source.subscribe(subscriber)
    }
    let connection = counted.publish()
    let output = Output()
    connection.signal.subscribeNext { output.log("one \($0)") }
    connection.signal.subscribeNext { output.log("two \($0)") }
    #expect(subscriptions.value == 0)
    connection.connect()
    source.sendNext(1)
    #expect(subscriptions.value == 1)
    #expect(output.lines == ["one 1", "two 1"])
  }

  // FrameworkOverview.md, "Subjects": a subject is a signal that can be
  // manually controlled; its subscribers see what is sent after they
  // subscribed.
  @Test func subjectsAreManuallyControlledSignals() {
    let subject = RACSubject<String>()
    let output = Output()
    subject.sendNext("before")
    subject.subscribeNext { output.log($0) }
    subject.sendNext("after")
    subject.sendCompleted()
    subject.sendNext("ignored")
    #expect(output.lines == ["after"])
  }

  // DesignGuidelines.md, "The RACSignal contract › Errors are propagated
  // immediately": an error from any merged signal ends the result at once.
  @Test func errorsArePropagatedImmediately() {
    let a = RACSubject<Int>()
    let b = RACSubject<Int>()
    let output = Output()
    RACSignal.merge([a, b]).subscribeNext(
      { output.log("next \($0)") },
      error: { output.log("error \(($0 as? ExampleError)?.reason ?? "?")") },
      completed: { output.log("completed") })
    a.sendNext(1)
    b.sendError(ExampleError(reason: "failed"))
    a.sendNext(2)
    #expect(output.lines == ["next 1", "error failed"])
  }

  // DesignGuidelines.md, "The RACSignal contract › Completion and errors
  // are terminal"… "Disposal cancels in-progress work and cleans up
  // resources": disposing a subscription runs the signal's disposable.
  @Test func disposalCleansUpResources() {
    let output = Output()
    let signal = RACSignal<Int> { subscriber in
      output.log("started")
      return RACDisposable { output.log("cleaned up") }
    }
    let disposable = signal.subscribeNext { _ in }
    #expect(output.lines == ["started"])
    disposable.dispose()
    #expect(output.lines == ["started", "cleaned up"])
  }

  // DesignGuidelines.md, "Best practices › Avoid explicit subscriptions and
  // disposal": `-takeUntil:` ends a subscription when another signal fires.
  @Test func takeUntilInPlaceOfExplicitDisposal() {
    let values = RACSubject<Int>()
    let cancel = RACSubject<Void>()
    let output = Output()
    values.take(until: cancel).subscribeNext(
      { output.log("\($0)") }, completed: { output.log("completed") })
    values.sendNext(1)
    cancel.sendNext(())
    values.sendNext(2)
    #expect(output.lines == ["1", "completed"])
  }

  // DesignGuidelines.md, "Best practices › Deliver signal events onto a
  // known scheduler": after `-deliverOn:`, values arrive on that scheduler
  // (here a test scheduler: nothing arrives until it runs).
  @Test func deliverOnAKnownScheduler() {
    let scheduler = RACTestScheduler()
    let output = Output()
    RACSignal<Int>.return(1).deliver(on: scheduler).subscribeNext { output.log("\($0)") }
    #expect(output.lines.isEmpty)
    scheduler.stepAll()
    #expect(output.lines == ["1"])
  }

  // DesignGuidelines.md, "Best practices › Use the same type for all the
  // values of a stream" and "Unpack RACTuples with -reduceEach:" (RACTuple
  // and RACTupleUnpack): a tuple signal is a Swift tuple, unpacked by
  // `reduceEach` or by a destructuring closure.
  @Test func tuplesAreSwiftTuples() {
    let names = RACSubject<String>()
    let ages = RACSubject<Int>()
    let output = Output()
    let pairs = RACSignal.combineLatest(names, ages)
    pairs.reduceEach { (name: String, age: Int) in "\(name) \(age)" }.subscribeNext { output.log($0) }
    pairs.subscribeNext { pair in
      // RACTupleUnpack(NSString *name, NSNumber *age) = tuple;
      let (name, age) = pair
      output.log("unpacked \(name) \(age)")
    }
    names.sendNext("Ada")
    ages.sendNext(36)
    #expect(output.lines == ["Ada 36", "unpacked Ada 36"])
  }

  // DesignGuidelines.md, "The RACSignal contract › Subscription will always
  // occur on a scheduler" — a deliberate difference (Docs/Decisions.md,
  // "Subscription without a current scheduler"): on a thread with no
  // current scheduler, the subscription work runs at once, on that thread.
  @Test func subscriptionWithNoCurrentSchedulerRunsAtOnce() async {
    let output = Output()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        output.log("current scheduler: \(RACScheduler.current == nil ? "none" : "some")")
        _ = RACSignal<Int> { subscriber in
          output.log("subscribed")
          return nil
        }.subscribeNext { _ in }
        output.log("subscribe returned")
        done.resume()
      }
    }
    #expect(output.lines == ["current scheduler: none", "subscribed", "subscribe returned"])
  }

  // DesignGuidelines.md, "The RACSignal contract › Signal events are
  // serialized": sends from several threads reach a subscriber one at a
  // time, none lost. State a block on another thread touches is guarded
  // (the blocks are not `@Sendable`: the port guards what they share).
  @Test func signalEventsAreSerialized() throws {
    let subject = RACSubject<Int>()
    let total = Counter()
    let inside = Counter()
    let overlaps = Counter()
    subject.subscribeNext { _ in
      inside.increment()
      if inside.value > 1 { overlaps.increment() }
      total.increment()
      inside.decrement()
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for i in 0..<1_000 { subject.sendNext(i) }
    }
    #expect(total.value == 4_000)
    #expect(overlaps.value == 0)
  }

  // DesignGuidelines.md, "The RACSignal contract › Signal events are
  // serialized" — with the deliberate difference of Docs/Decisions.md,
  // "Serializing a subscriber's events": a thread that sends while another
  // thread is delivering does not wait; its value is delivered right after
  // the current one, by the delivering thread. (RAC's recursive lock would
  // make the sender wait here, and this example would deadlock.)
  @Test func aConcurrentSenderDoesNotWait() {
    let subject = RACSubject<Int>()
    let output = Output()
    let senderReturned = DispatchSemaphore(value: 0)
    let delivered = DispatchSemaphore(value: 0)
    subject.subscribeNext { value in
      output.log("deliver \(value)")
      if value == 1 {
        // Another thread sends 2 while 1 is being delivered.
        Thread.detachNewThread {
          subject.sendNext(2)
          output.log("sender of 2 returned")
          senderReturned.signal()
        }
        _ = senderReturned.wait(timeout: .now() + 30)
      }
      if value == 2 { delivered.signal() }
    }
    subject.sendNext(1)
    #expect(delivered.wait(timeout: .now() + 30) == .success)
    #expect(output.lines == ["deliver 1", "sender of 2 returned", "deliver 2"])
  }

  // MemoryManagement.md, "Subscribers": a subscription to a signal that
  // never ends keeps its blocks alive until it is disposed; disposing it
  // releases them.
  @Test func disposingReleasesTheSubscriber() {
    final class Tracked {}
    let subject = RACSubject<Int>()
    weak var released: Tracked?
    var disposable: RACDisposable?
    do {
      let tracked = Tracked()
      released = tracked
      disposable = subject.subscribeNext { _ in _ = tracked }
    }
    #expect(released != nil)
    disposable?.dispose()
    #expect(released == nil)
  }

  // MemoryManagement.md, "Finite or Short-Lived Signals": a signal that
  // completes releases its subscriber's blocks; no disposal needed.
  @Test func completionReleasesTheSubscriber() {
    final class Tracked {}
    let subject = RACSubject<Int>()
    weak var released: Tracked?
    do {
      let tracked = Tracked()
      released = tracked
      subject.subscribeNext { _ in _ = tracked }
    }
    #expect(released != nil)
    subject.sendCompleted()
    #expect(released == nil)
  }
}

/// The guidelines' `aSignal`: each subscription increments `aNumber` (a
/// side effect) and sends it.
private func numberingSignal() -> RACSignal<Int> {
  let aNumber = Counter()
  return RACSignal { subscriber in
    aNumber.increment()
    subscriber.sendNext(aNumber.value)
    subscriber.sendCompleted()
    return nil
  }
}

/// What the guidelines' two subscribers to `aSignal` print, in order.
private func logOfTwoSubscribers(_ aSignal: RACSignal<Int>) -> [String] {
  let output = Output()
  aSignal.subscribeNext { output.log("subscriber one: \($0)") }
  aSignal.subscribeNext { output.log("subscriber two: \($0)") }
  return output.lines
}
