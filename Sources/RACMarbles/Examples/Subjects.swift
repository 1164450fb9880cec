import RACSignalOperators
import RACStreamCore
import RACSubjects
import RACTesting

// RACSubjects: the operators it adds to RACSignal (multicasting, replaying,
// grouping, starting work).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let subjects = RACMarbleFamily(
    "Multicasting", layer: .subjects,
    files: ["RACSignal+Multicast.swift", "RACSignal+GroupBy.swift", "RACSignal+Start.swift"],
    examples: [
      Example("multicast", layer: .subjects, documents: [At("RACSignal+Multicast.swift", "public func multicast(")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|", note: "(subscribed to at connect, once)", subscriptions: true)
        let connection = source.multicast(RACSubject())
        m.record(connection.signal, label: "connection.signal", subscriptions: true)
        m.at(0) { connection.connect() }
      },
      Example("publish", layer: .subjects, documents: [At("RACSignal+Multicast.swift", "public func publish()")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|", note: "(connect at ^)", subscriptions: true)
        let connection = source.publish()
        m.record(connection.signal, label: "signal, early", subscriptions: true)
        m.record(connection.signal, label: "signal, late", subscribeAt: 4, subscriptions: true)
        m.at(0) { connection.connect() }
      },
      Example("replay", layer: .subjects, documents: [At("RACSignal+Multicast.swift", "public func replay()")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|", note: "(subscribed to at once)", subscriptions: true)
        m.at(0) {
          let replayed = source.replay()
          m.record(replayed, label: "result, 1", subscribeAt: 4, subscriptions: true)
          m.record(replayed, label: "result, 2", subscribeAt: 8, subscriptions: true)
        }
      },
      Example("replayLast", layer: .subjects, documents: [At("RACSignal+Multicast.swift", "public func replayLast()")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|", note: "(subscribed to at once)", subscriptions: true)
        m.at(0) {
          let replayed = source.replayLast()
          m.record(replayed, label: "result, 1", subscribeAt: 4, subscriptions: true)
          m.record(replayed, label: "result, 2", subscribeAt: 8, subscriptions: true)
        }
      },
      Example("replayLazily", layer: .subjects, documents: [At("RACSignal+Multicast.swift", "public func replayLazily()")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|", note: "(subscribed to at the first subscription)", subscriptions: true)
        let replayed = source.replayLazily()
        m.record(replayed, label: "result, 1", subscribeAt: 3, subscriptions: true)
        m.record(replayed, label: "result, 2", subscribeAt: 7, subscriptions: true)
      },
      Example("groupBy", layer: .subjects, documents: [At("RACSignal+GroupBy.swift", "public func group<Key: Hashable>(")]) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-5|", note: "keyBlock: odd ? \"odd\" : \"even\"")
        let groups = source.group(by: { $0 % 2 == 1 ? "odd" : "even" }).doNext { group in
          m.record(group, label: group.key == "odd" ? "O" : "E")
        }
        m.record(groups, note: "O, E: the groups \"odd\" and \"even\"") { $0.key == "odd" ? "O" : "E" }
      },
      Example("groupBy-transform", layer: .subjects, documents: [At("RACSignal+GroupBy.swift", "public func group<Key: Hashable, Transformed>(")]) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-5|", note: "keyBlock: > 3 ? \"good\" : \"bad\"; transform: * 10")
        let groups = source.group(by: { $0 > 3 ? "good" : "bad" }, transform: { $0 * 10 }).doNext { group in
          if group.key == "bad" {
            m.record(group, label: "B", note: "a = 10, b = 20, c = 30", values: ["a": 10, "b": 20, "c": 30])
          } else {
            m.record(group, label: "G", note: "d = 40, e = 50", values: ["d": 40, "e": 50])
          }
        }
        m.record(groups, note: "B, G: the groups \"bad\" and \"good\"") { $0.key == "bad" ? "B" : "G" }
      },
      Example("startEagerly", layer: .subjects, documents: [At("RACSignal+Start.swift", "public static func startEagerly(")]) { m in
        let work: RACSignal<String> = try m.cold("block", "a-b-|", note: "(scheduled now, runs once)", subscriptions: true)
        let started = RACSignal<String>.startEagerly(with: m.tester.scheduler) { subscriber in _ = work.subscribe(subscriber) }
        m.record(started, label: "result 1", subscriptions: true)
        m.record(started, label: "result 2", subscribeAt: 6, subscriptions: true)
      },
      Example("startLazily", layer: .subjects, documents: [At("RACSignal+Start.swift", "public static func startLazily(")]) { m in
        let work: RACSignal<String> = try m.cold("block", "a-b-|", note: "(runs once, at the first subscription)", subscriptions: true)
        let started = RACSignal<String>.startLazily(with: m.tester.scheduler) { subscriber in _ = work.subscribe(subscriber) }
        m.record(started, label: "result 1", subscribeAt: 3, subscriptions: true)
        m.record(started, label: "result 2", subscribeAt: 4, subscriptions: true)
      },
    ])
}
