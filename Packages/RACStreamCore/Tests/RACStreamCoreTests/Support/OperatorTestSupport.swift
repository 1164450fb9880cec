import RACDisposables
import RACStreamCore
import Testing

// Support for the operator suites: which entry point a test runs, and the
// behaviours every single-source operator shares (errors, completion,
// disposal of the upstream subscription, a subscriber disposing inside
// `sendNext`). `Recorder`, `ManualSource`, `just` and `TestError` come from
// Support/DirectTestSupport.swift.

/// Which form of an operator a test runs.
enum Entry: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// RACStream's generic algorithm, called from a generic context (where
  /// RACSignal's own methods are not visible).
  case generic
  /// RACSignal's concrete method.
  case concrete

  var testDescription: String { rawValue }
}

/// A single-source operator, shaped `RACSignal<Int> -> RACSignal<Int>` (with
/// parameters that let several of the inputs 1…6 through), for the shared
/// behaviour tests.
struct OperatorCase: Sendable, CustomTestStringConvertible {
  let name: String
  let apply: @Sendable (RACSignal<Int>) -> RACSignal<Int>

  init(_ name: String, _ apply: @escaping @Sendable (RACSignal<Int>) -> RACSignal<Int>) {
    self.name = name
    self.apply = apply
  }

  var testDescription: String { name }
}

/// A subscriber that records events and disposes its own subscription
/// inside `sendNext` of its `disposeAt`-th value.
final class SelfDisposingSubscriber<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: tests use it from one thread.
  private(set) var values: [Value] = []
  private(set) var terminated = false
  private var subscription: RACCompoundDisposable?
  private let disposeAt: Int

  init(disposeAt: Int = 1) { self.disposeAt = disposeAt }

  func sendNext(_ value: Value) {
    values.append(value)
    if values.count == disposeAt { subscription?.dispose() }
  }

  func sendError(_ error: any Error) { terminated = true }
  func sendCompleted() { terminated = true }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if subscription == nil { subscription = disposable }
  }
}

/// A synchronous source of 1…6 that counts its subscriptions and the
/// disposals of the disposable it returns.
final class CountingSource: @unchecked Sendable {
  // Safety: tests use it from one thread.
  private(set) var subscriptions = 0
  private(set) var disposals = 0

  lazy var signal = RACSignal<Int> { subscriber in
    self.subscriptions += 1
    for value in 1...6 { subscriber.sendNext(value) }
    subscriber.sendCompleted()
    return RACDisposable { self.disposals += 1 }
  }
}

/// The behaviours every single-source operator shares.
enum SharedBehaviour {
  /// An error from the source, after values, ends the result with that
  /// error and nothing after it.
  static func propagatesErrors(_ operatorCase: OperatorCase) {
    let source = RACSignal<Int> { subscriber in
      for value in 1...6 { subscriber.sendNext(value) }
      subscriber.sendError(TestError(code: 7))
      return nil
    }
    let recorder = Recorder(operatorCase.apply(source))
    #expect((recorder.error as? TestError) == TestError(code: 7))
    #expect(!recorder.completed)
    #expect(recorder.events.last?.error != nil)
    let immediate = Recorder(operatorCase.apply(RACSignal<Int>.error(TestError(code: 8))))
    #expect((immediate.error as? TestError) == TestError(code: 8))
  }

  /// The result completes once, after the source completed.
  static func completes(_ operatorCase: OperatorCase) {
    let source = ManualSource<Int>()
    let recorder = Recorder(operatorCase.apply(source.signal))
    for value in 1...6 { source.sendNext(value) }
    #expect(!recorder.completed)
    source.sendCompleted()
    #expect(recorder.completed)
    #expect(recorder.events.filter(\.isFinished).count == 1)
    #expect(recorder.events.last.map { if case .completed = $0 { true } else { false } } == true)
    #expect(source.disposals == source.subscriptions)
  }

  /// Disposing the result before completion stops its values and disposes
  /// the subscription to the source.
  static func disposalStopsValuesAndDisposesUpstream(_ operatorCase: OperatorCase) {
    let source = ManualSource<Int>()
    let recorder = Recorder(operatorCase.apply(source.signal))
    for value in 1...3 { source.sendNext(value) }
    let before = recorder.events.count
    #expect(source.subscriptions >= 1)
    #expect(source.disposals == 0)
    recorder.disposable.dispose()
    #expect(source.disposals == source.subscriptions)
    for value in 4...6 { source.sendNext(value) }
    source.sendCompleted()
    #expect(recorder.events.count == before)
  }

  /// A subscriber that disposes its subscription inside `sendNext` gets
  /// nothing more, from a synchronous source and from one that sends after
  /// subscription, and the source's disposable is disposed.
  static func reentrantDisposalStopsDelivery(_ operatorCase: OperatorCase) {
    let counting = CountingSource()
    let subscriber = SelfDisposingSubscriber<Int>()
    operatorCase.apply(counting.signal).subscribe(subscriber)
    #expect(subscriber.values.count == 1)
    #expect(!subscriber.terminated)
    #expect(counting.disposals == counting.subscriptions)

    let source = ManualSource<Int>()
    let later = SelfDisposingSubscriber<Int>()
    operatorCase.apply(source.signal).subscribe(later)
    for value in 1...6 { source.sendNext(value) }
    source.sendCompleted()
    #expect(later.values.count == 1)
    #expect(!later.terminated)
    #expect(source.disposals == source.subscriptions)
  }
}

/// One of the shared behaviours, as a test argument.
enum SharedBehaviourCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case propagatesErrors, completes, disposalDisposesUpstream, reentrantDisposalStopsDelivery

  var testDescription: String { rawValue }

  func check(_ operatorCase: OperatorCase) {
    switch self {
    case .propagatesErrors: SharedBehaviour.propagatesErrors(operatorCase)
    case .completes: SharedBehaviour.completes(operatorCase)
    case .disposalDisposesUpstream: SharedBehaviour.disposalStopsValuesAndDisposesUpstream(operatorCase)
    case .reentrantDisposalStopsDelivery: SharedBehaviour.reentrantDisposalStopsDelivery(operatorCase)
    }
  }
}

/// The shared behaviours, run on every family's single-source operators
/// (`combiningCases`, `filteringCases`, `higherOrderCases`,
/// `transformingCases`, each beside its family's suite).
@Suite struct SharedBehaviourTests {
  @Test(
    arguments: SharedBehaviourCheck.allCases, combiningCases + filteringCases + higherOrderCases + transformingCases)
  func operatorSharesTheBehaviour(_ behaviour: SharedBehaviourCheck, _ operatorCase: OperatorCase) {
    behaviour.check(operatorCase)
  }
}
