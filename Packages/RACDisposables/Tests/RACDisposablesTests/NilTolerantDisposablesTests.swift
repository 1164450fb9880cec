import Foundation
import RACDisposables
import Testing

/// Where ReactiveCocoa 2.5 accepts `nil` (`-addDisposable:`,
/// `-removeDisposable:`, `serialDisposableWithDisposable:`, the serial
/// disposable's `disposable` property) this layer accepts `RACDisposable?` and
/// ignores `nil`, so a scheduler's optional result goes in unwrapped.
@Suite(.timeLimit(.minutes(10)))
struct NilTolerantDisposablesTests {
  /// Stands in for a scheduler call: `schedule`, `after`, `afterDelay` and
  /// `scheduleRecursive` all return `RACDisposable?`.
  private func maybe(_ disposable: RACDisposable?) -> RACDisposable? { disposable }

  @Test func addNilIsIgnoredAndTheOtherChildrenStillDispose() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    compound.add(maybe(nil))
    compound.add(maybe(child))
    compound.add(maybe(nil))
    #expect(!compound.isDisposed)
    #expect(!child.isDisposed)
    compound.dispose()
    #expect(compound.isDisposed)
    #expect(runs.value == 1)
  }

  @Test func addNilAfterDisposeDoesNothing() {
    let compound = RACCompoundDisposable()
    compound.dispose()
    compound.add(maybe(nil))
    #expect(compound.isDisposed)
    let (late, runs) = countingDisposable()
    compound.add(maybe(late))
    #expect(runs.value == 1, "a non-nil optional added late is disposed at once, as a non-optional is")
  }

  // A nil added while the two inline slots are empty must not take a slot:
  // the next two children still go inline and the third spills into the array.
  @Test(arguments: [0, 1, 2, 5])
  func nilTakesNoSlot(nils: Int) {
    let compound = RACCompoundDisposable()
    for _ in 0..<nils { compound.add(maybe(nil)) }
    let children = (0..<3).map { _ in countingDisposable() }
    for child in children { compound.add(maybe(child.disposable)) }
    compound.remove(children[0].disposable)
    compound.dispose()
    #expect(children[0].runs.value == 0)
    #expect(children[1].runs.value == 1)
    #expect(children[2].runs.value == 1)
  }

  @Test func removeNilIsIgnored() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    compound.add(child)
    compound.remove(maybe(nil))
    compound.dispose()
    #expect(runs.value == 1)
  }

  @Test func removeOptionalChildRemovesIt() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    let optional = maybe(child)
    compound.add(optional)
    compound.remove(optional)
    compound.dispose()
    #expect(runs.value == 0)
  }

  @Test(
    arguments: [
      [true, nil, true],
      [nil, nil],
      [nil, true, nil, true, true, nil],
      [],
    ] as [[Bool?]])
  func initWithOptionalsSkipsNil(shape: [Bool?]) {
    let children = shape.map { $0.map { _ in countingDisposable() } }
    let optionals: [RACDisposable?] = children.map { $0?.disposable }
    let compound = RACCompoundDisposable(optionals)
    #expect(!compound.isDisposed)
    compound.dispose()
    #expect(compound.isDisposed)
    for child in children.compactMap({ $0 }) {
      #expect(child.disposable.isDisposed)
      #expect(child.runs.value == 1)
    }
  }

  @Test func initWithOptionalLiteralTakesSchedulerResultsAsTheyCome() {
    let (child, runs) = countingDisposable()
    let compound = RACCompoundDisposable([maybe(nil), maybe(child), RACDisposable()])
    compound.dispose()
    #expect(runs.value == 1)
  }

  @Test func initWithOptionalsHoldingAnAlreadyDisposedChildDropsIt() {
    let (done, doneRuns) = countingDisposable()
    done.dispose()
    let (live, liveRuns) = countingDisposable()
    let compound = RACCompoundDisposable([maybe(done), maybe(nil), maybe(live)])
    compound.dispose()
    #expect(doneRuns.value == 1)
    #expect(liveRuns.value == 1)
  }

  @Test func serialAcceptsNilEverywhereRACDoes() {
    let serial = RACSerialDisposable(maybe(nil))
    #expect(serial.disposable == nil)
    let (first, firstRuns) = countingDisposable()
    serial.disposable = maybe(first)
    #expect(serial.disposable === first)
    serial.disposable = maybe(nil)
    #expect(serial.disposable == nil)
    #expect(firstRuns.value == 0, "setting nil drops the old disposable without disposing it")
    serial.dispose()
    #expect(serial.isDisposed)
    #expect(firstRuns.value == 0)
    serial.disposable = maybe(nil)
    #expect(serial.disposable == nil)
  }
}
