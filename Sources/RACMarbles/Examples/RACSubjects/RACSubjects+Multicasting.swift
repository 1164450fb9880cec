import RACSignalOperators
import RACStreamCore
import RACSubjects
import RACTesting

// RACSubjects, Multicasting article: connections, multicasting, replaying
// and starting work.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let subjectsMulticasting = RACMarbleFamily(
    "Multicasting", layer: .subjects,
    files: [
      "Multicasting/RACMulticastConnection.swift",
      "Multicasting/RACSignal+Multicast.swift",
      "Multicasting/RACSignal+Start.swift",
    ],
    examples: [
      Example(
        "RACMulticastConnection", layer: .subjects,
        documents: [At("Multicasting/RACMulticastConnection.swift", "public final class RACMulticastConnection<")]
      ) { m in
        let source: RACSignal<String> = try m.cold(
          "source", "--a-b-c-|", note: "(subscribed to once, at connect)", subscriptions: true)
        let connection = source.publish()
        m.record(connection.signal, label: "signal, 1", subscriptions: true)
        m.record(connection.signal, label: "signal, 2", subscribeAt: 3, subscriptions: true)
        m.at(0) { connection.connect() }
      },
      Example(
        "autoconnect", layer: .subjects,
        documents: [At("Multicasting/RACMulticastConnection.swift", "public func autoconnect()")]
      ) { m in
        let source: RACSignal<String> = try m.cold(
          "source", "--a-b---c-|", note: "(connected with the first subscriber, disposed with the last)",
          subscriptions: true)
        let result = source.publish().autoconnect()
        m.record(result, label: "result, 1", disposeAt: 5, subscriptions: true)
        m.record(result, label: "result, 2", subscribeAt: 3, disposeAt: 6, subscriptions: true)
      },
      Example(
        "multicast", layer: .subjects,
        documents: [At("Multicasting/RACSignal+Multicast.swift", "public func multicast(")]
      ) { m in
        let source: RACSignal<String> = try m.cold(
          "self", "-a-b-|", note: "(subscribed to at connect, once)", subscriptions: true)
        let connection = source.multicast(RACSubject())
        m.record(connection.signal, label: "connection.signal", subscriptions: true)
        m.at(0) { connection.connect() }
      },
      Example(
        "publish", layer: .subjects, documents: [At("Multicasting/RACSignal+Multicast.swift", "public func publish()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|", note: "(connect at ^)", subscriptions: true)
        let connection = source.publish()
        m.record(connection.signal, label: "signal, early", subscriptions: true)
        m.record(connection.signal, label: "signal, late", subscribeAt: 4, subscriptions: true)
        m.at(0) { connection.connect() }
      },
      Example(
        "replay", layer: .subjects, documents: [At("Multicasting/RACSignal+Multicast.swift", "public func replay()")]
      ) { m in
        let source: RACSignal<String> = try m.cold(
          "self", "-a-b-c-|", note: "(subscribed to at once)", subscriptions: true)
        m.at(0) {
          let replayed = source.replay()
          m.record(replayed, label: "result, 1", subscribeAt: 4, subscriptions: true)
          m.record(replayed, label: "result, 2", subscribeAt: 8, subscriptions: true)
        }
      },
      Example(
        "replayLast", layer: .subjects,
        documents: [At("Multicasting/RACSignal+Multicast.swift", "public func replayLast()")]
      ) { m in
        let source: RACSignal<String> = try m.cold(
          "self", "-a-b-c-|", note: "(subscribed to at once)", subscriptions: true)
        m.at(0) {
          let replayed = source.replayLast()
          m.record(replayed, label: "result, 1", subscribeAt: 4, subscriptions: true)
          m.record(replayed, label: "result, 2", subscribeAt: 8, subscriptions: true)
        }
      },
      Example(
        "replayLazily", layer: .subjects,
        documents: [At("Multicasting/RACSignal+Multicast.swift", "public func replayLazily()")]
      ) { m in
        let source: RACSignal<String> = try m.cold(
          "self", "-a-b-c-|", note: "(subscribed to at the first subscription)", subscriptions: true)
        let replayed = source.replayLazily()
        m.record(replayed, label: "result, 1", subscribeAt: 3, subscriptions: true)
        m.record(replayed, label: "result, 2", subscribeAt: 7, subscriptions: true)
      },
      Example(
        "startEagerly", layer: .subjects,
        documents: [At("Multicasting/RACSignal+Start.swift", "public static func startEagerly(")]
      ) { m in
        let work: RACSignal<String> = try m.cold(
          "block", "a-b-|", note: "(scheduled now, runs once)", subscriptions: true)
        let started = RACSignal<String>.startEagerly(with: m.tester.scheduler) { subscriber in
          _ = work.subscribe(subscriber)
        }
        m.record(started, label: "result 1", subscriptions: true)
        m.record(started, label: "result 2", subscribeAt: 6, subscriptions: true)
      },
      Example(
        "startLazily", layer: .subjects,
        documents: [At("Multicasting/RACSignal+Start.swift", "public static func startLazily(")]
      ) { m in
        let work: RACSignal<String> = try m.cold(
          "block", "a-b-|", note: "(runs once, at the first subscription)", subscriptions: true)
        let started = RACSignal<String>.startLazily(with: m.tester.scheduler) { subscriber in
          _ = work.subscribe(subscriber)
        }
        m.record(started, label: "result 1", subscribeAt: 3, subscriptions: true)
        m.record(started, label: "result 2", subscribeAt: 4, subscriptions: true)
      },
    ])
}
