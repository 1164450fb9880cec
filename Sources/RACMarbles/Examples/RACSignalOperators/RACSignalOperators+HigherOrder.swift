import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, HigherOrder family (HigherOrder/).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let file = "HigherOrder/RACSignal+HigherOrder.swift"

/// What `try`/`tryMap` blocks throw.
private struct Rejected: Error {}

extension RACMarbleCatalog {
  static let signalOperatorsHigherOrder = RACMarbleFamily(
    "HigherOrder", layer: .signalOperators,
    files: [file],
    examples: [
      Example(
        "flatten-limited", layer: .signalOperators, documents: [At(file, "public func flatten<U>(_ maxConcurrent")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2|")
        let b: RACSignal<Int> = try m.cold("b", "-3-|")
        let c: RACSignal<Int> = try m.cold("c", "-5|", note: "(subscribed when b completes)")
        let source = try m.cold("self", "-a-b-c----|", values: ["a": a, "b": b, "c": c], note: "flatten(2)")
        m.order = ["self", "a", "b", "c", "result"]
        m.record(source.flatten(2))
      },
      Example("concat", layer: .signalOperators, documents: [At(file, "public func concat<U>()")]) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1-2|")
        let b: RACSignal<Int> = try m.cold("b", "-3|", note: "(subscribed when a completes)")
        let source = try m.cold("self", "-a-b------|", values: ["a": a, "b": b])
        m.order = ["self", "a", "b", "result"]
        m.record(source.concat())
      },
      Example(
        "switchToLatest", layer: .signalOperators, caption: "(a is disposed when b arrives)",
        documents: [At(file, "public func switchToLatest<U>()")],
        articles: [At("RACSignalOperators.docc/HigherOrder.md", "inner values cost no allocation.")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1-2-3|", subscriptions: true)
        let b: RACSignal<Int> = try m.cold("b", "-4--5|", subscriptions: true)
        let source = try m.cold("self", "-a---b--|", values: ["a": a, "b": b])
        m.order = ["self", "a", "b", "result"]
        m.record(source.switchToLatest())
      },
      Example(
        "switch", layer: .signalOperators, caption: "cases: a → -1|, b → -2|; default: -0|",
        documents: [At(file, "public static func `switch`<Key: Hashable>(")]
      ) { m in
        let cases: [String: RACSignal<Int>] = ["a": try m.tester.cold("-1|"), "b": try m.tester.cold("-2|")]
        let fallback: RACSignal<Int> = try m.tester.cold("-0|")
        let keys: RACSignal<String> = try m.cold("signal", "-a--b--c--|")
        m.record(RACSignal.switch(keys, cases: cases, default: fallback))
      },
      Example("if", layer: .signalOperators, documents: [At(file, "public static func `if`(")]) { m in
        let bools: RACSignal<Bool> = try m.cold(
          "bool", "-t---f---|", values: ["t": true, "f": false], note: "t = true, f = false")
        let then: RACSignal<Int> = try m.cold("then", "-1-1-|", subscriptions: true)
        let otherwise: RACSignal<Int> = try m.cold("else", "-0|", subscriptions: true)
        m.record(RACSignal.if(bools, then: then, else: otherwise))
      },
      Example("catch", layer: .signalOperators, documents: [At(file, "public func `catch`(_ block")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-#")
        m.record(source.catch { _ in try! m.cold("block", "-x-|") as RACSignal<String> })
      },
      Example("catchTo", layer: .signalOperators, documents: [At(file, "public func `catch`(to")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-#")
        let signal: RACSignal<String> = try m.cold("signal", "-x-|")
        m.record(source.catch(to: signal))
      },
      Example(
        "try", layer: .signalOperators, caption: "try { if $0 == 2 { throw error } }",
        documents: [At(file, "public func `try`(")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|", subscriptions: true)
        m.record(source.try { if $0 == 2 { throw Rejected() } })
      },
      Example(
        "tryMap", layer: .signalOperators, caption: "tryMap { 8 / $0 }, throwing on 0",
        documents: [At(file, "public func tryMap<U>(")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-2-4-0-|", subscriptions: true)
        m.record(
          source.tryMap { value -> Int in
            if value == 0 { throw Rejected() }
            return 8 / value
          })
      },
    ])
}
