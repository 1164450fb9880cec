import RACDisposables
import RACSignalOperators
import RACStreamCore
import RACSubjects
import RACTestSupport
import Testing

/// The fused-equals-unfused law of the stateless operators. `map` and
/// `filter` (and what is built on them: `mapReplace`, `ignore`, `doNext`,
/// `not`) on a source that sends inline (`return`, `empty`, or such a chain
/// on one) run as one step with no sink (Docs/PerformanceHistory.md,
/// "Synchronous chains"); on any other source two of them in a row share
/// one sink (Docs/Internals.md, "Stateless stages fused in pairs"). On generated
/// timelines — inline `return` and `empty`, subjects and synchronous block
/// signals, with errors, completion and disposal mid-stream, from outside
/// and from a callback — a chain sends, and runs its side effects, as the
/// same chain with a sink signal of its own after every operator does: the
/// cut breaks every run, so each stage runs in its own sink. Stateful and
/// side-effecting operators (`scan`, `doNext`, `ignoreValues`) are mixed in,
/// so runs start and end anywhere in a chain.
@Suite struct StageFusionLawTests {
  /// One operator of a generated chain.
  enum Stage: CaseIterable {
    case map, filter, mapReplace, ignore, doNext, not, ignoreValues, scan
  }

  /// One event of a generated timeline.
  enum Event {
    case next(Int)
    case error(Int)
    case completed
  }

  /// Everything a run observes, in order: the subscriber's events and the
  /// side effects of `doNext`.
  final class Log: @unchecked Sendable {
    // Safety: each test drives its chains from one thread.
    var entries: [String] = []
  }

  /// Records into the log, and disposes what it was handed on its
  /// `disposeAt`-th value (counting from 1), from inside the callback.
  final class Recorder: RACSubscriber, @unchecked Sendable {
    // Safety: each test drives its chains from one thread.
    let log: Log
    let disposeAt: Int?
    var values = 0
    var handed: [RACCompoundDisposable] = []

    init(_ log: Log, disposeAt: Int?) {
      self.log = log
      self.disposeAt = disposeAt
    }

    func sendNext(_ value: Int) {
      log.entries.append("next \(value)")
      values += 1
      if values == disposeAt { handed.forEach { $0.dispose() } }
    }
    func sendError(_ error: any Error) { log.entries.append("error \((error as? TestError)?.code ?? -1)") }
    func sendCompleted() { log.entries.append("completed") }
    func didSubscribe(with disposable: RACCompoundDisposable) { handed.append(disposable) }
  }

  /// The chain with the library's operators. Fused, a run of stateless
  /// operators takes the inline path where its source sends inline; cut, an
  /// identity map on a sink signal of its own, which is no stage signal,
  /// follows the source and each operator, so that every stage runs in its
  /// own sink (one after the source too: a stage on a source that sends
  /// inline takes the inline path even when nothing follows it).
  static func chain(_ source: RACSignal<Int>, _ stages: [(Stage, Int)], _ log: Log, fused: Bool) -> RACSignal<Int> {
    func cut<V>(_ signal: RACSignal<V>) -> RACSignal<V> {
      if fused { return signal }
      return _RACSinkSignal(signal, selector: "-cut", arguments: ()) { downstream, _ in
        _RACMapSink(downstream, _RACTransform { $0 })
      }
    }
    return stages.reduce(cut(source)) { signal, stage in
      let (kind, k) = stage
      switch kind {
      case .map: return cut(signal.map { $0 &* k &+ 1 })
      case .filter: return cut(signal.filter { $0 % (k + 2) != 0 })
      case .mapReplace: return cut(signal.mapReplace(k))
      case .ignore: return cut(signal.ignore(k))
      case .doNext: return cut(signal.doNext { log.entries.append("do \($0)") })
      case .not: return cut(cut(cut(signal.map { $0 % 2 == 0 }).not()).map { $0 ? k : -k })
      case .ignoreValues: return cut(signal.ignoreValues())
      case .scan: return cut(signal.scan(withStart: k) { $0 &+ $1 })
      }
    }
  }

  /// Where a timeline comes from.
  enum SourceKind: CaseIterable {
    case subject, synchronousBlock, inline
  }

