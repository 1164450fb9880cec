import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// An object whose writes are logged with the virtual tick they happen at.
final class BoundObject: @unchecked Sendable {
  // Safety: written only by the test's serialized events.
  let test: RACMarbleTester
  var writes: [(tick: Int, value: String)] = []
  var name = "" {
    didSet { writes.append((test.tick, name)) }
  }
  var count = 0 {
    didSet { writes.append((test.tick, "\(count)")) }
  }
  var optionalName: String? = "start" {
    didSet { writes.append((test.tick, optionalName ?? "nil")) }
  }

  init(_ test: RACMarbleTester) { self.test = test }

  /// The writes as a marble line up to `length`.
  func marbles(_ length: Int) -> String {
    var line = Array(repeating: Character("-"), count: length)
    for write in writes where write.value.count == 1 { line[write.tick] = Character(write.value) }
    return String(line)
  }
}

/// `setKeyPath(_:on:)` and `setKeyPath(_:on:nilValue:)`.
@Suite struct SetKeyPathTests {
  /// The doc comment's diagram.
  @Test func setKeyPathMarble() throws {
    let test = RACMarbleTester()
    let object = BoundObject(test)
    let source = try test.cold("-a-b-|")
    test.scheduler.performAsCurrentScheduler { source.setKeyPath(\.name, on: object) }
    test.run()
    #expect(object.marbles(5) == "-a-b-")
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch, "the binding ends at completion")
  }

  /// The doc comment's diagram for nilValue.
  @Test func setKeyPathNilValueMarble() throws {
    let test = RACMarbleTester()
    let object = BoundObject(test)
    let source = try test.cold("-a-n-|", values: ["a": Optional(5), "n": nil])
    test.scheduler.performAsCurrentScheduler { source.setKeyPath(\.count, on: object, nilValue: 9) }
    test.run()
    #expect(object.writes.map(\.tick) == [1, 3])
    #expect(object.writes.map(\.value) == ["5", "9"])
  }

  @Test func setKeyPathWritesNilToAnOptionalProperty() throws {
    let test = RACMarbleTester()
    let object = BoundObject(test)
    let source = try test.cold("-a-n-|", values: ["a": Optional("x"), "n": nil])
    test.scheduler.performAsCurrentScheduler { source.setKeyPath(\.optionalName, on: object) }
    test.run()
    #expect(object.writes.map(\.value) == ["x", "nil"])
  }

  @Test func setKeyPathDisposalEndsTheBinding() throws {
    let test = RACMarbleTester()
    let object = BoundObject(test)
    let source = try test.hot("-a-b-c-|")
    let disposable = source.setKeyPath(\.name, on: object)
    test.schedule(atTick: 2) { disposable.dispose() }
    test.run()
    #expect(object.marbles(7) == "-a-----")
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func setKeyPathHoldsTheObjectWeaklyAndEndsWhenItIsGone() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-c-|")
    let tracker = RACLeakTracker()
    do {
      let object = BoundObject(test)
      tracker.track(object, "object")
      source.setKeyPath(\.name, on: object)
      test.advance(toTick: 1)
      #expect(object.name == "a")
    }
    #expect(tracker.allReleased, "the binding does not keep the object alive")
    test.run()
    // Disposed at the first event after the object went away.
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch, "\(source.subscriptions)")
  }

  @Test func setKeyPathReentrantWriteTriggersAnotherValue() {
    let test = RACMarbleTester()
    let box = ThreadedBox<any RACSubscriber<String>>()
    let object = BoundObject(test)
    manualSignal(box).map { value -> String in
      if value == "a" { box.value?.sendNext("b") }
      return value
    }.setKeyPath(\.name, on: object)
    box.value?.sendNext("a")
    #expect(object.writes.map(\.value) == ["b", "a"])
  }

  @Test func setKeyPathReleasesTheSubscriptionOnceEnded() throws {
    let test = RACMarbleTester()
    let tracker = RACLeakTracker()
    let object = BoundObject(test)
    do {
      let signal = RACSignal<String>.return("a")
      tracker.track(signal, "signal")
      signal.setKeyPath(\.name, on: object)
    }
    #expect(object.name == "a")
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func setKeyPathErrorIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      final class Target { var name = "" }
      let target = Target()
      RACSignal<String>.error(RACTestError()).setKeyPath(\.name, on: target)
    }
    #expect(stderrText(result).contains("RACSignal.setKeyPath(_:on:): received an error from "))
  }

  @Test func setKeyPathNilValueErrorIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      final class Target { var count = 0 }
      let target = Target()
      RACSignal<Int?>.error(RACTestError()).setKeyPath(\.count, on: target, nilValue: 0)
    }
    #expect(stderrText(result).contains("RACSignal.setKeyPath(_:on:nilValue:): received an error from "))
  }
}
