import Foundation
import RACDisposables
import RACSchedulers
import Testing

/// Every precondition RACSchedulers states ends the process with its message.
@Suite struct PreconditionExitTests {
  /// A scheduler subclass that overrides nothing.
  final class BareScheduler: RACScheduler, @unchecked Sendable {
    // Safety: no state of its own.
  }

  @Test func immediateRepeatingTimer() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACScheduler.immediate.after(Date(), repeatingEvery: 1, withLeeway: 0) {}
    }
    #expect(
      stderr(result).contains(
        "RACScheduler.immediate does not support after(_:repeatingEvery:withLeeway:schedule:)"))
  }

  @Test func subclassWithoutSchedule() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      BareScheduler().schedule {}
    }
    #expect(stderr(result).contains("BareScheduler must override RACScheduler.schedule(_:)"))
  }

  @Test func subclassWithoutAfter() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      BareScheduler().after(Date()) {}
    }
    #expect(stderr(result).contains("BareScheduler must override RACScheduler.after(_:schedule:)"))
  }

  @Test func subclassWithoutRepeatingAfter() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      BareScheduler().after(Date(), repeatingEvery: 1, withLeeway: 0) {}
    }
    #expect(
      stderr(result).contains(
        "BareScheduler must override RACScheduler.after(_:repeatingEvery:withLeeway:schedule:)"))
  }

  @Test func queueSchedulerNonPositiveInterval() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACScheduler.scheduler().after(Date(), repeatingEvery: 0, withLeeway: 0) {}
    }
    #expect(stderr(result).contains("interval must be positive"))
  }

  @Test func queueSchedulerNegativeLeeway() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACScheduler.scheduler().after(Date(), repeatingEvery: 1, withLeeway: -1) {}
    }
    #expect(stderr(result).contains("leeway must not be negative"))
  }

  @Test func testSchedulerNonPositiveInterval() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACTestScheduler().after(Date(), repeatingEvery: 0, withLeeway: 0) {}
    }
    #expect(
      stderr(result).contains(
        "RACTestScheduler.after(_:repeatingEvery:withLeeway:schedule:): interval must be positive"))
  }

  @Test func testSchedulerNegativeLeeway() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACTestScheduler().after(Date(), repeatingEvery: 1, withLeeway: -1) {}
    }
    #expect(
      stderr(result).contains(
        "RACTestScheduler.after(_:repeatingEvery:withLeeway:schedule:): leeway must not be negative"))
  }

  @Test func testSchedulerNegativeStep() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACTestScheduler().step(-1)
    }
    #expect(stderr(result).contains("RACTestScheduler.step(_:): ticks must not be negative"))
  }

  @Test func testSchedulerNegativeAdvance() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACTestScheduler().advance(by: -1)
    }
    #expect(stderr(result).contains("RACTestScheduler.advance(by:): interval must not be negative"))
  }

  @Test func testSchedulerRunawayStepAll() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = RACTestScheduler()
      scheduler.after(scheduler.now, repeatingEvery: 1, withLeeway: 0) {}
      scheduler.after(scheduler.now.addingTimeInterval(1_000)) {}
      scheduler.stepAll(maxActions: 10)
    }
    #expect(stderr(result).contains("RACTestScheduler.stepAll(): ran 10 actions without draining"))
  }

  /// The bound is on actions run: the eleventh action of a `maxActions: 10`
  /// run stops it, before it runs.
  @Test func testSchedulerStepAllStopsBeforeTheActionPastItsBound() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent, \.standardOutputContent]
    ) {
      let scheduler = RACTestScheduler()
      for index in 0..<11 {
        scheduler.after(scheduler.now.addingTimeInterval(Double(index))) {
          if index == 10 { print("the eleventh action ran") }
        }
      }
      scheduler.stepAll(maxActions: 10)
    }
    #expect(stderr(result).contains("RACTestScheduler.stepAll(): ran 10 actions without draining"))
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(!output.contains("eleventh"))
  }
}

/// The standard error an exit test captured, as text.
func stderr(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
