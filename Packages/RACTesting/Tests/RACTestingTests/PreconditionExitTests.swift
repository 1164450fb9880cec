import Foundation
import RACTesting
import Testing

/// Every precondition RACTesting states ends the process with its message.
@Suite struct PreconditionExitTests {
  @Test func testerTickLength() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACMarbleTester(tickLength: 0)
    }
    #expect(stderr(result).contains("RACMarbleTester.init(tickLength:scheduler:): tickLength must be positive"))
  }

  @Test func recorderTickLength() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACTestRecorder<Int>(scheduler: RACTestScheduler(), tickLength: -1)
    }
    #expect(stderr(result).contains("RACTestRecorder.init(scheduler:tickLength:origin:): tickLength must be positive"))
  }

  @Test func hotSignalTickLength() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = try? RACHotTestSignal("-a-", values: ["a": 1], scheduler: RACTestScheduler(), tickLength: 0)
    }
    #expect(stderr(result).contains("RACHotTestSignal.init: tickLength must be positive"))
  }

  @Test func coldSignalTickLength() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = try? RACColdTestSignal("-a|", values: ["a": 1], scheduler: RACTestScheduler(), tickLength: .infinity)
    }
    #expect(stderr(result).contains("RACColdTestSignal.init: tickLength must be positive"))
  }

  @Test func subscriptionTickLength() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = try? RACTestSubscription("^--!", tickLength: 0)
    }
    #expect(stderr(result).contains("RACTestSubscription.init(_:tickLength:): tickLength must be positive"))
  }

  @Test func recordDisposeBeforeSubscribe() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let tester = RACMarbleTester()
      _ = tester.record(RACSignal<Int>.never(), subscribeAt: 3, disposeAt: 2)
    }
    #expect(stderr(result).contains("RACMarbleTester.record: disposeAt must not come before subscribeAt"))
  }

  @Test func advanceNegative() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACMarbleTester().advance(by: -1)
    }
    #expect(stderr(result).contains("RACMarbleTester.advance(by:): ticks must not be negative"))
  }
}

/// The standard error an exit test captured, as text.
func stderr(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
