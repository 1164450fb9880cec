@testable import RACSubjects
import Testing

/// The replay history's ring buffer, white-box.
@Suite struct RACRingBufferTests {
  @Test func ringBufferKeepsTheLastCapacityElements() {
    var ring = _RACRingBuffer<Int>(capacity: 3)
    var evicted: [Int] = []
    for value in 0..<10 {
      if let old = ring.push(value) { evicted.append(old) }
    }
    #expect(ring.elements == [7, 8, 9])
    #expect(evicted == Array(0..<7))
    #expect(ring.total == 10)
    #expect(ring.firstSequence == 7)
    #expect(ring[sequence: 8] == 8)
  }

  @Test func ringBufferOfCapacityZeroHoldsNothing() {
    var ring = _RACRingBuffer<Int>(capacity: 0)
    #expect(ring.push(1) == 1)
    #expect(ring.elements.isEmpty)
    #expect(ring.total == 1)
    #expect(ring.firstSequence == 1)
  }

  @Test func ringBufferUnboundedGrows() {
    var ring = _RACRingBuffer<Int>(capacity: .max)
    for value in 0..<1_000 { #expect(ring.push(value) == nil) }
    #expect(ring.elements == Array(0..<1_000))
    #expect(ring.firstSequence == 0)
  }

  @Test(arguments: 1...6)
  func ringBufferWrapsAtEveryCapacity(capacity: Int) {
    var ring = _RACRingBuffer<Int>(capacity: capacity)
    for value in 0..<(capacity * 3 + 1) {
      _ = ring.push(value)
      let expected = Array(Swift.max(0, value + 1 - capacity)...value)
      #expect(ring.elements == expected)
    }
  }
}
