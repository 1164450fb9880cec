import Foundation
import RACSequence
import Testing

/// The tail of `return`'s sequence is `nil`, as RACUnarySequence's is.
@Suite struct ReturnTailTests {
  @Test func returnsTailIsNil() {
    let sequence = RACSequence.return(1)
    #expect(sequence.head == 1)
    #expect(sequence.tail == nil)
    #expect(sequence.tail?.head == nil)
  }

  @Test func returnStillReadsAsOneValue() {
    let sequence = RACSequence.return("a")
    #expect(sequence.array == ["a"])
    #expect(Array(sequence) == ["a"])
    #expect(sequence.map { $0 + "!" }.array == ["a!"])
    #expect(sequence.concat(.return("b")).array == ["a", "b"])
    #expect(RACSequence.return(0).concat(.return(1)).tail?.head == 1)
    #expect(sequence.skip(1).array == [])
    #expect(sequence.take(1).array == ["a"])
    #expect(sequence.zip(with: RACSequence.return(2)).array.map { "\($0.0)\($0.1)" } == ["a2"])
    #expect(sequence.foldLeft(withStart: "", reduce: +) == "a")
    #expect(sequence.lazySequence.tail == nil)
  }

  @Test func returnsSignalSendsTheValueAndCompletes() {
    var events: [String] = []
    RACSequence.return(7).signal(with: .immediate).subscribeNext(
      { events.append("\($0)") }, completed: { events.append("|") })
    #expect(events == ["7", "|"])
  }

  // RAC's RACArraySequence ends differently: the tail of its last value is
  // the empty sequence, whose own tail is nil.
  @Test func arraySequencesLastTailIsTheEmptySequence() {
    let sequence = [1].racSequence
    let last = sequence.tail
    #expect(last != nil)
    #expect(last?.head == nil)
    #expect(last?.tail == nil)
    #expect(RACSequence<Int>.empty().tail == nil)
  }

  @Test func eagerReturnEndsLikeAnEagerArray() {
    let eager = RACSequence.return(1).eagerSequence
    #expect(eager.array == [1])
    #expect(eager.tail?.head == nil)
  }
}

/// The last value `take` takes from a lazy sequence has no tail, as in RAC,
/// whose `-take:` sets its `-bind:` block's `stop` with that value; fewer
/// values than asked for end where the source ends, with an empty node.
@Suite struct TakeTailTests {
  @Test func theLastValueTakenHasNoTail() {
    let taken = [1, 2, 3].racSequence.take(2)
    #expect(taken.head == 1)
    #expect(taken.tail?.head == 2)
    #expect(taken.tail?.tail == nil)
    #expect([7].racSequence.take(1).tail == nil)
  }

  @Test func anInfiniteSequenceTakenEndsWithNoTail() {
    let taken = (0...).racSequence.take(3)
    #expect(taken.array == [0, 1, 2])
    #expect(taken.tail?.tail?.head == 2)
    #expect(taken.tail?.tail?.tail == nil)
  }

  @Test func fewerValuesThanTheCountEndWithAnEmptyNode() {
    let taken = [1, 2].racSequence.take(5)
    let end = taken.tail?.tail
    #expect(end != nil)
    #expect(end?.head == nil)
    #expect(end?.tail == nil)
    #expect(taken.array == [1, 2])
  }

  @Test func anEagerSequenceTakenEndsLikeAnEagerArray() {
    let taken = [1, 2, 3].racSequence.eagerSequence.take(2)
    #expect(taken.array == [1, 2])
    let end = taken.tail?.tail
    #expect(end != nil)
    #expect(end?.head == nil)
  }

  /// Ending with no tail, the take reads no further value: not the head
  /// behind the last value taken, nor (where RAC's bind does) the tail
  /// behind it (Docs/Decisions.md, "map, filter, take, skip, flattenMap").
  @Test func readingTheEndOfATakeReadsNoFurtherValue() {
    var read = 0
    let counted = RACSequence(
      head: {
        read += 1
        return 0
      },
      tail: {
        RACSequence(
          head: {
            read += 1
            return 1
          },
          tail: {
            read += 10
            return [2].racSequence
          })
      })
    let taken = counted.take(2)
    #expect(taken.tail?.tail == nil)
    #expect(read == 2)
  }
}

