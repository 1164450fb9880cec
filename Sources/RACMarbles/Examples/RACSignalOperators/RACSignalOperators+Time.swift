import Foundation
import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, Time family (Time/): one tick is one second of the
// test scheduler's clock.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let file = "Time/RACSignal+Time.swift"

/// Whether a value is throttled by the `valuesPassingTest:` examples.
@Sendable private func isLowercase(_ value: String) -> Bool { value.first!.isLowercase }

extension RACMarbleCatalog {
  static let signalOperatorsTime = RACMarbleFamily(
    "Time", layer: .signalOperators,
    files: [file],
    examples: [
      Example(
        "throttle", layer: .signalOperators, caption: "throttle(2), on the test scheduler",
        documents: [At(file, "public func throttle(_ interval: TimeInterval) ->")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b----c-d-e|")
        m.record(source.throttle(2))
      },
      Example(
        "throttle-test", layer: .signalOperators, caption: "throttle(2, valuesPassingTest: { $0.first!.isLowercase })",
        documents: [At(file, "public func throttle(", 2)]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-B-c---|")
        m.record(source.throttle(2, valuesPassingTest: isLowercase))
      },
      Example(
        "throttle-on", layer: .signalOperators, caption: "throttle(2, on: scheduler)",
        documents: [At(file, "public func throttle(_ interval: TimeInterval, on scheduler")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b----c-d-e|")
        m.record(source.throttle(2, on: m.tester.scheduler))
      },
      Example(
        "throttle-on-test", layer: .signalOperators,
        caption: "throttle(2, on: scheduler, valuesPassingTest: { $0.first!.isLowercase })",
        documents: [At(file, "public func throttle(", 4)]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-B-c---|")
        m.record(source.throttle(2, on: m.tester.scheduler, valuesPassingTest: isLowercase))
      },
      Example(
        "delay", layer: .signalOperators, caption: "delay(2): the error overtakes b",
        documents: [At(file, "public func delay(_ interval: TimeInterval) ->")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b#")
        m.record(source.delay(2))
      },
      Example(
        "delay-on", layer: .signalOperators, caption: "delay(2, on: scheduler)",
        documents: [At(file, "public func delay(_ interval: TimeInterval, on")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.delay(2, on: m.tester.scheduler))
      },
      Example(
        "buffer", layer: .signalOperators,
        caption: "buffer(withTime: 2, on: scheduler); x = [a, b], y = [c, d], z = [e]",
        documents: [At(file, "public func buffer(withTime")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-ab-----c-d---e|")
        m.record(
          source.buffer(withTime: 2, on: m.tester.scheduler), values: ["x": ["a", "b"], "y": ["c", "d"], "z": ["e"]])
      },
      Example(
        "timeout", layer: .signalOperators, caption: "timeout(4, on: scheduler): the deadline is 4 ticks after ^",
        documents: [At(file, "public func timeout(")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|", subscriptions: true)
        m.record(source.timeout(4, on: m.tester.scheduler), subscribeAt: 2, subscriptions: true)
      },
      Example(
        "interval", layer: .signalOperators,
        caption: "interval(3, on: scheduler), disposed at 11; x, y, z the dates of ticks 4, 7, 10",
        documents: [
          At(file, "public static func interval(_ interval: TimeInterval, on scheduler: RACScheduler) ->")
        ]
      ) { m in
        let origin = m.tester.origin
        m.record(
          RACSignal<Date>.interval(3, on: m.tester.scheduler), subscribeAt: 1, disposeAt: 11, subscriptions: true
        ) { date in
          ["x", "y", "z"][Int(date.timeIntervalSince(origin) - 1) / 3 - 1]
        }
      },
      Example(
        "interval-leeway", layer: .signalOperators,
        caption: "interval(3, on: scheduler, withLeeway: 1), disposed at 11",
        documents: [At(file, "public static func interval(", 2)]
      ) { m in
        let origin = m.tester.origin
        m.record(
          RACSignal<Date>.interval(3, on: m.tester.scheduler, withLeeway: 1), subscribeAt: 1, disposeAt: 11,
          subscriptions: true
        ) { date in
          ["x", "y", "z"][Int(date.timeIntervalSince(origin) - 1) / 3 - 1]
        }
      },
    ])
}
