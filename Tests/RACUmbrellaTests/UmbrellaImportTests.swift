// This file imports the umbrella module (and Foundation, whose types the
// bridges extend): `import RAC` brings every layer.
import Foundation
import RAC
import Testing

@Suite struct UmbrellaImportTests {
  @Test func umbrellaImportBringsEveryLayer() {
    let subject = RACReplaySubject<Int>(capacity: 1)
    subject.sendNext(1)
    var values: [Int] = []
    let compound = RACCompoundDisposable()
    compound.add(subject.map { $0 * 2 }.take(1).subscribeNext { values.append($0) })
    let scheduler: RACScheduler = RACTestScheduler()
    #expect(scheduler.now <= RACTestScheduler().now)
    #expect(values == [2])
  }
}

@Suite struct UmbrellaCommandAndFoundationTests {
  // A command enabled by notifications: both layers through `import RAC`.
  @Test func umbrellaImportBringsCommandsAndFoundationBridges() {
    let center = NotificationCenter()
    let name = Notification.Name("RACUmbrellaTests.enabled")
    let scheduler = RACTestScheduler()
    let enabled = center.rac_addObserver(forName: name, object: nil).map { $0.object as? Bool ?? false }
    let command = RACCommand<Int, Int>(enabled: enabled, scheduler: scheduler) { .return($0 * 2) }
    center.post(name: name, object: false)
    var error: (any Error)?
    command.execute(1).subscribeError { error = $0 }
    #expect(error as? RACCommandError == .notEnabled)
    center.post(name: name, object: true)
    var values: [Int] = []
    command.execute(2).subscribeNext { values.append($0) }
    scheduler.stepAll()
    #expect(values == [4])
  }
}
