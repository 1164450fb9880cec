import RACSignalOperators
import RACStreamCore
import RACSubjects
import RACTesting

// RACSubjects, Subjects article: the subject classes, channels and
// `group(by:)`, run on the test scheduler. What is sent to a subject is a
// hot input line the subject is subscribed to at tick 0 (each of its values
// is a `sendNext` at its tick); the subscribers are recorders subscribing at
// given ticks.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let subjectsSubjects = RACMarbleFamily(
    "Subjects", layer: .subjects,
    files: [
      "Subjects/RACSubject.swift",
      "Subjects/RACReplaySubject.swift",
      "Subjects/RACBehaviorSubject.swift",
      "Subjects/RACChannel.swift",
      "Subjects/RACSignal+GroupBy.swift",
    ],
    examples: [
      Example("RACSubject", layer: .subjects, documents: [At("Subjects/RACSubject.swift", "open class RACSubject<")]) {
        m in
        let sent: RACSignal<String> = try m.hot("sent", "-a-b-c-|")
        let subject = RACSubject<String>()
        _ = sent.subscribe(subject)
        m.record(subject, label: "subscriber 1", subscriptions: true)
        m.record(subject, label: "subscriber 2", subscribeAt: 4, subscriptions: true)
      },
      Example(
        "RACReplaySubject", layer: .subjects,
        documents: [At("Subjects/RACReplaySubject.swift", "public final class RACReplaySubject<")]
      ) { m in
        let sent: RACSignal<String> = try m.hot("sent", "-a-b-c-----d-|")
        let two = RACReplaySubject<String>(capacity: 2)
        let three = RACReplaySubject<String>(capacity: 3)
        _ = sent.subscribe(two)
        _ = sent.subscribe(three)
        m.record(two, label: "capacity 2", subscribeAt: 6, subscriptions: true)
        m.record(three, label: "capacity 3", subscribeAt: 14, subscriptions: true)
      },
      Example(
        "RACBehaviorSubject", layer: .subjects,
        documents: [At("Subjects/RACBehaviorSubject.swift", "public final class RACBehaviorSubject<")]
      ) { m in
        let sent: RACSignal<String> = try m.hot("sent", "---a---b|", note: "(defaultValue: z)")
        let subject = RACBehaviorSubject(defaultValue: "z")
        _ = sent.subscribe(subject)
        m.record(subject, label: "subscriber 1", subscriptions: true)
        m.record(subject, label: "subscriber 2", subscribeAt: 5, subscriptions: true)
      },
      Example(
        "RACChannel", layer: .subjects, documents: [At("Subjects/RACChannel.swift", "public final class RACChannel<")]
      ) { m in
        let toLeading: RACSignal<String> = try m.hot("sent to leading", "-a---b---")
        let channel = RACChannel<String>()
        m.record(channel.followingTerminal, label: "following, early", subscriptions: true, length: 9)
        m.record(
          channel.followingTerminal, label: "following, late", note: "(replays the latest value)", subscribeAt: 3,
          subscriptions: true, length: 9)
        let toFollowing: RACSignal<String> = try m.hot("sent to following", "--x---y--")
        m.record(channel.leadingTerminal, label: "leading", note: "(replays no value)", subscriptions: true, length: 9)
        _ = toLeading.subscribe(channel.leadingTerminal)
        _ = toFollowing.subscribe(channel.followingTerminal)
        m.order = ["sent to leading", "following, early", "following, late", "sent to following", "leading"]
      },
      Example(
        "groupBy", layer: .subjects,
        documents: [At("Subjects/RACSignal+GroupBy.swift", "public func group<Key: Hashable>(")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-5|", note: "keyBlock: odd ? \"odd\" : \"even\"")
        let groups = source.group(by: { $0 % 2 == 1 ? "odd" : "even" }).doNext { group in
          m.record(group, label: group.key == "odd" ? "O" : "E")
        }
        m.record(groups, note: "O, E: the groups \"odd\" and \"even\"") { $0.key == "odd" ? "O" : "E" }
      },
      Example(
        "groupBy-transform", layer: .subjects,
        documents: [At("Subjects/RACSignal+GroupBy.swift", "public func group<Key: Hashable, Transformed>(")]
      ) { m in
        let source: RACSignal<Int> = try m.cold(
          "self", "-1-2-3-4-5|", note: "keyBlock: > 3 ? \"good\" : \"bad\"; transform: * 10")
        let groups = source.group(by: { $0 > 3 ? "good" : "bad" }, transform: { $0 * 10 }).doNext { group in
          if group.key == "bad" {
            m.record(group, label: "B", note: "a = 10, b = 20, c = 30", values: ["a": 10, "b": 20, "c": 30])
          } else {
            m.record(group, label: "G", note: "d = 40, e = 50", values: ["d": 40, "e": 50])
          }
        }
        m.record(groups, note: "B, G: the groups \"bad\" and \"good\"") { $0.key == "bad" ? "B" : "G" }
      },
    ])
}
