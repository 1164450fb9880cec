import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

extension RACSignal {
  /// Delivers every event of the receiver, terminal ones included, on
  /// `scheduler`, in the order the receiver sent them.
  ///
  /// ```text
  /// self:     -a-b   -c-|
  /// result:   ---[ab]---[c|]  deliver(on: scheduler); the scheduler runs its queue at 3 and 7
  /// result 2: --!             disposed at 2: a, still waiting on the scheduler, is dropped
  /// ```
  ///
  /// ![deliver(on: scheduler); the scheduler runs its queue at 3 and 7; disposed at 2: a, still waiting on the scheduler, is dropped. self: a, b, c, then completed. result: a and b in one tick, then c and completed in one tick. result 2: disposed.](deliverOn.svg)
  ///
  /// The subscription to the receiver is made at once, on the subscribing
  /// thread (use ``subscribe(on:)`` to move it). Each event is scheduled on
  /// `scheduler` as it arrives; an error or completion is delivered after
  /// the values scheduled before it. Disposing the subscription stops
  /// delivery at once: events still waiting on the scheduler are dropped.
  ///
  /// Events are delivered on `scheduler`.
  ///
  /// - Parameter scheduler: The scheduler to deliver on.
  /// - Returns: A signal delivering on `scheduler`.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal deliverOn:]`.
  public func deliver(on scheduler: RACScheduler) -> RACSignal<Value> {
    _RACDeliverOnSignal(self, arguments: scheduler, selector: "-deliverOn: ", argument: scheduler)
  }

  /// Subscribes to the receiver on `scheduler`.
  ///
  /// ```text
  /// self:     --^a-b-|  (subscribed in a block on the scheduler)
  /// result:   ^--a-b-|  subscribe(on: scheduler); the scheduler runs its queue at 2
  /// result 2: ^!        disposed at 1, before the block ran: self is not subscribed to
  /// ```
  ///
  /// ![(subscribed in a block on the scheduler); subscribe(on: scheduler); the scheduler runs its queue at 2; disposed at 1, before the block ran: self is not subscribed to. self: subscribed, a, b, then completed. result: subscribed, a, b, then completed. result 2: subscribed, then disposed.](subscribeOn.svg)
  ///
  /// The subscription (the receiver's subscription work and its side
  /// effects) runs as a block on `scheduler`; disposing before that block
  /// runs cancels it, so the receiver is never subscribed to. Events are
  /// passed on as the receiver sends them, on whatever thread it sends them
  /// from (combine with ``deliver(on:)`` to choose that thread too).
  ///
  /// - Parameter scheduler: The scheduler to subscribe on.
  /// - Returns: A signal subscribing on `scheduler`.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribeOn:]`.
  public func subscribe(on scheduler: RACScheduler) -> RACSignal<Value> {
    _RACSubscribeOnSignal(self, arguments: scheduler, selector: "-subscribeOn: ", argument: scheduler)
  }

  /// Delivers every event of the receiver on the main queue, synchronously
  /// when it is sent on the main queue with nothing of this subscription
  /// still waiting there.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: -a-b-|     deliverOnMainThread(), sent on the main queue
  /// ```
  ///
  /// ![deliverOnMainThread(), sent on the main queue. self: a, b, then completed. result: a, b, then completed.](deliverOnMainThread.svg)
  ///
  /// An event sent from another thread, or while earlier events of this
  /// subscription are still queued for the main queue, is scheduled on
  /// ``RACScheduler/mainThread``: the order of events is
  /// always kept. Unlike ``deliver(on:)`` with the main thread scheduler,
  /// events sent on the main queue are not delayed. The main queue is
  /// recognised as ``RACScheduler/current`` recognises it (a
  /// queue-specific key), not by `Thread.isMainThread`. Disposing the
  /// subscription drops events still queued.
  ///
  /// Events are delivered on the main queue.
  ///
  /// - Returns: A signal delivering on the main queue.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal deliverOnMainThread]`.
  public func deliverOnMainThread() -> RACSignal<Value> {
    _RACDeliverOnMainThreadSignal(self, arguments: (), selector: "-deliverOnMainThread")
  }
}
