import Foundation
import RACSchedulers
import Testing

/// Every scheduler describes itself with its public type and its name, in
/// the style of a signal's description; the library's schedulers that are
/// not API show as `RACScheduler`.
@Suite struct SchedulerDescriptionTests {
  @Test func theWellKnownSchedulers() {
    #expect(
      RACScheduler.immediate.description
        == "<RACScheduler: name = com.ReactiveCocoa.RACScheduler.immediateScheduler>")
    #expect(
      RACScheduler.subscription.description
        == "<RACScheduler: name = com.ReactiveCocoa.RACScheduler.subscriptionScheduler>")
    #expect(
      RACScheduler.mainThread.description
        == "<RACQueueScheduler: name = com.ReactiveCocoa.RACScheduler.mainThreadScheduler>")
  }

  @Test func eachPublicTypeDescribesItself() {
    #expect(
      RACScheduler.scheduler(name: "com.example.work").description
        == "<RACTargetQueueScheduler: name = com.example.work>")
    #expect(
      RACTargetQueueScheduler(name: "t", targetQueue: .global()).description
        == "<RACTargetQueueScheduler: name = t>")
    #expect(
      RACQueueScheduler(name: "q", queue: DispatchQueue(label: "q")).description
        == "<RACQueueScheduler: name = q>")
    #expect(RACTestScheduler().description == "<RACTestScheduler: name = com.ReactiveCocoa.RACTestScheduler>")
  }

  @Test func noInternalTypeReachesADescription() {
    for scheduler in [RACScheduler.immediate, .subscription, .mainThread, .scheduler(), RACTestScheduler()] {
      #expect(!scheduler.description.contains("_RAC"), "\(scheduler)")
    }
  }

  @Test func prioritiesPrintTheirCase() {
    #expect(RACSchedulerPriority.allCases.map { "\($0)" } == ["high", "default", "low", "background"])
  }

  @Test func aSubclassOfTheAppsOwnKeepsItsName() {
    #expect(AppScheduler(name: "mine").description == "<AppScheduler: name = mine>")
  }
}

/// A scheduler of the app's own.
private final class AppScheduler: RACScheduler, @unchecked Sendable {}
