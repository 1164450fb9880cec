import Dispatch
import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

@Suite struct ZipTests {
  @Test func zipArrayPairsInOrder() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(RACSignal.zip([a.signal, b.signal]))
    a.sendNext(1)
    a.sendNext(2)
    b.sendNext(10)
    #expect(recorder.values == [[1, 10]])
    a.sendCompleted()
    #expect(!recorder.completed)
    b.sendNext(20)
    #expect(recorder.values == [[1, 10], [2, 20]])
    #expect(recorder.completed)
  }

  @Test func zipEmptyArrayIsEmpty() {
    let recorder = Recorder(RACSignal<Int>.zip([RACSignal<Int>]()))
    #expect(recorder.completed)
    #expect(recorder.values.isEmpty)
  }

  @Test func zipVariadicUnpacksInOrder() {
    let zipped = RACSignal.zip(just([1, 2]), just(["a", "b"]), just([true, false]))
    var received: [String] = []
    zipped.subscribeNext { number, letter, flag in received.append("\(number)\(letter)\(flag)") }
    #expect(received == ["1atrue", "2bfalse"])
  }

  @Test func zipPairsTwoSignals() {
    let zipped = RACSignal.zip(just([1, 2, 3]), just(["a", "b"]))
    var received: [String] = []
    var completed = false
    zipped.subscribeNext({ received.append("\($0)\($1)") }, completed: { completed = true })
    #expect(received == ["1a", "2b"])
    #expect(completed)
  }

  @Test func zipWithErrorFromEitherSide() {
    let a = ManualSource<Int>()
    let recorder = Recorder(a.signal.zip(with: RACSignal<Int>.never()))
    a.sendError(TestError())
    #expect(recorder.error != nil)
  }

  @Test func zipConcurrentSendsLoseNothingAndKeepOrder() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(a.signal.zip(with: b.signal))
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      for value in 0..<20_000 {
        if side == 0 { a.sendNext(value) } else { b.sendNext(value) }
      }
    }
    let values = recorder.values
    #expect(values.count == 20_000)
    #expect(values.allSatisfy { $0.0 == $0.1 })
    #expect(values.map(\.0) == Array(0..<20_000))
  }
  /// RAC: zip of no signals is an empty signal; the subscription it hands
  /// back has nothing left to do.
  @Test func zipOfNoSignalsCompletesWithADisposedSubscription() {
    let subscriber = RawSubscriber()
    let disposable = RACSignal<Int>.zip([RACSignal<Int>]()).map { $0.count }.subscribe(subscriber)
    #expect(subscriber.events == ["completed"])
    #expect(disposable.isDisposed)
  }
}
