import RACSubjects
import Testing

// The fixed forms of the code Tests/FixIts/InferenceDeadEnds.swift shows
// failing (the porting article, "When the compiler says…"): each compiles
// and sends what RAC's would.

/// A stream operator written once on `RACStream`: the intermediate stream is
/// given its type (`Concrete`, the receiver's own stream type).
extension RACStream where Value == Int {
  func doubledEvens() -> Concrete {
    let evens: Concrete = filter { $0 % 2 == 0 }
    return evens.map { $0 * 2 }
  }
}

/// `guard let self else { return .empty() }` compiles as written when the
/// enclosing function gives the block's result type.
final class Loader {
  func load(_ number: Int) -> RACSignal<String> { .return("#\(number)") }

  func loadAll(_ numbers: RACSignal<Int>) -> RACSignal<String> {
    numbers.flattenMap { [weak self] number in
      guard let self else { return .empty() }
      return self.load(number)
    }
  }

  /// Where nothing gives the block's result type (the chain goes on to
  /// `subscribeNext`), the block writes it.
  func logAll(_ numbers: RACSignal<Int>, into log: RACReplaySubject<String>) -> RACDisposable {
    numbers.flattenMap { [weak self] (number: Int) -> RACSignal<String> in
      guard let self else { return .empty() }
      return self.load(number)
    }.subscribeNext { log.sendNext($0) }
  }
}

@Suite struct InferenceFixesTests {
  static let numbers = RACSignal<Int> { subscriber in
    for number in 1...4 { subscriber.sendNext(number) }
    subscriber.sendCompleted()
    return nil
  }

  @Test func aMultiStatementBlockWithItsResultTypeWritten() async throws {
    let odd = Self.numbers.flattenMap { (number: Int) -> RACSignal<String> in
      if number % 2 == 0 { return .empty() }
      return .return("\(number)")
    }
    #expect(try await odd.toArray() == ["1", "3"])
    let then = Self.numbers.then { () -> RACSignal<String> in
      let done = "done"
      return .return(done)
    }
    #expect(try await then.toArray() == ["done"])
  }

  @Test func guardLetSelfReturningEmptyCompilesAsWritten() async throws {
    let loader = Loader()
    let all = loader.loadAll(Self.numbers)
    let values = try await all.toArray()
    withExtendedLifetime(loader) {}
    #expect(values == ["#1", "#2", "#3", "#4"])
  }

  @Test func guardLetSelfWithTheResultTypeWritten() async throws {
    let loader = Loader()
    let log = RACReplaySubject<String>()
    loader.logAll(Self.numbers, into: log).dispose()
    withExtendedLifetime(loader) {}
    log.sendCompleted()
    #expect(try await log.toArray() == ["#1", "#2", "#3", "#4"])
  }

  @Test func anOperatorWrittenOnceOnRACStreamWithATypedIntermediate() async throws {
    let doubled: RACSignal<Int> = Self.numbers.doubledEvens()
    #expect(try await doubled.toArray() == [4, 8])
  }

  @Test func zipWithAReduceBlockOnTheSignalType() async throws {
    let letters = RACSignal<String> { subscriber in
      for letter in ["a", "b"] { subscriber.sendNext(letter) }
      subscriber.sendCompleted()
      return nil
    }
    let zipped = RACSignal.zip(Self.numbers, letters) { number, letter in "\(number)\(letter)" }
    #expect(try await zipped.toArray() == ["1a", "2b"])
  }

  @Test func combineLatestTypedFormTakesOneArgumentPerSignal() async throws {
    let a = RACBehaviorSubject<String>(defaultValue: "a")
    let b = RACBehaviorSubject<String>(defaultValue: "b")
    let typed = RACSignal.combineLatest(a, b) { first, second in first + second }
    let array = RACSignal.combineLatest([a, b]) { values in values.joined() }
    #expect(try await typed.first() == "ab")
    #expect(try await array.first() == "ab")
  }
}
