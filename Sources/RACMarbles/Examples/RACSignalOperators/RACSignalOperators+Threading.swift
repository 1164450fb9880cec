import Dispatch
import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, Threading family (Threading/). The target scheduler
// is a second test scheduler that runs its queue at the ticks an example
// says (a busy thread getting to its queue), so that the shift is visible.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let file = "Threading/RACSignal+Threading.swift"

/// Runs `block` on the main queue: at once when already there, else
/// synchronously from this thread.
private func onMainQueue(_ block: () -> Void) {
  if RACScheduler._isOnMainQueue { block() } else { DispatchQueue.main.sync(execute: block) }
}

extension RACMarbleCatalog {
  static let signalOperatorsThreading = RACMarbleFamily(
    "Threading", layer: .signalOperators,
    files: [file],
    examples: [
      Example("deliverOn", layer: .signalOperators, documents: [At(file, "public func deliver(on")]) { m in
        let target = RACTestScheduler()
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.deliver(on: target), note: "deliver(on: scheduler); the scheduler runs its queue at 3 and 7")
        m.record(
          source.deliver(on: target), label: "result 2",
          note: "disposed at 2: a, still waiting on the scheduler, is dropped",
          disposeAt: 2, disposal: true)
        for tick in [3, 7] { m.at(tick) { target.stepAll() } }
      },
      Example("subscribeOn", layer: .signalOperators, documents: [At(file, "public func subscribe(on")]) { m in
        let target = RACTestScheduler()
        let source: RACColdTestSignal<String> = try m.cold(
          "self", "-a-b-|", note: "(subscribed in a block on the scheduler)", subscriptions: true)
        m.record(
          source.subscribe(on: target), note: "subscribe(on: scheduler); the scheduler runs its queue at 2",
          subscriptions: true)
        m.record(
          source.subscribe(on: target), label: "result 2",
          note: "disposed at 1, before the block ran: self is not subscribed to",
          disposeAt: 1, subscriptions: true)
        m.at(2) { target.stepAll() }
        m.expect("one subscription to self") { source.subscriptions.count == 1 }
      },
      Example(
        "deliverOnMainThread", layer: .signalOperators, caption: "deliverOnMainThread(), sent on the main queue",
        documents: [At(file, "public func deliverOnMainThread()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        onMainQueue {
          m.record(source.deliverOnMainThread())
          m.tester.run()
        }
      },
    ])
}
