// Objective-C spellings a porter types, each with the diagnostic the
// compiler must give: `// expected-error: <message>` on the line before.
// Scripts/check-fixits.sh type-checks this file against the built modules
// and fails unless the diagnostics are exactly these (the spellings are
// generated from Docs/PortingMap.md by Scripts/objc-spellings.py).
import RAC

func portedCode(signal: RACSignal<Int>, other: RACSignal<Int>, array: [Int]) {
  // expected-error: 'deliverOn' has been renamed to 'deliver(on:)'
  _ = signal.deliverOn(RACScheduler.mainThread)
  // expected-error: 'mainThreadScheduler' has been renamed to 'mainThread'
  _ = RACScheduler.mainThreadScheduler
  // expected-error: 'subject()' has been replaced by 'init()'
  _ = RACSubject<Int>.subject()
  // expected-error: 'rac_sequence' has been renamed to 'racSequence'
  _ = array.rac_sequence
  // expected-error: 'takeUntil' has been renamed to 'take(until:)'
  _ = signal.takeUntil(other)
  // expected-error: 'catchTo' has been renamed to 'catch(to:)'
  _ = signal.catchTo(other)
  // expected-error: 'scanWithStart(_:reduce:)' has been renamed to 'scan(withStart:reduce:)'
  _ = signal.scanWithStart(0) { running, next in running + next }.map { $0 * 2 }
  // expected-error: 'subscribeOn' has been renamed to 'subscribe(on:)'
  _ = signal.subscribeOn(RACScheduler.scheduler())
  // expected-error: 'combineLatestWith' has been renamed to 'combineLatest(with:)'
  _ = signal.combineLatestWith(other)
  // expected-error: 'startWith' has been renamed to 'start(with:)'
  _ = signal.startWith(0)
  // expected-error: 'compoundDisposable()' has been replaced by 'init()'
  _ = RACCompoundDisposable.compoundDisposable()
  // expected-error: 'addDisposable' has been renamed to 'add(_:)'
  RACCompoundDisposable().addDisposable(nil)
  // expected-error: 'replaySubjectWithCapacity' has been replaced by 'init(capacity:)'
  _ = RACReplaySubject<Int>.replaySubjectWithCapacity(1)
  // expected-error: 'groupBy' has been renamed to 'group(by:)'
  _ = signal.groupBy { $0 % 2 }
  // expected-error: 'takeUntilBlock' has been renamed to 'take(untilBlock:)'
  _ = array.racSequence.takeUntilBlock { $0 > 2 }
}
