import Foundation
import RACSignalOperators
import RACStreamCoreTestSupport
import Testing

/// A source may hand its subscriber more than one subscription (a
/// `RACSignal` subclass that subscribes it to several signals): every
/// subscriber keeps every one until that source ends, as RAC's subscriber
/// does — the block subscriber, the sinks, the kernel's inputs (joined to
/// a compound disposable, or to a serial one in `concat`), `catch`'s
/// fallback, and `repeat`'s and `retry`'s attempts. Where an operator's
/// result holds its inputs' subscriptions, disposing it disposes them all.
@Suite struct HandedOverOperatorTests {
  /// Every operator that subscribes a source itself, through which
  /// `TwoHandedSource` is subscribed.
  static let operations = ["subscribeNext", "map"] + resultHoldsWhatItWasHanded

  /// The operators whose result's disposable holds what their inputs were
  /// handed. (A block subscriber's or a sink's is what the source's
  /// `subscribe` returned, as in RAC, where `-subscribeNext:` returns what
  /// `-subscribe:` did: the subscriber keeps what it is handed until its
  /// terminal event.)
  static let resultHoldsWhatItWasHanded = [
    "flattenMap", "flatten", "concat", "zip", "merge", "combineLatest", "flatten(1)", "switchToLatest", "catch",
    "catch(to:)", "take(until:)",
  ]

  static let failure = NSError(domain: "HandedOverOperatorTests", code: 1)

  func subscribe(_ operation: String, _ source: TwoHandedSource) -> RACDisposable {
    let signal: RACSignal<Int>
    switch operation {
    case "subscribeNext": return source.subscribeNext { _ in }
    case "map": signal = source.map { $0 + 1 }
    case "flattenMap": signal = RACSignal<Int>.return(1).flattenMap { _ in source }
    case "flatten": signal = RACSignal<RACSignal<Int>>.return(source).flatten()
    case "concat": signal = RACSignal.concat([source, .never()])
    case "zip": signal = RACSignal.zip(source, RACSignal<Int>.never()).map { $0.0 }
    case "merge": signal = RACSignal.merge([source, .never()])
    case "combineLatest": signal = RACSignal.combineLatest([source, .never()]).map { $0.count }
    case "flatten(1)": signal = RACSignal<RACSignal<Int>>.return(source).flatten(1)
    case "switchToLatest": signal = RACSignal<RACSignal<Int>>.return(source).concat(.never()).switchToLatest()
    case "catch": signal = RACSignal<Int>.error(Self.failure).catch { _ in source }
    case "catch(to:)": signal = RACSignal<Int>.error(Self.failure).catch(to: source)
    case "take(until:)": signal = source.take(until: RACSignal<Void>.never())
    default: preconditionFailure("unknown operation \(operation)")
    }
    return signal.subscribeNext { _ in }
  }

  @Test(arguments: resultHoldsWhatItWasHanded)
  func disposingTheResultDisposesEverySubscriptionHandedOver(_ operation: String) {
    let disposed = TwoHandedSource.disposedWhenDisposing { subscribe(operation, $0) }
    #expect(disposed.before == [false, false])
    #expect(disposed.after == [true, true], "\(operation): the second subscription handed over was dropped")
  }

  @Test(arguments: operations)
  func theSourcesCompletionDisposesEverySubscriptionHandedOver(_ operation: String) {
    let disposed = TwoHandedSource.disposedWhenCompleting { subscribe(operation, $0) }
    #expect(disposed == [true, true], "\(operation): the second subscription handed over outlived the source")
  }

  /// An attempt of `repeat` or `retry` keeps both subscriptions its source
  /// handed over until it ends, then disposes both before the next attempt
  /// subscribes. (What disposes the result is what the source's `subscribe`
  /// returned, as in RAC's `subscribeForever`, which keeps only that.) On a
  /// test scheduler, where the next attempt is scheduled.
  @Test(arguments: ["repeat", "retry"])
  func anAttemptDisposesEverySubscriptionHandedOverWhenItEnds(_ operation: String) {
    let scheduler = RACTestScheduler()
    let source = TwoHandedSource()
    let signal = operation == "repeat" ? source.repeat() : source.retry()
    nonisolated(unsafe) var subscription: RACDisposable?
    scheduler.schedule { subscription = signal.subscribeNext { _ in } }
    scheduler.stepAll()
    #expect(source.disposed == [false, false])
    scheduler.schedule {
      if operation == "repeat" { source.complete() } else { source.fail(Self.failure) }
    }
    scheduler.stepAll()
    #expect(
      source.disposed == [true, true, false, false], "\(operation): the ended attempt's second subscription outlived it"
    )
    withExtendedLifetime(subscription) {}
  }
}
