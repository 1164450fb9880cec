import RACDisposables
import RACStreamCore
import Testing

@Suite struct SingleSourceOperatorTests {
  @Test func mapTransformsValues() {
    let recorder = Recorder(just([1, 2, 3]).map { $0 * 2 })
    #expect(recorder.values == [2, 4, 6])
    #expect(recorder.completed)
  }

  @Test func mapPassesErrors() {
    let recorder = Recorder(RACSignal<Int>.error(TestError()).map { $0 * 2 })
    #expect(recorder.error as? TestError == TestError())
    #expect(recorder.values.isEmpty)
  }

  @Test func filterKeepsPassingValues() {
    let recorder = Recorder(just([1, 2, 3, 4]).filter { $0 % 2 == 0 })
    #expect(recorder.values == [2, 4])
    #expect(recorder.completed)
  }

  @Test func takeStopsAfterCountAndDisposesUpstream() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.take(2))
    source.sendNext(1)
    #expect(source.disposals == 0)
    source.sendNext(2)
    #expect(recorder.values == [1, 2])
    #expect(recorder.completed)
    #expect(source.disposals == 1)
    source.sendNext(3)
    #expect(recorder.values == [1, 2])
  }

  @Test func takeZeroIsEmpty() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.take(0))
    #expect(recorder.completed)
    #expect(source.subscriptions == 0)
  }

  @Test func takePassesEarlyError() {
    let recorder = Recorder(RACSignal<Int>.error(TestError()).take(3))
    #expect(recorder.error != nil)
  }

  @Test func takeSynchronousSourceStopsAtCount() {
    var sent = 0
    let source = RACSignal<Int> { subscriber in
      for value in 0..<10 {
        sent += 1
        subscriber.sendNext(value)
      }
      subscriber.sendCompleted()
      return nil
    }
    let recorder = Recorder(source.map { $0 }.take(3))
    #expect(recorder.values == [0, 1, 2])
    #expect(recorder.events.count == 4)
  }

  @Test func skipDropsFirstValues() {
    let recorder = Recorder(just([1, 2, 3, 4]).skip(2))
    #expect(recorder.values == [3, 4])
    #expect(recorder.completed)
  }

  @Test func scanSendsRunningResults() {
    let recorder = Recorder(just([1, 2, 3, 4]).scan(withStart: 0, reduce: +))
    #expect(recorder.values == [1, 3, 6, 10])
  }

  @Test func scanWithIndexPassesIndexes() {
    // The seed's example: start 2, inputs 1, 1, 4, reduce running * next + index.
    var indexes: [Int] = []
    let recorder = Recorder(just([1, 1, 4]).scan(withStart: 2) { running, next, index in
      indexes.append(index)
      return running * next + index
    })
    #expect(indexes == [0, 1, 2])
    #expect(recorder.values == [2, 3, 14])
  }

  @Test func scanRestartsPerSubscription() {
    let scanned = just([1, 2]).scan(withStart: 10, reduce: +)
    #expect(Recorder(scanned).values == [11, 13])
    #expect(Recorder(scanned).values == [11, 13])
  }

  @Test func startWithSendsValueFirst() {
    let recorder = Recorder(just([1, 2]).start(with: 0))
    #expect(recorder.values == [0, 1, 2])
    #expect(recorder.completed)
  }

  @Test func startWithThenTakeOneDoesNotSubscribeSource() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.start(with: 0).take(1))
    #expect(recorder.values == [0])
    #expect(recorder.completed)
    #expect(source.subscriptions == 0)
  }

  @Test func distinctUntilChangedDropsRepeats() {
    let recorder = Recorder(just([1, 1, 2, 2, 1, 3, 3]).distinctUntilChanged())
    #expect(recorder.values == [1, 2, 1, 3])
  }

  @Test func distinctUntilChangedByUsesComparator() {
    let recorder = Recorder(just(["a", "A", "b", "B", "a"]).distinctUntilChanged { $0.lowercased() == $1.lowercased() })
    #expect(recorder.values == ["a", "b", "a"])
  }

  @Test func distinctUntilChangedTreatsNilAsValue() {
    let recorder = Recorder(just([nil, nil, 1, nil] as [Int?]).distinctUntilChanged())
    #expect(recorder.values == [nil, 1, nil])
  }

  @Test func disposingStopsChainAndDisposesSource() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.map { $0 + 1 }.filter { _ in true }.scan(withStart: 0, reduce: +))
    source.sendNext(1)
    recorder.disposable.dispose()
    source.sendNext(2)
    #expect(recorder.values == [2])
    #expect(source.disposals == 1)
  }

  @Test func subscriberDisposingInsideNextStopsDelivery() {
    let source = ManualSource<Int>()
    var received: [Int] = []
    var disposable: RACDisposable?
    disposable = source.signal.map { $0 }.subscribeNext { value in
      received.append(value)
      disposable?.dispose()
    }
    source.sendNext(1)
    source.sendNext(2)
    #expect(received == [1])
  }

  @Test func noEventsAfterCompletion() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.map { $0 })
    source.sendCompleted()
    source.sendNext(1)
    source.sendError(TestError())
    #expect(recorder.events.count == 1)
    #expect(recorder.completed)
  }

  @Test func reentrantSendIsDeliveredNested() {
    let source = ManualSource<Int>()
    var received: [Int] = []
    source.signal.map { $0 }.subscribeNext { value in
      received.append(value)
      if value == 1 { source.sendNext(2) }
      received.append(-value)
    }
    source.sendNext(1)
    #expect(received == [1, 2, -2, -1])
  }
}

@Suite struct TypeCheckingTests {
  /// A long chain of operators with literal closures and overloaded
  /// operators must type-check quickly: the generic RACStream algorithms are
  /// disfavored overloads, so the solver settles on RACSignal's concrete
  /// methods. (Without that, this expression did not type-check at all.)
  @Test func literalChainTypeChecks() {
    var total = 0
    just([1, 2, 3, 4]).map { $0 &* 3 }.filter { $0 % 2 == 0 }.map { $0 &+ 1 }
      .scan(withStart: 0, reduce: &+).distinctUntilChanged().skip(0).take(5)
      .subscribeNext { total &+= $0 }
    #expect(total == 7 + 20)
  }
}
