import RACSequence
import Testing

@Suite struct IteratorDescriptionTests {
  @Test func anIteratorShowsItsPublicType() {
    let iterator = [1, 2].racSequence.makeIterator()
    #expect(iterator.description == "<RACSequence<Int>.Iterator>")
  }

  @Test func sequencesAreSendable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(RACSequence<Int>.self)
  }
}
