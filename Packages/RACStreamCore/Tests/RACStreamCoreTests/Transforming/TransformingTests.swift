import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

// Generic contexts: only RACStream's algorithms are visible here.

func gMap<S: RACStream, U>(_ s: S, _ f: @escaping (S.Value) -> U) -> RACSignal<U>
where S.Family == RACSignalFamily { s.map(f) }

func gMapReplace<S: RACStream, U>(_ s: S, _ value: U) -> RACSignal<U>
where S.Family == RACSignalFamily { s.mapReplace(value) }

func gReduceEach<S: RACStream, each T, U>(_ s: S, _ f: @escaping (repeat each T) -> U) -> RACSignal<U>
where S.Family == RACSignalFamily, S.Value == (repeat each T) { s.reduceEach(f) }

func gScan<S: RACStream, U>(_ s: S, _ start: U, _ f: @escaping (U, S.Value) -> U) -> RACSignal<U>
where S.Family == RACSignalFamily { s.scan(withStart: start, reduce: f) }

func gScanWithIndex<S: RACStream, U>(_ s: S, _ start: U, _ f: @escaping (U, S.Value, Int) -> U) -> RACSignal<U>
where S.Family == RACSignalFamily { s.scan(withStart: start, reduceWithIndex: f) }

/// RACSignal's transforming entry points or the generic algorithms.
extension Entry {
  func mapReplace<V, U>(_ s: RACSignal<V>, _ value: U) -> RACSignal<U> {
    self == .generic ? gMapReplace(s, value) : s.mapReplace(value)
  }

  func reduceEach<A, B, U>(_ s: RACSignal<(A, B)>, _ f: @escaping (A, B) -> U) -> RACSignal<U> {
    self == .generic ? gReduceEach(s, f) : s.reduceEach(f)
  }

  func reduceEach<A, B, C, U>(_ s: RACSignal<(A, B, C)>, _ f: @escaping (A, B, C) -> U) -> RACSignal<U> {
    self == .generic ? gReduceEach(s, f) : s.reduceEach(f)
  }

  func scan<V, U>(_ s: RACSignal<V>, _ start: U, _ f: @escaping (U, V) -> U) -> RACSignal<U> {
    self == .generic ? gScan(s, start, f) : s.scan(withStart: start, reduce: f)
  }

  func scanWithIndex<V, U>(_ s: RACSignal<V>, _ start: U, _ f: @escaping (U, V, Int) -> U) -> RACSignal<U> {
    self == .generic ? gScanWithIndex(s, start, f) : s.scan(withStart: start, reduceWithIndex: f)
  }
}

let transformingCases: [OperatorCase] = Entry.allCases.flatMap { entry in
  [
    OperatorCase("map(\(entry))") { entry == .generic ? gMap($0) { $0 * 2 } : $0.map { $0 * 2 } },
    OperatorCase("mapReplace(\(entry))") { entry.mapReplace($0, 7) },
    OperatorCase("reduceEach(\(entry))") { entry.reduceEach($0.map { ($0, 10) }, +) },
    OperatorCase("scan(\(entry))") { entry.scan($0, 0, +) },
    OperatorCase("scanWithIndex(\(entry))") { entry.scanWithIndex($0, 0) { $0 + $1 * $2 } },
  ]
}

@Suite struct TransformingTests {
  // MARK: mapReplace

  @Test(arguments: Entry.allCases)
  func mapReplaceReplacesEveryValue(_ entry: Entry) {
    // The doc diagram: -a-b-c-| becomes -x-x-x-|.
    let recorder = Recorder(entry.mapReplace(just(["a", "b", "c"]), "x"))
    #expect(recorder.values == ["x", "x", "x"])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func mapReplaceKeepsNilValues(_ entry: Entry) {
    let recorder = Recorder(entry.mapReplace(just([1, 2]), nil as String?))
    #expect(recorder.values == [nil, nil])
  }

  @Test func mapReplaceNamesLikeRAC() {
    let signal = just([1]).setName("source").mapReplace("x")
    #expect(signal.name == "[source] -mapReplace: x")
  }

  @Test func mapReplaceNamesItsValueAsItIsPrinted() {
    // The value is printed as `"\(value)"` prints it: a nil optional as
    // "nil", an optional value bare, a structure in full.
    let source = just([1]).setName("s")
    #expect(source.mapReplace(nil as Int?).name == "[s] -mapReplace: nil")
    #expect(source.mapReplace(Optional(4)).name == "[s] -mapReplace: Optional(4)")
    #expect(source.mapReplace((1, "a", [2.5])).name == "[s] -mapReplace: (1, \"a\", [2.5])")
    // Renaming replaces the derived name.
    #expect(source.mapReplace(1).setName("renamed").name == "renamed")
  }

