import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTesting
import Testing

/// Every public type of RACTesting describes itself with public names only,
/// the classes in the style of a signal's description.
@Suite struct DescriptionTests {
  @Test func testerLeakTrackerTimelineAndLegend() throws {
    let test = RACMarbleTester()
    #expect(test.description == "<RACMarbleTester: tick = 0, tickLength = 1.0>")
    test.advance(toTick: 3)
    #expect(test.description == "<RACMarbleTester: tick = 3, tickLength = 1.0>")

    let tracker = RACLeakTracker()
    let kept = RACCompoundDisposable()
    tracker.track(kept, "kept")
    #expect(tracker.description == "<RACLeakTracker: alive = [kept]>")
    withExtendedLifetime(kept) {}

    let timeline = try RACMarbleTimeline<Int>("-a-|", values: ["a": 1])
    #expect(timeline.description == "<RACMarbleTimeline<Int>: -a-|>")
    #expect(timeline.events.map(\.description) == ["1: next(1)", "3: completed"])
    let legend: RACMarbleLegend<Int> = ["a": 1]
    #expect(legend.description == "<RACMarbleLegend<Int>>")
  }

  @Test func noInternalTypeReachesADescription() throws {
    let test = RACMarbleTester()
    let cold = try test.cold("-a-|")
    let hot = try test.hot("-a-|")
    let recorder = test.record(cold)
    test.run()
    let comparison = try recorder.compare(with: "-a-|")
    let texts = [
      test.description, cold.description, hot.description, recorder.description,
      comparison.description, RACLeakTracker().description, RACTestError().description,
      try RACMarbleTimeline<String>("-a-|").description,
    ]
    for text in texts {
      #expect(!text.contains("_RAC"), "\(text)")
    }
    #expect(cold.description.hasPrefix("<RACColdTestSignal<String>: name = "))
    #expect(hot.description.hasPrefix("<RACHotTestSignal<String>: name = "))
  }
}
