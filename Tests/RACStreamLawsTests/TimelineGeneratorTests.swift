import RACStreamCore
import RACTestSupport
import Testing

/// The law tests' own generator: the synchronous kinds really send during
/// `subscribe`, and a disposal from a value callback there really stops
/// the source (so that the laws' synchronous cases check what they claim).
@Suite struct TimelineGeneratorTests {
  @Test func kindsOfTimelineAreSharedAsDocumented() {
    var rng = SplitMix(seed: 7)
    var kinds: [Synchrony: Int] = [:]
    var synchronousEvents: [Synchrony: Int] = [:]
    for index in 0..<timelineCount {
      let synchrony = Synchrony.forCase(index)
      kinds[synchrony, default: 0] += 1
      synchronousEvents[synchrony, default: 0] += Timeline.random(using: &rng, synchrony: synchrony).synchronous
    }
    #expect(kinds == [.asynchronous: 500, .partlySynchronous: 250, .whollySynchronous: 250])
    #expect(synchronousEvents[.asynchronous] == 0)
    #expect((synchronousEvents[.partlySynchronous] ?? 0) > 250)
    #expect((synchronousEvents[.whollySynchronous] ?? 0) > (synchronousEvents[.partlySynchronous] ?? 0))
  }

  @Test func aWhollySynchronousTimelineHappensDuringSubscribe() {
    var timeline = Timeline(events: [(0, .next(1)), (2, .next(2)), (3, .completed)])
    timeline.makeSynchronous(3)
    let lines = transcript(disposal: .never) { $0.cold(timeline, name: "source") }
    #expect(lines == ["0.0 source subscribed", "0.0 next 1", "0.0 next 2", "0.0 completed", "0.0 source disposed"])
  }

  @Test func aPartlySynchronousTimelineKeepsTheRestOnTheScheduler() {
    var timeline = Timeline(events: [(1, .next(1)), (2, .next(2)), (4, .completed)])
    timeline.makeSynchronous(1)
    let lines = transcript(disposal: .never) { $0.cold(timeline, name: "source") }
    // Later, the subscriber holds the source's disposable and disposes it
    // before its completion block runs, as RAC's subscribers do; during
    // `subscribe` it cannot yet (previous test).
    #expect(lines == ["0.0 source subscribed", "0.0 next 1", "1.0 next 2", "3.0 source disposed", "3.0 completed"])
  }

  @Test func aDisposalFromAValueCallbackDuringSubscribeStopsTheSource() {
    var timeline = Timeline(events: [(0, .next(1)), (0, .next(2)), (0, .next(3)), (5, .completed)])
    timeline.makeSynchronous(3)
    let lines = transcript(disposal: .inValue(2)) { $0.cold(timeline, name: "source") }
    #expect(lines == ["0.0 source subscribed", "0.0 next 1", "0.0 next 2", "0.0 dispose", "0.0 source disposed"])
  }
}
