import Foundation
import RACDisposables
import Testing

@Suite struct RACScopedDisposableTests {
  @Test func deinitDisposesWrapped() {
    let (disposable, runs) = countingDisposable()
    do {
      let scoped = RACScopedDisposable(disposable)
      withExtendedLifetime(scoped) {
        #expect(!disposable.isDisposed)
        #expect(!scoped.isDisposed)
      }
    }
    #expect(disposable.isDisposed)
    #expect(runs.value == 1)
  }

  @Test func disposeDisposesWrappedAndDeinitDoesNotRepeat() {
    let runs = Counter()
    do {
      let scoped = RACScopedDisposable(RACDisposable { runs.increment() })
      scoped.dispose()
      #expect(scoped.isDisposed)
      #expect(runs.value == 1)
    }
    #expect(runs.value == 1)
  }

  /// RAC 2.5's `[RACScopedDisposable disposableWithBlock:]` is a scoped
  /// disposable of that block: released, it runs the block, once.
  @Test func initWithBlockRunsTheBlockWhenReleased() {
    let runs = Counter()
    do {
      let scoped = RACScopedDisposable { runs.increment() }
      withExtendedLifetime(scoped) { #expect(runs.value == 0) }
    }
    #expect(runs.value == 1)
  }

  /// Disposed first, it does not run the block again when released.
  @Test func initWithBlockDisposedThenReleasedRunsTheBlockOnce() {
    let runs = Counter()
    do {
      let scoped = RACScopedDisposable { runs.increment() }
      scoped.dispose()
      #expect(scoped.isDisposed)
      #expect(runs.value == 1)
    }
    #expect(runs.value == 1)
  }

  @Test func asScopedDisposableReturnsSelf() {
    let scoped = RACScopedDisposable(RACDisposable())
    #expect(scoped.asScopedDisposable() === scoped)
    let viaBase: RACDisposable = scoped
    #expect(viaBase.asScopedDisposable() === scoped)
  }

  @Test func deinitWhenOwnerGoesAway() {
    let (disposable, runs) = countingDisposable()
    var owner: ScopedOwner? = ScopedOwner(subscription: disposable.asScopedDisposable())
    #expect(!disposable.isDisposed)
    withExtendedLifetime(owner) {}
    owner = nil
    #expect(disposable.isDisposed)
    #expect(runs.value == 1)
  }

  @Test func deinitReleasesWrapped() {
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      _ = RACScopedDisposable(RACDisposable { _ = token })
    }
    #expect(weakToken == nil)
  }
}

/// An object tying a subscription to its lifetime.
private final class ScopedOwner {
  let subscription: RACScopedDisposable
  init(subscription: RACScopedDisposable) { self.subscription = subscription }
}
