import Foundation
import RACDisposables
import RACStreamCore
import RACSubjects
import Testing

/// A subject's subscriber list under churn: subscribers added and disposed
/// in mixed order, so that the list fills with holes and is compacted (once
/// holes are three quarters of a list of 16 entries or more, see
/// `_RACSubjectState.remove`), its slots renumbered. Afterwards no disposed
/// subscriber may be held (checked with weak references) and every live one
/// must keep receiving exactly its values, also after more subscribers join
/// and survivors leave from their renumbered slots. For every subject kind,
/// at several list sizes, on one thread and on several with a concurrent
/// sender.
@Suite struct SubjectChurnTests {
  /// The subject kinds, with what a subscriber receives of the values sent
  /// so far.
  enum Kind: CaseIterable, CustomStringConvertible {
    case plain, replay, behavior

    func make() -> RACSubject<Int> {
      switch self {
      case .plain: RACSubject<Int>()
      case .replay: RACReplaySubject<Int>()
      case .behavior: RACBehaviorSubject<Int>(defaultValue: 0)
      }
    }

    /// What a subscriber that subscribed after `sent[..<subscribedAt]`
    /// receives by the time `sent` has been sent.
    func expected(_ sent: [Int], subscribedAt: Int) -> [Int] {
      switch self {
      case .plain: Array(sent[subscribedAt...])
      case .replay: sent
      case .behavior: [subscribedAt > 0 ? sent[subscribedAt - 1] : 0] + sent[subscribedAt...]
      }
    }

    var description: String {
      switch self {
      case .plain: "RACSubject"
      case .replay: "RACReplaySubject"
      case .behavior: "RACBehaviorSubject"
      }
    }
  }

  /// One subscriber of the single-threaded churn: the recorder while it is
  /// live, a weak reference always.
  struct Member {
    var recorder: Recorder<Int>?
    var disposable: RACDisposable?
    let weak: Weak<Recorder<Int>>
    /// The subscription: it leaves the list when disposed, so that the
    /// list holds it no more (nor does anything else, once the recorder,
    /// which keeps it, is gone).
    let weakSubscription: Weak<RACDisposable>
    let subscribedAt: Int
  }

