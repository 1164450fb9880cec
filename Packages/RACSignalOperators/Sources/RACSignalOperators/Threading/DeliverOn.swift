import RACDisposables
import RACSchedulers
import RACStreamCore
import Synchronization

/// `deliver(on:)`'s signal: each subscription is a `_RACDeliverOn` state on
/// the multi-input kernel; `arguments` is the scheduler.
final class _RACDeliverOnSignal<Value>: _RACOperatorSignal<Value, Value, RACScheduler>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACDeliverOn(subscriber, arguments)
    state.subscribe(source, _RACDeliverOnInput(state))
    return state.subscription
  }
}

/// `deliverOnMainThread()`'s signal: each subscription is a
/// `_RACDeliverOnMainThread` state on the multi-input kernel.
final class _RACDeliverOnMainThreadSignal<Value>: _RACOperatorSignal<Value, Value, Void>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACDeliverOnMainThread(subscriber)
    state.subscribe(source, state.input())
    return state.subscription
  }
}

/// One subscription of `deliver(on:)`: schedules one block per event on the
/// scheduler, where the event passes the state's gate. The gate keeps the
/// events serialized whatever the scheduler — except on a queue scheduler,
/// whose queue runs the blocks one at a time already, where values skip it
/// (`deliverSerialized(_:)`) — and the kernel drops the events still
/// waiting on the scheduler once the subscription is disposed.
///
/// The events wait in a ring buffer of the subscription's own, not in the
/// blocks: each block captures only the state, which Swift passes as the
/// closure's context without allocating one, and takes the oldest waiting
/// event when it runs. So delivering a value allocates nothing in the
/// steady state (Docs/Performance.md), while every event is still its own
/// block, in the order sent, interleaved with other blocks on the scheduler
/// exactly as RAC's one block per event is.
///
/// On a queue scheduler a value's block is not a block but the state
/// itself, which the scheduler does not retain
/// (``RACQueueScheduler/_scheduleUnretained(_:token:)``): the input holds
/// the state while the source may send, and once the source lets go of
/// the input, the block `inputEnded()` schedules holds it after the last
/// value's (Docs/Internals.md, "deliver(on:) on a queue scheduler").
final class _RACDeliverOn<Value>: _RACForwardingState<Value>, _RACScheduledTarget, @unchecked Sendable {
  // Safety: `waiting` and `terminal` are written by the source's serialized
  // events before the block that reads them is scheduled, and read only by
  // those blocks, which the scheduler runs one at a time: scheduling a
  // block orders the write before the read (see `_RACHandOff`). `scheduler`
  // is read and written only by the source's serialized events. The rest
  // is immutable.
  /// The scheduler, until the block of the source's terminal event is
  /// scheduled: nothing is scheduled after it, and the blocks waiting there
  /// hold this state, so keeping the scheduler would make a cycle that
  /// only running them breaks — a test scheduler dropped with them pending
  /// would never be freed, nor would they (Docs/Internals.md, "A scheduler
  /// is not kept by its own blocks").
  @exclusivity(unchecked) private var scheduler: RACScheduler?
  /// The scheduler as a queue scheduler, when it is one: its blocks need no
  /// disposable (the kernel already drops events after disposal).
  let queueScheduler: RACQueueScheduler?
  /// The blocking wait (`first()`, …) this subscription was made for, when
  /// that wait blocks the thread of `scheduler`.
  let blockingWait: _RACSyncWait?
  /// The values whose blocks are waiting on the scheduler, oldest first.
  private let waiting = _RACHandOff<Value>()
  /// The source's terminal event, once sent: its block is the last.
  @exclusivity(unchecked) private var terminal: RACEvent<Value>?

  init(_ downstream: any RACSubscriber<Value>, _ scheduler: RACScheduler) {
    self.scheduler = scheduler
    self.queueScheduler = scheduler as? RACQueueScheduler
    let wait = _RACSyncWait.subscribing
    self.blockingWait = wait?.blocks(scheduler) == true ? wait : nil
    super.init(downstream)
  }