  /// Runs `timeline` through the chain `build` makes, and returns what was
  /// observed.
  static func run(
    _ timeline: [Event], from kind: SourceKind, disposeAt: Int?, disposeAfterSends: Int?,
    _ build: (RACSignal<Int>, Log) -> RACSignal<Int>
  ) -> [String] {
    let log = Log()
    let recorder = Recorder(log, disposeAt: disposeAt)
    switch kind {
    case .subject:
      let subject = RACSubject<Int>()
      let disposable = build(subject, log).subscribe(recorder)
      for (index, event) in timeline.enumerated() {
        if index == disposeAfterSends { disposable.dispose() }
        switch event {
        case .next(let value): subject.sendNext(value)
        case .error(let code): subject.sendError(TestError(code: code))
        case .completed: subject.sendCompleted()
        }
      }
    case .synchronousBlock:
      let source = RACSignal<Int> { subscriber in
        for event in timeline {
          switch event {
          case .next(let value): subscriber.sendNext(value)
          case .error(let code): subscriber.sendError(TestError(code: code))
          case .completed: subscriber.sendCompleted()
          }
        }
        return nil
      }
      build(source, log).subscribe(recorder)
    case .inline:
      let source: RACSignal<Int> =
        if case .next(let value) = timeline.first { .return(value) } else { .empty() }
      build(source, log).subscribe(recorder)
    }
    return log.entries
  }

  @Test(arguments: 0..<40)
  func aFusedChainSendsWhatTheUnfusedOneSends(seed: Int) {
    var random = SplitMix(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    for kind in SourceKind.allCases {
      for _ in 0..<6 {
        let stages: [(Stage, Int)] = (0..<Int.random(in: 1...8, using: &random)).map { _ in
          // Mostly stateless stages; ignoreValues seldom, as it ends every run's values.
          var stage = Stage.allCases.randomElement(using: &random)!
          if stage == .ignoreValues && Bool.random(using: &random) { stage = .map }
          return (stage, Int.random(in: 0...3, using: &random))
        }
        var timeline: [Event]
        switch kind {
        case .inline:
          timeline = Bool.random(using: &random) ? [.next(Int.random(in: -5...20, using: &random))] : []
          timeline.append(.completed)
        case .subject, .synchronousBlock:
          timeline = (0..<Int.random(in: 0...12, using: &random)).map { _ in
            .next(Int.random(in: -5...20, using: &random))
          }
          switch Int.random(in: 0..<3, using: &random) {
          case 0: timeline.append(.completed)
          case 1: timeline.append(.error(Int.random(in: 1...9, using: &random)))
          default: break
          }
          // Events after the end: dropped by the source either way.
          if Bool.random(using: &random) { timeline.append(.next(99)) }
        }
        let disposeAt = Bool.random(using: &random) ? Int.random(in: 1...6, using: &random) : nil
        let disposeAfterSends =
          kind == .subject && Bool.random(using: &random) ? Int.random(in: 0...timeline.count, using: &random) : nil
        let fusedRun = Self.run(timeline, from: kind, disposeAt: disposeAt, disposeAfterSends: disposeAfterSends) {
          Self.chain($0, stages, $1, fused: true)
        }
        let unfusedRun = Self.run(timeline, from: kind, disposeAt: disposeAt, disposeAfterSends: disposeAfterSends) {
          Self.chain($0, stages, $1, fused: false)
        }
        #expect(
          fusedRun == unfusedRun,
          "\(kind), stages \(stages), timeline \(timeline), disposeAt \(String(describing: disposeAt)), after \(String(describing: disposeAfterSends))"
        )
      }
    }
  }

  @Test func aChainOnASubjectDisposedFromACallbackStopsAtOnce() {
    let subject = RACSubject<Int>()
    var mapped: [Int] = []
    var received: [Int] = []
    var disposable: RACDisposable?
    disposable = subject.map { value -> Int in
      mapped.append(value)
      return value * 10
    }.filter { $0 > 0 }.doNext { value in
      if value == 20 { disposable?.dispose() }
    }.map { $0 + 1 }.subscribeNext { received.append($0) }
    for value in 0..<5 { subject.sendNext(value) }
    // The value being processed goes on through the rest of the chain; none after.
    #expect(mapped == [0, 1, 2])
    #expect(received == [11, 21])
    #expect(disposable?.isDisposed == true)
  }

  @Test func aSubjectWithALiveChainOfStagesIsReleased() {
    // The sinks hold the stages' blocks, not the stage signals, which hold
    // the subject: no cycle through the subject's subscriber list.
    weak var weakSubject: RACSubject<Int>?
    var received: [Int] = []
    do {
      let subject = RACSubject<Int>()
      weakSubject = subject
      subject.map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 }.subscribeNext { received.append($0) }
      subject.sendNext(1)
    }
    #expect(weakSubject == nil)
    #expect(received == [4])
  }

  @Test func aChainOfStagesKeepsItsNamesAndDescriptions() {
    let subject = RACSubject<Int>().setName("source")
    let chain = subject.map { $0 + 1 }.filter { $0 > 0 }.mapReplace(7).ignore(3).doNext { _ in }
    #expect(chain.name == "[[[[[source] -map:] -filter:] -mapReplace: 7] -ignore: 3] -doNext:")
    #expect(chain.description == "<RACSignal<Int>: name = \(chain.name)>")
    let booleans = subject.map { $0 > 0 }.not().ignoreValues()
    #expect(booleans.name == "[[[source] -map:] -not] -ignoreValues")
  }
}
