import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

// Generic contexts: only RACStream's algorithms are visible here.

func gFlattenMap<S: RACStream, U>(_ s: S, _ f: @escaping (S.Value) -> RACSignal<U>) -> RACSignal<U>
where S.Family == RACSignalFamily { s.flattenMap(f) }

func gFlatten<S: RACStream>(_ s: S) -> RACSignal<S.Value.Value>
where S.Family == RACSignalFamily, S.Value: RACStream, S.Value.Family == RACSignalFamily { s.flatten() }

extension Entry {
  func flatten<U>(_ s: RACSignal<RACSignal<U>>) -> RACSignal<U> {
    self == .generic ? gFlatten(s) : s.flatten()
  }
}

let higherOrderCases: [OperatorCase] = [
  OperatorCase("flattenMap(generic)") { gFlattenMap($0) { RACSignal.return($0) } },
  OperatorCase("flatten(generic)") { Entry.generic.flatten($0.map { RACSignal.return($0) }) },
  OperatorCase("flatten(concrete)") { Entry.concrete.flatten($0.map { RACSignal.return($0) }) },
]

@Suite struct HigherOrderTests {
  // MARK: flatten

  @Test(arguments: Entry.allCases)
  func flattenMergesInnerSignals(_ entry: Entry) {
    // The doc diagram: x = -1-2|, y = -3--4|, subscribed as they arrive and
    // merged as their values come.
    let outer = ManualSource<RACSignal<Int>>()
    let x = ManualSource<Int>()
    let y = ManualSource<Int>()
    let recorder = Recorder(entry.flatten(outer.signal))
    outer.sendNext(x.signal)
    x.sendNext(1)
    outer.sendNext(y.signal)
    y.sendNext(3)
    x.sendNext(2)
    x.sendCompleted()
    y.sendNext(4)
    #expect(recorder.values == [1, 3, 2, 4])
    #expect(y.disposals == 0)
    // A completed inner signal's subscription is disposed, as bind's
    // block subscriber disposes it in RAC.
    #expect(x.disposals == 1)
  }

  @Test(arguments: Entry.allCases)
  func flattenCompletesWhenOuterAndEveryInnerCompleted(_ entry: Entry) {
    let outer = ManualSource<RACSignal<Int>>()
    let inner = ManualSource<Int>()
    let recorder = Recorder(entry.flatten(outer.signal))
    outer.sendNext(inner.signal)
    outer.sendCompleted()
    #expect(!recorder.completed)
    inner.sendNext(5)
    inner.sendCompleted()
    #expect(recorder.values == [5])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func flattenWaitsForOuterAfterInnersCompleted(_ entry: Entry) {
    let outer = ManualSource<RACSignal<Int>>()
    let recorder = Recorder(entry.flatten(outer.signal))
    outer.sendNext(just([1, 2]))
    #expect(recorder.values == [1, 2])
    #expect(!recorder.completed)
    outer.sendCompleted()
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func flattenInnerErrorEndsEverything(_ entry: Entry) {
    let outer = ManualSource<RACSignal<Int>>()
    let first = ManualSource<Int>()
    let recorder = Recorder(entry.flatten(outer.signal))
    outer.sendNext(first.signal)
    outer.sendNext(RACSignal.error(TestError(code: 3)))
    #expect((recorder.error as? TestError) == TestError(code: 3))
    #expect(outer.disposals == 1)
    #expect(first.disposals == 1)
    first.sendNext(1)
    #expect(recorder.values.isEmpty)
  }

  @Test(arguments: Entry.allCases)
  func flattenDisposalDisposesOuterAndInners(_ entry: Entry) {
    let outer = ManualSource<RACSignal<Int>>()
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(entry.flatten(outer.signal))
    outer.sendNext(a.signal)
    outer.sendNext(b.signal)
    recorder.disposable.dispose()
    #expect(outer.disposals == 1)
    #expect(a.disposals == 1)
    #expect(b.disposals == 1)
    a.sendNext(1)
    #expect(recorder.events.isEmpty)
  }

  @Test(arguments: Entry.allCases)
  func flattenOfEmptyInnersSendsNothing(_ entry: Entry) {
    let recorder = Recorder(entry.flatten(just([RACSignal<Int>.empty(), .empty()])))
    #expect(recorder.values.isEmpty)
    #expect(recorder.completed)
  }

  // MARK: flattenMap (generic form)

  @Test func flattenMapGenericSubscribesEachReturnedSignal() {
    let recorder = Recorder(gFlattenMap(just([1, 2])) { just([$0, $0 * 10]) })
    #expect(recorder.values == [1, 10, 2, 20])
    #expect(recorder.completed)
  }
}