  /// Fails when the blocking wait this subscription was made for blocks the
  /// thread that would run the event's block.
  @inline(__always)
  private func checkBlockingWait() {
    if let blockingWait, !blockingWait.isFinished {
      blockingWait.deadlock("deliver(on: \(scheduler.map(String.init(describing:)) ?? "a scheduler"))")
    }
  }

  /// Schedules `block`, moving it to a queue scheduler
  /// (`RACQueueScheduler._scheduleUncancellable(_:)`).
  @inline(__always)
  private func schedule(_ block: consuming @escaping () -> Void) {
    if let queueScheduler {
      queueScheduler._scheduleUncancellable(block)
    } else {
      scheduler?.schedule(block)
    }
  }

  // Each block captures only `self`: no closure context is allocated. A
  // value's block delivers the oldest waiting value (blocks run in the order
  // scheduled, one per event); the terminal event's block comes last.
  override func receiveValue(_ value: Value) {
    checkBlockingWait()
    waiting.put(value)
    if let queueScheduler {
      // The state itself, unretained: `_timerFired(_:on:)`.
      queueScheduler._scheduleUnretained(self, token: 0)
    } else {
      scheduler?.schedule { [self] in deliver(waiting.take()) }
    }
  }

  /// A value's turn on a queue scheduler: delivers the oldest waiting value.
  /// The queue runs its blocks one at a time, and only they deliver, so the
  /// value needs no gate (`deliverSerialized(_:)`).
  func _timerFired(_ token: UInt64, on scheduler: RACScheduler) {
    deliverSerialized(waiting.take())
  }

  override func receiveTerminal(_ event: RACEvent<Value>) {
    checkBlockingWait()
    terminal = event
    schedule { [self] in if let terminal { receive(terminal) } }
    // The last block is scheduled (the kernel passes nothing after a
    // terminal event): let go of the scheduler, as RAC's subscriber lets go
    // of the blocks that captured it.
    scheduler = nil
  }

  /// The source let go of the input, so nothing more will be scheduled: on
  /// a queue scheduler, the values' turns still waiting there hold nothing,
  /// so a block that holds the state goes after them. Also after a terminal
  /// event, whose block holds the state already: `terminal` belongs to the
  /// source's events, and the input may be released on another thread.
  fileprivate func inputEnded() {
    guard let queueScheduler else { return }
    queueScheduler._scheduleUncancellable { [self] in withExtendedLifetime(self) {} }
  }
}

/// The input of a `deliver(on:)` subscription: passes the source's events to
/// the state, as ``_RACForwardingState/input()``'s does, and tells it when
/// the source lets go (`_RACDeliverOn.inputEnded()`), after which the state
/// may be held by nothing but blocks on its scheduler.
final class _RACDeliverOnInput<Value>: _RACInput<Value>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACDeliverOn<Value>

  init(_ state: _RACDeliverOn<Value>) {
    self.state = state
    super.init()
  }

  override func sendNext(_ value: Value) {
    if isFinished { return }
    state.receiveValue(value)
  }

  /// `self`, converted where the class's metadata is at hand.
  override func asSubscriber() -> any RACSubscriber<Value> { self }

  override func receiveError(_ error: any Error) { state.receiveTerminal(.error(error)) }

  override func receiveCompleted() { state.receiveTerminal(.completed) }

  deinit { state.inputEnded() }
}

/// Values handed from the thread that sends them to blocks of a serial
/// scheduler, one value per block, in order — with no lock of its own.
///
/// `put(_:)` is called by one sender at a time (the source's events are
/// serialized) and each call is followed by scheduling one block; `take()`
/// is called by those blocks, one at a time (a scheduler runs its blocks in
/// order, serially). Handing a block to a scheduler publishes everything
/// written before it to the thread that runs the block (the scheduler
/// synchronizes to pass the block itself), so a value put before its block
/// was scheduled is visible to that block; the sender and the blocks touch
/// disjoint slots otherwise. The values live in chunks of `chunkSize` slots,
/// linked in order: the sender fills the last chunk, the blocks empty the
/// first; a chunk is released once emptied, so that in the steady state
/// there is one allocation per `chunkSize` values, and the sender and the
/// scheduler's thread do not contend for a lock on every value
/// (Docs/PerformanceHistory.md, "The operator kernel, second pass").
final class _RACHandOff<Value>: @unchecked Sendable {
  // Safety: `tail` and `tailCount` are touched only by the sender, `head`
  // and `headIndex` only by the blocks; a chunk's slots and `next` are
  // written by the sender before the block that reads them is scheduled.
  final class Chunk {
    let slots = UnsafeMutablePointer<Value>.allocate(capacity: chunkSize)
    @exclusivity(unchecked) var next: Chunk?
    deinit { slots.deallocate() }
  }