/// A sequence of a Foundation collection holds the values the collection had
/// when the sequence was made.
@Suite struct FoundationSnapshotTests {
  /// The values of a sequence of `Any`, as strings (bridged values print as
  /// their Swift selves).
  private func strings<S: Sequence>(_ values: S) -> [String] {
    values.map { String(describing: $0) }
  }

  @Test func mutableArray() {
    let collection = NSMutableArray(array: ["a", "b", "c"])
    let sequence = collection.racSequence
    collection.removeObject(at: 0)
    collection.add("d")
    #expect(strings(sequence) == ["a", "b", "c"])
    collection.removeAllObjects()
    #expect(strings(sequence.array) == ["a", "b", "c"])
    #expect(sequence.tail?.tail?.head.map { String(describing: $0) } == "c")
  }

  @Test func immutableArray() {
    let collection = NSArray(array: [1, 2, 3])
    #expect(strings(collection.racSequence) == ["1", "2", "3"])
  }

  @Test func mutableDictionaryReadAfterMutation() {
    let collection = NSMutableDictionary(dictionary: ["a": 1, "b": 2])
    let sequence = collection.racSequence
    collection["c"] = 3
    collection.removeObject(forKey: "a")
    let pairs = sequence.array.map { "\($0.key)=\($0.value)" }.sorted()
    #expect(pairs == ["a=1", "b=2"])
  }

  // Reading a sequence of a mutable dictionary after mutating it used to stop
  // the process inside the dictionary's iterator: run it in its own process.
  @Test func mutableDictionaryMutatedBetweenReadsDoesNotStopTheProcess() async {
    await #expect(processExitsWith: .success) {
      let collection = NSMutableDictionary()
      for key in 0..<100 { collection[key] = key * 10 }
      let sequence = collection.racSequence
      _ = sequence.head
      for key in 100..<1_000 { collection[key] = key }
      for key in 0..<50 { collection.removeObject(forKey: key) }
      let values = sequence.array
      precondition(values.count == 100)
      precondition(Set(values.map { String(describing: $0.key) }) == Set((0..<100).map(String.init)))
      exit(0)
    }
  }

  @Test func immutableDictionary() {
    let collection = NSDictionary(dictionary: ["k": "v"])
    #expect(collection.racSequence.array.map { "\($0.key)=\($0.value)" } == ["k=v"])
  }

  @Test func mutableSetAndCountedSet() {
    let set = NSMutableSet(array: [1, 2])
    let sequence = set.racSequence
    set.add(3)
    set.remove(1)
    #expect(strings(sequence).sorted() == ["1", "2"])

    let counted = NSCountedSet(array: ["x", "x", "y"])
    let countedSequence = counted.racSequence
    counted.add("z")
    #expect(strings(countedSequence).sorted() == ["x", "y"])
  }

  @Test func immutableSet() {
    #expect(strings(NSSet(array: ["only"]).racSequence) == ["only"])
  }

  @Test func mutableOrderedSet() {
    let collection = NSMutableOrderedSet(array: ["a", "b"])
    let sequence = collection.racSequence
    collection.insert("z", at: 0)
    collection.removeObject(at: 2)
    #expect(strings(sequence) == ["a", "b"])
    #expect(strings(NSOrderedSet(array: [3, 1, 2]).racSequence) == ["3", "1", "2"])
  }

  @Test func mutableIndexSet() {
    let collection = NSMutableIndexSet(indexesIn: NSRange(location: 2, length: 3))
    let sequence = collection.racSequence
    collection.add(9)
    collection.remove(3)
    #expect(sequence.array == [2, 3, 4])
  }

  @Test func enumeratorsOfMutableCollections() {
    let array = NSMutableArray(array: ["a", "b"])
    let objects = array.objectEnumerator().racSequence
    let reversed = array.reverseObjectEnumerator().racSequence
    array.add("c")
    #expect(strings(objects) == ["a", "b"])
    #expect(strings(reversed) == ["b", "a"])

    let dictionary = NSMutableDictionary(dictionary: ["k1": "v1", "k2": "v2"])
    let keys = dictionary.keyEnumerator().racSequence
    let values = dictionary.objectEnumerator().racSequence
    dictionary["k3"] = "v3"
    dictionary.removeObject(forKey: "k1")
    #expect(strings(keys).sorted() == ["k1", "k2"])
    #expect(strings(values).sorted() == ["v1", "v2"])

    let set = NSMutableSet(array: [1])
    let setObjects = set.objectEnumerator().racSequence
    set.add(2)
    #expect(strings(setObjects) == ["1"])

    let ordered = NSMutableOrderedSet(array: ["x", "y"])
    let orderedObjects = ordered.objectEnumerator().racSequence
    ordered.removeAllObjects()
    #expect(strings(orderedObjects) == ["x", "y"])
  }

  @Test func theSnapshotIsTakenWhenTheSequenceIsMadeNotWhenItIsRead() {
    let collection = NSMutableArray(array: [1])
    let mapped = collection.racSequence.map { String(describing: $0) }
    collection.add(2)
    #expect(mapped.array == ["1"])
  }

  @Test func aReferenceCollectionOfOurOwnIsCopiedToo() {
    let collection = Shelf(["a", "b"])
    let sequence = collection.racSequence
    collection.items.append("c")
    #expect(sequence.array == ["a", "b"])
  }

  @Test func aReferenceSequenceThatIsNotACollectionStaysLazy() {
    let source = Countdown(from: 3)
    let sequence = source.racSequence
    #expect(source.pulled == 0, "a possibly infinite reference sequence is not copied")
    #expect(sequence.array == [3, 2, 1])
    #expect(source.pulled == 4)
  }
}

