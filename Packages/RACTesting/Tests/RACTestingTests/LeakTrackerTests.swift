import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTesting
import Testing

/// Something a test can keep alive on purpose.
final class Retainer: @unchecked Sendable {
  var objects: [AnyObject] = []
}

@Suite struct LeakTrackerTests {
  @Test func trackerReportsReleasedAndAliveObjects() {
    let tracker = RACLeakTracker()
    let kept = RACDisposable()
    do {
      let dropped = RACCompoundDisposable()
      tracker.track(dropped, "dropped")
      tracker.track(kept)
    }
    #expect(tracker.alive == ["RACDisposable"])
    #expect(!tracker.allReleased)
    #expect(tracker.report == "1 tracked object(s) still alive: RACDisposable")
    withExtendedLifetime(kept) {}
  }

  @Test func trackerAllReleased() {
    let tracker = RACLeakTracker()
    do {
      tracker.track(RACDisposable(), "a")
      tracker.track(RACDisposable(), "b")
    }
    #expect(tracker.allReleased)
    #expect(tracker.report == nil)
  }

  @Test func isReleased() {
    #expect(RACLeakTracker.isReleased { RACDisposable() })
    let retainer = Retainer()
    #expect(
      !RACLeakTracker.isReleased {
        let disposable = RACDisposable()
        retainer.objects.append(disposable)
        return disposable
      })
  }

  @Test func recorderAndSignalReleasedAfterDisposal() throws {
    let tracker = RACLeakTracker()
    let test = RACMarbleTester()
    do {
      let source = try test.cold("-a-b-c-|")
      let mapped = source.map { $0 + "!" }
      let recorder = test.record(mapped, disposeAt: 2)
      tracker.track(source, "source")
      tracker.track(mapped, "mapped")
      tracker.track(recorder, "recorder")
      test.run()
      #expect(recorder.values == ["a!"])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func subscriberReleasedAfterCompletion() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a|")
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<String>(scheduler: test.scheduler)
        recorder.subscribe(to: source)
        test.run()
        return recorder
      })
  }

  @Test func disposedSubscriberReleasedBeforeItsActionsRun() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let tracker = RACLeakTracker()
    do {
      let recorder = RACTestRecorder<String>(scheduler: test.scheduler)
      tracker.track(recorder, "recorder")
      recorder.subscribe(to: source)
      recorder.dispose()
    }
    // The scheduler still holds the cancelled actions, but not the subscriber.
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }
}
