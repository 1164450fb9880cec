import Testing

@testable import RACSubjects

/// The replay history's ring buffer, white-box.
@Suite struct RACRingBufferTests {
  /// Pushes `value`, returning what the buffer dropped.
  private func push<Element>(_ value: Element, into ring: _RACRingBuffer<Element>) -> Element? {
    let slot = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    defer { slot.deallocate() }
    return ring.push(value, evictingInto: slot) ? slot.move() : nil
  }

  /// The values a replay would send: the buffer's copy, released after.
  private func elements<Element>(of ring: _RACRingBuffer<Element>) -> [Element] {
    let copy = ring.copyElements()
    defer {
      copy.baseAddress?.deinitialize(count: copy.count)
      copy.deallocate()
    }
    return Array(copy)
  }

  @Test func ringBufferKeepsTheLastCapacityElements() {
    let ring = _RACRingBuffer<Int>(capacity: 3)
    var evicted: [Int] = []
    for value in 0..<10 {
      if let old = push(value, into: ring) { evicted.append(old) }
    }
    #expect(elements(of: ring) == [7, 8, 9])
    #expect(evicted == Array(0..<7))
    #expect(ring.count == 3)
  }

  @Test func ringBufferOfCapacityZeroHoldsNothing() {
    let ring = _RACRingBuffer<Int>(capacity: 0)
    #expect(push(1, into: ring) == 1)
    #expect(elements(of: ring).isEmpty)
    #expect(ring.count == 0)
  }

  @Test func ringBufferUnboundedGrows() {
    let ring = _RACRingBuffer<Int>(capacity: .max)
    for value in 0..<1_000 { #expect(push(value, into: ring) == nil) }
    #expect(elements(of: ring) == Array(0..<1_000))
  }

  @Test(arguments: 1...6)
  func ringBufferWrapsAtEveryCapacity(capacity: Int) {
    let ring = _RACRingBuffer<Int>(capacity: capacity)
    for value in 0..<(capacity * 3 + 1) {
      _ = push(value, into: ring)
      let expected = Array(Swift.max(0, value + 1 - capacity)...value)
      #expect(elements(of: ring) == expected)
    }
  }

  /// The send path's push moves the dropped value out (the caller releases
  /// it), keeps every other value alive, and leaks nothing.
  @Test func ringBufferPushEvictingIntoMovesTheDroppedValueOut() {
    final class Token {}
    weak var first: Token?
    do {
      let ring = _RACRingBuffer<Token>(capacity: 2)
      let tokens = (0..<3).map { _ in Token() }
      first = tokens[0]
      let slot = UnsafeMutablePointer<Token>.allocate(capacity: 1)
      defer { slot.deallocate() }
      let evictions = tokens.map { ring.push($0, evictingInto: slot) }
      #expect(evictions == [false, false, true])
      #expect(slot.move() === tokens[0])
      #expect(
        elements(of: ring).map { ObjectIdentifier($0) } == [ObjectIdentifier(tokens[1]), ObjectIdentifier(tokens[2])])
    }
    #expect(first == nil)
  }
}
