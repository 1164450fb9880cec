import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

/// An operator's block that ends the operator's receiver re-entrantly — it
/// completes or fails the source it is applied to, then returns. RAC's
/// operators are `-bind:` (or `createSignal`) at heart: the end arrives,
/// the subscription ends, and what the block then returns (its `return:`
/// signal) is dropped. Nothing may follow the terminal event, neither at a
/// subscriber that records everything it is handed nor at a `doNext` below
/// (Docs/Contracts.md, "Event grammar"; Docs/Internals.md, "A block that
/// ends its receiver").
@Suite struct BlockEndsItsReceiverTests {
  /// An operator whose block the test gives: `ends` runs inside it on the
  /// first value (the block then lets the value through).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let apply: @Sendable (RACSignal<Int>, @escaping () -> Void) -> RACSignal<Int>
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "map") { source, ends in
      source.map {
        ends()
        return $0
      }
    },
    Case(name: "filter") { source, ends in
      source.filter { _ in
        ends()
        return true
      }
    },
    Case(name: "map then map, first") { source, ends in
      source.map {
        ends()
        return $0
      }.map { $0 + 1 }
    },
    Case(name: "map then map, second") { source, ends in
      source.map { $0 + 1 }.map {
        ends()
        return $0
      }
    },
    Case(name: "map then filter") { source, ends in
      source.map {
        ends()
        return $0
      }.filter { _ in true }
    },
    Case(name: "filter then map") { source, ends in
      source.filter { _ in true }.map {
        ends()
        return $0
      }
    },
    Case(name: "filter then filter") { source, ends in
      source.filter { _ in true }.filter { _ in
        ends()
        return true
      }
    },
    Case(name: "map then filter, second") { source, ends in
      source.map { $0 + 1 }.filter { _ in
        ends()
        return true
      }
    },
    Case(name: "filter then map, first") { source, ends in
      source.filter { _ in
        ends()
        return true
      }.map { $0 + 1 }
    },
    Case(name: "filter then filter, first") { source, ends in
      source.filter { _ in
        ends()
        return true
      }.filter { _ in true }
    },
    Case(name: "doNext") { source, ends in source.doNext { _ in ends() } },
    Case(name: "scan") { source, ends in
      source.scan(withStart: 0) {
        ends()
        return $0 + $1
      }
    },
    Case(name: "scan with index") { source, ends in
      source.scan(withStart: 0) { running, value, _ in
        ends()
        return running + value
      }
    },
    Case(name: "combinePrevious") { source, ends in
      source.combinePrevious(withStart: 0) {
        ends()
        return $1
      }
    },
    Case(name: "take(whileBlock:)") { source, ends in
      source.take(whileBlock: { _ in
        ends()
        return true
      })
    },
    Case(name: "take(untilBlock:)") { source, ends in
      source.take(untilBlock: { _ in
        ends()
        return false
      })
    },
    Case(name: "skip(whileBlock:)") { source, ends in
      source.skip(whileBlock: { _ in
        ends()
        return false
      })
    },
    Case(name: "skip(untilBlock:)") { source, ends in
      source.skip(untilBlock: { _ in
        ends()
        return true
      })
    },
    Case(name: "tryMap") { source, ends in
      source.tryMap {
        ends()
        return $0
      }
    },
  ]

  @Test(arguments: cases, [false, true])
  func nothingFollowsTheEndTheBlockCaused(_ operation: Case, fails: Bool) {
    let feeder = Feeder<Int>()
    let subscriber = RawSubscriber()
    var seenBelow: [Int] = []
    var ended = false
    let ends = {
      if ended { return }
      ended = true
      if fails { feeder.sendError() } else { feeder.sendCompleted() }
    }
    operation.apply(feeder.signal, ends).doNext { seenBelow.append($0) }.subscribe(subscriber)
    feeder.sendNext(1)
    #expect(subscriber.events == [fails ? "error" : "completed"])
    #expect(seenBelow.isEmpty)
  }
}