  // MARK: reduceEach

  @Test(arguments: Entry.allCases)
  func reduceEachUnpacksPairs(_ entry: Entry) {
    // The doc diagram: (1, 2), (3, 4) become 3, 7.
    let recorder = Recorder(entry.reduceEach(just([(1, 2), (3, 4)])) { $0 + $1 })
    #expect(recorder.values == [3, 7])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func reduceEachUnpacksTriplesOfMixedTypes(_ entry: Entry) {
    let recorder = Recorder(
      entry.reduceEach(just([("a", 1, true), ("b", 2, false)])) { s, n, flag in
        "\(s)\(n)\(flag ? "!" : "?")"
      })
    #expect(recorder.values == ["a1!", "b2?"])
  }

  @Test func reduceEachChainsWithConcreteTypes() {
    // The concrete method wins in chains: the result is a RACSignal<String>.
    let signal = RACSignal.zip(just([1, 2]), just(["a", "b"])).reduceEach { "\($1)\($0)" }.map { $0.uppercased() }
    #expect(Recorder(signal).values == ["A1", "B2"])
    #expect(just([(1, 2)]).setName("pairs").reduceEach { $0 + $1 }.name == "[pairs] -reduceEach:")
  }

  // MARK: scan

  @Test(arguments: Entry.allCases)
  func scanSendsRunningResults(_ entry: Entry) {
    // The doc diagram, and the seed's comparison with combinePrevious.
    let recorder = Recorder(entry.scan(just([1, 2, 3, 4]), 0, +))
    #expect(recorder.values == [1, 3, 6, 10])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func scanRestartsForEachSubscription(_ entry: Entry) {
    let scanned = entry.scan(just([1, 2]), 10, +)
    #expect(Recorder(scanned).values == [11, 13])
    #expect(Recorder(scanned).values == [11, 13])
  }

  @Test(arguments: Entry.allCases)
  func scanCanChangeTheValueType(_ entry: Entry) {
    let recorder = Recorder(entry.scan(just([1, 2, 3]), "") { $0 + String($1) })
    #expect(recorder.values == ["1", "12", "123"])
  }

  // 000_*.txt: `reduceBlock(running, value, index++)` — the index advances
  // before the block runs, so a value the block sends back into the source
  // is handed the next index; the outer call's result, computed from the
  // running value it was handed, is kept.
  @Test(arguments: Entry.allCases)
  func scanWithIndexGivesAReentrantValueTheNextIndex(_ entry: Entry) {
    let source = ManualSource<Int>()
    var calls: [String] = []
    let scanned = entry.scanWithIndex(source.signal, 0) { running, value, index in
      calls.append("\(value)@\(index)")
      if value == 1 { source.sendNext(2) }
      return running + value * 10 + index
    }
    let recorder = Recorder(scanned)
    source.sendNext(1)
    source.sendNext(3)
    #expect(calls == ["1@0", "2@1", "3@2"])
    #expect(recorder.values == [21, 10, 42])
  }

  @Test(arguments: Entry.allCases)
  func scanWithIndexMatchesTheSeedExample(_ entry: Entry) {
    // 000_*.txt: start 2, inputs 1, 1, 4, running * next + index:
    // 2 * 1 + 0 = 2, 2 * 1 + 1 = 3, 3 * 4 + 2 = 14.
    var indexes: [Int] = []
    let source = RACSignal<Int> { subscriber in
      subscriber.sendNext(1)
      subscriber.sendNext(1)
      subscriber.sendNext(4)
      return RACDisposable {}
    }
    let recorder = Recorder(
      entry.scanWithIndex(source, 2) { running, next, index in
        indexes.append(index)
        return running * next + index
      })
    #expect(recorder.values == [2, 3, 14])
    #expect(indexes == [0, 1, 2])
    #expect(!recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func scanWithIndexRestartsIndexForEachSubscription(_ entry: Entry) {
    let scanned = entry.scanWithIndex(just(["a", "b"]), "") { $0 + "\($1)\($2)" }
    #expect(Recorder(scanned).values == ["a0", "a0b1"])
    #expect(Recorder(scanned).values == ["a0", "a0b1"])
  }

  // MARK: map (generic form)

  @Test func mapGenericBuildsOnFlattenMap() {
    let source = ManualSource<Int>()
    let recorder = Recorder(gMap(source.signal) { "\($0)" })
    source.sendNext(1)
    source.sendNext(2)
    #expect(recorder.values == ["1", "2"])
    #expect(!recorder.completed)
    source.sendCompleted()
    #expect(recorder.completed)
  }
}
