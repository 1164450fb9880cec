import RACSignalOperators
import RACTesting
import Testing

/// What the filter operators do when the subscriber sends into a source
/// from inside a callback.
@Suite struct FilterReentrancyTests {
  @Test func distinctChecksReentrantValuesAgainstThoseSeen() {
    let feeder = Feeder<Int>()
    var values: [Int] = []
    _ = feeder.signal.distinct().subscribeNext { value in
      values.append(value)
      if value == 1 {
        feeder.sendNext(1)
        feeder.sendNext(2)
      }
    }
    feeder.sendNext(1)
    feeder.sendNext(2)
    #expect(values == [1, 2])
  }

  @Test func skipLastReleasesReentrantValuesInOrder() {
    let feeder = Feeder<Int>()
    var values: [Int] = []
    _ = feeder.signal.skipLast(1).subscribeNext { value in
      values.append(value)
      if value == 1 { feeder.sendNext(3) }
    }
    feeder.sendNext(1)
    feeder.sendNext(2)
    #expect(values == [1, 2])
    feeder.sendNext(4)
    #expect(values == [1, 2, 3])
  }

  @Test func takeUntilReplacementSwitchesReentrantly() {
    let receiver = Feeder<Int>()
    let replacement = Feeder<Int>()
    var values: [Int] = []
    _ = receiver.signal.take(untilReplacement: replacement.signal).subscribeNext { value in
      values.append(value)
      if value == 1 {
        replacement.sendNext(10)
        receiver.sendNext(2)
      }
    }
    receiver.sendNext(1)
    receiver.sendNext(3)
    replacement.sendNext(11)
    #expect(values == [1, 10, 11])
    #expect(receiver.disposals == 1)
  }

  @Test func skipUntilOpensReentrantly() {
    let receiver = Feeder<Int>()
    let trigger = Feeder<Void>()
    var values: [Int] = []
    _ = receiver.signal.skip(until: trigger.signal).doNext { _ in }.subscribeNext { values.append($0) }
    receiver.sendNext(1)
    trigger.sendNext(())
    receiver.sendNext(2)
    #expect(values == [2])
    #expect(trigger.disposals == 0)
  }

  @Test func ignoreValuesIgnoresReentrantValues() {
    let feeder = Feeder<Int>()
    var completed = 0
    _ = feeder.signal.doNext { if $0 == 1 { feeder.sendNext(2) } }.ignoreValues().subscribeCompleted { completed += 1 }
    feeder.sendNext(1)
    feeder.sendCompleted()
    #expect(completed == 1)
  }
}
