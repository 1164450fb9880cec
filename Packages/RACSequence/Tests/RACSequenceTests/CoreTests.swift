import Foundation
import RACSequence
import Testing

@Suite struct CoreTests {
  @Test func initHeadTailEvaluatedLazilyAndOnce() {
    let heads = Counter()
    let tails = Counter()
    let sequence = RACSequence<Int>(
      head: {
        heads.increment()
        return 1
      },
      tail: {
        tails.increment()
        return .return(2)
      })
    #expect(heads.value == 0 && tails.value == 0)
    #expect(sequence.head == 1)
    #expect(sequence.head == 1)
    #expect(heads.value == 1 && tails.value == 0)
    #expect(sequence.tail?.head == 2)
    #expect(sequence.tail?.head == 2)
    #expect(heads.value == 1 && tails.value == 1)
    #expect(sequence.array == [1, 2])
  }

  @Test func initNilHeadIsEmpty() {
    let sequence = RACSequence<Int>(head: { nil }, tail: { .return(1) })
    #expect(sequence.head == nil)
    #expect(sequence.array == [])
  }

  @Test func initNilTailEndsAfterHead() {
    let sequence = RACSequence<Int>(head: { 7 }, tail: { nil })
    #expect(sequence.array == [7])
  }

  /// The tails of an array's sequence read the rest of the array, and
  /// `array` gives just that rest.
  @Test func theTailsOfAnArraySequenceReadTheRest() {
    let sequence = [1, 2, 3].racSequence
    #expect(sequence.array == [1, 2, 3])
    #expect(sequence.tail?.array == [2, 3])
    #expect(sequence.tail?.tail?.array == [3])
    #expect(sequence.tail?.tail?.tail?.array ?? [] == [])
  }

  @Test func optionalValuesAreValues() {
    let sequence: RACSequence<Int?> = [1, nil, 3].racSequence
    #expect(sequence.tail?.head == .some(nil))
    #expect(sequence.array == [1, nil, 3])
  }

  @Test(.timeLimit(.minutes(10))) func atMostOnceUnderFourThreads() {
    for _ in 0..<200 {
      let heads = Counter()
      let tails = Counter()
      let sequence = RACSequence<Int>(
        head: {
          heads.increment()
          return 42
        },
        tail: {
          tails.increment()
          return .return(43)
        })
      let seen = Locked<[Int]>([])
      let finished = concurrently(4) { _ in
        let head = sequence.head ?? -1
        let next = sequence.tail?.head ?? -1
        seen.mutate { $0.append(head * 100 + next) }
      }
      #expect(finished)
      #expect(heads.value == 1)
      #expect(tails.value == 1)
      #expect(seen.value == [4243, 4243, 4243, 4243])
    }
  }

  @Test(.timeLimit(.minutes(10))) func lazyOperatorStepsAtMostOnceUnderFourThreads() {
    for _ in 0..<100 {
      let calls = Counter()
      let mapped = (0..<50).racSequence.map { value -> Int in
        calls.increment()
        return value * 2
      }
      let sums = Locked<[Int]>([])
      let finished = concurrently(4) { _ in
        let sum = mapped.foldLeft(withStart: 0, reduce: +)
        sums.mutate { $0.append(sum) }
      }
      #expect(finished)
      #expect(calls.value == 50)
      #expect(sums.value == [2450, 2450, 2450, 2450])
    }
  }

  @Test(.timeLimit(.minutes(10))) func readersWaitForTheEvaluatingThread() {
    // The first reader's head block blocks until released; readers started
    // meanwhile wait for its result instead of evaluating again.
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let heads = Counter()
    let sequence = RACSequence<Int>(
      head: {
        heads.increment()
        started.signal()
        _ = release.wait(timeout: .now() + 20)
        return 5
      },
      tail: { nil })
    let results = Locked<[Int]>([])
    let group = DispatchGroup()
    func read() {
      group.enter()
      Thread {
        let head = sequence.head ?? -1
        results.mutate { $0.append(head) }
        group.leave()
      }.start()
    }
    read()
    #expect(started.wait(timeout: .now() + 60) == .success)
    for _ in 0..<3 { read() }
    release.signal()
    #expect(group.wait(timeout: .now() + 60) == .success)
    #expect(heads.value == 1)
    #expect(results.value == [5, 5, 5, 5])
  }

  @Test(.timeLimit(.minutes(10))) func arrayBackedMapAndFilterAtMostOnceUnderFourThreads() {
    for _ in 0..<100 {
      let mapCalls = Counter()
      let filterCalls = Counter()
      let result = Array(0..<300).racSequence
        .map { value -> Int in
          mapCalls.increment()
          return value * 3
        }
        .filter { value in
          filterCalls.increment()
          return value % 2 == 0
        }
        .map { $0 + 1 }
      let sums = Locked<[Int]>([])
      let finished = concurrently(4) { index in
        // Different starting points: some walk by head/tail, some iterate.
        let sum: Int
        if index % 2 == 0 {
          sum = result.foldLeft(withStart: 0, reduce: +)
        } else {
          var node: RACSequence<Int>? = result
          var total = 0
          while let current = node, let value = current.head {
            total += value
            node = current.tail
          }
          sum = total
        }
        sums.mutate { $0.append(sum) }
      }
      let expected = (0..<300).map { $0 * 3 }.filter { $0 % 2 == 0 }.map { $0 + 1 }.reduce(0, +)
      #expect(finished)
      #expect(mapCalls.value == 300)
      #expect(filterCalls.value == 300)
      #expect(sums.value == [expected, expected, expected, expected])
    }
  }
}
