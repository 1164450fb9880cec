import RACSignalOperators
import RACStreamCore
import RACSubjects
import RACTesting

// RACSubjects: the subject classes themselves, run on the test scheduler.
// What is sent to a subject is a hot input line the subject is subscribed
// to at tick 0 (each of its values is a `sendNext` at its tick); the
// subscribers are recorders subscribing at given ticks.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let subjectTypes = RACMarbleFamily(
    "Subject types", layer: .subjects,
    files: [
      "RACSubject.swift", "RACReplaySubject.swift", "RACBehaviorSubject.swift", "RACChannel.swift",
      "RACMulticastConnection.swift",
    ],
    examples: [
      Example("RACSubject", layer: .subjects, documents: [At("RACSubject.swift", "open class RACSubject<")]) { m in
        let sent: RACSignal<String> = try m.hot("sent", "-a-b-c-|")
        let subject = RACSubject<String>()
        _ = sent.subscribe(subject)
        m.record(subject, label: "subscriber 1", subscriptions: true)
        m.record(subject, label: "subscriber 2", subscribeAt: 4, subscriptions: true)
      },
      Example("RACReplaySubject", layer: .subjects, documents: [At("RACReplaySubject.swift", "public final class RACReplaySubject<")]) { m in
        let sent: RACSignal<String> = try m.hot("sent", "-a-b-c-----d-|")
        let two = RACReplaySubject<String>(capacity: 2)
        let three = RACReplaySubject<String>(capacity: 3)
        _ = sent.subscribe(two)
        _ = sent.subscribe(three)
        m.record(two, label: "capacity 2", subscribeAt: 6, subscriptions: true)
        m.record(three, label: "capacity 3", subscribeAt: 14, subscriptions: true)
      },
      Example("RACBehaviorSubject", layer: .subjects, documents: [At("RACBehaviorSubject.swift", "public final class RACBehaviorSubject<")]) { m in
        let sent: RACSignal<String> = try m.hot("sent", "---a---b|", note: "(defaultValue: z)")
        let subject = RACBehaviorSubject(defaultValue: "z")
        _ = sent.subscribe(subject)
        m.record(subject, label: "subscriber 1", subscriptions: true)
        m.record(subject, label: "subscriber 2", subscribeAt: 5, subscriptions: true)
      },
      Example("RACChannel", layer: .subjects, documents: [At("RACChannel.swift", "public final class RACChannel<")]) { m in
        let toLeading: RACSignal<String> = try m.hot("sent to leading", "-a---b---")
        let channel = RACChannel<String>()
        m.record(channel.followingTerminal, label: "following, early", subscriptions: true, length: 9)
        m.record(channel.followingTerminal, label: "following, late", note: "(replays the latest value)", subscribeAt: 3, subscriptions: true, length: 9)
        let toFollowing: RACSignal<String> = try m.hot("sent to following", "--x---y--")
        m.record(channel.leadingTerminal, label: "leading", note: "(replays no value)", subscriptions: true, length: 9)
        _ = toLeading.subscribe(channel.leadingTerminal)
        _ = toFollowing.subscribe(channel.followingTerminal)
        m.order = ["sent to leading", "following, early", "following, late", "sent to following", "leading"]
      },
      Example(
        "RACMulticastConnection", layer: .subjects,
        documents: [At("RACMulticastConnection.swift", "public final class RACMulticastConnection<")]
      ) { m in
        let source: RACSignal<String> = try m.cold("source", "--a-b-c-|", note: "(subscribed to once, at connect)", subscriptions: true)
        let connection = source.publish()
        m.record(connection.signal, label: "signal, 1", subscriptions: true)
        m.record(connection.signal, label: "signal, 2", subscribeAt: 3, subscriptions: true)
        m.at(0) { connection.connect() }
      },
      Example("autoconnect", layer: .subjects, documents: [At("RACMulticastConnection.swift", "public func autoconnect()")]) { m in
        let source: RACSignal<String> = try m.cold(
          "source", "--a-b---c-|", note: "(connected with the first subscriber, disposed with the last)", subscriptions: true)
        let result = source.publish().autoconnect()
        m.record(result, label: "result, 1", disposeAt: 5, subscriptions: true)
        m.record(result, label: "result, 2", subscribeAt: 3, disposeAt: 6, subscriptions: true)
      },
    ])
}