  static var chunkSize: Int { 128 }

  @exclusivity(unchecked) private var head = Chunk()
  @exclusivity(unchecked) private var headIndex = 0
  @exclusivity(unchecked) private var tail: Chunk
  @exclusivity(unchecked) private var tailCount = 0

  init() {
    tail = head
  }

  /// Puts a value in the next slot; its block must be scheduled after.
  func put(_ value: Value) {
    if tailCount == Self.chunkSize {
      let chunk = Chunk()
      tail.next = chunk
      tail = chunk
      tailCount = 0
    }
    (tail.slots + tailCount).initialize(to: value)
    tailCount += 1
  }

  /// Takes the oldest value, from the block scheduled after its `put`
  /// (so there is one, and the chunk after a full one is linked).
  func take() -> Value {
    if headIndex == Self.chunkSize {
      guard let next = head.next else {
        preconditionFailure("_RACHandOff: a block ran before its value was put")
      }
      head = next
      headIndex = 0
    }
    let value = (head.slots + headIndex).move()
    headIndex += 1
    return value
  }

  deinit {
    // Values whose blocks never ran (a scheduler that dropped them).
    var chunk: Chunk? = head
    var index = headIndex
    while let current = chunk {
      let end = current === tail ? tailCount : Self.chunkSize
      if index < end { (current.slots + index).deinitialize(count: end - index) }
      chunk = current.next
      index = 0
    }
  }
}

/// One subscription of `deliverOnMainThread()`: runs an event at once when
/// it arrives on the main queue with nothing of this subscription queued
/// there, else schedules it on the main thread scheduler; either way it
/// passes the state's gate.
final class _RACDeliverOnMainThread<Value>: _RACForwardingState<Value>, @unchecked Sendable {
  // Safety: `queueLength` is atomic; the rest is immutable.
  /// Events of this subscription on their way to the main queue, or being
  /// delivered there.
  let queueLength = Atomic<Int>(0)
  /// The blocking wait (`first()`, …) this subscription was made for, when
  /// that wait blocks the main queue.
  let blockingWait: _RACSyncWait?

  init(_ downstream: any RACSubscriber<Value>) {
    let wait = _RACSyncWait.subscribing
    self.blockingWait = wait?.onMainQueue == true ? wait : nil
    super.init(downstream)
  }

  /// Counts an event in; `true` when it runs now: it arrived on the main
  /// queue with nothing of this subscription queued before it. Then the
  /// caller runs it in place, with no block made for it, and calls
  /// ``ran()``.
  private func arrives() -> Bool {
    let queued = queueLength.add(1, ordering: .acquiringAndReleasing).newValue
    return queued == 1 && RACScheduler._isOnMainQueue
  }

  /// Counts an event out, once it ran.
  private func ran() {
    queueLength.subtract(1, ordering: .acquiringAndReleasing)
  }

  /// Schedules an event that cannot run now on the main thread scheduler.
  private func schedule(_ block: @escaping () -> Void) {
    if let blockingWait, !blockingWait.isFinished {
      blockingWait.deadlock("deliverOnMainThread()")
    }
    RACScheduler.mainThread.schedule { [self] in
      block()
      ran()
    }
  }

  override func receiveValue(_ value: Value) {
    if arrives() {
      deliver(value)
      ran()
    } else {
      schedule { [self] in deliver(value) }
    }
  }

  override func receiveTerminal(_ event: RACEvent<Value>) {
    if arrives() {
      receive(event)
      ran()
    } else {
      schedule { [self] in receive(event) }
    }
  }
}