/// A class that is a Swift collection.
private final class Shelf: RandomAccessCollection {
  var items: [String]
  init(_ items: [String]) { self.items = items }
  var startIndex: Int { items.startIndex }
  var endIndex: Int { items.endIndex }
  subscript(position: Int) -> String { items[position] }
}

/// A class that is a Swift sequence (its own iterator) but not a collection.
private final class Countdown: Sequence, IteratorProtocol {
  var remaining: Int
  var pulled = 0
  init(from start: Int) { remaining = start }
  func next() -> Int? {
    pulled += 1
    guard remaining > 0 else { return nil }
    defer { remaining -= 1 }
    return remaining
  }
}

/// `RACSequence` is `Equatable`/`Hashable` when its values are, comparing
/// value by value as RAC's `-isEqual:` does.
@Suite struct SequenceEqualityTests {
  @Test func equalWhateverMadeThem() {
    let array = [1, 2, 3].racSequence
    #expect(array == [1, 2, 3].racSequence)
    #expect(array == (1...3).racSequence.map { $0 })
    #expect(array == naturals(from: 1).take(3))
    #expect(array == array.eagerSequence)
    #expect(array.eagerSequence == naturals(from: 1).take(3).lazySequence)
    #expect(array == RACSequence(head: { 1 }, tail: { [2, 3].racSequence }))
    #expect(array.tail! == [2, 3].racSequence)
    #expect(RACSequence.return(1) == [1].racSequence)
    #expect(RACSequence<Int>.empty() == [Int]().racSequence)
    #expect(RACSequence<Int>.empty() == naturals().take(0))
  }

  @Test func unequalValuesOrLengths() {
    #expect([1, 2, 3].racSequence != [1, 2, 4].racSequence)
    #expect([1, 2].racSequence != [1, 2, 3].racSequence)
    #expect([1, 2, 3].racSequence != [1, 2].racSequence)
    #expect(naturals().take(2) != naturals().take(3))
    #expect(RACSequence.return(1) != RACSequence<Int>.empty())
    #expect(RACSequence<Int>.empty() != RACSequence.return(1))
    #expect([2, 1].racSequence != [1, 2].racSequence)
  }

  @Test func optionalValuesCompareTheirNils() {
    let withNil: RACSequence<Int?> = [1, nil, 3].racSequence
    #expect(withNil == RACSequence<Int?>(head: { 1 }, tail: { [nil, 3].racSequence }))
    #expect(withNil != [1, 3].racSequence.map { Optional($0) })
    #expect(RACSequence<Int?>.return(nil) != RACSequence<Int?>.empty())
  }