  /// A deterministic shuffle (a linear congruential generator), so that a
  /// failure reproduces.
  static func shuffled(_ indices: [Int], seed: UInt64) -> [Int] {
    var state = seed
    var result = indices
    for i in stride(from: result.count - 1, to: 0, by: -1) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let j = Int((state >> 33) % UInt64(i + 1))
      result.swapAt(i, j)
    }
    return result
  }

  /// A weak reference that threads hand over.
  final class SharedWeak: @unchecked Sendable {
    // Safety: a weak reference is atomic in the runtime; set in `init` only.
    private(set) weak var object: Recorder<Int>?

    init(_ object: Recorder<Int>) { self.object = object }
  }

  static let sizes = [1, 2, 7, 64, 1000]

  @Test(arguments: Kind.allCases, sizes)
  func mixedOrderChurnKeepsLiveSubscribersAndReleasesDisposedOnes(kind: Kind, size: Int) {
    let subject = kind.make()
    var sent: [Int] = []
    var members: [Member] = []
    func send() {
      sent.append(sent.count + 1)
      subject.sendNext(sent.count)
    }
    func join(_ count: Int) {
      for _ in 0..<count {
        let recorder = Recorder<Int>()
        let disposable = subject.subscribe(recorder)
        members.append(
          Member(
            recorder: recorder, disposable: disposable, weak: Weak(recorder), weakSubscription: Weak(disposable),
            subscribedAt: sent.count))
      }
    }
    /// Disposes `indices` in that order, sending a value every few
    /// disposals (a send holds the list while subscribers leave).
    func leave(_ indices: some Sequence<Int>) {
      for (step, index) in indices.enumerated() {
        members[index].disposable?.dispose()
        members[index].disposable = nil
        members[index].recorder = nil
        if step % 5 == 4 { send() }
      }
    }
    func check(_ phase: String) {
      send()
      for (index, member) in members.enumerated() {
        if let recorder = member.recorder {
          let expected = kind.expected(sent, subscribedAt: member.subscribedAt)
          #expect(recorder.values == expected, "\(kind), \(size): \(phase): subscriber \(index)")
          #expect(recorder.overlaps == 0)
        } else {
          #expect(member.weak.object == nil, "\(kind), \(size): \(phase): disposed subscriber \(index) is still held")
          #expect(
            member.weakSubscription.object == nil,
            "\(kind), \(size): \(phase): disposed subscription \(index) is still held")
        }
      }
    }

    // Enough extra subscribers that the holes are over three quarters of a
    // list of at least 16 entries: the removals compact the list.
    let extra = 3 * size + 20
    join(size + extra)
    send()
    let order = Self.shuffled(Array(members.indices), seed: UInt64(size))
    leave(order.prefix(extra))
    check("after the first compaction")

    // New subscribers after the compaction, then half of the survivors of
    // the first round leave from their renumbered slots, in mixed order.
    let firstRound = members.count
    join(size)
    send()
    let survivors = order.dropFirst(extra)
    leave(Self.shuffled(Array(survivors), seed: UInt64(size) &+ 1).prefix(max(1, survivors.count / 2)))
    check("after the survivors left")
    #expect(members[firstRound...].allSatisfy { $0.recorder != nil })

    // Everybody leaves; the subject still sends to nobody.
    leave(Self.shuffled(members.indices.filter { members[$0].recorder != nil }, seed: 7))
    check("after everybody left")
    #expect(members.allSatisfy { $0.weak.object == nil })
  }

  /// Several threads subscribe and dispose their own subscribers in mixed
  /// order while another sends 1, 2, 3, …; afterwards (and after one last
  /// value) no disposed subscriber is held, and every survivor received a
  /// gapless, duplicate-free run of values ending with the last one, with
  /// no overlapping deliveries.
  /// The several-thread sizes: 1,000 subscribers per thread replaying an
  /// unbounded history while a sender floods it starved the other tests under
  /// the thread sanitizer; the single-thread test covers 1,000.
  static let threadSizes = [1, 2, 7, 64]

  @Test(.timeLimit(.minutes(10)), arguments: Kind.allCases, threadSizes)
  func churnFromSeveralThreadsWithAConcurrentSender(kind: Kind, size: Int) {
    let subject = kind.make()
    let churners = 4
    let survivors = Log<Recorder<Int>>()
    let released = Log<SharedWeak>()
    let sent = Counter()
    let churnersDone = Counter()
    let finished = onThreads(churners + 1) { index in
      if index == churners {
        // The sender: sends until every churner is done, at most 2,000
        // values (a replay subject's history, replayed to every new
        // subscriber, stays bounded).
        while churnersDone.value < churners && sent.value < 2_000 { subject.sendNext(sent.increment()) }
        return
      }
      var mine: [(recorder: Recorder<Int>?, disposable: RACDisposable?, weak: SharedWeak)] = []
      for _ in 0..<(2 * size + 20) {
        let recorder = Recorder<Int>()
        mine.append((recorder, subject.subscribe(recorder), SharedWeak(recorder)))
      }
      // Dispose all but `size / churners` (at least one) in mixed order.
      let keep = max(1, size / churners)
      for position in Self.shuffled(Array(mine.indices), seed: UInt64(index * 1000 + size)).dropFirst(keep) {
        mine[position].disposable?.dispose()
        mine[position].disposable = nil
        mine[position].recorder = nil
        released.append(mine[position].weak)
      }
      for entry in mine { if let recorder = entry.recorder { survivors.append(recorder) } }
      churnersDone.increment()
    }
    #expect(finished)
    let last = sent.increment()
    subject.sendNext(last)

    for weak in released.values {
      #expect(weak.object == nil, "\(kind), \(size): a disposed subscriber is still held")
    }
    let live = survivors.values
    #expect(live.count == churners * max(1, size / churners))
    for recorder in live {
      var values = recorder.values
      #expect(recorder.overlaps == 0)
      #expect(values.last == last, "\(kind), \(size): a live subscriber missed the last value")
      if kind == .behavior, values.first == 0 { values.removeFirst() }
      if kind == .replay { #expect(values.first == 1, "\(kind): the history was not replayed from the start") }
      if let first = values.first {
        #expect(values == Array(first...(first + values.count - 1)), "\(kind), \(size): a gap or a repeat")
      }
    }
  }
}
