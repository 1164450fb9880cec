import Testing

@testable import RACDisposables

/// The striped lock's table, white-box: every stripe handed out is one of
/// the table's mutexes, however many are made (they are taken in turn, so
/// the turn counter runs past the table's size).
@Suite struct StripedLockTests {
  @Test func everyStripeIsOneOfTheTablesMutexes() {
    let table = _RACStripedLock.table
    let count = _RACStripedLock.count
    let stride = _RACStripedLock.stride
    for _ in 0..<(4 * count) {
      let offset = UnsafeMutableRawPointer(_RACStripe().mutex) - table
      #expect(offset >= 0 && offset < count * stride && offset % stride == 0, "a stripe outside the table")
    }
  }
}