  @Test func comparingReadsOnlyUpToTheFirstDifference() {
    let leftHeads = Counter()
    let rightHeads = Counter()
    let left = naturals(counter: leftHeads)
    let right = naturals(counter: rightHeads).map { $0 == 5 ? -1 : $0 }
    #expect(left != right, "two infinite sequences that differ compare in finite time")
    #expect(leftHeads.value == 6)
    #expect(rightHeads.value == 6)
    #expect(naturals() != [0, 1, 2].racSequence, "an infinite sequence differs from a finite one")
  }

  @Test func anInfiniteSequenceEqualsItself() {
    let infinite = naturals()
    #expect(infinite == infinite)
  }

  @Test func comparingForcesALazySequence() {
    let heads = Counter()
    let lazy = naturals(counter: heads).take(4)
    #expect(heads.value == 0)
    #expect(lazy == [0, 1, 2, 3].racSequence)
    #expect(heads.value == 4)
  }

  @Test func hashAgreesWithEquality() {
    let a = [1, 2, 3].racSequence
    let b = naturals(from: 1).take(3)
    #expect(a.hashValue == b.hashValue)
    #expect(RACSequence<Int>.empty().hashValue == [Int]().racSequence.hashValue)
    let set: Set<RACSequence<Int>> = [a, b, [1, 2].racSequence, .empty(), .return(5)]
    #expect(set.count == 4)
    #expect(set.contains([1, 2, 3].racSequence))
    #expect(!set.contains([1, 2, 3, 4].racSequence))
    let keyed = [a: "a"]
    #expect(keyed[b] == "a")
  }

  @Test func hashingAnInfiniteSequenceReadsItsHeadOnly() {
    let heads = Counter()
    let infinite = naturals(counter: heads)
    var hasher = Hasher()
    infinite.hash(into: &hasher)
    _ = hasher.finalize()
    #expect(heads.value == 1)
  }
}

/// Docs/Decisions.md, "How far `for … in` reads ahead": RAC 2.5's fast
/// enumeration fills a buffer of 16 values before the loop body runs; the
/// Swift iterator reads one value per `next()`: its head, then its tail, in
/// the order RAC reads each value of its buffer.
@Suite struct IterationReadAheadTests {
  /// A lazy sequence whose heads and tails log when they are evaluated.
  func logged(from start: Int, log: Locked<[String]>) -> RACSequence<Int> {
    RACSequence(
      head: {
        log.mutate { $0.append("head \(start)") }
        return start
      },
      tail: {
        log.mutate { $0.append("tail \(start)") }
        return logged(from: start + 1, log: log)
      })
  }

  @Test func aLoopThatStopsAtItsFirstValueReadsOnlyThatValue() {
    let log = Locked<[String]>([])
    for value in logged(from: 1, log: log) {
      #expect(value == 1)
      break
    }
    #expect(log.value == ["head 1", "tail 1"])
  }

  @Test func eachValueIsReadWhenItIsAskedFor() {
    let log = Locked<[String]>([])
    var iterator = logged(from: 1, log: log).makeIterator()
    #expect(iterator.next() == 1)
    log.mutate { $0.append("body 1") }
    #expect(iterator.next() == 2)
    log.mutate { $0.append("body 2") }
    #expect(log.value == ["head 1", "tail 1", "body 1", "head 2", "tail 2", "body 2"])
  }
}

/// Docs/Decisions.md, "Strings as sequences": a `String` is a sequence of
/// `Character`s, however it is read; its UTF-16 view steps by unit, as RAC
/// 2.5's `-[NSString rac_sequence]` head and tail do.
@Suite struct StringSequenceTests {
  let text = "e\u{301}👍🏽a"

  @Test func headsAndTailsStepByCharacter() {
    let sequence = text.racSequence
    #expect(sequence.head == "e\u{301}")
    #expect(sequence.tail?.head == "👍🏽")
    #expect(sequence.tail?.tail?.head == "a")
    #expect(sequence.tail?.tail?.tail?.head == nil)
  }

  @Test func arrayAndIterationAgreeWithHeadsAndTails() {
    let sequence = text.racSequence
    #expect(sequence.array == ["e\u{301}", "👍🏽", "a"])
    #expect(Array(sequence) == sequence.array)
  }

  @Test func theUTF16ViewStepsByUnit() {
    let units = text.utf16.racSequence.array
    #expect(units == Array(text.utf16))
    #expect(units.count == 7)
  }
}
